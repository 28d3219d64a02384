import type { CoverageRunner } from "./coverage-runner.js";
import { nodeCoverageRunner } from "./node-coverage.js";
import { pytestCoverageRunner } from "./pytest-coverage.js";

export type CoverageKind = "pytest" | "vitest" | "node-test";

export interface CoverageRunnerOptions {
  cwd: string;
  /** Starts the runner without test selection or report options: "python3 -m pytest". */
  command: string;
  env: NodeJS.ProcessEnv;
}

export function coverageRunnerFor(
  kind: CoverageKind,
  options: CoverageRunnerOptions,
): CoverageRunner {
  if (kind === "pytest") return pytestCoverageRunner(options);
  return nodeCoverageRunner({ ...options, runner: kind });
}

/**
 * A narrow seam until tiers know their runner: recognise pytest, vitest and node:test in a
 * tier's command and keep the part that starts the runner, dropping its selection and report
 * options. Null for anything else (jest, go, a wrapper script): no coverage, and triage falls
 * back to signatures.
 */
export function coverageRunnerForCommand(
  command: string,
  options: Omit<CoverageRunnerOptions, "command">,
): CoverageRunner | null {
  if (/[;&|`$<>]/.test(command)) return null;
  const pytest = /^(.*?\bpytest)\b/.exec(command)?.[1];
  if (pytest) return coverageRunnerFor("pytest", { ...options, command: pytest });
  const vitest = /^(.*?\bvitest)(?:\s+run)?\b/.exec(command)?.[1];
  if (vitest) return coverageRunnerFor("vitest", { ...options, command: `${vitest} run` });
  const nodeTest = /^(\s*node)\s+(?:[^\s]+\s+)*?--test\b/.test(command);
  if (nodeTest) return coverageRunnerFor("node-test", { ...options, command: "node --test" });
  return null;
}
