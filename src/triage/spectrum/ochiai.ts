import { splitFunctionId } from "./coverage-runner.js";

/** A function ranked by spectrum-based fault localisation. */
export interface Suspect {
  fn: string;
  /** Ochiai: failedCovering / sqrt(failedTotal * (failedCovering + passedCovering)). */
  score: number;
  failed: number;
  passed: number;
}

/**
 * Blames each failing test on one function. Greedy, for several bugs at once: the function
 * Ochiai ranks highest takes the failing tests that called it; the rest are ranked again
 * without those tests, until none is left. Ties go to the function fewer passing tests call,
 * then to one that is no class's constructor, then to the one the failing tests name, then to
 * the name, so the answer is the same on every run.
 *
 * A test the top function does not have to itself waits for a later round: one that also
 * called a rival, a function that failures the top function cannot explain called too, and
 * that passing tests touch no more often than the top function (so not a helper everything
 * calls). With two bugs, `withBase` calls both the broken `hasProtocol` and the broken
 * `withoutTrailingSlash`; `hasProtocol` ranks first on its own tests, but `withoutBase`'s
 * failures call `withoutTrailingSlash` and not `hasProtocol`, so `withBase`'s tests are ranked
 * again with those and go to the function that explains them all. One bug is unchanged: its
 * function explains every failure, so nothing is a rival.
 */
export function blameByOchiai(
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  passing: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, Suspect> {
  const passedCount = new Map<string, number>();
  for (const functions of passing.values()) {
    for (const fn of functions) passedCount.set(fn, (passedCount.get(fn) ?? 0) + 1);
  }
  const blamed = new Map<string, Suspect>();
  let left = [...failing].filter(([, functions]) => functions.size > 0);
  while (left.length > 0) {
    const best = rank(left, passedCount)[0];
    if (!best) break;
    const callers = left.filter(([, functions]) => functions.has(best.fn));
    const rivals = rivalsOf(best, left, passedCount);
    const uncontested = callers.filter(
      ([, functions]) => ![...functions].some((fn) => rivals.has(fn)),
    );
    // Every caller contested: no later round can do better for them than this one.
    const taken = new Set((uncontested.length > 0 ? uncontested : callers).map(([test]) => test));
    for (const test of taken) blamed.set(test, best);
    left = left.filter(([test]) => !taken.has(test));
  }
  return blamed;
}

/** Functions that failures `best` did not call called too, and passing tests call no more than `best`. */
function rivalsOf(
  best: Suspect,
  left: readonly (readonly [string, ReadonlySet<string>])[],
  passedCount: ReadonlyMap<string, number>,
): Set<string> {
  const rivals = new Set<string>();
  for (const [, functions] of left) {
    if (functions.has(best.fn)) continue;
    for (const fn of functions) if ((passedCount.get(fn) ?? 0) <= best.passed) rivals.add(fn);
  }
  return rivals;
}

/** Every function the failing tests called, most suspicious first. */
export function rank(
  failing: readonly (readonly [string, ReadonlySet<string>])[],
  passedCount: ReadonlyMap<string, number>,
): Suspect[] {
  const failedCount = new Map<string, number>();
  for (const [, functions] of failing) {
    for (const fn of functions) failedCount.set(fn, (failedCount.get(fn) ?? 0) + 1);
  }
  const total = failing.length;
  const named = namedByTests(failing.map(([test]) => test));
  return [...failedCount]
    .map(([fn, failed]) => {
      const passed = passedCount.get(fn) ?? 0;
      return { fn, failed, passed, score: failed / Math.sqrt(total * (failed + passed)) };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.passed - b.passed ||
        Number(isConstructor(a.fn)) - Number(isConstructor(b.fn)) ||
        named(b.fn) - named(a.fn) ||
        (a.fn < b.fn ? -1 : a.fn > b.fn ? 1 : 0),
    );
}

/**
 * A JavaScript class's constructor: V8 names it after the class, which JavaScript spells in
 * PascalCase. It runs wherever its instances' methods run, so it ties with the method that
 * every failure calls (commander's `Help` with `formatItem`) and says nothing the method does
 * not; and the class's name is a word most of its tests use ("help"), so the name tie-break
 * would pick it. It goes after the functions it ties with.
 */
function isConstructor(id: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  return JS_FILE.test(file) && /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(fn);
}

const JS_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * How many of the tests name the function ("test_sliding_window" names `sliding_window`): only
 * a tie-break, for the functions one failing test alone cannot tell apart.
 */
function namedByTests(tests: readonly string[]): (fn: string) => number {
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const names = tests.map(squash);
  return (fn) => {
    const name = squash(fn.slice(fn.lastIndexOf(":") + 1));
    return name.length < 3 ? 0 : names.filter((test) => test.includes(name)).length;
  };
}
