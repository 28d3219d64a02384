import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  killUserProcesses
} from "./action-chunk-3OD4VVDY.js";
import {
  pathFolders,
  shareFolder
} from "./action-chunk-SS2VXKTL.js";
import {
  claimSchema
} from "./action-chunk-KIINKITQ.js";
import {
  GUARD_NAMES,
  guardArguments
} from "./action-chunk-44OODCMK.js";
import {
  HARDENED_GIT_OPTIONS
} from "./action-chunk-JXTGLSA4.js";
import {
  $ZodEnum,
  $ZodNullable,
  $ZodObject,
  $ZodOptional,
  $ZodRecord,
  $ZodString,
  $ZodType,
  $ZodUnknown,
  $constructor,
  _string,
  _unknown,
  clone,
  installLazyProp,
  normalizeParams,
  own,
  parse,
  parseAsync,
  safeParse,
  safeParseAsync,
  toJSONSchema
} from "./action-chunk-BM5MFDKU.js";
import {
  execa
} from "./action-chunk-SH4BXFB7.js";
import {
  SESSION_MARKER,
  isExecutable,
  killMarkedProcesses,
  quoteShell,
  runAsUser,
  settlesWithin,
  supervise
} from "./action-chunk-TIVQHBMC.js";
import {
  fixLoopPackageRoot
} from "./action-chunk-ZFOPFNEN.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";

// src/agent/hook-settings.ts
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var EVERY_TOOL_BUT_THE_CLAIM = "^(?!StructuredOutput$)";
var HookProgramMissingError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "HookProgramMissingError";
  }
};
function buildHookSettings(options) {
  const argv = [
    ...options.hookCommand ?? defaultHookCommand(),
    ...guardArguments({
      stateDir: options.stateDir,
      projectRoot: options.projectRoot,
      protectedGlobs: [...options.protectedGlobs],
      newFileGlobs: [...options.newFileGlobs ?? []],
      repeatLimit: options.repeatLimit,
      failureLimit: options.failureLimit,
      mode: options.mode ?? "block"
    })
  ];
  const command = `exec ${argv.map(quoteShell).join(" ")}`;
  const toolHooks = [{ type: "command", command, timeout: 30 }];
  const toolHook = [{ hooks: toolHooks }];
  return {
    disableAllHooks: false,
    hooks: {
      PreToolUse: [{ matcher: EVERY_TOOL_BUT_THE_CLAIM, hooks: toolHooks }],
      PostToolUse: toolHook,
      PostToolUseFailure: toolHook,
      Stop: [{ hooks: [{ type: "command", command, timeout: 120 }] }]
    }
  };
}
function defaultHookCommand() {
  return [process.execPath, locateHookProgram()];
}
function locateHookProgram() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = fixLoopPackageRoot();
  const candidates = [
    path.join(here, "hooks.js"),
    ...root ? [path.join(root, "dist", "hooks.js")] : []
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new HookProgramMissingError(
    `fix-loop's hook program is missing (looked for ${candidates.join(", ")}): run \`npm run build\` in the fix-loop package.`
  );
}

// src/agent/claude-binary.ts
import path2 from "node:path";
var INSTALL_HINT = "install it with `npm i -D @anthropic-ai/claude-code`, or set fix.claude.path / FIX_LOOP_CLAUDE";
var ClaudeNotFoundError = class extends UserError {
  name = "ClaudeNotFoundError";
};
async function resolveClaudeBinary(options) {
  const configured = nonEmpty(options.configPath);
  if (configured) return explicit(configured, "config", "fix.claude.path", options);
  const fromEnv = nonEmpty(options.env.FIX_LOOP_CLAUDE);
  if (fromEnv) return explicit(fromEnv, "FIX_LOOP_CLAUDE", "FIX_LOOP_CLAUDE", options);
  const own2 = fixLoopPackageRoot();
  const places = [
    { path: path2.join(options.cwd, "node_modules", ".bin"), source: "project" },
    ...pathFolders(options.env).map((dir) => ({ path: dir, source: "PATH" }))
  ];
  if (own2) places.push({ path: path2.join(own2, "node_modules", ".bin"), source: "fix-loop" });
  for (const place of places) {
    const candidate = path2.join(place.path, "claude");
    if (await isExecutable(candidate)) return { path: candidate, source: place.source };
  }
  throw new ClaudeNotFoundError(`Claude Code was not found: ${INSTALL_HINT}.`);
}
async function explicit(value, source, setting, options) {
  const candidates = value.includes("/") ? [path2.resolve(options.cwd, value)] : pathFolders(options.env).map((dir) => path2.join(dir, value));
  for (const candidate of candidates) {
    if (await isExecutable(candidate)) return { path: candidate, source };
  }
  const where = value.includes("/") ? candidates[0] : `${value} (looked up on PATH)`;
  throw new ClaudeNotFoundError(
    `Claude Code was not found: ${setting} is ${JSON.stringify(value)}, but ${where} is not an executable file. Fix ${setting}, or ${INSTALL_HINT.replace("install it", "install Claude Code")}.`
  );
}
function nonEmpty(value) {
  return value && value.trim() !== "" ? value.trim() : null;
}

