import type { GuardName } from "./guard-options.js";
import type { LedgerEntry } from "./ledger.js";

/** How often each guard fired; a guard that never fired is absent. */
export type GuardCounts = Partial<Record<GuardName, number>>;

/**
 * Counts the firings the ledger records. The ledger is the agent's to write, so these are
 * figures for tuning the limits, never a verdict on the attempt.
 */
export function countGuardFirings(ledger: readonly LedgerEntry[]): GuardCounts {
  const counts: GuardCounts = {};
  for (const entry of ledger) {
    if (!entry.guard) continue;
    counts[entry.guard] = (counts[entry.guard] ?? 0) + 1;
  }
  return counts;
}

/** The sum of several count sets, for a run's total. */
export function addGuardCounts(sets: readonly GuardCounts[]): GuardCounts {
  const total: GuardCounts = {};
  for (const counts of sets) {
    for (const [guard, n] of Object.entries(counts) as [keyof GuardCounts, number][]) {
      total[guard] = (total[guard] ?? 0) + n;
    }
  }
  return total;
}
