import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  FixRun,
  LOCAL_TOOLS,
  dependencyFolders,
  restoreSnapshot,
  runAgentAttempt,
  takeSnapshot,
  withAgentSession,
  withAgentUser
} from "./cli-chunk-JTYZY66Z.js";
import {
  createTerminalReporter,
  defuseWorkflowCommands,
  terminalOptionsFor
} from "./cli-chunk-H3UMK2TR.js";
import "./cli-chunk-B25RRNVT.js";
import {
  PENDING_SUFFIX,
  acceptFrameworkTest,
  acceptScript,
  collectedPathOf,
  createRedactor,
  findFunction,
  guardsLine,
  languageOfFile,
  mutantsOf,
  parseScriptHeader,
  pendingPathOf,
  planHashOf,
  readFrameworkStamp,
  redirectReport,
  rerunCommand,
  reviewStateOf,
  runScript,
  stampFrameworkTest,
  stampScript,
  tierFromHeader
} from "./cli-chunk-X75OOVZ5.js";
import {
  createProbe
} from "./cli-chunk-EBXRPYV6.js";
import "./cli-chunk-QGHDR4GR.js";
import {
  ensureDirectory
} from "./cli-chunk-HTK4JMDN.js";
import {
  RUNNERS,
  commandWithoutReport,
  formatDuration,
  frameworkOfCommand,
  glob,
  guardReportSchema,
  handTreeTo,
  identifyRunner,
  removeSharedFolder,
  require_picomatch,
  runJunitCommand,
  runnerOf,
  shareFolder
} from "./cli-chunk-5WQFVKAQ.js";
import {
  UsageError
} from "./cli-chunk-RN5MXAFM.js";
import "./cli-chunk-UWZEYOYF.js";
import {
  EXIT
} from "./cli-chunk-WY6TZE2W.js";
import {
  _enum,
  array,
  boolean,
  literal,
  loadConfig,
  number,
  object,
  string
} from "./cli-chunk-KUUEXE4X.js";
import {
  DEFAULT_CONFIG_PATH
} from "./cli-chunk-JFX3ZYDB.js";
import {
  nearestWord
} from "./cli-chunk-F4DRHIDZ.js";
import "./cli-chunk-W62CTSZ5.js";
import {
  isExecutable,
  splitShell,
  startProblem,
  unquote
} from "./cli-chunk-J3ZY42EI.js";
import "./cli-chunk-TIJRPXKD.js";
import "./cli-chunk-KKBNBFMA.js";
import {
  UserError
} from "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-7R7BV2GB.js";
import {
  __toESM
} from "./cli-chunk-T23RE6E6.js";

// src/cli/plan-command.ts
import { writeFile as writeFile6 } from "node:fs/promises";
import path6 from "node:path";

// src/plan/accept.ts
import { rm, stat, writeFile } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";

// src/plan/existing-framework-tests.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/plan/framework-style.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var WRITABLE_FRAMEWORKS = Object.keys(RUNNERS).filter(
  (name) => "plan" in RUNNERS[name]
);
function isWritableFramework(name) {
  return WRITABLE_FRAMEWORKS.includes(name ?? "");
}
function styleOf(framework) {
  return RUNNERS[framework].plan;
}
function isFrameworkTestFile(framework, file) {
  return (0, import_picomatch.default)([...styleOf(framework).testFiles], { dot: true })(file);
}
function allTestFileGlobs() {
  return [...new Set(WRITABLE_FRAMEWORKS.flatMap((name) => styleOf(name).testFiles))];
}

// src/plan/existing-framework-tests.ts
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

// src/plan/accept.ts
var AcceptError = class extends UserError {
  name = "AcceptError";
};
async function acceptGenerated(cwd, config, ids, force = false) {
  const waiting = [
    ...await existingScripts(cwd, config),
    ...await existingFrameworkTests(cwd)
  ].filter((script) => script.review !== null);
  const all = ids.includes("all");
  const chosen = all ? waiting.filter((script) => script.review === "pending") : [];
  for (const id of all ? [] : ids) {
    const script = waiting.find((candidate) => candidate.id === id);
    if (!script) {
      const list = waiting.map((candidate) => candidate.id).join(", ") || "none";
      throw new AcceptError(`no generated test ${id} waits for review (waiting: ${list})`);
    }
    if (script.review !== "pending" && !force) {
      throw new AcceptError(
        `${id} (${script.file}) was refused by fix-loop's checks: read the reason in its # REVIEW: line; accept it anyway with --force`
      );
    }
    chosen.push(script);
  }
  const accepted = [];
  for (const script of chosen) {
    if (script.file.endsWith(PENDING_SUFFIX)) accepted.push(await acceptPending(cwd, script));
    else {
      await writeFile(resolve3(cwd, script.file), acceptScript(script.text));
      accepted.push(script.file);
    }
  }
  return accepted;
}
async function acceptPending(cwd, test) {
  const file = collectedPathOf(test.file);
  const target = resolve3(cwd, file);
  if (await stat(target).catch(() => null)) {
    throw new AcceptError(
      `${test.id}: ${file} exists already, so ${test.file} cannot take its place: move one of them away`
    );
  }
  await writeFile(target, acceptFrameworkTest(test.text));
  await rm(resolve3(cwd, test.file));
  return file;
}

// src/github/untrusted-text.ts
var redactByShape = createRedactor({});
var JOINER = "\u200D";
function breakHtmlComments(text) {
  return text.replace(/<!--/g, `<!${JOINER}--`);
}

// src/github/literal-markdown.ts
var LINE_ENDING = /\r\n|\r|\n/g;
function longestRun(text, char) {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}
function code(raw) {
  const text = breakHtmlComments(raw).replace(LINE_ENDING, " ");
  if (text === "") return "";
  const fence = "`".repeat(longestRun(text, "`") + 1);
  const pad = /^[` ]|[` ]$/.test(text) && text.trim() !== "" ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}
