import type { Breaker } from "../results/schema.js";

/**
 * What one attempt showed about progress, as the circuit breaker counts it:
 * - "no-change": the agent left the working tree as it was (whatever the reason);
 * - "same-failure": it changed files, yet the group's tests fail with the same signature;
 * - "progress": the group was fixed, or the failure changed shape;
 * - "neutral": nothing to learn (a rejected tamper keeps the count where it was).
 */
export type AttemptProgress = "no-change" | "same-failure" | "progress" | "neutral";

/** Consecutive attempts without progress, across groups, before each state. */
export const HALF_OPEN_AFTER = 2;
export const OPEN_AFTER = 3;

/**
 * The outer loop's circuit breaker (after Ralph's CLOSED -> HALF_OPEN -> OPEN): attempts
 * that change nothing, or change something and fail the same way, count as strikes; two in
 * a row make it half-open (a warning), three open it and the run stops. Progress closes it.
 * There is no timed recovery: one run is short, and an open breaker means a person should look.
 */
export class CircuitBreaker {
  private strikes = 0;
  private lastStrikes: string[] = [];
  private openReason: string | null = null;

  get state(): Breaker["state"] {
    if (this.openReason) return "open";
    return this.strikes >= HALF_OPEN_AFTER ? "half-open" : "closed";
  }

  get isOpen(): boolean {
    return this.state === "open";
  }

  /** Records an attempt; `where` names it for the reason ("group 3f2a… attempt 2"). */
  record(progress: AttemptProgress, where: string): void {
    if (this.openReason) return;
    if (progress === "neutral") return;
    if (progress === "progress") {
      this.strikes = 0;
      this.lastStrikes = [];
      return;
    }
    this.strikes += 1;
    this.lastStrikes.push(
      `${where}: ${progress === "no-change" ? "no file changed" : "same failure again"}`,
    );
    if (this.strikes >= OPEN_AFTER) {
      this.openReason = `${this.strikes} attempts in a row made no progress (${this.lastStrikes
        .slice(-OPEN_AFTER)
        .join("; ")}); stopped so a person can look`;
    }
  }

  /** Opens at once: a failure no later attempt can get past (the model refused the session). */
  trip(reason: string): void {
    this.openReason ??= reason;
  }

  toResults(): Breaker {
    if (this.openReason) return { state: "open", reason: this.openReason };
    if (this.state === "half-open") {
      return { state: "half-open", reason: `${this.strikes} attempts in a row made no progress` };
    }
    return { state: "closed", reason: null };
  }
}
