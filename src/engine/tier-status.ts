import { failsTheRun } from "../flaky/quarantine-match.js";
import type { TestResult, TestStatus, TierResult } from "../results/schema.js";
import type { PlannedTier } from "./types.js";

export interface TierOutcome {
  durationMs: number;
  /** Why the tier was not run at all (a failed gate, an earlier tier that stops the rest, an interrupt). */
  notRun: { status: "blocked" | "skipped"; reason: string } | null;
  /** A tier-level failure, like a JUnit command that wrote no report. */
  problem: string | null;
}

/**
 * A tier fails when a test (or its command) failed, is blocked when tests could not run, else
 * passes. A quarantined test's failure is counted under its status but fails nothing.
 */
export function summariseTier(
  tier: PlannedTier,
  tests: readonly TestResult[],
  outcome: TierOutcome,
): TierResult {
  const counts: Partial<Record<TestStatus, number>> = {};
  for (const test of tests) counts[test.status] = (counts[test.status] ?? 0) + 1;
  const base = { name: tier.name, gate: gateOf(tier), durationMs: outcome.durationMs, counts };
  if (outcome.notRun)
    return { ...base, status: outcome.notRun.status, reason: outcome.notRun.reason };
  const failed = outcome.problem !== null || tests.some(failsTheRun);
  const status = failed ? "failed" : (counts.blocked ?? 0) > 0 ? "blocked" : "passed";
  return { ...base, status, reason: outcome.problem };
}

/** results.json v1 records a tier's on-failure setting as `gate`: stop = hard, continue = soft. */
function gateOf(tier: PlannedTier): TierResult["gate"] {
  return tier.onFailure === "stop" ? "hard" : "soft";
}
