import { setupBody } from "./coverage-setup.js";

/**
 * mocha's coverage setup: a root hook plugin (mocha 8 and later, loaded with `--require`; on an
 * older mocha the file puts the same hooks on the root suite itself) whose
 * beforeEach and afterEach mocha runs around every test of the run, in the one process the run
 * has (or in each worker of a --parallel run). They are the setup of coverage-setup.ts: V8
 * precise coverage through the inspector, taken after each test, one JSON line per test appended
 * to $FIX_LOOP_COVERAGE_OUT; without that variable they do nothing. `this` of a mocha hook is the
 * test's context: its currentTest names the test as mocha-junit-reporter does (its file, its full
 * title). mocha leaves an attempt it will retry (--retries) with no state, and gives the next
 * attempt a currentRetry() above 0. Recording from a failure (a first run) keeps to the failing
 * file, as a setup file does in jest and vitest: coverage left on slowed every file after it
 * (express, red: verify 1.64x the plain run's CPU; 1.37x kept to the file, 117 takes down to 53).
 */
export const MOCHA_COVERAGE_HOOKS = `${setupBody(
  `const { appendFileSync } = require("fs");
const inspector = require("inspector");
const { performance } = require("perf_hooks");
// setupBody registers its hooks as a runner's globals take them; mocha takes them as an export.
const each = { beforeEach: [], afterEach: [], afterAll: [] };
const hooks = { beforeEach: (fn) => each.beforeEach.push(fn), afterEach: (fn) => each.afterEach.push(fn), afterAll: (fn) => each.afterAll.push(fn) };`,
  // A test defined outside a spec file (--file, a root-level test of a required file) has none.
  // Plain syntax: mocha 8 runs on Node 10.
  '(context) => ({ file: (context.currentTest && context.currentTest.file) || "", name: context.currentTest ? context.currentTest.fullTitle() : "" })',
  "(context) => Boolean(context.currentTest) && context.currentTest.currentRetry() > 0",
  '(context) => Boolean(context.currentTest) && context.currentTest.state !== "passed" && context.currentTest.state !== "pending"',
  "",
  // mocha runs the retry of a failed attempt next, after this hook, while retries are left.
  "(context) => Boolean(context.currentTest) && context.currentTest.state === undefined && context.currentTest.currentRetry() < context.currentTest.retries()",
  // A failed attempt mocha retries keeps no err: the retries' file (mocha-retry-hooks.ts) keeps it.
  '(context) => (context.currentTest && (context.currentTest.err || context.currentTest[Symbol.for("fix-loop.attempt-error")])) || null',
)}
// One setup serves every file of the run (or of a --parallel worker): a test of another file
// than the last one's ends that file, as a setup file's afterAll does in jest and vitest.
let fileNow = null;
exports.mochaHooks = {
  async beforeEach() {
    const file = (this.currentTest && this.currentTest.file) || "";
    if (fileNow !== null && file !== fileNow) await fileEnded();
    fileNow = file;
    for (const hook of each.beforeEach) await hook(this);
  },
  async afterEach() { for (const hook of each.afterEach) await hook(this); },
  async afterAll() { for (const hook of each.afterAll) await hook(this); },
};
// mocha before 8 loads no root hook plugin (its Mocha has no rootHooks()): the same hooks go on
// the root suite as its run starts. Its Mocha is loaded before the --require'd files are.
const mochaFile = require("path").join("mocha", "lib", "mocha.js");
const loadedMocha = Object.keys(require.cache).find((file) => file.endsWith(mochaFile));
const Mocha = loadedMocha && require.cache[loadedMocha].exports;
if (Mocha && Mocha.prototype && typeof Mocha.prototype.rootHooks !== "function" && !Mocha.prototype.fixLoopCoverage) {
  Mocha.prototype.fixLoopCoverage = true;
  const run = Mocha.prototype.run;
  Mocha.prototype.run = function () {
    this.suite.beforeEach(exports.mochaHooks.beforeEach);
    this.suite.afterEach(exports.mochaHooks.afterEach);
    this.suite.afterAll(exports.mochaHooks.afterAll);
    return run.apply(this, arguments);
  };
}
`;
