import { type InitRunner, RUNNERS } from "../runners/registry.js";
import type { RunnerInit } from "../runners/runner.js";
import { scriptArguments } from "../runners/script-arguments.js";
import { tierEnvOfCommand } from "./tier-env-of-command.js";

/** The runners `fix-loop init` writes a JUnit tier for: each runner plug-in with an `init`. */
export type TestRunner = InitRunner;

export const REPORT_DIR = "reports";
export const JUNIT_REPORT = `${REPORT_DIR}/junit.xml`;

/** The tier's command and what the project must add for it (a reporter package), if anything. */
export interface JunitTier {
  runner: TestRunner;
  command: string;
  /** The environment the project's test script gives the runner (NODE_ENV=test): the tier's env:. */
  env: Record<string, string>;
  junit: string;
  /** Packages the command needs that the project does not list, e.g. jest-junit. */
  missing: string[];
  /** Where this runner's tests live by its own conventions: paths the fix agent must not edit. */
  testPaths: string[];
  /** What the project's test script runs besides the tests (lint, type checks), which the tier does not. */
  leftOut?: string[];
  /** The build steps of the project's test script (or its pretest) the tier runs before its tests. */
  builtFirst?: string[];
  /** The project's test script when it names no runner init reads (`ts-scripts test`): the tier runs the runner its dependencies list instead. */
  behind?: string;
}

/**
 * The runner's command with its JUnit reporter (src/runners/<runner>.ts `init`), keeping what
 * the project's own test script gives the runner: its arguments and its environment.
 */
export function junitTier(
  runner: TestRunner,
  declared: (dependency: string) => string | null,
  script = "",
  coversItself = false,
): JunitTier {
  const init: RunnerInit = RUNNERS[runner].init;
  const { command, missing } = init.tier({
    has: (dependency) => declared(dependency) !== null,
    declared,
    script,
    report: JUNIT_REPORT,
    reportDir: REPORT_DIR,
  });
  // The project's own coverage off (own-coverage.ts): jest and vitest read it anywhere.
  const off = coversItself && init.ownCoverage ? ` ${init.ownCoverage.off}` : "";
  const assigned = scriptArguments(script, RUNNERS[runner].commandLine, new Set()).env;
  const own = tierEnvOfCommand(
    `${command}${off}`,
    new Set(assigned.map((word) => word.split("=")[0] ?? "")),
  );
  return {
    runner,
    command: own.command,
    env: own.env,
    junit: JUNIT_REPORT,
    missing,
    testPaths: [...init.testPaths],
  };
}
