import type { Group, TestResult } from "../results/schema.js";
import { failureSignature } from "./signature.js";

/**
 * One group per root cause among the failed tests. Flaky, blocked and skipped tests are left
 * out: a flaky test is not a bug to fix and a blocked one never ran. Lower tiers come first
 * (fixing them may unblock the rest), then bigger groups, then the id for a stable order.
 */
export function groupFailures(
  tests: TestResult[],
  /** Tier names, lowest first (the plan's order); else the order tiers appear in the tests. */
  tierOrder: readonly string[] = [...new Set(tests.map((test) => test.tier))],
): Group[] {
  const rank = tierRank(tierOrder);
  const byId = new Map<string, Group>();
  for (const test of tests) {
    if (test.status !== "failed") continue;
    const signature = failureSignature(test);
    const group = byId.get(signature.id);
    if (!group) {
      byId.set(signature.id, {
        id: signature.id,
        signature: signature.text,
        tier: test.tier,
        tests: [test.id],
        status: "open",
        reason: null,
      });
      continue;
    }
    if (!group.tests.includes(test.id)) group.tests.push(test.id);
    if (rank(test.tier) < rank(group.tier)) group.tier = test.tier;
  }

  return [...byId.values()].sort(compareGroups(tierOrder));
}

/** Lower tier first, then bigger groups, then the id: the order groups are worked on. */
export function compareGroups(tierOrder: readonly string[]): (a: Group, b: Group) => number {
  const rank = tierRank(tierOrder);
  return (a, b) =>
    rank(a.tier) - rank(b.tier) ||
    b.tests.length - a.tests.length ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Position of a tier in the plan; tiers not in it sort last. */
export function tierRank(tierOrder: readonly string[]): (tier: string) => number {
  return (tier) => {
    const index = tierOrder.indexOf(tier);
    return index === -1 ? tierOrder.length : index;
  };
}
