import type { Attempt, GuardReport, Rejection } from "../results/schema.js";

/** The small words every report shares: counts, durations, money, percentages, verdicts. */

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/**
 * "850 ms", "1.2 s", "3 min 4 s" in reports people read; "850ms", "1.2s", "3m" (compact) inside
 * the one-line evidence messages results.json records.
 */
export function formatDuration(ms: number, style: "spaced" | "compact" = "spaced"): string {
  if (style === "compact") {
    if (ms < 1000) return `${Math.round(ms)}ms`;
    const seconds = ms / 1000;
    if (seconds < 120 || seconds % 60 !== 0)
      return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)}s`;
    return `${seconds / 60}m`;
  }
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

export function formatUsd(usd: number): string {
  return `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`;
}

export function formatPercent(score: number | null): string {
  return score === null ? "n/a" : `${Math.round(score * 100)}%`;
}

/** Whether the engine kept an attempt: its tests passed and nothing rejected it. */
export function attemptKept(attempt: Judged): boolean {
  return attempt.rejected === null && attempt.verified.passed;
}

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
