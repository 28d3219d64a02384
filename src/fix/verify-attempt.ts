import type { Session } from "../engine/types.js";
import type { Group, TestResult, TestStatus } from "../results/schema.js";
import { decisiveLine } from "../triage/decisive-line.js";
import { failureSignature } from "../triage/signature.js";

export interface Verification {
  groupPassed: boolean;
  /** Status of each of the group's tests in the re-run. */
  tests: Record<string, TestStatus>;
  regressions: string[];
  /** The decisive line of each group test that still fails. */
  failures: { test: string; line: string }[];
  /** True when a group test still fails with the group's own signature. */
  sameSignature: boolean;
  /** The fresh results, to update the run's view of the tests. */
  results: TestResult[];
}

/**
 * The engine's own check of an attempt: the group's tests first; only if they all pass, every
 * other test known to pass in this tier and the tiers below (a broken build fails the group's
 * tests already, so the second run is skipped when the first fails).
 */
export async function verifyGroup(
  session: Session,
  group: Group,
  regressionCandidates: readonly string[],
): Promise<Verification> {
  const first = await session.runTiers({ ids: group.tests });
  const groupResults = first.tests.filter((test) => group.tests.includes(test.id));
  const groupPassed =
    groupResults.length === group.tests.length &&
    groupResults.every((test) => test.status === "passed");
  const stillFailing = groupResults.filter((test) => test.status !== "passed");
  const failures = stillFailing.map((test) => ({
    test: test.id,
    line: decisiveLine(test).line,
  }));
  const sameSignature = stillFailing.some(
    (test) => test.status === "failed" && failureSignature(test).id === group.id,
  );
  const tests: Record<string, TestStatus> = {};
  for (const test of groupResults) tests[test.id] = test.status;

  const others = regressionCandidates.filter((id) => !group.tests.includes(id));
  if (!groupPassed || others.length === 0) {
    return { groupPassed, tests, regressions: [], failures, sameSignature, results: groupResults };
  }
  const second = await session.runTiers({ ids: others });
  const regressions = second.tests
    .filter((test) => test.status === "failed")
    .map((test) => test.id);
  return {
    groupPassed,
    tests,
    regressions,
    failures,
    sameSignature,
    results: [...groupResults, ...second.tests],
  };
}
