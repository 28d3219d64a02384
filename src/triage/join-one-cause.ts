import type { Group, GroupTriage } from "../results/schema.js";
import { labelledByCause } from "./cause-label.js";
import type { Culprit } from "./culprit.js";
import { compareGroups, tierRank } from "./group.js";
import { describeCulprit, keptApart, keptApartAmong } from "./merge-groups.js";

/**
 * The groups holding any of `tests` as one group blamed on `culprit` (spectrum/one-cause.ts):
 * it keeps the id and signature of its biggest member, as a merge by culprit does (the signature
 * naming the cause where coverage named the member's own), and lists the others' ids so a later
 * run's group is still known by any of them.
 */
export function joinAsOneCause(
  groups: readonly Group[],
  found: { culprit: Culprit; tests: ReadonlySet<string> },
  tierOrder: readonly string[],
): Group[] {
  const members = groups.filter((group) => group.tests.some((id) => found.tests.has(id)));
  if (members.length < 2) return [...groups];
  // The groups left beside the joined one count one another anew.
  const rest = groups
    .filter((group) => !members.includes(group))
    .map((group) =>
      group.triage
        ? {
            ...group,
            triage: {
              ...group.triage,
              keptApart: keptApartAmong(group.triage.keptApart, groups.length - members.length),
            },
          }
        : group,
    );
  const rank = tierRank(tierOrder);
  const [lead, ...others] = [...members].sort(compareGroups(tierOrder)) as [Group, ...Group[]];
  const triageOf = (group: Group): Partial<GroupTriage> => group.triage ?? {};
  const merged = [
    ...(triageOf(lead).merged ?? []),
    ...others.flatMap((group) => [group.id, ...(triageOf(group).merged ?? [])]),
  ];
  const signatures = new Set(members.flatMap((group) => triageOf(group).signatures ?? []));
  signatures.delete(lead.id);
  const labelled = labelledByCause(lead, found.culprit);
  const joined: Group = {
    ...labelled,
    tests: [...new Set(members.flatMap((group) => group.tests))],
    tier: members.map((group) => group.tier).reduce((a, b) => (rank(b) < rank(a) ? b : a)),
    triage: {
      culprit: describeCulprit(found.culprit),
      merged: [...new Set(merged)],
      signatures: [...signatures].sort(),
      keptApart: keptApart([found.culprit], rest.length),
      ...(labelled.triage?.signatureFrom ? { signatureFrom: labelled.triage.signatureFrom } : {}),
    },
  };
  return [joined, ...rest].sort(compareGroups(tierOrder));
}