function codeBlock(raw, language = "text") {
  const text = breakHtmlComments(raw).replace(LINE_ENDING, "\n").replace(/\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  return `${fence}${language}
${text}
${fence}`;
}

// src/plan/mutant-check.ts
import { readFile as readFile5, writeFile as writeFile2 } from "node:fs/promises";
import path4 from "node:path";

// src/plan/generated-test.ts
function refuse(test, reason) {
  test.status = "refused";
  if (!test.reasons.includes(reason)) test.reasons.push(reason);
}
function newGeneratedTest(fields) {
  return {
    ...fields,
    planHash: null,
    expected: null,
    status: "pending",
    reasons: [],
    live: null,
    dead: null
  };
}

// src/plan/project-functions.ts
import { readFile as readFile3 } from "node:fs/promises";
import path from "node:path";
var NOT_SOURCE = [
  "**/node_modules/**",
  "**/.git/**",
  "**/.venv/**",
  "**/venv/**",
  "**/__pycache__/**",
  ".fix-loop/**",
  ".github/**",
  "**/dist/**",
  "**/build/**",
  "**/coverage/**",
  "**/*.pending",
  "**/conftest.py",
  ...allTestFileGlobs()
];
var SOURCE = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py}"];
var MAX_FILES = 2e3;
var MAX_BYTES = 256 * 1024;
var ProjectSource = class _ProjectSource {
  constructor(cwd, files, texts = /* @__PURE__ */ new Map()) {
    this.cwd = cwd;
    this.files = files;
    this.texts = texts;
  }
  cwd;
  files;
  texts;
  static async of(cwd) {
    const files = await glob(SOURCE, { cwd, ignore: NOT_SOURCE, onlyFiles: true });
    return new _ProjectSource(cwd, files.sort().slice(0, MAX_FILES));
  }
  async text(file) {
    if (!this.texts.has(file)) {
      const text = await readFile3(path.join(this.cwd, file), "utf8").catch(() => null);
      this.texts.set(file, text !== null && text.length <= MAX_BYTES ? text : null);
    }
    return this.texts.get(file) ?? null;
  }
  /** Where each name is defined (its first file in path order), in the names' order; unknown names left out. */
  async find(names) {
    const found = [];
    for (const name of new Set(names)) {
      for (const file of this.files) {
        const language = languageOfFile(file);
        const text = language ? await this.text(file) : null;
        if (!language || text === null || !text.includes(name)) continue;
        const span = findFunction(text, name, language);
        if (!span) continue;
        found.push({ name, file, language, line: span.line });
        break;
      }
    }
    return found;
  }
};
var CALLED = /(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(/g;
var BACKTICKED = /`([A-Za-z_$][\w$]*)(?:\([^`]*\))?`/g;
function namesInEntry(entry) {
  if (entry.functions) return entry.functions;
  const text = [entry.title, entry.steps, entry.expected].join("\n");
  return [
    .../* @__PURE__ */ new Set([
      ...[...text.matchAll(BACKTICKED)].map((match) => match[1]),
      ...[...text.matchAll(CALLED)].map((match) => match[1])
    ])
  ];
}
function namesCalledIn(text) {
  const called = /([A-Za-z_$][\w$]*)\s*\(/g;
  return [...new Set([...text.matchAll(called)].map((match) => match[1]))];
}

// src/plan/run-framework-file.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
import { mkdir, mkdtemp, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path2 from "node:path";

// src/plan/tree-state.ts
import { createHash } from "node:crypto";
import { readFile as readFile4 } from "node:fs/promises";
var IGNORED = ["**/.git/**", "**/node_modules/**"];
async function readTreeState(cwd) {
  const files = await glob("**", { cwd, dot: true, onlyFiles: true, ignore: IGNORED });
  const state = /* @__PURE__ */ new Map();
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile4(`${cwd}/${file}`).catch(() => null);
      state.set(file, content ? createHash("sha1").update(content).digest("hex") : "unreadable");
    })
  );
  return state;
}
function changedFiles(before, after) {
  const changed = /* @__PURE__ */ new Set();
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.add(file);
  for (const file of before.keys()) if (!after.has(file)) changed.add(file);
  return [...changed].sort();
}

// src/plan/run-framework-file.ts
var CACHES = ["**/__pycache__/**", "**/.pytest_cache/**", "**/.vite/**", "**/.cache/**"];
async function runFrameworkFile(pending, tier, context) {
  const file = collectedPathOf(pending);
  const plan = rerunCommand({
    command: tier.command,
    template: null,
    runner: runnerOf(tier.framework),
    tests: [],
    runnerIds: [file]
  });
  if (!plan.selective) {
    const problem = `the tier's command cannot be made to run this file alone: ${plan.reason}`;
    return {
      ran: null,
      note: { exitCode: null, timedOut: false, summary: [] },
      changed: [],
      problem
    };
  }
  const scratch = await mkdtemp(path2.join(tmpdir(), "fix-loop-plan-junit-"));
  const redirect = redirectReport(plan.command, tier.reports, scratch);
  await shareReportFolders(scratch, tier.reports, context.runAs);
  const at = (name) => path2.join(context.cwd, name);
  const before = await readTreeState(context.cwd);
  await rename(at(pending), at(file));
  let ran;
  try {
    ran = await runJunitCommand(
      {
        tier: tier.tier,
        requires: tier.requires,
        command: redirect?.command ?? plan.command,
        reports: tier.reports
      },
      {
        identify: identifyRunner,
        cwd: context.cwd,
        reportsRoot: redirect?.reportsRoot,
        env: { ...context.env, PYTHONDONTWRITEBYTECODE: "1" },
        timeoutMs: tier.timeoutMs,
        redact: (text) => text,
        runAs: context.runAs
      }
    );
  } finally {
    await rename(at(file), at(pending));
    await removeSharedFolder(scratch);
  }
  const ignored = (0, import_picomatch2.default)([...CACHES, ...tier.reports], { dot: true });
  const changed = changedFiles(before, await readTreeState(context.cwd)).filter(
    (name) => !ignored(name)
  );
  const command = commandWithoutReport(plan.command, runnerOf(tier.framework).report, tier.reports);
  return { ran, note: noteOf(ran, command), changed, problem: null };
}
async function shareReportFolders(scratch, reports, runAs) {
  shareFolder(scratch, runAs);
  for (const report of reports) {
    const folder = path2.dirname(path2.join(scratch, report));
    await mkdir(folder, { recursive: true });
    for (let at = folder; at.startsWith(scratch) && at !== scratch; at = path2.dirname(at)) {
      shareFolder(at, runAs);
    }
  }
}
function noteOf(ran, command) {
  const summary = ran.tests.flatMap(testLines);
  if (ran.problem) summary.push(`FAIL: ${ran.problem}`);
  return {
    exitCode: ran.commandOutcome.exitCode,
    timedOut: ran.commandOutcome.timedOut,
    summary,
    command
  };
}
function testLines(test) {
  const name = test.id.endsWith(test.title) ? test.id : `${test.id} ${test.title}`;
  if (test.status === "passed") return [`PASS: ${name}`];
  if (test.status === "skipped") return [`SKIP: ${name}${test.reason ? `: ${test.reason}` : ""}`];
  const evidence = test.evidence;
  const message = evidence?.reported?.message ?? evidence?.message ?? null;
  const lines = message ? message.split("\n").filter((line) => line.trim() !== "") : [];
  return [`FAIL: ${name}`, ...lines.slice(0, 3).map((line) => `EVIDENCE: ${line.trim()}`)];
}

// src/plan/scratch-project.ts
import { cp, mkdtemp as mkdtemp2, rm as rm2, symlink } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import path3 from "node:path";
var LEFT_OUT = /* @__PURE__ */ new Set([".git", ".fix-loop"]);
async function makeScratchProject(cwd, runAs) {
  const top = await mkdtemp2(path3.join(tmpdir2(), "fix-loop-mutants-"));
  const linked = await dependencyFolders(cwd);
  const skipped = /* @__PURE__ */ new Set([...linked.map((folder) => path3.join(cwd, folder))]);
  await cp(cwd, top, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !skipped.has(source) && !LEFT_OUT.has(path3.relative(cwd, source).split(path3.sep)[0] ?? "")
  });
  for (const folder of linked) await symlink(path3.join(cwd, folder), path3.join(top, folder));
  const giveBack = runAs ? await handTreeTo(top, runAs) : null;
  return {
    top,
    async remove() {
      await giveBack?.();
      await rm2(top, { recursive: true, force: true });
    }
  };
}

