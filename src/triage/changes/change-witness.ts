import type { Group, TestResult } from "../../results/schema.js";
import { labelledByCause } from "../cause-label.js";
import { type Culprit, culpritOf } from "../culprit.js";
import { groupFailures } from "../group.js";
import { joinAsOneCause } from "../join-one-cause.js";
import { describeCulprit, keptApart } from "../merge-groups.js";
import { splitFunctionId } from "../spectrum/coverage-runner.js";
import { unitKeys } from "../spectrum/helper-name.js";

export interface ChangeEvidence {
  /** Culprit keys of the functions changed since the base commit (changes-since.ts). */
  changed: ReadonlySet<string>;
  /** Coverage by test id, what the run took and triage's own runs answered. */
  coverage: ReadonlyMap<string, ReadonlySet<string>>;
  root?: string;
}

/**
 * Groups blamed on what changed. A spectrum ranks what runs only in failures, and a caller or a
 * callee of the broken function often does so more than the function itself (luxon's `get`
 * for `isDate`); a stack names where the fault showed, not where it was made. When the tree
 * changed since a known base, a changed function that the failures ran is the likelier cause.
 * Each group is blamed on the changed function the most of its covered failures ran (all of
 * them, for one bug), of those the one the fewest covered passing tests ran; the groups blamed
 * on the same changed function become one. Ochiai would weigh the passing tests more: a
 * harmless change on the failures' path (luxon's `parseISODate`, run by 169 of 180 failures
 * and 14 passing tests) would outrank the broken `normalizeObject` every failure ran, which 113
 * passing tests ran too. Failures of a group that did not run its change but share another
 * are that change's (causesApart). A group whose failures ran no changed function, or have no
 * coverage, keeps its culprit: the cause was there before, or nothing shows which change it is.
 */
export function blameChanges(
  groups: readonly Group[],
  tests: readonly TestResult[],
  tierOrder: readonly string[],
  evidence: ChangeEvidence,
): Group[] {
  if (evidence.changed.size === 0 || groups.length === 0) return [...groups];
  const ranChanged = changedRunBy(evidence);
  const byId = new Map(tests.map((test) => [test.id, test]));
  const tiers = new Set(groups.map((group) => group.tier));
  const passedCount = new Map<string, number>();
  for (const test of tests)
    if (test.status === "passed" && tiers.has(test.tier) && evidence.coverage.has(test.id))
      for (const key of ranChanged(test)) passedCount.set(key, (passedCount.get(key) ?? 0) + 1);

  const byCause = new Map<string, Group[]>();
  const blame = (cause: string, group: Group) =>
    byCause.set(cause, [...(byCause.get(cause) ?? []), group]);
  const working: Group[] = [];
  for (const group of groups) {
    const covered = group.tests.flatMap((id) => {
      const test = byId.get(id);
      return test?.status === "failed" && evidence.coverage.has(id)
        ? [{ id, ran: ranChanged(test) }]
        : [];
    });
    const ran = covered.map((failure) => failure.ran);
    const cause = likeliestChange(ran, passedCount, culpritKeyOf(group, evidence.root));
    if (!cause) {
      working.push(group);
      continue;
    }
    const splits = causesApart(covered, cause, passedCount);
    const moved = new Set(splits.flatMap((split) => split.tests));
    const stays =
      moved.size === 0 ? group : { ...group, tests: group.tests.filter((id) => !moved.has(id)) };
    working.push(stays);
    blame(cause, stays);
    for (const split of splits) {
      const culprit = culpritOfKey(split.cause, evidence.root);
      const made = groupFailures(
        split.tests.flatMap((id) => byId.get(id) ?? []),
        tierOrder,
        { root: evidence.root, coverageCulprits: new Map(split.tests.map((id) => [id, culprit])) },
      );
      for (const part of made) {
        working.push(part);
        blame(split.cause, part);
      }
    }
  }
  let result = [...working];
  const blamedAlone = new Map<Group, Culprit>();
  for (const [key, members] of byCause) {
    const culprit = culpritOfKey(key, evidence.root);
    if (members.length > 1) {
      const tests = new Set(members.flatMap((group) => group.tests));
      result = joinAsOneCause(result, { culprit, tests }, tierOrder);
      continue;
    }
    result = result.map((group) => {
      if (group !== members[0]) return group;
      const blamed = renamed(group, culprit);
      blamedAlone.set(blamed, culprit);
      return blamed;
    });
  }
  // Why a group stands apart names the culprit it has now, not the one it was found with.
  return result.map((group) => {
    const culprit = blamedAlone.get(group);
    if (!culprit || !group.triage?.keptApart) return group;
    return {
      ...group,
      triage: { ...group.triage, keptApart: keptApart([culprit], result.length - 1) },
    };
  });
}

