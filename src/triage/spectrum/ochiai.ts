import { helperOwner, splitFunctionId } from "./coverage-runner.js";

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
 * then to the one whose file fewer passing tests enter, then to one that is no class's
 * constructor, then to the one the failing tests name, then to the name, so the answer is the
 * same on every run.
 *
 * A test the top function does not have to itself waits for a later round: one that also
 * called a rival, a function that failures the top function cannot explain called too, and
 * that passing tests touch no more often than the top function (so not a helper everything
 * calls), when a rival wins the round after (else the top function takes it now). With two
 * bugs, `withBase` calls both the broken `hasProtocol` and the broken `withoutTrailingSlash`; `hasProtocol` ranks first on its own tests, but `withoutBase`'s
 * failures call `withoutTrailingSlash` and not `hasProtocol`, so `withBase`'s tests are ranked
 * again with those and go to the function that explains them all. One bug is unchanged: its
 * function explains every failure, so nothing is a rival.
 */
export function blameByOchiai(
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  passing: ReadonlyMap<string, ReadonlySet<string>>,
  hints: RankHints = {},
): Map<string, Suspect> {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const blamed = new Map<string, Suspect>();
  let left = [...failing].filter(([, functions]) => functions.size > 0);
  while (left.length > 0) {
    const best = broadest(rank(left, passedCount, filePassedCount, hints), left.length, hints);
    if (!best) break;
    const callers = left.filter(([, functions]) => functions.has(best.fn));
    const rivals = rivalsOf(best, left, passedCount);
    const uncontested = callers.filter(
      ([, functions]) => ![...functions].some((fn) => rivals.has(fn)),
    );
    // The contested wait only for a rival that wins the next round: when another function
    // would (one failure outside the top function's calls makes a plugin's functions rivals,
    // and then a helper the top function calls wins), waiting splits one bug in two.
    const after = left.filter(([test]) => !uncontested.some(([taken]) => taken === test));
    const next = rank(after, passedCount, filePassedCount, hints)[0];
    const waits = uncontested.length > 0 && next !== undefined && rivals.has(next.fn);
    // Every caller contested: no later round can do better for them than this one.
    const taken = new Set(
      (waits
        ? [...uncontested, ...failingAlike(best, next, callers, uncontested, after, hints)]
        : callers
      ).map(([test]) => test),
    );
    for (const test of taken) blamed.set(test, best);
    left = left.filter(([test]) => !taken.has(test));
  }
  return blamed;
}

/**
 * The suspect a round blames: the top one, unless a function nearly as suspect (within
 * BROADER_SHARE of its score) was called by more of the failures left, which then takes it:
 * one cause for more of them where the spectrum hardly prefers the narrower one. Where the top
 * one explains most of them (past STANDS_SHARE), only its own caller may: a failure that ran the
 * caller and not the callee puts the fault in the caller.
 * - pycodestyle (a tab counted as 4 columns): `expand_indent`, called by all 10 failures and by
 *   68 of 79 passing tests, 0.358; `readlines`, by 2 of the failures and 1 passing test, 0.365,
 *   and took those 2 as a second cause.
 * - unjs/cookie-es (`parseSetCookie` trims one character short): `_decode`, which it calls,
 *   0.857 for 23 of the 24 failures; `parseSetCookie` 0.848 for all 24 (one test turns decoding
 *   off), and that one had a group of its own.
 * - express, two bugs: `query` for 43 of 46 failures, and `set`, which all 46 ran, 0.97 of its
 *   score; `set` calls no `query`, and the other 3 were the second bug's.
 */
function broadest(
  ranked: readonly Suspect[],
  failures: number,
  hints: RankHints,
): Suspect | undefined {
  const top = ranked[0];
  if (!top) return undefined;
  const most = top.failed > failures * STANDS_SHARE;
  let chosen = top;
  for (const suspect of ranked) {
    if (suspect.score < top.score * BROADER_SHARE) break;
    if (suspect.failed <= chosen.failed) continue;
    if (!most || hints.calls?.(suspect.fn, top.fn)) chosen = suspect;
  }
  return chosen;
}