// src/agent/model-failure.ts
var AUTH_CODES = /* @__PURE__ */ new Set(["authentication_failed"]);
var QUOTA_CODES = /* @__PURE__ */ new Set(["rate_limit", "billing_error"]);
var MODEL_CODES = /* @__PURE__ */ new Set(["model_not_found"]);
var AUTH_TYPES = /* @__PURE__ */ new Set(["authentication_error", "permission_error"]);
var QUOTA_TYPES = /* @__PURE__ */ new Set(["rate_limit_error", "overloaded_error"]);
function modelFailureOf(transcript) {
  if (!transcript.isError) return null;
  const { status, type, code } = transcript.apiError ?? { status: null, type: null, code: null };
  const text = transcript.text;
  const words = text.trim() || [status, type ?? code].filter(Boolean).join(" ");
  const is = (codes, types, statuses, pattern) => code !== null && codes.has(code) || type !== null && types.has(type) || status !== null && statuses.includes(status) || pattern.test(text);
  if (is(AUTH_CODES, AUTH_TYPES, [401, 403], /not logged in|invalid api key|oauth token/i))
    return { kind: "auth", words };
  if (is(QUOTA_CODES, QUOTA_TYPES, [402, 429, 529], /credit balance|usage limit|rate limit/i))
    return { kind: "quota", words };
  const unknownModel = code !== null && MODEL_CODES.has(code) || status === 404 && type === "not_found_error" || /issue with the selected model/i.test(text);
  if (unknownModel) return { kind: "model", words };
  return code === "connection_failed" || UNREACHABLE.test(text) ? { kind: "unreachable", words } : null;
}
var UNREACHABLE = /\((?:ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\)|can't reach the api server|connection refused|request timed out|connection error/i;
var REMEDY = {
  auth: "check the credential Claude Code uses (ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN, or claude auth login)",
  quota: "wait for the limit to reset or add credit, then run again",
  model: "fix the model name (fix.claude.model or a strategy's model in the config)",
  unreachable: "check the network, DNS, a proxy or ANTHROPIC_BASE_URL where fix-loop runs, then run again"
};
var WHAT = {
  auth: "the API refused the credential",
  quota: "out of quota",
  model: "unknown model name",
  unreachable: "cannot reach the API"
};
function describeModelFailure(failure) {
  return `the model: ${WHAT[failure.kind]}: "${failure.words}"; ${REMEDY[failure.kind]}`;
}

// src/agent/strategies.ts
var LOCAL_TOOLS = ["Read", "Grep", "Glob", "Edit", "Write", "Bash"];
var WEB_TOOLS = [...LOCAL_TOOLS, "WebSearch", "WebFetch"];
var MINUTE = 6e4;
var DEFAULT_STRATEGIES = Object.freeze([
  {
    name: "local",
    tools: [...LOCAL_TOOLS],
    maxTurns: 30,
    budgetUsd: 2,
    timeoutMs: 15 * MINUTE,
    model: null,
    brief: "Work from the evidence and the code in this repository. Read the failing test and the code it exercises, find the cause, and make the smallest change that fixes it.",
    promptFile: null
  },
  {
    name: "web",
    tools: [...WEB_TOOLS],
    maxTurns: 40,
    budgetUsd: 3,
    timeoutMs: 20 * MINUTE,
    model: null,
    brief: "The earlier attempt did not fix it. You may search the web: look up the exact error message, the versions of the libraries involved, and known issues or changed APIs.",
    promptFile: null
  },
  {
    name: "deep",
    tools: [...WEB_TOOLS],
    maxTurns: 80,
    budgetUsd: 5,
    timeoutMs: 30 * MINUTE,
    model: null,
    brief: "Earlier attempts did not fix it, so the cause is likely not where it first appears. Search the whole codebase for similar patterns, review the architecture around the failure (configuration, start-up order, data flow between services), and question the assumptions of the earlier attempts before changing anything.",
    promptFile: null
  }
]);
function resolveStrategies(configured) {
  if (!configured || configured.length === 0) return DEFAULT_STRATEGIES.map(copyStrategy);
  return configured.map((step, index) => {
    const base = DEFAULT_STRATEGIES.find((strategy2) => strategy2.name === step.name) ?? DEFAULT_STRATEGIES[Math.min(index, DEFAULT_STRATEGIES.length - 1)];
    const strategy = copyStrategy(base);
    strategy.name = step.name;
    if (step.tools) strategy.tools = [...step.tools];
    if (step.model) strategy.model = step.model;
    if (step["max-turns"]) strategy.maxTurns = step["max-turns"];
    if (step["budget-usd"]) strategy.budgetUsd = step["budget-usd"];
    if (step.timeout) strategy.timeoutMs = step.timeout;
    if (step.prompt) strategy.promptFile = step.prompt;
    return strategy;
  });
}
function copyStrategy(strategy) {
  return { ...strategy, tools: [...strategy.tools] };
}

// src/agent/claim-json-schema.ts
var FIELD_DESCRIPTIONS = {
  status: "fixed: you changed the code and expect the failing tests to pass now; not_fixed otherwise",
  root_cause: "The cause of the failure in one or two sentences, naming the file and function",
  files_changed: "Project-relative paths of the files you changed",
  tests_run: "The commands you ran to check the fix (exactly as run), or an empty list",
  reasoning: "Why the change fixes the cause, or why you could not fix it"
};
function claimJsonSchema() {
  const { $schema: _dialect, ...schema } = toJSONSchema(claimSchema);
  const properties = schema.properties;
  for (const [name, description] of Object.entries(FIELD_DESCRIPTIONS)) {
    if (properties[name]) properties[name] = { ...properties[name], description };
  }
  return schema;
}

// src/agent/claude-arguments.ts
var DEFAULT_DISALLOWED_TOOLS = Object.freeze([
  "Bash(git commit *)",
  "Bash(git push *)",
  "Bash(git reset *)",
  "Bash(git checkout *)",
  "Bash(git switch *)",
  "Bash(git restore *)",
  "Bash(git stash *)",
  "Bash(git clean *)",
  "Bash(git rebase *)"
]);
function claudeArguments(options, settingsFile) {
  const schema = options.jsonSchema === void 0 ? claimJsonSchema() : options.jsonSchema;
  const allowed = options.allowedTools ?? options.tools;
  const disallowed = options.disallowedTools ?? DEFAULT_DISALLOWED_TOOLS;
  return [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--settings",
    settingsFile,
    "--permission-mode",
    "acceptEdits",
    "--tools",
    options.tools.join(","),
    ...allowed.length > 0 ? ["--allowedTools", allowed.join(",")] : [],
    ...disallowed.length > 0 ? ["--disallowedTools", disallowed.join(",")] : [],
    ...schema ? ["--json-schema", JSON.stringify(schema)] : [],
    "--max-turns",
    String(options.maxTurns),
    ...options.budgetUsd ? ["--max-budget-usd", String(options.budgetUsd)] : [],
    ...options.model ? ["--model", options.model] : [],
    ...options.appendSystemPrompt ? ["--append-system-prompt", options.appendSystemPrompt] : []
  ];
}

// src/agent/run-agent.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile as readFile2, writeFile } from "node:fs/promises";
import path6 from "node:path";

// src/hooks/hook-error-log.ts
var HOOK_ERROR_LOG = "hook-errors.log";

// src/hooks/ledger.ts
import { appendFileSync, readFileSync } from "node:fs";
import path3 from "node:path";

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}

