import type { Results } from "../results/schema.js";

/**
 * How many groups a verify job hands to the fix and check matrices: the check job of the shipped
 * workflow (and of `fix-loop init`'s) declares this many verdict outputs, verdict-0 to
 * verdict-7, and a job output cannot be declared per matrix leg. A ninth leg's verdict would be
 * dropped, and its checked fix silently never published.
 */
export const MAX_MATRIX_GROUPS = 8;

/**
 * Leaves the first MAX_MATRIX_GROUPS failing groups open (triage lists them lower tier first)
 * and marks the rest skipped, "not attempted this run", so the summary and results.json say so
 * and the groups output, which feeds the matrices, never holds more than the verdicts can carry.
 */
export function capMatrixGroups(results: Results): string[] {
  const failing = results.groups.filter((g) => g.status === "open" || g.status === "deferred");
  const left = failing.slice(MAX_MATRIX_GROUPS);
  for (const group of left) {
    group.status = "skipped";
    group.reason =
      `not attempted this run: a run hands at most ${MAX_MATRIX_GROUPS} root causes to fix ` +
      `(the check job's ${MAX_MATRIX_GROUPS} verdict outputs); it comes up again once those are fixed`;
  }
  return left.map((group) => group.id);
}
