import type { Group, TestResult } from "../results/schema.js";
import type { Culprit } from "./culprit.js";
import { mergeByCulprit } from "./merge-groups.js";
import { failureSignature } from "./signature.js";
import type { SignatureGroup } from "./signature-group.js";
import { failedSubtestOf } from "./subtests.js";

export interface GroupOptions {
  /** The project root: lets absolute stack paths be told inside or outside the project. */
  root?: string;
  /** Culprits found by coverage for tests whose stack names no project function, by test id. */
  coverageCulprits?: ReadonlyMap<string, Culprit>;
  /** Failures whose stack ends in a shared helper, blamed on its one caller (frames/helper-callers.ts). */
  helpersCallers?: ReadonlyMap<string, Culprit>;
  /**
   * Failures whose stack ends where a test harness asserted, blamed on what coverage names
   * instead (spectrum/one-group-spectrum.ts).
   */
  harnessFailures?: ReadonlyMap<string, Culprit>;
}

/**
 * One group per root cause among the failed tests. Flaky, blocked and skipped tests are left
 * out: a flaky test is not a bug to fix and a blocked one never ran. First pass: one group per
 * signature (exception type + culprit function, else the masked decisive line). Second pass:
 * groups whose tests share a culprit merge; the rest say why they were kept apart. Lower tiers
 * come first (fixing them may unblock the rest), then bigger groups, then the id.
 */
export function groupFailures(
  tests: TestResult[],
  /** Tier names, lowest first (the plan's order); else the order tiers appear in the tests. */
  tierOrder: readonly string[] = [...new Set(tests.map((test) => test.tier))],
  options: GroupOptions = {},
): Group[] {
  const rank = tierRank(tierOrder);
  const byId = new Map<string, SignatureGroup>();
  const subtests = failedSubtestOf(tests, options.root);
  for (const test of tests) {
    if (test.status !== "failed") continue;
    // A go parent that failed with its subtest goes where the subtest goes.
    const stand = subtests.get(test.id) ?? test;
    const culprit = options.coverageCulprits?.get(stand.id) ?? null;
    const signature = failureSignature(stand, {
      root: options.root,
      culprit,
      callerOfHelper:
        options.helpersCallers?.get(stand.id) ?? options.harnessFailures?.get(stand.id) ?? null,
    });
    // Its own signature too, so that a re-run of it alone is known as the group's failure.
    const plainId = failureSignature(test, { root: options.root }).id;
    let entry = byId.get(signature.id);
    if (!entry) {
      entry = {
        group: {
          id: signature.id,
          signature: signature.text,
          tier: test.tier,
          tests: [],
          status: "open",
          reason: null,
        },
        culprits: [],
        plainIds: new Set(),
        said: [],
      };
      byId.set(signature.id, entry);
    }
    const group = entry.group;
    if (!group.tests.includes(test.id)) group.tests.push(test.id);
    if (rank(test.tier) < rank(group.tier)) group.tier = test.tier;
    if (signature.culprit && !entry.culprits.some((c) => c.key === signature.culprit?.key)) {
      entry.culprits.push(signature.culprit);
    }
    entry.plainIds.add(plainId);
    entry.said.push(...(test.evidence?.summary ?? []), test.evidence?.message ?? "");
  }

  return mergeByCulprit([...byId.values()], rank).sort(compareGroups(tierOrder));
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

/**
 * The group among `known` that a group found in a later run continues: the same id, or an id
 * the known group absorbed (merged in, or its tests' signatures without coverage, which a
 * re-run without coverage gives again).
 */
export function knownGroupFor(known: readonly Group[], found: Group): Group | undefined {
  const ids = new Set([found.id, ...(found.triage?.merged ?? [])]);
  return known.find(
    (group) =>
      ids.has(group.id) ||
      (group.triage?.merged ?? []).some((id) => ids.has(id)) ||
      (group.triage?.signatures ?? []).some((id) => ids.has(id)),
  );
}
