import { gateBlockReason } from "../engine/gate-reason.js";
import { noPhases } from "../engine/run-phases.js";
import type { GateReport, TierRun } from "../engine/types.js";
import { failsTheRun } from "../flaky/quarantine-match.js";
import type { ServiceResult, TestResult, TestStatus, TierResult } from "../results/schema.js";
import { legName } from "./leg.js";
import type { LegPartial } from "./partial.js";

/** The legs' runs made one, and what the legs spent in all (triage's coverage is bounded by it). */
export interface MergedRun {
  gates: GateReport;
  run: TierRun;
  /** The tiers with their time summed over legs, and the first runs' summed time. */
  work: { tiers: TierResult[]; firstRunMs: number };
}

/**
 * Every leg's gates, tiers and tests made one run, as one runner would have written it: each
 * test once (a test more than one leg ran, as a stopping tier's are, keeps its worst result), a
 * tier's counts of the merged tests and its time the slowest leg's. Gates hold everywhere: a gate
 * or stopping tier that failed in any leg stops the tiers behind it in the merged run, and
 * their tests read as not run, with the leg that failed named.
 */
export function mergeRun(partials: readonly LegPartial[]): MergedRun {
  const gates = mergeGates(partials);
  const tierOrder = partials[0]?.tierOrder ?? [];
  const run: TierRun = { tests: [], tiers: [], phases: noPhases() };
  const workTiers: TierResult[] = [];
  let stoppedBy: string | null = gates.passed ? null : gateBlockReason(gates);
  for (const name of tierOrder) {
    const ran = partials.flatMap((partial) =>
      partial.tiers.filter((tier) => tier.name === name).map((tier) => ({ partial, tier })),
    );
    if (ran.length === 0) continue;
    const first = ran[0]?.tier as TierResult;
    const durationMs = Math.max(...ran.map(({ tier }) => tier.durationMs));
    const merged = mergeTests(
      partials.flatMap((partial) => partial.tests.filter((t) => t.tier === name)),
    );
    const tests = stoppedBy
      ? notRun(merged, gates.passed ? "skipped" : "blocked", stoppedBy)
      : merged;
    const tier: TierResult = {
      name,
      gate: first.gate,
      durationMs,
      counts: countsOf(tests),
      ...(stoppedBy
        ? { status: gates.passed ? "skipped" : "blocked", reason: stoppedBy }
        : mergeStatus(
            ran.map(({ tier }) => tier),
            tests,
          )),
    };
    run.tests.push(...tests);
    run.tiers.push(tier);
    workTiers.push({
      ...tier,
      durationMs: ran.reduce((sum, { tier: t }) => sum + t.durationMs, 0),
    });
    if (
      !stoppedBy &&
      first.gate === "hard" &&
      (tier.status === "failed" || tier.status === "blocked")
    ) {
      const legs = ran
        .filter(({ tier: t }) => t.status === "failed" || t.status === "blocked")
        .map(({ partial }) => legName(partial.leg));
      stoppedBy = `not run: the tier "${name}" failed (on-failure: stop) in leg ${legs.join(", ")}`;
    }
  }
  const sum = (pick: (partial: LegPartial) => number) =>
    partials.reduce((total, partial) => total + pick(partial), 0);
  const slowest = (pick: (partial: LegPartial) => number) => Math.max(0, ...partials.map(pick));
  run.phases = {
    firstRunMs: slowest((partial) => partial.phases.firstRunMs),
    retryMs: slowest((partial) => partial.phases.retryMs),
    coverageInRunsMs: slowest((partial) => partial.phases.coverageInRunsMs ?? 0),
  };
  run.coverage = new Map();
  for (const partial of partials)
    for (const [id, functions] of Object.entries(partial.coverage))
      if (!run.coverage.has(id)) run.coverage.set(id, new Set(functions));
  return {
    gates,
    run,
    work: { tiers: workTiers, firstRunMs: sum((partial) => partial.phases.firstRunMs) },
  };
}

/** Preflight passes when it passed in every leg; a service is down when it was in any. */
function mergeGates(partials: readonly LegPartial[]): GateReport {
  const problems = new Map<string, GateReport["preflight"]["problems"][number]>();
  for (const partial of partials)
    for (const problem of partial.preflight.problems)
      problems.set(`${problem.kind}\n${problem.name}\n${problem.message}`, problem);
  const services = new Map<string, ServiceResult>();
  for (const partial of partials)
    for (const service of partial.services) {
      const known = services.get(service.name);
      if (!known || (known.healthy && !service.healthy)) services.set(service.name, service);
    }
  const preflight = {
    ok: partials.every((partial) => partial.preflight.ok),
    problems: [...problems.values()],
  };
  const all = [...services.values()];
  return { preflight, services: all, passed: preflight.ok && all.every((s) => s.healthy) };
}

/** How bad a result is: a test run in several legs keeps its worst. */
const RANK: Record<TestStatus, number> = {
  failed: 6,
  deferred: 5,
  blocked: 4,
  flaky: 3,
  fixed: 2,
  passed: 2,
  skipped: 1,
};

function mergeTests(tests: readonly TestResult[]): TestResult[] {
  const byId = new Map<string, TestResult>();
  for (const test of tests) {
    const known = byId.get(test.id);
    if (!known || RANK[test.status] > RANK[known.status]) byId.set(test.id, test);
  }
  return [...byId.values()];
}

/**
 * Behind a failed gate: scripts read as not run (as one run lists them), a JUnit command's
 * tests are left out (one run would not have started it).
 */
function notRun(
  tests: readonly TestResult[],
  status: "skipped" | "blocked",
  reason: string,
): TestResult[] {
  return tests
    .filter((test) => test.kind === "script")
    .map((test) => ({ ...test, status, reason, durationMs: 0, runs: 0, evidence: null }));
}

function mergeStatus(
  tiers: readonly TierResult[],
  tests: readonly TestResult[],
): Pick<TierResult, "status" | "reason"> {
  const reason = tiers.find((tier) => tier.reason !== null)?.reason ?? null;
  if (tiers.some((tier) => tier.status === "failed") || tests.some(failsTheRun))
    return { status: "failed", reason };
  if (tiers.some((tier) => tier.status === "blocked")) return { status: "blocked", reason };
  if (tiers.every((tier) => tier.status === "skipped")) return { status: "skipped", reason };
  return { status: "passed", reason };
}

function countsOf(tests: readonly TestResult[]): TierResult["counts"] {
  const counts: TierResult["counts"] = {};
  for (const test of tests) counts[test.status] = (counts[test.status] ?? 0) + 1;
  return counts;
}
