import type { Results, TierResult } from "../results/schema.js";
import { DEFAULT_COVERAGE_LIMITS } from "../triage/spectrum/choose-tests.js";
import { coverageForTiers } from "../triage/spectrum/tier-coverage.js";
import { triageFailures } from "../triage/triage.js";
import { buildResults } from "./build-results.js";
import { openSession } from "./session.js";
import type { EngineOptions, PlannedTier, Selection } from "./types.js";

export interface VerifyOptions extends EngineOptions {
  selection?: Selection;
}

/**
 * Node runners' coverage for triage starts one process per test: it may take as long as the
 * tiers themselves took, never more (a 2 s vitest suite once waited 120 s for it). pytest takes
 * it on its retry and go builds one binary per package, so they keep the default cap.
 */
export function coverageTimeLimit(
  plan: readonly PlannedTier[],
  tiers: readonly TierResult[],
): number {
  const perTest = plan.some((tier) =>
    tier.sources.some(
      (source) => source.kind === "junit" && PROCESS_PER_TEST.has(source.learned.framework ?? ""),
    ),
  );
  if (!perTest) return DEFAULT_COVERAGE_LIMITS.timeLimitMs;
  const tierMs = tiers.reduce((sum, tier) => sum + tier.durationMs, 0);
  return Math.min(DEFAULT_COVERAGE_LIMITS.timeLimitMs, Math.round(tierMs));
}

const PROCESS_PER_TEST = new Set(["vitest", "jest", "node", "mocha"]);

/** Gates, then every selected tier; failures grouped by root cause. No model is involved. */
export async function runVerify(options: VerifyOptions): Promise<Results> {
  const startedAt = new Date();
  const session = await openSession(options);
  try {
    options.reporter?.phase?.("tests");
    const run = await session.runTiers(options.selection, { takeCoverage: true });
    const groups = await triageFailures(
      run.tests,
      session.plan.map((tier) => tier.name),
      {
        root: options.cwd,
        coverage: coverageForTiers(session.plan, {
          cwd: options.cwd,
          env: options.env ?? process.env,
        }),
        taken: run.coverage,
        coverageLimits: { timeLimitMs: coverageTimeLimit(session.plan, run.tiers) },
      },
    );
    if (groups.length > 0) options.reporter?.groupsFound?.(groups);
    return buildResults({
      mode: "verify",
      configPath: options.configPath,
      startedAt,
      gates: session.gates,
      run,
      groups,
    });
  } finally {
    await session.close();
    options.reporter?.phase?.("done");
  }
}
