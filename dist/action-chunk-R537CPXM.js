import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  WRITABLE_FRAMEWORKS,
  allTestFileGlobs,
  isWritableFramework,
  styleOf
} from "./action-chunk-ZPEF6LW5.js";
import {
  dependencyFolders
} from "./action-chunk-CXC7LVYG.js";
import {
  code,
  codeBlock
} from "./action-chunk-HSFL4P7M.js";
import {
  createProbe
} from "./action-chunk-BVDXIVB5.js";
import {
  guardsLine
} from "./action-chunk-TF5LRJH7.js";
import {
  findFunction,
  languageOfFile,
  mutantsOf,
  parseScriptHeader,
  redirectReport,
  rerunCommand,
  runScript,
  tierFromHeader
} from "./action-chunk-LG4XIEGI.js";
import {
  commandWithoutReport,
  frameworkOfCommand,
  handTreeTo,
  identifyRunner,
  removeSharedFolder,
  runJunitCommand,
  runnerOf,
  shareFolder
} from "./action-chunk-SS2VXKTL.js";
import {
  collectedPathOf,
  pendingPathOf,
  stampFrameworkTest
} from "./action-chunk-BPJEQ3KB.js";
import {
  glob,
  require_picomatch
} from "./action-chunk-SLG3UUXN.js";
import {
  formatDuration
} from "./action-chunk-YZVDHCKG.js";
import {
  isExecutable,
  splitShell,
  startProblem,
  unquote
} from "./action-chunk-TIVQHBMC.js";
import {
  UserError
} from "./action-chunk-O2P565NO.js";
import {
  __toESM
} from "./action-chunk-NSKS7F4O.js";

// src/plan/mutant-check.ts
import { readFile as readFile3, writeFile } from "node:fs/promises";
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
import { readFile } from "node:fs/promises";
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
      const text = await readFile(path.join(this.cwd, file), "utf8").catch(() => null);
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
var import_picomatch = __toESM(require_picomatch(), 1);
import { mkdir, mkdtemp, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path2 from "node:path";

// src/plan/tree-state.ts
import { createHash } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
var IGNORED = ["**/.git/**", "**/node_modules/**"];
async function readTreeState(cwd) {
  const files = await glob("**", { cwd, dot: true, onlyFiles: true, ignore: IGNORED });
  const state = /* @__PURE__ */ new Map();
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile2(`${cwd}/${file}`).catch(() => null);
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
  const ignored = (0, import_picomatch.default)([...CACHES, ...tier.reports], { dot: true });
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
import { cp, mkdtemp as mkdtemp2, rm, symlink } from "node:fs/promises";
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
      await rm(top, { recursive: true, force: true });
    }
  };
}