// src/plan/mutant-check.ts
var MUTANT_LIMITS = { mutants: 10, timeMs: 12e4 };
async function checkAgainstMutants(held, context, limits = MUTANT_LIMITS) {
  const { test, tier } = held;
  const entry = held.entries.find((candidate) => candidate.id === test.id);
  const source = await ProjectSource.of(context.cwd);
  const text = await readFile5(path4.join(context.cwd, test.file), "utf8").catch(() => "");
  const named = entry ? namesInEntry(entry) : [];
  const targets = await source.find([...named, ...namesCalledIn(text)]);
  if (targets.length === 0) {
    refuse(
      test,
      `it needs no service and exercises no function of the project's source fix-loop can find (its entry names ${listOrNone(named)}), so it cannot be checked to fail against a mutant: name the function with "Function: <name>" in the plan`
    );
    return;
  }
  const functions = targets.map((target) => `${target.file}:${target.name}`);
  const mutants = await placedMutants(targets, source, limits.mutants);
  if (mutants.length === 0) {
    refuse(
      test,
      `no mutant can be made of ${functions.join(", ")} (no comparison, condition, arithmetic, call or constant in it), so it cannot be checked to fail`
    );
    return;
  }
  const started = Date.now();
  const tried = [];
  const scratch = await makeScratchProject(context.cwd, context.runAs);
  let baseline = null;
  try {
    const inScratch = { ...context, cwd: scratch.top };
    baseline = await runFrameworkFile(test.file, tier, inScratch);
    if (passesEveryTest(baseline)) {
      for (const mutant of mutants) {
        const remaining = limits.timeMs - (Date.now() - started);
        if (remaining <= 0) break;
        const at = path4.join(scratch.top, mutant.file);
        const original = await readFile5(at, "utf8");
        await writeFile2(at, mutant.mutatedSource);
        const bounded = { ...tier, timeoutMs: Math.min(tier.timeoutMs, remaining) };
        const run = await runFrameworkFile(test.file, bounded, inScratch).finally(
          () => writeFile2(at, original)
        );
        tried.push({
          function: mutant.functionName,
          operator: mutant.operator,
          file: mutant.file,
          line: mutant.line,
          description: mutant.description,
          ...outcomeOf(run)
        });
        if (tried.at(-1)?.outcome === "killed") break;
      }
    }
  } finally {
    await scratch.remove();
  }
  const ms = Date.now() - started;
  test.mutants = { functions, tried, ms };
  if (baseline && !passesEveryTest(baseline)) {
    refuse(
      test,
      `it does not pass unchanged in fix-loop's copy of the project (${baseline.problem ?? baseline.note.summary.slice(0, 2).join("; ")}), so no mutant could be judged`
    );
    return;
  }
  if (tried.some((run) => run.outcome === "killed")) return;
  const over = tried.length < mutants.length ? ` (stopped at the ${formatDuration(limits.timeMs)} limit)` : "";
  refuse(
    test,
    `it passes against every mutant tried of ${functions.join(", ")}, so it checks nothing of that code: ${tried.length} tried${over}: ${tried.map(mutantName).join("; ")}`
  );
}
async function placedMutants(targets, source, limit) {
  const queues = [];
  for (const target of targets) {
    const text = await source.text(target.file) ?? "";
    queues.push(
      mutantsOf(text, { functionName: target.name, language: target.language }).map((mutant) => ({
        ...mutant,
        file: target.file,
        functionName: target.name
      }))
    );
  }
  const placed = [];
  while (placed.length < limit && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && placed.length < limit) placed.push(next);
    }
  }
  return placed;
}
function passesEveryTest(run) {
  return outcomeOf(run).outcome === "survived";
}
function outcomeOf(run) {
  if (!run.ran || run.ran.tests.length === 0)
    return { outcome: "not run", evidence: run.problem ?? run.ran?.problem ?? null };
  if (run.note.timedOut) return { outcome: "timed out", evidence: null };
  const failed = run.ran.tests.find((result) => result.status === "failed");
  if (!failed) return { outcome: "survived", evidence: null };
  const message = failed.evidence?.reported?.message ?? failed.evidence?.message ?? "";
  return { outcome: "killed", evidence: message.split("\n").find((line) => line.trim()) ?? null };
}
function mutantName(run) {
  return `${run.operator} at ${run.file}:${run.line} (${run.description})`;
}
function listOrNone(names) {
  return names.length === 0 ? "no function" : names.join(", ");
}

// src/plan/review-summary.ts
function reviewSummary(report) {
  const pending = report.tests.filter((test) => test.status === "pending");
  const refused = report.tests.filter((test) => test.status === "refused");
  const lines = [
    `# fix-loop plan: review of ${code(report.plan)}`,
    "",
    `${pending.length} generated test(s) wait for review, ${refused.length} refused, ${report.missing.length} missing.`,
    "Nothing here runs in verify or fix until accepted: `fix-loop plan --accept <id>` (or `all`).",
    ""
  ];
  if (pending.length > 0) lines.push("## Waiting for review", "", ...pending.flatMap(testSection));
  if (refused.length > 0) lines.push("## Refused", "", ...refused.flatMap(testSection));
  if (report.missing.length > 0) {
    lines.push("## Missing (no script was written)", "");
    lines.push(...report.missing.map((entry) => `- ${code(entry.id)} - ${code(entry.title)}`), "");
  }
  if (report.kept.length > 0) {
    lines.push("## Changed in the plan, script kept (regenerate with --force)", "");
    lines.push(...report.kept.map((entry) => `- ${code(entry.id)}: ${code(entry.file)}`), "");
  }
  if (report.unchanged.length > 0)
    lines.push(`Unchanged: ${report.unchanged.map(code).join(", ")}`, "");
  for (const session of report.sessions) {
    const tier = session.tier === null ? "(tier proposed by the model)" : code(session.tier);
    lines.push(
      `Session ${tier}: ${session.ids.map(code).join(", ")}; $${session.costUsd.toFixed(4)}, ${session.turns} turns, ${session.toolCalls} tool calls; ${guardsLine(session.guards)}${session.error ? `; ended: ${code(session.error)}` : ""}`
    );
  }
  return `${lines.join("\n").trimEnd()}
`;
}
function testSection(test) {
  return [
    `### ${code(test.id)} - ${code(test.title)} (${code(test.file)})`,
    "",
    ...test.reasons.map((reason) => `- **refused:** ${code(reason)}`),
    `- checks: ${test.expected === null ? "(not in the plan)" : code(test.expected)}`,
    `- tier ${test.tier === null ? "?" : code(test.tier)}, requires ${test.requires.map(code).join(", ") || "nothing"}`,
    ...test.framework ? [
      `- a ${code(test.framework)} test, held as ${code(test.file)} so no runner collects it; accepting moves it to ${code(collectedPathOf(test.file))}`
    ] : [],
    // A test needing no service ran against the code as it is, then against mutants of it.
    ...runLines(test.mutants ? "the code as it is" : "live services", test.live),
    ...runLines(`${test.dead?.stopped?.join(", ") ?? "its services"} stopped`, test.dead),
    ...mutantLines(test.mutants),
    ""
  ];
}
function mutantLines(check) {
  if (!check) return [];
  const of = check.functions.map(code).join(", ");
  const killer = check.tried.find((run) => run.outcome === "killed");
  const took = formatDuration(check.ms);
  if (killer)
    return [
      `- against mutants of ${of}: fails against ${code(mutantName(killer))}, ${check.tried.length} tried in ${took}`,
      ...killer.evidence ? ["", codeBlock(`FAIL: ${killer.evidence}`), ""] : []
    ];
  return [
    `- against mutants of ${of}: passes against every one of the ${check.tried.length} tried (${took})`,
    ...check.tried.map((run) => `  - ${code(mutantName(run))}: ${run.outcome}`)
  ];
}
function runLines(label, run) {
  if (!run) return [];
  const how = run.timedOut ? "timed out" : `exit ${run.exitCode}`;
  const command = run.command ? ` (${code(run.command)})` : "";
  const printed = run.summary.slice(0, 6);
  return [
    `- with ${label}: ${how}${command}`,
    ...printed.length > 0 ? ["", codeBlock(printed.join("\n")), ""] : []
  ];
}

