/**
 * The run's total budgets: model spend in USD and wall time. An attempt gets whatever is
 * left, capped by its strategy's own limits; when either runs out, no new attempt starts.
 */
export interface BudgetLimits {
  usd: number | null;
  timeMs: number | null;
}

export interface AttemptCaps {
  usd: number | null;
  timeoutMs: number;
  /** True when the run's budget, not the strategy, set the limit that ended the attempt. */
  cappedByRunUsd: boolean;
  cappedByRunTime: boolean;
}

export class RunBudget {
  private spentUsd = 0;
  private readonly startedAt: number;

  constructor(
    readonly limits: BudgetLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  get spent(): number {
    return this.spentUsd;
  }

  spend(usd: number): void {
    this.spentUsd += Math.max(0, usd);
  }

  /** Why no further attempt may start, or null while there is budget left. */
  exhausted(): string | null {
    const { usd, timeMs } = this.limits;
    if (usd !== null && this.spentUsd >= usd) {
      return `budget exhausted: $${this.spentUsd.toFixed(2)} of $${usd.toFixed(2)} spent`;
    }
    if (timeMs !== null && this.now() - this.startedAt >= timeMs) {
      return `time budget exhausted: ${formatSeconds(this.now() - this.startedAt)} of ${formatSeconds(timeMs)} used`;
    }
    return null;
  }

  /** The limits for the next attempt: the strategy's, unless the run has less left. */
  capsFor(strategy: { usd: number | null; timeoutMs: number }): AttemptCaps {
    const leftUsd = this.limits.usd === null ? null : Math.max(0, this.limits.usd - this.spentUsd);
    const leftMs =
      this.limits.timeMs === null
        ? null
        : Math.max(0, this.limits.timeMs - (this.now() - this.startedAt));
    const cappedByRunUsd = leftUsd !== null && (strategy.usd === null || leftUsd < strategy.usd);
    const cappedByRunTime = leftMs !== null && leftMs < strategy.timeoutMs;
    return {
      usd: cappedByRunUsd ? leftUsd : strategy.usd,
      timeoutMs: cappedByRunTime && leftMs !== null ? leftMs : strategy.timeoutMs,
      cappedByRunUsd,
      cappedByRunTime,
    };
  }
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 1000)}s`;
}