// src/plan/mutant-check.ts
var MUTANT_LIMITS = { mutants: 10, timeMs: 12e4 };
async function checkAgainstMutants(held, context, limits = MUTANT_LIMITS) {
  const { test, tier } = held;
  const entry = held.entries.find((candidate) => candidate.id === test.id);
  const source = await ProjectSource.of(context.cwd);
  const text = await readFile3(path4.join(context.cwd, test.file), "utf8").catch(() => "");
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
        const original = await readFile3(at, "utf8");
        await writeFile(at, mutant.mutatedSource);
        const bounded = { ...tier, timeoutMs: Math.min(tier.timeoutMs, remaining) };
        const run = await runFrameworkFile(test.file, bounded, inScratch).finally(
          () => writeFile(at, original)
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
function checkedReview(plan, tests) {
  const lines = [
    `# fix-loop plan: review of ${code(plan)}`,
    "",
    `${tests.length} generated test(s) wait for review. fix-loop's check job ran each one itself, on the pinned commit in its sandbox: what follows is what those runs printed.`,
    "Nothing here runs in verify or fix until accepted: `fix-loop plan --accept <id>` (or `all`).",
    "",
    "## Waiting for review",
    "",
    ...tests.flatMap(testSection)
  ];
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

// src/plan/try-generated.ts
import path5, { resolve } from "node:path";
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
    absolutePath: resolve(context.cwd, test.file),
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
var import_picomatch2 = __toESM(require_picomatch(), 1);
import { readFile as readFile4, rename as rename2, writeFile as writeFile2 } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";

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
    const path6 = given.replace(/::.*$/, "").replace(/^\.\//, "").replace(/\/+$/, "");
    if (framework === "pytest") return path6 === "." || file === path6 || file.startsWith(`${path6}/`);
    if (framework === "vitest") return file.includes(path6);
    try {
      return new RegExp(given).test(file);
    } catch {
      return file.includes(path6);
    }
  });
}

// src/plan/check-framework-tests.ts
var NO_ID = "(none)";
var CACHES2 = (0, import_picomatch2.default)(
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
      await rename2(resolve2(cwd, file), resolve2(cwd, pendingPathOf(file)));
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
    const path6 = resolve2(cwd, test.file);
    const text = await readFile4(path6, "utf8").catch(() => null);
    if (text === null) continue;
    const stamp = {
      id: test.planHash ? test.id : null,
      hash: test.planHash ?? "none",
      state: test.status,
      why: test.reasons[0] ?? ""
    };
    await writeFile2(path6, stampFrameworkTest(text, styleOf(tier.framework).comment, stamp));
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

// src/plan/inspect-generated.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
import { readFile as readFile5 } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";
async function inspectGenerated(sessions, plan, config, cwd) {
  const tests = [];
  const missing = [];
  for (const session of sessions) {
    const written = [];
    const stray = session.undone;
    for (const file of session.changed) {
      if (stray.includes(file)) continue;
      const text = await readFile5(resolve3(cwd, file), "utf8");
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
  if (target && !(0, import_picomatch3.default)(target.glob, { dot: true })(file))
    refuse(
      test,
      `${file} is not matched by tier ${tier}'s glob ${target.glob}, so it would never run`
    );
  if (!await isExecutable(resolve3(cwd, file))) refuse(test, "not executable");
  const badStart = startProblem(Buffer.from(text.slice(0, 4096)), file);
  if (badStart) refuse(test, badStart);
  return test;
}

// src/plan/entry-framework.ts
function frameworkOfEntry(entry, config, file) {
  const asked = entry.framework;
  if (asked === "script") return null;
  const where = `${file}:${entry.frameworkLine ?? entry.line}`;
  if (asked === null) {
    const tier2 = config.tiers.find((candidate) => candidate.name === entry.tier);
    const runs2 = tier2?.command ? frameworkOfCommand(tier2.command) : null;
    return tier2 && !tier2.tests && isWritableFramework(runs2) ? frameworkTierOf(config, tier2.name, runs2) : null;
  }
  if (!isWritableFramework(asked)) throw new PlanError(`${where}: unknown framework ${asked}`);
  if (entry.tier === null) {
    const running = config.tiers.filter(
      (tier2) => tier2.command && frameworkOfCommand(tier2.command) === asked
    );
    if (running.length === 1 && running[0]) return frameworkTierOf(config, running[0].name, asked);
    throw new PlanError(
      `${where}: ${entry.id} asks for ${asked} and names no tier, and ${running.length === 0 ? "no tier's command: runs" : `${running.map((tier2) => tier2.name).join(", ")} all run`} ${asked}: add "Tier: <name>" with a tier whose command: runs it`
    );
  }
  const tier = config.tiers.find((candidate) => candidate.name === entry.tier);
  if (!tier) {
    throw new PlanError(
      `${where}: ${entry.id} asks for ${asked} in tier ${entry.tier}, which the config does not declare (tiers: ${config.tiers.map((t) => t.name).join(", ")})`
    );
  }
  const runs = tier.command ? frameworkOfCommand(tier.command) : null;
  if (runs !== asked) {
    const what = tier.command ? `its command: runs ${runs ?? "no framework fix-loop knows"} (${tier.command})` : "it runs test scripts (tests:), not a framework command";
    throw new PlanError(
      `${where}: ${entry.id} asks for ${asked}, but tier ${tier.name} does not run it: ${what}; name a tier whose command: runs ${asked}, or drop Framework:`
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

export {
  commandTestPaths,
  pathsTakeIn,
  refuse,
  ProjectSource,
  namesInEntry,
  readTreeState,
  changedFiles,
  PlanError,
  parsePlan,
  tryGenerated,
  holdFrameworkTests,
  heldTest,
  checkFrameworkLive,
  checkFrameworkDead,
  stampFrameworkTests,
  tierTarget,
  inspectGenerated,
  inspectScriptFile,
  reviewSummary,
  checkedReview,
  frameworkOfEntry,
  frameworkTierOf
};
