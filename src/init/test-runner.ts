/** The runners `fix-loop init` writes a JUnit tier for. */
export type TestRunner = "vitest" | "jest" | "mocha" | "node" | "pytest" | "go";

export const REPORT_DIR = "reports";
export const JUNIT_REPORT = `${REPORT_DIR}/junit.xml`;

/** The tier's command and what the project must add for it (a reporter package), if anything. */
export interface JunitTier {
  runner: TestRunner;
  command: string;
  junit: string;
  /** Packages the command needs that the project does not list, e.g. jest-junit. */
  missing: string[];
  /** Where this runner's tests live by its own conventions: paths the fix agent must not edit. */
  testPaths: string[];
}

const JS_TESTS = ["**/*.test.*", "**/*.spec.*", "**/__tests__/**", "test/**", "tests/**"];
const TEST_PATHS: Record<TestRunner, string[]> = {
  vitest: JS_TESTS,
  jest: JS_TESTS,
  mocha: JS_TESTS,
  node: JS_TESTS,
  pytest: ["tests/**", "**/test_*.py", "**/*_test.py", "**/conftest.py"],
  go: ["**/*_test.go", "**/testdata/**"],
};

/**
 * Each runner's command with its JUnit reporter. Options that take a list (jest's --reporters)
 * never come last: fix-loop re-runs chosen tests by appending their files and a name filter,
 * and `--reporters=jest-junit a.test.js` would read the file as one more reporter.
 */
export function junitTier(
  runner: TestRunner,
  has: (dependency: string) => boolean,
  nodeTestArgs: string[] = [],
): JunitTier {
  const missing = (...names: string[]) => names.filter((name) => !has(name));
  switch (runner) {
    case "vitest":
      return {
        runner,
        command: `npx vitest run --reporter=junit --outputFile=${JUNIT_REPORT}`,
        junit: JUNIT_REPORT,
        missing: [],
        testPaths: TEST_PATHS[runner],
      };
    case "jest":
      return {
        runner,
        command: `JEST_JUNIT_OUTPUT_FILE=${JUNIT_REPORT} npx jest --reporters=default --reporters=jest-junit --ci`,
        junit: JUNIT_REPORT,
        missing: missing("jest-junit"),
        testPaths: TEST_PATHS[runner],
      };
    case "mocha":
      return {
        runner,
        command: `npx mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=${JUNIT_REPORT}`,
        junit: JUNIT_REPORT,
        missing: missing("mocha-junit-reporter"),
        testPaths: TEST_PATHS[runner],
      };
    case "node":
      return {
        runner,
        command: [
          `mkdir -p ${REPORT_DIR} && node --test --test-reporter=junit`,
          `--test-reporter-destination=${JUNIT_REPORT}`,
          ...nodeTestArgs,
        ].join(" "),
        junit: JUNIT_REPORT,
        missing: [],
        testPaths: TEST_PATHS[runner],
      };
    case "pytest":
      return {
        runner,
        command: `python3 -m pytest --junitxml=${JUNIT_REPORT}`,
        junit: JUNIT_REPORT,
        missing: [],
        testPaths: TEST_PATHS[runner],
      };
    case "go":
      return {
        runner,
        command: `mkdir -p ${REPORT_DIR} && go test -v ./... 2>&1 | go run github.com/jstemmer/go-junit-report/v2@v2.1.0 -set-exit-code -iocopy -out ${JUNIT_REPORT}`,
        junit: JUNIT_REPORT,
        missing: [],
        testPaths: TEST_PATHS[runner],
      };
  }
}
