import type { TierResult } from "../results/schema.js";
import { type CoverageLimits, DEFAULT_COVERAGE_LIMITS } from "../triage/spectrum/choose-tests.js";
import type { CoverageRunner } from "../triage/spectrum/coverage-runner.js";
import type { PlannedTier } from "./types.js";

/**
 * Node runners' coverage for triage re-runs their tests (vitest and jest in one run of the
 * sample, node:test and mocha one process per test): it may take as long as the tiers
 * themselves took, never more (a 2 s vitest suite once waited 120 s for it). pytest takes it on
 * its retry and go builds one binary per package, so they keep the default cap.
 */
export function coverageTimeLimit(
  plan: readonly PlannedTier[],
  tiers: readonly TierResult[],
): number {
  const perTest = plan.some((tier) =>
    tier.sources.some(
      (source) => source.kind === "junit" && NODE_RUNNERS.has(source.learned.framework ?? ""),
    ),
  );
  if (!perTest) return DEFAULT_COVERAGE_LIMITS.timeLimitMs;
  const tierMs = tiers.reduce((sum, tier) => sum + tier.durationMs, 0);
  return Math.min(DEFAULT_COVERAGE_LIMITS.timeLimitMs, Math.round(tierMs));
}

const NODE_RUNNERS = new Set(["vitest", "jest", "node", "mocha"]);

/** Runners whose coverage for triage is one run of the whole sample (one-run-coverage.ts). */
const ONE_RUN = new Set(["vitest", "jest"]);

/**
 * The limits of coverage for triage. Where every tier takes it in one run, a passing test more
 * in the sample costs that test's time, not a process: the sample is five times the default,
 * enough that a helper every failing test calls is also seen called by passing ones, and the
 * function that only the failures call ranks above it instead of tying with it.
 */
export function coverageLimitsFor(
  plan: readonly PlannedTier[],
  tiers: readonly TierResult[],
): Partial<CoverageLimits> {
  const timeLimitMs = coverageTimeLimit(plan, tiers);
  const oneRun = plan.every((tier) =>
    tier.sources.every(
      (source) => source.kind === "junit" && ONE_RUN.has(source.learned.framework ?? ""),
    ),
  );
  return oneRun
    ? { timeLimitMs, maxPassing: 5 * DEFAULT_COVERAGE_LIMITS.maxPassing }
    : { timeLimitMs };
}

/** The coverage runner, with the time spent in it added up. */
export function timedCoverage(runner: CoverageRunner | null): {
  runner: CoverageRunner | null;
  ms: () => number;
} {
  let spent = 0;
  if (!runner) return { runner, ms: () => spent };
  return {
    runner: {
      async run(tests, signal) {
        const started = performance.now();
        try {
          return await runner.run(tests, signal);
        } finally {
          spent += performance.now() - started;
        }
      },
    },
    ms: () => spent,
  };
}
