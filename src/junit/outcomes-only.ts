import type { Framework } from "./frameworks.js";

/**
 * The environment that asks a runner for outcomes only, for a run whose evidence is not kept (a
 * retry keeps the first run's; a coverage run keeps none). pytest formats each failure's
 * traceback by parsing its test file: in more-itertools' 6,000-line test module that took most
 * of a retry's time (4.7 s of CPU for 36 tests against 0.8 s with `--tb=no`). The failure's
 * message still reaches the JUnit report.
 */
export function outcomesOnlyEnv(
  framework: Framework | null,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  if (framework !== "pytest") return env;
  return { ...env, PYTEST_ADDOPTS: [env.PYTEST_ADDOPTS, "--tb=no"].filter(Boolean).join(" ") };
}