/**
 * The failures of a group that did not run its cause and share another changed function: at
 * least SPLIT_AT of them, another bug's (negotiator's `language`, whose failures print the same
 * line as `isQuality`'s). Found in turn, each from what the last left.
 */
function causesApart(
  covered: readonly { id: string; ran: ReadonlySet<string> }[],
  cause: string,
  passedCount: ReadonlyMap<string, number>,
): { cause: string; tests: string[] }[] {
  const splits: { cause: string; tests: string[] }[] = [];
  let strays = covered.filter((failure) => !failure.ran.has(cause) && failure.ran.size > 0);
  while (strays.length >= SPLIT_AT) {
    const next = likeliestChange(
      strays.map((failure) => failure.ran),
      passedCount,
      null,
    );
    if (!next) break;
    const moving = strays.filter((failure) => failure.ran.has(next));
    if (moving.length < SPLIT_AT) break;
    splits.push({ cause: next, tests: moving.map((failure) => failure.id) });
    strays = strays.filter((failure) => !failure.ran.has(next));
  }
  return splits;
}

/** Failures another change must explain to be a cause of its own within a group. */
const SPLIT_AT = 3;

/**
 * Of the changed functions the most failures ran, the group's own culprit if it is one (the
 * evidence triage read picked it among functions the change may all have touched), else the one
 * the fewest passing tests ran.
 */
function likeliestChange(
  failures: readonly ReadonlySet<string>[],
  passedCount: ReadonlyMap<string, number>,
  ownCulprit: string | null,
): string | null {
  const failedCount = new Map<string, number>();
  for (const ran of failures)
    for (const key of ran) failedCount.set(key, (failedCount.get(key) ?? 0) + 1);
  const [best] = [...failedCount].sort(
    ([a, failedA], [b, failedB]) =>
      failedB - failedA ||
      Number(b === ownCulprit) - Number(a === ownCulprit) ||
      (passedCount.get(a) ?? 0) - (passedCount.get(b) ?? 0) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  return best?.[0] ?? null;
}

/**
 * Whether the coverage taken on the way shows a failure running a changed function: then the
 * witness names its group, whatever else triage finds out about it.
 */
export function ranAChange(
  failed: readonly TestResult[],
  taken: ReadonlyMap<string, ReadonlySet<string>> | undefined,
  changed: ReadonlySet<string>,
  root?: string,
): boolean {
  if (!taken || changed.size === 0) return false;
  const ran = changedRunBy({ changed, coverage: taken, root });
  return failed.some((test) => ran(test).size > 0);
}

/** The changed functions a test ran, from its coverage. */
function changedRunBy(evidence: ChangeEvidence): (test: TestResult) => Set<string> {
  const keys = new Map<string, string[]>();
  // A helper's unit (`outer/helper`) ran both: a change may be named as either.
  const keysOf = (id: string) => {
    let known = keys.get(id);
    if (known === undefined) {
      known = unitKeys(id, evidence.root);
      keys.set(id, known);
    }
    return known;
  };
  return (test) => {
    const ran = new Set<string>();
    for (const id of evidence.coverage.get(test.id) ?? [])
      for (const key of keysOf(id)) if (evidence.changed.has(key)) ran.add(key);
    return ran;
  };
}

/** The key of the culprit triage gave the group, as coverage and stacks key functions. */
function culpritKeyOf(group: Group, root?: string): string | null {
  const culprit = group.triage?.culprit;
  return culprit ? culpritOf(culprit.file, culprit.function, "coverage", root).key : null;
}

function culpritOfKey(key: string, root?: string): Culprit {
  const { file, function: fn } = splitFunctionId(key);
  return { ...culpritOf(file, fn, "change", root), key };
}

function renamed(group: Group, culprit: Culprit): Group {
  const labelled = labelledByCause(group, culprit);
  const triage = labelled.triage ?? { merged: [], signatures: [], keptApart: null };
  return { ...labelled, triage: { ...triage, culprit: describeCulprit(culprit) } };
}
