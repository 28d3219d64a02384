/**
 * For the hooks a JS runner loads (CommonJS, plain syntax: mocha 8 runs on Node 10): a function
 * that writes the test this process is in to `$FIX_LOOP_RUNNING.<pid>`, rewritten in place as
 * each test starts, and emptied as it ends (`noteRunning("")`), for a run killed at its timeout
 * (src/junit/hung-tests.ts). Without the variable it does nothing.
 */
export const RUNNING_NOTE = `const noteRunning = (function () {
  const fs = require("fs");
  const prefix = process.env.FIX_LOOP_RUNNING;
  let fd = null;
  return function (name) {
    if (!prefix || fd === -1) return;
    try {
      if (fd === null) fd = fs.openSync(prefix + "." + process.pid, "w", 0o600);
      fs.ftruncateSync(fd, 0);
      if (name) fs.writeSync(fd, name + "\\n" + Date.now(), 0);
    } catch (error) {
      fd = -1;
    }
  };
})();`;
