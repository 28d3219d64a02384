import type { PlannedTier, Reporter } from "../engine/types.js";
import type {
  Attempt,
  Group,
  PreflightResult,
  ServiceResult,
  TestResult,
  TierResult,
} from "../results/schema.js";
import { decisiveLine } from "../triage/decisive-line.js";
import type { Heartbeat } from "./heartbeat.js";

/**
 * How one face draws progress (a terminal, the Actions log). The core below decides what is
 * said when; a renderer only decides how it looks.
 */
export interface ProgressRenderer {
  phase?(name: Parameters<NonNullable<Reporter["phase"]>>[0]): void;
  preflightChecked(result: PreflightResult): void;
  serviceChecked(service: ServiceResult): void;
  tierStarted(tier: PlannedTier): void;
  testStarted?(test: { id: string; tier: string; title: string }): void;
  /** Every finished test, before its line (or its silence). */
  testFinished?(test: TestResult): void;
  /** A test worth a line: every test with `verbose`, otherwise one that did not pass. */
  testLine(test: TestResult, why: string | null): void;
  /** A passed test that gets no line. */
  testPassedQuietly?(test: TestResult): void;
  /** `counts`: "2 failed, 38 passed", or "" when the tier counted nothing. */
  tierFinished(tier: TierResult, counts: string): void;
  groupsFound(groups: Group[]): void;
  attemptStarted(info: { group: string; attempt: number; strategy: string }): void;
  attemptFinished(attempt: Attempt): void;
  note(level: "info" | "warning" | "error", text: string): void;
}

export interface ProgressOptions {
  /** Every test gets a line; otherwise only tests that did not pass. */
  verbose?: boolean;
  /** Lines while a tier runs, for a log with no live line. */
  heartbeat: Heartbeat | null;
}

/**
 * The engine's events as progress, one core for every face: which tests get a line, the line
 * that says why one did not pass, a tier's counts, and the heartbeat kept in step.
 */
export function createProgressReporter(
  renderer: ProgressRenderer,
  options: ProgressOptions,
): Reporter {
  const { heartbeat } = options;
  return {
    phase(name) {
      renderer.phase?.(name);
    },
    preflightChecked: (result) => renderer.preflightChecked(result),
    serviceChecked: (service) => renderer.serviceChecked(service),
    tierStarted(tier, notRun) {
      if (!notRun) heartbeat?.tierStarted(tier);
      renderer.tierStarted(tier);
    },
    testStarted(test) {
      heartbeat?.testStarted(test);
      renderer.testStarted?.(test);
    },
    testFinished(test) {
      heartbeat?.testFinished(test);
      renderer.testFinished?.(test);
      if (options.verbose || test.status !== "passed") renderer.testLine(test, whyNotPassed(test));
      else renderer.testPassedQuietly?.(test);
    },
    reportWritten(info) {
      heartbeat?.reportWritten(info);
    },
    runningNoted(info) {
      heartbeat?.runningNoted(info);
    },
    tierFinished(tier) {
      heartbeat?.tierFinished();
      renderer.tierFinished(tier, countsText(tier.counts));
    },
    groupsFound: (groups) => renderer.groupsFound(groups),
    attemptStarted(info) {
      heartbeat?.attemptStarted(info);
      renderer.attemptStarted(info);
    },
    attemptFinished(attempt) {
      heartbeat?.attemptFinished();
      renderer.attemptFinished(attempt);
    },
    note: (level, text) => renderer.note(level, text),
  };
}

/** A failed test's decisive line; otherwise the reason it was given (blocked, skipped...). */
function whyNotPassed(test: TestResult): string | null {
  return test.status === "failed" ? decisiveLine(test).line : test.reason;
}

/** "2 failed, 38 passed": a tier's non-zero counts. */
function countsText(counts: TierResult["counts"]): string {
  return Object.entries(counts)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([status, count]) => `${count} ${status}`)
    .join(", ");
}
