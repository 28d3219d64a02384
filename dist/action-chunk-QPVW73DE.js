import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  withAgentUser
} from "./action-chunk-IATUB3UR.js";
import {
  agentEnvironment
} from "./action-chunk-CUX5RSPH.js";
import {
  ClaudeNotFoundError,
  resolveClaudeBinary
} from "./action-chunk-FZODLTNS.js";
import {
  flakyTargetGroups
} from "./action-chunk-3OD4VVDY.js";
import {
  openSession,
  refuseUnknownIds
} from "./action-chunk-BVDXIVB5.js";
import {
  buildResults,
  coverageAndTriageMs,
  coverageForTiers,
  coverageLimitsFor,
  knownGroupFor,
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
  roundedPhases
} from "./action-chunk-LG4XIEGI.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  execa
} from "./action-chunk-SH4BXFB7.js";
import {
  UserError
} from "./action-chunk-O2P565NO.js";

// src/triage/seen-groups.ts
function continueSeenGroups(found, seen) {
  if (seen.length === 0) return [...found];
  const continued = /* @__PURE__ */ new Map();
  const takers = /* @__PURE__ */ new Map();
  for (const group of found) {
    const earlier = knownGroupFor(seen, group);
    if (!earlier || !continues(group, earlier)) continue;
    continued.set(group, earlier);
    takers.set(earlier, (takers.get(earlier) ?? 0) + 1);
  }
  return found.map((group) => {
    const earlier = continued.get(group);
    if (!earlier || takers.get(earlier) !== 1) return group;
    const triage = group.triage ?? { merged: [], signatures: [], keptApart: null, culprit: null };
    const signatures = /* @__PURE__ */ new Set([...triage.signatures, ...earlier.triage?.signatures ?? []]);
    if (group.id !== earlier.id) signatures.add(group.id);
    signatures.delete(earlier.id);
    return {
      ...group,
      id: earlier.id,
      signature: earlier.signature,
      triage: {
        ...triage,
        culprit: earlier.triage?.culprit ?? triage.culprit,
        signatures: [...signatures].sort(),
        ...earlier.triage?.signatureFrom ? { signatureFrom: earlier.triage.signatureFrom } : {}
      }
    };
  });
}
function continues(group, earlier) {
  if (group.tier !== earlier.tier) return false;
  const tests = new Set(earlier.tests);
  if (!group.tests.every((id) => tests.has(id))) return false;
  const now = group.triage?.culprit;
  const then = earlier.triage?.culprit;
  return !now || then?.file === now.file && then.function === now.function;
}

// src/triage/triage-record.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
async function triageRecorded(tests, tierOrder, options, env = process.env) {
  const folder = env.FIX_LOOP_TRIAGE_RECORD;
  if (!folder) return triageFailures(tests, tierOrder, options);
  const runs = [];
  let collects = false;
  const inner = options.coverage;
  const coverage = inner ? {
    run: async (chosen, signal) => {
      const answered = await inner.run(chosen, signal);
      runs.push({
        asked: chosen.map((test) => test.id),
        answered: [...answered].map(([id, fns]) => [id, [...fns]])
      });
      return answered;
    },
    recordsCollection: (chosen) => {
      const records = inner.recordsCollection?.(chosen) ?? false;
      collects ||= records;
      return records;
    }
  } : null;
  const groups = await triageFailures(tests, tierOrder, { ...options, coverage });
  const record = {
    tests,
    tierOrder: [...tierOrder],
    root: options.root,
    coverageLimits: options.coverageLimits,
    taken: options.taken ? [...options.taken].map(([id, fns]) => [id, [...fns]]) : null,
    runs,
    hasCoverage: inner !== null && inner !== void 0,
    recordsCollection: collects,
    ...options.changed ? { changed: [...options.changed] } : {}
  };
  mkdirSync(folder, { recursive: true });
  const name = `${Date.now()}-${path.basename(options.root ?? "tree")}.json`;
  writeFileSync(path.join(folder, name), JSON.stringify(record));
  return groups;
}

// src/engine/verify.ts
async function runVerify(options) {
  const startedAt = /* @__PURE__ */ new Date();
  const changed = await changedSinceBase(options);
  const session = await openSession(options);
  try {
    options.reporter?.phase?.("tests");
    const run = await session.runTiers(options.selection, {
      takeCoverage: true,
      coverageToName: (changed?.size ?? 0) > 0
    });
    refuseUnknownIds(run, session.plan, options.signal);
    const coverage = timedCoverage(
      coverageForTiers(tiersForCoverage(session.plan), {
        cwd: options.cwd,
        env: options.env ?? process.env
      })
    );
    const triageStarted = performance.now();
    const named = options.selection?.ids ?? [];
    const flaky = flakyTargetGroups(run.tests, named, options.flakes);
    const failing = await triageRecorded(
      testsToTriage(run.tests, named, flaky),
      session.plan.map((tier) => tier.name),
      {
        root: options.cwd,
        coverage: coverage.runner,
        taken: run.coverage,
        changed,
        coverageLimits: coverageLimitsFor(session.plan, run.tiers, run.phases?.firstRunMs)
      }
    );
    const groups = [
      ...continueSeenGroups(failing, named.length > 0 ? options.selection?.seenGroups ?? [] : []),
      ...flaky
    ];
    const phases = {
      ...roundedPhases(run.phases),
      ...coverageAndTriageMs(coverage, triageStarted)
    };
    const reportStarted = performance.now();
    if (groups.length > 0) options.reporter?.groupsFound?.(groups);
    const results = buildResults({
      mode: "verify",
      configPath: options.configPath,
      startedAt,
      gates: session.gates,
      run,
      groups,
      phases
    });
    if (results.phases) results.phases.reportMs = Math.round(performance.now() - reportStarted);
    return results;
  } finally {
    await session.close();
    options.reporter?.phase?.("done");
  }
}

