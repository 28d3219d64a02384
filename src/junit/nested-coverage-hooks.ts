/**
 * A coverage setup preloaded into each test file's process (`--require`), for a runner whose
 * root test takes a beforeEach and an afterEach that it runs around every test of the file, at
 * every depth (node-tap's root `t`, node:test's top-level hooks). V8 precise coverage through
 * the inspector is taken at each; what ran between two takes belongs to the innermost test
 * open, and a test's calls count for its parents too, so a test holding assertions and subtests
 * of its own is recorded with all of them. One JSON line per test appended to
 * $FIX_LOOP_COVERAGE_OUT. Plain syntax, CommonJS: it runs in the project's own Node.
 *
 * `hooksOf` is an expression for the object whose beforeEach/afterEach take the hooks, or null
 * (the file is then left alone); `nameOf(test)` names a test as the runner's report does. With
 * `fileRecord`, the file itself is recorded at exit, named by its path from the project. Each
 * line says what recording had cost the process so far, its takes and writes (recordingCostMs).
 */
function nestedCoverageHooks(options: {
  hooksOf: string;
  nameOf: string;
  fileRecord: boolean;
}): string {
  return `"use strict";
const { appendFileSync, readFileSync } = require("fs");
const path = require("path");
const inspector = require("inspector");
const out = process.env.FIX_LOOP_COVERAGE_OUT;
const root = process.cwd();
const main = process.argv[1] || "";
const self = "/" + path.basename(__filename);
let session = null;
const cost = { of: Math.random().toString(36).slice(2), ms: 0 };
// process.hrtime: the project's Node may be older than a global performance.
const costed = (work) => (...args) => {
  const at = process.hrtime();
  try {
    return work(...args);
  } finally {
    const [seconds, nanoseconds] = process.hrtime(at);
    cost.ms += seconds * 1e3 + nanoseconds / 1e6;
  }
};
// The open tests, outermost first; the file's own entry at the bottom.
const stack = [{ name: null, functions: new Map() }];
const take = costed(() => {
  let taken = null;
  // A session on this thread answers before post returns.
  session.post("Profiler.takePreciseCoverage", (error, result) => { if (!error) taken = result.result; });
  const into = stack[stack.length - 1].functions;
  for (const script of taken || []) {
    if (!script.url.includes(root) || script.url.includes("/node_modules/") || script.url.endsWith(self)) continue;
    for (const fn of script.functions) {
      if (!fn.functionName || !fn.ranges[0] || fn.ranges[0].count === 0) continue;
      into.set(script.url + "\\u0000" + fn.ranges[0].startOffset, { url: script.url, fn: fn });
    }
  }
});
const write = costed((name, functions) => {
  const scripts = new Map();
  for (const { url, fn } of functions.values()) {
    if (!scripts.has(url)) scripts.set(url, { url: url, functions: [] });
    scripts.get(url).functions.push(fn);
  }
  const said = { of: cost.of, ms: Math.round(cost.ms) };
  appendFileSync(out, JSON.stringify({ file: main, name: name, scripts: [...scripts.values()], cost: said }) + "\\n");
});
const nameOf = ${options.nameOf};
const hooks = out ? ${options.hooksOf} : null;
if (hooks && typeof hooks.beforeEach === "function" && typeof hooks.afterEach === "function") {
  session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  hooks.beforeEach((test) => {
    take();
    stack.push({ name: nameOf(test), functions: new Map() });
  });
  hooks.afterEach((test) => {
    if (stack.length === 1) return;
    take();
    // The test's own entry, not always the innermost: node 20 ends a parent before it runs the
    // body of a subtest the parent started without await (busboy's last t.test of a file).
    let at = stack.length - 1;
    const name = test ? nameOf(test) : null;
    while (at > 0 && stack[at].name !== name) at -= 1;
    if (at === 0) at = stack.length - 1;
    const done = stack.splice(at, 1)[0];
    write(done.name, done.functions);
    const parent = stack[at - 1].functions;
    for (const [key, value] of done.functions) parent.set(key, value);
  });
  ${
    options.fileRecord
      ? `process.on("exit", () => {
    take();
    while (stack.length > 1) stack.pop();
    write(path.relative(root, main).split(path.sep).join("/"), stack[0].functions);
  });`
      : ""
  }
}
`;
}

/**
 * node-tap: the root test of a file that names \`tap\`, loaded here from where the file would
 * load it (a wrapper of the module loader would stand in every stack of the file's top level);
 * a file that does not is left alone. A subtest is named by its subtests joined as the report
 * joins them: tap 16's xunit classname with spaces, tap 18's junit with " > ". The file is
 * recorded too: its top-level assertions are a test of their own in tap 16's report.
 */
export const TAP_COVERAGE_HOOKS = nestedCoverageHooks({
  hooksOf: `(() => {
  try {
    if (!/["']tap["']/.test(readFileSync(main, "utf8"))) return null;
    return require(require.resolve("tap", { paths: [path.dirname(main)] }));
  } catch (error) {
    return null;
  }
})()`,
  nameOf: `(test) => {
  const names = [];
  for (let at = test; at && at.parent; at = at.parent) names.unshift(at.name);
  return names.join(typeof hooks.pluginLoaded === "function" ? " > " : " ");
}`,
  fileRecord: true,
});

/**
 * node --test: node:test's top-level hooks, in each test file's child process (the runner sets
 * NODE_TEST_CONTEXT there), never in the runner's own. It comes in by NODE_OPTIONS, which
 * leaves it there: a process the test starts inherits neither. A test is named as fix-loop's
 * id names it, by its parents' names and its own.
 */
export const NODE_TEST_COVERAGE_HOOKS = nestedCoverageHooks({
  hooksOf: `(() => {
  if (!process.env.NODE_TEST_CONTEXT) return null;
  for (const name of ["NODE_OPTIONS", "FIX_LOOP_HOOK_NODE_OPTIONS"]) {
    const left = (process.env[name] || "").split(" ").filter((word) => !word.endsWith(self)).join(" ");
    if (left) process.env[name] = left;
    else delete process.env[name];
  }
  delete process.env.FIX_LOOP_COVERAGE_OUT;
  return require("node:test");
})()`,
  // Its path of names where node gives it (fullName, "parse > lowers"): a leaf name alone is
  // shared by subtests of two parents (fast-content-type-parse's parse and safeParse), whose
  // coverage it would pool.
  nameOf: "(test) => test.fullName || test.name",
  fileRecord: false,
});
