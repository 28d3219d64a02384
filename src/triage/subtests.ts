import type { TestResult } from "../results/schema.js";
import { frameCulprit } from "./culprit.js";

/**
 * Failed tests that failed because a subtest of theirs did, each with the subtest that stands
 * for it. go test reports `TestValidate` failed when `TestValidate/Valid_UUID` fails, and the
 * parent's own output is only `--- FAIL: TestValidate`: it is the same failure, not one more
 * root cause. A parent whose own stack names a project function keeps its own failure. The
 * stand-in is the first failing subtest that has none of its own below it.
 */
export function failedSubtestOf(
  tests: readonly TestResult[],
  root?: string,
): Map<string, TestResult> {
  const failed = tests.filter((test) => test.status === "failed");
  // Each failed test's name is below every prefix of it that ends before a "/": by prefix, the
  // first leaf below it. One pass over the names, not a failure against every other (262
  // failures made 68,000 comparisons).
  const key = (tier: string, name: string) => `${tier}\u0000${name}`;
  const parents = new Set<string>();
  for (const test of failed)
    for (const prefix of prefixes(nameOf(test))) parents.add(key(test.tier, prefix));
  const firstLeafBelow = new Map<string, TestResult>();
  for (const test of failed) {
    if (parents.has(key(test.tier, nameOf(test)))) continue;
    for (const prefix of prefixes(nameOf(test))) {
      const below = key(test.tier, prefix);
      if (!firstLeafBelow.has(below)) firstLeafBelow.set(below, test);
    }
  }
  const stands = new Map<string, TestResult>();
  for (const test of failed) {
    const leaf = firstLeafBelow.get(key(test.tier, nameOf(test)));
    if (leaf && frameCulprit(test, root) === null) stands.set(test.id, leaf);
  }
  return stands;
}

/** The parts of a name before each of its "/": `a` and `a/b` of `a/b/c`. */
function prefixes(name: string): string[] {
  const out: string[] = [];
  for (let at = name.indexOf("/"); at >= 0; at = name.indexOf("/", at + 1))
    out.push(name.slice(0, at));
  return out;
}

/** The runner's own name (go's `pkg.TestX/case_1`); an id may be a ticket token instead. */
function nameOf(test: TestResult): string {
  return test.runnerId ?? test.id;
}
