import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  PlanError,
  ProjectSource,
  changedFiles,
  checkFrameworkDead,
  checkFrameworkLive,
  commandTestPaths,
  frameworkOfEntry,
  holdFrameworkTests,
  inspectGenerated,
  namesInEntry,
  parsePlan,
  pathsTakeIn,
  readTreeState,
  reviewSummary,
  stampFrameworkTests,
  tierTarget,
  tryGenerated
} from "./action-chunk-R537CPXM.js";
import {
  allTestFileGlobs,
  isFrameworkTestFile,
  styleOf
} from "./action-chunk-ZPEF6LW5.js";
import {
  FixRun,
  restoreSnapshot,
  runAgentAttempt,
  takeSnapshot,
  withAgentSession
} from "./action-chunk-SILCSG7P.js";
import "./action-chunk-CXC7LVYG.js";
import {
  MANIFEST_FILE,
  PATCH_FILE,
  PLAN_GROUP,
  RESULTS_FILE,
  bundleArtifactName,
  bundlesFolder,
  createBundle,
  emptyPlanReport,
  planReportSchema
} from "./action-chunk-TL5577HI.js";
import "./action-chunk-YO45D3B2.js";
import {
  withTheAgent
} from "./action-chunk-QPVW73DE.js";
import "./action-chunk-IATUB3UR.js";
import {
  agentEnvironment,
  createLogReporter,
  runSetup
} from "./action-chunk-CUX5RSPH.js";
import "./action-chunk-HSFL4P7M.js";
import {
  LOCAL_TOOLS
} from "./action-chunk-FZODLTNS.js";
import "./action-chunk-3OD4VVDY.js";
import "./action-chunk-BVDXIVB5.js";
import "./action-chunk-TF5LRJH7.js";
import "./action-chunk-I5SA34UK.js";
import "./action-chunk-V52JLOPO.js";
import "./action-chunk-M7GGYWWG.js";
import {
  parseScriptHeader
} from "./action-chunk-LG4XIEGI.js";
import "./action-chunk-SS2VXKTL.js";
import {
  uploadArtifact
} from "./action-chunk-L2DGLJC4.js";
import "./action-chunk-IWEHKMLI.js";
import {
  PENDING_SUFFIX,
  readFrameworkStamp
} from "./action-chunk-BPJEQ3KB.js";
import {
  VERSION,
  glob,
  planHashOf,
  reviewStateOf,
  stampScript
} from "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import {
  runContextOf
} from "./action-chunk-4MHNC636.js";
import "./action-chunk-L3ZJB5CU.js";
import {
  nearestWord
} from "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
import "./action-chunk-OWCGBQU3.js";
import "./action-chunk-ZFOPFNEN.js";
import {
  UserError
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/action/modes/plan/run-plan-mode.ts
import path from "node:path";

// src/plan/run-plan.ts
import { readFile as readFile5, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import { relative as relative2, resolve as resolve4 } from "node:path";

// src/plan/before-session.ts
async function checkBeforeSession(entries, frameworks, config, file, cwd) {
  const scripts = entries.filter((entry) => !frameworks.get(entry));
  for (const target of scriptTargets(scripts, config)) {
    const why = unwritable(target.glob);
    if (why)
      throw new PlanError(
        `tier ${target.tier}'s tests: glob ${target.glob} ${why}, so a plan session cannot write its scripts there: give the tier a glob inside the project, such as .fix-loop/tests/${target.tier}/*.sh`
      );
  }
  const stoppable = Object.entries(config.services).filter(([, service]) => Boolean(service.start)).map(([name]) => name);
  const [firstScript] = scripts;
  if (firstScript && stoppable.length === 0)
    throw new PlanError(
      `${file}:${firstScript.line}: ${firstScript.id} would be a script with nothing to check it against: fix-loop keeps a generated script only once it fails with its service stopped, and the config declares no service with a start: command`
    );
  let source = null;
  for (const entry of entries) {
    const tier = frameworks.get(entry);
    if (!tier) continue;
    const requires = entry.requires ?? tier.requires;
    const cannot = requires.filter((name) => !stoppable.includes(name));
    if (cannot.length > 0)
      throw new PlanError(
        `${file}:${entry.line}: ${entry.id} requires ${cannot.join(", ")}, which fix-loop cannot stop (no start: command), so its ${tier.framework} test could not be checked to fail against a dead one: add "Requires: <service>" naming a service with a start: command`
      );
    if (requires.length > 0) continue;
    source ??= await ProjectSource.of(cwd);
    const named = namesInEntry(entry);
    if ((await source.find(named)).length === 0)
      throw new PlanError(
        `${file}:${entry.line}: ${entry.id} requires no service and names no function of the project's source (${named.length === 0 ? "it names none" : `${named.join(", ")}: defined in no source file`}), so its ${tier.framework} test could be checked neither against a dead service nor against a mutant: add "Function: <name>" naming the function it exercises, or "Requires: <service>"`
      );
  }
}
function scriptTargets(entries, config) {
  const tiers = new Set(
    entries.some((entry) => entry.tier === null) ? config.tiers.map((tier) => tier.name) : entries.map((entry) => entry.tier)
  );
  return [...tiers].map((tier) => tierTarget(config, tier)).filter((target) => target !== null);
}
function unwritable(glob2) {
  if (glob2.startsWith("/")) return "is absolute";
  const parts = glob2.split("/");
  if (parts.includes("..")) return "reaches outside the project";
  if (parts[0] === ".github")
    return "is under .github/, which no session may write (workflows run with the repository's secrets)";
  if (parts[0] === ".git") return "is under .git/, which no session may write";
  return null;
}

// src/plan/entry-targets.ts
function checkEntryTargets(entries, frameworks, config, file) {
  const tiers = config.tiers.map((tier) => tier.name);
  const services2 = Object.keys(config.services);
  for (const entry of entries) {
    const where2 = `${file}:${entry.line}`;
    if (entry.tier !== null && !frameworks.get(entry) && !tierTarget(config, entry.tier)) {
      const known = tiers.includes(entry.tier);
      throw new PlanError(
        known ? `${where2}: ${entry.id} names tier ${entry.tier}, which has no tests: glob for scripts and runs no framework fix-loop writes tests for: name another tier, or give ${entry.tier} a tests: glob` : `${where2}: ${entry.id} names tier ${entry.tier}, which the config does not declare${hint(entry.tier, tiers)} (tiers: ${tiers.join(", ") || "none"})`
      );
    }
    const unknown = (entry.requires ?? []).filter((name) => !services2.includes(name));
    if (unknown.length > 0) {
      const [first] = unknown;
      throw new PlanError(
        `${where2}: ${entry.id} requires ${unknown.join(", ")}, which the config does not declare under services:${first ? hint(first, services2) : ""} (services: ${services2.join(", ") || "none"})`
      );
    }
  }
}
function hint(word, candidates) {
  const near = nearestWord(word, candidates);
  return near ? ` (did you mean ${near}?)` : "";
}

// src/plan/existing-framework-tests.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
async function existingFrameworkTests(cwd) {
  const globs = allTestFileGlobs();
  const files = await glob([...globs, ...globs.map((pattern) => `${pattern}${PENDING_SUFFIX}`)], {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: ["**/node_modules/**", "**/.git/**"]
  });
  const found = await Promise.all(
    [...new Set(files)].sort().map(async (file) => {
      const text = await readFile(resolve(cwd, file), "utf8").catch(() => "");
      const stamp2 = readFrameworkStamp(text);
      if (!stamp2.id) return null;
      return { id: stamp2.id, file, text, planHash: stamp2.planHash, review: stamp2.review };
    })
  );
  return found.filter((test) => test !== null);
}

// src/plan/existing-scripts.ts
import { readFile as readFile2 } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";
async function existingScripts(cwd, config) {
  const patterns = [...config.tiers.flatMap((tier) => tier.tests ?? []), ...config.tests ?? []];
  const files = await glob(patterns, {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: ["**/node_modules/**", "**/.git/**"]
  });
  const scripts = await Promise.all(
    [...new Set(files)].sort().map(async (file) => {
      const text = await readFile2(resolve2(cwd, file), "utf8").catch(() => "");
      const header = parseScriptHeader(text, file);
      return { id: header.id, file, text, planHash: planHashOf(text), review: reviewStateOf(text) };
    })
  );
  return scripts;
}

// src/plan/framework-batch.ts
import { readFile as readFile3 } from "node:fs/promises";
import { dirname, extname, resolve as resolve3 } from "node:path";
var EXAMPLES = 2;
var IGNORED = ["**/node_modules/**", "**/.git/**", "**/.venv/**", "**/venv/**"];
async function frameworkBatch(cwd, tier) {
  const files = await glob(styleOf(tier.framework).testFiles, {
    cwd,
    dot: false,
    onlyFiles: true,
    ignore: IGNORED
  });
  const examples2 = [];
  const given = commandTestPaths(tier.command, tier.framework);
  for (const file of files.sort()) {
    if (examples2.length === EXAMPLES) break;
    if (!pathsTakeIn(given, file, tier.framework)) continue;
    const text = await readFile3(resolve3(cwd, file), "utf8").catch(() => null);
    if (text === null || readFrameworkStamp(text).id !== null) continue;
    examples2.push({ file, text: text.slice(0, 3e3) });
  }
  const first = examples2[0]?.file;
  const named = given.find((path2) => !extname(path2));
  const folder = first ? dirname(first) : named?.replace(/^\.\//, "").replace(/\/+$/, "") ?? "tests";
  return { ...tier, folder: folder || ".", examples: examples2 };
}

// src/plan/generate.ts
import { chmod, mkdir, mkdtemp, readFile as readFile4, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname as dirname2, join, relative } from "node:path";

// src/plan/plan-prompt.ts
function planPrompt(input) {
  return [
    "You are writing executable test scripts for this project from its prose test plan. Each plan",
    "entry below becomes exactly one script; a program runs the scripts many times, so they must",
    "decide pass or fail by themselves, without you.",
    "",
    "## Where to write",
    where(input),
    "Write one new file per entry, named after its id in lower case (bt-001-health.sh). Change no",
    "other file: not the existing tests, not the code, not the config. Do not write a script for an",
    "id that is not listed below.",
    "",
    "## The contract every script follows",
    "- line 1 a shebang (#!/usr/bin/env bash), and the file executable (chmod +x);",
    "- header comments: `# TEST: <id> - <title>`, `# TIER: <tier>`, `# REQUIRES: <services, comma",
    "  separated>`, `# TIMEOUT: <seconds>`, `# PLAN-HASH: <the entry's hash below>`;",
    "- exit 0 when the expected result holds, non-zero otherwise;",
    "- print `PASS: <what held>` when it passes; when it fails print `FAIL: <what did not hold>` and",
    "  one or more `EVIDENCE: <what was seen>` lines (the status, the body, the error);",
    "- with a service it REQUIRES stopped, it must fail (non-zero, with EVIDENCE:): never exit 0 on",
    "  a connection error. fix-loop checks this by stopping the services and running it.",
    "",
    "## The project",
    services(input.config),
    "",
    ...examples(input.examples),
    "## The plan entries",
    ...input.entries.map(entryText)
  ].join("\n");
}
function where(input) {
  if (input.tier !== null) {
    const target = input.targets.find((candidate) => candidate.tier === input.tier);
    return `Tier "${input.tier}": write the scripts in ${target?.folder}/ (they must match the glob ${target?.glob}).`;
  }
  return [
    "These entries name no tier: choose one for each from the tiers below, write the script in that",
    "tier's folder and name the tier in its # TIER: header.",
    ...input.targets.map((target) => `- ${target.tier}: ${target.folder}/ (glob ${target.glob})`)
  ].join("\n");
}
function services(config) {
  const names = Object.entries(config.services);
  if (names.length === 0) return "The config declares no services.";
  return [
    "Services (name: health probe), the names REQUIRES uses:",
    ...names.map(([name, service]) => `- ${name}: ${service.health}`)
  ].join("\n");
}
function examples(list, heading = "Existing scripts of this project, as examples of its style:") {
  if (list.length === 0) return [];
  return [
    heading,
    ...list.flatMap((example) => [`### ${example.file}`, "```", example.text.trimEnd(), "```"]),
    ""
  ];
}
function entryText(entry) {
  return [
    `### ${entry.id} - ${entry.title}`,
    `PLAN-HASH: ${entry.hash}`,
    ...entry.tier ? [`Tier: ${entry.tier}`] : [],
    `Requires: ${entry.requires ? entry.requires.join(", ") : "(choose from the services above)"}`,
    ...entry.functions ? [`Function: ${entry.functions.join(", ")}`] : [],
    entry.steps ? `Steps:
${entry.steps}` : "",
    `Expected: ${entry.expected}`,
    ""
  ].join("\n");
}

// src/plan/framework-prompt.ts
function frameworkPrompt(input) {
  const { framework: batch } = input;
  const style = styleOf(batch.framework);
  return [
    `You are writing ${batch.framework} tests for this project from its prose test plan. Each plan`,
    "entry below becomes exactly one test file; the project's test runner runs them many times, so",
    "each test must decide pass or fail by itself, without you.",
    "",
    "## Where to write",
    `Tier "${batch.tier}" runs: \`${batch.command}\``,
    `Write one new file per entry in ${batch.folder}/, named after its id in lower case so that command`,
    `collects it (such as ${style.fileExample}). Change no other file: not the existing tests, not the`,
    "code, not the config, no shared fixtures. Do not write a test for an id that is not listed below.",
    "",
    "## What each file holds",
    `- ${batch.framework} tests, written like the project's own tests below;`,
    `- every test's name starts with the entry's id, such as \`${style.testExample}\`:`,
    "  fix-loop reads the id from the JUnit report of running the file, so a test without it does",
    "  not count, and a file with tests of two ids is refused;",
    "- the test passes when the expected result holds and fails otherwise, with an assertion",
    "  message that says what was seen (the status, the body, the error);",
    "- with a service the entry requires stopped, the test must fail, never pass or skip on a",
    "  connection error. fix-loop checks this by stopping the services and running the file.",
    "- an entry that requires no service tests the project's code itself: call the functions it",
    "  names and assert their exact results, so a wrong implementation fails. fix-loop checks",
    "  this by running the file against small changes to those functions (a `<` made `<=`, a",
    "  negated condition, swapped arguments); a test none of them makes fail is refused.",
    "",
    "## The project",
    services(input.config),
    "",
    ...examples(batch.examples, `Existing ${batch.framework} tests of this project, as examples:`),
    "## The plan entries",
    ...input.entries.map(entryText)
  ].join("\n");
}

// src/plan/generate.ts
var TEST_LINE = /^\s*#\s*TEST\s*:/im;
function keptFileTest(batch) {
  const framework = batch.framework?.framework;
  if (framework) return (file) => isFrameworkTestFile(framework, file);
  return (_, text) => TEST_LINE.test(text.split("\n", 40).join("\n"));
}
async function generateBatches(run, batches, context, untouchable, copy) {
  const sessions = [];
  const step = planStep(run);
  for (const batch of batches) {
    const cwd = run.options.cwd;
    const before = await readTreeState(cwd);
    const snapshot = copy ? null : await takeSnapshot(cwd);
    const stateDir = await mkdtemp(join(tmpdir(), "fix-loop-plan-"));
    try {
      const caps = run.budget.capsFor({ usd: step.budgetUsd ?? null, timeoutMs: step.timeoutMs });
      const agent = await runAgentAttempt(run, {
        prompt: batch.framework ? frameworkPrompt({ ...context, ...batch, framework: batch.framework }) : planPrompt({ ...context, ...batch }),
        step,
        stateDir,
        caps,
        jsonSchema: null,
        protectedGlobs: [".github/**", ".fix-loop/**", ...untouchable],
        // Its new scripts may go where its tier's glob looks, even under .fix-loop/ (the
        // documented layout); no existing file there may be written.
        newFileGlobs: batch.framework ? [] : scriptTargets(batch.entries, run.options.config).map((target) => target.glob)
      });
      run.budget.spend(agent.costUsd);
      const isTest = keptFileTest(batch);
      const kept = snapshot ? await keepOnlyNewScripts(
        cwd,
        snapshot,
        changedFiles(before, await readTreeState(cwd)),
        before,
        isTest
      ) : await keepOnlyNewScriptsOfCopy(copy, cwd, before, isTest);
      sessions.push({ ...batch, agent, ...kept });
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  }
  return sessions;
}
function planStep(run) {
  const first = run.setup.ladder[0];
  if (!first) throw new Error("the strategy ladder is empty");
  return { ...first, name: "plan", tools: [...LOCAL_TOOLS], brief: "", promptFile: null };
}
async function keepOnlyNewScripts(cwd, snapshot, changed, before, isTest) {
  const scripts = [];
  const undone = [];
  for (const file of changed) {
    const path2 = join(cwd, file);
    const text = before.has(file) ? null : await readFile4(path2, "utf8").catch(() => null);
    if (text !== null && isTest(file, text)) {
      scripts.push({ file, text, mode: (await stat(path2)).mode & 511 });
    } else undone.push(file);
  }
  await restoreSnapshot(snapshot);
  for (const script of scripts) {
    const path2 = join(cwd, script.file);
    await mkdir(dirname2(path2), { recursive: true });
    await writeFile(path2, script.text);
    await chmod(path2, script.mode);
  }
  return { changed: [...changed], undone };
}
async function keepOnlyNewScriptsOfCopy(copy, cwd, before, isTest) {
  const changes = await copy.changes([]);
  const fromCwd = (name) => relative(cwd, join(copy.top, name));
  const scripts = [];
  const others = [];
  for (const name of changes.files) {
    const text = before.has(fromCwd(name)) ? null : await copy.textInCopy(name);
    if (text !== null && isTest(fromCwd(name), text)) scripts.push(name);
    else others.push(name);
  }
  await copy.keep(scripts);
  const changed = [...changes.files, ...changes.ignoredRestored].map(fromCwd).sort();
  return { changed, undone: [...others, ...changes.ignoredRestored].map(fromCwd).sort() };
}

// src/plan/run-plan.ts
var EXAMPLES2 = 2;
var PlanGateError = class extends UserError {
  name = "PlanGateError";
  constructor(gates) {
    const failed = [
      ...gates.preflight.problems.map(
        (problem) => problem.kind === "model" ? "the model's credential" : `preflight (${problem.name})`
      ),
      ...gates.services.filter((service) => !service.healthy).map((s) => `service ${s.name}`)
    ];
    super(
      `plan stopped before writing anything: ${failed.join(", ")} failed (see above); it needs the model and the live services to write and check tests`
    );
  }
};
async function runPlan(options) {
  const planPath = resolve4(options.cwd, options.planFile);
  const planName = relative2(options.cwd, planPath);
  const text = await readFile5(planPath, "utf8").catch((error) => {
    throw new PlanError(
      `cannot read the plan ${planName} (${error.code ?? error.message}): give its path relative to the project root`
    );
  });
  const entries = parsePlan(text, planName);
  const frameworks = new Map(
    entries.map((entry) => [entry, frameworkOfEntry(entry, options.config, planName)])
  );
  checkEntryTargets(entries, frameworks, options.config, planName);
  const existing = [
    ...await existingScripts(options.cwd, options.config),
    ...await existingFrameworkTests(options.cwd)
  ];
  const report = emptyPlanReport(planName);
  const { todo, replaced } = whatToGenerate(entries, existing, options.force ?? false, report);
  if (todo.length === 0) return report;
  const targets = options.config.tiers.map((tier) => tierTarget(options.config, tier.name)).filter((target) => target !== null);
  const context = {
    targets,
    config: options.config,
    examples: existing.filter((script) => script.review === null).slice(0, EXAMPLES2).map((script) => ({ file: script.file, text: script.text.slice(0, 3e3) }))
  };
  const untouchable = [
    planName,
    ...existing.map((script) => script.file).filter((file) => !replaced.has(file))
  ];
  let held = [];
  await withAgentSession(
    { ...options, emptyGlobsAllowed: true },
    async (agentOptions, setup, session, copy) => {
      if (!session.gates.passed) throw new PlanGateError(session.gates);
      await checkBeforeSession(todo, frameworks, options.config, planName, options.cwd);
      for (const file of replaced) await rm2(resolve4(options.cwd, file), { force: true });
      await copy?.undo([...replaced].map((file) => relative2(copy.top, resolve4(options.cwd, file))));
      const run = new FixRun(agentOptions, session, setup, []);
      const batches = await batchesOf(todo, frameworks, options.cwd);
      const sessions = await generateBatches(run, batches, context, untouchable, copy);
      report.sessions = sessions.map(sessionSummary(options));
      const scriptSessions = sessions.filter((one) => !one.framework);
      const inspection = await inspectGenerated(
        scriptSessions,
        entries,
        options.config,
        options.cwd
      );
      held = await holdFrameworkTests(sessions, options.cwd);
      const tryContext = {
        cwd: agentOptions.cwd,
        env: agentOptions.env ?? process.env,
        runAs: agentOptions.runAs ?? null,
        config: options.config,
        session
      };
      await tryGenerated(inspection.tests, tryContext);
      const unwritten = await checkFrameworkLive(held, entries, tryContext);
      report.tests = [...inspection.tests, ...held.map((one) => one.test)];
      report.missing = [...inspection.missing, ...unwritten].map((entry) => ({
        id: entry.id,
        title: entry.title
      }));
      await checkFrameworkDead(held, tryContext);
    }
  );
  const scripts = report.tests.filter((test) => !test.framework);
  await Promise.all(scripts.map((test) => stamp(options.cwd, test)));
  await stampFrameworkTests(held, options.cwd);
  return report;
}
function whatToGenerate(entries, existing, force, report) {
  const todo = [];
  const replaced = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    const script = existing.find((candidate) => candidate.id === entry.id);
    if (!script) todo.push(entry);
    else if (script.planHash === entry.hash) report.unchanged.push(entry.id);
    else if (!force) report.kept.push({ id: entry.id, file: script.file });
    else {
      replaced.add(script.file);
      todo.push(entry);
    }
  }
  return { todo, replaced };
}
async function batchesOf(entries, frameworks, cwd) {
  const batches = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const of = frameworks.get(entry) ?? null;
    const tier = of?.tier ?? entry.tier;
    const key = `${tier}\0${of?.framework ?? "script"}`;
    const batch = batches.get(key) ?? { tier, entries: [], of };
    batch.entries.push(entry);
    batches.set(key, batch);
  }
  return Promise.all(
    [...batches.values()].map(async ({ of, ...batch }) => ({
      ...batch,
      framework: of ? await frameworkBatch(cwd, of) : null
    }))
  );
}
function sessionSummary(options) {
  return (session) => ({
    tier: session.tier,
    ids: session.entries.map((entry) => entry.id),
    costUsd: session.agent.costUsd,
    turns: session.agent.turns,
    toolCalls: session.agent.toolCalls,
    error: session.agent.end === "finished" ? null : session.agent.detail ?? session.agent.end,
    guards: { mode: options.config.fix.guards.mode, fired: session.agent.guardsFired }
  });
}
async function stamp(cwd, test) {
  const path2 = resolve4(cwd, test.file);
  const text = await readFile5(path2, "utf8").catch(() => null);
  if (text === null) return;
  const state = test.status === "refused" ? "refused" : "pending";
  await writeFile2(path2, stampScript(text, test.planHash ?? "none", state, test.reasons[0] ?? ""));
}

// src/action/modes/plan/plan-results.ts
function planResults(report, run, startedAt) {
  const pending = report.tests.filter((test) => test.status === "pending").length;
  const refused = report.tests.length - pending;
  const finishedAt = /* @__PURE__ */ new Date();
  return {
    version: 1,
    tool: { name: "fix-loop", version: VERSION },
    mode: "verify",
    outcome: "passed",
    headline: `plan ${report.plan}: ${pending} generated test(s) wait for review, ${refused} refused, ${report.missing.length} missing`,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    config: run.inputs.config,
    preflight: { ok: true, problems: [] },
    services: [],
    tiers: [],
    tests: [],
    groups: [],
    attempts: [],
    trust: { score: null, agreed: 0, total: 0 },
    breaker: { state: "closed", reason: null },
    run: runContextOf(run.context, run.head),
    phases: null
  };
}

// src/action/modes/plan/run-plan-mode.ts
async function runPlanMode(run, io, env) {
  const planFile = run.inputs.plan;
  if (!planFile)
    throw new UserError("plan mode needs the input plan: the markdown test plan's path");
  if (!run.head)
    throw new UserError(
      "plan mode needs a checkout of the pinned commit: run actions/checkout first"
    );
  const startedAt = /* @__PURE__ */ new Date();
  await runSetup(run.inputs.setup, run.cwd, agentEnvironment(env), (t) => io.info(t), run.redact);
  const reporter = createLogReporter(io, run.redact, { verbose: run.inputs.verbose });
  const report = await withTheAgent(
    run,
    io,
    env,
    (agent) => runPlan({
      cwd: run.cwd,
      config: run.config,
      configPath: run.inputs.config,
      reporter,
      env: agentEnvironment(env),
      planFile,
      ...agent
    })
  ).finally(() => reporter.close());
  const review = run.redact(reviewSummary(report));
  await io.appendSummary(review);
  const pending = report.tests.filter((test) => test.status === "pending");
  io.setOutput("generated", JSON.stringify(pending.map((test) => test.id)));
  const problems = [
    ...report.tests.filter((test) => test.status === "refused").map((test) => `${test.id} (${test.file}) refused: ${run.redact(test.reasons.join("; "))}`),
    ...report.missing.map((entry) => `${entry.id}: no script was written`)
  ];
  for (const problem of problems) io.warning(problem);
  if (pending.length === 0) {
    io.setFailed(`fix-loop plan: no generated test passed the checks; nothing to review`);
    return;
  }
  const folder = bundlesFolder(run, env);
  const created = await createBundle({
    cwd: run.cwd,
    baseSha: run.head,
    results: planResults(report, run, startedAt),
    group: PLAN_GROUP,
    outDir: folder,
    files: pending.map((test) => test.file),
    redact: run.redact,
    plan: { report: planReportSchema.parse(report), review }
  });
  io.info(`plan bundle ${created.dir} (sha256 ${created.sha256}): ${pending.length} script(s)`);
  io.setOutput("bundles", folder);
  io.setOutput("bundled-groups", JSON.stringify([PLAN_GROUP]));
  const name = bundleArtifactName(PLAN_GROUP);
  const files = [MANIFEST_FILE, PATCH_FILE, RESULTS_FILE].map((f) => path.join(created.dir, f));
  const upload = await uploadArtifact(name, files, created.dir, env);
  if (upload.uploaded) io.info(`uploaded it as the artifact ${name}`);
  else io.warning(`the plan bundle was not uploaded: ${upload.reason}`);
}
export {
  runPlanMode
};
