import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  DEFAULT_RESULTS_PATH,
  writeResults
} from "./cli-chunk-6PHKATC7.js";
import {
  createTerminalReporter,
  defuseWorkflowCommands,
  renderFinalSummary,
  terminalOptionsFor
} from "./cli-chunk-H3UMK2TR.js";
import {
  buildResults,
  changedSinceBase,
  coverageAndTriageMs,
  coverageForTiers,
  coverageLimitsFor,
  discoverScripts,
  failsTheRun,
  gateBlockReason,
  noPhases,
  openSession,
  planTiers,
  rerunCommand,
  roundedPhases,
  testsToTriage,
  tiersForCoverage,
  timedCoverage,
  triageFailures
} from "./cli-chunk-X75OOVZ5.js";
import "./cli-chunk-EBXRPYV6.js";
import {
  VERSION
} from "./cli-chunk-QGHDR4GR.js";
import {
  ensureDirectory
} from "./cli-chunk-HTK4JMDN.js";
import {
  isFramework,
  listTests,
  preflightResultSchema,
  resultsSchema,
  runnerNamed,
  serviceResultSchema,
  testResultSchema,
  tierResultSchema
} from "./cli-chunk-5WQFVKAQ.js";
import {
  UsageError
} from "./cli-chunk-RN5MXAFM.js";
import "./cli-chunk-UWZEYOYF.js";
import {
  EXIT,
  exitCodeFor
} from "./cli-chunk-WY6TZE2W.js";
import {
  _enum,
  array,
  literal,
  loadConfig,
  number,
  object,
  record,
  string
} from "./cli-chunk-KUUEXE4X.js";
import {
  DEFAULT_CONFIG_PATH
} from "./cli-chunk-JFX3ZYDB.js";
import "./cli-chunk-F4DRHIDZ.js";
import "./cli-chunk-W62CTSZ5.js";
import "./cli-chunk-J3ZY42EI.js";
import "./cli-chunk-TIJRPXKD.js";
import {
  UserError,
  messageOf
} from "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-7R7BV2GB.js";
import "./cli-chunk-T23RE6E6.js";

// src/cli/shard-commands.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";

// src/shards/leg.ts
var MAX_LEGS = 64;
function parseLeg(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total || total > MAX_LEGS) {
    throw new UserError(
      `--shard takes i/N, the leg i of N counted from 1 (N at most ${MAX_LEGS}): got "${text}"`
    );
  }
  return { index, total };
}
var legName = (leg) => `${leg.index}/${leg.total}`;

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

// src/shards/split.ts
function splitByTime(units, times, total) {
  const known = units.map((unit) => times.get(unit)).filter((ms) => ms !== void 0);
  const mean = known.length > 0 ? known.reduce((sum, ms) => sum + ms, 0) / known.length : 1;
  const weighed = [...new Set(units)].map((unit) => ({ unit, ms: times.get(unit) ?? mean })).sort((a, b) => b.ms - a.ms || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
  const legs = Array.from({ length: total }, () => ({ units: [], expectedMs: 0 }));
  for (const { unit, ms } of weighed) {
    let least = 0;
    for (let index = 1; index < total; index++) {
      if ((legs[index]?.expectedMs ?? 0) < (legs[least]?.expectedMs ?? 0)) least = index;
    }
    const leg = legs[least];
    leg.units.push(unit);
    leg.expectedMs += ms;
  }
  for (const leg of legs) leg.units.sort();
  return legs;
}
function spreadOf(legMs) {
  if (legMs.length === 0) return 0;
  const mean = legMs.reduce((sum, ms) => sum + ms, 0) / legMs.length;
  return mean > 0 ? Math.max(...legMs) / mean - 1 : 0;
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

// src/shards/partial.ts
import { readFile } from "node:fs/promises";
var partialSchema = object({
  version: literal(1),
  kind: literal("fix-loop-partial"),
  tool: object({ name: literal("fix-loop"), version: string() }),
  leg: object({ index: number().int().positive(), total: number().int().positive() }),
  config: string(),
  startedAt: string(),
  finishedAt: string(),
  durationMs: number().nonnegative(),
  /** Every tier of the plan in order, those this leg had no share of included. */
  tierOrder: array(string()),
  preflight: preflightResultSchema,
  services: array(serviceResultSchema),
  tiers: array(tierResultSchema),
  tests: array(testResultSchema),
  phases: object({
    firstRunMs: number().nonnegative(),
    retryMs: number().nonnegative(),
    coverageInRunsMs: number().nonnegative().optional()
  }),
  /** The functions each re-run test called, by test id (coverage taken on the retries). */
  coverage: record(string(), array(string())),
  /** Each JUnit source's runner and tests, as the leg's reports named them. */
  learned: array(
    object({
      tier: string(),
      framework: string().nullable(),
      tests: array(
        object({
          id: string(),
          runnerId: string().nullable(),
          ref: object({
            name: string(),
            classname: string(),
            suite: string(),
            file: string().nullable(),
            line: number().int().nullable()
          })
        })
      )
    })
  ),
  splits: array(
    object({
      tier: string(),
      source: _enum(["script", "junit"]),
      how: _enum(["every-leg", "runner-option", "by-time", "by-count", "one-leg"]),
      units: number().int().nonnegative().nullable(),
      expectedMs: number().nonnegative().nullable()
    })
  )
});
async function readPartial(file) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new UserError(`cannot read the partial results ${file}: ${messageOf(error)}`, {
      cause: error
    });
  }
  const partial = partialSchema.safeParse(parsed);
  if (!partial.success) {
    const issue = partial.error.issues[0];
    throw new UserError(
      `${file} is not a leg's partial results (fix-loop verify --shard i/N writes them): ${issue?.path.join(".") || "its top"}: ${issue?.message}`
    );
  }
  return partial.data;
}

