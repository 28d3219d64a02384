import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createProbe,
  waitForHealthy
} from "./cli-chunk-EBXRPYV6.js";
import {
  VERSION
} from "./cli-chunk-QGHDR4GR.js";
import {
  GENERIC_MESSAGE,
  GO_TOOLCHAIN,
  RUNNERS,
  RUNNING_VARIABLE,
  addDevDependencyCommand,
  buildEvidence,
  builds,
  cleanOutput,
  commandWithoutReport,
  comparableName,
  findLocationInText,
  forgetRunning,
  formatDuration,
  frameworkOfCommand,
  glob,
  goFunctionsOf,
  goModulePath,
  goShortName,
  hardenedGit,
  helperOwner,
  helperUnit,
  hookFolder,
  hookFolderStart,
  identifyRunner,
  isDynamicPattern,
  isFramework,
  isHelperUnit,
  isTestPath,
  junitEvidence,
  junitTestId,
  listTests,
  nodeInstallCommand,
  normalisePath,
  openHandlesHint,
  plural,
  projectFile,
  readPackageJson,
  readRunOutput,
  readTextIfAny,
  relativeToRoot,
  removeSharedFolder,
  reportCounts,
  resultsSchema,
  runJunitCommand,
  runnerCall,
  runnerNamed,
  shareFolder,
  splitFunctionId
} from "./cli-chunk-5WQFVKAQ.js";
import {
  aliasOf,
  idsWithAliasLike,
  isGroupAlias,
  lookUpAlias
} from "./cli-chunk-UWZEYOYF.js";
import {
  ON_FAILURE_OF_GATE,
  TIER_NAMES,
  configuredOnFailure
} from "./cli-chunk-KUUEXE4X.js";
import {
  DEFAULT_CONFIG_PATH,
  parseDurationMs
} from "./cli-chunk-JFX3ZYDB.js";
import {
  editDistance,
  nearestIds,
  nearestWords
} from "./cli-chunk-F4DRHIDZ.js";
import {
  OutputCapture,
  explainSpawnError,
  isExecutableSync,
  joinShell,
  quoteShell,
  runAsUser,
  runProcess,
  simpleCommands,
  splitShell,
  startProblem,
  stripAnsi,
  supervise,
  toSpawnTarget,
  unquote,
  withAssignments
} from "./cli-chunk-J3ZY42EI.js";
import {
  UserError,
  messageOf
} from "./cli-chunk-IR6XB55K.js";

// src/ids/test-names.ts
function nameOf(id) {
  const parts = id.split(/ > |::/);
  return parts.at(-1) ?? id;
}
function isBareName(text) {
  return nameOf(text) === text;
}
function idsNamed(name, known) {
  if (!isBareName(name)) return [];
  return [...new Set(known.filter((id) => id !== name && nameOf(id) === name))];
}
function idsNamedLike(text, known) {
  const lower = nameOf(text).toLowerCase();
  const allowed = Math.max(2, Math.floor(lower.length / 8));
  const begins = known.filter((id) => nameOf(id).toLowerCase().startsWith(lower));
  const typos = known.map((id) => ({ id, edits: editDistance(nameOf(id).toLowerCase(), lower) })).filter(({ edits }) => edits <= allowed).sort((a, b) => a.edits - b.edits).map(({ id }) => id);
  return [.../* @__PURE__ */ new Set([...begins, ...typos])];
}

// src/script-tests/pending-framework-tests.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
var PENDING_SUFFIX = ".pending";
var HEADER_LINES = 40;
var COMMENT = String.raw`(?:#|\/\/)`;
var REVIEW_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*REVIEW\s*:\s*(\S+)`, "im");
var HASH_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*PLAN-HASH\s*:\s*([0-9a-f]+)\s*$`, "im");
var ID_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*PLAN-TEST\s*:\s*(\S+)\s*$`, "im");
var STAMP_LINE = new RegExp(String.raw`^\s*${COMMENT}\s*(?:REVIEW|PLAN-HASH|PLAN-TEST)\s*:`, "i");
function pendingPathOf(file) {
  return `${file}${PENDING_SUFFIX}`;
}
function collectedPathOf(pending) {
  return pending.endsWith(PENDING_SUFFIX) ? pending.slice(0, -PENDING_SUFFIX.length) : pending;
}
function readFrameworkStamp(text) {
  const head2 = text.split("\n", HEADER_LINES).join("\n");
  return {
    id: ID_LINE.exec(head2)?.[1] ?? null,
    planHash: HASH_LINE.exec(head2)?.[1] ?? null,
    review: REVIEW_LINE.exec(head2)?.[1]?.toLowerCase() ?? null
  };
}
function stampFrameworkTest(text, comment, stamp) {
  const lines = withoutStamps(text).split("\n");
  const at = lines[0]?.startsWith("#!") ? 1 : 0;
  const why = stamp.why ? ` (${stamp.why.replace(/\s+/g, " ")})` : "";
  lines.splice(
    at,
    0,
    ...stamp.id ? [`${comment} PLAN-TEST: ${stamp.id}`] : [],
    `${comment} PLAN-HASH: ${stamp.hash}`,
    `${comment} REVIEW: ${stamp.state}${why} - fix-loop plan --accept`
  );
  return lines.join("\n");
}
function acceptFrameworkTest(text) {
  return text.split("\n").filter((line, index) => index >= HEADER_LINES || !REVIEW_LINE.test(line)).join("\n");
}
function withoutStamps(text) {
  return text.split("\n").filter((line, index) => index >= HEADER_LINES || !STAMP_LINE.test(line)).join("\n");
}
var NEVER_HOLDS_TESTS = [
  "**/node_modules/**",
  "**/.git/**",
  "**/.venv/**",
  "**/venv/**",
  "**/.tox/**",
  "**/.nox/**",
  "**/__pycache__/**",
  "**/.pytest_cache/**",
  "**/.mypy_cache/**",
  "**/.ruff_cache/**",
  ".fix-loop/**"
];
async function pendingFrameworkTests(cwd) {
  const files = await glob(`**/*${PENDING_SUFFIX}`, {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: NEVER_HOLDS_TESTS
  });
  const marked = await Promise.all(
    files.sort().map(async (file) => {
      const text = await readFile(resolve(cwd, file), "utf8").catch(() => "");
      return readFrameworkStamp(text).review !== null ? file : null;
    })
  );
  return marked.filter((file) => file !== null);
}

// src/script-tests/review-marker.ts
var HEADER_LINES2 = 40;
var REVIEW_LINE2 = /^\s*#\s*REVIEW\s*:\s*(\S+).*$/im;
var HASH_LINE2 = /^\s*#\s*PLAN-HASH\s*:\s*([0-9a-f]+)\s*$/im;
function head(text) {
  return text.split("\n", HEADER_LINES2).join("\n");
}
function reviewStateOf(text) {
  return REVIEW_LINE2.exec(head(text))?.[1]?.toLowerCase() ?? null;
}
function planHashOf(text) {
  return HASH_LINE2.exec(head(text))?.[1] ?? null;
}
function stampScript(text, hash, state, why = "") {
  const lines = withoutStamps2(text).split("\n");
  const at = lines[0]?.startsWith("#!") ? 1 : 0;
  const review = `# REVIEW: ${state}${why ? ` (${why.replace(/\s+/g, " ")})` : ""} - fix-loop plan --accept`;
  lines.splice(at, 0, `# PLAN-HASH: ${hash}`, review);
  return lines.join("\n");
}
function acceptScript(text) {
  return text.split("\n").filter((line, index) => index >= HEADER_LINES2 || !/^\s*#\s*REVIEW\s*:/i.test(line)).join("\n");
}
function withoutStamps2(text) {
  return text.split("\n").filter((line, index) => index >= HEADER_LINES2 || !/^\s*#\s*(REVIEW|PLAN-HASH)\s*:/i.test(line)).join("\n");
}

// src/report/verdict-words.ts
var REJECTION_WORDS = {
  tamper: "changed protected paths",
  regression: "broke tests that passed before",
  no_change: "no file changed",
  timeout: "the session timed out",
  error: "the session failed",
  budget: "the budget ran out"
};
function attemptVerdict(attempt, style = "report") {
  const { rejected } = attempt;
  if (style === "brief") {
    if (rejected === null) return "tests still fail";
    return rejected === "no_change" ? "no change" : `rejected: ${rejected}`;
  }
  if (style === "explained") {
    if (attempt.verified.passed) return "fixed";
    if (rejected === null) return "not fixed: the tests still fail (undone)";
    const undone = rejected === "no_change" ? "" : " (undone)";
    return `rejected: ${REJECTION_WORDS[rejected]}${undone}`;
  }
  if (rejected) return `rejected: ${rejected}`;
  return attempt.verified.passed ? "verified fixed" : "not fixed";
}
function guardsLine(report) {
  return `guards (${report.mode}): ${guardsFired(report) ?? "none fired"}`;
}
function guardsFired(report) {
  const fired = Object.entries(report.fired).filter(([, count]) => count > 0).map(([guard, count]) => `${guard} fired ${plural(count, "time")}`);
  return fired.length > 0 ? fired.join(", ") : null;
}
function onFailureWords(tier) {
  return `on failure: ${"onFailure" in tier ? tier.onFailure : ON_FAILURE_OF_GATE[tier.gate]}`;
}

// src/triage/changes/changed-functions.ts
import path3 from "node:path";

// src/triage/frames/built-source.ts
import { realpathSync } from "node:fs";
import path from "node:path";

// src/triage/frames/source-snapshot.ts
import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
var snapshot = new AsyncLocalStorage();
function withSourceSnapshot(work) {
  return snapshot.getStore() ? work() : snapshot.run({ texts: /* @__PURE__ */ new Map(), answers: /* @__PURE__ */ new WeakMap() }, work);
}
function readSourceText(full) {
  const store = snapshot.getStore();
  const known = store?.texts.get(full);
  if (known !== void 0) return known;
  let text;
  try {
    text = readFileSync(full, "utf8");
  } catch {
    text = null;
  }
  store?.texts.set(full, text);
  return text;
}
function answeredOnce(owner, question, work) {
  const store = snapshot.getStore();
  if (!store) return work();
  let answers = store.answers.get(owner);
  if (!answers) {
    answers = /* @__PURE__ */ new Map();
    store.answers.set(owner, answers);
  }
  if (answers.has(question)) return answers.get(question);
  const answer = work();
  answers.set(question, answer);
  return answer;
}

// src/triage/frames/built-source.ts
function sourceOfBuiltLine(file, lineOf2, root) {
  const full = path.resolve(root, file);
  const map = mapOf(full, root);
  if (!map) return null;
  const line = lineOf2();
  if (line === null) return null;
  const origin = map.lines[line - 1];
  if (!origin) return null;
  const source = map.sources[origin.source];
  if (source === void 0) return null;
  const relative = path.relative(root, source);
  if (!insideRoot(source, root) || relative.split(path.sep).includes("node_modules")) return null;
  if (readSourceText(source) === null) return null;
  return { file: relative.split(path.sep).join("/"), line: origin.line + 1 };
}
function insideRoot(file, root) {
  let real;
  let top;
  try {
    real = realpathSync(file);
    top = realpathSync(root);
  } catch {
    return false;
  }
  const relative = path.relative(top, real);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
var decoded = /* @__PURE__ */ new Map();
function mapOf(built, root) {
  if (!/\.[cm]?js$/.test(built)) return null;
  const text = readSourceText(built);
  if (text === null) return null;
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text.slice(-2e3))?.[1];
  if (url?.startsWith("data:")) return null;
  const mapFile = path.resolve(path.dirname(built), url ?? `${path.basename(built)}.map`);
  const mapText = readSourceText(mapFile);
  if (mapText === null || !insideRoot(mapFile, root)) return null;
  const known = decoded.get(mapFile);
  if (known?.text === mapText) return known.map;
  const map = parseMap(mapText, path.dirname(mapFile));
  decoded.set(mapFile, { text: mapText, map });
  return map;
}
function parseMap(text, folder) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(raw.sources) || typeof raw.mappings !== "string") return null;
  const sourceRoot = typeof raw.sourceRoot === "string" ? raw.sourceRoot : "";
  const sources = raw.sources.map(
    (source) => path.resolve(folder, sourceRoot, typeof source === "string" ? source : "")
  );
  return { sources, lines: firstSegments(raw.mappings) };
}
function firstSegments(mappings) {
  const lines = [];
  let source = 0;
  let line = 0;
  for (const generated of mappings.split(";")) {
    let first;
    for (const segment of generated.split(",")) {
      if (segment === "") continue;
      const values = vlqValues(segment);
      if (values.length < 4) continue;
      source += values[1] ?? 0;
      line += values[2] ?? 0;
      first ??= { source, line };
    }
    lines.push(first);
  }
  return lines;
}
var BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function vlqValues(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) return [];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}
function builtDeclarationLine(file, runtimeName, root) {
  const text = readSourceText(path.resolve(root, file));
  if (text === null) return null;
  const [, accessor = "", name = runtimeName] = /^(?:(get|set) )?(.*)$/.exec(runtimeName.split(".").at(-1) ?? runtimeName) ?? [];
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const declares = [
    new RegExp(
      `^\\s*(?:(?:static|async|public|private|protected|override)\\s+)*${accessor ? `${accessor}\\s+` : "(?:\\*\\s*)?"}${escaped}\\s*\\(`
    ),
    new RegExp(`\\bfunction\\s*\\*?\\s*${escaped}\\s*\\(`),
    new RegExp(`(?:^|[\\s.])${escaped}\\s*[=:]\\s*(?:async\\s+)?(?:function\\b|\\(|[\\w$]+\\s*=>)`)
  ];
  const lines = linesOf(text);
  const at = lines.findIndex((each) => declares.some((pattern) => pattern.test(each)));
  return at < 0 ? null : at + 1;
}
var split = null;
function linesOf(text) {
  if (split?.text !== text) split = { text, lines: text.split("\n") };
  return split.lines;
}

// src/triage/frames/go-frames.ts
var GO_FUNCTION = /^((?:[\w.-]+\/)*[\w-]+(?:\.\(\*?\w+(?:\[\.\.\.\])?\))?(?:\.[\w$]+(?:\[\.\.\.\])?)*)\(.*\)\s*$/;
var GO_LOCATION = /^\t(\S+\.go):(\d+)(?:\s+\+0x[0-9a-f]+)?\s*$/;
var GO_TEST_LINE = /^\s+(\S+\.go):(\d+): /;
function goFrames(text) {
  const lines = text.split(/\r?\n/);
  const frames = [];
  for (let index = 0; index + 1 < lines.length; index++) {
    const fn = GO_FUNCTION.exec(lines[index] ?? "");
    const location = fn && GO_LOCATION.exec(lines[index + 1] ?? "");
    if (fn?.[1] && location?.[1]) {
      frames.push({ file: location[1], line: Number(location[2]), function: goShortName(fn[1]) });
      index++;
    }
  }
  if (frames.length > 0) return frames.reverse();
  for (const line of lines) {
    const test = GO_TEST_LINE.exec(line);
    if (test?.[1]) frames.push({ file: test[1], line: Number(test[2]), function: "<test>" });
  }
  return frames;
}

// src/triage/frames/invariant-check.ts
var INVARIANT = /\b(?:should(?:n't| not| never) (?:happen|be reached|occur)|unreachable|invariant (?:violation|failed|broken)|internal error)\b/i;
function brokeAnInvariant(message) {
  return INVARIANT.test(message);
}

// src/triage/frames/java-frames.ts
var JAVA_FRAME = /^\s*at\s+(?:[\w.-]+\/)?([\w$.]+)\.([\w$<>]+)\(([^():]+)(?::(\d+))?\)\s*$/;
function javaFrames(text) {
  let frames = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*Caused by:/.test(line)) {
      frames = [];
      continue;
    }
    const match = JAVA_FRAME.exec(line);
    if (match?.[1] && match[2] && match[3]) {
      const className = match[1];
      const packagePath = className.split(".").slice(0, -1).join("/");
      frames.push({
        file: packagePath ? `${packagePath}/${match[3]}` : match[3],
        line: match[4] ? Number(match[4]) : null,
        function: `${simpleClass(className)}.${match[2]}`
      });
    }
  }
  return frames.reverse();
}
function simpleClass(className) {
  const simple = className.slice(className.lastIndexOf(".") + 1);
  return simple.replace(/\$\d+$/, "");
}

// src/triage/frames/source-function.ts
import path2 from "node:path";

