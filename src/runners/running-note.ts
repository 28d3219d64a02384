/**
 * For the hooks a JS runner loads (CommonJS, plain syntax: mocha 8 runs on Node 10): functions
 * that write the test this process (or worker thread) is in to `$FIX_LOOP_RUNNING.<key>`,
 * rewritten in place as each test starts, emptied as it ends (`noteRunning("")`), for a run
 * killed at its timeout (src/junit/running-tests.ts), and `noteRunningDone()`, which closes the
 * file where the hooks are loaded again for each test file. `key` is an expression naming the
 * process: `process.pid`, with the thread's id where tests run in worker threads. Without the
 * variable they do nothing.
 */
export function runningNote(key = "process.pid"): string {
  return `const [noteRunning, noteRunningDone] = (function () {
  const fs = require("fs");
  const prefix = process.env.FIX_LOOP_RUNNING;
  let fd = null;
  const note = function (name) {
    if (!prefix || fd === -1) return;
    try {
      if (fd === null) fd = fs.openSync(prefix + "." + (${key}), "w", 0o600);
      fs.ftruncateSync(fd, 0);
      if (name) fs.writeSync(fd, name + "\\n" + Date.now(), 0);
    } catch (error) {
      fd = -1;
    }
  };
  const done = function () {
    if (fd === null || fd === -1) return;
    try { fs.closeSync(fd); } catch (error) {}
    fd = null;
  };
  return [note, done];
})();`;
}
