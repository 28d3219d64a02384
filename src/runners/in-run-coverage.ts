import type { CoverageHooks } from "../junit/coverage-hooks.js";
import { nodeCoverageRunner } from "../triage/spectrum/node-coverage.js";
import { type OneRunHooks, oneRunCoverage } from "../triage/spectrum/one-run-coverage.js";
import { runnerCoverageTap } from "../triage/spectrum/runner-coverage-tap.js";
import type { RunnerCoverage } from "./runner.js";

/**
 * Passing tests a failing file records on the first run after its first failure, before the
 * sample thins to one in two, four, ... (coverage-setup.ts): the contrast triage ranks with, at
 * least the sample a separate coverage run would take, so a tie it leaves starts no runner.
 */
export const FIRST_RUN_CONTRAST = 20;

/**
 * Coverage of a runner our hooks go into (vitest and jest through a reporter, mocha through a
 * root hook plugin): the whole sample in one run, a process per test where the runner's version
 * records nothing that way (`fallbackArgs` keep vitest's and jest's workers in one process,
 * whose coverage is written), and taps on a retry, and on the first run when the runner retries
 * in place (mocha's `--retries` too, its retry file bringing the hooks in; `loads` brings them
 * into an engine's retry, where the first run could not retry in place).
 */
export function inRunCoverage(
  hooks: OneRunHooks,
  fallbackArgs: string,
  loads?: CoverageHooks,
): RunnerCoverage {
  return {
    runner: (options) =>
      oneRunCoverage(hooks, {
        ...options,
        fallback: nodeCoverageRunner({ ...options, extraArgs: fallbackArgs }),
      }),
    onRetry: (context) => runnerCoverageTap({ ...context, from: "start" }),
    onFirstRun: async (context, retries) =>
      retries < 1
        ? null
        : runnerCoverageTap({ ...context, from: "failure", limit: FIRST_RUN_CONTRAST }),
    ...(loads ? { hooks: loads } : {}),
    timeLimit: "tiers",
    oneRun: true,
  };
}