// src/triage/changes/python-functions.ts
function pythonFunctionsByLine(lines) {
  const open = [];
  const answers = [];
  let inString = null;
  let depth = 0;
  for (const line of lines) {
    if (inString !== null) {
      answers.push(innermost(open));
      const close = line.indexOf(inString);
      if (close !== -1 && depth > 0)
        depth = Math.max(0, depth + bracketsOpened(line.slice(close + 3)));
      inString = stringOpenAfter(line, inString);
      continue;
    }
    if (depth > 0) {
      answers.push(innermost(open));
      depth = Math.max(0, depth + bracketsOpened(line));
      inString = stringOpenAfter(line, null);
      continue;
    }
    const text = line.replace(/\s+$/, "");
    if (text.trim() === "" || text.trimStart().startsWith("#")) {
      answers.push(innermost(open));
      continue;
    }
    const indent = text.length - text.trimStart().length;
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const block2 = DEF.exec(text) ?? CLASS.exec(text);
    if (block2?.[2]) {
      const outer = open.at(-1);
      const scope = outer ? `${outer.name}.${outer.def ? "<locals>." : ""}` : "";
      open.push({ indent, name: `${scope}${block2[2]}`, def: block2[1] === "def" });
    }
    answers.push(innermost(open));
    depth = Math.max(0, bracketsOpened(text));
    inString = stringOpenAfter(text, null);
  }
  return answers;
}
function bracketsOpened(line) {
  const code = line.replace(/"""[\s\S]*?"""|'''[\s\S]*?'''/g, "").replace(/"""[\s\S]*$|'''[\s\S]*$/, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "").replace(/#.*$/, "");
  let depth = 0;
  for (const char of code) {
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
  }
  return depth;
}
function innermost(open) {
  const last = open.at(-1);
  return last?.def ? last.name : null;
}
function stringOpenAfter(line, openAtStart) {
  let open = openAtStart;
  let at = 0;
  while (at < line.length) {
    if (open !== null) {
      const close = line.indexOf(open, at);
      if (close === -1) return open;
      at = close + 3;
      open = null;
      continue;
    }
    const rest = line.slice(at);
    const next = /"""|'''|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|#/.exec(rest);
    if (!next) return null;
    if (next[0] === "#") return null;
    if (next[0] === '"""' || next[0] === "'''") open = next[0];
    at += next.index + next[0].length;
  }
  return open;
}
var DEF = /^\s*(?:async\s+)?(def)\s+([A-Za-z_]\w*)\s*[([]/;
var CLASS = /^\s*(class)\s+([A-Za-z_]\w*)/;

// src/triage/frames/inferred-name.ts
var NAME = String.raw`[A-Za-z_$][\w$]*`;
function inferredName(name, line) {
  const assigned = new RegExp(
    String.raw`^\s*(${NAME}(?:\.${NAME})*)\.${name.replaceAll("$", "\\$")}\s*=(?!=)\s*(.*)`
  ).exec(line);
  if (!assigned?.[1] || assigned[1].startsWith("this")) return name;
  if (/^(?:async\s+)?function\s*\*?\s*[A-Za-z_$]/.test(assigned[2] ?? "")) return name;
  const owner = assigned[1].split(".").filter((part) => part !== "prototype");
  return [...owner, name].join(".");
}
var ASSIGNED_FUNCTION = new RegExp(
  String.raw`^\s*(?:${NAME}\.)+(${NAME})\s*=\s*(?:async\s*)?(?:function\s*\*?\s*\(|(?:\([^)]*\)|${NAME})\s*=>)`
);
function assignedFunctionOn(line) {
  const name = ASSIGNED_FUNCTION.exec(line)?.[1];
  if (!name) return null;
  const inferred = inferredName(name, line);
  return inferred === name ? null : inferred;
}

// src/triage/frames/source-function.ts
function sourceFunctionName(file, runtimeName, line, root) {
  if (file.endsWith(".go")) return goSourceName(runtimeName);
  if (file.endsWith(".py")) return pythonSourceName(file, runtimeName, line, root);
  if (!JS_SOURCE.test(file)) return runtimeName;
  return jsSourceName(file, withoutModuleWrapper(runtimeName), line, root);
}
function withoutModuleWrapper(runtimeName) {
  return runtimeName.replace(/^(?:Object\.)?<anonymous>\.(?=.)/, "").replace(/(^|\.)(?:get|set) (?=#?[A-Za-z_$])/, "$1");
}
function jsSourceName(file, runtimeName, line, root) {
  const read = readSource(file, root);
  if (!read) return runtimeName;
  if (line !== null) {
    const enclosing = enclosingFunctionAt(read, line);
    if (enclosing) return enclosing;
  }
  read.declared ??= declaredNames(read.lines);
  if (read.declared.has(runtimeName)) return runtimeName;
  const undigited = runtimeName.replace(/\d+$/, "");
  return undigited !== runtimeName && read.declared.has(undigited) ? undigited : runtimeName;
}
function pythonSourceName(file, runtimeName, line, root) {
  if (line === null || runtimeName.startsWith("<") || runtimeName.includes(".")) return runtimeName;
  const read = readSource(file, root);
  if (!read || line < 1 || line > read.lines.length) return runtimeName;
  read.pythonFunctions ??= pythonFunctionsByLine(read.lines);
  const qualified = read.pythonFunctions[line - 1];
  return qualified?.endsWith(`.${runtimeName}`) ? qualified : runtimeName;
}
function goSourceName(runtimeName) {
  return runtimeName.replaceAll("[...]", "").replace(/(?:\.func\d+)(?:\.\d+)*$/, "");
}
var JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;
var NAME2 = String.raw`[A-Za-z_$][\w$]*`;
var DECLARATIONS = [
  new RegExp(String.raw`\bfunction\s*\*?\s*(${NAME2})\s*[<(]`),
  new RegExp(
    String.raw`\b(?:const|let|var)\s+(${NAME2})\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|${NAME2})\s*(?::[^=]+)?=>)`
  ),
  // An arrow whose parameters go on the lines below (yaml's `export const isCollection = (`).
  new RegExp(String.raw`\b(?:const|let|var)\s+(${NAME2})\s*(?::[^=]+)?=\s*(?:async\s*)?\(\s*$`),
  new RegExp(
    String.raw`^\s*(${NAME2})\s*[:=]\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|${NAME2})\s*=>)`
  ),
  new RegExp(
    String.raw`^\s*(?:(?:public|private|protected|static|async|get|set|override|readonly)\s+)*\*?(#?${NAME2})\s*(?:<[^>]*>)?\s*\([^;]*\)\s*(?::[^{;]+)?\{`
  )
];
var NOT_NAMES = /* @__PURE__ */ new Set(["if", "for", "while", "switch", "catch", "function", "return", "with"]);
function declaredOn(text) {
  for (const pattern of DECLARATIONS) {
    const name = pattern.exec(text)?.[1];
    if (name && !NOT_NAMES.has(name)) return name;
  }
  return null;
}
function firstDeclarationLine(lines, name) {
  return declarationsIn(lines).get(name) ?? -1;
}
function declarationsIn(lines) {
  let index = firstDeclarations.get(lines);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (const [at, text] of lines.entries()) {
      const declared = declaredOn(text);
      if (declared && !index.has(declared)) index.set(declared, at);
    }
    firstDeclarations.set(lines, index);
  }
  return index;
}
var firstDeclarations = /* @__PURE__ */ new WeakMap();
function declaredNames(lines) {
  return new Set(declarationsIn(lines).keys());
}
function enclosingFunctionAt(read, line) {
  if (line < 1 || line > read.lines.length) return null;
  read.enclosing ??= enclosingFunctions(read.lines);
  return read.enclosing[line - 1] ?? null;
}
function enclosingFunctions(lines) {
  const open = [];
  const answers = [];
  let depth = 0;
  let carried = null;
  for (const line of lines) {
    const text = withoutStringsAndComments(line);
    const declared = declaredOn(line) ?? assignedFunctionOn(line);
    const start = bodyStart(text, declared, carried, (name) => name.split(".").at(-1) ?? name);
    let pending = start.name;
    carried = start.carried;
    for (const [at, char] of [...text].entries()) {
      if (char === "{") {
        depth++;
        open.push({ name: at < start.body ? null : pending, depth });
        if (at >= start.body) pending = null;
      } else if (char === "}") {
        while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= depth) open.pop();
        depth = Math.max(0, depth - 1);
      } else if (char === ";") pending = null;
    }
    const named = open.flatMap((entry) => entry.name ? [entry.name] : []);
    answers.push(named.at(-1) ?? null);
  }
  return answers;
}
function bodyStart(text, declared, carried, named = (name) => name) {
  const scan = (from, parens, name) => {
    for (let at = from; at < text.length; at++) {
      if (text[at] === "(") parens++;
      else if (text[at] === ")" && --parens === 0) return { name, body: at, carried: null };
    }
    return { name, body: Number.POSITIVE_INFINITY, carried: { name, parens } };
  };
  if (declared) {
    const written = named(declared);
    const open = text.indexOf("(", text.indexOf(written) + written.length);
    return open === -1 ? { name: declared, body: 0, carried: null } : scan(open, 0, declared);
  }
  if (carried) return scan(0, carried.parens, carried.name);
  return { name: null, body: 0, carried: null };
}
function withoutStringsAndComments(text) {
  return text.replace(/\/\/.*$/, "").replace(/\/\*.*?\*\//g, "").replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
}
function sourceLines(file, root) {
  return readSource(file, root)?.lines ?? null;
}
var lastRead = /* @__PURE__ */ new Map();
function readSource(file, root) {
  const relative = normalisePath(file, root);
  const full = path2.isAbsolute(relative) ? relative : path2.resolve(root, relative);
  const text = readSourceText(full);
  if (text === null) {
    lastRead.delete(full);
    return null;
  }
  const known = lastRead.get(full);
  if (known?.text === text) return known;
  const read = { text, lines: text.split(/\r?\n/) };
  lastRead.set(full, read);
  return read;
}

// src/triage/frames/null-parameter.ts
var NULL_READ = /Cannot read propert(?:y|ies) of (?:null|undefined) \(reading '([^']+)'\)/;
var ARRAY_METHOD = /^\s*at (?:Array|TypedArray|Int\d+Array|Uint\d+Array|Float\d+Array)\.\w+ \((?:<anonymous>|native)\)\s*$/;
function readAPropertyOfItsParameter(text, frame2, root) {
  const lines = text.split("\n");
  const property = NULL_READ.exec(lines[0] ?? "")?.[1];
  if (!property || !frame2 || frame2.line === null) return false;
  const thrownAt = lines.findIndex(
    (line) => /^\s*at\s/.test(line) && line.includes(`:${frame2.line}:`)
  );
  if (thrownAt === -1 || !ARRAY_METHOD.test(lines[thrownAt + 1] ?? "")) return false;
  const source = sourceLines(frame2.file, root);
  const at = source?.[frame2.line - 1];
  if (!source || at === void 0) return false;
  const parameters = parametersAt(source, frame2.line);
  const code = withoutStringsAndComments(at);
  return parameters.some(
    (name) => new RegExp(
      String.raw`(?<![\w$.])${escapeDollar(name)}\s*\??\.\s*${escapeDollar(property)}\b`
    ).test(code)
  );
}
function parametersAt(lines, line) {
  for (let index = line - 1; index >= 0; index--) {
    const text = lines[index] ?? "";
    const name = declaredOn(text);
    if (!name) continue;
    const list = /\(([^)]*)\)/.exec(text.slice(text.indexOf(name) + name.length))?.[1] ?? "";
    return list.split(",").flatMap((part) => {
      const parameter = /^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(part)?.[1];
      return parameter ? [parameter] : [];
    });
  }
  return [];
}
function escapeDollar(text) {
  return text.replace(/[$]/g, "\\$");
}

// src/triage/frames/project-code.ts
var DEPENDENCY = /(?:^|\/)(?:node_modules|site-packages|dist-packages|\.venv|venv|vendor|\.yarn|\.pnpm)\//;
var TOOL_OUTPUT = /(?:^|\/)(?:\.cache|\.next|\.nuxt|\.svelte-kit|\.output|\.turbo|\.parcel-cache|\.vite|\.angular|__pycache__|\.pytest_cache|\.mypy_cache|\.tox|\.nox)\//;
var RUNTIME = [
  /^node:/,
  /^internal\//,
  /^<[^>]*>$/,
  // <frozen importlib._bootstrap>, <string>, <anonymous>
  /(?:^|\/)lib\/python\d+(?:\.\d+)?\//,
  // CPython's standard library (site-packages left above)
  GO_TOOLCHAIN,
  /^(?:java|javax|jdk|sun|com\/sun|kotlin|scala|org\/junit|junit|org\/opentest4j|org\/gradle|org\/apache\/maven|org\/testng)\//,
  /(?:^|\/)_pytest\//,
  /(?:^|\/)pluggy\//
];
function isProjectCode(file, root) {
  const path14 = projectPath(file, root);
  return path14 !== null && !isTestPath(path14);
}
function isTestCode(file, root) {
  const path14 = projectPath(file, root);
  return path14 !== null && isTestPath(path14);
}
function projectPath(file, root) {
  if (file === "") return null;
  const path14 = normalisePath(file, root);
  if (root && (path14.startsWith("/") || /^[A-Za-z]:\//.test(path14))) return null;
  if (DEPENDENCY.test(path14) || TOOL_OUTPUT.test(path14)) return null;
  if (RUNTIME.some((pattern) => pattern.test(path14))) return null;
  return path14;
}
function stablePath(file, root) {
  const path14 = normalisePath(file, root);
  if (root && !path14.startsWith("/") && !path14.startsWith("../") && !/^[A-Za-z]:\//.test(path14))
    return path14;
  const parts = path14.split("/").filter((part) => part !== "");
  return parts.slice(-2).join("/");
}

// src/triage/frames/python-frames.ts
var TRACEBACK_FRAME = /^\s*File "([^"]+)", line (\d+), in (\S+)/;
var PYTEST_IN = /^(\S+\.py):(\d+): in (\S+)\s*$/;
var PYTEST_LOCATION = /^(\S+\.py):(\d+): ?([\w.]+)?\s*$/;
var DOCTEST_OUTCOME = /* @__PURE__ */ new Set(["DocTestFailure", "UnexpectedException"]);
var DEF2 = /^\s*(?:>\s*)?(?:async\s+)?def\s+(\w+)\s*\(/;
var ENTRY_SEPARATOR = /^(?:_ )+_?\s*$/;
function pythonFrames(text) {
  const lines = text.split(/\r?\n/);
  const frames = [];
  let entry = [];
  for (const line of lines) {
    const traceback = TRACEBACK_FRAME.exec(line);
    if (traceback) {
      frames.push(frame(traceback[1], traceback[2], traceback[3]));
      continue;
    }
    const short2 = PYTEST_IN.exec(line);
    if (short2) {
      frames.push(frame(short2[1], short2[2], short2[3]));
      entry = [];
      continue;
    }
    const location = PYTEST_LOCATION.exec(line);
    if (location && DOCTEST_OUTCOME.has(location[3] ?? "")) {
      entry = [];
      continue;
    }
    if (location) {
      frames.push(frame(location[1], location[2], functionOf(entry)));
      entry = [];
      continue;
    }
    if (ENTRY_SEPARATOR.test(line)) entry = [];
    else entry.push(line);
  }
  return frames;
}
function functionOf(entry) {
  for (const line of entry) {
    const def = DEF2.exec(line);
    if (def?.[1]) return def[1];
  }
  return entry.some((line) => FAILING_LAMBDA.test(line)) ? "<lambda>" : "<module>";
}
var FAILING_LAMBDA = /^>.*\blambda\b[^:]*:/;
function frame(file, line, name) {
  return { file: file ?? "", line: line ? Number(line) : null, function: name ?? "<module>" };
}

// src/triage/frames/self-assertion.ts
function assertedInProjectCode(message, frames, root) {
  if (!ASSERTION_ERROR.test(message.trim())) return false;
  const innermost2 = frames.at(-1);
  return innermost2 !== void 0 && isProjectCode(innermost2.file, root);
}
var ASSERTION_ERROR = /^(?:[\w$]+\.)*AssertionError\b/;

// src/triage/frames/empty-body.ts
var SPAN = 6;
function declaredEmpty(lines, name) {
  let found = false;
  for (const [at, line] of lines.entries()) {
    if (declaredOn(line) !== name) continue;
    found = true;
    if (!emptyAfter(lines.slice(at, at + SPAN).join("\n"), name)) return false;
  }
  return found;
}
function emptyAfter(text, name) {
  const named = text.indexOf(name);
  if (named === -1) return false;
  const open = text.indexOf("(", named + name.length);
  if (open === -1) return false;
  let depth = 0;
  let close = -1;
  for (let at = open; at < text.length && close === -1; at++) {
    if (text[at] === "(") depth++;
    else if (text[at] === ")" && --depth === 0) close = at;
  }
  if (close === -1) return false;
  return /^\s*(?:=>\s*)?\{\s*\}/.test(text.slice(close + 1));
}

// src/triage/frames/go-functions.ts
function goFunctionBodies(lines) {
  const bodies = /* @__PURE__ */ new Map();
  let current = null;
  let depth = 0;
  for (const line of withoutGoLiterals(lines)) {
    if (depth === 0) {
      const declared = GO_FUNC.exec(line)?.[1];
      if (declared) {
        current = declared;
        if (!bodies.has(declared)) bodies.set(declared, "");
      }
    }
    if (current === null) continue;
    let body = "";
    for (const char of line) {
      if (char === "}" && depth > 0 && --depth === 0) {
        bodies.set(current, `${bodies.get(current)}${body}`);
        current = null;
        body = "";
        break;
      }
      if (depth > 0) body += char;
      if (char === "{") depth++;
    }
    if (current !== null) bodies.set(current, `${bodies.get(current)}${body}
`);
  }
  return bodies;
}
function goAccessors(lines) {
  const accessors = /* @__PURE__ */ new Set();
  for (const [name, body] of goFunctionBodies(lines))
    if (/^\s*return\s+[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\s*$/.test(body)) accessors.add(name);
  return accessors;
}
var GO_FUNC = /^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[[(]/;
function withoutGoLiterals(lines) {
  const out = [];
  let inBlock = false;
  let inRaw = false;
  for (const line of lines) {
    let kept = "";
    for (let at = 0; at < line.length; at++) {
      const char = line[at];
      if (inBlock) {
        if (char === "*" && line[at + 1] === "/") {
          inBlock = false;
          at++;
        }
      } else if (inRaw) {
        if (char === "`") inRaw = false;
      } else if (char === "/" && line[at + 1] === "/") break;
      else if (char === "/" && line[at + 1] === "*") {
        inBlock = true;
        at++;
      } else if (char === "`") inRaw = true;
      else if (char === '"' || char === "'") {
        for (at++; at < line.length && line[at] !== char; at++) if (line[at] === "\\") at++;
        kept += '""';
      } else kept += char;
    }
    out.push(kept);
  }
  return out;
}

// src/triage/frames/source-calls.ts
function callsByFunction(file, lines) {
  if (JS_SOURCE2.test(file)) return jsCalls(lines);
  if (file.endsWith(".py")) return pythonCalls(lines);
  if (file.endsWith(".go")) return goCalls(lines);
  return /* @__PURE__ */ new Map();
}
var JS_SOURCE2 = /\.(?:[cm]?[jt]sx?)$/;
var CALL = /([A-Za-z_$][\w$]*)\s*\(/g;
var NOT_CALLS = /* @__PURE__ */ new Set([
  "if",
  "for",
  "while",
  "switch",
  "catch",
  "function",
  // go's function literal, `func(a, b int) bool { ... }`
  "func",
  "return",
  "typeof"
]);
function callsOn(text) {
  return [...text.matchAll(CALL)].flatMap(
    (match) => match[1] && !NOT_CALLS.has(match[1]) ? [match[1]] : []
  );
}
function add(calls, name, called) {
  const set = calls.get(name) ?? /* @__PURE__ */ new Set();
  for (const each of called) if (each !== name) set.add(each);
  calls.set(name, set);
}
function jsCalls(lines) {
  const calls = /* @__PURE__ */ new Map();
  const open = [];
  let depth = 0;
  let carried = null;
  for (const line of lines) {
    const text = withoutStringsAndComments(line);
    const start = bodyStart(text, declaredOn(line), carried);
    let pending = start.name;
    carried = start.carried;
    const called = callsOn(text);
    for (const entry of open) if (entry.name) add(calls, entry.name, called);
    for (const [at, char] of [...text].entries()) {
      if (char === "{") {
        depth++;
        open.push({ name: at < start.body ? null : pending, depth });
        if (pending && at >= start.body) add(calls, pending, []);
        if (at >= start.body) pending = null;
      } else if (char === "}") {
        while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= depth) open.pop();
        depth = Math.max(0, depth - 1);
      } else if (char === ";") pending = null;
    }
  }
  return calls;
}
function goCalls(lines) {
  const calls = /* @__PURE__ */ new Map();
  for (const [name, body] of goFunctionBodies(lines)) add(calls, name, callsOn(body));
  return calls;
}
var PY_DEF = /^(\s*)(?:async\s+)?def\s+(\w+)\s*\(/;
function pythonCalls(lines) {
  const calls = /* @__PURE__ */ new Map();
  const open = [];
  for (const line of lines) {
    const code = line.replace(/#.*$/, "").replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, '""');
    if (code.trim() === "") continue;
    const indent = /^\s*/.exec(code)?.[0].length ?? 0;
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const def = PY_DEF.exec(code);
    if (def?.[2]) {
      add(calls, def[2], []);
      open.push({ name: def[2], indent });
      continue;
    }
    const called = callsOn(code);
    for (const entry of open) add(calls, entry.name, called);
  }
  return calls;
}

// src/triage/frames/source-names.ts
var SourceReader = class {
  constructor(root) {
    this.root = root;
  }
  root;
  lines = /* @__PURE__ */ new Map();
  declared = /* @__PURE__ */ new Map();
  calls = /* @__PURE__ */ new Map();
  accessors = /* @__PURE__ */ new Map();
  linesOf(file) {
    let lines = this.lines.get(file);
    if (lines === void 0) {
      lines = sourceLines(file, this.root);
      this.lines.set(file, lines);
    }
    return lines;
  }
  /**
   * Whether the source declares no function by this name: a helper a compiler wrote into the
   * file (babel's `_defineProperty`, `_classCallCheck`, `_objectSpread`; tsc's `__awaiter`,
   * tslib's `__extends`), which a person cannot find, let alone fix. Declared as
   * sourceFunctionName reads declarations (so the corpus's outlines read the same), or assigned
   * as a method (`proto.startOf = function`); in Python, a `def`. False when the source cannot
   * be read, or is of another language.
   */
  lacksName(file, fn) {
    let names = this.declared.get(file);
    if (names === void 0) {
      const lines = this.linesOf(file);
      names = lines ? declaredInLines(file, lines) : null;
      this.declared.set(file, names);
    }
    if (names === null) return false;
    const name = identifierOf(fn);
    if (name === null) return true;
    return !names.has(name) && !names.has(name.replace(/\d+$/, ""));
  }
  /** Whether the function's body is empty (empty-body.ts); false when unknown. */
  isEmpty(file, fn) {
    if (!JS_SOURCE3.test(file)) return false;
    const lines = this.linesOf(file);
    const name = identifierOf(fn);
    return lines !== null && name !== null && declaredEmpty(lines, name);
  }
  /** The names the function's body calls (source-calls.ts); empty when unknown. */
  callsOf(file, fn) {
    const name = identifierOf(fn);
    return name && this.callsIn(file).get(name) || /* @__PURE__ */ new Set();
  }
  /** Whether the function only hands back a field (go's getters, go-functions.ts); false when unknown. */
  isAccessor(file, fn) {
    if (!file.endsWith(".go")) return false;
    let names = this.accessors.get(file);
    if (!names) {
      const lines = this.linesOf(file);
      names = lines ? goAccessors(lines) : /* @__PURE__ */ new Set();
      this.accessors.set(file, names);
    }
    const name = identifierOf(fn);
    return name !== null && names.has(name);
  }
  /** What each named function of the file calls, by the function's name. */
  callsIn(file) {
    let calls = this.calls.get(file);
    if (!calls) {
      const lines = this.linesOf(file);
      calls = lines ? callsByFunction(file, lines) : /* @__PURE__ */ new Map();
      this.calls.set(file, calls);
    }
    return calls;
  }
};
function identifierOf(fn) {
  const owner = fn.includes("/") ? fn.slice(0, fn.indexOf("/")) : fn;
  const last = owner.split(/[.\s]/).at(-1) ?? "";
  return /^#?[A-Za-z_$][\w$]*$/.test(last) ? last : null;
}
var JS_SOURCE3 = /\.(?:[cm]?[jt]sx?)$/;
var ASSIGNED_METHOD = /\.([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>)/;
var PY_DEF2 = /^\s*(?:async\s+)?def\s+(\w+)\s*\(/;
var declaredByLines = /* @__PURE__ */ new WeakMap();
function declaredInLines(file, lines) {
  if (declaredByLines.has(lines)) return declaredByLines.get(lines) ?? null;
  const names = declaredIn(file, lines);
  declaredByLines.set(lines, names);
  return names;
}
function declaredIn(file, lines) {
  const names = /* @__PURE__ */ new Set();
  if (JS_SOURCE3.test(file)) {
    for (const line of lines) {
      const name = declaredOn(line) ?? ASSIGNED_METHOD.exec(line)?.[1];
      if (name) names.add(name);
    }
    return names;
  }
  if (file.endsWith(".py")) {
    for (const line of lines) {
      const name = PY_DEF2.exec(line)?.[1];
      if (name) names.add(name);
    }
    return names;
  }
  return null;
}

// src/triage/frames/v8-frames.ts
var AT_FRAME = /^\s*at\s+(?:(.+?)\s+\()?((?:file:\/\/|node:)?[^\s()]+?):(\d+)(?::\d+)?\)?\s*\{?\s*$/;
var VITEST_FRAME = /^\s*❯\s+(?:(\S+)\s+)?(\S+?):(\d+)(?::\d+)?\s*$/;
function v8Frames(text) {
  const stacks = [];
  let current = [];
  for (const line of text.split(/\r?\n/)) {
    const match = AT_FRAME.exec(line) ?? VITEST_FRAME.exec(line);
    if (match) {
      current.push({
        file: match[2] ?? "",
        line: Number(match[3]),
        function: functionName(match[1]),
        stack: stacks.length
      });
    } else if (current.length > 0 && line.trim() !== "" && !/^\s*at\s/.test(line)) {
      stacks.push(current.reverse());
      current = [];
    }
  }
  if (current.length > 0) stacks.push(current.reverse());
  return stacks.flat();
}
function functionName(raw) {
  if (!raw) return "<anonymous>";
  const name = raw.replace(/\s*\[as [^\]]+\]$/, "").replace(/^(?:async|new)\s+/, "").trim();
  const last = name.split(".").pop() ?? name;
  return last === "" || last === "<anonymous>" ? "<anonymous>" : last;
}
var BUILTIN_FRAME = /^\s*at\s+(?:.+?\s+)?\((?:<anonymous>|native)\)\s*$/;
function thrownByBuiltin(text) {
  let innermost2 = null;
  let inStack = false;
  for (const line of text.split(/\r?\n/)) {
    const isFrame = /^\s*at\s/.test(line);
    if (isFrame && !inStack) innermost2 = line;
    inStack = isFrame || inStack && line.trim() === "";
  }
  return innermost2 !== null && BUILTIN_FRAME.test(innermost2);
}

// src/triage/culprit.ts
var PARSERS = [pythonFrames, javaFrames, goFrames, v8Frames];
function evidenceText(test) {
  const evidence = test.evidence;
  return evidence ? [evidence.excerpt, ...evidence.summary].join("\n") : "";
}
function failureFrames(test) {
  const text = evidenceText(test);
  if (text === "") return [];
  for (const parse of PARSERS) {
    const frames = parse(text);
    if (frames.length > 0) return frames;
  }
  return [];
}
function frameCulprit(test, root) {
  return answeredOnce(
    test,
    `frame culprit in ${root ?? ""}`,
    () => deepestFrameCulprit(test, root)
  );
}
function deepestFrameCulprit(test, root) {
  const project = projectFrames(test, root);
  const named = project.filter((frame2) => !isAnonymous(frame2.function));
  const deepest = named.at(-1) ?? project.at(-1);
  return deepest ? culpritOf(deepest.file, deepest.function, "frame", root, deepest.line) : null;
}
function frameOnlyPassedTheValue(test, root) {
  const text = evidenceText(test);
  return thrownByBuiltin(text) || brokeAnInvariant(firstLine(text)) || assertedInProjectCode(test.evidence?.message ?? "", failureFrames(test), root) || root !== void 0 && readAPropertyOfItsParameter(text, innermostProjectFrame(test, root), root);
}
function invariantChecker(test, root) {
  return brokeAnInvariant(firstLine(evidenceText(test))) ? frameCulprit(test, root) : null;
}
function firstLine(text) {
  return text.split("\n", 1)[0] ?? "";
}
function frameCaller(test, root) {
  const culprit = frameCulprit(test, root);
  if (!culprit) return null;
  const named = projectFrames(test, root).filter((frame2) => !isAnonymous(frame2.function));
  for (const frame2 of named.reverse()) {
    const caller = culpritOf(frame2.file, frame2.function, "frame", root, frame2.line);
    if (caller.key !== culprit.key) return caller;
  }
  return null;
}
function stackCulprits(test, root) {
  const keys = projectFrames(test, root).filter((frame2) => !isAnonymous(frame2.function)).map((frame2) => culpritOf(frame2.file, frame2.function, "frame", root, frame2.line).key);
  return keys.filter((key, index) => keys.lastIndexOf(key) === index);
}
function innermostProjectFrame(test, root) {
  return projectFrames(test, root).at(-1);
}
function projectFrames(test, root) {
  return answeredOnce(
    test,
    `project frames\0${root ?? ""}`,
    () => readProjectFrames(test, root)
  );
}
function readProjectFrames(test, root) {
  const project = calledByTestCode(failureFrames(test), root).filter(
    (frame2) => isProjectCode(frame2.file, root)
  );
  if (!root) return project;
  const source = new SourceReader(root);
  return project.filter(
    (frame2) => frame2.function.startsWith("<") || !source.lacksName(
      frame2.file,
      sourceFunctionName(frame2.file, frame2.function, frame2.line, root)
    )
  );
}
function calledByTestCode(frames, root) {
  const innermostTest = /* @__PURE__ */ new Map();
  frames.forEach((frame2, at) => {
    if (frame2.stack !== void 0 && isTestCode(frame2.file, root))
      innermostTest.set(frame2.stack, at);
  });
  return frames.filter(
    (frame2, at) => frame2.stack === void 0 || at > (innermostTest.get(frame2.stack) ?? -1)
  );
}
function isAnonymous(fn) {
  return fn.startsWith("<") && fn !== "<module>" || fn.includes("<computed>");
}
function culpritOf(builtFile, runtimeName, source, root, builtLine = null) {
  const origin = root ? sourceOfBuiltLine(
    builtFile,
    () => builtLine ?? builtDeclarationLine(builtFile, runtimeName, root),
    root
  ) : null;
  const file = origin?.file ?? builtFile;
  const line = origin?.line ?? builtLine;
  const fn = root ? sourceFunctionName(file, runtimeName, line, root) : runtimeName;
  return {
    key: `${stablePath(file, root)}:${fn}`,
    file: normalisePath(file, root),
    function: fn,
    source
  };
}

// src/mutation/code-text.ts
function codeTextOf(source, language) {
  const blank = language === "python" ? pythonBlanks(source) : language === "go" ? goBlanks(source) : scriptBlanks(source);
  let text = "";
  let from = 0;
  for (const [start, end] of blank) {
    text += source.slice(from, start) + source.slice(start, end).replace(/[^\n]/g, " ");
    from = end;
  }
  return text + source.slice(from);
}
function pythonBlanks(source) {
  const spans = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (char === "#") {
      const end = lineEnd(source, at);
      spans.push([at, end]);
      at = end;
    } else if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), at);
      const close = triple ? char.repeat(3) : char;
      let end = at + close.length;
      while (end < source.length && !source.startsWith(close, end)) {
        if (source[end] === "\\") end += 1;
        else if (!triple && source[end] === "\n") break;
        end += 1;
      }
      end = Math.min(source.length, end + close.length);
      spans.push([at, end]);
      at = end;
    } else at += 1;
  }
  return spans;
}
function goBlanks(source) {
  const spans = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    let end = -1;
    if (char === "/" && source[at + 1] === "/") end = lineEnd(source, at);
    else if (char === "/" && source[at + 1] === "*") {
      const close = source.indexOf("*/", at + 2);
      end = close === -1 ? source.length : close + 2;
    } else if (char === "`") {
      const close = source.indexOf("`", at + 1);
      end = close === -1 ? source.length : close + 1;
    } else if (char === '"' || char === "'") end = quotedEnd(source, at, char);
    if (end === -1) at += 1;
    else {
      spans.push([at, end]);
      at = end;
    }
  }
  return spans;
}
var BEFORE_REGEX = /* @__PURE__ */ new Set([..."(,=:[!&|?{};+-*%<>~^"]);
var WORDS_BEFORE_REGEX = /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)\s*$/;
function scriptBlanks(source) {
  const spans = [];
  const templates = [];
  let at = 0;
  let lastCode = -1;
  while (at < source.length) {
    const char = source[at];
    const next = source[at + 1];
    if (char === "/" && next === "/") {
      const end = lineEnd(source, at);
      spans.push([at, end]);
      at = end;
      continue;
    }
    if (char === "/" && next === "*") {
      const close = source.indexOf("*/", at + 2);
      const end = close === -1 ? source.length : close + 2;
      spans.push([at, end]);
      at = end;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = quotedEnd(source, at, char);
      spans.push([at, end]);
      at = end;
      lastCode = end - 1;
      continue;
    }
    if (char === "/" && startsRegex(source, lastCode)) {
      const end = regexEnd(source, at);
      spans.push([at, end]);
      at = end;
      lastCode = end - 1;
      continue;
    }
    if (char === "`" || char === "}" && templates.at(-1) === 0) {
      if (char === "}") templates.pop();
      const end = templateTextEnd(source, at + 1);
      const opensExpression = source.startsWith("${", end);
      spans.push([at, opensExpression ? end + 2 : end + 1]);
      if (opensExpression) templates.push(0);
      at = opensExpression ? end + 2 : end + 1;
      lastCode = at - 1;
      continue;
    }
    const depth = templates.at(-1);
    if (depth !== void 0 && (char === "{" || char === "}"))
      templates[templates.length - 1] = depth + (char === "{" ? 1 : -1);
    if (!/\s/.test(char)) lastCode = at;
    at += 1;
  }
  return spans;
}
function startsRegex(source, lastCode) {
  if (lastCode < 0) return true;
  const before = source[lastCode];
  if (BEFORE_REGEX.has(before)) return true;
  return WORDS_BEFORE_REGEX.test(source.slice(Math.max(0, lastCode - 10), lastCode + 1));
}
function quotedEnd(source, at, quote) {
  let end = at + 1;
  while (end < source.length && source[end] !== quote && source[end] !== "\n") {
    if (source[end] === "\\") end += 1;
    end += 1;
  }
  return Math.min(source.length, end + 1);
}
function regexEnd(source, at) {
  let end = at + 1;
  let inClass = false;
  while (end < source.length && source[end] !== "\n") {
    const char = source[end];
    if (char === "\\") end += 1;
    else if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    else if (char === "/" && !inClass) break;
    end += 1;
  }
  end += 1;
  while (end < source.length && /[a-z]/i.test(source[end])) end += 1;
  return Math.min(source.length, end);
}
function templateTextEnd(source, from) {
  let end = from;
  while (end < source.length && source[end] !== "`" && !source.startsWith("${", end)) {
    if (source[end] === "\\") end += 1;
    end += 1;
  }
  return Math.min(end, source.length);
}
function lineEnd(source, at) {
  const end = source.indexOf("\n", at);
  return end === -1 ? source.length : end;
}

// src/mutation/text-scan.ts
var OPENERS = { "(": ")", "[": "]", "{": "}" };
function closing(code, open) {
  const stack = [];
  for (let at = open; at < code.length; at += 1) {
    const char = code[at];
    const closer = OPENERS[char];
    if (closer) stack.push(closer);
    else if (char === ")" || char === "]" || char === "}") {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return at;
    }
  }
  return -1;
}
function lineOf(text, offset) {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1))
    line += 1;
  return line;
}

// src/mutation/go-functions.ts
var GO_FUNC2 = /^func[ \t]*(?:\(([^()]*)\)[ \t]*)?([A-Za-z_]\w*)[ \t]*(?=[([])/gm;
function goFunctions(code) {
  const found = [];
  for (const match of code.matchAll(GO_FUNC2)) {
    const receiver = match[1] === void 0 ? null : receiverType(match[1]);
    if (match[1] !== void 0 && !receiver) continue;
    const name = receiver ? `${receiver}.${match[2]}` : match[2];
    const body = bodyAfter(code, match.index + match[0].length);
    if (body) found.push({ name, line: lineOf(code, match.index), ...body });
  }
  return found;
}
function receiverType(receiver) {
  return /\*?\s*([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*$/.exec(receiver)?.[1] ?? null;
}
function bodyAfter(code, from) {
  let at = from;
  while (at < code.length) {
    const char = code[at];
    if (char === "(" || char === "[") {
      at = closing(code, at);
      if (at === -1) return null;
    } else if (char === "{") {
      const close = closing(code, at);
      if (close === -1) return null;
      if (!/\b(?:struct|interface)\s*$/.test(code.slice(Math.max(0, at - 12), at)))
        return { bodyStart: at + 1, bodyEnd: close };
      at = close;
    } else if (char === "\n") return null;
    at += 1;
  }
  return null;
}

// src/mutation/find-function.ts
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
var SCRIPT_IDENTIFIER = /^#?[A-Za-z_$][\w$]*$/;
var OPENERS2 = { "(": ")", "[": "]", "{": "}" };
var TYPE_PARAMETERS = "<(?:=>|[^<>]|<(?:=>|[^<>]|<(?:=>|[^<>])*>)*>)*>";
function findFunction(source, name, language, code = codeTextOf(source, language)) {
  return findFunctions(source, name, language, code)[0] ?? null;
}
function findFunctions(source, name, language, code = codeTextOf(source, language)) {
  if (language === "go") return goFunctions(code).filter((span) => span.name === name);
  if (language === "python") return IDENTIFIER.test(name) ? findPythonDefs(code, name) : [];
  return SCRIPT_IDENTIFIER.test(name) ? findScriptFunctions(code, name) : [];
}
function definedNames(source, language) {
  const code = codeTextOf(source, language);
  if (language === "go") return [...new Set(goFunctions(code).map((span) => span.name))];
  const pattern = language === "python" ? /^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/gm : (
    // A parameter list is left to findFunction, which matches its brackets: a type in it may
    // hold parentheses of its own (`message: string | ((args: X) => string)`).
    new RegExp(
      `\\bfunction\\s*\\*?\\s*([A-Za-z_$][\\w$]*)|(#?[A-Za-z_$][\\w$]*)\\s*(?::[^=;\\n]*)?=\\s*(?:async\\s+)?(?:function\\b|\\(|[A-Za-z_$][\\w$]*\\s*=>)|(?:^|[{;}])[ \\t]*(?:(?:public|private|protected|static|async|override)\\s+)*(#?[A-Za-z_$][\\w$]*)(?:${TYPE_PARAMETERS})?\\s*\\(`,
      "gm"
    )
  );
  const spans = /* @__PURE__ */ new Map();
  for (const match of code.matchAll(pattern)) {
    const found = match[1] ?? match[2] ?? match[3];
    if (!found || KEYWORDS.has(found) || spans.has(found)) continue;
    const span = findFunction(source, found, language, code);
    if (span) spans.set(found, span);
  }
  return [...spans.values()].sort((a, b) => a.bodyStart - b.bodyStart).map((span) => span.name);
}
var KEYWORDS = /* @__PURE__ */ new Set(["if", "for", "while", "switch", "catch", "function", "return", "with"]);
function findPythonDefs(code, name) {
  const headers = code.matchAll(
    new RegExp(`^([ \\t]*)(?:async[ \\t]+)?def[ \\t]+${name}[ \\t]*\\(`, "gm")
  );
  return [...headers].flatMap((header) => pythonDefAt(code, name, header) ?? []);
}
function pythonDefAt(code, name, header) {
  const indent = (header[1] ?? "").length;
  const paramsEnd = closing(code, header.index + header[0].length - 1);
  if (paramsEnd === -1) return null;
  const colon = code.indexOf(":", paramsEnd);
  if (colon === -1) return null;
  let end = code.indexOf("\n", colon);
  if (end === -1) end = code.length;
  while (end < code.length) {
    const next = code.indexOf("\n", end + 1);
    const line = code.slice(end + 1, next === -1 ? code.length : next);
    if (line.trim() !== "" && line.length - line.trimStart().length <= indent) break;
    end = next === -1 ? code.length : next;
  }
  return { name, line: lineOf(code, header.index), bodyStart: colon + 1, bodyEnd: end };
}
function findScriptFunctions(code, name) {
  const escaped = name.replace(/\$/g, "\\$");
  const headers = [
    // function name(, function* name<T>(
    new RegExp(`\\bfunction\\s*\\*?\\s*${escaped}\\s*(?:${TYPE_PARAMETERS})?\\s*\\(`, "g"),
    // const name = (, name = async function (, exports.name = (, name: (
    new RegExp(
      `(?:^|[^\\w$])${escaped}\\s*(?::[^=;\\n]*)?[=:]\\s*(?:async\\s*)?(?:function\\b\\s*\\*?\\s*[\\w$]*\\s*)?(?:${TYPE_PARAMETERS})?\\s*(?=\\(|[A-Za-z_$][\\w$]*\\s*=>)`,
      "g"
    ),
    // a method: name(...) { starting a line, a class body's member or an object's, after its modifiers
    new RegExp(
      `(?:^|[{;},])[ \\t]*(?:(?:public|private|protected|static|async|override|get|set)\\s+)*\\*?${escaped}(?:${TYPE_PARAMETERS})?\\s*\\(`,
      "gm"
    )
  ];
  const found = /* @__PURE__ */ new Map();
  for (const header of headers) {
    for (const match of code.matchAll(header)) {
      const span = spanAfterHeader(code, match.index + match[0].length, name);
      if (span && !found.has(span.bodyStart))
        found.set(span.bodyStart, { ...span, line: lineOf(code, match.index + leading(match[0])) });
    }
  }
  return [...found.values()].sort((a, b) => a.bodyStart - b.bodyStart);
}
function spanAfterHeader(code, at, name) {
  let paramsEnd;
  if (code[at - 1] === "(" || code[at] === "(") {
    paramsEnd = closing(code, code[at - 1] === "(" ? at - 1 : at);
  } else {
    const single = /^[A-Za-z_$][\w$]*\s*/.exec(code.slice(at));
    if (!single) return null;
    paramsEnd = at + single[0].length - 1;
  }
  if (paramsEnd === -1) return null;
  let next = skipSpace(code, paramsEnd + 1);
  if (code[next] === ":") next = skipReturnType(code, next + 1);
  if (next === -1) return null;
  if (code.startsWith("=>", next)) {
    const start = skipSpace(code, next + 2);
    if (code[start] === "{") return block(code, start, name);
    const end = expressionEnd(code, start);
    if (code[end] === ")") return null;
    return { name, bodyStart: start, bodyEnd: end };
  }
  return code[next] === "{" ? block(code, next, name) : null;
}
function block(code, open, name) {
  const end = closing(code, open);
  return end === -1 ? null : { name, bodyStart: open + 1, bodyEnd: end };
}
function skipReturnType(code, from) {
  let at = from;
  let depth = 0;
  let previous = ":";
  while (at < code.length) {
    const char = code[at];
    if (depth === 0 && code.startsWith("=>", at) && previous !== "(") return at;
    const predicate = char === "{" && /\bis\s*$/.test(code.slice(Math.max(from, at - 8), at));
    if (depth === 0 && char === "{" && !/[:|&,<(]/.test(previous) && !predicate) return at;
    if (char === "(" || char === "[" || char === "{" || char === "<") depth += 1;
    else if (char === ")" || char === "]" || char === "}" || char === ">") depth -= 1;
    if (depth < 0 || char === ";") return -1;
    if (!/\s/.test(char)) previous = char;
    at += 1;
  }
  return -1;
}
function expressionEnd(code, from) {
  let depth = 0;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at];
    if (char in OPENERS2) depth += 1;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) return at;
      depth -= 1;
    } else if (depth === 0 && (char === ";" || char === ",")) return at;
    else if (depth === 0 && char === "\n") {
      const before = code.slice(from, at).trimEnd().at(-1) ?? "";
      const after = code.slice(at + 1).trimStart()[0] ?? "";
      if (!/[(,=+\-*/%&|?:<>!]/.test(before) && !/[.?:&|+\-*/%)\]]/.test(after)) return at;
    }
  }
  return code.length;
}
function skipSpace(code, from) {
  let at = from;
  while (at < code.length && /\s/.test(code[at])) at += 1;
  return at;
}
function leading(header) {
  return header.length - header.trimStart().length;
}

// src/mutation/language.ts
var BY_EXTENSION = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "typescript",
  py: "python",
  go: "go"
};
function languageOfFile(file) {
  if (file.endsWith(".d.ts")) return null;
  const extension = /\.([a-z]+)$/.exec(file)?.[1] ?? "";
  return BY_EXTENSION[extension] ?? null;
}

// src/mutation/go-operators.ts
function goCondition(code, source, from) {
  let start = from;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[") {
      at = closing(code, at);
      if (at === -1) return null;
    } else if (char === ";") start = at + 1;
    else if (char === "{") {
      const text = source.slice(start, at);
      const first = start + (text.length - text.trimStart().length);
      const last = start + text.trimEnd().length;
      return last > first ? [first, last] : null;
    } else if (char === "\n" && code.slice(start, at).trim() === "") return null;
  }
  return null;
}
function goDropsOne(scope, start) {
  return !/\b(?:return|case)\s*$/.test(scope.code.slice(lineStart(scope.code, start), start));
}
function goAddsOne(scope, start, end) {
  if (/\bcase\b[^:]*$/.test(scope.code.slice(lineStart(scope.code, start), start))) return false;
  return !(scope.code[start - 1] === "[" && /^\][\w*[]/.test(scope.code.slice(end, end + 2)));
}
var NUMERIC = /^(?:u?int(?:8|16|32|64)?|uintptr|float(?:32|64)|complex(?:64|128)|byte|rune|time\.Duration)$/;
function goPlusIsArithmetic(scope, start, end) {
  const types = goParameterTypes(scope);
  const right = /^\s*([\w.]+)(\()?/.exec(scope.code.slice(end));
  const left = /([\w.]+)\s*$/.exec(scope.code.slice(Math.max(0, start - 60), start));
  const numeric = (word, call) => word !== void 0 && (/^\d/.test(word) || call && (word === "len" || word === "cap") || NUMERIC.test(types.get(word) ?? ""));
  return numeric(right?.[1], right?.[2] !== void 0) || numeric(left?.[1], false);
}
function goLogicalPasses(scope, start, end) {
  const left = /([\w.]+(?:\[[^\]]*\])?)\s*(==|!=)\s*[^&|()]*$/.exec(
    scope.code.slice(lineStart(scope.code, start), start)
  );
  const right = /^\s*([\w.]+(?:\[[^\]]*\])?)\s*(==|!=)/.exec(scope.code.slice(end));
  return !(left && right && left[1] === right[1] && left[2] === right[2]);
}
function goSwapCompiles(scope, first, second) {
  const types = goParameterTypes(scope);
  const typeOf = (argument) => /^["`]/.test(argument) ? "string" : /^[A-Za-z_]\w*$/.test(argument) ? types.get(argument) : void 0;
  const a = typeOf(first);
  return a !== void 0 && a === typeOf(second);
}
function goParameterTypes(scope) {
  const types = /* @__PURE__ */ new Map();
  const header = scope.code.lastIndexOf("\nfunc", scope.start) + 1;
  const signature = scope.code.slice(header + 4, scope.start);
  const lists = [];
  let at = 0;
  if (signature.trimStart().startsWith("(")) {
    const open = signature.indexOf("(");
    const close2 = closing(signature, open);
    if (close2 === -1) return types;
    lists.push(signature.slice(open + 1, close2));
    at = close2 + 1;
  }
  const name = /^\s*[A-Za-z_]\w*\s*/.exec(signature.slice(at));
  if (!name) return types;
  at += name[0].length;
  if (signature[at] === "[") at = closing(signature, at) + 1;
  if (at <= 0 || signature[at] !== "(") return types;
  const close = closing(signature, at);
  if (close === -1) return types;
  lists.push(signature.slice(at + 1, close));
  for (const list of lists) {
    let pending = [];
    for (const part of topLevelParts(list)) {
      const words = /^\s*([A-Za-z_]\w*)\s*(.*?)\s*$/s.exec(part);
      if (!words?.[1]) continue;
      pending.push(words[1]);
      if (words[2]) {
        for (const each of pending) types.set(each, words[2].replace(/\s+/g, " "));
        pending = [];
      }
    }
  }
  return types;
}
function topLevelParts(list) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}
function lineStart(code, at) {
  return code.lastIndexOf("\n", at - 1) + 1;
}

