import type { Framework } from "./frameworks.js";

/**
 * The environment that has jest-junit name each test's file (`file="..."` on the testcase; its
 * environment variables take precedence over its other options). Without the file, a re-run of
 * a failure can select it only by name, and jest then loads and transforms every test file of
 * the project to find it: on dayjs, 90 files for the 33 failures of one. The attribute is the
 * only change to the report.
 */
export function jestJunitFilesEnv(
  framework: Framework | null,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  if (framework !== "jest" || env.JEST_JUNIT_ADD_FILE_ATTRIBUTE !== undefined) return env;
  return { ...env, JEST_JUNIT_ADD_FILE_ATTRIBUTE: "true" };
}
