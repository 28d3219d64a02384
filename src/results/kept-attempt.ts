import type { Attempt, Results } from "./schema.js";

/** Whether the engine kept an attempt's change: its tests passed and nothing rejected it. */
export function isKeptAttempt(attempt: Pick<Attempt, "rejected" | "verified">): boolean {
  return attempt.rejected === null && attempt.verified.passed;
}

/** The attempt whose change the engine verified and kept for a group: the last one kept. */
export function keptAttempt(results: Results, group: string): Attempt | null {
  return results.attempts.filter((a) => a.group === group && isKeptAttempt(a)).at(-1) ?? null;
}