const BROADER_SHARE = 0.95;
/** The share of the failures left past which the top suspect keeps its round: most of them. */
const STANDS_SHARE = 0.5;

/**
 * The contested callers of `best` that fail as some of its uncontested ones do and as none of
 * the failures only `next` explains: their symptom names `best`, and they need not wait. A
 * failure that was red before the bug (dayjs's DST test, which fails in December) called a
 * function the bug's own failures in that plugin call too; waiting took three of them from
 * the bug's nine to that one test.
 */
function failingAlike(
  best: Suspect,
  next: Suspect,
  callers: readonly (readonly [string, ReadonlySet<string>])[],
  uncontested: readonly (readonly [string, ReadonlySet<string>])[],
  after: readonly (readonly [string, ReadonlySet<string>])[],
  hints: RankHints,
): (readonly [string, ReadonlySet<string>])[] {
  const symptomOf = hints.symptomOf;
  if (!symptomOf) return [];
  const symptoms = (tests: readonly (readonly [string, ReadonlySet<string>])[]) =>
    new Set(tests.flatMap(([test]) => symptomOf(test) ?? []));
  const ofBest = symptoms(uncontested);
  const ofNext = symptoms(
    after.filter(([, functions]) => functions.has(next.fn) && !functions.has(best.fn)),
  );
  return callers.filter(([test]) => {
    if (uncontested.some(([taken]) => taken === test)) return false;
    const symptom = symptomOf(test);
    return symptom !== undefined && ofBest.has(symptom) && !ofNext.has(symptom);
  });
}

/**
 * Whether the passing sample leaves the first two suspects tied on everything the ranking reads
 * (score, passing callers, passing tests in their files, the failing tests' names): only the
 * alphabet would then decide.
 */
export function topIsTied(
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  passing: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const left = [...failing].filter(([, functions]) => functions.size > 0);
  const [first, second] = rank(left, passedCount, filePassedCount);
  if (!first || !second) return false;
  return byEvidence(left, passedCount, filePassedCount)(first, second) === 0;
}

/** Every function the failing tests called, ranked against the passing tests as blameByOchiai ranks them. */
export function rankAll(
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  passing: ReadonlyMap<string, ReadonlySet<string>>,
  hints: RankHints = {},
): Suspect[] {
  return rankAllApart(failing, passing, hints).ranked;
}

/**
 * rankAll's order, and whether it put one suspect before another by what the tests say (score,
 * passing tests, stacks, files, names the tests give), not by the name that breaks what is left.
 */
export function rankAllApart(
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  passing: ReadonlyMap<string, ReadonlySet<string>>,
  hints: RankHints = {},
): { ranked: Suspect[]; apart: (first: Suspect, second: Suspect) => boolean } {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const left = [...failing].filter(([, functions]) => functions.size > 0);
  const evidence = byEvidence(left, passedCount, filePassedCount, hints);
  return {
    ranked: rank(left, passedCount, filePassedCount, hints, evidence),
    apart: (first, second) => evidence(first, second) !== 0,
  };
}

/** What the ranking may read besides the spectrum. */
export interface RankHints {
  /**
   * How deep the failing tests' stacks show the function (1 the outermost project frame; 0
   * when no stack shows it): of functions the spectrum cannot tell apart, the deepest on a
   * stack ranks first.
   */
  depthOnStack?: (fn: string) => number;
  /**
   * Given when every failing test expected an error and got none (expected-throw.ts): whether
   * the function makes one. Of functions the spectrum cannot tell apart, the one that makes an
   * error is the one that failed to (ms's `format`, not `fmtShort`, which it calls).
   */
  makesAnError?: (fn: string) => boolean;
  /**
   * Whether the function only hands back a field (a go getter): of functions the spectrum
   * cannot tell apart and nothing else parts, it ranks after the others, which read its value.
   */
  isAccessor?: (fn: string) => boolean;
  /** The failing test's signature group, where the failures fall in several. */
  symptomOf?: (test: string) => string | undefined;
  /** Whether the first function's own body calls the second (source-calls.ts). */
  calls?: (caller: string, callee: string) => boolean;
}

