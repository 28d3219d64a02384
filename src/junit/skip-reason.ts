import type { JunitCase } from "./junit-case.js";

/**
 * Why a skipped testcase did not pass, in words: its report's message, or, for pytest's xfail
 * (`<skipped type="pytest.xfail">`), that it ran and failed as its mark expects: such a test
 * ran, and "skipped" alone would count it among the tests that did not.
 */
export function skipReason(testCase: JunitCase): string {
  if (!testCase.expectedToFail) return testCase.message ?? "skipped by the test framework";
  const why = testCase.message?.trim();
  return `xfailed: ran and failed, as its xfail mark expects${why ? ` (${why})` : ""}`;
}
