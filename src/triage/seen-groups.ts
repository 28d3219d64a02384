import type { Group } from "../results/schema.js";
import { knownGroupFor } from "./group.js";

/**
 * A run of chosen tests (`--tests`) triages those tests alone. Their failures often make one
 * group, which gets no coverage run (there is nothing to decide), so no culprit and an id of its
 * own, where the full run before it had named both: morgan's G-9B2D, blamed on
 * `getResponseTimeToken`; two of its tests alone made G-6837, with no culprit. A person who
 * re-runs a group's tests, and a fix attempt's history, lose the group that way.
 *
 * A group of this run continues a group the last run printed when all its tests were that
 * group's, they print what that group's tests printed (knownGroupFor), it names no other culprit
 * now, and no other group of this run continues the same one (the tests have fallen apart):
 * it keeps the earlier id, signature and culprit, with its own tests.
 */
export function continueSeenGroups(found: readonly Group[], seen: readonly Group[]): Group[] {
  if (seen.length === 0) return [...found];
  const continued = new Map<Group, Group>();
  const takers = new Map<Group, number>();
  for (const group of found) {
    const earlier = knownGroupFor(seen, group);
    if (!earlier || !continues(group, earlier)) continue;
    continued.set(group, earlier);
    takers.set(earlier, (takers.get(earlier) ?? 0) + 1);
  }
  return found.map((group) => {
    const earlier = continued.get(group);
    if (!earlier || takers.get(earlier) !== 1) return group;
    const triage = group.triage ?? { merged: [], signatures: [], keptApart: null, culprit: null };
    const signatures = new Set([...triage.signatures, ...(earlier.triage?.signatures ?? [])]);
    if (group.id !== earlier.id) signatures.add(group.id);
    signatures.delete(earlier.id);
    return {
      ...group,
      id: earlier.id,
      signature: earlier.signature,
      triage: {
        ...triage,
        culprit: earlier.triage?.culprit ?? triage.culprit,
        signatures: [...signatures].sort(),
        ...(earlier.triage?.signatureFrom ? { signatureFrom: earlier.triage.signatureFrom } : {}),
      },
    };
  });
}

function continues(group: Group, earlier: Group): boolean {
  if (group.tier !== earlier.tier) return false;
  const tests = new Set(earlier.tests);
  if (!group.tests.every((id) => tests.has(id))) return false;
  const now = group.triage?.culprit;
  const then = earlier.triage?.culprit;
  return !now || (then?.file === now.file && then.function === now.function);
}