// src/shards/leg-plan.ts
import { createHash } from "node:crypto";

// src/shards/timings.ts
import { readFile as readFile2 } from "node:fs/promises";
async function readTimings(file) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile2(file, "utf8"));
  } catch (error) {
    throw new UserError(
      `cannot read the timings ${file} (${messageOf(error)}): give --timings an earlier run's results.json`,
      { cause: error }
    );
  }
  const results = resultsSchema.safeParse(parsed);
  if (!results.success) {
    throw new UserError(
      `the timings ${file} is not a fix-loop results.json: ${results.error.issues[0]?.message}`
    );
  }
  return timingsOf(results.data.tests);
}
function timingsOf(tests) {
  const byTier = /* @__PURE__ */ new Map();
  for (const test of tests) {
    if (test.runs === 0) continue;
    const list = byTier.get(test.tier) ?? [];
    list.push(test);
    byTier.set(test.tier, list);
  }
  return byTier;
}
function unitTimes(tests, unitOf) {
  const times = /* @__PURE__ */ new Map();
  for (const test of tests) {
    const unit = unitOf(test);
    if (unit !== null) times.set(unit, (times.get(unit) ?? 0) + test.durationMs);
  }
  return times;
}

// src/shards/leg-plan.ts
async function narrowPlanToLeg(plan, leg, timings, listing) {
  const splits = [];
  if (leg.total === 1) {
    for (const tier of plan)
      for (const source of tier.sources) splits.push(everyLeg(tier.name, source.kind));
    return splits;
  }
  for (const tier of plan) {
    const kept = [];
    for (const source of tier.sources) {
      const split = tier.onFailure === "stop" ? everyLeg(tier.name, source.kind) : source.kind === "script" ? narrowScripts(tier.name, source, leg, timings) : await narrowJunit(tier.name, source, leg, timings, listing);
      splits.push(split);
      if (split.units !== 0) kept.push(source);
    }
    tier.sources.splice(0, tier.sources.length, ...kept);
  }
  return splits;
}
function everyLeg(tier, source) {
  return { tier, source, how: "every-leg", units: null, expectedMs: null };
}
function narrowScripts(tier, source, leg, timings) {
  const times = unitTimes(
    timings?.get(tier) ?? [],
    (test) => test.kind === "script" ? test.id : null
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
    expectedMs: times.size > 0 ? Math.round(share.expectedMs) : null
  };
}
async function narrowJunit(tier, source, leg, timings, listing) {
  const runner = runnerNamed(source.learned.framework);
  const shard = runner?.shard;
  const times = shard ? unitTimes(
    (timings?.get(tier) ?? []).filter((test) => test.kind === "junit"),
    (test) => shard.unitOf(test)
  ) : /* @__PURE__ */ new Map();
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
    const split = await narrowByUnits(tier, source, runner, leg, /* @__PURE__ */ new Map(), listing);
    if (split) return split;
  }
  const chosen = oneLegFor(`${tier}
${source.command}`, leg.total);
  return {
    tier,
    source: "junit",
    how: "one-leg",
    units: chosen === leg.index ? null : 0,
    expectedMs: null
  };
}
async function narrowByUnits(tier, source, runner, leg, times, listing) {
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
    runnerIds: share.units
  });
  if (!plan.selective) return null;
  source.share = plan.command;
  return { tier, source: "junit", how, units: share.units.length, expectedMs };
}
function shareOf(legs, leg) {
  return legs[leg.index - 1];
}
function oneLegFor(key, total) {
  return createHash("sha256").update(key).digest().readUInt32BE(0) % total + 1;
}

