import { changedSinceBase } from "../engine/base-changes.js";
import { roundedPhases } from "../engine/run-phases.js";
import { openSession } from "../engine/session.js";
import type { JunitSource } from "../engine/tier-kinds/junit.js";
import type { PlannedTier } from "../engine/types.js";
import type { VerifyOptions } from "../engine/verify.js";
import { VERSION } from "../version.js";
import type { Leg } from "./leg.js";
import { narrowPlanToLeg } from "./leg-plan.js";
import type { LegPartial } from "./partial.js";
import type { Timings } from "./timings.js";

export interface LegOptions extends VerifyOptions {
  leg: Leg;
  /** The tests of an earlier run, to balance the legs by time; null: by count. */
  timings: Timings | null;
}

/**
 * One leg of a sharded verify: the gates, then the leg's share of every tier (a tier whose
 * failure stops the rest runs whole, in every leg), failures re-run as usual; no triage. The
 * merge (merge.ts) makes the one results.json from every leg's partial.
 */
export async function runLeg(options: LegOptions): Promise<LegPartial> {
  const startedAt = new Date();
  // The merge names groups by the change: the leg's retries take the coverage that needs.
  const changed = await changedSinceBase(options);
  const session = await openSession(options);
  try {
    const splits = await narrowPlanToLeg(session.plan, options.leg, options.timings, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      timeoutMs: 120_000,
      signal: options.signal,
      runAs: options.runAs,
    });
    options.reporter?.phase?.("tests");
    const run = await session.runTiers(options.selection, {
      takeCoverage: true,
      coverageToName: (changed?.size ?? 0) > 0,
    });
    const finishedAt = new Date();
    return {
      version: 1,
      kind: "fix-loop-partial",
      tool: { name: "fix-loop", version: VERSION },
      leg: options.leg,
      config: options.configPath,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      tierOrder: session.plan.map((tier) => tier.name),
      preflight: session.gates.preflight,
      services: session.gates.services,
      tiers: run.tiers,
      tests: run.tests,
      phases: roundedPhases(run.phases),
      coverage: Object.fromEntries(
        [...(run.coverage ?? new Map<string, Set<string>>())].map(([id, functions]) => [
          id,
          [...functions].sort(),
        ]),
      ),
      learned: learnedOf(session.plan),
      splits,
    };
  } finally {
    await session.close();
    options.reporter?.phase?.("done");
  }
}

/** What the leg's reports taught of each JUnit source's tests. */
function learnedOf(plan: readonly PlannedTier[]): LegPartial["learned"] {
  return plan.flatMap((tier) =>
    tier.sources
      .filter((source): source is JunitSource => source.kind === "junit")
      .map((source) => ({
        tier: tier.name,
        framework: source.learned.framework,
        tests: [...source.learned.tests].map(([id, { ref, runnerId }]) => ({
          id,
          runnerId,
          ref,
        })),
      })),
  );
}