// src/mutation/operators.ts
var OPERATORS = [
  "comparison-boundary",
  "negated-condition",
  "null-check",
  "drop-plus-one",
  "add-one",
  "swapped-arguments",
  "arithmetic",
  "logical",
  "equality"
];
var OPERATOR_SITES = {
  "comparison-boundary": (scope) => swaps(scope, "comparison-boundary", /(?<=\s)(<=|>=|<|>)(?=\s)/g, {
    "<": "<=",
    "<=": "<",
    ">": ">=",
    ">=": ">"
  }),
  "negated-condition": negatedConditions,
  "null-check": (scope) => scope.language === "python" ? swaps(scope, "null-check", /\bis(?:\s+not)?(?=\s+None\b)/g, { is: "is not" }, "is") : scope.language === "go" ? swaps(scope, "null-check", /(?<=\s)(?:==|!=)\s*nil\b/g, {
    "== nil": "!= nil",
    "!= nil": "== nil"
  }) : (
    // Strict comparisons only: `== null` and `== undefined` are the same test.
    swaps(scope, "null-check", /(?<=[=!]==\s*)(null|undefined)\b/g, {
      null: "undefined",
      undefined: "null"
    })
  ),
  "drop-plus-one": (scope) => matches(scope, /(?<=[\w$)\]]\s*)(?<![\d.][eE])[+-]\s*1(?![\w.])/g).filter(([start]) => scope.language !== "go" || goDropsOne(scope, start)).map(([start, end, text]) => ({
    operator: "drop-plus-one",
    start,
    end,
    replacement: "",
    description: `\`${text.trim()}\` dropped`
  })),
  "add-one": (scope) => matches(scope, /(?<![\w$.])(?<![\d.][eE][+-]?)\d+(?![\w.])/g).filter(([start, end]) => scope.language !== "go" || goAddsOne(scope, start, end)).map(([start, end, text]) => ({
    operator: "add-one",
    start,
    end,
    replacement: `(${text} + 1)`,
    description: `\`${text}\` -> \`${text} + 1\``
  })),
  "swapped-arguments": swappedArguments,
  arithmetic: (scope) => swaps(scope, "arithmetic", /(?<=\s)(\+|-|\*|\/|%)(?=\s)/g, {
    "+": "-",
    "-": "+",
    "*": "/",
    "/": "*",
    "%": "*"
  }).filter(
    (site) => scope.language !== "go" || site.replacement !== "-" || goPlusIsArithmetic(scope, site.start, site.end)
  ),
  logical: (scope) => scope.language === "python" ? swaps(scope, "logical", /(?<=\s)(and|or)(?=\s)/g, { and: "or", or: "and" }) : swaps(scope, "logical", /(?<=\s)(&&|\|\||\?\?)(?=\s)/g, {
    "&&": "||",
    "||": "&&",
    "??": "||"
  }).filter(
    (site) => scope.language !== "go" || goLogicalPasses(scope, site.start, site.end)
  ),
  equality: (scope) => scope.language === "python" ? swaps(scope, "equality", /(?<=\s)(==|!=)(?=\s)/g, { "==": "!=", "!=": "==" }) : swaps(scope, "equality", /(?<=\s)(===|!==|==|!=)(?=\s)/g, {
    "===": "!==",
    "!==": "===",
    "==": "!=",
    "!=": "=="
  })
};
function matches(scope, pattern) {
  const found = [];
  const slice = scope.code.slice(scope.start, scope.end);
  for (const match of slice.matchAll(pattern)) {
    const start = scope.start + match.index;
    const end = start + match[0].length;
    found.push([start, end, scope.source.slice(start, end)]);
  }
  return found;
}
function swaps(scope, operator, pattern, table, otherwise) {
  return matches(scope, pattern).map(([start, end, text]) => {
    const key = text.replace(/\s+/g, " ");
    const replacement = table[key] ?? otherwise ?? text;
    return { operator, start, end, replacement, description: `\`${key}\` -> \`${replacement}\`` };
  });
}
var CONDITION_KEYWORDS = /\b(if|while|elif)\b/g;
function negatedConditions(scope) {
  const sites = [];
  for (const [start, end] of matches(scope, CONDITION_KEYWORDS)) {
    const condition = scope.language === "python" ? pythonCondition(scope.code, end) : scope.language === "go" ? goCondition(scope.code, scope.source, end) : scriptCondition(scope.code, end);
    if (!condition || condition[1] > scope.end) continue;
    const [from, to] = condition;
    const text = scope.source.slice(from, to).trim();
    sites.push({
      operator: "negated-condition",
      start: from,
      end: to,
      replacement: scope.language === "python" ? ` not (${text})` : `!(${text})`,
      description: `\`${scope.source.slice(start, end)} ${scope.language === "javascript" || scope.language === "typescript" ? `(${short(text)})` : short(text)}\` negated`
    });
  }
  return sites;
}
function scriptCondition(code, from) {
  const open = code.slice(from).search(/\S/) + from;
  if (code[open] !== "(") return null;
  const close = closing(code, open);
  return close === -1 ? null : [open + 1, close];
}
function pythonCondition(code, from) {
  let depth = 0;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    if (depth < 0) return null;
    if (depth === 0 && char === ":") return [from, at];
    if (depth === 0 && char === "\n") return null;
  }
  return null;
}
var NOT_CALLS2 = /* @__PURE__ */ new Set([
  "if",
  "while",
  "for",
  "switch",
  "catch",
  "function",
  "func",
  "return",
  "elif",
  "def",
  "class",
  "typeof",
  "await",
  "not",
  "and",
  "or",
  "in"
]);
function swappedArguments(scope) {
  const sites = [];
  for (const [, end, text] of matches(scope, /[A-Za-z_$][\w$]*\s*\(/g)) {
    const name = text.replace(/\s*\($/, "");
    if (NOT_CALLS2.has(name)) continue;
    const open = end - 1;
    const close = closing(scope.code, open);
    if (close === -1 || close > scope.end) continue;
    const comma = topLevelCommas(scope.code, open + 1, close);
    if (comma.length !== 1) continue;
    const [at] = comma;
    const first = scope.source.slice(open + 1, at).trim();
    const second = scope.source.slice(at + 1, close).trim();
    if (!first || !second || first === second || [first, second].some(isNamedOrSpread)) continue;
    if (scope.language === "go" && !goSwapCompiles(scope, first, second)) continue;
    sites.push({
      operator: "swapped-arguments",
      start: open + 1,
      end: close,
      replacement: `${second}, ${first}`,
      description: `arguments of \`${name}(${short(first)}, ${short(second)})\` swapped`
    });
  }
  return sites;
}
function isNamedOrSpread(argument) {
  return /^[A-Za-z_$][\w$]*\s*=[^=]/.test(argument) || /^(\*|\.\.\.)/.test(argument);
}
function short(text) {
  return text.length > 30 ? `${text.slice(0, 27)}...` : text;
}
function topLevelCommas(code, from, to) {
  const commas = [];
  let depth = 0;
  for (let at = from; at < to; at += 1) {
    const char = code[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 0) commas.push(at);
  }
  return commas;
}

// src/mutation/mutants-of.ts
function mutantsOf(source, options) {
  const code = codeTextOf(source, options.language);
  const span = findFunction(source, options.functionName, options.language, code);
  if (!span) return [];
  const scope = {
    source,
    code,
    start: span.bodyStart,
    end: span.bodyEnd,
    language: options.language
  };
  const random = seeded(options.seed ?? 1);
  const queues = OPERATORS.map((operator) => shuffled(OPERATOR_SITES[operator](scope), random));
  const mutants = [];
  const seen = /* @__PURE__ */ new Set([source]);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  while (mutants.length < limit && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const site = queue.shift();
      if (!site || mutants.length >= limit) continue;
      const mutatedSource = applied(source, site);
      if (seen.has(mutatedSource)) continue;
      seen.add(mutatedSource);
      mutants.push({
        operator: site.operator,
        line: lineOf(source, site.start),
        mutatedSource,
        description: site.description
      });
    }
  }
  return mutants;
}
function applied(source, site) {
  return source.slice(0, site.start) + site.replacement + source.slice(site.end);
}
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function shuffled(items, random) {
  for (let at = items.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [items[at], items[other]] = [items[other], items[at]];
  }
  return items;
}

// src/triage/changes/script-functions.ts
function scriptFunctionsAt(text) {
  const spans = scriptSpans(text);
  const lines = text.split("\n");
  return (line) => {
    const holding = spans.filter((span) => span.from <= line && line <= span.to).slice(0, 1);
    return holding.flatMap(
      (span) => span.name === "constructor" ? ["constructor", ...classAbove(lines, span.from) ?? []] : [span.name]
    );
  };
}
function scriptSpans(text) {
  const lineAt = (offset) => text.slice(0, offset).split("\n").length;
  const code = codeTextOf(text, "javascript");
  const lines = text.split("\n");
  return definedNames(text, "javascript").flatMap((name) => findFunctions(text, name, "javascript", code)).map((span) => ({
    name: inferredName(span.name, lines[span.line - 1] ?? ""),
    from: span.line,
    to: lineAt(span.bodyEnd)
  })).sort((a, b) => a.to - a.from - (b.to - b.from));
}
function classAbove(lines, line) {
  for (let at = line - 1; at >= 0; at--) {
    const name = /\bclass\s+([A-Za-z_$][\w$]*)/.exec(lines[at] ?? "")?.[1];
    if (name) return [name];
  }
  return null;
}

// src/triage/changes/changed-functions.ts
function changedFunctions(changes, root, goModule = null) {
  return withSourceSnapshot(() => namedChanges(changes, root, goModule));
}
function namedChanges(changes, root, goModule) {
  const keys = /* @__PURE__ */ new Set();
  for (const { file, ranges } of changes) {
    if (!isProjectCode(file, root)) continue;
    const nameAt = functionNamer(file, root, goModule);
    if (!nameAt) continue;
    for (const { from, to } of ranges)
      for (let line = from; line <= to; line++)
        for (const name of nameAt(line))
          if (!isAnonymous(name)) keys.add(culpritOf(file, name, "coverage", root).key);
  }
  return keys;
}
function functionNamer(file, root, goModule) {
  const text = readTextIfAny(path3.join(root, file));
  if (text === null) return null;
  if (JS_SOURCE4.test(file)) {
    const scanned = scriptFunctionsAt(text);
    return (line) => {
      const names = scanned(line);
      if (names.length > 0) return names;
      const fn = culpritOf(file, "", "coverage", root, line).function;
      return fn === "" ? [] : [fn];
    };
  }
  const lines = text.split("\n");
  if (file.endsWith(".py")) {
    const names = pythonFunctionsByLine(lines);
    return (line) => names[line - 1] ? [names[line - 1]] : [];
  }
  if (file.endsWith(".go") && goModule) {
    const declared = goFunctionsOf(text, `${goModule}/${file}`);
    return (line) => declared.flatMap((fn) => fn.start <= line && line <= fn.end ? [fn.name] : []);
  }
  return null;
}
var JS_SOURCE4 = /\.(?:[cm]?[jt]sx?)$/;

// src/triage/changes/diff-hunks.ts
function changedLinesOf(patch) {
  const files = [];
  let current = null;
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      current = null;
      continue;
    }
    if (line.startsWith("+++ ")) {
      const target = line.slice(4);
      current = target.startsWith("b/") ? { file: target.slice(2), ranges: [] } : null;
      if (current) files.push(current);
      continue;
    }
    const hunk = HUNK.exec(line);
    if (!hunk || !current) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === void 0 ? 1 : Number(hunk[2]);
    current.ranges.push(
      count === 0 ? { from: Math.max(start, 1), to: Math.max(start, 1) } : { from: start, to: start + count - 1 }
    );
  }
  return files.filter((file) => file.ranges.length > 0);
}
var HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

// src/triage/changes/unknown-base.ts
async function unknownBaseMessage(root, base) {
  const fetchIt = `the base commit "${base}" is not in this clone: fetch it (actions/checkout's fetch-depth: 2 keeps a pull request's base, 0 every commit) or leave the base out`;
  if (!isPlainName(base) || /^[0-9a-f]{7,40}$/i.test(base)) return fetchIt;
  const shallow = await git(root, ["rev-parse", "--is-shallow-repository"]);
  if (shallow.trim() !== "false") return fetchIt;
  const remotes = ["origin", ...(await git(root, ["remote"])).split("\n").filter(Boolean)];
  if (base.startsWith("refs/remotes/") || remotes.some((remote) => base.startsWith(`${remote}/`)))
    return fetchIt;
  const branches = (await git(root, ["for-each-ref", "--format=%(refname:short)", "refs/heads", "refs/remotes"])).split("\n").filter((name) => name && !name.endsWith("/HEAD"));
  const nearest = nearestWords(base, branches, 3);
  const near = nearest.length > 0 ? `; the nearest branches: ${nearest.join(", ")}` : "";
  return `no branch, tag or commit named "${base}" in this repository${near}`;
}
function isPlainName(base) {
  return /^[A-Za-z0-9_][A-Za-z0-9._/-]*$/.test(base);
}
function git(root, args) {
  return hardenedGit(root, args).catch(() => "");
}

// src/triage/changes/changes-since.ts
async function changesSince(root, base) {
  const resolved = await hardenedGit(root, [
    "rev-parse",
    "--verify",
    "--quiet",
    "--end-of-options",
    `${base}^{commit}`
  ]).catch(() => null);
  if (!resolved?.trim()) throw new Error(await unknownBaseMessage(root, base));
  const commit = resolved.trim();
  const patch = await hardenedGit(root, [
    "diff",
    "--no-ext-diff",
    "--no-textconv",
    "--no-color",
    "--no-renames",
    "--relative",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    "-U0",
    commit,
    "--"
  ]);
  return {
    base: commit,
    functions: changedFunctions(changedLinesOf(patch), root, await goModulePath(root))
  };
}