// src/hooks/ledger.ts
var ledgerEntrySchema = object({
  at: string(),
  event: _enum(["PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"]),
  sessionId: string(),
  tool: nullable(string()),
  toolUseId: nullable(string()),
  /** Equal keys mean identical calls (same tool, same input; a Bash description does not count). */
  key: nullable(string()),
  /** The tool input with long strings cut short. */
  input: nullable(record(string(), unknown())),
  /**
   * deny (PreToolUse), context added (Post*), block (Stop); warn: the agent was told and the
   * call went ahead; observe: a guard fired and nothing was said; null when no guard fired.
   */
  decision: nullable(_enum(["deny", "context", "block", "warn", "observe"])),
  /** The guard that fired (absent in ledgers written before guards were named). */
  guard: optional(nullable(_enum(GUARD_NAMES))),
  reason: nullable(string()),
  /** The failure text of a PostToolUseFailure, cut short. */
  error: nullable(string())
});
var LEDGER_FILE = "ledger.jsonl";
var MAX_STRING = 400;
function ledgerPath(stateDir) {
  return path3.join(stateDir, LEDGER_FILE);
}
function readLedger(stateDir) {
  let text;
  try {
    text = readFileSync(ledgerPath(stateDir), "utf8");
  } catch {
    return [];
  }
  const entries = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const parsed = ledgerEntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
    } catch {
    }
  }
  return entries;
}
var MAX_COMMAND = 4e3;
function boundedText(text, max = MAX_STRING) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026 (${text.length - max} more characters)`;
}

// src/hooks/worktree-baseline.ts
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  lstatSync,
  readdirSync,
  readFileSync as readFileSync2,
  realpathSync,
  statSync,
  writeFileSync
} from "node:fs";
import path4 from "node:path";
var BASELINE_FILE = "worktree-baseline.json";
function recordWorktreeBaseline(stateDir, cwd, copy = null) {
  const record2 = copy ? { kind: "files", fingerprint: filesFingerprint(inCopy(cwd, copy)) } : { kind: "git", fingerprint: worktreeFingerprint(cwd) };
  writeFileSync(path4.join(stateDir, BASELINE_FILE), JSON.stringify(record2));
}
function inCopy(cwd, copy) {
  return path4.join(copy.folder, path4.relative(copy.over, realpathSync(cwd)));
}
var NOT_FINGERPRINTED = /* @__PURE__ */ new Set([".git", "node_modules"]);
function filesFingerprint(top) {
  const lines = [];
  const walk = (relative) => {
    const entries = readdirSync(path4.join(top, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_FINGERPRINTED.has(entry.name)) walk(child);
        continue;
      }
      try {
        const stat = lstatSync(path4.join(top, child));
        lines.push(`${child}\0${stat.mode}:${stat.size}:${stat.mtimeMs}`);
      } catch {
      }
    }
  };
  try {
    walk("");
  } catch {
    return null;
  }
  return createHash("sha1").update(lines.sort().join("\n")).digest("hex");
}
function worktreeFingerprint(cwd) {
  let status;
  try {
    const args = [
      ...HARDENED_GIT_OPTIONS,
      "status",
      "--porcelain=v1",
      "-z",
      "--untracked-files=all"
    ];
    status = execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024
    });
  } catch {
    return null;
  }
  const hash = createHash("sha1").update(status);
  for (const field of status.split("\0")) {
    const file = field.slice(3);
    if (field.length < 4 || file === "") continue;
    try {
      const stat = statSync(path4.join(cwd, file));
      hash.update(`\0${stat.size}:${stat.mtimeMs}`);
    } catch {
      hash.update("\0gone");
    }
  }
  return hash.digest("hex");
}

// src/process/drain-ended.ts
import { readdir, readFile, rm } from "node:fs/promises";
import path5 from "node:path";
async function drainEnded(runAs) {
  const folder = runAs?.namespace?.reports;
  if (!folder) return [];
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".ended"));
  const ended = [];
  for (const name of names.sort()) {
    const file = path5.join(folder, name);
    const text = await readFile(file, "utf8").catch(() => "");
    await rm(file, { force: true });
    for (const line of text.split("\n")) {
      const [pid = "", ...words] = line.split("	");
      const command = words.join("	").trim();
      if (/^\d+$/.test(pid) && command !== "") ended.push({ pid: Number(pid), command });
    }
  }
  return ended;
}

// src/agent/claude-environment.ts
var MAX_API_RETRIES = 5;
function claudeEnvironment(env, marker) {
  return {
    CLAUDE_CODE_MAX_RETRIES: String(MAX_API_RETRIES),
    ...env,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    [SESSION_MARKER]: marker
  };
}

// src/agent/claude-process.ts
import { createInterface } from "node:readline";
var STDERR_TAIL_BYTES = 4096;
var STREAM_DRAIN_MS = 500;
var KILL_GRACE_MS = 1e3;
async function runClaudeProcess(options) {
  let stderrTail = "";
  const as = runAsUser({ file: options.binary, args: options.args }, options.env, options.runAs);
  const child = execa(as.target.file, as.target.args, {
    cwd: options.cwd,
    env: as.env,
    extendEnv: false,
    input: options.input,
    detached: true,
    buffer: false,
    reject: false
  });
  const watch = supervise(child.pid, {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    graceMs: KILL_GRACE_MS,
    runAs: options.runAs
  });
  child.stderr?.on("data", (chunk) => {
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
  });
  const stdout = child.stdout;
  const streamDone = stdout ? (async () => {
    for await (const line of createInterface({ input: stdout, crlfDelay: Infinity })) {
      options.onLine(line);
    }
  })().catch(() => void 0) : Promise.resolve();
  const result = await child;
  watch.settle();
  await watch.stop();
  watch.release();
  if (!await settlesWithin(streamDone, STREAM_DRAIN_MS)) stdout?.destroy();
  const exitCode = typeof result.exitCode === "number" ? result.exitCode : null;
  const neverStarted = result.failed && exitCode === null && result.signal === void 0 && !watch.timedOut && !watch.aborted;
  return {
    exitCode,
    timedOut: watch.timedOut,
    aborted: watch.aborted,
    spawnError: neverStarted ? describeSpawnFailure(result, options.binary) : null,
    stderrTail: stderrTail.trim()
  };
}
function describeSpawnFailure(result, binary) {
  const why = result.code === "ENOENT" ? `${binary} does not exist` : result.code === "EACCES" ? `${binary} is not executable` : result.shortMessage ?? result.code ?? "unknown error";
  return `Claude Code could not be started: ${why}`;
}

// src/agent/stream-parser.ts
var TEXT_LIMIT = 8e3;
var STRUCTURED_OUTPUT_TOOL = "StructuredOutput";
var StreamParser = class {
  part = {
    resultSubtype: null,
    isError: false,
    turns: 0,
    costUsd: 0,
    sessionId: null,
    model: null,
    offeredTools: [],
    claim: null,
    toolCalls: [],
    text: "",
    notes: [],
    apiError: null
  };
  sawResult = false;
  resultErrors = [];
  /** Tool-use ids the CLI reported as permission denials (hooks' included). */
  deniedIds = /* @__PURE__ */ new Set();
  nonJsonLines = 0;
  firstNonJson = null;
  byId = /* @__PURE__ */ new Map();
  /** Takes one line; returns the parsed message (or null for blank and non-JSON lines). */
  line(text) {
    if (text.trim() === "") return null;
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.nonJsonLines += 1;
      this.firstNonJson ??= text.slice(0, 200);
      return null;
    }
    if (!isRecord(message)) return null;
    this.take(message);
    return message;
  }
  /** The findings once the stream has ended, with notes about anything odd in it. */
  finish() {
    if (this.nonJsonLines > 0) {
      this.part.notes.push(
        `${this.nonJsonLines} output line(s) were not JSON, the first: ${JSON.stringify(this.firstNonJson)}`
      );
    }
    for (const call of this.part.toolCalls) {
      if (this.deniedIds.has(call.id)) call.denied = true;
    }
    return { part: this.part, sawResult: this.sawResult, resultErrors: this.resultErrors };
  }
  take(message) {
    const found = this.part;
    if (typeof message.session_id === "string") found.sessionId = message.session_id;
    switch (message.type) {
      case "system":
        if (message.subtype === "init") {
          if (Array.isArray(message.tools)) found.offeredTools = message.tools.filter(isString);
          if (typeof message.model === "string") found.model = message.model;
        }
        return;
      case "assistant":
        for (const block of contentOf(message)) this.takeToolUse(block);
        if (message.is_api_error_message === true && typeof message.error === "string")
          this.part.apiError = { ...this.apiError(), code: message.error };
        return;
      case "user":
        for (const block of contentOf(message)) this.takeToolResult(block);
        return;
      case "result":
        this.takeResult(message);
        return;
    }
  }
  apiError() {
    return this.part.apiError ?? { status: null, type: null, code: null };
  }
  takeToolUse(block) {
    const { id, name } = block;
    if (block.type !== "tool_use" || typeof id !== "string" || typeof name !== "string") return;
    if (name === STRUCTURED_OUTPUT_TOOL || this.byId.has(id)) return;
    const call = { id, name, input: isRecord(block.input) ? block.input : {} };
    this.byId.set(call.id, call);
    this.part.toolCalls.push(call);
  }
  takeToolResult(block) {
    if (block.type !== "tool_result" || typeof block.tool_use_id !== "string") return;
    const call = this.byId.get(block.tool_use_id);
    if (!call) return;
    call.isError = block.is_error === true;
    if (call.isError && /^PreToolUse:\S+ hook (error|denied)/.test(textOf(block.content)))
      call.denied = true;
  }
  takeResult(message) {
    const found = this.part;
    this.sawResult = true;
    found.resultSubtype = typeof message.subtype === "string" ? message.subtype : null;
    found.isError = message.is_error === true;
    found.turns = typeof message.num_turns === "number" ? message.num_turns : found.turns;
    found.costUsd = typeof message.total_cost_usd === "number" ? message.total_cost_usd : found.costUsd;
    if (typeof message.result === "string") found.text = bounded(message.result);
    if (Array.isArray(message.errors)) this.resultErrors = message.errors.filter(isString);
    if (typeof message.api_error_status === "number" || typeof message.api_error_type === "string") {
      found.apiError = {
        ...this.apiError(),
        status: typeof message.api_error_status === "number" ? message.api_error_status : null,
        type: typeof message.api_error_type === "string" ? message.api_error_type : null
      };
    }
    if (Array.isArray(message.permission_denials)) {
      for (const denial of message.permission_denials) {
        if (isRecord(denial) && typeof denial.tool_use_id === "string")
          this.deniedIds.add(denial.tool_use_id);
      }
    }
    if (message.structured_output !== void 0 && message.structured_output !== null) {
      const claim = claimSchema.safeParse(message.structured_output);
      if (claim.success) found.claim = claim.data;
      else {
        found.notes.push(
          `the structured claim did not match the claim schema (${claim.error.issues.map((issue) => `${issue.path.join(".") || "claim"}: ${issue.message}`).join("; ")})`
        );
      }
    }
  }
};
function contentOf(message) {
  const inner = message.message;
  if (!isRecord(inner) || !Array.isArray(inner.content)) return [];
  return inner.content.filter(isRecord);
}
function textOf(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((part) => isRecord(part) && typeof part.text === "string" ? part.text : "").join("\n");
}
function bounded(text) {
  return text.length <= TEXT_LIMIT ? text : `${text.slice(0, TEXT_LIMIT)}
