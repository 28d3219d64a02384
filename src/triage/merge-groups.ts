import type { Group, GroupTriage } from "../results/schema.js";
import type { Culprit } from "./culprit.js";
import type { SignatureGroup } from "./signature-group.js";

/**
 * The second pass: first-pass groups whose tests share a culprit function are one root cause
 * (a TypeError and an assertion both blamed on `ilen`). The merged group keeps the id and
 * signature of its biggest member, so the id a person has seen before survives when a smaller
 * group joins it. Every group left says why it was kept apart from the others.
 */
export function mergeByCulprit(entries: SignatureGroup[], rank: (tier: string) => number): Group[] {
  const parent = entries.map((_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[index] = root;
    return root;
  };
  const owner = new Map<string, number>();
  entries.forEach((entry, index) => {
    for (const culprit of entry.culprits) {
      const other = owner.get(culprit.key);
      if (other === undefined) owner.set(culprit.key, index);
      else parent[find(index)] = find(other);
    }
  });

  joinBySignature(entries, { find, parent });
  joinByMention(entries, { find, parent });

  const clusters = new Map<number, SignatureGroup[]>();
  entries.forEach((entry, index) => {
    const root = find(index);
    clusters.set(root, [...(clusters.get(root) ?? []), entry]);
  });

  const merged = [...clusters.values()].map((members) => mergeCluster(members, rank));
  return merged.map(({ group, culprits }) => ({
    ...group,
    triage: { ...(group.triage as GroupTriage), keptApart: keptApart(culprits, merged.length - 1) },
  }));
}

type Union = { find: (index: number) => number; parent: number[] };

/**
 * Each group with no culprit joins the one culprit group its keys point at; none, or two, and it
 * stays apart. `keysOf` names what a group offers, `matches` what a culprit-less group looks for.
 */
function joinCulpritless(
  entries: SignatureGroup[],
  { find, parent }: Union,
  keysOf: (entry: SignatureGroup) => Iterable<string>,
  matches: (entry: SignatureGroup) => Iterable<string>,
): void {
  const owners = new Map<string, Set<number>>();
  entries.forEach((entry, index) => {
    if (entry.culprits.length === 0) return;
    for (const key of keysOf(entry)) owners.set(key, (owners.get(key) ?? new Set()).add(index));
  });
  entries.forEach((entry, index) => {
    if (entry.culprits.length > 0 || find(index) !== index) return;
    const roots = new Set<number>();
    for (const key of matches(entry))
      for (const owner of owners.get(key) ?? []) roots.add(find(owner));
    const [only] = roots;
    if (roots.size === 1 && only !== undefined) parent[index] = only;
  });
}

/**
 * A group with no culprit (its tests were past the coverage cap, or coverage did not run) joins
 * the culprit group whose tests failed with the same signature, when exactly one did: a
 * signature shared by two culprits says nothing about which one it belongs to.
 */
function joinBySignature(entries: SignatureGroup[], union: Union): void {
  joinCulpritless(
    entries,
    union,
    (entry) => entry.plainIds,
    (entry) => entry.plainIds,
  );
}

/**
 * A group with no culprit whose failure text names exactly one culprit function of the others
 * joins it: a script checking an HTTP API ("FAIL: completionRate is 75") has no stack of the
 * server's code, while a unit test of the same function is blamed on `completionRate`. Only
 * names that cannot be ordinary words count (camelCase, snake_case, a digit; 6 characters or
 * more).
 */
function joinByMention(entries: SignatureGroup[], union: Union): void {
  joinCulpritless(
    entries,
    union,
    (entry) => entry.culprits.map((culprit) => culprit.function).filter(isDistinctiveName),
    (entry) => new Set(entry.said.join("\n").match(/[A-Za-z_$][\w$]*/g) ?? []),
  );
}

function isDistinctiveName(name: string): boolean {
  return name.length >= 6 && /[a-z][A-Z]|_|\d/.test(name.replace(/^_+|_+$/g, ""));
}

function mergeCluster(
  members: SignatureGroup[],
  rank: (tier: string) => number,
): { group: Group; culprits: Culprit[] } {
  const ordered = [...members].sort(
    (a, b) =>
      b.group.tests.length - a.group.tests.length ||
      // Of two the same size, the one that names its culprit says more as the signature.
      Math.sign(b.culprits.length) - Math.sign(a.culprits.length) ||
      (a.group.id < b.group.id ? -1 : a.group.id > b.group.id ? 1 : 0),
  );
  const [lead, ...rest] = ordered as [SignatureGroup, ...SignatureGroup[]];
  const tests = [...new Set(ordered.flatMap((member) => member.group.tests))];
  const tier = ordered
    .map((member) => member.group.tier)
    .reduce((best, next) => (rank(next) < rank(best) ? next : best));
  const culprits = uniqueCulprits(ordered.flatMap((member) => member.culprits));
  const plainIds = new Set(ordered.flatMap((member) => [...member.plainIds]));
  plainIds.delete(lead.group.id);
  return {
    group: {
      ...lead.group,
      tests,
      tier,
      triage: {
        culprit: culprits[0] ? describeCulprit(culprits[0]) : null,
        merged: rest.map((member) => member.group.id),
        signatures: [...plainIds].sort(),
        keptApart: null,
        ...(lead.culprits[0] ? { signatureFrom: lead.culprits[0].source } : {}),
      },
    },
    culprits,
  };
}

function uniqueCulprits(culprits: Culprit[]): Culprit[] {
  const seen = new Map<string, Culprit>();
  for (const culprit of culprits) if (!seen.has(culprit.key)) seen.set(culprit.key, culprit);
  return [...seen.values()];
}

export function describeCulprit(culprit: Culprit): NonNullable<GroupTriage["culprit"]> {
  return {
    file: culprit.file,
    function: culprit.function,
    source: culprit.source,
    ...(culprit.score === undefined ? {} : { score: rounded(culprit.score) }),
    ...(culprit.closeBehind?.length
      ? {
          closeBehind: culprit.closeBehind.map((close) => ({
            file: close.file,
            function: close.function,
            score: rounded(close.score),
          })),
        }
      : {}),
  };
}

function rounded(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/** Why this group is not one with the others; null when it is the only group. */
export function keptApart(culprits: Culprit[], others: number): string | null {
  if (others === 0) return null;
  const of = otherGroups(others);
  if (culprits.length === 0) {
    // Coverage may have run and named none (btree: a panic stopped the package, so no passing
    // test gave a contrast): "no coverage" said otherwise.
    return `no culprit found (no project frame in its stacks, and coverage, where it ran, named none), so only the same signature or a mention of a culprit function could join it; none of ${of} has either`;
  }
  const names = culprits.map((c) => `${c.key} (${c.source})`).join(", ");
  return `no shared culprit: its tests point at ${names}, and no test in ${of} is blamed on them`;
}

function otherGroups(count: number): string {
  return count === 1 ? "the other group" : `the ${count} other groups`;
}

/** A kept-apart reason told again after groups were joined: `others` groups are left beside it. */
export function keptApartAmong(reason: string | null, others: number): string | null {
  if (reason === null || others === 0) return null;
  return reason.replace(/the other group\b|the \d+ other groups/, otherGroups(others));
}
