import path from "node:path";
import { hookFolder } from "../junit/hook-folder.js";
import { NODE_TEST_COVERAGE_HOOKS } from "../junit/nested-coverage-hooks.js";
import { hookVariables } from "../process/hook-variables.js";
import { nodeCoverageRunner } from "../triage/spectrum/node-coverage.js";
import { runnerCoverageTap } from "../triage/spectrum/runner-coverage-tap.js";
import type { RunnerCoverage } from "./runner.js";

const FILE = "fix-loop-node-test-coverage.cjs";

/**
 * node --test: each test's coverage taken on the engine's retry of the failures in the processes
 * node runs the test files in, by node:test's own hooks (nested-coverage-hooks.ts), loaded through
 * NODE_OPTIONS (node takes options before files). Where triage wants more (the passing sample),
 * a process per test (NODE_V8_COVERAGE): one run of the hooks for the sample left the bundled
 * example's failure with no culprit (its two root causes stayed two), which a process per test
 * names.
 */
export const NODE_TEST_COVERAGE: RunnerCoverage = {
  runner: (options) => nodeCoverageRunner(options),
  onRetry: async (context) => {
    const tap = await runnerCoverageTap({ ...context, from: "start" });
    const hooks = path.join(hookFolder({ [FILE]: NODE_TEST_COVERAGE_HOOKS }), FILE);
    const loads = hookVariables(context.env, { NODE_OPTIONS: `--require=${hooks}` });
    return { ...tap, env: { ...tap.env, ...loads } };
  },
  timeLimit: "tiers",
  oneRun: false,
};