// src/engine/base-changes.ts
var BaseCommitError = class extends UserError {
  name = "BaseCommitError";
};
async function changedSinceBase(options) {
  if (!options.base) return void 0;
  let found;
  try {
    found = await changesSince(options.cwd, options.base);
  } catch (error) {
    throw new BaseCommitError(messageOf(error), { cause: error });
  }
  options.reporter?.note?.(
    "info",
    changesNote(found.functions, `${found.base.slice(0, 12)} (${options.base})`)
  );
  return found.functions;
}
function changesNote(functions, since, shown = 5) {
  if (functions.size === 0)
    return `no function changed since ${since} that fix-loop can name: triage goes by coverage and stacks alone`;
  const names = [...functions].sort();
  const listed = names.length <= shown ? names.join(", ") : `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
  return `${plural(functions.size, "function")} changed since ${since}: ${listed}; triage blames a failure that ran one on it`;
}

// src/flaky/quarantine-match.ts
function matchListed(entries, tests) {
  const byId = /* @__PURE__ */ new Map();
  for (const test of tests) {
    byId.set(test.id, test.id);
    if (test.runnerId && !byId.has(test.runnerId)) byId.set(test.runnerId, test.id);
  }
  for (const test of tests) {
    if (test.formerId && !byId.has(test.formerId)) byId.set(test.formerId, test.id);
  }
  const ids = tests.map((test) => test.id);
  const matched = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const lookup = lookUpAlias(entry.alias, ids);
    const id = byId.get(entry.id) ?? ("found" in lookup ? lookup.found : void 0);
    if (id && !matched.has(id)) matched.set(id, entry);
  }
  return matched;
}
function markQuarantined(tests, list) {
  if (!list || list.tests.length === 0) return [...tests];
  const marks = matchListed(list.tests, tests);
  return tests.map((test) => {
    const entry = marks.get(test.id);
    const mark = entry ? { since: entry.since, reason: entry.reason } : null;
    return mark ? { ...test, quarantined: mark } : test;
  });
}
function failsTheRun(test) {
  return (test.status === "failed" || test.status === "deferred") && !test.quarantined;
}
function failedInQuarantine(test) {
  return Boolean(test.quarantined) && (test.status === "failed" || test.status === "deferred");
}

// src/engine/gate-reason.ts
function describeDownService(service) {
  return `${service.name} is down at ${service.probe}${service.error ? ` (${service.error})` : ""}`;
}
function preflightWords(problems) {
  const messages = problems.map((problem) => problem.message).join("; ");
  return problems.every((problem) => TIER_COMMAND.test(problem.message)) ? messages : `preflight failed: ${messages}`;
}
var TIER_COMMAND = /^the .+? tier's command /;
function gateBlockReason(gates) {
  if (!gates.preflight.ok) return `not run: ${preflightWords(gates.preflight.problems)}`;
  const down = gates.services.filter((service) => !service.healthy).map(describeDownService);
  return `not run: ${down.join("; ")}`;
}
function blockedReasonFor(script, gates) {
  const down = gates.services.filter(
    (service) => !service.healthy && script.requires.includes(service.name)
  );
  return down.length > 0 ? `not run: ${down.map(describeDownService).join("; ")}` : null;
}

// src/engine/tier-kinds/junit.ts
import { mkdir as mkdir2 } from "node:fs/promises";
import path8 from "node:path";

// src/gates/tier-command-missing.ts
import path5 from "node:path";

// src/process/command-programs.ts
function programsOf(command) {
  const commands = (simpleCommands(command) ?? []).map((words) => words.map(unquote));
  return commands.flatMap((words) => {
    let at = 0;
    while (at < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[at] ?? "")) at++;
    if (["npx", "exec", "env"].includes(words[at] ?? "")) at++;
    const program = words[at];
    return program ? [{ program, args: words.slice(at + 1) }] : [];
  });
}

// src/gates/preflight.ts
import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import path4 from "node:path";
async function checkPreflight(preflight, options) {
  const problems = [
    ...preflight.env.flatMap((name) => checkEnv(name, options.env)),
    ...(await Promise.all(preflight.files.map((file) => checkFile(file, options.cwd)))).flat(),
    ...(await Promise.all(preflight.commands.map((command) => checkCommand(command, options)))).flat()
  ];
  return { ok: problems.length === 0, problems };
}
function checkEnv(name, env) {
  const value = env[name];
  if (value === void 0) {
    return [
      { kind: "env", name, message: `${name} is not set: export it or add it to the CI job's env` }
    ];
  }
  if (value.trim() === "") {
    return [
      {
        kind: "env",
        name,
        message: `${name} is set but empty: give it a value (in CI, check the secret or variable it comes from exists)`
      }
    ];
  }
  return [];
}
async function checkFile(file, cwd) {
  const absolute = path4.resolve(cwd, file);
  try {
    await stat(absolute);
    return [];
  } catch (error) {
    const code = error.code;
    const why = code === "EACCES" ? "cannot be read (permission denied): fix its permissions" : `does not exist (looked for ${absolute}): create it, or fix the path under preflight.files`;
    return [{ kind: "file", name: file, message: `${file} ${why}` }];
  }
}
async function checkCommand(command, options) {
  if (await findExecutable(command, options)) return [];
  const hint = command.includes("/") ? "check the path and that the file is executable (chmod +x)" : "install it, or add the folder that holds it to PATH";
  return [{ kind: "command", name: command, message: `${command} is not on PATH: ${hint}` }];
}
async function findExecutable(command, options) {
  const candidates = command.includes("/") ? [path4.resolve(options.cwd, command)] : (options.env.PATH ?? "").split(path4.delimiter).filter((folder) => folder !== "").map((folder) => path4.resolve(options.cwd, folder, command));
  for (const candidate of candidates) {
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}
async function isExecutableFile(file) {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// src/gates/tier-command-missing.ts
async function missingTierCommand(ended, context) {
  const lines = ended.output.split("\n").map((line) => line.trimEnd());
  const fix = `or correct the ${context.tier} tier's command in ${context.configPath}`;
  for (const { program, args } of programsOf(context.command)) {
    if (ended.exitCode === 127 && lines.some((line) => saysNotFound(line, program))) {
      if (await findExecutable(program, context)) continue;
      return {
        kind: "command",
        name: program,
        message: `the ${context.tier} tier's command ${program} was not found (the shell exited with code 127): ${program.includes("/") ? "create it" : `install ${program}`}, ${fix}`
      };
    }
    const module = args[0] === "-m" ? args[1] : void 0;
    const noModule = module && lines.some((line) => saysNoModule(line, module));
    if (ended.exitCode === 1 && isPython(program) && noModule) {
      return {
        kind: "command",
        name: `${program} -m ${module}`,
        message: `the ${context.tier} tier's command runs ${program} -m ${module}, and ${program} has no module ${module}: install it (${program} -m pip install ${module}), ${fix}`
      };
    }
    const target = program === "go" && args[0] === "run" ? args.find(isVersioned) : void 0;
    const fetchError = ended.exitCode === 1 && target && lines.find((line) => line.startsWith(`go: ${target}: `));
    if (fetchError) {
      const installed = !target.includes("gotestsum") && await findExecutable("gotestsum", context);
      const offline = installed ? `; gotestsum is installed here and writes the report itself: mkdir -p ${path5.posix.dirname(context.report ?? "reports/junit.xml")} && gotestsum --junitfile ${context.report ?? "reports/junit.xml"} -- ./...` : "";
      return {
        kind: "command",
        name: `go run ${target}`,
        message: `the ${context.tier} tier's command runs go run ${target}, and go could not fetch that module (${fetchError}): let go reach its module proxy (GOPROXY), or install the tool and call it by name, ${fix}${offline}`
      };
    }
  }
  return null;
}
function saysNotFound(line, program) {
  const shell = /^(?:\S*\/)?(?:sh|bash|dash|zsh)(?::(?: line)? \d+)?: (.+?): (?:command )?not found$/;
  return shell.exec(line)?.[1] === program;
}
function isPython(program) {
  return /^python[\d.]*$/.test(path5.basename(program));
}
function saysNoModule(line, module) {
  const said = `: No module named ${module}`;
  return line.endsWith(said) && isPython(line.slice(0, -said.length));
}
function isVersioned(word) {
  return !word.startsWith("-") && /^[^@\s]+@[^@\s]+$/.test(word);
}

// src/ids/parametrized.ts
function parametrizedParent(runnerId) {
  if (!runnerId) return null;
  return /^(.+::[^[\]:]+)\[.*\]$/s.exec(runnerId)?.[1] ?? null;
}

// src/junit/build-steps.ts
function withoutBuildSteps(command, scripts = {}) {
  const parts = splitShell(command);
  if (!parts) return command;
  const kept = [];
  let start = 0;
  let dropped = false;
  for (; ; ) {
    const end = parts.findIndex((part, at) => at >= start && "operator" in part);
    const operator = parts[end];
    if (end === -1 || !operator || !("operator" in operator) || operator.operator !== "&&") break;
    const step = parts.slice(start, end);
    if (!step.every((part) => "word" in part)) break;
    const words = step.map(wordOf);
    if (builds(words.join(" "), scripts)) dropped = true;
    else if (words[0] === "mkdir") kept.push(...step, operator);
    else break;
    start = end + 1;
  }
  return dropped ? joinShell([...kept, ...parts.slice(start)]) : command;
}
function wordOf(part) {
  return "word" in part ? unquote(part.word) : "";
}
async function retryWithoutBuildSteps(command, cwd) {
  return withoutBuildSteps(command, (await readPackageJson(cwd))?.scripts ?? {});
}

// src/junit/coverage-hooks.ts
function withCoverageHooks(runner, command, env) {
  const hooks = runner?.coverage?.hooks;
  if (!runner || !hooks || !env.FIX_LOOP_COVERAGE_OUT) return null;
  return runnerCall(command, runner.commandLine)?.withWords(hooks.words(hookFolder(hooks.files))) ?? null;
}

// src/junit/guessed-refs.ts
var SOURCE_FILE = /\.[cm]?[jt]sx?$/;
function guessedRefs(runner, context, command) {
  const { ids, files, cwd, printedFiles } = context;
  const scoped = files?.every((file) => SOURCE_FILE.test(file)) ? files : void 0;
  const guessed = /* @__PURE__ */ new Map();
  for (const id of ids) {
    const refs = runner.refsOfId?.(id, cwd) ?? byFullName(runner.fullNameOfId?.(id, command, cwd) ?? null, id, printedFiles?.[id]);
    if (refs) guessed.set(id, scoped ? refs.map((ref) => ({ ...ref, files: scoped })) : refs);
  }
  return guessed;
}
function byFullName(name, id, file) {
  if (name === null || !file || !isTestPath(file) || / \(\d+\)$/.test(id)) return null;
  if (junitTestId(id, id) !== id || id.split(" > ").some((part) => SOURCE_FILE.test(part)))
    return null;
  return [{ name, classname: name, suite: "", file, line: null }];
}

// src/junit/listed-subtest.ts
function subtestRef(known, id) {
  let parent = null;
  for (const test of known) {
    for (const prefix of [test.id, test.runnerId]) {
      if (!prefix || !id.startsWith(`${prefix}/`)) continue;
      const rest = id.slice(prefix.length);
      if (!parent || rest.length < parent.rest.length) parent = { ref: test.ref, rest };
    }
  }
  return parent ? { ...parent.ref, name: `${parent.ref.name}${parent.rest}`, line: null } : null;
}

// src/junit/listed-tests.ts
function isListed(listed, id) {
  if (listed.ids.has(id)) return true;
  if (listed.subtests && [...listed.ids].some((test) => id.startsWith(`${test}/`))) return true;
  return listed.runnerIds.some(
    (runnerId) => runnerId === id || runnerId.startsWith(`${id}::`) || runnerId.startsWith(`${id}[`) || listed.subtests === true && id.startsWith(`${runnerId}/`)
  );
}

// src/junit/recorded-test-file.ts
function placeInRecordedFile(test, file, cwd) {
  if (test.file === file) return;
  test.file = file;
  const evidence = test.evidence;
  if (!evidence) return;
  const found = findLocationInText(evidence.excerpt, file);
  const inFile = found?.file && relativeToRoot(found.file, cwd) === file ? found.line : null;
  evidence.location = { file, line: inFile };
}
function withFileStderr(test, stderr, redact) {
  const evidence = test.evidence;
  if (test.status !== "failed" || !evidence) return;
  const printed = redact(stderr.trim());
  const error = printed.split("\n").find((line) => ERROR_LINE.test(line.trim()))?.trim() ?? null;
  evidence.excerpt = `${evidence.excerpt}

--- stderr of the test file ---
${printed}`;
  evidence.outputBytes += Buffer.byteLength(printed, "utf8");
  if (error) {
    evidence.message = error;
    evidence.summary = [error, ...evidence.summary];
  }
}
var ERROR_LINE = /^(?:[A-Z]\w*)?Error(?: \[[A-Z_]+\])?: \S/;

// src/junit/report-outside-tree.ts
import { copyFile, mkdir } from "node:fs/promises";
import path6 from "node:path";
function redirectReport(command, reports, scratch) {
  const [report] = reports;
  if (reports.length !== 1 || !report || isDynamicPattern(report) || path6.isAbsolute(report)) {
    return null;
  }
  const spelled = [report, `./${report}`];
  const target = path6.join(scratch, report);
  for (const form of spelled) {
    const pattern = new RegExp(`(^|[\\s=>'"])${escapeRegExp(form)}(?=$|[\\s'";|&)])`, "g");
    if (!pattern.test(command)) continue;
    return {
      command: command.replace(pattern, (_, before) => `${before}${quoteShell(target)}`),
      reportsRoot: scratch
    };
  }
  return null;
}
async function copyReportBack(redirect, reports, cwd) {
  for (const report of reports) {
    const to = path6.join(cwd, report);
    await mkdir(path6.dirname(to), { recursive: true });
    await copyFile(path6.join(redirect.reportsRoot, report), to).catch(() => void 0);
  }
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/junit/rerun-command.ts
function rerunCommand(request, assemble) {
  const whole2 = (reason) => ({
    command: request.command,
    selective: false,
    reason
  });
  if (request.template) return fromTemplate(request, whole2);
  if (!request.runner) return whole2("fix-loop does not know which test runner wrote the report");
  const { name, commandLine: runner } = request.runner;
  const selected = request.tests.length > 0 ? runner.select(request.tests) : null;
  if (request.tests.length > 0 && selected === null) {
    return whole2(`the report does not say enough to select these tests with ${name}`);
  }
  const selection = {
    options: selected?.options ?? [],
    paths: [...request.runnerIds ?? [], ...selected?.paths ?? []]
  };
  if (selection.options.length + selection.paths.length === 0) return whole2("no test to select");
  const command = assemble ? assemble(selection) : withSelection(request.command, runner, selection);
  if (!command) {
    return whole2(`the command does not call ${name} directly (set rerun: on the tier to say how)`);
  }
  return { command, selective: true, reason: null };
}
function fromTemplate(request, whole2) {
  const runner = request.runner?.commandLine ?? null;
  const ids = request.tests.map((test) => runner?.runnerId(test) ?? null);
  const files = request.tests.map((test) => test.file);
  const values = {
    tests: ids.some((id) => id === null) ? null : [...request.runnerIds ?? [], ...ids].map(quoteShell).join(" "),
    files: files.some((file) => file === null) ? null : [...new Set(files)].map(quoteShell).join(" "),
    names: quoteShell(
      `^(?:${[...new Set(request.tests.map((test) => escapeRegExp2(test.name)))].join("|")})$`
    )
  };
  let missing = null;
  const command = (request.template ?? "").replace(/\{(tests|files|names)\}/g, (_, key) => {
    const value = values[key] ?? null;
    if (value === null) missing = key;
    return value ?? "";
  });
  if (missing) return whole2(`the report does not give {${missing}} for these tests`);
  return { command, selective: true, reason: null };
}
function escapeRegExp2(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function withSelection(command, runner, selection) {
  const parts = splitShell(command);
  if (!parts) return null;
  const { segments, operators } = splitSegments(parts);
  for (const [index, segment] of segments.entries()) {
    const words = segment.filter((part) => "word" in part);
    let plain = words.map((part) => unquote(part.word));
    const separator = runner.separatorAt?.(plain) ?? null;
    if (separator !== null) {
      words.splice(separator, 0, { word: "--" });
      plain = words.map((part) => unquote(part.word));
    }
    const start = runner.start(plain);
    if (start === null) continue;
    const moved = segments.slice(0, index).some((earlier) => earlier.some((part) => "word" in part && unquote(part.word) === "cd"));
    if (moved) return null;
    const kept = keptWords(
      words.map((part) => part.word),
      plain,
      start,
      runner,
      runner.replacesPaths === true || runner.replacesPaths === "when-selecting" && selection.paths.length > 0
    );
    const options = selection.options.map(quoteShell);
    const paths = withPathsOption(kept.words, start, runner.pathsOption, selection.paths) ? [] : selection.paths.map(quoteShell);
    if (runner.selectionFirst) {
      kept.words.splice(start, 0, ...options);
      kept.words.push(...paths);
    } else {
      kept.words.splice(kept.separator ?? kept.words.length, 0, ...options);
      if (runner.pathsFirst && kept.separator === null) {
        kept.words.splice(kept.words.length - options.length, 0, ...paths);
      } else if (kept.endsInList && options.length === 0 && kept.separator === null) {
        if (paths.length > 0) kept.words.push("--", ...paths);
      } else kept.words.push(...paths);
    }
    const redirects = segment.filter((part) => "redirect" in part);
    segments[index] = [...kept.words.map((word) => ({ word })), ...redirects];
    return joinShell(
      segments.flatMap((seg, i) => i === 0 ? seg : [operators[i - 1], ...seg])
    );
  }
  return null;
}
function withPathsOption(words, start, option, paths) {
  if (!option) return false;
  for (let index = 0; index < start; index++) {
    const word = unquote(words[index] ?? "");
    if (word === option && index + 1 < start) {
      words[index + 1] = quoteShell(paths.join(" "));
      return true;
    }
    if (word.startsWith(`${option}=`)) {
      words[index] = quoteShell(`${option}=${paths.join(" ")}`);
      return true;
    }
  }
  return false;
}
function keptWords(written, plain, start, runner, replacesPaths) {
  const words = written.slice(0, start);
  let separator = null;
  let inList = false;
  for (let i = start; i < written.length; i++) {
    const word = written[i] ?? "";
    const value = plain[i] ?? "";
    if (separator !== null) {
      if (!replacesPaths) words.push(word);
      continue;
    }
    if (value === "--") {
      separator = words.length;
      words.push(word);
      continue;
    }
    const option = value.startsWith("-") ? value.split("=")[0] ?? value : null;
    if (option === null) {
      if (inList || !replacesPaths) words.push(word);
      continue;
    }
    const takesNext = !value.includes("=");
    if (runner.coverageSwitches?.has(option)) {
      if (/=false$/i.test(value)) words.push(word);
      else if (takesNext && option === "--cov" && !(plain[i + 1] ?? "-").startsWith("-")) i++;
      continue;
    }
    inList = runner.listOptions.has(option);
    if (runner.replacedOptions.has(option)) {
      if (takesNext) i++;
      continue;
    }
    words.push(word);
    if (takesNext && !inList && runner.valueOptions.has(option) && i + 1 < written.length) {
      words.push(written[++i] ?? "");
    }
  }
  return { words, separator, endsInList: inList };
}
function splitSegments(all) {
  const segments = [[]];
  const operators = [];
  for (const part of all) {
    if ("operator" in part) {
      operators.push(part);
      segments.push([]);
    } else segments.at(-1)?.push(part);
  }
  return { segments, operators };
}

// src/junit/runner-retry.ts
import { rm } from "node:fs/promises";
import path7 from "node:path";
async function withRunnerRetry(runner, command, retries, scratch, env) {
  const hooks = runner?.retry;
  if (!runner || !hooks) return null;
  if (retries < 1 && !env.FIX_LOOP_COVERAGE_OUT) return null;
  const call = runnerCall(command, runner.commandLine);
  if (!call || hooks.reporters !== null && !call.options.includes(hooks.reporters)) return null;
  if (hooks.retryOption && call.options.includes(hooks.retryOption)) return null;
  const folder = hookFolder(hooks.files);
  const withHooks = call.withWords(hooks.args(folder, retries));
  const recordFile = path7.join(scratch, `${runner.name}-attempts.json`);
  const runningPrefix = `${recordFile}.running`;
  await Promise.all([
    ...[recordFile, `${recordFile}.failed`].map((file) => rm(file, { force: true })),
    forgetRunning(runningPrefix)
  ]);
  return {
    runner: runner.name,
    command: withHooks,
    env: {
      ...env,
      ...hooks.env?.(folder, env),
      FIX_LOOP_RUNNER_ATTEMPTS: recordFile,
      FIX_LOOP_RETRY_TIMES: String(retries),
      [RUNNING_VARIABLE]: runningPrefix
    },
    recordFile,
    runningPrefix,
    recordNames: (ref) => hooks.recordNames?.(ref) ?? [ref.name],
    fileOf: (ref) => ref.file ?? hooks.fileOf?.(ref) ?? null
  };
}
async function readRunnerAttempts(retry2, retries, tests, refs, cwd, redact) {
  const records = await readRecords(retry2.recordFile);
  if (!records) return false;
  const byKey = /* @__PURE__ */ new Map();
  for (const record of records) {
    const key = keyOf(record.file, record.name);
    byKey.set(key, [...byKey.get(key) ?? [], record]);
  }
  for (const test of tests) {
    const ref = refs.get(test.id);
    const refFile = ref ? retry2.fileOf(ref) : null;
    if (!ref || !refFile) continue;
    const file = path7.resolve(cwd, refFile);
    const record = retry2.recordNames(ref).map((name) => byKey.get(keyOf(file, name))).find((left) => left?.length)?.shift();
    if (test.status === "skipped") continue;
    if (record?.state === "todo" && test.status === "passed") {
      test.status = "skipped";
      test.runs = 0;
      test.reason = "todo";
      continue;
    }
    if (!record || record.retryCount < 1) continue;
    test.runs = record.retryCount + 1;
    const failed = record.errors[0];
    if (test.status === "passed") {
      test.status = "flaky";
      test.reason = `failed, then passed on re-run ${record.retryCount} of ${retries} (${retry2.runner}'s own retry, in the same run)`;
      test.evidence = failed ? attemptEvidence(ref, failed, redact) : null;
    }
  }
  return true;
}
async function readRecords(file) {
  try {
    const parsed = JSON.parse(await readRunOutput(file));
    return Array.isArray(parsed.tests) ? parsed.tests : null;
  } catch {
    return null;
  }
}
function keyOf(file, name) {
  return `${file}\0${comparableName(name)}`;
}
function attemptEvidence(ref, error, redact) {
  const details = error.stack.includes(error.message) ? error.stack : `${error.message}
${error.stack}`;
  return junitEvidence(
    {
      id: "",
      title: ref.name,
      name: ref.name,
      classname: ref.classname,
      suite: ref.suite,
      suites: ref.suites ?? [],
      file: ref.file,
      declaredFile: ref.file,
      line: ref.line,
      status: "failed",
      failureKind: "failure",
      failureType: null,
      durationMs: 0,
      message: error.message,
      details,
      stdout: "",
      stderr: "",
      textChars: details.length,
      truncated: false
    },
    ref.file ? { file: ref.file, line: ref.line } : null,
    redact
  );
}

// src/junit/selection-shape-memo.ts
import { randomBytes } from "node:crypto";
function bySelectionShape(build) {
  const tag = `FIXLOOP${randomBytes(6).toString("hex")}`;
  const anywhere = new RegExp(tag, "g");
  const asWord = new RegExp(`(^| )((?:-[\\w-]*=)?${tag}([op])(\\d+)x)(?= |$)`, "g");
  const fill = (template, selection) => template.replace(
    asWord,
    (_, before, _word, list, index) => before + quoteShell((list === "o" ? selection.options : selection.paths)[Number(index)] ?? "")
  );
  const templates = /* @__PURE__ */ new Map();
  return (selection) => {
    const shape = `${selection.options.map(optionName).join("\0")}/${selection.paths.length}`;
    const template = templates.get(shape);
    if (template === DIRECT) return build(selection);
    if (template !== void 0) return template === null ? null : fill(template, selection);
    const direct = build(selection);
    const placed = build({
      options: selection.options.map((word, index) => placeholder(word, `${tag}o${index}x`)),
      paths: selection.paths.map((_, index) => `${tag}p${index}x`)
    });
    const standing = placed?.match(asWord)?.length ?? 0;
    const kept = placed === null ? direct === null : standing === (placed.match(anywhere)?.length ?? 0) && fill(placed, selection) === direct;
    templates.set(shape, kept ? placed : DIRECT);
    return direct;
  };
}
var DIRECT = /* @__PURE__ */ Symbol("built directly");
function optionName(word) {
  if (!word.startsWith("-")) return "";
  const equals = word.indexOf("=");
  return equals === -1 ? word : word.slice(0, equals + 1);
}
function placeholder(word, slot) {
  const name = optionName(word);
  if (name === word) return word;
  return `${name}${slot}`;
}

// src/junit/shared-run-lines.ts
function withSharedRunLines(tests, scopeOf = () => null) {
  const lines = /* @__PURE__ */ new Map();
  const scopes = /* @__PURE__ */ new Map();
  const bump = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const test of tests) {
    if (test.runsAlone && test.run) bump(lines, test.run);
    const scope = scopeOf(test);
    if (scope !== null) bump(scopes, scope);
  }
  const shared = (test) => {
    const scope = scopeOf(test);
    return (lines.get(test.run ?? "") ?? 0) > 1 || scope !== null && (scopes.get(scope) ?? 0) > 1;
  };
  return tests.map(
    (test) => test.runsAlone && test.run && shared(test) ? { ...test, runsAlone: false } : test
  );
}

// src/engine/read-coverage-tap.ts
async function readCoverageTap(tap, tests, context, recordNames) {
  for (const [id, functions] of await tap.read(tests, recordNames))
    context.coverage?.set(id, functions);
  if (context.timings) context.timings.coverageInRunsMs += tap.costMs?.() ?? 0;
}

// src/engine/tier-kinds/junit.ts
var junitKind = {
  discover: ({ name, config }) => config?.command && config.junit ? {
    kind: "junit",
    tier: name,
    command: config.command,
    reports: config.junit,
    rerun: config.rerun ?? null,
    learned: { framework: frameworkOfCommand(config.command), tests: /* @__PURE__ */ new Map() }
  } : null,
  owns(source, id) {
    if (id === commandTestId(source) || findLearned(source, id)) return true;
    if (source.learned.listed) return isListed(source.learned.listed, id);
    return source.learned.tests.size === 0 || looksLikeRunnerId(source, id) ? null : false;
  },
  knownIds: (source) => [
    .../* @__PURE__ */ new Set([
      ...source.learned.tests.keys(),
      ...source.learned.listed?.ids ?? [],
      ...source.learned.listed?.runnerIds ?? []
    ])
  ],
  ownIds: (source) => [
    .../* @__PURE__ */ new Set([...source.learned.tests.keys(), ...source.learned.listed?.ids ?? []])
  ],
  renamedId(source, id) {
    const formerId = runnerOf(source)?.formerId;
    if (!formerId || source.learned.tests.has(id)) return null;
    for (const [current, entry] of source.learned.tests)
      if (formerId(entry.ref) === id) return current;
    return null;
  },
  async learnIds(source, context) {
    const runner = runnerOf(source);
    if (source.learned.listed !== void 0 || !runner) return;
    const guessed = guessedRefs(runner, context, source.command);
    const allGuessed = context.printed === true && context.ids.length > 0 && guessed.size === context.ids.length;
    if (!runner.listing || allGuessed) {
      source.learned.guessed = guessed;
      return;
    }
    const scoped = context.files ? await listTests(source.command, runner, context) : null;
    const listed = scoped && context.ids.every((id) => isListed(scoped, id)) ? scoped : await listTests(source.command, runner, { ...context, files: void 0 });
    source.learned.listed = listed;
    for (const [id, ref] of listed?.refs ?? [])
      if (!source.learned.tests.has(id))
        source.learned.tests.set(id, { ref, runnerId: runner.commandLine.runnerId(ref) });
  },
  async run(source, wanted, context) {
    const plan = wanted ? planFor(source, wanted) : null;
    const first = await runOnce(
      source,
      plan?.command ?? source.share ?? source.command,
      wanted,
      context
    );
    const ran = !first.gateProblem && missesOne(source, plan?.guessed ?? [], first.tests) ? await runOnce(source, source.command, wanted, context) : first;
    for (const test of ran.tests) {
      context.reporter?.testStarted?.({ id: test.id, tier: test.tier, title: test.title });
      context.onResult?.(test);
    }
    return ran;
  },
  rerun: (source, tests) => rerunPlan(source, tests),
  async coverageTap(source, context) {
    return await runnerOf(source)?.coverage?.onRetry?.(context) ?? null;
  },
  describe: (source) => `JUnit command${source.learned.framework ? ` (${source.learned.framework})` : ""}`,
  notRun: () => []
};
async function runOnce(source, chosen, wanted, context) {
  const runner = runnerOf(source);
  const built = context.outcomesOnly && chosen !== source.command ? await retryWithoutBuildSteps(chosen, context.cwd) : chosen;
  const asked = runner?.report.command?.(built) ?? built;
  const files = context.outcomesOnly ? null : await runner?.testFiles?.record(asked, context);
  const selected = files?.command ?? asked;
  const planned = context.outcomesOnly ? await runner?.rerun?.onEveryCore?.(selected, context.env) ?? selected : selected;
  const fromBuilds = context.outcomesOnly ? await runner?.rerun?.fromBuilds?.(planned, context.cwd, context.env) : null;
  if (!context.outcomesOnly) runner?.rerun?.forget?.(context.cwd);
  const retries = context.runnerRetries ?? 0;
  const hooked = source.learned.hooksRefused ? null : runner;
  const tap = await firstRunTap(hooked, context, retries);
  const withTap = { ...context.env, ...tap?.env };
  const env = runner?.report.env?.(withTap) ?? withTap;
  const inRun = fromBuilds ? null : await withRunnerRetry(hooked, planned, retries, context.scratch, env);
  const withHooks = fromBuilds ? null : inRun?.command ?? withCoverageHooks(hooked, planned, env);
  const command = fromBuilds ?? withHooks ?? planned;
  const redirect = redirectReport(command, source.reports, path8.join(context.scratch, source.tier));
  await createReportFolders(source.reports, redirect?.reportsRoot ?? context.cwd, context.runAs);
  if (inRun) context.reporter?.runningNoted?.({ tier: source.tier, prefix: inRun.runningPrefix });
  const ran = await runJunitCommand(
    {
      tier: source.tier,
      requires: context.tier.requires,
      command: redirect?.command ?? command,
      reports: source.reports
    },
    {
      identify: identifyRunner,
      cwd: context.cwd,
      reportsRoot: redirect?.reportsRoot,
      env: context.outcomesOnly ? runner?.outcomesOnlyEnv?.(env) ?? env : inRun?.env ?? env,
      timeoutMs: context.tier.timeoutMs,
      signal: context.signal,
      redact: context.redact,
      runAs: context.runAs,
      runningPrefix: inRun?.runningPrefix,
      onReportWritten: (report) => context.reporter?.reportWritten?.({
        tier: source.tier,
        writtenAt: report.writtenAt,
        counts: reportCounts(report.counts),
        waiting: openHandlesHint(runner?.name ?? source.learned.framework)
      })
    }
  );
  if (withHooks && refusedOurHooks(ran)) {
    await tap?.close();
    source.learned.hooksRefused = true;
    context.reporter?.note?.(
      "warning",
      `tier ${source.tier}: ${runner?.name ?? "the runner"} would not load fix-loop's files (vite serves no file outside the project to a DOM environment such as jsdom, nor to vitest 3 on vite 6): the tier runs without in-run retries and coverage, and triage has less to go on`
    );
    return runOnce(source, chosen, wanted, context);
  }
  if (redirect && context.reportsInTree)
    await copyReportBack(redirect, source.reports, context.cwd);
  await files?.fill(ran.refs.values(), context.cwd);
  if (files) ran.tests = ran.tests.filter((test) => !isEmptyDescribe(test, ran.refs));
  learn(source, ran, context.cwd);
  for (const test of ran.tests) {
    const stderr = ran.refs.get(test.id)?.stderr;
    if (stderr) withFileStderr(test, stderr, context.redact);
  }
  if (inRun)
    await readRunnerAttempts(inRun, retries, ran.tests, ran.refs, context.cwd, context.redact);
  if (tap) {
    const recordNames = (test) => {
      const ref = ran.refs.get(test.id);
      return ref && runner?.retry?.recordNames ? runner.retry.recordNames(ref) : [];
    };
    await readCoverageTap(tap, ran.tests, context, recordNames);
    await tap.close();
  }
  const heldOpen = ran.commandOutcome.timedOut && ran.tests.length > 0;
  const withRun = runLines(source, context.tier.env, heldOpen);
  const scopeOf = runner?.commandLine.runsAlongWith;
  const tests = withSharedRunLines(ran.tests.map(withRun), (test) => {
    const ref = scopeOf ? ran.refs.get(test.id) : void 0;
    return ref && scopeOf ? scopeOf(ref) : null;
  });
  const gateProblem = tests.length === 0 && ran.problem && context.commandMissingIsGate ? await commandNotStarted(source, context, ran) : null;
  if (gateProblem) return { tests: [], problem: gateProblem.message, gateProblem };
  if (tests.length === 0 && ran.problem && ran.problemEvidence) {
    tests.push(commandTest(source, context, ran));
  } else if (wanted?.has(commandTestId(source)) && ran.problem === null) {
    tests.push(commandTest(source, context, ran));
  }
  const given = wanted ? tests.filter((test) => isWanted(source, test, wanted)) : tests;
  return {
    tests: given,
    problem: ran.problem,
    ...ran.commandOutcome.timedOut ? { timedOut: true } : {}
  };
}
async function firstRunTap(runner, context, retries) {
  if (!context.coverage || context.outcomesOnly) return null;
  return await runner?.coverage?.onFirstRun?.(context, retries) ?? null;
}
function refusedOurHooks(ran) {
  const folder = hookFolderStart();
  if (ran.tests.length === 0) {
    const { head: head2, tail } = ran.commandOutcome.output;
    return ran.problem !== null && `${head2}
${tail}`.includes(folder);
  }
  return ran.tests.some(
    (test) => test.status === "failed" && [test.evidence?.message, test.evidence?.excerpt].some((text) => text?.includes(folder))
  );
}
function runnerOf(source) {
  return runnerNamed(source.learned.framework);
}
function commandTestId(source) {
  return `${source.tier}:command`;
}
function findLearned(source, id) {
  const direct = source.learned.tests.get(id);
  if (direct) return direct;
  const formerId = runnerOf(source)?.formerId;
  for (const entry of source.learned.tests.values())
    if (entry.runnerId === id || formerId?.(entry.ref) === id) return entry;
  return void 0;
}
function listedSubtest(source, id) {
  if (!source.learned.listed?.subtests) return null;
  const known = [...source.learned.tests].map(([knownId, entry]) => ({ id: knownId, ...entry }));
  return subtestRef(known, id);
}
function looksLikeRunnerId(source, id) {
  return runnerOf(source)?.takesOwnId?.(id) ?? false;
}
function planFor(source, wanted) {
  const refs = [];
  const runnerIds = [];
  const guessed = [];
  for (const id of wanted) {
    if (id === commandTestId(source)) return whole(source);
    const known = findLearned(source, id)?.ref ?? listedSubtest(source, id);
    const fromId = known ? void 0 : source.learned.guessed?.get(id);
    if (known) refs.push(known);
    else if (looksLikeRunnerId(source, id)) runnerIds.push(id);
    else if (fromId) {
      guessed.push(id);
      refs.push(...fromId);
    } else return whole(source);
  }
  const plan = rerunCommand({
    command: source.command,
    template: source.rerun,
    runner: runnerOf(source),
    tests: refs,
    runnerIds
  });
  return { ...plan, guessed: plan.selective ? guessed : [] };
}
function whole(source) {
  return {
    command: source.command,
    selective: false,
    reason: "a test not seen in a report",
    guessed: []
  };
}
function learn(source, ran, cwd) {
  const name = ran.runner?.name;
  if (isFramework(name)) source.learned.framework = name;
  for (const test of ran.tests) {
    const ref = ran.refs.get(test.id);
    if (!ref) continue;
    const earlier = source.learned.tests.get(test.id)?.ref;
    ref.file ??= earlier?.file ?? null;
    if (!ref.files && earlier?.files) ref.files = earlier.files;
    if (ref.file) placeInRecordedFile(test, ref.file, cwd);
    source.learned.tests.set(test.id, { ref, runnerId: test.runnerId ?? null });
  }
}
function rerunPlan(source, tests, assemble) {
  if (tests.some((test) => test.id === commandTestId(source))) {
    return { command: source.command, selective: false, reason: "the command itself failed" };
  }
  const learned = tests.map((test) => findLearned(source, test.id));
  if (learned.some((entry) => entry === void 0)) {
    return { command: source.command, selective: false, reason: "not seen in a report yet" };
  }
  const request = {
    command: source.command,
    template: source.rerun,
    runner: runnerOf(source),
    tests: learned.map((entry) => entry.ref)
  };
  return rerunCommand(request, assemble);
}
function runLines(source, env = {}, heldOpen = false) {
  const runner = runnerOf(source);
  const shown = (command) => withAssignments(env, commandWithoutReport(command, runner?.report ?? null, source.reports));
  const force = heldOpen ? forceExitFor(runner?.commandLine, source.command) : [];
  const assemble = runner ? bySelectionShape((selection) => {
    const options = [...selection.options, ...force];
    const command = withSelection(source.command, runner.commandLine, {
      ...selection,
      options
    });
    return command === null ? null : shown(command);
  }) : void 0;
  const whole2 = shown(source.command);
  return (test) => {
    const plan = rerunPlan(source, [test], source.rerun ? void 0 : assemble);
    const run = !plan.selective ? whole2 : source.rerun ? shown(plan.command) : plan.command;
    const ref = source.learned.tests.get(test.id)?.ref;
    const formerId = ref ? runner?.formerId?.(ref) : null;
    const withRun = { ...test, run, runsAlone: plan.selective };
    if (formerId && formerId !== test.id) withRun.formerId = formerId;
    return withRun;
  };
}
function forceExitFor(commandLine, command) {
  const option = commandLine?.forceExit;
  if (!option) return [];
  const written = new RegExp(`(?:^|\\s)${option}(?:\\s|=|$)`);
  return written.test(command) ? [] : [option];
}
function missesOne(source, ids, tests) {
  return ids.some((id) => !tests.some((test) => isWanted(source, test, /* @__PURE__ */ new Set([id]))));
}
function isWanted(source, test, wanted) {
  if (wanted.has(test.id) || test.runnerId != null && wanted.has(test.runnerId)) return true;
  if (wanted.has(parametrizedParent(test.runnerId) ?? "")) return true;
  const ref = source.learned.tests.get(test.id)?.ref;
  const formerId = ref ? runnerOf(source)?.formerId?.(ref) : null;
  return formerId != null && wanted.has(formerId);
}
function commandTest(source, context, ran) {
  const evidence = ran.problemEvidence;
  return {
    id: commandTestId(source),
    title: `the ${source.tier} tier's test command runs and writes its JUnit report`,
    tier: source.tier,
    status: ran.problem ? "failed" : "passed",
    durationMs: evidence?.durationMs ?? Math.round(ran.commandOutcome.durationMs),
    kind: "junit",
    file: source.reports[0] ?? "",
    requires: context.tier.requires,
    run: source.command,
    runsAlone: false,
    runs: 1,
    reason: null,
    evidence: ran.problem && evidence ? { ...evidence, message: evidence.message ?? ran.problem } : null
  };
}
function commandNotStarted(source, context, ran) {
  const { head: head2, tail } = ran.commandOutcome.output;
  return missingTierCommand(
    {
      exitCode: ran.commandOutcome.exitCode,
      // go's fetch error, quoted in the message, may carry a proxy's credentials.
      output: context.redact(Buffer.concat([head2, tail]).toString("utf8"))
    },
    {
      tier: source.tier,
      command: source.command,
      cwd: context.cwd,
      env: context.env,
      configPath: context.configPath ?? DEFAULT_CONFIG_PATH,
      report: source.reports[0]
    }
  );
}
async function createReportFolders(reports, cwd, runAs) {
  for (const report of reports) {
    if (isDynamicPattern(report)) continue;
    const folder = path8.dirname(path8.resolve(cwd, report));
    const first = await mkdir2(folder, { recursive: true });
    if (!first || !runAs) continue;
    for (let at = folder; at.startsWith(first); at = path8.dirname(at)) shareFolder(at, runAs);
  }
}
function isEmptyDescribe(test, refs) {
  return test.status === "passed" && refs.get(test.id)?.emptyDescribe === true;
}

// src/script-tests/run-script.ts
var SUMMARY_LINE = /^[ \t]*(?:PASS|FAIL|EVIDENCE):/;
async function runScript(test, options) {
  const outcome = await runProcess(
    { file: test.absolutePath },
    {
      cwd: options.cwd,
      env: options.env,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      graceMs: options.graceMs,
      runAs: options.runAs,
      output: { matchLines: SUMMARY_LINE }
    }
  );
  if (outcome.spawnError)
    outcome.spawnError = outcome.spawnError.replaceAll(test.absolutePath, test.file);
  const passed = outcome.exitCode === 0 && !outcome.timedOut && !outcome.aborted && outcome.spawnError === null;
  return {
    passed,
    evidence: buildEvidence(outcome, { redact: options.redact, file: test.file }),
    durationMs: Math.round(outcome.durationMs)
  };
}

// src/engine/pool.ts
async function mapWithConcurrency(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

// src/engine/tier-kinds/script.ts
var scriptKind = {
  discover: ({ scripts }) => scripts.length > 0 ? { kind: "script", scripts: [...scripts] } : null,
  owns: (source, id) => source.scripts.some((script) => script.id === id),
  knownIds: (source) => source.scripts.map((script) => script.id),
  async run(source, wanted, context) {
    const scripts = wanted ? source.scripts.filter((script) => wanted.has(script.id)) : source.scripts;
    const tests = await mapWithConcurrency(
      scripts,
      context.tier.concurrency,
      (script) => runOne(script, context)
    );
    return { tests, problem: null };
  },
  rerun(source, tests) {
    const files = tests.map(
      (test) => source.scripts.find((script) => script.id === test.id)?.file ?? test.file
    );
    return {
      command: files.map((file) => `./${file}`).join(" && "),
      selective: true,
      reason: null
    };
  },
  describe: (source) => `${source.scripts.length} script${source.scripts.length === 1 ? "" : "s"}`,
  notRun(source, wanted, why) {
    return source.scripts.filter((script) => !wanted || wanted.has(script.id)).map((script) => ({
      ...describe(script),
      status: why.status,
      durationMs: 0,
      runs: 0,
      reason: why.reasonFor(script.requires),
      evidence: null
    }));
  }
};
async function runOne(script, context) {
  if (context.signal?.aborted) return interrupted(script);
  context.reporter?.testStarted?.({ id: script.id, tier: script.tier, title: script.title });
  const ran = await runScript(script, {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: script.timeoutMs ?? context.tier.timeoutMs,
    signal: context.signal,
    redact: context.redact,
    runAs: context.runAs
  });
  if (context.signal?.aborted) {
    return { ...interrupted(script), durationMs: ran.durationMs, runs: 1 };
  }
  const result = {
    ...describe(script),
    status: ran.passed ? "passed" : "failed",
    durationMs: ran.durationMs,
    runs: 1,
    reason: null,
    evidence: ran.passed ? null : ran.evidence
  };
  context.onResult?.(result);
  return result;
}
function describe(script) {
  return {
    id: script.id,
    title: script.title,
    tier: script.tier,
    kind: "script",
    file: script.file,
    requires: script.requires,
    run: `./${script.file}`,
    runsAlone: true
  };
}
function interrupted(script) {
  return {
    ...describe(script),
    status: "skipped",
    durationMs: 0,
    runs: 0,
    reason: "interrupted",
    evidence: null
  };
}

// src/engine/tier-kinds/registry.ts
var TIER_KINDS = {
  script: scriptKind,
  junit: junitKind
};
function isTierKindName(name) {
  return Object.hasOwn(TIER_KINDS, name);
}
function kindOf(source) {
  return TIER_KINDS[source.kind];
}
function rerunCommandFor(tier, tests) {
  for (const source of tier.sources) {
    const kind = kindOf(source);
    const owned = tests.filter((test) => test.kind === source.kind && kind.owns(source, test.id));
    if (owned.length === tests.length && owned.length > 0) return kind.rerun(source, owned);
  }
  return null;
}
function describeTier(tier) {
  return tier.sources.map((source) => kindOf(source).describe(source)).join(", ") || "no tests";
}

// src/engine/build-results.ts
function buildResults(parts) {
  const finishedAt = /* @__PURE__ */ new Date();
  const outcome = parts.outcome ?? verifyOutcome(parts.gates, parts.run);
  const unknown = parts.run.tests.find((test) => !isTierKindName(test.kind));
  if (unknown)
    throw new Error(`test ${unknown.id} has kind "${unknown.kind}", not in the registry`);
  return resultsSchema.parse({
    version: 1,
    tool: { name: "fix-loop", version: VERSION },
    mode: parts.mode,
    outcome,
    headline: parts.headline ?? headlineFor(outcome, parts.gates, parts.run),
    startedAt: parts.startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - parts.startedAt.getTime(),
    config: parts.configPath,
    preflight: parts.gates.preflight,
    services: parts.gates.services,
    tiers: parts.run.tiers,
    tests: parts.run.tests,
    groups: parts.groups ?? [],
    ...parts.guards ? { guards: parts.guards } : {},
    attempts: parts.attempts ?? [],
    trust: parts.trust ?? { score: null, agreed: 0, total: 0 },
    breaker: parts.breaker ?? { state: "closed", reason: null },
    phases: parts.phases ?? null,
    ...parts.agentNetwork ? { agentNetwork: parts.agentNetwork } : {}
  });
}
function verifyOutcome(gates, run) {
  if (!gates.passed) return "blocked";
  if (run.tiers.some((tier) => tier.status === "failed")) return "failed";
  if (run.tests.some(failsTheRun)) return "failed";
  if (run.tiers.some((tier) => tier.status === "blocked")) return "blocked";
  return "passed";
}
function listIds(ids, max = 5) {
  return ids.length <= max ? ids.join(", ") : `${ids.slice(0, max).join(", ")} and ${ids.length - max} more`;
}
function headlineFor(outcome, gates, run) {
  const xfailed = run.tests.filter((test) => test.expectedToFail).length;
  const skipped = run.tests.filter(
    (test) => test.status === "skipped" && !test.expectedToFail
  ).length;
  const blocked = run.tests.filter((test) => test.status === "blocked").length;
  const tiersNotRun = run.tiers.filter(
    (tier) => tier.status === "skipped" || tier.status === "blocked"
  ).length;
  const notRunText = (xfailed > 0 ? `, ${xfailed} xfailed (as marked)` : "") + (skipped > 0 ? `, ${skipped} skipped` : "") + (blocked > 0 ? `, ${plural(blocked, "test")} not run` : "") + (skipped + blocked === 0 && tiersNotRun > 0 ? `, ${plural(tiersNotRun, "tier")} not run` : "");
  const afterGate = notRunText.replace(/^, /, "; ");
  if (!gates.preflight.ok) {
    return `${preflightWords(gates.preflight.problems)}${afterGate}`;
  }
  const down = gates.services.filter((service) => !service.healthy);
  if (down.length > 0) return `${down.map(describeDownService).join("; ")}${afterGate}`;
  const failed = run.tests.filter(failsTheRun).map((test) => test.id);
  const flaky = run.tests.filter((test) => test.status === "flaky").length;
  const quarantined = run.tests.filter(failedInQuarantine).length;
  const flakyText = (flaky > 0 ? `, ${flaky} flaky` : "") + (quarantined > 0 ? `, ${quarantined} failed in quarantine (not counted)` : "");
  const ran = run.tests.length - skipped - blocked;
  const brokenTiers = run.tiers.filter((tier) => tier.status === "failed" && tier.reason);
  if (outcome === "failed" && failed.length === 0 && brokenTiers.length > 0) {
    return brokenTiers.map((tier) => `tier ${tier.name}: ${tier.reason}`).join("; ");
  }
  if (failed.length > 0) {
    const tierNotes = brokenTiers.map((tier) => `; tier ${tier.name}: ${tier.reason}`).join("");
    return `${failed.length} of ${plural(ran, "test")} failed (${listIds(failed)})${flakyText}${notRunText}${tierNotes}`;
  }
  if (outcome === "blocked") return `tests blocked${notRunText}`;
  const passedCount = ran - xfailed;
  const passed = passedCount === 1 ? "1 test passed" : `all ${plural(passedCount, "test")} passed`;
  return `${passed}${flakyText}${notRunText}`;
}

// src/engine/coverage-tiers.ts
function tiersForCoverage(plan) {
  return plan.map((tier) => {
    const junit = tier.sources.find((source) => source.kind === "junit");
    return {
      name: tier.name,
      coverageRunner: runnerNamed(junit?.learned.framework ?? null)?.coverage?.runner ?? null,
      reports: junit?.reports ?? [],
      env: tier.env,
      selectiveCommand: (tests) => {
        const rerun = rerunCommandFor(tier, tests);
        return rerun?.selective ? rerun.command : null;
      }
    };
  });
}

// src/engine/selection.ts
var SelectionError = class extends UserError {
  name = "SelectionError";
};
function checkSelection(plan, selection = {}) {
  tiersChosen(plan, selection);
  assignWanted(plan, selection);
}
function tiersChosen(plan, selection) {
  const names = selection.tiers ?? [];
  const unknown = names.filter((name) => !plan.some((tier) => tier.name === name));
  if (unknown.length > 0) {
    throw new SelectionError(
      `no tier named ${unknown.map((name) => `"${name}"`).join(", ")}; the config has ${plan.map((tier) => tier.name).join(", ")}`
    );
  }
  return names.length > 0 ? plan.filter((tier) => names.includes(tier.name)) : [...plan];
}
function assignWanted(plan, selection) {
  const ids = resolveAliases(plan, selection);
  if (ids.length === 0) return null;
  const sources = plan.flatMap((tier) => tier.sources);
  const assigned = /* @__PURE__ */ new Map();
  const unknown = [];
  for (const id of ids) {
    const answers = sources.map((source) => ({ source, owns: kindOf(source).owns(source, id) }));
    const sure = answers.filter((answer) => answer.owns === true);
    const owners = sure.length > 0 ? sure : answers.filter((a) => a.owns === null);
    if (owners.length === 0) unknown.push(id);
    for (const { source } of owners) {
      assigned.set(source, (assigned.get(source) ?? /* @__PURE__ */ new Set()).add(id));
    }
  }
  if (unknown.length > 0) throw unknownIdsError(unknown, plan);
  return assigned;
}
function sourcesToList(plan, selection) {
  const assigned = assignWanted(plan, selection);
  if (!assigned) return [];
  return [...assigned].flatMap(([source, ids]) => {
    const kind = kindOf(source);
    const unsure = [...ids].filter((id) => kind.owns(source, id) === null);
    return kind.learnIds && unsure.length > 0 ? [{ source, ids: unsure }] : [];
  });
}
function resolveAliases(plan, selection) {
  const ids = selection.ids ?? [];
  if (ids.length === 0) return [];
  const known = [...knownIdsOf(plan), ...selection.seenIds ?? []];
  const exact = new Set(known);
  const names = new Set(known.map(nameOf));
  const whole2 = (id) => exact.has(id) || names.has(id);
  const resolved = rejoinedAtCommas(ids, whole2).map((id) => {
    if (exact.has(id)) return id;
    const written = writtenOtherwise(id, known);
    if (written) return written;
    const renamed2 = renamedIdOf(plan, id);
    if (renamed2) return renamed2;
    if (isGroupAlias(id))
      throw new SelectionError(
        `${id} is a group's alias, and --tests takes tests (a T- alias, or an id as verify prints it): fix-loop fix --groups ${id} fixes that group; its tests are the group's \`tests\` in .fix-loop/results.json`
      );
    const lookup = lookUpAlias(id, known);
    if ("found" in lookup) return lookup.found;
    if ("ambiguous" in lookup)
      throw new SelectionError(
        `the alias ${id} names ${lookup.ambiguous.length} tests: pass one of ${lookup.ambiguous.join(", ")}`
      );
    const named = idsNamed(id, ownIdsOf(plan, selection));
    if (named.length === 1) return named[0];
    if (named.length > 1)
      throw new SelectionError(
        `${named.length} tests are named ${id}: pass one of ${named.slice(0, NAMED_SHOWN).join(", ")}${named.length > NAMED_SHOWN ? ` and ${named.length - NAMED_SHOWN} more` : ""}`
      );
    return subtestOfNamed(id, plan, selection) ?? id;
  });
  return [...new Set(resolved)];
}
function writtenOtherwise(id, known) {
  const plain = plainForm(id);
  const matches2 = new Set(known.filter((each) => each !== id && plainForm(each) === plain));
  return matches2.size === 1 ? [...matches2][0] : null;
}
function plainForm(id) {
  return id.replace(/\s+›\s+/g, " ").replace(/\s+/g, " ").trim();
}
function subtestOfNamed(id, plan, selection) {
  const slash = id.indexOf("/");
  if (slash <= 0) return null;
  const named = idsNamed(id.slice(0, slash), ownIdsOf(plan, selection));
  if (named.length !== 1) return null;
  const subtest = `${named[0]}${id.slice(slash)}`;
  const owned = plan.some((tier) => tier.sources.some((s) => kindOf(s).owns(s, subtest) === true));
  return owned ? subtest : null;
}
var NAMED_SHOWN = 5;
function rejoinedAtCommas(ids, known) {
  const rejoined = [];
  for (let from = 0; from < ids.length; from++) {
    const first = ids[from];
    let whole2 = null;
    for (let to = from + 1; !known(first) && whole2 === null && to < ids.length; to++) {
      const parts = ids.slice(from, to + 1);
      const id = [", ", ","].map((comma) => parts.join(comma)).find(known);
      if (id) whole2 = { id, to };
    }
    rejoined.push(whole2?.id ?? first);
    from = whole2?.to ?? from;
  }
  return rejoined;
}
function renamedIdOf(plan, id) {
  for (const source of plan.flatMap((tier) => tier.sources)) {
    const renamed2 = kindOf(source).renamedId?.(source, id);
    if (renamed2) return renamed2;
  }
  return null;
}
function ownIdsOf(plan, selection) {
  const own = plan.flatMap(
    (tier) => tier.sources.flatMap((s) => (kindOf(s).ownIds ?? kindOf(s).knownIds)(s))
  );
  return [.../* @__PURE__ */ new Set([...own, ...selection?.seenIds ?? []])];
}
function knownIdsOf(plan) {
  return plan.flatMap((tier) => tier.sources.flatMap((s) => kindOf(s).knownIds(s)));
}
function unknownIdsAfterRun(assigned, ranCleanly, tests) {
  if (!assigned) return [];
  const answered = new Set(
    tests.flatMap((test) => [
      test.id,
      test.runnerId ?? test.id,
      parametrizedParent(test.runnerId) ?? test.id
    ])
  );
  const owners = /* @__PURE__ */ new Map();
  for (const [source, ids] of assigned) {
    for (const id of ids) owners.set(id, [...owners.get(id) ?? [], source]);
  }
  const renamed2 = (id, sources) => sources.some((s) => answered.has(kindOf(s).renamedId?.(s, id) ?? ""));
  return [...owners].filter(([id, sources]) => !answered.has(id) && !renamed2(id, sources)).filter(([, sources]) => sources.every((s) => ranCleanly.has(s))).map(([id]) => id);
}
function unknownIdsError(ids, plan) {
  const known = ownIdsOf(plan);
  const each = ids.map((id) => {
    const aliasLike = idsWithAliasLike(id, known);
    const nearest = (aliasLike.length > 0 ? aliasLike : [.../* @__PURE__ */ new Set([...idsNamedLike(id, known), ...nearestIds(id, known, 3)])]).slice(0, 3);
    const named = nearest.map((known2) => `${known2} [${aliasOf("test", known2)}]`);
    return `no test has the id "${id}"${named.length > 0 ? ` (nearest: ${named.join(", ")})` : ""}`;
  });
  return new SelectionError(`${each.join("; ")}: ${idHint(plan)}`);
}
function idHint(plan) {
  const kinds = new Set(plan.flatMap((tier) => tier.sources.map((source) => source.kind)));
  const forms = [
    "an id as verify prints it, its alias (the T- and four characters printed beside it)",
    ...kinds.has("script") ? ["a script's TEST header id or file name"] : [],
    ...kinds.has("junit") ? ["the test runner's own id"] : []
  ];
  const choices = forms.length > 1 ? `${forms.slice(0, -1).join(", ")}, or ${forms.at(-1)}` : forms.join("");
  return `pass ${choices} (fix-loop verify --verbose lists every test)`;
}
function refuseUnknownIds(run, plan, signal) {
  if (signal?.aborted) return;
  if (run.unknownIds?.length) throw unknownIdsError(run.unknownIds, plan);
  if (run.skippedIds?.length)
    throw new SelectionError(skippedWords(run.skippedIds, run.xfailedIds));
}
function skippedWords(skipped, xfailed = []) {
  const quoted = (ids) => ids.map((id) => `"${id}"`).join(", ");
  const them = (ids) => ids.length === 1 ? "it" : "them";
  const notRun = skipped.filter((id) => !xfailed.includes(id));
  const failedAsMarked = skipped.filter((id) => xfailed.includes(id));
  return [
    notRun.length > 0 ? `${quoted(notRun)} did not run: the runner reported ${them(notRun)} skipped (a skip in the test's source, or a name filter that matched nothing)` : "",
    failedAsMarked.length > 0 ? `${quoted(failedAsMarked)} ran and failed, as ${failedAsMarked.length === 1 ? "its" : "their"} xfail mark expects (pytest's xfail)` : ""
  ].filter(Boolean).join("; ").concat(", so nothing was verified");
}
function skippedWantedIds(assigned, tests) {
  if (!assigned) return [];
  const wanted = new Set([...assigned.values()].flatMap((ids) => [...ids]));
  const isWanted2 = (test) => wanted.has(test.id) || typeof test.runnerId === "string" && wanted.has(test.runnerId);
  const ran = new Set(tests.filter((test) => test.status !== "skipped").map((test) => test.id));
  return tests.filter((test) => test.status === "skipped" && isWanted2(test) && !ran.has(test.id)).map((test) => test.id);
}

// src/script-tests/discover.ts
import { closeSync, openSync, readSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/script-tests/header.ts
var HEADER_LINES3 = 40;
var HEADER = /^\s*(?:#+|\/\/+|--)\s*(TEST|TIER|REQUIRES|TIMEOUT)\s*:\s*(.*?)\s*$/i;
var TEST_VALUE = /^([^\s:]+?):?(?:\s+(?:[-–—:]\s*)?(.*))?$/;
function parseScriptHeader(text, fileName) {
  const values = /* @__PURE__ */ new Map();
  for (const line of text.split("\n", HEADER_LINES3)) {
    const match = HEADER.exec(line);
    const key = match?.[1]?.toUpperCase();
    if (key && !values.has(key)) values.set(key, match?.[2] ?? "");
  }
  const problems = [];
  const fromName = idFromFileName(fileName);
  let id = fromName;
  let title = titleFromId(fromName);
  const test = values.get("TEST");
  if (test !== void 0) {
    const match = TEST_VALUE.exec(test);
    if (match?.[1]) {
      id = match[1];
      title = match[2]?.trim() || title;
    } else {
      problems.push(
        `# TEST: header is empty: write an id and a title, such as "# TEST: BT-002 - Health endpoint responds"`
      );
    }
  }
  let tier = null;
  const tierValue = values.get("TIER");
  if (tierValue !== void 0) {
    if (/^\d+$/.test(tierValue)) tier = Number(tierValue);
    else if (tierValue !== "") tier = tierValue;
    else problems.push("# TIER: header is empty: write a tier number (0) or name (smoke)");
  }
  let timeoutMs = null;
  const timeout = values.get("TIMEOUT");
  if (timeout !== void 0) {
    timeoutMs = parseDurationMs(timeout);
    if (timeoutMs === null || timeoutMs <= 0) {
      timeoutMs = null;
      problems.push(
        `# TIMEOUT: "${timeout}" is not a duration: write seconds (10) or with a unit ("10s", "2m")`
      );
    }
  }
  const requires = (values.get("REQUIRES") ?? "").split(/[\s,]+/).filter(Boolean);
  return { id, title, tier, requires: [...new Set(requires)], timeoutMs, problems };
}
function idFromFileName(fileName) {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}
function titleFromId(id) {
  const words = id.replace(/^(?:test|t\d+)[_-]/i, "").replace(/[_-]+/g, " ").trim();
  return words || id;
}

// src/script-tests/discover.ts
var TestDiscoveryError = class extends UserError {
  constructor(problems) {
    super(
      [
        `${problems.length} problem${problems.length === 1 ? "" : "s"} with the test scripts:`,
        ...problems.map((problem) => `  - ${problem.message}`)
      ].join("\n")
    );
    this.problems = problems;
  }
  problems;
  name = "TestDiscoveryError";
};
var HEADER_BYTES = 16 * 1024;
var IGNORED = ["**/node_modules/**", "**/.git/**"];
async function discoverScripts(options) {
  const { cwd, config } = options;
  const problems = [];
  const found = /* @__PURE__ */ new Map();
  const sources = [
    ...config.tiers.map((tier) => ({ tier: tier.name, globs: tier.tests ?? [] })),
    { tier: null, globs: config.tests ?? [] }
  ];
  for (const source of sources) {
    for (const pattern of source.globs) {
      const files = await glob(pattern, {
        cwd,
        dot: true,
        onlyFiles: true,
        ignore: IGNORED,
        expandDirectories: false
      });
      const where = source.tier === null ? "tests:" : `tier "${source.tier}"`;
      if (files.length === 0 && !options.emptyGlobsAllowed)
        problems.push({ message: `${where} glob "${pattern}" matches no file` });
      for (const file of files) {
        const earlier = found.get(file);
        if (earlier && earlier.tier !== source.tier) {
          problems.push({
            file,
            message: `${file} is matched by both ${describeSource(earlier.tier)} and ${describeSource(source.tier)}: list each script in one place`
          });
        }
        if (!earlier) found.set(file, { file, tier: source.tier });
      }
    }
  }
  const tierNames = config.tiers.map((tier) => tier.name);
  const checked = await Promise.all(
    [...found.values()].sort((a, b) => compare(a.file, b.file)).map((entry) => inspect(cwd, entry, tierNames))
  );
  const inReview = checked.flatMap((result) => result.inReview ? [result.inReview] : []);
  if (inReview.length > 0) options.onInReview?.(inReview);
  const byId = /* @__PURE__ */ new Map();
  const scripts = [];
  for (const result of checked) {
    problems.push(...result.problems);
    if (!result.script) continue;
    const other = byId.get(result.script.id);
    if (other) {
      problems.push({
        file: result.script.file,
        message: `duplicate test id "${result.script.id}" in ${other} and ${result.script.file}`
      });
      continue;
    }
    byId.set(result.script.id, result.script.file);
    scripts.push(result.script);
  }
  if (problems.length > 0) throw new TestDiscoveryError(problems);
  const tierOrder = [...tierNames, ...TIER_NAMES.filter((name) => !tierNames.includes(name))];
  return scripts.sort(
    (a, b) => tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier) || compare(a.file, b.file)
  );
}
async function inspect(cwd, entry, tierNames) {
  const { file } = entry;
  const absolutePath = resolve2(cwd, file);
  const problems = [];
  const report = (message) => problems.push({ file, message });
  let start;
  try {
    start = readStart(absolutePath);
  } catch (error) {
    report(`${file} cannot be read: ${messageOf(error)}`);
    return { script: null, problems };
  }
  if (reviewStateOf(start.toString("utf8")) !== null)
    return { script: null, problems, inReview: file };
  if (!isExecutableSync(absolutePath)) report(`${file} is not executable: run chmod +x ${file}`);
  const badStart = startProblem(start, file);
  if (badStart) report(badStart);
  const header = parseScriptHeader(start.toString("utf8"), file);
  for (const problem of header.problems) report(`${file}: ${problem}`);
  const tier = entry.tier ?? tierFromHeader(header, tierNames, (message) => report(`${file}: ${message}`));
  if (problems.length > 0 || tier === null) return { script: null, problems };
  return {
    script: {
      kind: "script",
      id: header.id,
      title: header.title,
      tier,
      file,
      absolutePath,
      requires: header.requires,
      timeoutMs: header.timeoutMs
    },
    problems
  };
}
function tierFromHeader(header, tierNames, report) {
  const numbered = tierNames.length > 0 ? tierNames : TIER_NAMES;
  const known = [.../* @__PURE__ */ new Set([...tierNames, ...TIER_NAMES])];
  if (header.tier === null) {
    report(
      `no # TIER: header; a script found through the top-level tests: glob needs one (such as "# TIER: 0" or "# TIER: smoke")`
    );
    return null;
  }
  if (typeof header.tier === "number") {
    const name = numbered[header.tier];
    if (name) return name;
    report(
      `# TIER: ${header.tier} is out of range: tiers are numbered 0 to ${numbered.length - 1} (${numbered.join(", ")})`
    );
    return null;
  }
  if (known.includes(header.tier)) return header.tier;
  report(`# TIER: ${header.tier} names no tier: use one of ${known.join(", ")}`);
  return null;
}
function describeSource(tier) {
  return tier === null ? "the top-level tests: glob" : `the tests of tier "${tier}"`;
}
function readStart(path14) {
  const fd = openSync(path14, "r");
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    return buffer.subarray(0, readSync(fd, buffer, 0, HEADER_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/engine/plan.ts
import { availableParallelism } from "node:os";
var STOP_BY_DEFAULT = /* @__PURE__ */ new Set(["health", "smoke"]);
function planTiers(config, scripts) {
  const names = config.tiers.map((tier) => tier.name);
  for (const name of TIER_NAMES) {
    if (!names.includes(name) && scripts.some((script) => script.tier === name)) names.push(name);
  }
  return names.map((name) => {
    const tier = config.tiers.find((candidate) => candidate.name === name);
    const input = { name, config: tier, scripts: scripts.filter((script) => script.tier === name) };
    const sources = Object.values(TIER_KINDS).map((kind) => kind.discover(input)).filter((source) => source !== null);
    return {
      name,
      onFailure: configuredOnFailure(tier) ?? (STOP_BY_DEFAULT.has(name) ? "stop" : "continue"),
      concurrency: tier?.concurrency ?? availableParallelism(),
      timeoutMs: tier?.timeout ?? config.timeout,
      retries: tier?.retries ?? config.retries,
      requires: tier?.requires ?? [],
      env: tier?.env ?? {},
      sources
    };
  });
}

// src/engine/run-phases.ts
function noPhases() {
  return { firstRunMs: 0, retryMs: 0, coverageInRunsMs: 0 };
}
function roundedPhases(phases) {
  return {
    firstRunMs: Math.round(phases?.firstRunMs ?? 0),
    retryMs: Math.round(phases?.retryMs ?? 0),
    coverageInRunsMs: Math.round(phases?.coverageInRunsMs ?? 0),
    ...phases?.listingMs ? { listingMs: Math.round(phases.listingMs) } : {}
  };
}

// src/engine/session.ts
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path12 from "node:path";

// src/evidence/secret-patterns.ts
var SECRET_PATTERNS = [
  {
    name: "private-key",
    // An unterminated block (cut by an excerpt) is redacted to the end of the text.
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  { name: "github-token", pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}\b/g },
  { name: "github-token", pattern: /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g },
  { name: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { name: "openai-key", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { name: "aws-access-key-id", pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
  {
    name: "aws-secret-access-key",
    pattern: /(?<keep>(?:aws_?)?secret_?access_?key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/gi
  },
  { name: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    name: "authorization",
    pattern: /(?<keep>\bauthorization["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token)\s+)?)[A-Za-z0-9._~+/=-]{8,}/gi
  },
  { name: "bearer-token", pattern: /(?<keep>\bBearer\s+)[A-Za-z0-9._~+/=-]{8,}/g },
  {
    name: "url-password",
    pattern: /(?<keep>\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@'"]+:)[^\s@/'"]+(?<after>@)/gi
  },
  { name: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { name: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: "npm-token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { name: "stripe-key", pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  {
    name: "password",
    pattern: /(?<keep>\b(?:password|passwd)(?:["']?\s*[:=]\s*["']?))[^\s"'&;,]{4,}/gi
  }
];
function redactSecretShapes(text) {
  let result = text;
  for (const { name, pattern } of SECRET_PATTERNS) {
    result = result.replace(pattern, (...args) => {
      const groups = args[args.length - 1];
      return `${groups?.keep ?? ""}[REDACTED:${name}]${groups?.after ?? ""}`;
    });
  }
  return result;
}

// src/evidence/redact.ts
var SECRET_NAME_PARTS = /* @__PURE__ */ new Set([
  "TOKEN",
  "TOKENS",
  "KEY",
  "KEYS",
  "APIKEY",
  "SECRET",
  "SECRETS",
  "PASSWORD",
  "PASSWORDS",
  "PASSWD",
  "PASS",
  "PASSPHRASE",
  "CREDENTIAL",
  "CREDENTIALS",
  "CREDS",
  "AUTH",
  "PRIVATE",
  "SESSION",
  "COOKIE",
  "COOKIES",
  "SIGNATURE",
  "SALT",
  "DSN"
]);
var NOT_SECRET_LAST_PARTS = /* @__PURE__ */ new Set([
  "PATH",
  "FILE",
  "DIR",
  "DIRECTORY",
  "URL",
  "HOST",
  "NAME",
  "TYPE",
  "ID"
]);
var MIN_SECRET_LENGTH = 6;
function isSecretName(name) {
  const parts = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  const last = parts[parts.length - 1];
  if (parts.length > 1 && last && NOT_SECRET_LAST_PARTS.has(last) && !name.toUpperCase().includes("ACCESS_KEY_ID")) {
    return false;
  }
  return parts.some((part) => SECRET_NAME_PARTS.has(part));
}
function createRedactor(env = process.env, options = {}) {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const names = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.trim().length < minLength || !isSecretName(name)) continue;
    if (!names.has(value)) names.set(value, name);
  }
  const values = [...names.keys()].sort((a, b) => b.length - a.length);
  const matcher = values.length > 0 ? new RegExp(values.map(escapeRegExp3).join("|"), "g") : null;
  return (text) => {
    const named = matcher ? text.replace(matcher, (value) => `[REDACTED:${names.get(value)}]`) : text;
    return redactSecretShapes(named);
  };
}
function escapeRegExp3(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/gates/services.ts
import path9 from "node:path";

// src/process/background.ts
import { spawn } from "node:child_process";
var running = /* @__PURE__ */ new Set();
function startBackground(command, options = {}) {
  const target = toSpawnTarget(command);
  const capture = new OutputCapture({ headBytes: 0, tailBytes: options.tailBytes ?? 16 * 1024 });
  let child = null;
  let startError = null;
  const as = runAsUser(target, options.env ?? process.env, options.runAs, { report: false });
  try {
    child = spawn(as.target.file, as.target.args, {
      cwd: options.cwd,
      env: as.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"]
    });
  } catch (error) {
    startError = messageOf(error);
  }
  child?.stdout?.on("data", (chunk) => capture.write(chunk));
  child?.stderr?.on("data", (chunk) => capture.write(chunk));
  let done = false;
  const exited = new Promise((resolve3) => {
    if (!child) return resolve3({ exitCode: null, signal: null, error: startError });
    child.once("exit", (code, signal) => resolve3({ exitCode: code, signal, error: null }));
    child.once("error", (error) => {
      void explainSpawnError(error, target.file, options.cwd ?? process.cwd()).then(
        (message) => resolve3({ exitCode: null, signal: null, error: message })
      );
    });
  }).finally(() => {
    done = true;
  });
  const pid = child?.pid;
  const watch = supervise(pid, { runAs: options.runAs });
  let stopping = null;
  const handle = {
    pid,
    exited,
    hasExited: () => done,
    outputTail: () => describeOutput(capture),
    stop(graceMs) {
      stopping ??= (async () => {
        await watch.stop(graceMs);
        await exited;
        child?.stdout?.destroy();
        child?.stderr?.destroy();
        running.delete(handle);
        watch.release();
      })();
      return stopping;
    }
  };
  running.add(handle);
  return handle;
}
function describeOutput(capture) {
  return cleanOutput(capture.tailSnapshot());
}

// src/gates/services.ts
var TAIL_LINES = 40;
var FIRST_LOOK_MS = 500;
var STOP_GRACE_MS = 500;
var OUTPUT_SETTLE_MS = 50;
async function startServices(services, options) {
  const started = /* @__PURE__ */ new Map();
  const results = await Promise.all(
    Object.entries(services).map(async ([name, service]) => {
      const result = await checkService(
        name,
        service,
        options,
        (background) => started.set(name, background)
      );
      options.onChecked?.(result);
      return result;
    })
  );
  return {
    results,
    pids: () => [...started.values()].flatMap(
      (background) => background.pid !== void 0 && !background.hasExited() ? [background.pid] : []
    ),
    async stop(names) {
      const chosen = [...started].filter(([name]) => !names || names.includes(name));
      await Promise.all(chosen.map(([, background]) => background.stop()));
    }
  };
}
async function checkService(name, service, options, track) {
  const inside = Boolean(options.runAs?.namespace?.network);
  const ahead = service.start || inside ? null : options.ahead?.take(name) ?? null;
  const begin = ahead?.begin ?? performance.now();
  const cwd = path9.resolve(options.cwd, service.cwd ?? ".");
  const env = { ...options.env, ...service.env };
  const redact = options.redact ?? createRedactor(env);
  const report = (fields) => ({
    name,
    probe: service.health,
    waitedMs: Math.round(performance.now() - begin),
    ...fields,
    error: fields.error === null ? null : redact(fields.error),
    outputTail: fields.outputTail === null ? null : redact(fields.outputTail)
  });
  const up = (started) => report({ healthy: true, started, error: null, outputTail: null });
  const down = (error2, started, outputTail = null) => report({ healthy: false, started, error: error2, outputTail });
  let probe;
  try {
    probe = createProbe(service.health, { cwd, env, runAs: options.runAs });
  } catch (error2) {
    return down(messageOf(error2), false);
  }
  if (!service.start) {
    const waited2 = await (ahead?.waited ?? waitForHealthy(probe, { timeoutMs: service.timeout, signal: options.signal }));
    return waited2.healthy ? up(false) : down(waited2.error, false);
  }
  const firstLook = await probe.check(Math.min(FIRST_LOOK_MS, service.timeout), options.signal);
  if (firstLook.healthy) return up(false);
  if (options.signal?.aborted) return down("interrupted before starting", false);
  const background = startBackground(service.start, { cwd, env, runAs: options.runAs });
  track(background);
  const waited = await waitForHealthy(probe, {
    timeoutMs: Math.max(0, service.timeout - (performance.now() - begin)),
    signal: options.signal,
    serviceExited: failedExit(background)
  });
  if (waited.healthy) return up(true);
  if (waited.exited) await sleep(OUTPUT_SETTLE_MS);
  const spawnError = background.hasExited() ? (await background.exited).error : null;
  const tail = lastLines(stripAnsi(background.outputTail()), TAIL_LINES);
  void background.stop(STOP_GRACE_MS);
  const error = options.signal?.aborted ? waited.error : startFailure(service, waited, spawnError, tail);
  return down(error, true, tail === "" ? null : tail);
}
function failedExit(background) {
  return new Promise((resolve3) => {
    void background.exited.then((exit) => {
      if (exit.exitCode !== 0 || exit.signal !== null || exit.error !== null) {
        resolve3({ exitCode: exit.exitCode, signal: exit.signal });
      }
    });
  });
}
function startFailure(service, waited, spawnError, tail) {
  if (spawnError) return `could not run the start command "${service.start}": ${spawnError}`;
  const error = waited.exited ? waited.error ?? "start command exited" : `not healthy ${formatSeconds(service.timeout)} after starting (last probe: ${waited.error})`;
  if (/EADDRINUSE|address already in use/i.test(tail)) {
    return `${error}; its output says the address is already in use: another process holds the port without answering ${service.health} \u2014 stop that process or change the port`;
  }
  return error;
}
function formatSeconds(ms) {
  return `${Number((ms / 1e3).toFixed(1))} s`;
}
function lastLines(text, count) {
  const lines = text.replace(/\s+$/, "").split("\n");
  return lines.slice(-count).join("\n");
}
function sleep(ms) {
  return new Promise((resolve3) => setTimeout(resolve3, ms));
}

// src/gates/tier-tools.ts
import { access as access2, readFile as readFile2 } from "node:fs/promises";
import path10 from "node:path";
async function checkTierTools(tiers, options) {
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  for (const tier of tiers) {
    if (!tier.command || !tier.junit) continue;
    for (const tool of await toolsOf(tier.command, options)) {
      if (seen.has(tool.name) || await tool.present()) continue;
      seen.add(tool.name);
      problems.push({
        kind: "command",
        name: tool.name,
        message: `${tool.name} is not installed, and the ${tier.name} tier's command needs it ${tool.role}: ${await tool.install()}`
      });
    }
  }
  return problems;
}
var ROLES = { run: "to run its tests", report: "to write its JUnit report" };
var PROGRAMS = new Map(
  Object.values(RUNNERS).flatMap(
    (runner) => Object.entries(runner.packages?.programs ?? {}).map(([name, program]) => [
      name,
      { role: ROLES[program.role], install: program.install }
    ])
  )
);
async function toolsOf(command, options) {
  const framework = frameworkOfCommand(command);
  const programs = programsOf(command);
  const tools = [];
  const nodeProject = await exists(path10.join(options.cwd, "package.json"));
  const packages = runnerNamed(framework)?.packages;
  const runnerPackage = packages?.runner;
  const reporter = packages?.reporter;
  if (nodeProject && runnerPackage) tools.push(nodePackage(runnerPackage, ROLES.run, options));
  const reporterNamed = reporter && (command.includes(reporter.name) || await namedIn(reporter, options.cwd));
  if (nodeProject && reporter && reporterNamed)
    tools.push(nodePackage(reporter.name, ROLES.report, options));
  for (const { program, args } of programs) {
    const known = PROGRAMS.get(program);
    if (known) {
      tools.push({
        name: program,
        role: known.role,
        present: async () => await findExecutable(program, options) !== null,
        install: async () => known.install
      });
    }
    if (/^python[\d.]*$/.test(path10.basename(program)) && args[0] === "-m" && args[1] === "pytest")
      tools.push(pythonModule(program, "pytest", options));
  }
  return tools;
}
function nodePackage(name, role, options) {
  return {
    name,
    role,
    present: () => resolvesFrom(options.cwd, name),
    install: async () => await listedInPackageJson(options.cwd, name) ? `${await nodeInstallCommand(options.cwd)} (package.json lists ${name}: the project's dependencies are not installed)` : `${await addDevDependencyCommand(options.cwd)} ${name}`
  };
}
async function listedInPackageJson(cwd, name) {
  const text = await readFile2(path10.join(cwd, "package.json"), "utf8").catch(() => "");
  try {
    const manifest = JSON.parse(text);
    return ["dependencies", "devDependencies", "optionalDependencies"].some((field) => {
      const listed = manifest[field];
      return typeof listed === "object" && listed !== null && name in listed;
    });
  } catch {
    return false;
  }
}
function pythonModule(python, module, options) {
  return {
    name: module,
    role: "to run its tests",
    present: async () => {
      const outcome = await runProcess(
        // Found, not imported: importing pytest costs 0.1-0.25 s of every verify, finding it ~0.02 s.
        {
          file: python,
          args: [
            "-c",
            `import importlib.util, sys; sys.exit(0 if importlib.util.find_spec("${module}") else 1)`
          ]
        },
        {
          cwd: options.cwd,
          env: options.env,
          timeoutMs: 3e4
        }
      );
      return outcome.exitCode !== 1;
    },
    install: async () => `${python} -m pip install ${module}`
  };
}
async function resolvesFrom(cwd, name) {
  for (let folder = path10.resolve(cwd); ; folder = path10.dirname(folder)) {
    if (await exists(path10.join(folder, "node_modules", name, "package.json"))) return true;
    if (path10.dirname(folder) === folder) return false;
  }
}
async function namedIn(reporter, cwd) {
  for (const config of reporter.configs) {
    const text = await readFile2(path10.join(cwd, config), "utf8").catch(() => "");
    const named = config === "package.json" ? JSON.stringify(underKey(text, reporter.key)) : text;
    if (named?.includes(reporter.name)) return true;
  }
  return false;
}
function underKey(json, key) {
  try {
    return JSON.parse(json)[key] ?? null;
  } catch {
    return null;
  }
}
function exists(file) {
  return access2(file).then(
    () => true,
    () => false
  );
}

// src/triage/signature.ts
import { createHash } from "node:crypto";

// src/triage/value-diff.ts
var BINARY = /^(?<pre>(?:[\w.]*(?:Error|Exception):\s*)?(?:assert\s+|(?:Lists|Tuples|Sequences|Sets|Dicts|Items|Strings)\s+differ:\s*)?)(?<left>\S.*?)\s+(?<op>!==|!=|===|==)\s+(?<right>\S.*?)\s*$/i;
var VALUE = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\S.*?)`;
var EXPECTED_TO = new RegExp(
  String.raw`^(?<pre>.*?\bexpected\s+)(?<left>${VALUE})(?<verb>\s+(?:not\s+)?to\s+(?:be|equal|eql|deeply equal|deep equal|strictly equal|loosely equal|have length(?: of)?|include|contain|match|be above|be below|be at least|be at most|have property|have members|be close to|be an instance of|be instanceof|satisfy|throw))\s+(?<right>${VALUE})(?<post>\s*\/\/.*)?$`,
  "i"
);
var EXPECTED_GOT = new RegExp(
  String.raw`^(?<pre>.*?\b(?:expected|got|want|wanted):?\s+)(?<left>${VALUE})(?<mid>(?:\s+[\w ]*?)?,?\s+(?:but\s+)?(?:got|received|was|want|wanted|expected):?\s+)(?<right>${VALUE})\s*$`,
  "i"
);
var PROSE_AT_MOST = 400;
var LABELLED = /^(?<label>\s*[-+]?\s*(?:Expected|Received|Actual)(?:\s+value)?\s*:)\s*(?<value>\S.*)$/i;
function valueShape(value) {
  const text = value.trim();
  if (/^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?n?$/i.test(text)) return "<n>";
  if (/^[[]/.test(text)) return "<list>";
  if (/^\(/.test(text)) return "<tuple>";
  if (/^(?:\{|Object\s*\{|[\w$]+\s*\{)/.test(text)) return "<object>";
  if (/^[bru]?(?:'|")/i.test(text)) return "<str>";
  if (/^(?:true|false)$/i.test(text)) return "<bool>";
  if (/^(?:None|null|undefined|nil|NaN)$/.test(text)) return text;
  return "<value>";
}
function maskValueDiff(line) {
  const binary = BINARY.exec(line)?.groups;
  if (binary?.left && binary.right && looksLikeValue(binary.left) && looksLikeValue(binary.right)) {
    return `${binary.pre ?? ""}${valueShape(binary.left)} ${binary.op} ${valueShape(binary.right)}`;
  }
  const expected = EXPECTED_TO.exec(line)?.groups;
  if (expected?.left && expected.right) {
    return `${expected.pre}${valueShape(expected.left)}${expected.verb}${expected.post === void 0 ? ` ${valueShape(expected.right)}` : ` ${valueShape(expected.right)}${expected.post}`}`;
  }
  const prose = line.length <= PROSE_AT_MOST ? EXPECTED_GOT.exec(line)?.groups : void 0;
  if (prose?.left && prose.right && looksLikeValue(prose.left) && looksLikeValue(prose.right)) {
    return `${prose.pre}${valueShape(prose.left)}${prose.mid}${valueShape(prose.right)}`;
  }
  const labelled = LABELLED.exec(line)?.groups;
  if (labelled?.label && labelled.value) return `${labelled.label} ${valueShape(labelled.value)}`;
  return line;
}
function looksLikeValue(text) {
  return valueShape(text) !== "<value>" || /^[\w$.]+\(.*\)$/.test(text.trim()) || /^<.*>$/.test(text.trim());
}

// src/triage/jest-comparison.ts
var HINT = /^(?:Error:\s*)?expect\((?:received|value)\)\.(?:not\.|resolves\.|rejects\.)*\w+\(/;
var HEADLINE = /^Expected(?: value)?(?:(?: not)? to [\w ]+)?:\s*$/i;
var EXPECTED = /^Expected(?: value)?(?:(?: not)? to [\w ]+)?:\s*(.*)$/i;
var RECEIVED = /^Received(?: value)?:\s*(.*)$/i;
var WINDOW = 12;
function jestComparison(lines, at) {
  const first = lines[at] ?? "";
  if (!HINT.test(first) && !HEADLINE.test(first)) return null;
  const expected = labelledValue(lines, at, EXPECTED);
  const received = labelledValue(lines, at, RECEIVED);
  if (expected === null || received === null) return null;
  return {
    line: `Expected: ${expected}, Received: ${received}`,
    signature: `expected ${valueShape(expected)}, received ${valueShape(received)}`
  };
}
function labelledValue(lines, at, label) {
  for (let i = at; i < Math.min(lines.length, at + WINDOW); i++) {
    const match = label.exec(lines[i] ?? "");
    if (!match) continue;
    const inline = match[1]?.trim() ?? "";
    if (inline !== "") return inline;
    const next = lines[i + 1]?.trim() ?? "";
    return next === "" || RECEIVED.test(next) || EXPECTED.test(next) ? null : next;
  }
  return null;
}

// src/triage/mask.ts
var ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
var ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
var CLOCK_TIME = /\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;
var UUID = /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;
var TEMP_PATH = /(?:(?:\/private)?\/(?:tmp|var\/tmp|var\/folders)|\/home\/runner\/work\/_temp|[A-Za-z]:\\(?:[^\\\s'"`]+\\)*?(?:Temp|tmp))(?:[\\/][^\s'"`,;:)\]}>]*)?/g;
var ABSOLUTE_PATH = /(?<![\w.-])(?:\/(?:[^\s'"`,;:)\]}>/]+\/)+[^\s'"`,;:)\]}>/]+|[A-Za-z]:\\(?:[^\\\s'"`,;:)\]}>]+\\)+[^\\\s'"`,;:)\]}>]+)/g;
var HEX_PREFIXED = /\b0[xX][0-9a-fA-F]+\b/g;
var LONG_HEX = /\b(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{8,}\b/g;
var BASE64_LIKE = /(?<![\w+/=-])(?=[\w+/-]*[A-Z])(?=[\w+/-]*[a-z])(?=[\w+/-]*\d)[\w+/-]{20,}={0,2}/g;
var DIGITS = /\d+/g;
function maskText(text) {
  const masked = maskValueDiff(text.replace(ANSI, "")).replace(UUID, "<uuid>").replace(ISO_TIMESTAMP, "<time>").replace(CLOCK_TIME, "<time>").replace(TEMP_PATH, "<tmp>").replace(ABSOLUTE_PATH, (path14) => `<path>/${lastSegment(path14)}`).replace(HEX_PREFIXED, "<hex>").replace(LONG_HEX, "<hex>").replace(BASE64_LIKE, "<token>").replace(DIGITS, "<n>");
  return normaliseWhitespace(masked);
}
function normaliseWhitespace(text) {
  return text.replace(/\s+/g, " ").trim();
}
function lastSegment(path14) {
  const parts = path14.split(/[\\/]/);
  return parts[parts.length - 1] ?? "";
}

// src/triage/decisive-line.ts
var MAX_LINE = 500;
var MAX_SIGNATURE = 300;
var REFUSED = /ECONNREFUSED|connection refused/i;
var HOST_PORT = [
  /\bhost='([^']+)',\s*port=(\d{1,5})/,
  /((?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-fA-F:]+\]|localhost|[A-Za-z][\w-]*(?:\.[\w-]+)*):(\d{2,5})\b/,
  /\bto ([\w.-]+|\[[0-9a-fA-F:]+\]) port (\d{1,5})\b/
];
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "0.0.0.0", "::1", "[::1]", "localhost"]);
var HTTP_STATUS = [
  /\bHTTP(?:\/[\d.]+)?\s*(?:status\s*)?:?\s*([45]\d\d)\b/i,
  /\bstatus(?:\s*code)?\s*[:=]?\s*([45]\d\d)\b/i,
  /\b(?:returned|got|received|responded with)(?: error)?:?\s+(?:an?\s+)?([45]\d\d)\b/i
];
var EXCEPTION = /\b((?:[A-Za-z_$][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception|Failure|Panic)|panic)\b(?::\s*(.*))?/;
var PLAIN_ERROR = /^(?:Uncaught\s+)?Error:\s*(.+)$/;
var ASSERTION = /\b(?:expected\b.*\b(?:to|but|got|received|instead)\b|assert(?:ion)?\b.*(?:==|!=|failed))/i;
var GENERIC = /^(?:exit(?:ed)?(?: with)?(?: code| status)?\s*-?\d+|killed by \w+|timed out\b.*|test failed|failed)\.?$/i;
var STATUS_PREFIX = /^(?:FAIL|EVIDENCE|ERROR)\s*:\s*/i;
function decisiveLine(test) {
  return answeredOnce(test, "decisive line", () => decisiveLineOf(test));
}
function decisiveLineOf(test) {
  const evidence = test.evidence;
  const candidates = candidateLines(test);
  for (const line of candidates) {
    const refused = connectionRefused(line);
    if (refused) return { kind: "connection-refused", line: clip(line), signature: refused };
  }
  for (const [at, line] of candidates.entries()) {
    const comparison = jestComparison(candidates, at);
    if (comparison) {
      const signature = clipSignature(comparison.signature);
      return { kind: "assertion", line: clip(comparison.line), signature };
    }
    const found = classify(line);
    if (found) return { ...found, line: clip(line) };
  }
  const summary = evidence?.summary ?? [];
  const failLine = [
    evidence?.message,
    ...summary.filter((line) => /^FAIL\s*:/i.test(line)),
    ...summary.filter((line) => /^EVIDENCE\s*:/i.test(line))
  ].find((line) => typeof line === "string" && isSpecific(line));
  const scope = `in ${test.id}`;
  if (failLine) {
    const masked = maskText(stripPrefix(failLine));
    const prefix = evidence?.timedOut ? "timed out: " : "";
    return {
      kind: "message",
      line: clip(failLine),
      signature: clipSignature(`${prefix}${masked}`)
    };
  }
  if (evidence?.timedOut) {
    return {
      kind: "timeout",
      line: `timed out after ${evidence.durationMs} ms`,
      signature: `timed out ${scope}`
    };
  }
  const lastOutput = lastNonEmpty(evidence?.excerpt ?? "");
  if (lastOutput) {
    const masked = maskText(stripPrefix(lastOutput));
    return {
      kind: "output",
      line: clip(lastOutput),
      signature: clipSignature(`${masked} ${scope}`)
    };
  }
  const exit = evidence?.signal ? `killed by ${evidence.signal}` : `exit code ${evidence?.exitCode ?? "unknown"}`;
  return { kind: "exit", line: exit, signature: `${exit} ${scope}` };
}
function candidateLines(test) {
  const evidence = test.evidence;
  if (!evidence) return test.reason ? [test.reason] : [];
  const summary = evidence.summary;
  const lines = [
    evidence.message,
    ...summary.filter((line) => /^FAIL\s*:/i.test(line)),
    ...summary.filter((line) => !/^FAIL\s*:/i.test(line)),
    ...evidence.excerpt.split(/\r?\n/)
  ];
  return lines.filter((line) => typeof line === "string").map((line) => normaliseWhitespace(line)).filter((line) => line.length > 0 && !/^PASS\s*:/i.test(line));
}
function connectionRefused(line) {
  if (!REFUSED.test(line)) return null;
  for (const pattern of HOST_PORT) {
    const match = pattern.exec(line);
    if (match?.[1] && match[2]) {
      const host = LOOPBACK.has(match[1]) ? "localhost" : match[1].toLowerCase();
      return `connection refused to ${host}:${Number(match[2])}`;
    }
  }
  return "connection refused";
}
function classify(line) {
  for (const pattern of HTTP_STATUS) {
    const match = pattern.exec(line);
    if (match?.[1]) return { kind: "http-status", signature: `HTTP ${match[1]}` };
  }
  const text = stripPrefix(line);
  const exception = EXCEPTION.exec(text);
  if (exception?.[1]) {
    const message = exception[2] ? `: ${maskText(exception[2])}` : "";
    return { kind: "exception", signature: clipSignature(`${exception[1]}${message}`) };
  }
  const plain = PLAIN_ERROR.exec(text);
  if (plain?.[1])
    return { kind: "exception", signature: clipSignature(`Error: ${maskText(plain[1])}`) };
  const assertion = ASSERTION.exec(text);
  if (assertion)
    return {
      kind: "assertion",
      signature: clipSignature(maskText(text.slice(assertion.index)))
    };
  return null;
}
function isSpecific(line) {
  const text = stripPrefix(line);
  return text.length > 0 && !GENERIC.test(text);
}
function stripPrefix(line) {
  return line.trim().replace(STATUS_PREFIX, "").trim();
}
function lastNonEmpty(text) {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    if (line && !/^[.…\s-]*$/.test(line) && !/elided/i.test(line)) return line;
  }
  return null;
}
function clip(line) {
  const trimmed = line.trim();
  return trimmed.length > MAX_LINE ? `${trimmed.slice(0, MAX_LINE - 1)}\u2026` : trimmed;
}
function clipSignature(signature) {
  return signature.length > MAX_SIGNATURE ? signature.slice(0, MAX_SIGNATURE) : signature;
}

// src/triage/exception-type.ts
function exceptionType(decisive) {
  if (decisive.kind === "exception") {
    const name = /^([\w.$]+)/.exec(decisive.signature)?.[1] ?? "Error";
    return name.slice(name.lastIndexOf(".") + 1);
  }
  if (decisive.kind === "assertion") return "AssertionError";
  return "failure";
}
function typeReadOtherThanReported(evidence) {
  const reported = evidence.reported?.type;
  if (!reported) return null;
  const type = reported.slice(reported.lastIndexOf(".") + 1);
  if (!ERROR_TYPE.test(type)) return null;
  const read = exceptionType(decisiveLine({ id: "", reason: null, evidence }));
  if (read === "failure") return null;
  return read === type ? null : read;
}
var ERROR_TYPE = /(?:Error|Exception)$/;

// src/triage/signature.ts
var SIGNATURE_VERSION = "fix-loop-signature-v2";
var CAUSE_OUTSIDE_CODE = /* @__PURE__ */ new Set(["connection-refused", "http-status"]);
var COVERAGE_MAY_NAME = /* @__PURE__ */ new Set(["http-status"]);
function failureSignature(test, options = {}) {
  if (!options.culprit && !options.callerOfHelper) {
    return answeredOnce(
      test,
      `signature in ${options.root ?? ""}`,
      () => signatureOf(test, options)
    );
  }
  return signatureOf(test, options);
}
function signatureOf(test, options) {
  const decisive = decisiveLine(test);
  const frame2 = CAUSE_OUTSIDE_CODE.has(decisive.kind) ? null : options.callerOfHelper ?? frameCulprit(test, options.root);
  const found = CAUSE_OUTSIDE_CODE.has(decisive.kind) && !COVERAGE_MAY_NAME.has(decisive.kind) ? null : options.culprit ?? null;
  const culprit = frame2 && found && frameOnlyPassedTheValue(test, options.root) ? found : frame2 ?? found;
  const text = culprit ? `${exceptionType(decisive)} in ${culprit.key}` : decisive.signature;
  return { id: signatureId(text), text, kind: decisive.kind, line: decisive.line, culprit };
}
function signatureId(text) {
  return createHash("sha256").update(`${SIGNATURE_VERSION}
${text}`).digest("hex").slice(0, 12);
}
function failsAsInGroup(test, group, options = {}) {
  const id = failureSignature(test, options).id;
  return id === group.id || (group.triage?.merged.includes(id) ?? false) || (group.triage?.signatures.includes(id) ?? false);
}

// src/triage/cheap-sample.ts
var RERUN_TIME_SHARE = 0.02;
var RERUN_TIME_FLOOR_MS = 1e3;
function cheapSample(failing, tierTestMs, root) {
  const quickest = [...failing].sort(
    (a, b) => oneRunMs(a) - oneRunMs(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
  const signatures = /* @__PURE__ */ new Map();
  const chosen = [];
  const rest = [];
  const seen = /* @__PURE__ */ new Set();
  for (const test of quickest) {
    const signature = failureSignature(test, { root }).id;
    if (seen.has(signature)) rest.push({ test, signature });
    else {
      seen.add(signature);
      chosen.push(test);
      signatures.set(test.id, signature);
    }
  }
  let budget = Math.max(RERUN_TIME_FLOOR_MS, RERUN_TIME_SHARE * tierTestMs);
  const left = [];
  for (const entry of rest) {
    if (oneRunMs(entry.test) <= budget) {
      budget -= oneRunMs(entry.test);
      chosen.push(entry.test);
      signatures.set(entry.test.id, entry.signature);
    } else left.push(entry);
  }
  return { chosen, left, signatures };
}
function oneRunTestMs(tests) {
  return tests.reduce((sum, test) => sum + oneRunMs(test), 0);
}
function oneRunMs(test) {
  return test.durationMs / Math.max(1, test.runs);
}

// src/triage/spectrum/choose-tests.ts
import { createHash as createHash2 } from "node:crypto";
var DEFAULT_COVERAGE_LIMITS = {
  maxFailing: 50,
  maxPassing: 20,
  timeLimitMs: 12e4
};
function chooseCoverageTests(failing, passed, limits, root) {
  const sample = cheapSample(failing, oneRunTestMs([...failing, ...passed]), root);
  const chosenFailing = sample.chosen.slice(0, limits.maxFailing);
  const files = new Set(chosenFailing.map((test) => test.file));
  const quick = runningAlone(withoutSlowest(passed), limits.maxPassing);
  const huge = hugeFiles([...failing, ...passed]);
  const small = quick.filter((test) => !huge.has(test.file));
  const near = byHash(small.filter((test) => files.has(test.file)));
  const far = byHashInFewestFiles(small.filter((test) => !files.has(test.file)));
  const half = Math.ceil(limits.maxPassing / 2);
  const passing = [...near.slice(0, half), ...far.slice(0, limits.maxPassing - half)];
  const fill = [...near.slice(half), ...far.slice(limits.maxPassing - half)];
  passing.push(...byHash(fill).slice(0, limits.maxPassing - passing.length));
  const hugeNear = quick.filter((test) => huge.has(test.file) && files.has(test.file));
  passing.push(...byHash(hugeNear).slice(0, limits.maxPassing - passing.length));
  return { failing: chosenFailing, passing };
}
function runningAlone(tests, wanted) {
  const alone = tests.filter((test) => test.runsAlone !== false);
  return alone.length >= wanted ? alone : tests;
}
var SLOW_FLOOR_MS = 1e3;
function withoutSlowest(tests) {
  const times = tests.map((test) => test.durationMs).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const limit = Math.max(SLOW_FLOOR_MS, 4 * median);
  return tests.filter((test) => test.durationMs <= limit);
}
var HUGE_FILE_FLOOR = 1e3;
function hugeFiles(tests) {
  const counts = /* @__PURE__ */ new Map();
  for (const test of tests) counts.set(test.file, (counts.get(test.file) ?? 0) + 1);
  const sorted = [...counts.values()].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const limit = Math.max(HUGE_FILE_FLOOR, 4 * median);
  return new Set([...counts].filter(([, count]) => count > limit).map(([file]) => file));
}
function byHash(tests, parts = (test) => [test.id]) {
  const hash = (text) => createHash2("sha256").update(text).digest("hex");
  return [...tests].map((test) => ({ test, key: parts(test).map(hash).join("") })).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0).map(({ test }) => test);
}
function byHashInFewestFiles(tests) {
  return byHash(tests, (test) => [test.file, test.id]);
}
function alternate(first, second) {
  const out = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (index < first.length) out.push(first[index]);
    if (index < second.length) out.push(second[index]);
  }
  return out;
}

// src/triage/spectrum/go-error-handlers.ts
var GO_DECLARATION = /^func\s*(?:\(\s*(?:\w+\s+)?\*?\s*(\w+)[^)]*\)\s*)?([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\(/;
var KEEPS_OR_SHOWS = /^(?:append|add|collect|record|save|set|store|keep|report|log|print|warn|emit|fail|handle|error)(?![a-z\d])|Err(?:or)?Handler$/;
var ERROR_TYPED = /^(?:[A-Za-z_]\w*\s+)?error$/;
function goCollectsError(lines, fn) {
  const { receiver, name } = goNameParts(fn);
  if (!KEEPS_OR_SHOWS.test(name.charAt(0).toLowerCase() + name.slice(1))) return false;
  for (const [index, text] of lines.entries()) {
    const declared = GO_DECLARATION.exec(text);
    if (!declared || declared[2] !== name || (declared[1] ?? null) !== receiver) continue;
    const rest = [text.slice(declared[0].length), ...lines.slice(index + 1, index + 8)];
    return goParameters(rest.join("\n")).some((parameter) => ERROR_TYPED.test(parameter));
  }
  return false;
}
function goNameParts(fn) {
  const local = fn.slice(fn.lastIndexOf("/") + 1);
  const parts = local.slice(local.indexOf(".") + 1).split(".");
  const name = parts.at(-1) ?? "";
  const receiver = parts.length > 1 ? (parts[0] ?? "").replace(/^\(\*?|\)$/g, "") : null;
  return { receiver, name };
}
function goParameters(text) {
  const parameters = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) break;
      depth -= 1;
    } else if (char === "," && depth === 0) {
      parameters.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  parameters.push(current.trim());
  return parameters.map((parameter) => parameter.replace(/\s+/g, " "));
}

// src/triage/spectrum/error-handlers.ts
var ERROR_PARAMETER = /^\s*(?:self\s*,\s*)?(?:err|error|exc|exception|ex)\s*(?:[,)=:]|$)/i;
function handlesError(source, id) {
  const { file, function: fn } = splitFunctionId(id);
  const lines = source.linesOf(file);
  if (lines && file.endsWith(".go")) return goCollectsError(lines, fn);
  const name = identifierOf(fn);
  if (!name || !lines) return false;
  const index = firstDeclarationLine(lines, name);
  const text = lines[index];
  if (text === void 0) return false;
  const after = text.slice(text.indexOf(name) + name.length);
  const open = after.indexOf("(");
  const parameters = open === -1 ? lines[index + 1] ?? "" : after.slice(open + 1);
  return ERROR_PARAMETER.test(parameters);
}

// src/triage/spectrum/failure-reporters.ts
var DISPLAY_METHODS = [
  { file: /\.pyw?$/, names: /* @__PURE__ */ new Set(["__repr__", "__str__", "__format__"]) },
  { file: /\.go$/, names: /* @__PURE__ */ new Set(["String", "GoString", "Error", "Format"]) },
  { file: /\.(?:[cm]?[jt]sx?)$/, names: /* @__PURE__ */ new Set(["toString", "inspect"]) }
];
function showsAValue(id) {
  const { file, function: fn } = splitFunctionId(id);
  const owner = fn.includes("/") ? fn.slice(0, fn.indexOf("/")) : fn;
  const name = owner.split(".").at(-1) ?? "";
  return DISPLAY_METHODS.some((kind) => kind.file.test(file) && kind.names.has(name));
}
function reportsAFailure(source, id) {
  return showsAValue(id) || source !== null && handlesError(source, id);
}

// src/triage/spectrum/ochiai.ts
function blameByOchiai(failing, passing, hints = {}) {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const blamed = /* @__PURE__ */ new Map();
  let left = [...failing].filter(([, functions]) => functions.size > 0);
  while (left.length > 0) {
    const best = broadest(rank(left, passedCount, filePassedCount, hints), left.length, hints);
    if (!best) break;
    const callers = left.filter(([, functions]) => functions.has(best.fn));
    const rivals = rivalsOf(best, left, passedCount);
    const uncontested = callers.filter(
      ([, functions]) => ![...functions].some((fn) => rivals.has(fn))
    );
    const after = left.filter(([test]) => !uncontested.some(([taken2]) => taken2 === test));
    const next = rank(after, passedCount, filePassedCount, hints)[0];
    const waits = uncontested.length > 0 && next !== void 0 && rivals.has(next.fn);
    const taken = new Set(
      (waits ? [...uncontested, ...failingAlike(best, next, callers, uncontested, after, hints)] : callers).map(([test]) => test)
    );
    for (const test of taken) blamed.set(test, best);
    left = left.filter(([test]) => !taken.has(test));
  }
  return blamed;
}
function broadest(ranked, failures, hints) {
  const top = ranked[0];
  if (!top) return void 0;
  const most = top.failed > failures * STANDS_SHARE;
  let chosen = top;
  for (const suspect of ranked) {
    if (suspect.score < top.score * BROADER_SHARE) break;
    if (suspect.failed <= chosen.failed) continue;
    if (!most || hints.calls?.(suspect.fn, top.fn)) chosen = suspect;
  }
  return chosen;
}
var BROADER_SHARE = 0.95;
var STANDS_SHARE = 0.5;
function failingAlike(best, next, callers, uncontested, after, hints) {
  const symptomOf = hints.symptomOf;
  if (!symptomOf) return [];
  const symptoms = (tests) => new Set(tests.flatMap(([test]) => symptomOf(test) ?? []));
  const ofBest = symptoms(uncontested);
  const ofNext = symptoms(
    after.filter(([, functions]) => functions.has(next.fn) && !functions.has(best.fn))
  );
  return callers.filter(([test]) => {
    if (uncontested.some(([taken]) => taken === test)) return false;
    const symptom = symptomOf(test);
    return symptom !== void 0 && ofBest.has(symptom) && !ofNext.has(symptom);
  });
}
function topIsTied(failing, passing) {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const left = [...failing].filter(([, functions]) => functions.size > 0);
  const [first, second] = rank(left, passedCount, filePassedCount);
  if (!first || !second) return false;
  return byEvidence(left, passedCount, filePassedCount)(first, second) === 0;
}
function rankAll(failing, passing, hints = {}) {
  return rankAllApart(failing, passing, hints).ranked;
}
function rankAllApart(failing, passing, hints = {}) {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const left = [...failing].filter(([, functions]) => functions.size > 0);
  const evidence = byEvidence(left, passedCount, filePassedCount, hints);
  return {
    ranked: rank(left, passedCount, filePassedCount, hints, evidence),
    apart: (first, second) => evidence(first, second) !== 0
  };
}
function passingCounts(passing) {
  const passedCount = /* @__PURE__ */ new Map();
  const filePassedCount = /* @__PURE__ */ new Map();
  for (const functions of passing.values()) {
    for (const fn of functions) passedCount.set(fn, (passedCount.get(fn) ?? 0) + 1);
    for (const file of new Set([...functions].map(fileOf)))
      filePassedCount.set(file, (filePassedCount.get(file) ?? 0) + 1);
  }
  return { passedCount, filePassedCount };
}
function rivalsOf(best, left, passedCount) {
  const rivals = /* @__PURE__ */ new Set();
  for (const [, functions] of left) {
    if (functions.has(best.fn)) continue;
    for (const fn of functions) if ((passedCount.get(fn) ?? 0) <= best.passed) rivals.add(fn);
  }
  return rivals;
}
function rank(failing, passedCount, filePassedCount = /* @__PURE__ */ new Map(), hints = {}, evidence = byEvidence(failing, passedCount, filePassedCount, hints)) {
  const failedCount = /* @__PURE__ */ new Map();
  for (const [, functions] of failing) {
    for (const fn of functions) failedCount.set(fn, (failedCount.get(fn) ?? 0) + 1);
  }
  const total = failing.length;
  return [...failedCount].map(([fn, failed]) => {
    const passed = passedCount.get(fn) ?? 0;
    return { fn, failed, passed, score: failed / Math.sqrt(total * (failed + passed)) };
  }).sort((a, b) => evidence(a, b) || (a.fn < b.fn ? -1 : a.fn > b.fn ? 1 : 0));
}
function byEvidence(failing, passedCount, filePassedCount, hints = {}) {
  const named = namedByTests(failing.map(([test]) => test));
  const inFile = (suspect) => filePassedCount.get(fileOf(suspect.fn)) ?? 0;
  const depth = hints.depthOnStack ?? (() => 0);
  const throws = hints.makesAnError ?? (() => false);
  const accessor = hints.isAccessor ?? (() => false);
  return (a, b) => b.score - a.score || (passedCount.get(a.fn) ?? 0) - (passedCount.get(b.fn) ?? 0) || Number(throws(b.fn)) - Number(throws(a.fn)) || depth(b.fn) - depth(a.fn) || inFile(a) - inFile(b) || Number(isConstructor(a.fn)) - Number(isConstructor(b.fn)) || named(b.fn) - named(a.fn) || Number(accessor(a.fn)) - Number(accessor(b.fn));
}
function isConstructor(id) {
  const { file, function: fn } = splitFunctionId(id);
  return JS_FILE.test(file) && /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(fn);
}
var JS_FILE = /\.(?:[cm]?[jt]sx?)$/;
function namedByTests(tests) {
  const squash2 = (text) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const names = tests.map(squash2);
  const counted = /* @__PURE__ */ new Map();
  return (fn) => {
    let count = counted.get(fn);
    if (count === void 0) {
      const name = squash2(helperOwner(fn.slice(fn.lastIndexOf(":") + 1)));
      count = name.length < 3 ? 0 : names.filter((test) => test.includes(name)).length;
      counted.set(fn, count);
    }
    return count;
  };
}
function fileOf(fn) {
  return fn.slice(0, fn.lastIndexOf(":"));
}

// src/triage/spectrum/close-suspects.ts
var CLOSE_SHARE = 0.9;
var MOST_CLOSE = 5;
function closeSuspects(blamed, failingCoverage, passingCoverage, hints, toCulprit) {
  const testsOf = /* @__PURE__ */ new Map();
  for (const [test, { fn }] of blamed) testsOf.set(fn, [...testsOf.get(fn) ?? [], test]);
  const closeOf = /* @__PURE__ */ new Map();
  for (const [fn, tests] of testsOf) {
    const culprit = blamed.get(tests[0] ?? "")?.culprit;
    if (!culprit) continue;
    const failing = new Map(
      tests.map((test) => [test, failingCoverage.get(test) ?? /* @__PURE__ */ new Set()])
    );
    const ranked = rankAll(failing, passingCoverage, hints);
    const own = ranked.find((suspect) => suspect.fn === fn)?.score ?? culprit.score ?? 0;
    const scale = culprit.score !== void 0 && own > 0 ? culprit.score / own : 1;
    const top = culprit.score ?? own;
    const seen = /* @__PURE__ */ new Set([culprit.key]);
    const close = [];
    for (const suspect of ranked) {
      if (close.length === MOST_CLOSE || suspect.score < own * CLOSE_SHARE) break;
      const named = toCulprit(suspect.fn);
      if (seen.has(named.key)) continue;
      seen.add(named.key);
      const score = suspect.score >= own ? top : suspect.score * scale;
      close.push({ file: named.file, function: named.function, score });
    }
    closeOf.set(fn, close);
  }
  return closeOf;
}

// src/triage/spectrum/constant-choices.ts
function returnsAConstant(source, id) {
  const { file, function: fn } = splitFunctionId(id);
  const name = identifierOf(fn);
  const lines = source.linesOf(file);
  if (!name || !lines || isHelperUnit(id)) return false;
  const at = firstDeclarationLine(lines, name);
  if (at === -1) return false;
  const text = lines.slice(at, at + 4).join(" ");
  return CONSTANT_BODY.test(text.slice(text.indexOf(name) + name.length));
}
var CHOICE = "<constant>";
var LITERAL = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\x60[^\x60$]*\x60|-?\d[\w.]*|true|false|null)`;
var CONSTANT_BODY = new RegExp(
  String.raw`^\s*\(\s*\)\s*(?::\s*[\w$.<>[\]| ]+)?\s*\{\s*return\s+${LITERAL}\s*;?\s*\}`
);
function asCallersChoices(coverage, source) {
  const constant = /* @__PURE__ */ new Map();
  const isConstant = (id) => {
    let known = constant.get(id);
    if (known === void 0) {
      known = returnsAConstant(source, id);
      constant.set(id, known);
    }
    return known;
  };
  const lifted = /* @__PURE__ */ new Map();
  for (const [test, functions] of coverage) {
    const ids = [...functions];
    const set = /* @__PURE__ */ new Set();
    for (const id of ids) {
      const name = isConstant(id) ? identifierOf(splitFunctionId(id).function) : null;
      const callers = name ? ids.filter((other) => {
        const { file: file2, function: fn2 } = splitFunctionId(other);
        return other !== id && !isConstant(other) && source.callsOf(file2, fn2).has(name);
      }) : [];
      const [caller] = callers;
      if (!name || !caller || callers.length > 1) {
        set.add(id);
        continue;
      }
      const { file, function: fn } = splitFunctionId(caller);
      set.add(`${file}:${helperUnit(fn, CHOICE)}`);
    }
    lifted.set(test, set);
  }
  return lifted;
}

// src/triage/spectrum/deepest-culprit.ts
function staticCalls(ids, source) {
  const byName = /* @__PURE__ */ new Map();
  for (const id of ids) {
    const name = identifierOf(splitFunctionId(id).function);
    if (name) byName.set(name, [...byName.get(name) ?? [], id]);
  }
  const direct = /* @__PURE__ */ new Map();
  const callees = (id) => {
    let found = direct.get(id);
    if (!found) {
      const { file, function: fn } = splitFunctionId(id);
      found = [...source.callsOf(file, fn)].flatMap((name) => byName.get(name) ?? []);
      direct.set(id, found);
    }
    return found;
  };
  const reached = /* @__PURE__ */ new Map();
  return {
    calls: (from, to) => callees(from).includes(to),
    reaches: (from, to) => {
      let set = reached.get(from);
      if (!set) {
        set = /* @__PURE__ */ new Set();
        const queue = [...callees(from)];
        while (queue.length > 0) {
          const next = queue.pop();
          if (next === from || set.has(next)) continue;
          set.add(next);
          queue.push(...callees(next));
        }
        reached.set(from, set);
      }
      return set.has(to);
    }
  };
}
function staticReach(ids, source) {
  return staticCalls(ids, source).reaches;
}
function deepestCulprits(blamed, ranked, failing, graph, options = {}) {
  const { reaches, calls } = graph;
  const { isShared = () => false, stays = () => false, apart = () => true } = options;
  const callersOf = (fn) => [...failing].flatMap(([test, functions]) => functions.has(fn) ? [test] : []).join("\n");
  const deepened = /* @__PURE__ */ new Map();
  const deepen = (suspect) => {
    const known = deepened.get(suspect.fn);
    if (known) return known;
    let current = ranked.find((each) => each.fn === suspect.fn) ?? suspect;
    const callers = callersOf(suspect.fn);
    for (; ; ) {
      const from = current;
      const tied = ranked.filter(
        (other) => other.fn !== from.fn && other.score === from.score && other.passed === from.passed && reaches(from.fn, other.fn) && !reaches(other.fn, from.fn) && !isShared(other.fn) && !stays(from.fn, other.fn) && callersOf(other.fn) === callers
      );
      const [first] = tied;
      const deeper = tied.some(
        (other) => other !== first && first !== void 0 && !reaches(first.fn, other.fn) && !reaches(other.fn, first.fn) && !apart(first, other)
      ) ? void 0 : first;
      if (!deeper) break;
      current = deeper;
    }
    deepened.set(suspect.fn, current);
    return current;
  };
  const result = new Map([...blamed].map(([test, suspect]) => [test, deepen(suspect)]));
  const sizes = /* @__PURE__ */ new Map();
  for (const suspect of result.values()) sizes.set(suspect.fn, (sizes.get(suspect.fn) ?? 0) + 1);
  const order = [...sizes.keys()].sort(
    (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0)
  );
  const into = /* @__PURE__ */ new Map();
  for (const fn of order) {
    const callee = order.find(
      (other) => other !== fn && !into.has(other) && calls(fn, other) && !reaches(other, fn)
    );
    if (callee) into.set(fn, callee);
  }
  const suspectOf = new Map([...result.values()].map((suspect) => [suspect.fn, suspect]));
  for (const [test, suspect] of result) {
    let fn = suspect.fn;
    const seen = /* @__PURE__ */ new Set();
    while (into.has(fn) && !seen.has(fn)) {
      seen.add(fn);
      fn = into.get(fn);
    }
    const target = suspectOf.get(fn);
    if (target && target !== suspect) result.set(test, target);
  }
  return result;
}

// src/triage/spectrum/expected-throw.ts
var NO_THROW = /\bdid not throw\b|\bMissing expected (?:exception|rejection)\b|\bDID NOT RAISE\b|\b\w+ not raised\b|\bexpected \[Function[^\]]*\] to throw\b/;
function expectedAThrow(test) {
  const evidence = test.evidence;
  if (!evidence) return false;
  return NO_THROW.test([evidence.message ?? "", evidence.excerpt, ...evidence.summary].join("\n"));
}
function makesAnError(source, id) {
  const { file, function: fn } = splitFunctionId(id);
  if (identifierOf(fn) === null) return false;
  return [...source.callsOf(file, fn)].some((name) => /(?:Error|Exception)$/.test(name));
}

// src/triage/spectrum/helper-name.ts
function unitCulprit(id, framed, root) {
  const { file, function: fn } = splitFunctionId(id);
  if (isHelperUnit(id)) {
    const helper = culpritOf(file, fn.slice(fn.indexOf("/") + 1), "coverage", root);
    if (framed.has(helper.key)) return helper;
  }
  return culpritOf(file, helperOwner(fn), "coverage", root);
}
function framedKeys(failed, root) {
  return new Set(failed.flatMap((test) => frameCulprit(test, root)?.key ?? []));
}
function unitKeys(id, root) {
  const { file, function: fn } = splitFunctionId(id);
  const owner = culpritOf(file, helperOwner(fn), "coverage", root).key;
  if (!isHelperUnit(id)) return [owner];
  return [owner, culpritOf(file, fn.slice(fn.indexOf("/") + 1), "coverage", root).key];
}

// src/triage/spectrum/passing-sample.ts
var MIN_PASSING = 5;

// src/triage/spectrum/shared-helpers.ts
import { readdirSync } from "node:fs";
import path11 from "node:path";
var SHARED_CALLERS = 3;
var MAX_FILES = 2e3;
var SOURCE = /\.(?:[cm]?[jt]sx?|py)$/;
function sharedHelpers(root, source, called) {
  const counter = callerCounter(root, source);
  const known = /* @__PURE__ */ new Map();
  return (id) => {
    let shared = known.get(id);
    if (shared === void 0) {
      const name = identifierOf(splitFunctionId(id).function);
      const callers = name ? counter(splitFunctionId(id).file, name) : 0;
      const onPath = [...called].filter(
        (other) => other !== id && name !== null && callsName(source, other, name)
      ).length;
      shared = callers >= SHARED_CALLERS && onPath * 2 < callers;
      known.set(id, shared);
    }
    return shared;
  };
}
function blameHelpersCaller(blamed, ranked, failing, source, isShared) {
  const result = new Map(blamed);
  for (const [test, suspect] of blamed) {
    if (!isShared(suspect.fn)) continue;
    const name = identifierOf(splitFunctionId(suspect.fn).function);
    const ran = failing.get(test) ?? /* @__PURE__ */ new Set();
    const caller = ranked.find(
      (each) => each.fn !== suspect.fn && ran.has(each.fn) && name !== null && callsName(source, each.fn, name) && !isShared(each.fn)
    );
    if (caller) result.set(test, caller);
  }
  return result;
}
function callsName(source, id, name) {
  const { file, function: fn } = splitFunctionId(id);
  return source.callsOf(file, fn).has(name);
}
function callerCounter(root, source) {
  const filesOf = /* @__PURE__ */ new Map();
  const callsIn = /* @__PURE__ */ new Map();
  return (file, name) => {
    const top = file.includes("/") ? file.split("/")[0] : "";
    let counts = callsIn.get(top);
    if (!counts) {
      counts = /* @__PURE__ */ new Map();
      const files = filesOf.get(top) ?? listSources(root, top);
      filesOf.set(top, files);
      for (const each of files)
        for (const calls of source.callsIn(each).values())
          for (const called of calls) counts.set(called, (counts.get(called) ?? 0) + 1);
      callsIn.set(top, counts);
    }
    return counts.get(name) ?? 0;
  };
}
function listSources(root, top) {
  const found = [];
  const walk = (dir, deep) => {
    let entries;
    try {
      entries = readdirSync(path11.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= MAX_FILES) return;
      const relative = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      if (entry.isDirectory()) {
        if (deep) walk(relative, true);
      } else if (SOURCE.test(entry.name) && !isTestPath(relative)) found.push(relative);
    }
  };
  walk(top, top !== "");
  return found;
}

// src/triage/frames/forwarded-arguments.ts
var CALL2 = /(?:new\s+)?[A-Za-z_$][\w$.]*\s*\(([^()]*)\)/g;
function forwardsItsParameters(frame2, root) {
  if (!frame2 || frame2.line === null) return false;
  const lines = sourceLines(frame2.file, root);
  const at = lines?.[frame2.line - 1];
  if (!lines || at === void 0) return false;
  const call = [...withoutStringsAndComments(at).matchAll(CALL2)].at(-1);
  const passed = (call?.[1] ?? "").split(",").map((each) => each.trim());
  if (passed.length === 0 || passed.some((each) => each === "")) return false;
  const parameters = parametersAt(lines, frame2.line);
  return passed.every((each) => parameters.includes(each));
}

// src/triage/spectrum/stack-depth.ts
function depthsOnStacks(failing, root, forwarders = forwardersOnStacks(failing, root)) {
  const depths = /* @__PURE__ */ new Map();
  for (const test of failing)
    stackCulprits(test, root).filter((key) => !forwarders.has(key)).forEach((key, index) => {
      depths.set(key, Math.max(depths.get(key) ?? 0, index + 1));
    });
  return (key) => depths.get(key) ?? 0;
}
function forwardersOnStacks(failing, root) {
  const keys = /* @__PURE__ */ new Set();
  if (!root) return keys;
  for (const test of failing) {
    const evidence = test.evidence;
    if (!evidence || !thrownByBuiltin([evidence.excerpt, ...evidence.summary].join("\n"))) continue;
    const frame2 = innermostProjectFrame(test, root);
    if (frame2 && forwardsItsParameters(frame2, root))
      keys.add(culpritOf(frame2.file, frame2.function, "frame", root, frame2.line).key);
  }
  return keys;
}

// src/triage/spectrum/symptom-causes.ts
function symptomsWithOwnCause(blamed, failing, passing, symptoms, blame) {
  const result = new Map(blamed);
  if (passing.size < MIN_PASSING) return result;
  const passingShare = (fn) => [...passing.values()].filter((functions) => functions.has(fn)).length / passing.size;
  for (const group of signatureGroups(failing, symptoms)) {
    if (group.size < OWN_CAUSE_AT) continue;
    const common = new Set([...group.keys()].map((id) => blamed.get(id)?.fn));
    if (![...common].every((other) => other !== void 0 && passingShare(other) >= COMMON_SHARE))
      continue;
    const own = blame(group);
    const named = new Set([...own.values()].map((suspect) => suspect.fn));
    const [fn] = named;
    if (named.size !== 1 || fn === void 0 || common.has(fn)) continue;
    if (![...group.values()].every((functions) => functions.has(fn))) continue;
    if (passingShare(fn) > RARE_SHARE) continue;
    for (const [id, suspect] of own) result.set(id, suspect);
  }
  return result;
}
function signatureGroups(failing, symptoms) {
  const groups = /* @__PURE__ */ new Map();
  for (const [id, functions] of failing) {
    const key = symptoms.get(id);
    if (key === void 0) continue;
    const group = groups.get(key) ?? /* @__PURE__ */ new Map();
    group.set(id, functions);
    groups.set(key, group);
  }
  return groups.size > 1 ? [...groups.values()] : [];
}
var OWN_CAUSE_AT = 3;
var RARE_SHARE = 0.3;
var COMMON_SHARE = 0.8;

// src/triage/spectrum/top-up-cost.ts
var TOP_UP_SHARE = 0.25;
function topUpFits(tierMs, ran, tests) {
  const tiers = new Set(ran.map((test) => test.tier));
  const times = [...tiers].map((tier) => tierMs?.[tier]);
  if (times.some((time) => time === void 0)) return true;
  const tiersTime = times.reduce((sum, time) => sum + time, 0);
  const own = (list) => list.reduce((sum, test) => sum + test.durationMs, 0);
  const start = Math.max(0, tiersTime - own(ran));
  return start + own(tests) <= TOP_UP_SHARE * tiersTime;
}

// src/triage/spectrum/localise.ts
async function localiseByCoverage(failing, passed, options) {
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.limits };
  const taken = options.taken ?? /* @__PURE__ */ new Map();
  const tiersTaken = new Set(failing.filter((test) => taken.has(test.id)).map((t) => t.tier));
  const untaken = (test) => !tiersTaken.has(test.tier);
  const toRun = chooseCoverageTests(
    failing.filter(untaken),
    passed.filter(untaken),
    limits,
    options.root
  );
  const chosen = {
    failing: [...failing.filter((test) => taken.has(test.id)), ...toRun.failing],
    passing: [...passed.filter((test) => taken.has(test.id)), ...toRun.passing]
  };
  if (chosen.failing.length === 0) return /* @__PURE__ */ new Map();
  const deadline = AbortSignal.timeout(limits.timeLimitMs);
  const covered = new Map(taken);
  if (toRun.failing.length > 0)
    for (const [id, functions] of await runCoverage(options.runner, toRun, deadline))
      covered.set(id, functions);
  const source = options.root ? new SourceReader(options.root) : null;
  const named = (id) => {
    const { file, function: fn } = splitFunctionId(id);
    return culpritOf(file, helperOwner(fn), "coverage", options.root);
  };
  const blameable = /* @__PURE__ */ new Map();
  const isBlameable = (id) => {
    let answer = blameable.get(id);
    if (answer === void 0) {
      answer = isNamedProjectFunction(id) && (!source || !blamelessInSource(source, id, options.root));
      blameable.set(id, answer);
    }
    return answer;
  };
  const projectOnly = (functions) => new Set([...functions ?? []].filter(isBlameable));
  const reporter = /* @__PURE__ */ new Map();
  const isReporter = (id) => {
    let reports = reporter.get(id);
    if (reports === void 0) {
      reports = reportsAFailure(source, id);
      reporter.set(id, reports);
    }
    return reports;
  };
  const stacks = options.stacks ?? failing;
  const checkers = new Set(
    stacks.flatMap((test) => invariantChecker(test, options.root)?.key ?? [])
  );
  const suspectsOf = (functions) => {
    const all = projectOnly(functions);
    const others = new Set(
      [...all].filter((id) => !isReporter(id) && !checkers.has(named(id).key))
    );
    return others.size > 0 ? others : all;
  };
  const failingCoverage = new Map(
    chosen.failing.map((test) => [test.id, suspectsOf(covered.get(test.id))])
  );
  const passingCoverage = new Map(
    chosen.passing.filter((test) => covered.has(test.id)).map((test) => [test.id, projectOnly(covered.get(test.id))])
  );
  const takenPassing = chosen.passing.filter((test) => taken.has(test.id)).length;
  if (tiersTaken.size > 0 && takenPassing < DEFAULT_COVERAGE_LIMITS.maxPassing && topIsTied(failingCoverage, passingCoverage)) {
    const inTaken = (test) => tiersTaken.has(test.tier);
    const more = chooseCoverageTests(
      failing.filter(inTaken),
      passed.filter(inTaken),
      { ...limits, maxPassing: DEFAULT_COVERAGE_LIMITS.maxPassing },
      options.root
    ).passing.filter((test) => !covered.has(test.id));
    const ran = [...failing, ...passed].filter(inTaken);
    if (more.length > 0 && topUpFits(limits.tierMs, ran, more))
      for (const [id, functions] of await runCoverage(
        options.runner,
        { failing: [], passing: more },
        deadline
      ))
        passingCoverage.set(id, projectOnly(functions));
  }
  if (passingCoverage.size === 0 && topIsTied(failingCoverage, passingCoverage)) return /* @__PURE__ */ new Map();
  const culprits = /* @__PURE__ */ new Map();
  const forwarders = forwardersOnStacks(stacks, options.root);
  const onStack = depthsOnStacks(stacks, options.root, forwarders);
  const errorMaker = source && failing.every(expectedAThrow) ? (id) => makesAnError(source, id) : void 0;
  const hints = {
    depthOnStack: (id) => onStack(named(id).key),
    makesAnError: errorMaker,
    isAccessor: (id) => {
      const { file, function: fn } = splitFunctionId(id);
      return source?.isAccessor(file, fn) ?? false;
    },
    symptomOf: (test) => options.symptoms?.get(test)
  };
  const choices = (coverage) => source ? asCallersChoices(coverage, source) : coverage;
  const passing = choices(passingCoverage);
  const blame = (covered2) => {
    const sample = choices(covered2);
    const called = new Set([...sample.values()].flatMap((functions) => [...functions]));
    const graph = source ? staticCalls(called, source) : null;
    let blamed = blameByOchiai(sample, passing, { ...hints, calls: graph?.calls });
    if (!source || !options.root || !graph) return blamed;
    const { ranked, apart } = rankAllApart(sample, passing, hints);
    const isShared = sharedHelpers(options.root, source, called);
    blamed = blameHelpersCaller(blamed, ranked, sample, source, isShared);
    return deepestCulprits(blamed, ranked, sample, graph, {
      isShared,
      // Nor to a callee that only handed a built-in the parameters it was given.
      stays: (fn, callee) => errorMaker?.(fn) === true && !errorMaker(callee) || forwarders.has(named(callee).key),
      apart
    });
  };
  const blameAll = (failing2) => {
    const apart = withoutWhatEveryTestRan(failing2, passingCoverage);
    const split2 = apart ? blame(apart) : null;
    return split2 && fallsApart(split2, passingCoverage.size) ? split2 : blame(failing2);
  };
  let blamedBy = blameAll(failingCoverage);
  if (options.symptoms)
    blamedBy = symptomsWithOwnCause(
      blamedBy,
      failingCoverage,
      passingCoverage,
      options.symptoms,
      blameAll
    );
  const framed = framedKeys(stacks, options.root);
  const chosenBy = /* @__PURE__ */ new Map();
  for (const [test, suspect] of blamedBy) {
    const blamed = { ...unitCulprit(suspect.fn, framed, options.root), score: suspect.score };
    const called = () => [...failingCoverage.get(test) ?? []].flatMap((id) => unitKeys(id, options.root));
    chosenBy.set(test, {
      fn: suspect.fn,
      culprit: provenHelper(blamed, called, options.proven ?? []) ?? blamed
    });
  }
  const close = closeSuspects(
    chosenBy,
    choices(failingCoverage),
    passing,
    hints,
    (fn) => unitCulprit(fn, framed, options.root)
  );
  for (const [test, { fn, culprit }] of chosenBy) {
    const near = close.get(fn) ?? [];
    culprits.set(test, near.length > 0 ? { ...culprit, closeBehind: near } : culprit);
  }
  return culprits;
}
function provenHelper(blamed, called, proven) {
  const helpers = proven.filter((each) => each.caller.key === blamed.key);
  if (helpers.length === 0) return null;
  const keys = called();
  const helper = helpers.find((each) => keys.includes(each.culprit.key));
  return helper ? { ...helper.culprit, source: "coverage", score: blamed.score } : null;
}
function absentFromSource(source, id, root) {
  const { file, function: fn } = splitFunctionId(id);
  return source.lacksName(file, culpritOf(file, helperOwner(fn), "coverage", root).function);
}
function blamelessInSource(source, id, root) {
  if (absentFromSource(source, id, root)) return true;
  const { file, function: fn } = splitFunctionId(id);
  return source.isEmpty(file, culpritOf(file, helperOwner(fn), "coverage", root).function);
}
function isNamedProjectFunction(id) {
  const { file, function: fn } = splitFunctionId(id);
  return isProjectCode(file) && !isAnonymous(fn) && fn !== "<module>" && fn !== JEST_MODULE && !ISTANBUL_COUNTER.test(fn) && !TYPESCRIPT_HELPER.test(fn);
}
var JEST_MODULE = "Object.<anonymous>";
var ISTANBUL_COUNTER = /^cov_[0-9a-z]+$/;
var TYPESCRIPT_HELPER = /^(?:Object\.<anonymous>\.)?__(?:importDefault|importStar|createBinding|setModuleDefault|exportStar)$/;
async function runCoverage(runner, chosen, deadline) {
  if (deadline.aborted) return /* @__PURE__ */ new Map();
  return runner.run(alternate(chosen.failing, chosen.passing), deadline).catch(() => /* @__PURE__ */ new Map());
}
function withoutWhatEveryTestRan(failing, passing) {
  if (passing.size < MIN_PASSING) return null;
  const [first, ...rest] = [...failing.values(), ...passing.values()];
  const everywhere = new Set([...first ?? []].filter((fn) => rest.every((set) => set.has(fn))));
  if (everywhere.size === 0) return null;
  return new Map(
    [...failing].map(([test, functions]) => {
      const left = new Set([...functions].filter((fn) => !everywhere.has(fn)));
      return [test, left.size > 0 ? left : new Set(functions)];
    })
  );
}
function fallsApart(blamed, passing) {
  const counts = /* @__PURE__ */ new Map();
  for (const suspect of blamed.values()) {
    const seen = counts.get(suspect.fn);
    counts.set(suspect.fn, { suspect, count: (seen?.count ?? 0) + 1 });
  }
  const causes = [...counts.values()].filter(({ count }) => count >= CAUSE_AT);
  return causes.length >= 2 && causes.some(({ suspect }) => suspect.passed <= passing / 2);
}
var CAUSE_AT = 3;

// src/triage/spectrum/test-namesake.ts
function testNamesakes(testFiles, ranByEveryFailure) {
  const stems = new Set(testFiles.map(stemOf));
  if (stems.size !== 1) return /* @__PURE__ */ new Set();
  const stem = [...stems][0];
  const ids = [...ranByEveryFailure].filter((id) => {
    const file = splitFunctionId(id).file;
    return !testFiles.includes(file) && !isTestPath(file);
  });
  const byFunction = ids.filter((id) => squash(splitFunctionId(id).function) === squash(stem));
  if (byFunction.length > 0) return new Set(byFunction);
  const fileOf2 = (id) => splitFunctionId(id).file;
  const places = new Set(testFiles.map(placeOf));
  const atPlace = ids.filter((id) => places.has(placeOf(fileOf2(id))));
  if (atPlace.length > 0) return new Set(atPlace);
  const named = ids.filter((id) => stemOf(fileOf2(id)) === stem);
  return new Set(named.map(fileOf2)).size === 1 ? new Set(named) : /* @__PURE__ */ new Set();
}
function stemOf(file) {
  const base = file.slice(file.lastIndexOf("/") + 1).replace(/\.[cm]?[jt]sx?$|\.py$/, "");
  return base.replace(/[._-](?:test|spec)$/, "").replace(/^test_/, "");
}
function placeOf(file) {
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const inner = folder.replace(/^(?:tests?|__tests__|spec)(?:\/|$)/, "");
  return inner === "" ? stemOf(file) : `${inner}/${stemOf(file)}`;
}
function squash(text) {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

// src/triage/spectrum/one-group-spectrum.ts
async function oneGroupSpectrum(failing, passed, options) {
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.limits };
  const files = new Set(failing.map((test) => test.file));
  const near = passed.filter((test) => files.has(test.file));
  if (near.length === 0) return null;
  const taken = options.taken ?? /* @__PURE__ */ new Map();
  const chosen = chooseCoverageTests(failing, near, limits, options.root);
  const retried = chosen.failing.every((test) => taken.has(test.id));
  const toRun = retried ? { failing: [], passing: [] } : {
    failing: chosen.failing.filter((test) => !taken.has(test.id)),
    passing: chosen.passing.filter((test) => !taken.has(test.id))
  };
  const covered = new Map(taken);
  if (toRun.failing.length + toRun.passing.length > 0)
    for (const [id, functions] of await runCoverage(
      options.runner,
      toRun,
      AbortSignal.timeout(limits.timeLimitMs)
    ))
      covered.set(id, functions);
  const failingIds = chosen.failing.map((test) => test.id).filter((id) => covered.has(id));
  const passingIds = near.map((test) => test.id).filter((id) => covered.has(id));
  if (failingIds.length === 0 || passingIds.length === 0) return null;
  const testFiles = [...new Set(failing.map((test) => test.file))];
  const tested = new Set(
    [...testNamesakes(testFiles, ranByAll(failingIds.map((id) => covered.get(id))))].map(
      (id) => splitFunctionId(id).file
    )
  );
  const asserting = new Set((options.assertedIn ?? []).filter((file) => !tested.has(file)));
  const everywhere = new Set(
    [...ranByAll([...failingIds, ...passingIds].map((id) => covered.get(id)))].filter(
      (id) => asserting.has(splitFunctionId(id).file)
    )
  );
  const sample = new Map(
    [...failingIds, ...passingIds].map((id) => [
      id,
      new Set([...covered.get(id) ?? []].filter((fn) => !everywhere.has(fn)))
    ])
  );
  const namesakes = testNamesakes(testFiles, ranByAll(failingIds.map((id) => sample.get(id))));
  if (namesakes.size > 0)
    for (const id of failingIds)
      sample.set(id, new Set([...sample.get(id) ?? []].filter((fn) => namesakes.has(fn))));
  const culprits = await localiseByCoverage(
    failing.filter((test) => sample.has(test.id)),
    near.filter((test) => sample.has(test.id)),
    { runner: NO_RUNS, limits, root: options.root, taken: sample }
  );
  const keys = new Set([...culprits.values()].map((culprit) => culprit.key));
  if (keys.size !== 1 || culprits.size < failingIds.length) return null;
  const source = options.root ? new SourceReader(options.root) : null;
  const blamedIds = new Set(
    [...culprits.values()].map((culprit) => `${culprit.file}:${culprit.function}`)
  );
  if ([...blamedIds].some((id) => reportsAFailure(source, id))) return null;
  const harness = new Set(
    [...everywhere].map((id) => {
      const { file, function: fn } = splitFunctionId(id);
      return culpritOf(file, helperOwner(fn), "coverage", options.root).key;
    })
  );
  return { culprits, harness };
}
function leftToSpectrum(test, root) {
  return frameCulprit(test, root) === null || frameOnlyPassedTheValue(test, root) || failedAnAssertion(test);
}
function failedAnAssertion(test) {
  const decisive = decisiveLine(test);
  return decisive.kind === "assertion" || /^(?:[\w$]+\.)*AssertionError\b/.test(decisive.signature);
}
function ranByAll(sets) {
  const [first, ...rest] = sets;
  return new Set([...first ?? []].filter((fn) => rest.every((set) => set?.has(fn))));
}
var NO_RUNS = { run: async () => /* @__PURE__ */ new Map() };

// src/engine/failed-to-build.ts
var COMPILER_ERROR = /\berror TS\d{3,5}\b|^\s*(?:\.{1,2}\/)?[\w./-]+\.go:\d+(?::\d+)?: \S/m;
function failedToBuild(test) {
  if (test.id !== `${test.tier}:command`) return false;
  const evidence = test.evidence;
  return COMPILER_ERROR.test(`${evidence?.message ?? ""}
${evidence?.excerpt ?? ""}`);
}

// src/engine/retries.ts
async function runWithRetries(source, wanted, context, retries) {
  const kind = kindOf(source);
  const started = performance.now();
  const first = await kind.run(source, wanted, {
    ...context,
    runnerRetries: retries,
    onResult: (test) => {
      if (test.status !== "failed" && test.runs === 1) context.reporter?.testFinished?.(test);
    }
  });
  const retriesStarted = performance.now();
  if (context.timings) context.timings.firstRunMs += retriesStarted - started;
  const wholeTimeout = (test) => first.timedOut === true || test.evidence?.timedOut === true && !test.runsAlone;
  for (const test of first.tests)
    if (test.status === "failed" && test.runs === 1 && wholeTimeout(test))
      test.reason = "not re-run: the whole command ran out of the tier's time, and would again";
    else if (test.status === "failed" && test.runs === 1 && failedToBuild(test))
      test.reason = "not re-run: its tests did not build (the compiler's error), nor would they again";
  let failing = first.tests.filter(
    (test) => test.status === "failed" && test.runs === 1 && !wholeTimeout(test) && !failedToBuild(test)
  );
  const passed = first.tests.filter((test) => test.status === "passed");
  const testMs = oneRunTestMs([...failing, ...passed]);
  let rounds = 0;
  for (let run = 1; run <= retries && failing.length > 0 && !context.signal?.aborted; run++) {
    rounds = run;
    failing = await retryRound(kind, source, context, {
      failing,
      passed,
      testMs,
      run,
      of: retries
    });
  }
  if (context.timings && rounds > 0) context.timings.retryMs += performance.now() - retriesStarted;
  for (const test of first.tests) {
    if (test.runs > 1 || test.status === "failed") context.reporter?.testFinished?.(test);
  }
  return first;
}
async function retryRound(kind, source, context, { failing, passed, testMs, run, of }) {
  const sample = cheapSample(failing, testMs, context.cwd);
  const answered = /* @__PURE__ */ new Set();
  const tap = run === 1 ? await tapCoverage(kind, source, context, sample.signatures, failing) : null;
  try {
    const contrast = tap ? chooseContrast(failing, passed, context.cwd) : [];
    await retry(kind, source, sample.chosen, context, { run, of, tap, contrast }, answered);
  } finally {
    await tap?.close();
  }
  const confirmed = /* @__PURE__ */ new Map();
  for (const test of sample.chosen) {
    const signature = sample.signatures.get(test.id);
    if (test.status === "failed" && signature && answered.has(test)) confirmed.set(signature, test);
  }
  const unconfirmed = sample.left.filter(({ signature }) => !confirmed.has(signature)).map(({ test }) => test);
  if (unconfirmed.length > 0 && !context.signal?.aborted) {
    const round = { run, of, tap: null, contrast: [] };
    await retry(kind, source, unconfirmed, context, round, answered);
  }
  for (const { test, signature } of sample.left) {
    const like = confirmed.get(signature);
    if (like) test.reason = `not re-run: it fails like ${like.id}, which failed again`;
  }
  return [...sample.chosen, ...unconfirmed].filter(
    (test) => test.status === "failed" && answered.has(test)
  );
}
async function retry(kind, source, tests, context, { run, of, tap, contrast }, answered) {
  const wanted = [...tests, ...contrast];
  const again = await kind.run(
    source,
    new Set(wanted.map((test) => test.id)),
    // The report left in the project (verify) stays the full run's, not this retry's; the
    // retried tests are announced once, after it, and the contrast sample not at all.
    {
      ...context,
      reporter: void 0,
      reportsInTree: false,
      outcomesOnly: true,
      env: tap ? { ...context.env, ...tap.env } : context.env
    }
  );
  const latest = new Map(again.tests.map((test) => [test.id, test]));
  const unanswered = [];
  const why = again.problem?.split("\n")[0] ?? "it is missing from the re-run's results";
  for (const test of tests) {
    const result = latest.get(test.id);
    if (result) {
      answered.add(test);
      markRetry(test, result, run, of);
    } else {
      unanswered.push(test);
      test.reason = `re-run ${run} of ${of} gave no result for it (${why}): the first run's failure stands, not confirmed`;
    }
  }
  if (unanswered.length > 0) {
    const named = unanswered.length === 1 ? unanswered[0]?.id : `${unanswered.length} tests`;
    context.reporter?.note?.(
      "warning",
      `${context.tier.name}: re-run ${run} of ${of} of ${named} gave no result (${why}); the first run's failures stand, not confirmed`
    );
  }
  if (tap) await readCoverageTap(tap, wanted, context);
}
async function tapCoverage(kind, source, context, signatures, failing) {
  if (!context.coverage || !kind.coverageTap) return null;
  const chosen = [...signatures.keys()];
  const toName = (id) => {
    const test = failing.find((each) => each.id === id);
    return test !== void 0 && leftToSpectrum(test, context.cwd);
  };
  if (new Set(signatures.values()).size < 2 && !context.coverageToName && !chosen.every(toName))
    return null;
  return kind.coverageTap(source, context);
}
function chooseContrast(failing, passed, root) {
  return chooseCoverageTests(failing, passed, DEFAULT_COVERAGE_LIMITS, root).passing;
}
function markRetry(test, again, run, of) {
  test.runs += 1;
  test.durationMs += again.durationMs;
  if (again.status === "passed") {
    test.status = "flaky";
    test.reason = `failed, then passed on re-run ${run} of ${of}`;
  }
}

// src/engine/tier-status.ts
function summariseTier(tier, tests, outcome) {
  const counts = {};
  for (const test of tests) counts[test.status] = (counts[test.status] ?? 0) + 1;
  const base = { name: tier.name, gate: gateOf(tier), durationMs: outcome.durationMs, counts };
  if (outcome.notRun)
    return { ...base, status: outcome.notRun.status, reason: outcome.notRun.reason };
  const failed = outcome.problem !== null || tests.some(failsTheRun);
  const status = failed ? "failed" : (counts.blocked ?? 0) > 0 ? "blocked" : "passed";
  return { ...base, status, reason: outcome.problem };
}
function gateOf(tier) {
  return tier.onFailure === "stop" ? "hard" : "soft";
}

// src/engine/wanted-test-files.ts
function wantedTestFiles(ids, printed, cwd) {
  const files = /* @__PURE__ */ new Set();
  for (const id of ids) {
    const file = projectFile(printed[id] ?? "", cwd) ?? leadingFile(id, cwd);
    if (!file) return void 0;
    files.add(file);
  }
  return files.size > 0 ? [...files] : void 0;
}
function leadingFile(id, cwd) {
  const first = id.split(/\s+>\s+|::/)[0]?.trim() ?? "";
  return first === id ? null : projectFile(first, cwd);
}

// src/engine/session.ts
async function openSession(options) {
  const env = options.env ?? process.env;
  const reporter = options.reporter ?? {};
  const inReview = [];
  const waiting = pendingFrameworkTests(options.cwd);
  waiting.catch(() => {
  });
  const scripts = await discoverScripts({
    cwd: options.cwd,
    config: options.config,
    emptyGlobsAllowed: options.emptyGlobsAllowed ?? false,
    onInReview: (files2) => inReview.push(...files2)
  });
  const files = [...inReview, ...await waiting];
  if (files.length > 0) {
    reporter.note?.(
      "warning",
      `${files.length} generated test${files.length === 1 ? " waits" : "s wait"} for review and ${files.length === 1 ? "does" : "do"} not run: ${files.join(", ")} (accept with fix-loop plan --accept <id>)`
    );
  }
  checkRequiredServicesExist(scripts, options.config);
  const plan = planTiers(options.config, scripts);
  checkSelection(plan, options.selection);
  const listingStarted = performance.now();
  const listed = await listBeforeRunning(plan, { ...options, env });
  const listingMs = listed ? performance.now() - listingStarted : 0;
  if (listed) checkSelection(plan, options.selection);
  reporter.phase?.("preflight");
  const checked = await checkPreflight(options.config.preflight, { cwd: options.cwd, env });
  const chosen = new Set(tiersChosen(plan, options.selection ?? {}).map((tier) => tier.name));
  const tools = await checkTierTools(
    options.config.tiers.filter((tier) => chosen.has(tier.name)),
    { cwd: options.cwd, env }
  );
  const problems = [...checked.problems, ...tools, ...options.gateProblems ?? []];
  const preflight = { ok: problems.length === 0, problems };
  reporter.preflightChecked?.(preflight);
  const session = new EngineSession({ ...options, env }, plan, preflight, listingMs);
  if (preflight.ok) await session.bringUpServices();
  return session;
}
async function listBeforeRunning(plan, options) {
  const asked = sourcesToList(plan, options.selection ?? {});
  for (const { source, ids } of asked) {
    const tier = plan.find((planned) => planned.sources.includes(source));
    await kindOf(source).learnIds?.(source, {
      ids,
      files: wantedTestFiles(ids, options.selection?.seenFiles ?? {}, options.cwd),
      printed: ids.every((id) => Object.hasOwn(options.selection?.seenFiles ?? {}, id)),
      printedFiles: options.selection?.seenFiles,
      cwd: options.cwd,
      env: { ...options.env, ...tier?.env },
      timeoutMs: tier?.timeoutMs ?? LIST_TIMEOUT_MS,
      signal: options.signal,
      runAs: options.runAs
    });
  }
  return asked.length > 0;
}
var LIST_TIMEOUT_MS = 12e4;
function checkRequiredServicesExist(scripts, config) {
  const declared = Object.keys(config.services);
  const problems = scripts.flatMap(
    (script) => script.requires.filter((name) => !declared.includes(name)).map((name) => ({
      file: script.file,
      message: `${script.file}: REQUIRES names "${name}", but services: declares ${declared.length > 0 ? declared.join(", ") : "no services"}; add it under services: or fix the header`
    }))
  );
  if (problems.length > 0) throw new TestDiscoveryError(problems);
}
var EngineSession = class {
  constructor(options, plan, preflight, listingMs = 0) {
    this.options = options;
    this.plan = plan;
    this.preflight = preflight;
    this.listingMs = listingMs;
    this.redact = createRedactor(options.env);
  }
  options;
  plan;
  preflight;
  listingMs;
  closed = false;
  servicesStale = false;
  services = [];
  /** Every startServices call of this session: the first, and restarts of some services. */
  started = [];
  redact;
  scratch = null;
  /** Gate problems a tier's run found: its own command could not start (KindRun.gateProblem). */
  foundRunning = [];
  treeChanged = false;
  get gates() {
    const preflight = this.foundRunning.length === 0 ? this.preflight : { ok: false, problems: [...this.preflight.problems, ...this.foundRunning] };
    return {
      preflight,
      services: this.services,
      passed: preflight.ok && this.services.every((service) => service.healthy)
    };
  }
  /** Starts (or, after a source change, restarts) the services and probes every one. */
  async bringUpServices() {
    await this.stopServices();
    this.started = [];
    if (Object.keys(this.options.config.services).length === 0) return;
    const reporter = this.options.reporter ?? {};
    reporter.phase?.("services");
    const started = await this.startSome(
      this.options.config.services,
      (result) => reporter.serviceChecked?.(result)
    );
    this.services = started.results;
  }
  async withServicesStopped(names, body) {
    for (const started of this.started) await started.stop(names);
    try {
      return await body();
    } finally {
      if (!this.closed) {
        const chosen = Object.entries(this.options.config.services).filter(
          ([name]) => names.includes(name)
        );
        const again = await this.startSome(Object.fromEntries(chosen));
        this.services = this.services.map(
          (result) => again.results.find((back) => back.name === result.name) ?? result
        );
      }
    }
  }
  async startSome(services, onChecked) {
    const started = await startServices(services, {
      cwd: this.options.cwd,
      env: this.options.env,
      signal: this.options.signal,
      onChecked,
      runAs: this.options.runAs,
      ahead: this.options.probesAhead
    });
    this.started.push(started);
    return started;
  }
  async stopServices() {
    await Promise.all(this.started.map((started) => started.stop()));
  }
  sourcesChanged() {
    this.servicesStale = true;
    this.treeChanged = true;
  }
  startServicesAgain() {
    return this.restartServicesIfStale();
  }
  async stopServicesUntilNextRun() {
    if (this.started.length === 0) return;
    await this.stopServices();
    this.started = [];
    this.servicesStale = true;
  }
  servicePids() {
    return this.started.flatMap((started) => started.pids());
  }
  async runTiers(selection = {}, overrides = {}) {
    await this.restartServicesIfStale();
    const run = { tests: [], tiers: [], phases: noPhases() };
    if (this.listingMs > 0 && run.phases) run.phases.listingMs = this.listingMs;
    this.listingMs = 0;
    if (overrides.takeCoverage) run.coverage = /* @__PURE__ */ new Map();
    let stoppedBy = this.gates.passed ? null : gateBlockReason(this.gates);
    const assigned = assignWanted(this.plan, selection);
    const ranCleanly = /* @__PURE__ */ new Set();
    for (const tier of tiersChosen(this.plan, selection)) {
      const parts = partsToRun(tier, assigned);
      if (parts.length === 0) continue;
      const summary = await this.runTier(tier, parts, { stoppedBy, overrides, ranCleanly }, run);
      stoppedBy ??= this.gates.passed ? stopAfter(tier, summary) : gateBlockReason(this.gates);
    }
    run.unknownIds = unknownIdsAfterRun(assigned, ranCleanly, run.tests);
    run.skippedIds = skippedWantedIds(assigned, run.tests);
    run.xfailedIds = run.skippedIds.filter(
      (id) => run.tests.some((test) => test.id === id && test.expectedToFail)
    );
    return run;
  }
  async restartServicesIfStale() {
    if (this.servicesStale && this.preflight.ok && !this.closed) {
      this.servicesStale = false;
      await this.bringUpServices();
    }
  }
  /** One tier: its sources run (or reported as not run), summarised, announced, recorded. */
  async runTier(tier, parts, how, run) {
    const { stoppedBy, overrides } = how;
    const reporter = this.options.reporter ?? {};
    const started = Date.now();
    const notRunReason = stoppedBy ?? (this.options.signal?.aborted ? "interrupted" : null);
    reporter.tierStarted?.(tier, notRunReason);
    const notRun = notRunReason ? {
      status: this.gates.passed ? "skipped" : "blocked",
      reason: notRunReason
    } : null;
    const ran = notRun ? this.reportNotRun(parts, notRun) : await this.runParts(tier, parts, overrides, {
      coverage: run.coverage,
      phases: run.phases,
      ...how
    });
    const { problem } = ran;
    const tests = markQuarantined(ran.tests, this.options.quarantine);
    const summary = summariseTier(tier, tests, {
      durationMs: Date.now() - started,
      // Its command could not start: blocked by a gate, as a missing tool found before is.
      notRun: ran.gateProblem ? { status: "blocked", reason: ran.gateProblem.message } : notRun,
      problem
    });
    run.tests.push(...tests);
    run.tiers.push(summary);
    reporter.tierFinished?.(summary);
    return summary;
  }
  reportNotRun(parts, notRun) {
    const tests = parts.flatMap(
      ({ source, wanted }) => kindOf(source).notRun(source, wanted, {
        status: notRun.status,
        reasonFor: (requires) => blockedReasonFor({ requires: [...requires] }, this.gates) ?? notRun.reason
      })
    );
    for (const result of tests) this.options.reporter?.testFinished?.(result);
    return { tests, problem: null };
  }
  async runParts(tier, parts, overrides, into) {
    const context = {
      coverage: into.coverage,
      coverageToName: overrides.coverageToName,
      timings: into.phases,
      scratch: await this.scratchFolder(),
      reportsInTree: this.options.reportsInTree ?? true,
      runAs: this.options.runAs,
      cwd: this.options.cwd,
      env: { ...this.options.env, ...tier.env, ...overrides.env },
      signal: this.options.signal,
      redact: this.redact,
      reporter: this.options.reporter,
      configPath: this.options.configPath,
      // Once a fix changed the tree, a command that cannot start is that change's failure.
      commandMissingIsGate: !this.treeChanged,
      tier
    };
    const tests = [];
    const problems = [];
    let gateProblem;
    for (const { source, wanted } of parts) {
      const ran = await runWithRetries(source, wanted, context, overrides.retries ?? tier.retries);
      tests.push(...ran.tests);
      if (ran.gateProblem) this.foundRunning.push(ran.gateProblem);
      gateProblem ??= ran.gateProblem;
      if (ran.problem) problems.push(ran.problem);
      else into.ranCleanly.add(source);
    }
    return {
      tests,
      problem: problems.length > 0 ? problems.join("; ") : null,
      ...gateProblem ? { gateProblem } : {}
    };
  }
  /** The session's own folder outside the project, made on first use, removed on close. */
  scratchFolder() {
    this.scratch ??= mkdtemp(path12.join(tmpdir(), "fix-loop-session-")).then((folder) => {
      shareFolder(folder, this.options.runAs);
      return folder;
    });
    return this.scratch;
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.stopServices();
    const scratch = await this.scratch?.catch(() => null);
    if (scratch) await removeSharedFolder(scratch);
  }
};
function partsToRun(tier, assigned) {
  return tier.sources.map((source) => ({ source, wanted: assigned ? assigned.get(source) ?? null : null })).filter((part) => !assigned || part.wanted !== null);
}
function stopAfter(tier, summary) {
  const stops = tier.onFailure === "stop" && (summary.status === "failed" || summary.status === "blocked");
  return stops ? `not run: the tier "${tier.name}" failed (on-failure: stop)` : null;
}

// src/engine/triage-cost.ts
function coverageTimeLimit(plan, tiers, firstRunMs) {
  const uses = (limit) => plan.some(
    (tier) => tier.sources.some(
      (source) => source.kind === "junit" && coverageOf(source)?.timeLimit === limit
    )
  );
  const limits = [DEFAULT_COVERAGE_LIMITS.timeLimitMs];
  if (uses("tiers"))
    limits.push(
      Math.max(
        TIERS_FLOOR_MS,
        tiers.reduce((sum, tier) => sum + tier.durationMs, 0)
      )
    );
  if (uses("first-runs") && firstRunMs !== void 0) limits.push(firstRunMs * (1 - STOP_RESERVE));
  return Math.round(Math.min(...limits));
}
var TIERS_FLOOR_MS = 3e3;
function coverageOf(source) {
  return source.kind === "junit" ? runnerNamed(source.learned.framework)?.coverage : void 0;
}
var STOP_RESERVE = 0.1;
function coverageLimitsFor(plan, tiers, firstRunMs) {
  const timeLimitMs = coverageTimeLimit(plan, tiers, firstRunMs);
  const tierMs = Object.fromEntries(tiers.map((tier) => [tier.name, tier.durationMs]));
  const oneRun = plan.every(
    (tier) => tier.sources.every((source) => coverageOf(source)?.oneRun === true)
  );
  return oneRun ? { timeLimitMs, tierMs, maxPassing: 5 * DEFAULT_COVERAGE_LIMITS.maxPassing } : { timeLimitMs, tierMs };
}
function timedCoverage(runner) {
  let spent = 0;
  if (!runner) return { runner, ms: () => spent };
  return {
    runner: {
      recordsCollection: runner.recordsCollection?.bind(runner),
      async run(tests, signal) {
        const started = performance.now();
        try {
          return await runner.run(tests, signal);
        } finally {
          spent += performance.now() - started;
        }
      }
    },
    ms: () => spent
  };
}
function coverageAndTriageMs(coverage, triageStarted) {
  const coverageMs = coverage.ms();
  const triageMs = Math.max(0, performance.now() - triageStarted - coverageMs);
  return { coverageMs: Math.round(coverageMs), triageMs: Math.round(triageMs) };
}

// src/flaky/tests-to-triage.ts
function testsToTriage(tests, named = [], grouped = []) {
  const inGroups = new Set(grouped.flatMap((group) => group.tests));
  return tests.filter(
    (test) => !inGroups.has(test.id) && (!test.quarantined || isNamed(test, named))
  );
}
function isNamed(test, named) {
  return named.some(
    (name) => name === test.id || test.runnerId != null && name === test.runnerId || "found" in lookUpAlias(name, [test.id])
  );
}

// src/triage/spectrum/tier-coverage.ts
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import path13 from "node:path";
function coverageForTiers(tiers, options) {
  const runners = /* @__PURE__ */ new Map();
  let scratch = null;
  for (const tier of tiers) {
    const runner = tier.coverageRunner?.({
      ...options,
      env: { ...options.env, ...tier.env },
      commandFor: (tests) => {
        const command = tier.selectiveCommand(tests);
        if (command === null) return null;
        scratch ??= mkdtempSync(path13.join(tmpdir2(), "fix-loop-coverage-reports-"));
        shareFolder(scratch, options.runAs);
        const redirect = redirectReport(command, tier.reports, scratch);
        for (const report of tier.reports) {
          const folder = path13.dirname(path13.join(scratch, report));
          mkdirSync(folder, { recursive: true });
          for (let at = folder; at !== scratch && at.startsWith(scratch); at = path13.dirname(at))
            shareFolder(at, options.runAs);
        }
        return redirect?.command ?? command;
      }
    });
    if (runner) runners.set(tier.name, runner);
  }
  if (runners.size === 0) return null;
  return {
    recordsCollection: (tests) => tests.every((test) => runners.get(test.tier)?.recordsCollection?.([test]) === true),
    async run(tests, signal) {
      const found = /* @__PURE__ */ new Map();
      try {
        for (const [tier, runner] of runners) {
          const mine = tests.filter((test) => test.tier === tier);
          if (mine.length === 0 || signal?.aborted) continue;
          for (const [id, functions] of await runner.run(mine, signal)) found.set(id, functions);
        }
        return found;
      } finally {
        if (scratch) await removeSharedFolder(scratch);
        scratch = null;
      }
    }
  };
}

// src/triage/cause-label.ts
function labelledByCause(group, cause) {
  const triage = group.triage;
  const blamed = triage?.culprit;
  if (!triage || !blamed || triage.signatureFrom !== "coverage") return group;
  const at = group.signature.lastIndexOf(" in ");
  const named = at < 0 ? "" : group.signature.slice(at + " in ".length);
  if (!named.endsWith(`:${blamed.function}`) || named === cause.key) return group;
  return {
    ...group,
    signature: `${group.signature.slice(0, at)} in ${cause.key}`,
    triage: { ...triage, signatureFrom: cause.source }
  };
}

// src/triage/merge-groups.ts
function mergeByCulprit(entries, rank2) {
  const parent = entries.map((_, index) => index);
  const find = (index) => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[index] = root;
    return root;
  };
  const owner = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    for (const culprit of entry.culprits) {
      const other = owner.get(culprit.key);
      if (other === void 0) owner.set(culprit.key, index);
      else parent[find(index)] = find(other);
    }
  });
  joinBySignature(entries, { find, parent });
  joinByMention(entries, { find, parent });
  const clusters = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    const root = find(index);
    clusters.set(root, [...clusters.get(root) ?? [], entry]);
  });
  const merged = [...clusters.values()].map((members) => mergeCluster(members, rank2));
  return merged.map(({ group, culprits }) => ({
    ...group,
    triage: { ...group.triage, keptApart: keptApart(culprits, merged.length - 1) }
  }));
}
function joinCulpritless(entries, { find, parent }, keysOf, matches2) {
  const owners = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    if (entry.culprits.length === 0) return;
    for (const key of keysOf(entry)) owners.set(key, (owners.get(key) ?? /* @__PURE__ */ new Set()).add(index));
  });
  entries.forEach((entry, index) => {
    if (entry.culprits.length > 0 || find(index) !== index) return;
    const roots = /* @__PURE__ */ new Set();
    for (const key of matches2(entry))
      for (const owner of owners.get(key) ?? []) roots.add(find(owner));
    const [only] = roots;
    if (roots.size === 1 && only !== void 0) parent[index] = only;
  });
}
function joinBySignature(entries, union) {
  joinCulpritless(
    entries,
    union,
    (entry) => entry.plainIds,
    (entry) => entry.plainIds
  );
}
function joinByMention(entries, union) {
  joinCulpritless(
    entries,
    union,
    (entry) => entry.culprits.map((culprit) => culprit.function).filter(isDistinctiveName),
    (entry) => new Set(entry.said.join("\n").match(/[A-Za-z_$][\w$]*/g) ?? [])
  );
}
function isDistinctiveName(name) {
  return name.length >= 6 && /[a-z][A-Z]|_|\d/.test(name.replace(/^_+|_+$/g, ""));
}
function mergeCluster(members, rank2) {
  const ordered = [...members].sort(
    (a, b) => b.group.tests.length - a.group.tests.length || // Of two the same size, the one that names its culprit says more as the signature.
    Math.sign(b.culprits.length) - Math.sign(a.culprits.length) || (a.group.id < b.group.id ? -1 : a.group.id > b.group.id ? 1 : 0)
  );
  const [lead, ...rest] = ordered;
  const tests = [...new Set(ordered.flatMap((member) => member.group.tests))];
  const tier = ordered.map((member) => member.group.tier).reduce((best, next) => rank2(next) < rank2(best) ? next : best);
  const culprits = uniqueCulprits(ordered.flatMap((member) => member.culprits));
  const plainIds = new Set(ordered.flatMap((member) => [...member.plainIds]));
  plainIds.delete(lead.group.id);
  return {
    group: {
      ...lead.group,
      tests,
      tier,
      triage: {
        culprit: culprits[0] ? describeCulprit(culprits[0]) : null,
        merged: rest.map((member) => member.group.id),
        signatures: [...plainIds].sort(),
        keptApart: null,
        ...lead.culprits[0] ? { signatureFrom: lead.culprits[0].source } : {}
      }
    },
    culprits
  };
}
function uniqueCulprits(culprits) {
  const seen = /* @__PURE__ */ new Map();
  for (const culprit of culprits) if (!seen.has(culprit.key)) seen.set(culprit.key, culprit);
  return [...seen.values()];
}
function describeCulprit(culprit) {
  return {
    file: culprit.file,
    function: culprit.function,
    source: culprit.source,
    ...culprit.score === void 0 ? {} : { score: rounded(culprit.score) },
    ...culprit.closeBehind?.length ? {
      closeBehind: culprit.closeBehind.map((close) => ({
        file: close.file,
        function: close.function,
        score: rounded(close.score)
      }))
    } : {}
  };
}
function rounded(score) {
  return Math.round(score * 1e3) / 1e3;
}
function keptApart(culprits, others) {
  if (others === 0) return null;
  const of = otherGroups(others);
  if (culprits.length === 0) {
    return `no culprit found (no project frame in its stacks, and coverage, where it ran, named none), so only the same signature or a mention of a culprit function could join it; none of ${of} has either`;
  }
  const names = culprits.map((c) => `${c.key} (${c.source})`).join(", ");
  return `no shared culprit: its tests point at ${names}, and no test in ${of} is blamed on them`;
}
function otherGroups(count) {
  return count === 1 ? "the other group" : `the ${count} other groups`;
}
function keptApartAmong(reason, others) {
  if (reason === null || others === 0) return null;
  return reason.replace(/the other group\b|the \d+ other groups/, otherGroups(others));
}

