import type { Config } from "../config/schema.js";
import { changedSinceBase } from "../engine/base-changes.js";
import { buildResults } from "../engine/build-results.js";
import { tiersForCoverage } from "../engine/coverage-tiers.js";
import { planTiers } from "../engine/plan.js";
import { roundedPhases } from "../engine/run-phases.js";
import type { JunitSource } from "../engine/tier-kinds/junit.js";
import { coverageAndTriageMs, coverageLimitsFor, timedCoverage } from "../engine/triage-cost.js";
import type { PlannedTier, Reporter } from "../engine/types.js";
import { UserError } from "../errors.js";
import { testsToTriage } from "../flaky/tests-to-triage.js";
import type { Results, ShardsReport } from "../results/schema.js";
import { isFramework } from "../runners/registry.js";
import { discoverScripts } from "../script-tests/discover.js";
import { coverageForTiers } from "../triage/spectrum/tier-coverage.js";
import { triageFailures } from "../triage/triage.js";
import { mergeRun } from "./merge-run.js";
import type { LegPartial } from "./partial.js";
import { spreadOf } from "./split.js";

export interface MergeOptions {
  /** The project root: triage re-runs chosen tests here for their coverage. */
  cwd: string;
  config: Config;
  configPath: string;
  env?: NodeJS.ProcessEnv;
  reporter?: Reporter;
  /** The commit triage compares the tree with (src/engine/base-changes.ts). */
  base?: string | null;
}

/**
 * The merge job: every leg's partial made the one results.json a single verify would have
 * written (each test once, tiers combined, gates held everywhere), then triage, once, over
 * every leg's failures and the coverage each leg took, so one bug whose failing tests ran in
 * different legs is one group.
 */
export async function mergePartials(
  given: readonly LegPartial[],
  options: MergeOptions,
): Promise<Results> {
  const started = performance.now();
  const partials = checkLegs(given);
  const changed = await changedSinceBase(options);
  const { gates, run, work } = mergeRun(partials);
  const plan = planTiers(
    options.config,
    await discoverScripts({ cwd: options.cwd, config: options.config, emptyGlobsAllowed: true }),
  );
  teach(plan, partials);
  options.reporter?.phase?.("triage");
  const coverage = timedCoverage(
    coverageForTiers(tiersForCoverage(plan), {
      cwd: options.cwd,
      env: options.env ?? process.env,
    }),
  );
  const triageStarted = performance.now();
  const groups = await triageFailures(testsToTriage(run.tests), partials[0]?.tierOrder ?? [], {
    root: options.cwd,
    coverage: coverage.runner,
    taken: run.coverage,
    changed,
    coverageLimits: coverageLimitsFor(plan, work.tiers, work.firstRunMs),
  });
  if (groups.length > 0) options.reporter?.groupsFound?.(groups);
  const startedAt = new Date(Math.min(...partials.map((p) => Date.parse(p.startedAt))));
  const results = buildResults({
    mode: "verify",
    configPath: options.configPath,
    startedAt,
    gates,
    run,
    groups,
    phases: { ...roundedPhases(run.phases), ...coverageAndTriageMs(coverage, triageStarted) },
  });
  results.shards = shardsReport(partials, Math.round(performance.now() - started));
  options.reporter?.phase?.("done");
  return results;
}

/** The legs sorted, or a sentence saying which are missing, doubled or from another split. */
function checkLegs(given: readonly LegPartial[]): LegPartial[] {
  if (given.length === 0) throw new UserError("merge needs the partial results of every leg");
  const total = given[0]?.leg.total ?? 0;
  const other = given.find((partial) => partial.leg.total !== total);
  if (other) {
    throw new UserError(
      `the partials come from different splits: leg ${other.leg.index}/${other.leg.total} and legs of ${total}`,
    );
  }
  const seen = new Set<number>();
  for (const partial of given) {
    if (seen.has(partial.leg.index))
      throw new UserError(`leg ${partial.leg.index}/${total} is given twice`);
    seen.add(partial.leg.index);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) {
    throw new UserError(
      `the partial results of leg ${missing.map((i) => `${i}/${total}`).join(", ")} are missing: a merge of fewer legs would pass tests that never ran`,
    );
  }
  const order = JSON.stringify(given[0]?.tierOrder);
  if (given.some((partial) => JSON.stringify(partial.tierOrder) !== order)) {
    throw new UserError(
      "the legs ran different tiers: were they given the same commit and config?",
    );
  }
  return [...given].sort((a, b) => a.leg.index - b.leg.index);
}

/** What the legs' reports taught, given to the merge's own plan: triage re-runs tests by it. */
function teach(plan: readonly PlannedTier[], partials: readonly LegPartial[]): void {
  for (const partial of partials) {
    for (const learned of partial.learned) {
      const source = plan
        .find((tier) => tier.name === learned.tier)
        ?.sources.find((s): s is JunitSource => s.kind === "junit");
      if (!source) continue;
      if (isFramework(learned.framework)) source.learned.framework = learned.framework;
      for (const { id, ref, runnerId } of learned.tests)
        if (!source.learned.tests.has(id)) source.learned.tests.set(id, { ref, runnerId });
    }
  }
}

function shardsReport(partials: readonly LegPartial[], mergeMs: number): ShardsReport {
  const legs = partials.map((partial) => ({
    index: partial.leg.index,
    durationMs: partial.durationMs,
    testsMs: partial.tiers.reduce((sum, tier) => sum + tier.durationMs, 0),
    tests: partial.tests.length,
  }));
  const splits = new Map<string, string>();
  for (const split of partials[0]?.splits ?? []) {
    const key = `${split.tier}\n${split.how}`;
    if (!splits.has(key)) splits.set(key, split.how);
  }
  return {
    legs,
    spread: Math.round(spreadOf(legs.map((leg) => leg.testsMs)) * 1000) / 1000,
    splits: [...splits].map(([key, how]) => ({ tier: key.split("\n")[0] ?? "", how })),
    mergeMs,
  };
}
