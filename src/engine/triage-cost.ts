import type { TierResult } from "../results/schema.js";
import { runnerNamed } from "../runners/registry.js";
import type { RunnerCoverage } from "../runners/runner.js";
import { type CoverageLimits, DEFAULT_COVERAGE_LIMITS } from "../triage/spectrum/choose-tests.js";
import type { CoverageRunner } from "../triage/spectrum/coverage-runner.js";
import type { TierSource } from "./tier-kinds/registry.js";
import type { PlannedTier } from "./types.js";

/**
 * Coverage for triage re-runs tests, so it may take as long as the tests themselves took (3 s at
 * least), never more (a 2 s vitest suite once waited 120 s for it). Node runners (vitest and jest in one run
 * of the sample, node:test and mocha one process per test) get the tiers' time, retries
 * included; go gets the tiers' first runs alone, less a tenth for stopping what runs when the
 * limit comes: its coverage runs the test binaries the first run built and kept (go-first-run.ts),
 * and builds one only for a package the first run did not build (its result came from go's
 * cache), which costs about what a first run does (go-coverage.ts).
 * pytest takes it on its retry, so keeps the default cap.
 */
export function coverageTimeLimit(
  plan: readonly PlannedTier[],
  tiers: readonly TierResult[],
  firstRunMs?: number,
): number {
  const uses = (limit: RunnerCoverage["timeLimit"]) =>
    plan.some((tier) =>
      tier.sources.some(
        (source) => source.kind === "junit" && coverageOf(source)?.timeLimit === limit,
      ),
    );
  const limits = [DEFAULT_COVERAGE_LIMITS.timeLimitMs];
  if (uses("tiers"))
    limits.push(
      Math.max(
        TIERS_FLOOR_MS,
        tiers.reduce((sum, tier) => sum + tier.durationMs, 0),
      ),
    );
  if (uses("first-runs") && firstRunMs !== undefined) limits.push(firstRunMs * (1 - STOP_RESERVE));
  return Math.round(Math.min(...limits));
}

/**
 * What the tiers' time is raised to, where it is below: a sub-second suite's coverage is a few
 * process starts, which a loaded machine slows more than the suite, and a cut made the example's
 * one bug two groups on one CI run in three (its tiers take 0.8 s, its coverage as long).
 */
const TIERS_FLOOR_MS = 3_000;

function coverageOf(source: TierSource): RunnerCoverage | undefined {
  return source.kind === "junit" ? runnerNamed(source.learned.framework)?.coverage : undefined;
}

/**
 * The share of go's limit kept for stopping what runs when it is reached (go cleans its build
 * folder on SIGTERM; tens of milliseconds on a busy machine), so the whole stays within the
 * first runs' time.
 */
const STOP_RESERVE = 0.1;

/**
 * The limits of coverage for triage. Where every tier takes it in one run, a passing test more
 * in the sample costs that test's time, not a process: the sample is five times the default,
 * enough that a helper every failing test calls is also seen called by passing ones, and the
 * function that only the failures call ranks above it instead of tying with it.
 */
export function coverageLimitsFor(
  plan: readonly PlannedTier[],
  tiers: readonly TierResult[],
  firstRunMs?: number,
): Partial<CoverageLimits> {
  const timeLimitMs = coverageTimeLimit(plan, tiers, firstRunMs);
  const tierMs = Object.fromEntries(tiers.map((tier) => [tier.name, tier.durationMs]));
  // Where every tier's runner takes coverage of the whole sample in one run (one-run-coverage.ts).
  const oneRun = plan.every((tier) =>
    tier.sources.every((source) => coverageOf(source)?.oneRun === true),
  );
  return oneRun
    ? { timeLimitMs, tierMs, maxPassing: 5 * DEFAULT_COVERAGE_LIMITS.maxPassing }
    : { timeLimitMs, tierMs };
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
      recordsCollection: runner.recordsCollection?.bind(runner),
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

/**
 * The coverage and triage phases of a run, apart: triage's own time leaves out the coverage
 * runs it started, so the phases a run prints add up to no more than its whole.
 */
export function coverageAndTriageMs(
  coverage: { ms: () => number },
  triageStarted: number,
): { coverageMs: number; triageMs: number } {
  const coverageMs = coverage.ms();
  const triageMs = Math.max(0, performance.now() - triageStarted - coverageMs);
  return { coverageMs: Math.round(coverageMs), triageMs: Math.round(triageMs) };
}
