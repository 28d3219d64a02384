import { createHash } from "node:crypto";
import type { JunitSource } from "../engine/tier-kinds/junit.js";
import type { ScriptSource } from "../engine/tier-kinds/script.js";
import type { PlannedTier } from "../engine/types.js";
import { listTests } from "../junit/list-tests.js";
import type { ListOptions } from "../junit/listed-tests.js";
import { rerunCommand } from "../junit/rerun-command.js";
import { runnerNamed } from "../runners/registry.js";
import type { Leg, Runner } from "../runners/runner.js";
import { splitByTime } from "./split.js";
import type { Timings } from "./timings.js";
import { unitTimes } from "./timings.js";

/** How one source of a tier was split, as the partial and the merged results report it. */
export interface SourceSplit {
  tier: string;
  source: "script" | "junit";
  /**
   * every-leg: a tier whose failure stops the rest runs whole in every leg (a gate must hold
   * everywhere); runner-option: the runner's own `--shard=i/N`; by-time and by-count: fix-loop's
   * split of the units (files, packages, scripts), by the previous run's times or by count;
   * one-leg: a runner fix-loop cannot split runs whole in one leg.
   */
  how: "every-leg" | "runner-option" | "by-time" | "by-count" | "one-leg";
  /** The units this leg runs (files, packages, scripts), when fix-loop split them. */
  units: number | null;
  /** The time those units took in the run the timings came from, when known. */
  expectedMs: number | null;
}

/**
 * Narrows a session's plan to one leg's share, in place: a script source keeps its share of the
 * scripts, a JUnit source's run of all its tests becomes a run of its share of the files (or
 * packages), while its re-runs and the commands shown for each test stay those of the tier's own
 * command, and a source with no share here leaves its tier. Tiers whose failure stops the rest
 * are left whole.
 */
export async function narrowPlanToLeg(
  plan: PlannedTier[],
  leg: Leg,
  timings: Timings | null,
  listing: ListOptions,
): Promise<SourceSplit[]> {
  const splits: SourceSplit[] = [];
  if (leg.total === 1) {
    // One leg is the whole run: nothing to split, no listing to pay for.
    for (const tier of plan)
      for (const source of tier.sources) splits.push(everyLeg(tier.name, source.kind));
    return splits;
  }
  for (const tier of plan) {
    const kept: PlannedTier["sources"] = [];
    for (const source of tier.sources) {
      const split =
        tier.onFailure === "stop"
          ? everyLeg(tier.name, source.kind)
          : source.kind === "script"
            ? narrowScripts(tier.name, source, leg, timings)
            : await narrowJunit(tier.name, source, leg, timings, listing);
      splits.push(split);
      if (split.units !== 0) kept.push(source);
    }
    tier.sources.splice(0, tier.sources.length, ...kept);
  }
  return splits;
}

function everyLeg(tier: string, source: SourceSplit["source"]): SourceSplit {
  return { tier, source, how: "every-leg", units: null, expectedMs: null };
}

function narrowScripts(
  tier: string,
  source: ScriptSource,
  leg: Leg,
  timings: Timings | null,
): SourceSplit {
  const times = unitTimes(timings?.get(tier) ?? [], (test) =>
    test.kind === "script" ? test.id : null,
  );
  const ids = source.scripts.map((script) => script.id);
  const share = shareOf(splitByTime(ids, times, leg.total), leg);
  const mine = new Set(share.units);
  source.scripts = source.scripts.filter((script) => mine.has(script.id));
  return {
    tier,
    source: "script",
    how: ids.some((id) => times.has(id)) ? "by-time" : "by-count",
    units: share.units.length,
    expectedMs: times.size > 0 ? Math.round(share.expectedMs) : null,
  };
}

/**
 * A JUnit command: split by the previous run's times when they are known and the runner can
 * list its units; else the runner's own shard option; else by count of the listed units; else
 * whole, in one leg chosen by the tier and command.
 */
async function narrowJunit(
  tier: string,
  source: JunitSource,
  leg: Leg,
  timings: Timings | null,
  listing: ListOptions,
): Promise<SourceSplit> {
  const runner = runnerNamed(source.learned.framework);
  const shard = runner?.shard;
  const times = shard
    ? unitTimes(
        (timings?.get(tier) ?? []).filter((test) => test.kind === "junit"),
        (test) => shard.unitOf(test),
      )
    : new Map<string, number>();
  if (runner && times.size > 0) {
    const split = await narrowByUnits(tier, source, runner, leg, times, listing);
    if (split) return split;
  }
  const withOption = shard?.withOption?.(source.command, leg);
  if (withOption) {
    source.share = withOption;
    return { tier, source: "junit", how: "runner-option", units: null, expectedMs: null };
  }
  if (runner) {
    const split = await narrowByUnits(tier, source, runner, leg, new Map(), listing);
    if (split) return split;
  }
  const chosen = oneLegFor(`${tier}\n${source.command}`, leg.total);
  return {
    tier,
    source: "junit",
    how: "one-leg",
    units: chosen === leg.index ? null : 0,
    expectedMs: null,
  };
}

/** The source's command given its share of the listed units as paths; null when it cannot be. */
async function narrowByUnits(
  tier: string,
  source: JunitSource,
  runner: Runner,
  leg: Leg,
  times: ReadonlyMap<string, number>,
  listing: ListOptions,
): Promise<SourceSplit | null> {
  const units = runner.shard?.units;
  if (!units) return null;
  const listed = await listTests(source.command, { ...runner, listing: units.lister }, listing);
  const all = listed ? units.of(listed) : [];
  if (all.length === 0) return null;
  const share = shareOf(splitByTime(all, times, leg.total), leg);
  const how = times.size > 0 ? "by-time" : "by-count";
  const expectedMs = times.size > 0 ? Math.round(share.expectedMs) : null;
  if (share.units.length === 0) return { tier, source: "junit", how, units: 0, expectedMs };
  const plan = rerunCommand({
    command: source.command,
    template: null,
    runner,
    tests: [],
    runnerIds: share.units,
  });
  if (!plan.selective) return null;
  source.share = plan.command;
  return { tier, source: "junit", how, units: share.units.length, expectedMs };
}

function shareOf<T>(legs: readonly T[], leg: Leg): T {
  return legs[leg.index - 1] as T;
}

/** The leg, 1 to total, a whole source runs in: the same in every leg, spread by its key. */
function oneLegFor(key: string, total: number): number {
  return (createHash("sha256").update(key).digest().readUInt32BE(0) % total) + 1;
}