/** How many passing tests called each function, and any function of each file. */
function passingCounts(passing: ReadonlyMap<string, ReadonlySet<string>>): {
  passedCount: Map<string, number>;
  filePassedCount: Map<string, number>;
} {
  const passedCount = new Map<string, number>();
  const filePassedCount = new Map<string, number>();
  for (const functions of passing.values()) {
    for (const fn of functions) passedCount.set(fn, (passedCount.get(fn) ?? 0) + 1);
    for (const file of new Set([...functions].map(fileOf)))
      filePassedCount.set(file, (filePassedCount.get(file) ?? 0) + 1);
  }
  return { passedCount, filePassedCount };
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

/**
 * Every function the failing tests called, most suspicious first. Two functions the same
 * failing tests and as many passing ones call cannot be told apart by the functions' spectrum
 * (entities: `isNumber`, which reads the digits of a numeric entity, and `replaceCodePoint`,
 * which checks the number they make, are called by every such test and nothing else); the
 * file's can: the function in the file fewer passing tests enter ranks first, as the file a
 * passing run leaves alone is the more suspect.
 */
export function rank(
  failing: readonly (readonly [string, ReadonlySet<string>])[],
  passedCount: ReadonlyMap<string, number>,
  /** Per file ("src/utils.ts"), how many passing tests called any of its functions. */
  filePassedCount: ReadonlyMap<string, number> = new Map(),
  hints: RankHints = {},
  evidence = byEvidence(failing, passedCount, filePassedCount, hints),
): Suspect[] {
  const failedCount = new Map<string, number>();
  for (const [, functions] of failing) {
    for (const fn of functions) failedCount.set(fn, (failedCount.get(fn) ?? 0) + 1);
  }
  const total = failing.length;
  return [...failedCount]
    .map(([fn, failed]) => {
      const passed = passedCount.get(fn) ?? 0;
      return { fn, failed, passed, score: failed / Math.sqrt(total * (failed + passed)) };
    })
    .sort((a, b) => evidence(a, b) || (a.fn < b.fn ? -1 : a.fn > b.fn ? 1 : 0));
}

/** The ranking's order by what the tests say (the name breaks what is left, the same every run). */
function byEvidence(
  failing: readonly (readonly [string, ReadonlySet<string>])[],
  passedCount: ReadonlyMap<string, number>,
  filePassedCount: ReadonlyMap<string, number>,
  hints: RankHints = {},
): (a: Suspect, b: Suspect) => number {
  const named = namedByTests(failing.map(([test]) => test));
  const inFile = (suspect: Suspect) => filePassedCount.get(fileOf(suspect.fn)) ?? 0;
  const depth = hints.depthOnStack ?? (() => 0);
  const throws = hints.makesAnError ?? (() => false);
  const accessor = hints.isAccessor ?? (() => false);
  return (a, b) =>
    b.score - a.score ||
    (passedCount.get(a.fn) ?? 0) - (passedCount.get(b.fn) ?? 0) ||
    Number(throws(b.fn)) - Number(throws(a.fn)) ||
    depth(b.fn) - depth(a.fn) ||
    inFile(a) - inFile(b) ||
    Number(isConstructor(a.fn)) - Number(isConstructor(b.fn)) ||
    named(b.fn) - named(a.fn) ||
    Number(accessor(a.fn)) - Number(accessor(b.fn));
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
  const counted = new Map<string, number>();
  return (fn) => {
    let count = counted.get(fn);
    if (count === undefined) {
      // A helper's unit is blamed as its function, and named by it.
      const name = squash(helperOwner(fn.slice(fn.lastIndexOf(":") + 1)));
      count = name.length < 3 ? 0 : names.filter((test) => test.includes(name)).length;
      counted.set(fn, count);
    }
    return count;
  };
}

/** "src/utils.ts" of "src/utils.ts:withoutTrailingSlash". */
function fileOf(fn: string): string {
  return fn.slice(0, fn.lastIndexOf(":"));
}
