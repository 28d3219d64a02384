import type { Framework } from "../../junit/frameworks.js";
import type { RunAs } from "../../process/run-as.js";
import type { CoverageRunner, SelectiveCommand } from "./coverage-runner.js";
import { goCoverageRunner } from "./go-coverage.js";
import { nodeCoverageRunner } from "./node-coverage.js";
import { oneRunCoverage } from "./one-run-coverage.js";
import { JEST_HOOKS, VITEST_HOOKS } from "./one-run-hooks.js";
import { pytestCoverageRunner } from "./pytest-coverage.js";

export interface CoverageRunnerOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  commandFor: SelectiveCommand;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

/**
 * The coverage runner for a test framework, or null for one without a runtime hook here
 * (playwright is not done): triage then keeps those failures' signatures.
 */
export function coverageRunnerFor(
  framework: Framework | null,
  options: CoverageRunnerOptions,
): CoverageRunner | null {
  switch (framework) {
    case "pytest":
      return pytestCoverageRunner(options);
    case "vitest":
      return oneRunCoverage(VITEST_HOOKS, {
        ...options,
        fallback: nodeCoverageRunner({ ...options, extraArgs: "--pool=threads" }),
      });
    case "jest":
      return oneRunCoverage(JEST_HOOKS, {
        ...options,
        fallback: nodeCoverageRunner({ ...options, extraArgs: "--runInBand" }),
      });
    case "node":
    case "mocha":
      return nodeCoverageRunner(options);
    case "go":
      return goCoverageRunner(options);
    default:
      return null;
  }
}
