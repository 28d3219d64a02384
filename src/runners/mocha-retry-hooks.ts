import path from "node:path";
import { MOCHA_COVERAGE_HOOKS } from "../junit/mocha-coverage-hooks.js";
import type { RetryHooks } from "../junit/runner-retry.js";
import { runningNote } from "./running-note.js";

/**
 * What mocha's own retry (`--retries`) did, per test, for src/junit/runner-retry.ts: a file
 * `--require`d into the process that runs the tests. mocha-junit-reporter stays the run's one
 * reporter and reports a test that failed and then passed as a plain pass, so this file listens
 * to the run itself: it finds mocha's Runner among the loaded modules and hears its "retry"
 * events (a failed attempt, with its error; mocha keeps it nowhere else) and "test end" (the
 * last attempt, its state and currentRetry()). The record is written when the run ends; the
 * test in progress is noted as each starts ("test"), for a run killed at its timeout. Plain
 * syntax: mocha 8 runs on Node 10. Without $FIX_LOOP_RUNNER_ATTEMPTS it does nothing.
 */
const MOCHA_RETRIES = `${runningNote()}
const { writeFileSync } = require("fs");
const path = require("path");
const out = process.env.FIX_LOOP_RUNNER_ATTEMPTS;
const runnerFile = path.join("mocha", "lib", "runner.js");
const loaded = Object.keys(require.cache).find((file) => file.endsWith(runnerFile));
const Runner = loaded && require.cache[loaded].exports;
if (out && Runner && Runner.prototype && !Runner.prototype.fixLoopRetries) {
  const failedAttempts = new Map();
  const tests = [];
  const keyOf = (test) => (test.file || "") + "\\u0000" + test.fullTitle();
  const errorOf = (error) => ({ message: String((error && error.message) || error), stack: String((error && error.stack) || error) });
  const write = () => writeFileSync(out, JSON.stringify({ tests }));
  const emit = Runner.prototype.emit;
  Runner.prototype.fixLoopRetries = true;
  Runner.prototype.emit = function (event, test, error) {
    try {
      if (event === "test" && test && typeof test.fullTitle === "function") {
        noteRunning((test.file ? path.relative(process.cwd(), test.file) + " > " : "") + test.fullTitle());
      } else if (event === "retry" && test && typeof test.fullTitle === "function") {
        const key = keyOf(test);
        failedAttempts.set(key, (failedAttempts.get(key) || []).concat([errorOf(error)]));
        // For the coverage hooks' afterEach, which mocha runs next: the attempt keeps no err.
        test[Symbol.for("fix-loop.attempt-error")] = error;
      } else if (event === "test end" && test && typeof test.fullTitle === "function") {
        noteRunning("");
        tests.push({ file: test.file || "", name: test.fullTitle(), state: test.state || "skipped",
          retryCount: typeof test.currentRetry === "function" ? test.currentRetry() : 0,
          errors: failedAttempts.get(keyOf(test)) || [] });
      } else if (event === "end") write();
    } catch (_) {}
    return emit.apply(this, arguments);
  };
}
`;

/**
 * mocha's in-run retry: `--retries` and the file above, and the coverage root hooks (they do
 * nothing unless the run takes coverage): the failures' coverage then comes from their retries
 * in the first run, as jest's and vitest's does, with no second mocha start.
 */
export const MOCHA_RETRY: RetryHooks = {
  reporters: null,
  retryOption: "--retries",
  files: {
    "fix-loop-mocha-retries.cjs": MOCHA_RETRIES,
    "fix-loop-mocha-coverage.cjs": MOCHA_COVERAGE_HOOKS,
  },
  args: (folder, retries) => [
    `--retries=${retries}`,
    `--require=${path.join(folder, "fix-loop-mocha-retries.cjs")}`,
    `--require=${path.join(folder, "fix-loop-mocha-coverage.cjs")}`,
  ],
};