// src/shards/run-leg.ts
async function runLeg(options) {
  const startedAt = /* @__PURE__ */ new Date();
  const changed = await changedSinceBase(options);
  const session = await openSession(options);
  try {
    const splits = await narrowPlanToLeg(session.plan, options.leg, options.timings, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      timeoutMs: 12e4,
      signal: options.signal,
      runAs: options.runAs
    });
    options.reporter?.phase?.("tests");
    const run = await session.runTiers(options.selection, {
      takeCoverage: true,
      coverageToName: (changed?.size ?? 0) > 0
    });
    const finishedAt = /* @__PURE__ */ new Date();
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
        [...run.coverage ?? /* @__PURE__ */ new Map()].map(([id, functions]) => [
          id,
          [...functions].sort()
        ])
      ),
      learned: learnedOf(session.plan),
      splits
    };
  } finally {
    await session.close();
    options.reporter?.phase?.("done");
  }
}
function learnedOf(plan) {
  return plan.flatMap(
    (tier) => tier.sources.filter((source) => source.kind === "junit").map((source) => ({
      tier: tier.name,
      framework: source.learned.framework,
      tests: [...source.learned.tests].map(([id, { ref, runnerId }]) => ({
        id,
        runnerId,
        ref
      }))
    }))
  );
}

// src/cli/shard-commands.ts
async function runLegCommand(args) {
  const leg = parseLeg(args.shard ?? "");
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const timings = args.timings ? await readTimings(path.resolve(args.cwd, args.timings)) : null;
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const partial = await runLeg({
    cwd: path.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    selection: { ids: args.tests, tiers: args.tiers },
    leg,
    timings,
    base: args.base
  });
  const file = path.resolve(
    args.cwd,
    args.json ?? `.fix-loop/partial-${leg.index}-of-${leg.total}.json`
  );
  await ensureDirectory(path.dirname(file));
  await writeFile(file, `${JSON.stringify(partial)}
`);
  const failed = partial.tests.filter((test) => test.status === "failed").length;
  console.log(
    `leg ${legName(leg)}: ${partial.tests.length} tests, ${failed} failed (triage waits for fix-loop merge)
partial results: ${file}`
  );
  if (!partial.preflight.ok || partial.services.some((service) => !service.healthy))
    return EXIT.gate;
  return failed > 0 ? EXIT.failed : EXIT.passed;
}
async function runMergeCommand(args) {
  if (args.partials.length === 0)
    throw new UsageError("merge takes the legs' partial results: fix-loop merge PARTIAL...");
  const partials = await Promise.all(
    args.partials.map((file2) => readPartial(path.resolve(process.cwd(), file2)))
  );
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const results = await mergePartials(partials, {
    cwd: path.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    base: args.base
  });
  const file = path.resolve(args.cwd, args.json ?? DEFAULT_RESULTS_PATH);
  await writeResults(file, results);
  console.log(defuseWorkflowCommands(renderFinalSummary(results, terminal.color)));
  const spread = results.shards ? Math.round(results.shards.spread * 100) : 0;
  console.log(
    `
${partials.length} legs merged in ${results.shards?.mergeMs ?? 0} ms, spread ${spread} %
results: ${file}`
  );
  return exitCodeFor(results);
}
export {
  runLegCommand,
  runMergeCommand
};
