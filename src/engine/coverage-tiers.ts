import { runnerNamed } from "../runners/registry.js";
import type { CoverageTier } from "../triage/spectrum/tier-coverage.js";
import { rerunCommandFor } from "./tier-kinds/registry.js";
import type { PlannedTier } from "./types.js";

/** What triage's coverage needs of each planned tier: its runner's coverage, reports and selective command. */
export function tiersForCoverage(plan: readonly PlannedTier[]): CoverageTier[] {
  return plan.map((tier) => {
    const junit = tier.sources.find((source) => source.kind === "junit");
    return {
      name: tier.name,
      coverageRunner: runnerNamed(junit?.learned.framework ?? null)?.coverage?.runner ?? null,
      reports: junit?.reports ?? [],
      env: tier.env,
      selectiveCommand: (tests) => {
        const rerun = rerunCommandFor(tier, tests);
        return rerun?.selective ? rerun.command : null;
      },
    };
  });
}