\u2026 (${text.length - TEXT_LIMIT} more characters)`;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isString(value) {
  return typeof value === "string";
}

// src/agent/run-agent.ts
async function runAgent(options) {
  const started = performance.now();
  const parser = new StreamParser();
  const marker = randomBytes(16).toString("hex");
  let end;
  try {
    const settingsFile = await prepareSessionFiles(options);
    end = await runClaudeProcess({
      binary: options.claudePath,
      args: claudeArguments(options, settingsFile),
      cwd: options.cwd,
      env: claudeEnvironment(options.env, marker),
      input: options.prompt,
      runAs: options.runAs,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      onLine: (line) => {
        const message = parser.line(line);
        if (message) options.onMessage?.(message);
      }
    });
  } catch (error) {
    const why = messageOf(error);
    end = { exitCode: null, timedOut: false, aborted: false, spawnError: why, stderrTail: "" };
  }
  const leftovers = await endLeftovers(options, marker).catch(() => []);
  const findings = parser.finish();
  const ledger = readLedger(options.stateDir);
  return {
    ...findings.part,
    modelFailure: findings.sawResult ? modelFailureOf(findings.part) : null,
    outcome: end.timedOut ? "timeout" : end.aborted || end.spawnError || !findings.sawResult ? "error" : "completed",
    ledger,
    marker,
    leftovers,
    stderrTail: end.stderrTail,
    exitCode: end.exitCode,
    durationMs: Math.round(performance.now() - started),
    error: whyNotCompleted(end, findings, options.timeoutMs),
    notes: [
      ...findings.part.notes,
      ...await hookNotes(options.stateDir, findings.part, ledger),
      ...toolNotes(options.tools, findings.part)
    ]
  };
}
async function prepareSessionFiles(options) {
  await mkdir(options.stateDir, { recursive: true });
  shareFolder(options.stateDir, options.runAs);
  const settings = buildHookSettings({
    stateDir: options.stateDir,
    projectRoot: options.cwd,
    protectedGlobs: options.guards?.protectedGlobs ?? [],
    newFileGlobs: options.guards?.newFileGlobs ?? [],
    repeatLimit: options.guards?.repeatLimit ?? 3,
    failureLimit: options.guards?.failureLimit ?? 5,
    mode: options.guards?.mode ?? "block",
    ...options.hookCommand ? { hookCommand: options.hookCommand } : {}
  });
  const settingsFile = path6.join(options.stateDir, "settings.json");
  await writeFile(settingsFile, JSON.stringify(settings, null, 2));
  recordWorktreeBaseline(options.stateDir, options.cwd, options.runAs?.namespace?.copy ?? null);
  return settingsFile;
}
function whyNotCompleted(end, findings, timeoutMs) {
  if (end.timedOut) {
    const seconds = Math.round(timeoutMs / 1e3);
    return `the agent did not finish within ${seconds} s; its process tree was killed`;
  }
  if (end.aborted) return "aborted: the agent's process tree was killed";
  if (end.spawnError) return end.spawnError;
  if (!findings.sawResult) {
    const how = end.exitCode === null ? "was killed by a signal" : `exited with code ${end.exitCode}`;
    const last = lastLine(end.stderrTail);
    return `Claude Code ${how} without a result message${last ? `: ${last}` : ""}`;
  }
  if (findings.part.isError) {
    return findings.resultErrors.join("; ") || findings.part.text.trim() || `Claude Code ended with ${findings.part.resultSubtype ?? "an error"}`;
  }
  return null;
}
async function hookNotes(stateDir, part, ledger) {
  const notes = [];
  if (part.toolCalls.length > 0 && !ledger.some((entry) => entry.event === "PreToolUse")) {
    notes.push(
      `the guard hooks did not run: ${part.toolCalls.length} tool call(s) and an empty ledger (Claude Code ignores a --settings file it cannot validate; check the hook command in ${path6.join(stateDir, "settings.json")})`
    );
  }
  const log = await readFile2(path6.join(stateDir, HOOK_ERROR_LOG), "utf8").catch(() => "");
  if (log.trim() !== "") {
    const first = (log.split("\n")[0] ?? "").slice(0, 300);
    notes.push(
      `the hook program hit an internal error (see ${path6.join(stateDir, HOOK_ERROR_LOG)}): ${first}`
    );
  }
  return notes;
}
function toolNotes(requested, part) {
  if (part.offeredTools.length === 0) return [];
  const missing = requested.filter((tool) => !part.offeredTools.includes(tool));
  return missing.length > 0 ? [`tools requested but not offered by this Claude Code: ${missing.join(", ")}`] : [];
}
function lastLine(text) {
  const lines = text.trim().split("\n");
  return (lines[lines.length - 1] ?? "").slice(0, 300);
}
function endLeftovers(options, marker) {
  if (options.runAs?.namespace) return drainEnded(options.runAs);
  if (options.runAs) return killUserProcesses(options.runAs, { spare: options.spare?.() ?? [] });
  return killMarkedProcesses(marker);
}

export {
  ClaudeNotFoundError,
  resolveClaudeBinary,
  HookProgramMissingError,
  defaultHookCommand,
  locateHookProgram,
  MAX_COMMAND,
  boundedText,
  drainEnded,
  describeModelFailure,
  runAgent,
  LOCAL_TOOLS,
  resolveStrategies
};
