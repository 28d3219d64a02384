import { failsTheRun } from "../flaky/quarantine-match.js";
import type {
  Attempt,
  Group,
  Outcome,
  TestResult,
  TestStatus,
  TierResult,
} from "../results/schema.js";
import { plural } from "../text/quantities.js";

/** Test statuses after the loop: a fixed group's tests are "fixed", a deferred group's "deferred". */
export function finalTests(tests: readonly TestResult[], groups: readonly Group[]): TestResult[] {
  const statusOf = new Map<string, TestStatus>();
  for (const group of groups) {
    if (group.status !== "fixed" && group.status !== "deferred") continue;
    for (const id of group.tests) statusOf.set(id, group.status);
  }
  return tests.map((test) => {
    const status = test.status === "failed" ? statusOf.get(test.id) : undefined;
    return status ? { ...test, status } : test;
  });
}

/**
 * fixed: every group the run set out to fix was fixed; deferred: some were not (deferred, or
 * skipped when the breaker opened). Groups the caller did not select do not count. With no
 * group at all the verify outcome stands (passed, or failed for a tier-level problem).
 */
export function fixOutcome(
  groups: readonly Group[],
  selected: ReadonlySet<string> | null,
  tests: readonly TestResult[],
  verify: Outcome,
): Outcome {
  const mine = groups.filter((group) => selected === null || selected.has(group.id));
  if (mine.length === 0) return verify;
  const notMine = new Set(
    groups.filter((group) => !mine.includes(group)).flatMap((group) => group.tests),
  );
  const leftOver = tests.some((test) => failsTheRun(test) && !notMine.has(test.id));
  return !leftOver && mine.every((group) => group.status === "fixed") ? "fixed" : "deferred";
}

/** Tier counts and statuses recomputed from the final tests (a tier whose failures were fixed passes). */
export function refreshTiers(
  tiers: readonly TierResult[],
  tests: readonly TestResult[],
): TierResult[] {
  return tiers.map((tier) => {
    const mine = tests.filter((test) => test.tier === tier.name);
    const counts: Partial<Record<TestStatus, number>> = {};
    for (const test of mine) counts[test.status] = (counts[test.status] ?? 0) + 1;
    const ran = mine.some((test) => test.status !== "blocked" && test.status !== "skipped");
    if ((tier.status === "blocked" || tier.status === "skipped") && !ran)
      return { ...tier, counts };
    const failing = mine.some(failsTheRun);
    const tierProblem = tier.status === "failed" && tier.reason !== null && mine.length === 0;
    const status =
      failing || tierProblem ? "failed" : (counts.blocked ?? 0) > 0 ? "blocked" : "passed";
    return { ...tier, counts, status, reason: status === "passed" ? null : tier.reason };
  });
}

/** The one line a person reads first after a fix run. */
export function fixHeadline(
  groups: readonly Group[],
  attempts: readonly Attempt[],
  breakerReason: string | null,
): string {
  const count = (status: Group["status"]) => groups.filter((group) => group.status === status);
  const fixed = count("fixed");
  const deferred = count("deferred");
  const skipped = count("skipped");
  const parts: string[] = [];
  const fixedTests = fixed.reduce((sum, group) => sum + group.tests.length, 0);
  parts.push(
    `${fixed.length} of ${plural(groups.length, "group")} fixed (${plural(fixedTests, "test")}) in ${plural(attempts.length, "attempt")}`,
  );
  if (deferred.length > 0) {
    const first = deferred[0];
    parts.push(`${deferred.length} deferred${first ? `, first: ${first.signature}` : ""}`);
  }
  if (skipped.length > 0) parts.push(`${skipped.length} skipped`);
  if (breakerReason) parts.push(`circuit breaker open: ${breakerReason}`);
  return parts.join("; ");
}
