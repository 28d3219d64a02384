import type { JunitCase } from "./junit-case.js";

/**
 * Why a skipped testcase did not pass, in words: its report's message, or, for pytest's xfail
 * (`<skipped type="pytest.xfail">`), that it ran and failed as its mark expects: such a test
 * ran, and "skipped" alone would count it among the tests that did not.
 */
export function skipReason(testCase: JunitCase): string {
  if (!testCase.expectedToFail) return plainSkipReason(testCase);
  const why = testCase.message?.trim();
  return `xfailed: ran and failed, as its xfail mark expects${why ? ` (${why})` : ""}`;
}

/**
 * node --test writes `message="true"` for `it.skip()` and `it.todo()` with no reason of their own
 * (`<skipped type="todo" message="true"/>`): no reason to show.
 */
function plainSkipReason(testCase: JunitCase): string {
  const message = testCase.message?.trim();
  if (message && message !== "true") return testCase.message ?? message;
  return testCase.failureType === "todo" ? "todo" : "skipped by the test framework";
}