// src/action/checkout-credentials.ts
import { readFile, rm, writeFile } from "node:fs/promises";
import path2 from "node:path";
async function localEntries(cwd, pattern) {
  const result = await execa("git", ["config", "--local", "--get-regexp", pattern], {
    cwd,
    reject: false
  });
  if (result.exitCode !== 0) return [];
  return String(result.stdout).split("\n").filter(Boolean).map((line) => {
    const space = line.indexOf(" ");
    return space < 0 ? { key: line, value: "" } : { key: line.slice(0, space), value: line.slice(space + 1) };
  });
}
async function hideCheckoutCredentials(cwd) {
  const headers = await localEntries(cwd, "^http\\..*\\.extraheader$");
  const includes = (await localEntries(cwd, "^includeif\\..*\\.path$")).filter(
    (entry) => /^git-credentials-.*\.config$/.test(path2.basename(entry.value))
  );
  const files = /* @__PURE__ */ new Map();
  for (const include of includes) {
    const content = await readFile(include.value, "utf8").catch(() => null);
    if (content !== null) files.set(include.value, content);
  }
  const entries = [...headers, ...includes];
  for (const key of new Set(entries.map((entry) => entry.key))) {
    await hardenedGit(cwd, ["config", "--local", "--unset-all", key]);
  }
  for (const file of files.keys()) await rm(file, { force: true });
  return {
    count: entries.length,
    async restore() {
      for (const [file, content] of files) await writeFile(file, content, { mode: 384 });
      for (const entry of entries)
        await hardenedGit(cwd, ["config", "--local", "--add", entry.key, entry.value]);
    }
  };
}

// src/action/claude-install.ts
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path3 from "node:path";
var PACKAGE = "@anthropic-ai/claude-code";
var ClaudeInstallError = class extends UserError {
  name = "ClaudeInstallError";
};
async function findOrInstallClaude(options) {
  try {
    return await resolveClaudeBinary({
      configPath: options.configPath,
      env: options.env,
      cwd: options.cwd
    });
  } catch (error) {
    if (!(error instanceof ClaudeNotFoundError) || options.configPath || options.env.FIX_LOOP_CLAUDE)
      throw error;
  }
  const prefix = path3.join(options.toolCache, "fix-loop-claude", options.version);
  const installed = path3.join(prefix, "node_modules", ".bin", "claude");
  if (await isExecutable(installed)) return { path: installed, source: "tool cache" };
  await installClaude(prefix, options.version, options.env);
  if (!await isExecutable(installed)) {
    throw new Error(
      `npm installed ${PACKAGE}@${options.version} but ${installed} is missing or not executable`
    );
  }
  return { path: installed, source: "installed" };
}
async function installClaude(prefix, version, env) {
  const result = await execa(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `${PACKAGE}@${version}`
    ],
    { env, reject: false, all: true, stdin: "ignore" }
  );
  if (result.exitCode !== 0) {
    const tail = (result.all ?? "").split("\n").slice(-15).join("\n");
    throw new ClaudeInstallError(
      `could not install ${PACKAGE}@${version} with npm (exit ${result.exitCode}). Check the claude-version input, or install Claude Code in an earlier step so \`claude\` is on PATH.
${tail}`
    );
  }
}
async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// src/action/run-engine.ts
async function runEngine(run, reporter, io, env, history) {
  const selection = run.inputs.tests.length > 0 ? { ids: run.inputs.tests } : {};
  const engine = {
    cwd: run.cwd,
    config: run.config,
    configPath: run.inputs.config,
    reporter,
    env: agentEnvironment(env),
    selection,
    quarantine: history.quarantine,
    flakes: history.flakes,
    base: run.base
  };
  if (!run.needs.agent && run.inputs.partials) {
    const { mergePartials } = await import("./action-merge-TO5VYIMX.js");
    const { readPartialsIn } = await import("./action-partials-folder-32PT62KQ.js");
    return mergePartials(await readPartialsIn(run.inputs.partials), engine);
  }
  if (!run.needs.agent) return runVerify(engine);
  const { runFix } = await import("./action-run-fix-NR7F5HTP.js");
  return withTheAgent(
    run,
    io,
    env,
    (agent) => runFix({
      ...engine,
      ...agent,
      groups: run.inputs.groups,
      maxAttempts: run.inputs.maxAttempts ?? void 0,
      strategy: run.inputs.strategy ?? void 0,
      commit: false
    })
  );
}
async function withTheAgent(run, io, env, work) {
  const claude = await findOrInstallClaude({
    version: run.inputs.claudeVersion,
    toolCache: run.context.toolCache,
    cwd: run.cwd,
    configPath: run.config.fix.claude.path,
    env
  });
  io.info(`Claude Code: ${claude.path} (${claude.source})`);
  const hidden = await hideCheckoutCredentials(run.cwd);
  if (hidden.count > 0)
    io.info(
      `checkout's git credentials are hidden from the agent while it works (${hidden.count})`
    );
  const report = (choice) => choice.warning ? io.warning(choice.note) : io.info(choice.note);
  try {
    return await withAgentUser(
      run.inputs.agentUser,
      report,
      (runAs) => work({
        claudePath: claude.path,
        agentEnv: agentEnvironment(env, { anthropicApiKey: run.anthropicApiKey }),
        budgetUsd: run.inputs.budgetUsd ?? void 0,
        runAs,
        runAsOrSelf: run.inputs.agentUser === "auto"
      })
    );
  } finally {
    await hidden.restore();
  }
}

export {
  runEngine,
  withTheAgent
};