// src/plan/run-plan.ts
import { readFile as readFile10, rm as rm4, writeFile as writeFile5 } from "node:fs/promises";
import { relative as relative2, resolve as resolve8 } from "node:path";

// src/results/plan-report.ts
var scriptRunNoteSchema = object({
  exitCode: number().int().nullable(),
  timedOut: boolean(),
  /** Its PASS:/FAIL:/EVIDENCE: lines (a framework test: one per JUnit testcase, and its failure message). */
  summary: array(string()),
  /** The dead-service run: the services stopped for it (its REQUIRES); every other one was up. */
  stopped: array(string()).optional(),
  /** A framework test: the tier's command made to run this file alone, as a person would type it. */
  command: string().optional()
});
var mutantRunSchema = object({
  function: string(),
  /** The mutation operator (src/mutation/operators.ts) and where it changed the code. */
  operator: string(),
  file: string(),
  line: number().int(),
  description: string(),
  /** killed: a test of it failed; survived: every one passed; a timeout or no report kills nothing. */
  outcome: _enum(["killed", "survived", "timed out", "not run"]),
  /** The killing failure's first line, or why it did not run. */
  evidence: string().nullable()
});
var mutantCheckSchema = object({
  /** `file:name` of each function whose mutants were made. */
  functions: array(string()),
  /** In the order tried; the check stops at the first killed. */
  tried: array(mutantRunSchema),
  /** How long the check took, its unchanged run in the scratch copy included. */
  ms: number().nonnegative()
});
var generatedTestSchema = object({
  id: string(),
  /** Relative to the project root (a framework test: its `.pending` name until accepted). */
  file: string(),
  /** The framework it is written in (pytest, vitest, jest, playwright); absent: a script. */
  framework: string().optional(),
  title: string(),
  tier: string().nullable(),
  requires: array(string()),
  timeoutMs: number().nullable(),
  /** The plan entry it was written from (null: an id the plan does not have). */
  planHash: string().nullable(),
  /** What the plan says it checks. */
  expected: string().nullable(),
  /** pending: every check held, it waits for a person; refused: `reasons` say why. */
  status: _enum(["pending", "refused"]),
  reasons: array(string()),
  /** Its run against the live services, and with its REQUIRES services stopped. */
  live: scriptRunNoteSchema.nullable(),
  dead: scriptRunNoteSchema.nullable(),
  /** A framework test needing no service: its runs against mutants, in place of `dead`. */
  mutants: mutantCheckSchema.optional()
});
var planReportSchema = object({
  version: literal(1),
  plan: string(),
  tests: array(generatedTestSchema),
  /** Entries a session was given and wrote no script for. */
  missing: array(object({ id: string(), title: string() })),
  /** Entries whose script exists and was generated from the same text. */
  unchanged: array(string()),
  /** Entries whose text changed while a script exists: kept, since --force was not given. */
  kept: array(object({ id: string(), file: string() })),
  sessions: array(
    object({
      tier: string().nullable(),
      ids: array(string()),
      costUsd: number().nonnegative(),
      turns: number().int().nonnegative(),
      toolCalls: number().int().nonnegative(),
      error: string().nullable(),
      guards: guardReportSchema
    })
  )
});
function emptyPlanReport(plan) {
  return { version: 1, plan, tests: [], missing: [], unchanged: [], kept: [], sessions: [] };
}
function planExitCode(report) {
  const refused = report.tests.some((test) => test.status === "refused");
  return refused || report.missing.length > 0 ? 1 : 0;
}

// src/plan/entry-hash.ts
import { createHash as createHash2 } from "node:crypto";
function entryHash(entry) {
  const canonical = JSON.stringify([
    entry.id,
    squash(entry.title),
    squash(entry.steps),
    squash(entry.expected),
    entry.tier,
    entry.requires,
    // Only when asked, so the hash of every entry written before frameworks existed stays.
    ...entry.framework ? [entry.framework] : [],
    ...entry.functions ? [{ functions: entry.functions }] : []
  ]);
  return createHash2("sha256").update(canonical).digest("hex").slice(0, 12);
}
function squash(text) {
  return text.replace(/\s+/g, " ").trim();
}