// src/triage/subtests.ts
function failedSubtestOf(tests, root) {
  const failed = tests.filter((test) => test.status === "failed");
  const key = (tier, name) => `${tier}\0${name}`;
  const parents = /* @__PURE__ */ new Set();
  for (const test of failed)
    for (const prefix of prefixes(nameOf2(test))) parents.add(key(test.tier, prefix));
  const firstLeafBelow = /* @__PURE__ */ new Map();
  for (const test of failed) {
    if (parents.has(key(test.tier, nameOf2(test)))) continue;
    for (const prefix of prefixes(nameOf2(test))) {
      const below = key(test.tier, prefix);
      if (!firstLeafBelow.has(below)) firstLeafBelow.set(below, test);
    }
  }
  const stands = /* @__PURE__ */ new Map();
  for (const test of failed) {
    const leaf = firstLeafBelow.get(key(test.tier, nameOf2(test)));
    if (leaf && frameCulprit(test, root) === null) stands.set(test.id, leaf);
  }
  return stands;
}
function prefixes(name) {
  const out = [];
  for (let at = name.indexOf("/"); at >= 0; at = name.indexOf("/", at + 1))
    out.push(name.slice(0, at));
  return out;
}
function nameOf2(test) {
  return test.runnerId ?? test.id;
}

