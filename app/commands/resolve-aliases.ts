import { isAlias, lookUpAlias } from "../../src/ids/aliases.js";

/** What a `/fix` can name besides a test id: the tests and groups the thread's results know. */
export interface Nameable {
  tests: readonly string[];
  groups: readonly { id: string; tests: readonly string[] }[];
}

export type Resolved = { tests: string[] } | { ambiguous: string; names: string[] };

/**
 * The tests a `/fix` names, each alias replaced: `T-3F2A` by the test it names, `G-7C1E` by its
 * group's tests. A known id stays itself; an alias nothing known answers to stays as written
 * (and is refused as unknown); one that names two is reported with the longer aliases.
 */
export function resolveFixAliases(requested: readonly string[], known: Nameable): Resolved {
  const tests = new Set(known.tests);
  const resolved: string[] = [];
  for (const word of requested) {
    if (tests.has(word) || !isAlias(word)) {
      resolved.push(word);
      continue;
    }
    const isGroup = word[0]?.toUpperCase() === "G";
    const lookup = lookUpAlias(word, isGroup ? known.groups.map((g) => g.id) : tests);
    if ("ambiguous" in lookup) return { ambiguous: word, names: lookup.ambiguous };
    if (!("found" in lookup)) resolved.push(word);
    else if (!isGroup) resolved.push(lookup.found);
    else resolved.push(...(known.groups.find((g) => g.id === lookup.found)?.tests ?? []));
  }
  return { tests: [...new Set(resolved)] };
}
