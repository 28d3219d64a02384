import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  legName,
  spreadOf
} from "./action-chunk-4XVKV7R6.js";
import {
  buildResults,
  coverageAndTriageMs,
  coverageForTiers,
  coverageLimitsFor,
  tiersForCoverage,
  timedCoverage,
  triageFailures
} from "./action-chunk-I5SA34UK.js";
import {
  changedSinceBase
} from "./action-chunk-V52JLOPO.js";
import {
  testsToTriage
} from "./action-chunk-M7GGYWWG.js";
import {
  discoverScripts,
  gateBlockReason,
  noPhases,
  planTiers,
  roundedPhases
} from "./action-chunk-LG4XIEGI.js";
import {
  failsTheRun,
  isFramework
} from "./action-chunk-SS2VXKTL.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-44OODCMK.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
import {
  UserError
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/shards/merge-run.ts
function mergeRun(partials) {
  const gates = mergeGates(partials);
  const tierOrder = partials[0]?.tierOrder ?? [];
  const run = { tests: [], tiers: [], phases: noPhases() };
  const workTiers = [];
  let stoppedBy = gates.passed ? null : gateBlockReason(gates);
  for (const name of tierOrder) {
    const ran = partials.flatMap(
      (partial) => partial.tiers.filter((tier2) => tier2.name === name).map((tier2) => ({ partial, tier: tier2 }))
    );
    if (ran.length === 0) continue;
    const first = ran[0]?.tier;
    const durationMs = Math.max(...ran.map(({ tier: tier2 }) => tier2.durationMs));
    const merged = mergeTests(
      partials.flatMap((partial) => partial.tests.filter((t) => t.tier === name))
    );
    const tests = stoppedBy ? notRun(merged, gates.passed ? "skipped" : "blocked", stoppedBy) : merged;
    const tier = {
      name,
      gate: first.gate,
      durationMs,
      counts: countsOf(tests),
      ...stoppedBy ? { status: gates.passed ? "skipped" : "blocked", reason: stoppedBy } : mergeStatus(
        ran.map(({ tier: tier2 }) => tier2),
        tests
      )
    };
    run.tests.push(...tests);
    run.tiers.push(tier);
    workTiers.push({
      ...tier,
      durationMs: ran.reduce((sum2, { tier: t }) => sum2 + t.durationMs, 0)
    });
    if (!stoppedBy && first.gate === "hard" && (tier.status === "failed" || tier.status === "blocked")) {
      const legs = ran.filter(({ tier: t }) => t.status === "failed" || t.status === "blocked").map(({ partial }) => legName(partial.leg));
      stoppedBy = `not run: the tier "${name}" failed (on-failure: stop) in leg ${legs.join(", ")}`;
    }
  }
  const sum = (pick) => partials.reduce((total, partial) => total + pick(partial), 0);
  const slowest = (pick) => Math.max(0, ...partials.map(pick));
  run.phases = {
    firstRunMs: slowest((partial) => partial.phases.firstRunMs),
    retryMs: slowest((partial) => partial.phases.retryMs),
    coverageInRunsMs: slowest((partial) => partial.phases.coverageInRunsMs ?? 0)
  };
  run.coverage = /* @__PURE__ */ new Map();
  for (const partial of partials)
    for (const [id, functions] of Object.entries(partial.coverage))
      if (!run.coverage.has(id)) run.coverage.set(id, new Set(functions));
  return {
    gates,
    run,
    work: { tiers: workTiers, firstRunMs: sum((partial) => partial.phases.firstRunMs) }
  };
}
function mergeGates(partials) {
  const problems = /* @__PURE__ */ new Map();
  for (const partial of partials)
    for (const problem of partial.preflight.problems)
      problems.set(`${problem.kind}
${problem.name}
${problem.message}`, problem);
  const services = /* @__PURE__ */ new Map();
  for (const partial of partials)
    for (const service of partial.services) {
      const known = services.get(service.name);
      if (!known || known.healthy && !service.healthy) services.set(service.name, service);
    }
  const preflight = {
    ok: partials.every((partial) => partial.preflight.ok),
    problems: [...problems.values()]
  };
  const all = [...services.values()];
  return { preflight, services: all, passed: preflight.ok && all.every((s) => s.healthy) };
}
var RANK = {
  failed: 6,
  deferred: 5,
  blocked: 4,
  flaky: 3,
  fixed: 2,
  passed: 2,
  skipped: 1
};
function mergeTests(tests) {
  const byId = /* @__PURE__ */ new Map();
  for (const test of tests) {
    const known = byId.get(test.id);
    if (!known || RANK[test.status] > RANK[known.status]) byId.set(test.id, test);
  }
  return [...byId.values()];
}
function notRun(tests, status, reason) {
  return tests.filter((test) => test.kind === "script").map((test) => ({ ...test, status, reason, durationMs: 0, runs: 0, evidence: null }));
}
function mergeStatus(tiers, tests) {
  const reason = tiers.find((tier) => tier.reason !== null)?.reason ?? null;
  if (tiers.some((tier) => tier.status === "failed") || tests.some(failsTheRun))
    return { status: "failed", reason };
  if (tiers.some((tier) => tier.status === "blocked")) return { status: "blocked", reason };
  if (tiers.every((tier) => tier.status === "skipped")) return { status: "skipped", reason };
  return { status: "passed", reason };
}
function countsOf(tests) {
  const counts = {};
  for (const test of tests) counts[test.status] = (counts[test.status] ?? 0) + 1;
  return counts;
}

// src/shards/merge.ts
async function mergePartials(given, options) {
  const started = performance.now();
  const partials = checkLegs(given);
  const changed = await changedSinceBase(options);
  const { gates, run, work } = mergeRun(partials);
  const plan = planTiers(
    options.config,
    await discoverScripts({ cwd: options.cwd, config: options.config, emptyGlobsAllowed: true })
  );
  teach(plan, partials);
  options.reporter?.phase?.("triage");
  const coverage = timedCoverage(
    coverageForTiers(tiersForCoverage(plan), {
      cwd: options.cwd,
      env: options.env ?? process.env
    })
  );
  const triageStarted = performance.now();
  const groups = await triageFailures(testsToTriage(run.tests), partials[0]?.tierOrder ?? [], {
    root: options.cwd,
    coverage: coverage.runner,
    taken: run.coverage,
    changed,
    coverageLimits: coverageLimitsFor(plan, work.tiers, work.firstRunMs)
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
    phases: { ...roundedPhases(run.phases), ...coverageAndTriageMs(coverage, triageStarted) }
  });
  results.shards = shardsReport(partials, Math.round(performance.now() - started));
  options.reporter?.phase?.("done");
  return results;
}
function checkLegs(given) {
  if (given.length === 0) throw new UserError("merge needs the partial results of every leg");
  const total = given[0]?.leg.total ?? 0;
  const other = given.find((partial) => partial.leg.total !== total);
  if (other) {
    throw new UserError(
      `the partials come from different splits: leg ${other.leg.index}/${other.leg.total} and legs of ${total}`
    );
  }
  const seen = /* @__PURE__ */ new Set();
  for (const partial of given) {
    if (seen.has(partial.leg.index))
      throw new UserError(`leg ${partial.leg.index}/${total} is given twice`);
    seen.add(partial.leg.index);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) {
    throw new UserError(
      `the partial results of leg ${missing.map((i) => `${i}/${total}`).join(", ")} are missing: a merge of fewer legs would pass tests that never ran`
    );
  }
  const order = JSON.stringify(given[0]?.tierOrder);
  if (given.some((partial) => JSON.stringify(partial.tierOrder) !== order)) {
    throw new UserError(
      "the legs ran different tiers: were they given the same commit and config?"
    );
  }
  return [...given].sort((a, b) => a.leg.index - b.leg.index);
}
function teach(plan, partials) {
  for (const partial of partials) {
    for (const learned of partial.learned) {
      const source = plan.find((tier) => tier.name === learned.tier)?.sources.find((s) => s.kind === "junit");
      if (!source) continue;
      if (isFramework(learned.framework)) source.learned.framework = learned.framework;
      for (const { id, ref, runnerId } of learned.tests)
        if (!source.learned.tests.has(id)) source.learned.tests.set(id, { ref, runnerId });
    }
  }
}
function shardsReport(partials, mergeMs) {
  const legs = partials.map((partial) => ({
    index: partial.leg.index,
    durationMs: partial.durationMs,
    testsMs: partial.tiers.reduce((sum, tier) => sum + tier.durationMs, 0),
    tests: partial.tests.length
  }));
  const splits = /* @__PURE__ */ new Map();
  for (const split of partials[0]?.splits ?? []) {
    const key = `${split.tier}
${split.how}`;
    if (!splits.has(key)) splits.set(key, split.how);
  }
  return {
    legs,
    spread: Math.round(spreadOf(legs.map((leg) => leg.testsMs)) * 1e3) / 1e3,
    splits: [...splits].map(([key, how]) => ({ tier: key.split("\n")[0] ?? "", how })),
    mergeMs
  };
}
export {
  mergePartials
};