// src/plan/parse-plan.ts
var PlanError = class extends UserError {
  name = "PlanError";
};
var PLAN_ID = /^[A-Z]+-\d+$/;
var HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
var ENTRY_HEADING = /^(\S+?)(?::|\s+[-–—:]\s*|\s+)(.*)$/;
var ID_LIKE = /^[A-Za-z]+[-_]?\d[\w-]*:?$/;
var FIELD = /^\s*[*_]*(tier|requires|framework|functions?|expected(?: result)?|steps)[*_]*\s*:\s*[*_]*\s*(.*)$/i;
function parsePlan(text, file = "the plan") {
  const drafts = [];
  let current = null;
  const lines = text.split(/\r?\n/);
  let fenced = false;
  let planFramework = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(raw);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      const entry = entryOf(heading[2] ?? "", line, file);
      if (entry) {
        current = { ...entry, line, level };
        drafts.push(current);
        return;
      }
      if (current && level <= current.level) current = null;
      return;
    }
    if (current) current.body.push({ text: raw, line });
    else if (!fenced) planFramework = planWideFramework(raw, line, file, planFramework);
  });
  const seen = /* @__PURE__ */ new Map();
  for (const draft of drafts) {
    const first = seen.get(draft.id);
    if (first !== void 0) {
      throw new PlanError(
        `${file}:${draft.line}: duplicate test id ${draft.id} (first at line ${first}): give each test its own id`
      );
    }
    seen.set(draft.id, draft.line);
  }
  return drafts.map((draft) => finish(draft, file, planFramework));
}
function planWideFramework(raw, line, file, before) {
  const field = FIELD.exec(raw);
  if (field?.[1]?.toLowerCase() !== "framework") return before;
  const name = frameworkName(field[2] ?? "", line, file);
  if (before && before.name !== name) {
    throw new PlanError(
      `${file}:${line}: Framework: ${name} contradicts Framework: ${before.name} at line ${before.line}: a plan asks for one framework; name others on their entries`
    );
  }
  return { name, line };
}
function frameworkName(value, line, file) {
  const name = requireValue(value.replace(/[*_]+$/, "").trim(), "Framework", line, file, "pytest").toLowerCase().replace(/^scripts$/, "script");
  if (name === "script" || WRITABLE_FRAMEWORKS.includes(name)) return name;
  throw new PlanError(
    `${file}:${line}: Framework: ${value.trim()} is not one fix-loop writes tests in: use ${WRITABLE_FRAMEWORKS.join(", ")}, or script for a test script`
  );
}
function entryOf(heading, line, file) {
  const match = ENTRY_HEADING.exec(heading.trim());
  const word = (match?.[1] ?? heading.trim()).replace(/:$/, "");
  if (!PLAN_ID.test(word)) {
    if (ID_LIKE.test(word)) {
      throw new PlanError(
        `${file}:${line}: "${word}" is not a test id: ids are capital letters, a hyphen and digits, such as BT-007 or INT-3`
      );
    }
    return null;
  }
  const title = (match?.[2] ?? "").trim();
  if (title === "") {
    throw new PlanError(
      `${file}:${line}: test ${word} has no title: write it after the id, such as "## ${word}: Log in and see the inbox"`
    );
  }
  return { id: word, title, body: [] };
}
function finish(draft, file, planFramework) {
  const steps = [];
  const expected = [];
  let tier = null;
  let requires = null;
  let functions = null;
  let framework = planFramework;
  let inExpected = false;
  for (const { text, line } of draft.body) {
    const field = FIELD.exec(text);
    if (field) {
      const key = (field[1] ?? "").toLowerCase();
      const value = (field[2] ?? "").replace(/[*_]+$/, "").trim();
      inExpected = key.startsWith("expected");
      if (inExpected) {
        if (value) expected.push(value);
      } else if (key === "tier") {
        tier = requireValue(value, "Tier", line, file, "smoke");
      } else if (key === "framework") {
        framework = { name: frameworkName(value, line, file), line };
      } else if (key.startsWith("function")) {
        functions = requireValue(value, "Function", line, file, "cents").split(/[\s,]+/).map((name) => name.replace(/\(\)$/, "")).filter(Boolean);
      } else if (key === "requires") {
        requires = requireValue(value, "Requires", line, file, "api, redis").split(/[\s,]+/).filter(Boolean);
      } else if (value) {
        steps.push(value);
      }
      continue;
    }
    if (inExpected && text.trim() !== "") expected.push(text.trim());
    else {
      inExpected = false;
      steps.push(text);
    }
  }
  const expectedText = expected.join("\n").trim();
  if (expectedText === "") {
    throw new PlanError(
      `${file}:${draft.line}: test ${draft.id} has no expected result: add a line such as "Expected: the inbox lists three messages"`
    );
  }
  const entry = {
    id: draft.id,
    title: draft.title,
    steps: steps.join("\n").trim(),
    expected: expectedText,
    tier,
    requires,
    framework: framework?.name ?? null,
    frameworkLine: framework?.line ?? null,
    functions,
    line: draft.line
  };
  return { ...entry, hash: entryHash(entry) };
}
function requireValue(value, key, line, file, example) {
  if (value !== "") return value;
  throw new PlanError(`${file}:${line}: ${key}: is empty: write it, such as "${key}: ${example}"`);
}

// src/plan/tier-folder.ts
function tierTarget(config, tier) {
  const own = config.tiers.find((candidate) => candidate.name === tier);
  const pattern = own?.tests?.[0] ?? (own?.command ? void 0 : config.tests?.[0]);
  if (!pattern) return null;
  return { tier, glob: pattern, folder: staticFolder(pattern) };
}
function staticFolder(pattern) {
  const parts = pattern.split("/");
  const fixed = [];
  for (const part of parts.slice(0, -1)) {
    if (/[*?[\]{}!]/.test(part)) break;
    fixed.push(part);
  }
  return fixed.join("/") || ".";
}

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

// src/plan/check-framework-tests.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
import { readFile as readFile6, rename as rename2, writeFile as writeFile3 } from "node:fs/promises";
import { resolve as resolve5 } from "node:path";

