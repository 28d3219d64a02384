import path from "node:path";
import type { CoverageHooks } from "../junit/coverage-hooks.js";
import { TAP_COVERAGE_HOOKS } from "../junit/nested-coverage-hooks.js";
import { quoteShell } from "../process/shell-words.js";
import { oneRunCoverage } from "../triage/spectrum/one-run-coverage.js";
import { runnerCoverageTap } from "../triage/spectrum/runner-coverage-tap.js";
import type { RunnerCoverage } from "./runner.js";

/**
 * tap runs each test file in a process of its own, given `--node-arg` words: the coverage setup
 * (nested-coverage-hooks.ts) is preloaded into each with `--require`.
 */
export const TAP_LOADS: CoverageHooks = {
  files: { "fix-loop-tap-coverage.cjs": TAP_COVERAGE_HOOKS },
  words: (folder) => [`--node-arg=--require=${path.join(folder, "fix-loop-tap-coverage.cjs")}`],
};

/**
 * Each subtest's coverage from one run of its file: on the engine's retry of the failures (with
 * the passing sample), and in one run of the chosen tests where triage wants more. A run that
 * records nothing (a tap whose root test takes no hooks) leaves the tests without coverage.
 */
export const TAP_COVERAGE: RunnerCoverage = {
  runner: (options) =>
    oneRunCoverage(
      {
        files: TAP_LOADS.files,
        args: (folder) => TAP_LOADS.words(folder).map(quoteShell).join(" "),
        recordsCollection: false,
      },
      { ...options, fallback: { run: async () => new Map() } },
    ),
  onRetry: (context) => runnerCoverageTap({ ...context, from: "start" }),
  hooks: TAP_LOADS,
  timeLimit: "tiers",
  oneRun: true,
};
