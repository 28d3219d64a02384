import type { CloseSuspect, Culprit } from "../culprit.js";
import { type RankHints, rankAll } from "./ochiai.js";

/** A function is named beside the culprit when its score is at least this share of the culprit's. */
export const CLOSE_SHARE = 0.9;
/**
 * At most this many are named: where more tie, the spectrum says little about any of them. Five:
 * expressjs/cors' `configureOrigin`, broken, tied fourth with three others `cors` calls.
 */
export const MOST_CLOSE = 5;

/**
 * The functions that rank close to each culprit over the failures blamed on it. Function
 * coverage often cannot part a function from its caller or from a callee it always runs (the
 * spectrum gives them one score, or nearly): the culprit is the one the ranking's tie-breaks
 * chose, and these are what a person or the agent should read next. On the daily sample of
 * mutants, negotiator's `specify` ranked 0.73 against `isQuality`'s 0.79, cronstrue's
 * `extractParts` 0.90 against `normalize`'s 0.92.
 *
 * `toCulprit` names a coverage unit as culprits are named, so a helper unit of the culprit
 * (`outer/helper`) is not named as another function.
 */
export function closeSuspects(
  blamed: ReadonlyMap<string, { fn: string; culprit: Culprit }>,
  failingCoverage: ReadonlyMap<string, ReadonlySet<string>>,
  passingCoverage: ReadonlyMap<string, ReadonlySet<string>>,
  hints: RankHints,
  toCulprit: (fn: string) => Culprit,
): Map<string, CloseSuspect[]> {
  const testsOf = new Map<string, string[]>();
  for (const [test, { fn }] of blamed) testsOf.set(fn, [...(testsOf.get(fn) ?? []), test]);
  const closeOf = new Map<string, CloseSuspect[]>();
  for (const [fn, tests] of testsOf) {
    const culprit = blamed.get(tests[0] ?? "")?.culprit;
    if (!culprit) continue;
    const failing = new Map(
      tests.map((test) => [test, failingCoverage.get(test) ?? new Set<string>()]),
    );
    const ranked = rankAll(failing, passingCoverage, hints);
    const own = ranked.find((suspect) => suspect.fn === fn)?.score ?? culprit.score ?? 0;
    // Scores on the culprit's own scale (its score is over every failure the spectrum blamed,
    // these over its group's): one that ranks above it here (the tie-breaks and the deepest
    // call chose the culprit) is as high as the culprit, never above it "close behind".
    const scale = culprit.score !== undefined && own > 0 ? culprit.score / own : 1;
    const top = culprit.score ?? own;
    const seen = new Set([culprit.key]);
    const close: CloseSuspect[] = [];
    for (const suspect of ranked) {
      if (close.length === MOST_CLOSE || suspect.score < own * CLOSE_SHARE) break;
      const named = toCulprit(suspect.fn);
      if (seen.has(named.key)) continue;
      seen.add(named.key);
      const score = suspect.score >= own ? top : suspect.score * scale;
      close.push({ file: named.file, function: named.function, score });
    }
    closeOf.set(fn, close);
  }
  return closeOf;
}
