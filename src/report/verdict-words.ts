import { ON_FAILURE_OF_GATE, type OnFailure } from "../results/on-failure.js";
import type { Attempt, GuardReport, Rejection, TierResult } from "../results/schema.js";
import { plural } from "../text/quantities.js";

/**
 * The verdicts every report words the same way: what the engine decided about an attempt, the
 * verified column, which guards fired, and what a failing tier does to later tiers.
 */

type Judged = Pick<Attempt, "rejected" | "verified">;

/** Why the engine threw an attempt's change away, in words. */
const REJECTION_WORDS: Record<Rejection, string> = {
  tamper: "changed protected paths",
  regression: "broke tests that passed before",
  no_change: "no file changed",
  timeout: "the session timed out",
  error: "the session failed",
  budget: "the budget ran out",
};

/**
 * What the engine decided about an attempt, in the one vocabulary every report uses:
 * - "report" (summaries, logs, issues): "verified fixed", "not fixed", "rejected: tamper";
 * - "brief" (a deferred group's reason, one step of several): "tests still fail", "no change";
 * - "explained" (the next attempt's prompt): what happened and that the change was undone.
 */
export function attemptVerdict(
  attempt: Judged,
  style: "report" | "brief" | "explained" = "report",
): string {
  const { rejected } = attempt;
  if (style === "brief") {
    if (rejected === null) return "tests still fail";
    return rejected === "no_change" ? "no change" : `rejected: ${rejected}`;
  }
  if (style === "explained") {
    if (attempt.verified.passed) return "fixed";
    if (rejected === null) return "not fixed: the tests still fail (undone)";
    const undone = rejected === "no_change" ? "" : " (undone)";
    return `rejected: ${REJECTION_WORDS[rejected]}${undone}`;
  }
  if (rejected) return `rejected: ${rejected}`;
  return attempt.verified.passed ? "verified fixed" : "not fixed";
}

/** The verified column of an attempts table. */
export function verifiedCell(passed: boolean): string {
  return passed ? "✅ passed" : "❌ failed";
}

/** "guards (observe): repeat fired 2 times, protected-path 1 time"; "guards (block): none fired". */
export function guardsLine(report: GuardReport): string {
  return `guards (${report.mode}): ${guardsFired(report) ?? "none fired"}`;
}

/** "repeat fired 2 times, protected-path 1 time", or null when none fired. */
export function guardsFired(report: GuardReport): string | null {
  const fired = Object.entries(report.fired)
    .filter(([, count]) => count > 0)
    .map(([guard, count]) => `${guard} fired ${plural(count, "time")}`);
  return fired.length > 0 ? fired.join(", ") : null;
}

/** "on failure: stop" / "on failure: continue": what a failing tier does to the tiers after it. */
export function onFailureWords(tier: { onFailure: OnFailure } | Pick<TierResult, "gate">): string {
  return `on failure: ${"onFailure" in tier ? tier.onFailure : ON_FAILURE_OF_GATE[tier.gate]}`;
}
