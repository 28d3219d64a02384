import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  legName,
  parseLeg,
  splitByTime
} from "./action-chunk-4XVKV7R6.js";
import {
  ensureDirectory
} from "./action-chunk-US4X5UHY.js";
import {
  readHistoryLists
} from "./action-chunk-VXLC4XJX.js";
import {
  agentEnvironment,
  createLogReporter,
  runSetup
} from "./action-chunk-CUX5RSPH.js";
import "./action-chunk-YFYI6MFD.js";
import "./action-chunk-HSFL4P7M.js";
import {
  openSession
} from "./action-chunk-BVDXIVB5.js";
import "./action-chunk-TF5LRJH7.js";
import {
  changedSinceBase
} from "./action-chunk-V52JLOPO.js";
import {
  rerunCommand,
  roundedPhases
} from "./action-chunk-LG4XIEGI.js";
import {
  listTests,
  runnerNamed
} from "./action-chunk-SS2VXKTL.js";
import {
  uploadArtifact
} from "./action-chunk-L2DGLJC4.js";
import "./action-chunk-IWEHKMLI.js";
import "./action-chunk-BPJEQ3KB.js";
import {
  VERSION
} from "./action-chunk-SLG3UUXN.js";
import {
  resultsSchema
} from "./action-chunk-KIINKITQ.js";
import "./action-chunk-L3ZJB5CU.js";
import "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/action/modes/verify/leg.ts
import { access, writeFile } from "node:fs/promises";
import path from "node:path";

// src/shards/leg-plan.ts
import { createHash } from "node:crypto";

// src/shards/timings.ts
import { readFile } from "node:fs/promises";
async function readTimings(file) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
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

// src/action/modes/verify/leg.ts
var partialArtifactName = (index) => `fix-loop-partial-${index}`;
async function runLegAndUpload(prepared, io, env) {
  const leg = parseLeg(prepared.inputs.shard ?? "");
  const history = await readHistoryLists(prepared, io, env);
  const log = (text) => io.info(text);
  await runSetup(prepared.inputs.setup, prepared.cwd, agentEnvironment(env), log, prepared.redact);
  const timings = await timingsIfAny(prepared.inputs.timings, io);
  const reporter = createLogReporter(io, prepared.redact, { verbose: prepared.inputs.verbose });
  const partial = await runLeg({
    cwd: prepared.cwd,
    config: prepared.config,
    configPath: prepared.inputs.config,
    reporter,
    env: agentEnvironment(env),
    selection: prepared.inputs.tests.length > 0 ? { ids: prepared.inputs.tests } : {},
    quarantine: history.quarantine,
    leg,
    timings,
    base: prepared.base
  }).finally(() => reporter.close());
  const folder = path.join(prepared.cwd, ".fix-loop");
  const file = path.join(folder, `partial-${leg.index}-of-${leg.total}.json`);
  await ensureDirectory(folder);
  await writeFile(file, `${JSON.stringify(partial)}
`);
  const failed = partial.tests.filter((test) => test.status === "failed").length;
  io.info(
    `leg ${legName(leg)}: ${partial.tests.length} tests, ${failed} failed; the merge triages them`
  );
  const uploaded = await uploadArtifact(partialArtifactName(leg.index), [file], folder, env);
  if (!uploaded.uploaded)
    io.setFailed(`the leg's partial results were not uploaded: ${uploaded.reason}`);
}
async function timingsIfAny(file, io) {
  if (!file) return null;
  try {
    await access(file);
  } catch {
    io.info(`no timings at ${file} yet: the legs split by count`);
    return null;
  }
  return readTimings(file);
}
export {
  partialArtifactName,
  runLegAndUpload
};
