import { jestAddSetupFile, jestLeaveOwnCoverage } from "../junit/coverage-setup.js";
import { JEST_SETUP_HELPERS } from "../junit/jest-setup-helpers.js";
import { runningNote } from "./running-note.js";

/**
 * jest has no retry option on its command line: jest.retryTimes() must run in the test file's
 * environment. The reporter adds a setup file that calls it to each test file's config as the
 * file starts (a --setupFilesAfterEnv would replace the config's own), and reads each test's
 * invocations from its results. The errors of a failed attempt come from the setup file, which
 * appends them (`FAILED_ATTEMPTS`) after each failed attempt: jest's own retry reasons need
 * logErrorsBeforeRetry (jest 29.5 and later), which has the default reporter format and print
 * every failed attempt (on entities, 28 failures: 5.6 % of the run's CPU). A project that turns
 * it on itself gives its reasons. jest 22's jasmine has no retryTimes: its tests come back run
 * once, and the engine re-runs the failures as before.
 */
export const JEST_REPORTER = `const path = require("node:path");
const { readFileSync, writeFileSync } = require("node:fs");
const errorOf = (text) => ({ message: String(text).split("\\n")[0], stack: String(text) });
// The setup file's failed attempts, by file and name, in the order they ran.
function failedAttempts() {
  const byTest = new Map();
  let text = "";
  try { text = readFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS + ".failed", "utf8"); } catch {}
  for (const line of text.split("\\n")) {
    if (!line) continue;
    try {
      const attempt = JSON.parse(line);
      const key = attempt.file + "\\u0000" + attempt.name;
      byTest.set(key, [...(byTest.get(key) || []), attempt.error]);
    } catch {}
  }
  return byTest;
}
module.exports = class FixLoopRetries {
  constructor(globalConfig) {
    this.tests = [];
    ${jestLeaveOwnCoverage("globalConfig")}
  }
  onTestStart(test) {
    ${jestAddSetupFile(`path.join(__dirname, "fix-loop-retry-setup.cjs")`)}
  }
  onTestResult(test, result) {
    for (const each of result.testResults ?? [])
      this.tests.push({ file: result.testFilePath, name: each.fullName, state: each.status,
        retryCount: Math.max(0, (each.invocations ?? 1) - 1), errors: (each.retryReasons ?? []).map(errorOf) });
  }
  onRunComplete() {
    if (!process.env.FIX_LOOP_RUNNER_ATTEMPTS) return;
    const failed = failedAttempts();
    for (const test of this.tests) {
      if (test.errors.length > 0 || test.retryCount < 1) continue;
      const errors = failed.get(test.file + "\\u0000" + test.name) || [];
      // Two tests of one name: the attempts of the one that retried are the first ones.
      test.errors = errors.splice(0, test.retryCount);
    }
    writeFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS, JSON.stringify({ tests: this.tests }));
  }
};
`;

/**
 * One setup file (jest 22 takes only one): the retries, each failed attempt's errors (appended
 * to $FIX_LOOP_RUNNER_ATTEMPTS.failed for the reporter), and the coverage when it is wanted.
 */
export const JEST_SETUP = `const { appendFileSync } = require("fs");
const path = require("path");
// Globals, or, where the project injects none (injectGlobals: false), jest's own module for them.
const globals = typeof afterEach === "function"
  ? { jest: typeof jest !== "undefined" ? jest : jestGlobals().jest, afterAll, afterEach, beforeEach, expect }
  : jestGlobals();
${JEST_SETUP_HELPERS}
${runningNote()}
// The test in progress, for a run killed at its timeout (a loop that never ends).
if (process.env.FIX_LOOP_RUNNING && typeof globals.beforeEach === "function" && typeof globals.afterEach === "function") {
  globals.beforeEach((...context) => {
    try {
      const state = globals.expect.getState();
      noteRunning(path.relative(process.cwd(), String(state.testPath)) + " > " + state.currentTestName);
    } catch (error) {}
  });
  globals.afterEach((...context) => noteRunning(""));
  // The file is loaded again for each test file a worker runs: each closes what it opened.
  if (typeof globals.afterAll === "function") globals.afterAll((...context) => noteRunningDone());
}
const retrying = globals.jest && typeof globals.jest.retryTimes === "function" && process.env.FIX_LOOP_RETRY_TIMES;
if (retrying) globals.jest.retryTimes(Number(process.env.FIX_LOOP_RETRY_TIMES), { retryImmediately: true });
// A rest parameter: jest reads a hook with a declared parameter as one taking a done callback.
if (retrying && process.env.FIX_LOOP_RUNNER_ATTEMPTS && typeof globals.afterEach === "function") globals.afterEach((...context) => {
  const test = circusTest();
  if (!test || !test.errors || test.errors.length === 0) return;
  const state = globals.expect.getState();
  // jest-circus keeps an error with the stack of the test's call: [error, asyncError].
  const thrown = Array.isArray(test.errors[0]) ? test.errors[0][0] : test.errors[0];
  const message = String(thrown && thrown.message !== undefined ? thrown.message : thrown);
  const stack = String((thrown && thrown.stack) || message);
  appendFileSync(process.env.FIX_LOOP_RUNNER_ATTEMPTS + ".failed",
    JSON.stringify({ file: state.testPath, name: state.currentTestName, error: { message, stack } }) + "\\n");
});
if (process.env.FIX_LOOP_COVERAGE_OUT) require("./fix-loop-coverage-setup.cjs");
`;