// src/triage/group.ts
function groupFailures(tests, tierOrder = [...new Set(tests.map((test) => test.tier))], options = {}) {
  const rank2 = tierRank(tierOrder);
  const byId = /* @__PURE__ */ new Map();
  const subtests = failedSubtestOf(tests, options.root);
  for (const test of tests) {
    if (test.status !== "failed") continue;
    const stand = subtests.get(test.id) ?? test;
    const culprit = options.coverageCulprits?.get(stand.id) ?? null;
    const signature = failureSignature(stand, {
      root: options.root,
      culprit,
      callerOfHelper: options.helpersCallers?.get(stand.id) ?? options.harnessFailures?.get(stand.id) ?? null
    });
    const plainId = failureSignature(test, { root: options.root }).id;
    let entry = byId.get(signature.id);
    if (!entry) {
      entry = {
        group: {
          id: signature.id,
          signature: signature.text,
          tier: test.tier,
          tests: [],
          status: "open",
          reason: null
        },
        culprits: [],
        plainIds: /* @__PURE__ */ new Set(),
        said: []
      };
      byId.set(signature.id, entry);
    }
    const group = entry.group;
    if (!group.tests.includes(test.id)) group.tests.push(test.id);
    if (rank2(test.tier) < rank2(group.tier)) group.tier = test.tier;
    if (signature.culprit && !entry.culprits.some((c) => c.key === signature.culprit?.key)) {
      entry.culprits.push(signature.culprit);
    }
    entry.plainIds.add(plainId);
    entry.said.push(...test.evidence?.summary ?? [], test.evidence?.message ?? "");
  }
  return mergeByCulprit([...byId.values()], rank2).sort(compareGroups(tierOrder));
}
function compareGroups(tierOrder) {
  const rank2 = tierRank(tierOrder);
  return (a, b) => rank2(a.tier) - rank2(b.tier) || b.tests.length - a.tests.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function tierRank(tierOrder) {
  return (tier) => {
    const index = tierOrder.indexOf(tier);
    return index === -1 ? tierOrder.length : index;
  };
}
function knownGroupFor(known, found) {
  const ids = /* @__PURE__ */ new Set([found.id, ...found.triage?.merged ?? []]);
  return known.find(
    (group) => ids.has(group.id) || (group.triage?.merged ?? []).some((id) => ids.has(id)) || (group.triage?.signatures ?? []).some((id) => ids.has(id))
  );
}

// src/triage/join-one-cause.ts
function joinAsOneCause(groups, found, tierOrder) {
  const members = groups.filter((group) => group.tests.some((id) => found.tests.has(id)));
  if (members.length < 2) return [...groups];
  const rest = groups.filter((group) => !members.includes(group)).map(
    (group) => group.triage ? {
      ...group,
      triage: {
        ...group.triage,
        keptApart: keptApartAmong(group.triage.keptApart, groups.length - members.length)
      }
    } : group
  );
  const rank2 = tierRank(tierOrder);
  const [lead, ...others] = [...members].sort(compareGroups(tierOrder));
  const triageOf = (group) => group.triage ?? {};
  const merged = [
    ...triageOf(lead).merged ?? [],
    ...others.flatMap((group) => [group.id, ...triageOf(group).merged ?? []])
  ];
  const signatures = new Set(members.flatMap((group) => triageOf(group).signatures ?? []));
  signatures.delete(lead.id);
  const labelled = labelledByCause(lead, found.culprit);
  const joined = {
    ...labelled,
    tests: [...new Set(members.flatMap((group) => group.tests))],
    tier: members.map((group) => group.tier).reduce((a, b) => rank2(b) < rank2(a) ? b : a),
    triage: {
      culprit: describeCulprit(found.culprit),
      merged: [...new Set(merged)],
      signatures: [...signatures].sort(),
      keptApart: keptApart([found.culprit], rest.length),
      ...labelled.triage?.signatureFrom ? { signatureFrom: labelled.triage.signatureFrom } : {}
    }
  };
  return [joined, ...rest].sort(compareGroups(tierOrder));
}

// src/triage/changes/change-witness.ts
function blameChanges(groups, tests, tierOrder, evidence) {
  if (evidence.changed.size === 0 || groups.length === 0) return [...groups];
  const ranChanged = changedRunBy(evidence);
  const byId = new Map(tests.map((test) => [test.id, test]));
  const tiers = new Set(groups.map((group) => group.tier));
  const passedCount = /* @__PURE__ */ new Map();
  for (const test of tests)
    if (test.status === "passed" && tiers.has(test.tier) && evidence.coverage.has(test.id))
      for (const key of ranChanged(test)) passedCount.set(key, (passedCount.get(key) ?? 0) + 1);
  const byCause = /* @__PURE__ */ new Map();
  const blame = (cause, group) => byCause.set(cause, [...byCause.get(cause) ?? [], group]);
  const working = [];
  for (const group of groups) {
    const covered = group.tests.flatMap((id) => {
      const test = byId.get(id);
      return test?.status === "failed" && evidence.coverage.has(id) ? [{ id, ran: ranChanged(test) }] : [];
    });
    const ran = covered.map((failure) => failure.ran);
    const cause = likeliestChange(ran, passedCount, culpritKeyOf(group, evidence.root));
    if (!cause) {
      working.push(group);
      continue;
    }
    const splits = causesApart(covered, cause, passedCount);
    const moved = new Set(splits.flatMap((split2) => split2.tests));
    const stays = moved.size === 0 ? group : { ...group, tests: group.tests.filter((id) => !moved.has(id)) };
    working.push(stays);
    blame(cause, stays);
    for (const split2 of splits) {
      const culprit = culpritOfKey(split2.cause, evidence.root);
      const made = groupFailures(
        split2.tests.flatMap((id) => byId.get(id) ?? []),
        tierOrder,
        { root: evidence.root, coverageCulprits: new Map(split2.tests.map((id) => [id, culprit])) }
      );
      for (const part of made) {
        working.push(part);
        blame(split2.cause, part);
      }
    }
  }
  let result = [...working];
  const blamedAlone = /* @__PURE__ */ new Map();
  for (const [key, members] of byCause) {
    const culprit = culpritOfKey(key, evidence.root);
    if (members.length > 1) {
      const tests2 = new Set(members.flatMap((group) => group.tests));
      result = joinAsOneCause(result, { culprit, tests: tests2 }, tierOrder);
      continue;
    }
    result = result.map((group) => {
      if (group !== members[0]) return group;
      const blamed = renamed(group, culprit);
      blamedAlone.set(blamed, culprit);
      return blamed;
    });
  }
  return result.map((group) => {
    const culprit = blamedAlone.get(group);
    if (!culprit || !group.triage?.keptApart) return group;
    return {
      ...group,
      triage: { ...group.triage, keptApart: keptApart([culprit], result.length - 1) }
    };
  });
}
function causesApart(covered, cause, passedCount) {
  const splits = [];
  let strays = covered.filter((failure) => !failure.ran.has(cause) && failure.ran.size > 0);
  while (strays.length >= SPLIT_AT) {
    const next = likeliestChange(
      strays.map((failure) => failure.ran),
      passedCount,
      null
    );
    if (!next) break;
    const moving = strays.filter((failure) => failure.ran.has(next));
    if (moving.length < SPLIT_AT) break;
    splits.push({ cause: next, tests: moving.map((failure) => failure.id) });
    strays = strays.filter((failure) => !failure.ran.has(next));
  }
  return splits;
}
var SPLIT_AT = 3;
function likeliestChange(failures, passedCount, ownCulprit) {
  const failedCount = /* @__PURE__ */ new Map();
  for (const ran of failures)
    for (const key of ran) failedCount.set(key, (failedCount.get(key) ?? 0) + 1);
  const [best] = [...failedCount].sort(
    ([a, failedA], [b, failedB]) => failedB - failedA || Number(b === ownCulprit) - Number(a === ownCulprit) || (passedCount.get(a) ?? 0) - (passedCount.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0)
  );
  return best?.[0] ?? null;
}
function ranAChange(failed, taken, changed, root) {
  if (!taken || changed.size === 0) return false;
  const ran = changedRunBy({ changed, coverage: taken, root });
  return failed.some((test) => ran(test).size > 0);
}
function changedRunBy(evidence) {
  const keys = /* @__PURE__ */ new Map();
  const keysOf = (id) => {
    let known = keys.get(id);
    if (known === void 0) {
      known = unitKeys(id, evidence.root);
      keys.set(id, known);
    }
    return known;
  };
  return (test) => {
    const ran = /* @__PURE__ */ new Set();
    for (const id of evidence.coverage.get(test.id) ?? [])
      for (const key of keysOf(id)) if (evidence.changed.has(key)) ran.add(key);
    return ran;
  };
}
function culpritKeyOf(group, root) {
  const culprit = group.triage?.culprit;
  return culprit ? culpritOf(culprit.file, culprit.function, "coverage", root).key : null;
}
function culpritOfKey(key, root) {
  const { file, function: fn } = splitFunctionId(key);
  return { ...culpritOf(file, fn, "change", root), key };
}
function renamed(group, culprit) {
  const labelled = labelledByCause(group, culprit);
  const triage = labelled.triage ?? { merged: [], signatures: [], keptApart: null };
  return { ...labelled, triage: { ...triage, culprit: describeCulprit(culprit) } };
}

// src/triage/frames/helper-callers.ts
function helpersCallers(failed, root) {
  const replaced = /* @__PURE__ */ new Map();
  if (!root) return replaced;
  const byHelper = /* @__PURE__ */ new Map();
  for (const test of failed) {
    if (frameOnlyPassedTheValue(test, root)) continue;
    const helper = frameCulprit(test, root);
    if (!helper) continue;
    const entry = byHelper.get(helper.key) ?? { helper, tests: [] };
    entry.tests.push({ id: test.id, caller: frameCaller(test, root) });
    byHelper.set(helper.key, entry);
  }
  const source = new SourceReader(root);
  const count = callerCounter(root, source);
  const callersOf = (culprit) => {
    const name = identifierOf(culprit.function);
    return name ? count(culprit.file, name) : 0;
  };
  for (const { helper, tests } of byHelper.values()) {
    const callers = new Set(tests.map((test) => test.caller?.key ?? null));
    const [only] = tests;
    const caller = only?.caller;
    if (callers.size !== 1 || !caller) continue;
    if (callersOf(helper) < SHARED_CALLERS || callersOf(caller) >= SHARED_CALLERS) continue;
    for (const test of tests) replaced.set(test.id, caller);
  }
  return replaced;
}

// src/triage/spectrum/framed-apart.ts
function keepStackCulpritsApart(coverageCulprits, failed, evidence, root) {
  const frames = /* @__PURE__ */ new Map();
  for (const test of failed) {
    const frame2 = frameCulprit(test, root);
    if (frame2) frames.set(test.id, frame2);
  }
  const frameless = /* @__PURE__ */ new Map();
  for (const [id, culprit] of coverageCulprits)
    if (!frames.has(id)) frameless.set(culprit.key, [...frameless.get(culprit.key) ?? [], id]);
  const kept = new Map(coverageCulprits);
  for (const [id, culprit] of coverageCulprits) {
    const frame2 = frames.get(id);
    const others = frameless.get(culprit.key) ?? [];
    if (frame2 && frame2.key !== culprit.key && others.length > 0 && evidence.commonInPassing(culprit.key) && !evidence.reaches(id, frame2.key, culprit.key))
      kept.delete(id);
  }
  return kept;
}

// src/triage/spectrum/one-cause.ts
function oneCause(groups, tests, coverage, root) {
  const tiers = new Set(groups.map((group) => group.tier));
  if (tiers.size !== 1) return null;
  const covered = groups.filter((group) => group.tests.some((id) => coverage.has(id)));
  if (covered.length < 2) return null;
  const failingIds = covered.flatMap((group) => group.tests.filter((id) => coverage.has(id)));
  const passingIds = tests.filter((test) => test.status === "passed" && tiers.has(test.tier) && coverage.has(test.id)).map((test) => test.id);
  if (passingIds.length < MIN_PASSING) return null;
  const source = root ? new SourceReader(root) : null;
  const project = (functions) => new Set([...functions ?? []].filter(isNamedProjectFunction));
  const failing = new Map(failingIds.map((id) => [id, project(coverage.get(id))]));
  const passing = new Map(passingIds.map((id) => [id, project(coverage.get(id))]));
  const maxPassing = Math.floor(passingIds.length * MAX_PASSING_SHARE);
  const missed = Math.floor(failing.size * MISSED_SHARE);
  const explains = rankAll(failing, passing).filter(
    (suspect) => suspect.failed >= failing.size - missed && suspect.passed <= maxPassing && !reportsAFailure(source, suspect.fn) && !(source && blamelessInSource(source, suspect.fn, root))
  );
  const failedAt = new Set(
    groups.flatMap(
      (group) => group.triage?.culprit?.source === "frame" ? [culpritOf(group.triage.culprit.file, group.triage.culprit.function, "frame", root).key] : []
    )
  );
  const witnessed = explains.find(
    (suspect) => failedAt.has(unitCulprit(suspect.fn, /* @__PURE__ */ new Set(), root).key)
  );
  const best = witnessed ?? explains[0];
  if (!best) return null;
  const joined = covered.filter((group) => {
    const ids = group.tests.filter((id) => failing.has(id));
    return ids.filter((id) => failing.get(id)?.has(best.fn)).length * 2 > ids.length;
  });
  if (joined.length < 2) return null;
  const failed = tests.filter((test) => failing.has(test.id));
  return {
    culprit: { ...unitCulprit(best.fn, framedKeys(failed, root), root), score: best.score },
    tests: new Set(joined.flatMap((group) => group.tests))
  };
}
var MISSED_SHARE = 0.02;
var MAX_PASSING_SHARE = 0.3;

// src/triage/triage.ts
function triageFailures(tests, tierOrder, options = {}) {
  return withSourceSnapshot(async () => {
    const answered = new Map(options.taken ?? []);
    const groups = await triageByEvidence(tests, tierOrder, options, answered);
    if (!options.changed) return groups;
    return blameChanges(groups, tests, tierOrder, {
      changed: options.changed,
      coverage: answered,
      root: options.root
    });
  });
}
async function triageByEvidence(tests, tierOrder, options, answered) {
  if (!options.coverage) return triageAll(tests, tierOrder, options);
  const coverage = recordingAnswers(options.coverage, answered);
  const groups = await triageAll(tests, tierOrder, { ...options, coverage }, answered);
  const found = groups.length > 1 ? oneCause(groups, tests, answered, options.root) : null;
  return found ? joinAsOneCause(groups, found, tierOrder) : groups;
}
function recordingAnswers(runner, into) {
  return {
    run: async (chosen, signal) => {
      const got = await runner.run(chosen, signal);
      for (const [id, functions] of got) into.set(id, functions);
      return got;
    },
    recordsCollection: runner.recordsCollection?.bind(runner)
  };
}
async function triageAll(tests, tierOrder, options, answered = new Map(options.taken ?? [])) {
  const subtests = failedSubtestOf(tests, options.root);
  const failed = tests.filter((test) => test.status === "failed" && !subtests.has(test.id));
  const withoutCulprit = failed.filter((test) => {
    const signature = failureSignature(test, { root: options.root });
    const shown = signature.culprit !== null && !frameOnlyPassedTheValue(test, options.root);
    return !shown && isCodeFailure(signature.kind);
  });
  const helpers = helpersCallers(failed, options.root);
  const plain = groupFailures(tests, tierOrder, { root: options.root, helpersCallers: helpers });
  if (!options.coverage) return plain;
  const coverage = options.coverage;
  const namedByChange = plain.length === 1 && options.changed !== void 0 && ranAChange(failed, options.taken, options.changed, options.root);
  const spectrum = async () => plain.length !== 1 || namedByChange ? null : nameByOneGroupSpectrum(tests, failed, tierOrder, {
    ...options,
    coverage,
    helpersCallers: helpers,
    withoutCulprit
  });
  if (withoutCulprit.length === 0) return await spectrum() ?? plain;
  const passed = tests.filter(
    (test) => test.status === "passed" && withoutCulprit.some((f) => f.tier === test.tier)
  );
  const localise = (runner, taken2 = options.taken, symptoms) => localiseByCoverage(withoutCulprit, passed, {
    symptoms,
    runner,
    limits: options.coverageLimits,
    root: options.root,
    taken: taken2,
    proven: provenByStacks(failed, withoutCulprit, options.root),
    stacks: failed
  });
  if (plain.length > 1) {
    const symptoms = new Map(plain.flatMap((group) => group.tests.map((id) => [id, group.id])));
    const coverageCulprits = keepStackCulpritsApart(
      await localise(options.coverage, options.taken, symptoms),
      failed,
      {
        reaches: reachedInTest(answered, options.root),
        commonInPassing: commonInPassing(answered, passed, options.root)
      },
      options.root
    );
    return groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers
    });
  }
  const bySpectrum = await spectrum();
  if (bySpectrum) return bySpectrum;
  const taken = options.taken;
  if (!taken || !withoutCulprit.some((test) => taken.has(test.id))) return plain;
  const name = (coverageCulprits) => {
    const blamed = /* @__PURE__ */ new Map();
    for (const culprit of coverageCulprits.values())
      blamed.set(culprit.key, (blamed.get(culprit.key) ?? 0) + 1);
    if (blamed.size === 0 || coverageCulprits.size < withoutCulprit.length) return null;
    const causes = [...blamed.values()].filter((count) => count >= SPLIT_AT2).length;
    if (blamed.size > 1 && causes !== blamed.size) return null;
    const named = groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers
    });
    return named.length === blamed.size ? named : null;
  };
  const fromTaken = name(await localise(NO_RUNS2));
  if (fromTaken) return fromTaken;
  const madeBefore = withoutCulprit.filter((test) => calledNoProjectFunction(taken.get(test.id)));
  if (madeBefore.length === 0 || namedByChange || !options.coverage.recordsCollection?.(madeBefore))
    return plain;
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.coverageLimits };
  const files = new Set(madeBefore.map((test) => test.file));
  const inFiles = (test) => files.has(test.file);
  const chosen = chooseCoverageTests(
    withoutCulprit.filter(inFiles),
    passed.filter(inFiles),
    limits,
    options.root
  );
  const collected = await runCoverage(
    options.coverage,
    chosen,
    AbortSignal.timeout(limits.timeLimitMs)
  );
  return name(await localise(NO_RUNS2, new Map([...taken, ...collected]))) ?? plain;
}
async function nameByOneGroupSpectrum(tests, failed, tierOrder, options) {
  const asserted = failed.filter(
    (test) => !options.withoutCulprit.includes(test) && failedAnAssertion(test)
  );
  if (asserted.length + options.withoutCulprit.length !== failed.length) return null;
  const passed = tests.filter(
    (test) => test.status === "passed" && failed.some((f) => f.tier === test.tier)
  );
  const found = await oneGroupSpectrum(failed, passed, {
    runner: options.coverage,
    limits: options.coverageLimits,
    root: options.root,
    taken: options.taken,
    assertedIn: asserted.flatMap((test) => frameCulprit(test, options.root)?.file ?? [])
  });
  if (!found) return null;
  const harnessFiles = new Set([...found.harness].map(fileOfKey));
  const harnessFailures = /* @__PURE__ */ new Map();
  for (const test of asserted) {
    const frame2 = frameCulprit(test, options.root);
    const blamed = found.culprits.get(test.id);
    if (!frame2 || !blamed || !harnessFiles.has(fileOfKey(frame2.key))) return null;
    harnessFailures.set(test.id, blamed);
  }
  const groups = groupFailures(tests, tierOrder, {
    root: options.root,
    coverageCulprits: found.culprits,
    helpersCallers: options.helpersCallers,
    harnessFailures
  });
  return groups.length === 1 ? groups : null;
}
function reachedInTest(coverage, root) {
  const source = root ? new SourceReader(root) : null;
  return (testId, from, to) => {
    const functions = coverage.get(testId);
    if (!functions || !source) return true;
    const start = unitNamed(functions, from, root);
    const end = unitNamed(functions, to, root);
    if (!start || !end) return true;
    return staticReach(functions, source)(start, end);
  };
}
function commonInPassing(coverage, passed, root) {
  const sets = passed.flatMap((test) => {
    const functions = coverage.get(test.id);
    return functions ? [functions] : [];
  });
  return (key) => {
    const ran = sets.filter(
      (functions) => [...functions].some((id) => unitKeys(id, root).includes(key))
    );
    return ran.length * 2 > sets.length;
  };
}
function unitNamed(functions, key, root) {
  const units = [...functions];
  return units.find((id) => unitKeys(id, root)[0] === key) ?? units.find((id) => unitKeys(id, root).includes(key));
}
function fileOfKey(key) {
  return key.slice(0, key.lastIndexOf(":"));
}
function calledNoProjectFunction(functions) {
  return functions !== void 0 && ![...functions].some(isNamedProjectFunction);
}
var SPLIT_AT2 = 3;
var NO_RUNS2 = { run: async () => /* @__PURE__ */ new Map() };
function provenByStacks(failed, toLocalise, root) {
  return failed.filter((test) => !toLocalise.includes(test)).flatMap((test) => {
    const culprit = frameCulprit(test, root);
    const caller = frameCaller(test, root);
    return culprit && caller ? [{ culprit, caller }] : [];
  });
}
function isCodeFailure(kind) {
  return kind !== "connection-refused";
}