// src/plan/command-paths.ts
function commandTestPaths(command, framework) {
  const parts = splitShell(command);
  if (!parts) return [];
  const runner = runnerOf(framework).commandLine;
  const words = parts.flatMap((part) => {
    if ("word" in part) return [unquote(part.word)];
    return "operator" in part ? [null] : [];
  });
  const segments = [[]];
  for (const word of words) {
    if (word === null) segments.push([]);
    else segments.at(-1)?.push(word);
  }
  for (const segment of segments) {
    const start = runner.start(segment);
    if (start === null) continue;
    const paths = [];
    let inList = false;
    let afterSeparator = false;
    for (let i = start; i < segment.length; i++) {
      const word = segment[i] ?? "";
      if (afterSeparator || !word.startsWith("-")) {
        if (afterSeparator || !inList) paths.push(word);
        continue;
      }
      if (word === "--") {
        afterSeparator = true;
        continue;
      }
      const option = word.split("=")[0] ?? word;
      inList = runner.listOptions.has(option) && !word.includes("=");
      if (!word.includes("=") && runner.valueOptions.has(option) && !inList) i++;
    }
    return paths;
  }
  return [];
}
function pathsTakeIn(paths, file, framework) {
  if (paths.length === 0) return true;
  return paths.some((given) => {
    const path7 = given.replace(/::.*$/, "").replace(/^\.\//, "").replace(/\/+$/, "");
    if (framework === "pytest") return path7 === "." || file === path7 || file.startsWith(`${path7}/`);
    if (framework === "vitest") return file.includes(path7);
    try {
      return new RegExp(given).test(file);
    } catch {
      return file.includes(path7);
    }
  });
}

// src/plan/try-generated.ts
import path5, { resolve as resolve4 } from "node:path";
var DOWN_PROBE_MS = 1e3;
async function tryGenerated(tests, context) {
  for (const test of tests) {
    if (test.status === "refused") continue;
    test.live = await runChecked(test, context);
  }
  const sets = byRequires(tests.filter((test) => canStop(test, context)));
  for (const [index, { names, scripts }] of sets.entries()) {
    await context.session.withServicesStopped(names, async () => {
      const stillUp = await stillAnswering(names, context);
      for (const test of scripts) {
        if (stillUp.length > 0) {
          refuse(test, `${stillUp.join(", ")} still answered its health check after being stopped`);
          continue;
        }
        test.dead = { ...await runChecked(test, context), stopped: [...names] };
        judgeDeadRun(test, test.dead);
      }
    });
    const notBack = context.session.gates.services.filter(
      (service) => names.includes(service.name) && !service.healthy
    );
    if (notBack.length === 0) continue;
    const why = notBack.map((service) => `${service.name} (${service.error})`).join(", ");
    for (const { scripts: later } of sets.slice(index + 1))
      for (const test of later)
        refuse(
          test,
          `not run with its services stopped: ${why} did not come back after being stopped`
        );
    return;
  }
}
function judgeDeadRun(test, note) {
  const stopped = test.requires.join(", ");
  if (note.exitCode === 0) refuse(test, `it passes with ${stopped} stopped: it checks nothing`);
  else if (!note.summary.some((line) => line.trimStart().startsWith("EVIDENCE:")))
    refuse(test, `it fails with ${stopped} stopped but prints no EVIDENCE: line`);
}
function byRequires(tests) {
  const sets = /* @__PURE__ */ new Map();
  for (const test of tests) {
    const names = [...new Set(test.requires)].sort();
    const key = names.join("\n");
    const set = sets.get(key) ?? { names, scripts: [] };
    set.scripts.push(test);
    sets.set(key, set);
  }
  return [...sets.values()];
}
function canStop(test, context) {
  if (test.status === "refused") return false;
  if (test.requires.length === 0) {
    refuse(
      test,
      "it names no service (REQUIRES, the plan entry's Requires: or its tier's requires:), so it cannot be checked to fail against a dead one"
    );
    return false;
  }
  const external = test.requires.filter((name) => !context.config.services[name]?.start);
  if (external.length > 0) {
    refuse(test, `fix-loop cannot stop ${external.join(", ")} (no start: command) to see it fail`);
    return false;
  }
  const notOurs = test.requires.filter(
    (name) => context.session.gates.services.find((service) => service.name === name)?.started !== true
  );
  if (notOurs.length === 0) return true;
  refuse(
    test,
    `fix-loop cannot stop ${notOurs.join(", ")} to see it fail: it was already running, not started by fix-loop`
  );
  return false;
}
async function stillAnswering(names, context) {
  const answering = await Promise.all(
    names.map(async (name) => {
      const service = context.config.services[name];
      if (!service) return null;
      const probe = createProbe(service.health, {
        cwd: path5.resolve(context.cwd, service.cwd ?? "."),
        env: { ...context.env, ...service.env },
        runAs: context.runAs
      });
      return (await probe.check(DOWN_PROBE_MS)).healthy ? name : null;
    })
  );
  return answering.filter((name) => name !== null);
}
async function runChecked(test, context) {
  const before = await readTreeState(context.cwd);
  const note = await runOnce(test, context);
  const changed = changedFiles(before, await readTreeState(context.cwd));
  if (changed.length > 0) refuse(test, `running it changed ${changed.join(", ")}`);
  if (note.timedOut)
    refuse(test, `it did not finish within its TIMEOUT (${formatDuration(test.timeoutMs ?? 0)})`);
  return note;
}
async function runOnce(test, context) {
  const script = {
    kind: "script",
    id: test.id,
    title: test.title,
    tier: test.tier ?? "",
    file: test.file,
    absolutePath: resolve4(context.cwd, test.file),
    requires: test.requires,
    timeoutMs: test.timeoutMs
  };
  const run = await runScript(script, {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: test.timeoutMs,
    runAs: context.runAs
  });
  return {
    exitCode: run.evidence.exitCode,
    timedOut: run.evidence.timedOut,
    summary: run.evidence.summary
  };
}

// src/plan/check-framework-tests.ts
var NO_ID = "(none)";
var CACHES2 = (0, import_picomatch3.default)(
  ["**/__pycache__/**", "**/.pytest_cache/**", "**/.vite/**", "**/.cache/**"],
  {
    dot: true
  }
);
async function holdFrameworkTests(sessions, cwd) {
  const held = [];
  for (const session of sessions) {
    const tier = session.framework;
    if (!tier) continue;
    const stray = session.undone.filter((file) => !CACHES2(file));
    for (const file of session.changed.filter((name) => !session.undone.includes(name))) {
      await rename2(resolve5(cwd, file), resolve5(cwd, pendingPathOf(file)));
      const test = heldTest(pendingPathOf(file), tier);
      if (stray.length > 0)
        refuse(test, `its session also changed other files (undone): ${stray.join(", ")}`);
      const paths = commandTestPaths(tier.command, tier.framework);
      if (!pathsTakeIn(paths, file, tier.framework))
        refuse(
          test,
          `${file} is outside what the tier's command runs (${paths.join(", ")}), so it would never run`
        );
      held.push({ test, tier, entries: session.entries });
    }
  }
  return held;
}
function heldTest(pending, tier) {
  return newGeneratedTest({
    id: NO_ID,
    file: pending,
    framework: tier.framework,
    title: collectedPathOf(pending),
    tier: tier.tier,
    requires: [],
    timeoutMs: tier.timeoutMs
  });
}
async function checkFrameworkLive(held, plan, context) {
  for (const { test, tier, entries } of held) {
    const run = await runFrameworkFile(test.file, tier, context);
    test.live = run.note;
    if (!run.ran) {
      refuse(test, run.problem ?? "it could not be run");
      continue;
    }
    identify(test, run.ran.tests, plan, entries, tier);
    commonChecks(test, run.note.timedOut, run.changed);
    const bad = run.ran.tests.find((result) => result.status !== "passed");
    if (bad?.status === "failed")
      refuse(
        test,
        `it fails with the services live: ${bad.id} ${bad.evidence?.message ?? ""}`.trim()
      );
    else if (bad) refuse(test, `${bad.id} is skipped with the services live`);
    else if (run.ran.problem && run.ran.tests.length > 0) refuse(test, run.ran.problem);
  }
  refuseDuplicates(held);
  const carried = new Set(held.map((one) => one.test.id));
  const given = [...new Set(held.flatMap((one) => one.entries))];
  return given.filter((entry) => !carried.has(entry.id));
}
async function checkFrameworkDead(held, context) {
  for (const one of held) {
    const { test, tier } = one;
    if (test.status === "refused") continue;
    if (test.requires.length === 0) {
      await checkAgainstMutants(one, context);
      continue;
    }
    if (!canStop(test, context)) continue;
    const names = [...new Set(test.requires)].sort();
    const run = await context.session.withServicesStopped(names, async () => {
      const stillUp = await stillAnswering(names, context);
      return stillUp.length > 0 ? stillUp : await runFrameworkFile(test.file, tier, context);
    });
    if (Array.isArray(run)) {
      refuse(test, `${run.join(", ")} still answered its health check after being stopped`);
      continue;
    }
    test.dead = { ...run.note, stopped: names };
    if (!run.ran) {
      refuse(test, run.problem ?? "it could not be run");
      continue;
    }
    commonChecks(test, run.note.timedOut, run.changed);
    const stopped = test.requires.join(", ");
    const results = run.ran.tests;
    if (results.length === 0) {
      refuse(
        test,
        `with ${stopped} stopped none of its tests ran: ${run.ran.problem ?? "no report"}`
      );
    } else if (results.some((result) => result.status === "passed")) {
      refuse(test, `it passes with ${stopped} stopped: it checks nothing`);
    } else if (results.some((result) => result.status === "skipped")) {
      refuse(test, `it is skipped with ${stopped} stopped: it must fail against a dead service`);
    } else if (results.some((result) => !result.evidence?.message)) {
      refuse(test, `it fails with ${stopped} stopped but its report gives no failure message`);
    }
  }
}
async function stampFrameworkTests(held, cwd) {
  for (const { test, tier } of held) {
    const path7 = resolve5(cwd, test.file);
    const text = await readFile6(path7, "utf8").catch(() => null);
    if (text === null) continue;
    const stamp2 = {
      id: test.planHash ? test.id : null,
      hash: test.planHash ?? "none",
      state: test.status,
      why: test.reasons[0] ?? ""
    };
    await writeFile3(path7, stampFrameworkTest(text, styleOf(tier.framework).comment, stamp2));
  }
}
function identify(test, results, plan, given, tier) {
  if (results.length === 0) {
    refuse(
      test,
      `the tier's runner collects no test from it${test.live?.summary.length ? `: ${test.live.summary.join("; ")}` : ""}`
    );
    return;
  }
  const ids = [...new Set(results.map((result) => result.id))];
  const known = [];
  for (const id of ids) {
    const entry2 = plan.find((candidate) => candidate.id === id);
    if (!PLAN_ID.test(id))
      refuse(
        test,
        `test "${id}" carries no plan id: start its name with the entry's id (${styleOf(tier.framework).testExample})`
      );
    else if (!entry2) refuse(test, `invented: the plan has no test ${id}`);
    else if (!given.includes(entry2))
      refuse(
        test,
        `${id} was not given to this session (it belongs to ${entry2.tier ?? "no tier"})`
      );
    else known.push(entry2);
  }
  if (ids.length > 1)
    refuse(test, `it holds tests of ${ids.join(", ")}: write one file per plan entry`);
  const entry = known[0];
  test.id = entry?.id ?? ids[0] ?? NO_ID;
  if (!entry) return;
  test.title = entry.title;
  test.planHash = entry.hash;
  test.expected = entry.expected;
  test.requires = entry.requires ?? tier.requires;
}
function commonChecks(test, timedOut, changed) {
  if (changed.length > 0) refuse(test, `running it changed ${changed.join(", ")}`);
  if (timedOut)
    refuse(
      test,
      `it did not finish within the tier's timeout (${formatDuration(test.timeoutMs ?? 0)})`
    );
}
function refuseDuplicates(held) {
  const byId = /* @__PURE__ */ new Map();
  for (const { test } of held) {
    if (test.id !== NO_ID) byId.set(test.id, [...byId.get(test.id) ?? [], test]);
  }
  for (const [id, same] of byId) {
    if (same.length < 2) continue;
    const files = same.map((test) => test.file).join(", ");
    for (const test of same) refuse(test, `${same.length} files were written for ${id}: ${files}`);
  }
}

// src/plan/entry-framework.ts
function frameworkOfEntry(entry, config, file) {
  const asked = entry.framework;
  if (asked === "script") return null;
  const where2 = `${file}:${entry.frameworkLine ?? entry.line}`;
  if (asked === null) {
    const tier2 = config.tiers.find((candidate) => candidate.name === entry.tier);
    const runs2 = tier2?.command ? frameworkOfCommand(tier2.command) : null;
    return tier2 && !tier2.tests && isWritableFramework(runs2) ? frameworkTierOf(config, tier2.name, runs2) : null;
  }
  if (!isWritableFramework(asked)) throw new PlanError(`${where2}: unknown framework ${asked}`);
  if (entry.tier === null) {
    const running = config.tiers.filter(
      (tier2) => tier2.command && frameworkOfCommand(tier2.command) === asked
    );
    if (running.length === 1 && running[0]) return frameworkTierOf(config, running[0].name, asked);
    throw new PlanError(
      `${where2}: ${entry.id} asks for ${asked} and names no tier, and ${running.length === 0 ? "no tier's command: runs" : `${running.map((tier2) => tier2.name).join(", ")} all run`} ${asked}: add "Tier: <name>" with a tier whose command: runs it`
    );
  }
  const tier = config.tiers.find((candidate) => candidate.name === entry.tier);
  if (!tier) {
    throw new PlanError(
      `${where2}: ${entry.id} asks for ${asked} in tier ${entry.tier}, which the config does not declare (tiers: ${config.tiers.map((t) => t.name).join(", ")})`
    );
  }
  const runs = tier.command ? frameworkOfCommand(tier.command) : null;
  if (runs !== asked) {
    const what = tier.command ? `its command: runs ${runs ?? "no framework fix-loop knows"} (${tier.command})` : "it runs test scripts (tests:), not a framework command";
    throw new PlanError(
      `${where2}: ${entry.id} asks for ${asked}, but tier ${tier.name} does not run it: ${what}; name a tier whose command: runs ${asked}, or drop Framework:`
    );
  }
  return frameworkTierOf(config, tier.name, asked);
}
function frameworkTierOf(config, name, framework) {
  const tier = config.tiers.find((candidate) => candidate.name === name);
  return {
    tier: name,
    framework,
    command: tier?.command ?? "",
    reports: tier?.junit ?? [],
    timeoutMs: tier?.timeout ?? config.timeout,
    requires: tier?.requires ?? []
  };
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

// src/plan/framework-batch.ts
import { readFile as readFile7 } from "node:fs/promises";
import { dirname, extname, resolve as resolve6 } from "node:path";
var EXAMPLES = 2;
var IGNORED2 = ["**/node_modules/**", "**/.git/**", "**/.venv/**", "**/venv/**"];
async function frameworkBatch(cwd, tier) {
  const files = await glob(styleOf(tier.framework).testFiles, {
    cwd,
    dot: false,
    onlyFiles: true,
    ignore: IGNORED2
  });
  const examples2 = [];
  const given = commandTestPaths(tier.command, tier.framework);
  for (const file of files.sort()) {
    if (examples2.length === EXAMPLES) break;
    if (!pathsTakeIn(given, file, tier.framework)) continue;
    const text = await readFile7(resolve6(cwd, file), "utf8").catch(() => null);
    if (text === null || readFrameworkStamp(text).id !== null) continue;
    examples2.push({ file, text: text.slice(0, 3e3) });
  }
  const first = examples2[0]?.file;
  const named = given.find((path7) => !extname(path7));
  const folder = first ? dirname(first) : named?.replace(/^\.\//, "").replace(/\/+$/, "") ?? "tests";
  return { ...tier, folder: folder || ".", examples: examples2 };
}

// src/plan/generate.ts
import { chmod, mkdir as mkdir2, mkdtemp as mkdtemp3, readFile as readFile8, rm as rm3, stat as stat2, writeFile as writeFile4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
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
    const stateDir = await mkdtemp3(join(tmpdir3(), "fix-loop-plan-"));
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
      await rm3(stateDir, { recursive: true, force: true });
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
    const path7 = join(cwd, file);
    const text = before.has(file) ? null : await readFile8(path7, "utf8").catch(() => null);
    if (text !== null && isTest(file, text)) {
      scripts.push({ file, text, mode: (await stat2(path7)).mode & 511 });
    } else undone.push(file);
  }
  await restoreSnapshot(snapshot);
  for (const script of scripts) {
    const path7 = join(cwd, script.file);
    await mkdir2(dirname2(path7), { recursive: true });
    await writeFile4(path7, script.text);
    await chmod(path7, script.mode);
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

// src/plan/inspect-generated.ts
var import_picomatch4 = __toESM(require_picomatch(), 1);
import { readFile as readFile9 } from "node:fs/promises";
import { resolve as resolve7 } from "node:path";
async function inspectGenerated(sessions, plan, config, cwd) {
  const tests = [];
  const missing = [];
  for (const session of sessions) {
    const written = [];
    const stray = session.undone;
    for (const file of session.changed) {
      if (stray.includes(file)) continue;
      const text = await readFile9(resolve7(cwd, file), "utf8");
      written.push(await inspectScript(file, text, plan, session, config, cwd));
    }
    const byId = /* @__PURE__ */ new Map();
    for (const test of written) byId.set(test.id, [...byId.get(test.id) ?? [], test]);
    for (const [id, same] of byId) {
      if (same.length < 2) continue;
      for (const test of same)
        refuse(
          test,
          `${same.length} scripts were written for ${id}: ${same.map((t) => t.file).join(", ")}`
        );
    }
    if (stray.length > 0) {
      for (const test of written)
        refuse(test, `its session also changed other files (undone): ${stray.join(", ")}`);
    }
    missing.push(...session.entries.filter((entry) => !byId.has(entry.id)));
    tests.push(...written);
  }
  return { tests, missing };
}
async function inspectScript(file, text, plan, session, config, cwd) {
  const test = await inspectScriptFile(file, text, config, cwd);
  const entry = plan.find((candidate) => candidate.id === test.id) ?? null;
  test.planHash = entry?.hash ?? null;
  test.expected = entry?.expected ?? null;
  const planReasons = [];
  if (!entry) planReasons.push(`invented: the plan has no test ${test.id}`);
  else if (!session.entries.includes(entry))
    planReasons.push(
      `${test.id} was not given to this session (it belongs to ${entry.tier ?? "no tier"})`
    );
  const expectedTier = entry?.tier ?? session.tier;
  if (test.tier && expectedTier && test.tier !== expectedTier)
    planReasons.push(
      `header: # TIER: ${test.tier}, but the plan puts ${test.id} in ${expectedTier}`
    );
  if (planReasons.length === 0) return test;
  const others = test.reasons;
  test.reasons = [];
  for (const reason of [...planReasons, ...others]) refuse(test, reason);
  return test;
}
async function inspectScriptFile(file, text, config, cwd) {
  const header = parseScriptHeader(text, file);
  const tierProblems = [];
  const tier = header.tier === null ? null : tierFromHeader(
    header,
    config.tiers.map((entry) => entry.name),
    (message) => tierProblems.push(message)
  );
  const test = newGeneratedTest({
    id: header.id,
    file,
    title: header.title,
    tier,
    requires: header.requires,
    timeoutMs: header.timeoutMs
  });
  for (const problem of header.problems) refuse(test, `header: ${problem}`);
  if (header.timeoutMs === null) refuse(test, "header: no # TIMEOUT: line");
  for (const problem of tierProblems) refuse(test, `header: ${problem}`);
  if (header.tier === null) refuse(test, "header: # TIER: must name the tier");
  const unknown = header.requires.filter((name) => !(name in config.services));
  if (unknown.length > 0)
    refuse(test, `header: REQUIRES names undeclared services: ${unknown.join(", ")}`);
  const target = tier ? tierTarget(config, tier) : null;
  if (tier && !target) refuse(test, `tier ${tier} has no tests: glob for scripts`);
  if (target && !(0, import_picomatch4.default)(target.glob, { dot: true })(file))
    refuse(
      test,
      `${file} is not matched by tier ${tier}'s glob ${target.glob}, so it would never run`
    );
  if (!await isExecutable(resolve7(cwd, file))) refuse(test, "not executable");
  const badStart = startProblem(Buffer.from(text.slice(0, 4096)), file);
  if (badStart) refuse(test, badStart);
  return test;
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
  const planPath = resolve8(options.cwd, options.planFile);
  const planName = relative2(options.cwd, planPath);
  const text = await readFile10(planPath, "utf8").catch((error) => {
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
      for (const file of replaced) await rm4(resolve8(options.cwd, file), { force: true });
      await copy?.undo([...replaced].map((file) => relative2(copy.top, resolve8(options.cwd, file))));
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
  const path7 = resolve8(cwd, test.file);
  const text = await readFile10(path7, "utf8").catch(() => null);
  if (text === null) return;
  const state = test.status === "refused" ? "refused" : "pending";
  await writeFile5(path7, stampScript(text, test.planHash ?? "none", state, test.reasons[0] ?? ""));
}

// src/cli/plan-command.ts
var REVIEW_SUMMARY_PATH = ".fix-loop/plan-review.md";
async function runPlanCommand(args) {
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const cwd = path6.resolve(args.cwd);
  if (args.accept.length > 0) {
    const accepted = await acceptGenerated(cwd, config, args.accept, args.force);
    console.log(
      `accepted ${accepted.length}: ${accepted.join(", ")}
verify and fix run them from now on; commit them with the change`
    );
    return EXIT.passed;
  }
  if (!args.planFile) {
    throw new UsageError(
      "fix-loop plan needs the plan file (fix-loop plan PLAN.md) or --accept ID"
    );
  }
  const report = await planOrGate(args, config, configPath, cwd);
  if (report === null) return EXIT.gate;
  const summary = reviewSummary(report);
  const summaryPath = path6.join(cwd, REVIEW_SUMMARY_PATH);
  await ensureDirectory(path6.dirname(summaryPath));
  await writeFile6(summaryPath, summary);
  if (args.json) {
    const valid = planReportSchema.parse(report);
    await writeFile6(path6.resolve(cwd, args.json), `${JSON.stringify(valid, null, 2)}
`);
  }
  console.log(defuseWorkflowCommands(summary));
  console.log(`review: ${REVIEW_SUMMARY_PATH}`);
  return planExitCode(report);
}
async function planOrGate(args, config, configPath, cwd) {
  try {
    return await withAgentUser(
      args.agentUser,
      (choice) => {
        if (choice.user || choice.warning) console.error(`fix-loop: ${choice.note}`);
      },
      (runAs) => runPlan({
        cwd,
        config,
        configPath,
        reporter: createTerminalReporter(
          terminalOptionsFor(process.stdout, args.plain, args.verbose)
        ),
        planFile: args.planFile ?? "",
        force: args.force,
        budgetUsd: args.budgetUsd ?? void 0,
        runAs,
        runAsOrSelf: args.agentUser === "auto"
      })
    );
  } catch (error) {
    if (!(error instanceof PlanGateError)) throw error;
    console.error(`fix-loop: ${error.message}`);
    return null;
  }
}
export {
  REVIEW_SUMMARY_PATH,
  runPlanCommand
};
