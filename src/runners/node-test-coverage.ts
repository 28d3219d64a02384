import path from "node:path";
import { hookFolder } from "../junit/hook-folder.js";
import { NODE_TEST_COVERAGE_HOOKS } from "../junit/nested-coverage-hooks.js";
import { hookVariables } from "../process/hook-variables.js";
import { nodeCoverageRunner } from "../triage/spectrum/node-coverage.js";
import type { OneRunHooks } from "../triage/spectrum/one-run-coverage.js";
import { runnerCoverageTap } from "../triage/spectrum/runner-coverage-tap.js";
import type { RunnerCoverage } from "./runner.js";

const FILE = "fix-loop-node-test-coverage.cjs";

/** The setup goes into each test file's process through NODE_OPTIONS (node takes options before files). */
const NODE_TEST_HOOKS: OneRunHooks = {
  files: { [FILE]: NODE_TEST_COVERAGE_HOOKS },
  args: () => "",
  env: (folder, env) =>
    hookVariables(env, { NODE_OPTIONS: `--require=${path.join(folder, FILE)}` }),
  recordsCollection: false,
};

/**
 * node --test: each test's coverage taken on the engine's retry of the failures in the processes
 * node runs the test files in, by node:test's own hooks (nested-coverage-hooks.ts). Where triage
 * wants more (the passing sample), a process per test (NODE_V8_COVERAGE): one run of the hooks
 * for the sample left the bundled example's failure with no culprit (its two root causes stayed
 * two), which a process per test names.
 */
export const NODE_TEST_COVERAGE: RunnerCoverage = {
  runner: (options) => nodeCoverageRunner(options),
  onRetry: async (context) => {
    const tap = await runnerCoverageTap({ ...context, from: "start" });
    const folder = hookFolder(NODE_TEST_HOOKS.files);
    return { ...tap, env: { ...tap.env, ...NODE_TEST_HOOKS.env?.(folder, context.env) } };
  },
  timeLimit: "tiers",
  oneRun: false,
};