// src/engine/how-it-ended.ts
function howTestEnded(evidence) {
  const reported = evidence.reported;
  if (reported) {
    const read = typeReadOtherThanReported(evidence);
    const readAs = read ? `, read from its message as ${/^[AEIOU]/.test(read) ? "an" : "a"} ${read}: the name its group goes by` : "";
    const type = reported.type ? ` (${reported.type}${readAs})` : "";
    const said = reported.message ? firstLine2(reported.message) : "";
    const message = said && !GENERIC_MESSAGE.test(said) ? `: ${said}` : "";
    return `the test runner reported ${article(reported.outcome)}${type}${message}`;
  }
  if (evidence.timedOut) return `timed out after ${formatDuration(evidence.durationMs)}`;
  if (evidence.signal) return `killed by ${evidence.signal}`;
  if (evidence.exitCode === null) return "failed, as the test runner's report says";
  return `exit code ${evidence.exitCode}`;
}
function article(outcome) {
  return outcome === "skipped" ? "it skipped" : `${outcome === "error" ? "an" : "a"} ${outcome}`;
}
function firstLine2(text) {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}\u2026` : line;
}

export {
  PENDING_SUFFIX,
  pendingPathOf,
  collectedPathOf,
  readFrameworkStamp,
  stampFrameworkTest,
  acceptFrameworkTest,
  reviewStateOf,
  planHashOf,
  stampScript,
  acceptScript,
  parseScriptHeader,
  redactSecretShapes,
  createRedactor,
  attemptVerdict,
  guardsLine,
  onFailureWords,
  findFunction,
  languageOfFile,
  mutantsOf,
  redirectReport,
  rerunCommand,
  decisiveLine,
  failsAsInGroup,
  groupFailures,
  compareGroups,
  tierRank,
  knownGroupFor,
  changedSinceBase,
  matchListed,
  failsTheRun,
  gateBlockReason,
  runScript,
  describeTier,
  buildResults,
  verifyOutcome,
  tiersForCoverage,
  nameOf,
  refuseUnknownIds,
  discoverScripts,
  tierFromHeader,
  planTiers,
  noPhases,
  roundedPhases,
  openSession,
  coverageLimitsFor,
  timedCoverage,
  coverageAndTriageMs,
  testsToTriage,
  isNamed,
  coverageForTiers,
  triageFailures,
  howTestEnded
};
