import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  BundleRefusedError,
  normaliseProjectDir,
  pathChecker,
  show
} from "./action-chunk-YO45D3B2.js";
import {
  keptAttempt
} from "./action-chunk-IWEHKMLI.js";
import {
  PENDING_SUFFIX,
  readFrameworkStamp
} from "./action-chunk-BPJEQ3KB.js";
import {
  VERSION,
  require_picomatch,
  reviewStateOf
} from "./action-chunk-SLG3UUXN.js";
import {
  guardReportSchema,
  resultsSchema
} from "./action-chunk-KIINKITQ.js";
import {
  createRedactor
} from "./action-chunk-DRGHGIZG.js";
import {
  HARDENED_GIT_OPTIONS,
  hardenedGitEnv
} from "./action-chunk-JXTGLSA4.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  string
} from "./action-chunk-BM5MFDKU.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import {
  __toESM
} from "./action-chunk-NSKS7F4O.js";

// src/bundle/layout.ts
import { createHash } from "node:crypto";
var MANIFEST_FILE = "manifest.json";
var PATCH_FILE = "patch.diff";
var RESULTS_FILE = "results.json";
function bundleDirName(group) {
  return `fix-bundle-${group}`;
}
function sha256Hex(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function bundleSha256(bytes) {
  const hash = createHash("sha256");
  for (const [name, content] of [
    [MANIFEST_FILE, bytes.manifest],
    [PATCH_FILE, bytes.patch],
    [RESULTS_FILE, bytes.results]
  ]) {
    hash.update(`${name} ${content.byteLength}
`);
    hash.update(content);
  }
  return hash.digest("hex");
}

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

// src/bundle/manifest.ts
var BUNDLE_SCHEMA_VERSION = 1;
var PLAN_GROUP = "plan";
var GROUP_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var SHA256 = /^[0-9a-f]{64}$/;
var COMMIT = /^[0-9a-f]{40}$/;
var groupIdSchema = string().regex(GROUP_ID_PATTERN, "a group id is 1 to 64 letters, digits, dots, dashes or underscores");
var sha256Schema = string().regex(SHA256, "a sha256 is 64 lowercase hex digits");
var fileModeSchema = _enum(["100644", "100755", "120000", "160000"]);
var manifestFileSchema = object({
  /** Repository-relative, forward slashes, as in the patch. */
  path: string().min(1),
  change: _enum(["added", "modified", "deleted"]),
  /** The mode after the change; null when deleted. */
  mode: fileModeSchema.nullable(),
  /** sha256 of the new content as git stores it (the blob); null when deleted. */
  sha256: sha256Schema.nullable()
}).strict().refine((file) => file.change === "deleted" === (file.sha256 === null), {
  message: "sha256 is null exactly when the file is deleted"
}).refine((file) => file.change === "deleted" === (file.mode === null), {
  message: "mode is null exactly when the file is deleted"
});
var attemptSummarySchema = object({
  attempt: number().int().positive(),
  strategy: string(),
  /** The engine's verification passed (the group's tests and no regression). */
  passed: boolean(),
  /** The agent's claim matched the engine's verification. */
  agreed: boolean(),
  rejected: string().nullable(),
  costUsd: number().nonnegative()
}).strict();
var manifestSchema = object({
  schema: literal(BUNDLE_SCHEMA_VERSION),
  kind: literal("fix-loop-bundle"),
  tool: object({ name: literal("fix-loop"), version: string() }).strict(),
  group: groupIdSchema,
  baseSha: string().regex(COMMIT, "baseSha is a full 40-digit commit id"),
  patch: object({ bytes: number().int().nonnegative(), sha256: sha256Schema }).strict(),
  files: array(manifestFileSchema).min(1),
  attempts: array(attemptSummarySchema),
  /** The attempt whose change this bundle holds; null in a plan bundle (no fix attempt). */
  kept: number().int().positive().nullable(),
  /** Whether the kept attempt's claim agreed with the engine, and the run's trust so far. */
  agreed: boolean(),
  trust: object({
    score: number().min(0).max(1).nullable(),
    agreed: number().int().nonnegative(),
    total: number().int().nonnegative()
  }).strict(),
  /**
   * Present in a plan bundle (mode: plan): the files are new test scripts held for review,
   * checked by the plan rule (src/bundle/plan-rules.ts) and published as a review pull request.
   */
  plan: object({
    /** The plan run's report (src/results/plan-report.ts). */
    report: planReportSchema,
    /** The review summary a person reads: the review pull request's body. */
    review: string().max(64 * 1024)
  }).strict().optional()
}).strict().refine((manifest) => manifest.kept === null === (manifest.plan !== void 0), {
  message: "kept is null exactly in a plan bundle"
}).refine((manifest) => !manifest.plan || manifest.group === PLAN_GROUP, {
  message: `a plan bundle's group is ${PLAN_GROUP}`
});

// src/bundle/verdict.ts
var VerdictError = class extends Error {
  name = "VerdictError";
};
var MAX_REVIEW_CHARS = 6e4;
var MAX_VERDICT_CHARS = 256 * 1024;
var entrySchema = object({
  group: groupIdSchema,
  sha256: sha256Schema,
  review: string().max(MAX_REVIEW_CHARS).optional()
}).strict();
var listSchema = array(entrySchema).max(256);
function formatVerdict(entries) {
  const valid = listSchema.parse(
    entries.map(({ group, sha256, review }) => ({
      group,
      sha256,
      ...review === void 0 ? {} : { review: cutReview(review) }
    }))
  );
  return JSON.stringify(mergeEntries(valid));
}
function parseVerdict(text, legGroups = []) {
  if (text.length > MAX_VERDICT_CHARS) {
    throw new VerdictError(`the verdict is ${text.length} characters, over ${MAX_VERDICT_CHARS}`);
  }
  const json = parseJson(text, "the verdict");
  if (Array.isArray(json)) {
    if (legGroups.length > 0)
      throw new VerdictError(
        "the verdict is one list, but groups were given: pass the check job's outputs (toJSON(needs.check.outputs)), one verdict-<job-index> per leg"
      );
    return mergeEntries(parseList(json, "the verdict"));
  }
  if (json === null || typeof json !== "object") {
    throw new VerdictError(
      "the verdict must be a JSON array of {group, sha256}, or the check job's outputs as a JSON object"
    );
  }
  const entries = [];
  for (const [name, value] of Object.entries(json)) {
    if (typeof value !== "string")
      throw new VerdictError(`output ${JSON.stringify(name)} is not a string`);
    if (value.trim() === "") continue;
    const what = `output ${JSON.stringify(name)}`;
    const list = parseList(parseJson(value, what), what);
    if (legGroups.length > 0) checkLegSpeaksForItself(name, list, legGroups);
    entries.push(...list);
  }
  return mergeEntries(entries);
}
function checkLegSpeaksForItself(name, entries, legGroups) {
  const index = /^verdict-(\d+)$/.exec(name)?.[1];
  if (index === void 0)
    throw new VerdictError(
      `output ${JSON.stringify(name)} is not a leg's verdict (verdict-<job-index>), so no group is its own`
    );
  const own = legGroups[Number(index)];
  for (const entry of entries) {
    if (entry.group !== own)
      throw new VerdictError(
        `output ${JSON.stringify(name)} names group ${entry.group}, but leg ${index} checked ${own === void 0 ? "no group" : `group ${own}`}: a leg's verdict speaks only for its own group`
      );
  }
}
function acceptBundle(bundle, verdict) {
  const group = bundle.manifest.group;
  const passed = verdict.find((entry) => entry.group === group);
  if (!passed) {
    throw new BundleRefusedError([`check did not pass a bundle for group ${group}`]);
  }
  if (passed.sha256 !== bundle.sha256) {
    throw new BundleRefusedError([
      `the bundle for group ${group} changed after check: check passed sha256 ${passed.sha256}, this one is ${bundle.sha256}`
    ]);
  }
  return passed;
}
function parseJson(text, what) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new VerdictError(`${what} is not JSON: ${messageOf(error)}`);
  }
}
function parseList(json, what) {
  const parsed = listSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  throw new VerdictError(
    `${what} is not a list of {group, sha256}${where}: ${issue?.message ?? "invalid"}`
  );
}
function cutReview(review) {
  if (review.length <= MAX_REVIEW_CHARS) return review;
  const note = "\n\n(cut: the review is longer than a pull request's body holds)\n";
  return `${review.slice(0, MAX_REVIEW_CHARS - note.length)}${note}`;
}
function mergeEntries(entries) {
  const byGroup = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const known = byGroup.get(entry.group);
    if (known && (known.sha256 !== entry.sha256 || known.review !== entry.review)) {
      throw new VerdictError(`the verdict names two different bundles for group ${entry.group}`);
    }
    byGroup.set(entry.group, entry);
  }
  return [...byGroup.values()].sort((a, b) => a.group < b.group ? -1 : a.group > b.group ? 1 : 0);
}

// src/bundle/run-bytes.ts
import { spawn } from "node:child_process";
var MAX_BYTES = 1e8;
function runBytes(file, args, options) {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"]
    });
    const out = [];
    const err = [];
    let held = 0;
    let problem = null;
    const keep = (into) => (chunk) => {
      held += chunk.byteLength;
      if (held > MAX_BYTES) {
        problem ??= `${file} said more than ${MAX_BYTES} bytes`;
        child.kill("SIGKILL");
        return;
      }
      into.push(chunk);
    };
    child.stdout?.on("data", keep(out));
    child.stderr?.on("data", keep(err));
    child.on("error", (error) => {
      problem ??= error.message;
    });
    if (child.stdin) {
      child.stdin.on("error", () => {
      });
      child.stdin.end(options.input);
    }
    child.on(
      "close",
      (code) => resolve({
        exitCode: problem === null ? code : null,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
        problem
      })
    );
  });
}

// src/bundle/bundle-git.ts
var BUNDLE_OPTIONS = ["-c", "protocol.allow=never", "-c", "core.quotePath=true"];
var BUNDLE_ENV = {
  GIT_NO_REPLACE_OBJECTS: "1",
  GIT_LITERAL_PATHSPECS: "1",
  GIT_ATTR_NOSYSTEM: "1"
};
var BundleGitError = class extends Error {
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
  reason;
  name = "BundleGitError";
};
async function bundleGitBytes(cwd, args, options = {}) {
  const result = await runBytes("git", [...HARDENED_GIT_OPTIONS, ...BUNDLE_OPTIONS, ...args], {
    cwd,
    env: hardenedGitEnv({ ...options.env, ...BUNDLE_ENV }),
    input: options.input
  });
  if (result.exitCode !== 0) {
    const why = result.stderr.toString("utf8").trim() || result.problem || `exit code ${result.exitCode}`;
    throw new BundleGitError(`git ${args.join(" ")} failed in ${cwd}: ${why}`, why);
  }
  return result.stdout;
}
async function bundleGit(cwd, args, options = {}) {
  return (await bundleGitBytes(cwd, args, options)).toString("utf8");
}

// src/bundle/check-bundle.ts
import { lstat } from "node:fs/promises";
import path2 from "node:path";

// src/bundle/limits.ts
var DEFAULT_BUNDLE_LIMITS = Object.freeze({
  maxPatchBytes: 1024 * 1024,
  maxFiles: 50,
  maxManifestBytes: 256 * 1024,
  maxResultsBytes: 16 * 1024 * 1024
});
function bundleLimits(overrides = {}) {
  return { ...DEFAULT_BUNDLE_LIMITS, ...overrides };
}

// src/bundle/patch-names.ts
var ESCAPES = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  "\\": 92
};
var utf8 = new TextDecoder("utf-8", { fatal: true });
function readQuoted(text, start) {
  const bytes = [];
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') return { bytes, end: index + 1 };
    if (char !== "\\") {
      bytes.push(char.charCodeAt(0));
      index += 1;
      continue;
    }
    const next = text[index + 1] ?? "";
    const octal = /^[0-3][0-7][0-7]/.exec(text.slice(index + 1, index + 4));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      index += 4;
    } else if (next in ESCAPES) {
      bytes.push(ESCAPES[next]);
      index += 2;
    } else {
      return null;
    }
  }
  return null;
}
function decodeBytes(bytes) {
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}
function latin1Bytes(text) {
  return [...text].map((char) => char.charCodeAt(0));
}
function withoutPrefix(name, prefix) {
  return name.startsWith(prefix) ? name.slice(prefix.length) : null;
}
function decodeName(raw) {
  if (raw.startsWith('"')) {
    const quoted = readQuoted(raw, 0);
    if (!quoted || quoted.end !== raw.length) return null;
    return decodeBytes(quoted.bytes);
  }
  return decodeBytes(latin1Bytes(raw));
}
function gitHeaderPath(rest) {
  if (rest.startsWith('"')) {
    const first = readQuoted(rest, 0);
    if (!first || rest[first.end] !== " ") return null;
    const a2 = decodeBytes(first.bytes);
    const b2 = decodeName(rest.slice(first.end + 1));
    if (a2 === null || b2 === null) return null;
    const pathA = withoutPrefix(a2, "a/");
    return pathA !== null && pathA === withoutPrefix(b2, "b/") ? pathA : null;
  }
  if (rest.endsWith('"')) {
    const split = rest.indexOf(' "');
    if (split < 0) return null;
    const a2 = decodeName(rest.slice(0, split));
    const b2 = decodeName(rest.slice(split + 1));
    const pathA = a2 === null ? null : withoutPrefix(a2, "a/");
    return pathA !== null && b2 !== null && pathA === withoutPrefix(b2, "b/") ? pathA : null;
  }
  if ((rest.length - 5) % 2 !== 0) return null;
  const size = (rest.length - 5) / 2;
  const a = rest.slice(0, 2 + size);
  const b = rest.slice(2 + size + 1);
  if (rest[2 + size] !== " " || a.slice(2) !== b.slice(2)) return null;
  if (!a.startsWith("a/") || !b.startsWith("b/")) return null;
  return decodeName(a.slice(2));
}
function markerPath(raw, prefix) {
  const name = raw.startsWith('"') ? raw : raw.replace(/\t$/, "");
  if (name === "/dev/null") return null;
  const decoded = decodeName(name);
  if (decoded === null) return void 0;
  return withoutPrefix(decoded, prefix) ?? void 0;
}

// src/bundle/parse-patch.ts
var MODE = "([0-7]{6})";
var OBJECT = "([0-9a-f]{40}|[0-9a-f]{64})";
var HEADER = {
  oldMode: new RegExp(`^old mode ${MODE}$`),
  newMode: new RegExp(`^new mode ${MODE}$`),
  deleted: new RegExp(`^deleted file mode ${MODE}$`),
  added: new RegExp(`^new file mode ${MODE}$`),
  index: new RegExp(`^index ${OBJECT}\\.\\.${OBJECT}(?: ${MODE})?$`)
};
var RENAME_OR_COPY = /^(similarity index|dissimilarity index|rename from|rename to|copy from|copy to) /;
var HUNK = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;
var BINARY_CHUNK = /^(literal|delta) \d+$/;
var BASE85_LINE = /^[A-Za-z][0-9A-Za-z!#$%&()*+\-;<=>?@^_`{|}~]+$/;
function parsePatch(patch) {
  const text = Buffer.from(patch).toString("latin1");
  if (text.length === 0) return { files: [], problems: ["the patch is empty"] };
  if (text.includes("\0")) {
    return {
      files: [],
      problems: ["the patch holds a NUL byte; git writes binary changes as a GIT binary patch"]
    };
  }
  if (!text.endsWith("\n"))
    return { files: [], problems: ["the patch does not end with a new line"] };
  const reader = new PatchReader(text.slice(0, -1).split("\n"));
  reader.readAll();
  return { files: reader.files, problems: reader.problems };
}
function applyHeader(file, line) {
  const oldMode = HEADER.oldMode.exec(line)?.[1];
  const newMode = HEADER.newMode.exec(line)?.[1];
  const deleted = HEADER.deleted.exec(line)?.[1];
  const added = HEADER.added.exec(line)?.[1];
  const index = HEADER.index.exec(line);
  if (oldMode) file.oldMode = oldMode;
  else if (newMode) file.newMode = newMode;
  else if (deleted) {
    file.change = "deleted";
    file.oldMode = deleted;
  } else if (added) {
    file.change = "added";
    file.newMode = added;
  } else if (index) {
    const mode = index[3];
    if (mode && file.change === "modified") {
      file.oldMode ??= mode;
      file.newMode ??= mode;
    }
  } else {
    return false;
  }
  return true;
}
var PatchReader = class {
  constructor(lines) {
    this.lines = lines;
  }
  lines;
  files = [];
  problems = [];
  index = 0;
  readAll() {
    while (this.index < this.lines.length && this.problems.length === 0) this.readSection();
  }
  get line() {
    return this.lines[this.index];
  }
  fail(why) {
    this.problems.push(`patch line ${this.index + 1}: ${why}`);
  }
  readSection() {
    const first = this.line ?? "";
    if (!first.startsWith("diff --git ")) {
      this.fail(`expected a "diff --git" line, found ${show(first)}`);
      return;
    }
    const path8 = gitHeaderPath(first.slice("diff --git ".length));
    if (path8 === null) {
      this.fail(
        `cannot read one path from ${show(first)} (renames and copies are refused; names must be UTF-8)`
      );
      return;
    }
    this.index += 1;
    const file = {
      path: path8,
      change: "modified",
      oldMode: null,
      newMode: null,
      binary: false
    };
    if (!this.readHeaders(file)) return;
    const line = this.line;
    if (line?.startsWith("--- ")) this.readTextBody(file);
    else if (line === "GIT binary patch") this.readBinaryBody(file);
    else if (line?.startsWith("Binary files "))
      this.fail(`${show(path8)}: a binary change without its data (make the patch with --binary)`);
    else if (line !== void 0 && !line.startsWith("diff --git "))
      this.fail(`unexpected ${show(line)}`);
    else if (file.change === "modified" && file.oldMode === file.newMode)
      this.fail(`${show(path8)}: a section that changes nothing`);
    if (this.problems.length === 0) this.files.push(file);
  }
  /** The extended headers; false (with a problem) on a rename, a copy or an unknown line. */
  readHeaders(file) {
    for (let line = this.line; line !== void 0; line = this.line) {
      if (line.startsWith("--- ") || line === "GIT binary patch" || line.startsWith("diff --git ") || line.startsWith("Binary files ")) {
        break;
      }
      if (RENAME_OR_COPY.test(line)) {
        this.fail(
          `${show(file.path)}: renames and copies are refused (bundles are made with --no-renames)`
        );
        return false;
      }
      if (!applyHeader(file, line)) {
        this.fail(`${show(file.path)}: unknown header ${show(line)}`);
        return false;
      }
      this.index += 1;
    }
    if (file.change === "modified" && (file.oldMode === null || file.newMode === null)) {
      this.fail(`${show(file.path)}: no mode given (make the patch with --full-index)`);
      return false;
    }
    return true;
  }
  readTextBody(file) {
    const minus = markerPath((this.line ?? "").slice(4), "a/");
    this.index += 1;
    const plusLine = this.line ?? "";
    const plus = plusLine.startsWith("+++ ") ? markerPath(plusLine.slice(4), "b/") : void 0;
    const expectMinus = file.change === "added" ? null : file.path;
    const expectPlus = file.change === "deleted" ? null : file.path;
    if (minus !== expectMinus || plus !== expectPlus) {
      this.fail(
        `${show(file.path)}: the ---/+++ lines do not name the file of its "diff --git" line`
      );
      return;
    }
    this.index += 1;
    if (!HUNK.test(this.line ?? "")) {
      this.fail(`${show(file.path)}: expected a hunk ("@@ ... @@")`);
      return;
    }
    while (HUNK.test(this.line ?? "") && this.problems.length === 0) this.readHunk(file);
  }
  /** One hunk: exactly as many old and new lines as its header counts. */
  readHunk(file) {
    const header = HUNK.exec(this.line ?? "");
    let old = Number(header[1] ?? 1);
    let fresh = Number(header[2] ?? 1);
    this.index += 1;
    while (old > 0 || fresh > 0) {
      const line = this.line;
      const kind = line?.[0];
      if (kind === " ") {
        old -= 1;
        fresh -= 1;
      } else if (kind === "-") old -= 1;
      else if (kind === "+") fresh -= 1;
      else if (kind !== "\\") {
        this.fail(
          `${show(file.path)}: the hunk ends before its counted lines (${show(line ?? "end of patch")})`
        );
        return;
      }
      if (old < 0 || fresh < 0) {
        this.fail(`${show(file.path)}: the hunk holds more lines than its header counts`);
        return;
      }
      this.index += 1;
    }
    if (this.line?.startsWith("\\")) this.index += 1;
  }
  /** A forward chunk and, as git writes it, a reverse one: each `literal|delta N`, data, blank. */
  readBinaryBody(file) {
    file.binary = true;
    this.index += 1;
    for (let chunk = 0; chunk < 2; chunk++) {
      if (chunk === 1 && !BINARY_CHUNK.test(this.line ?? "")) return;
      if (!BINARY_CHUNK.test(this.line ?? "")) {
        this.fail(`${show(file.path)}: expected "literal N" or "delta N" in a binary patch`);
        return;
      }
      this.index += 1;
      let data = 0;
      while (this.line !== void 0 && this.line !== "") {
        if (!BASE85_LINE.test(this.line)) {
          this.fail(`${show(file.path)}: not a line of binary patch data`);
          return;
        }
        data += 1;
        this.index += 1;
      }
      if (data === 0 || this.line !== "") {
        this.fail(
          `${show(file.path)}: a binary patch chunk without data or its closing blank line`
        );
        return;
      }
      this.index += 1;
    }
  }
};

// src/bundle/plan-rules.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { readFile } from "node:fs/promises";
import path from "node:path";
var TEST_LINE = /^\s*#\s*TEST\s*:\s*[A-Z]+-\d+/im;
function planPathProblems(files, scriptGlobs, projectDir) {
  if (!scriptGlobs || scriptGlobs.length === 0) {
    return [
      "a plan bundle adds test scripts, but the policy config's tiers name no script glob (tiers[].tests or tests) to hold them"
    ];
  }
  const matchers = scriptGlobs.map((glob) => (0, import_picomatch.default)(glob, { dot: true, nocase: true }));
  const reasons = [];
  for (const file of files) {
    if (file.change !== "added") {
      reasons.push(`${show(file.path)} is ${file.change}: a plan bundle only adds new scripts`);
      continue;
    }
    const inProject = projectDir === "" ? file.path : file.path.slice(projectDir.length + 1);
    const outside = projectDir !== "" && !file.path.startsWith(`${projectDir}/`);
    if (outside || !matchers.some((test) => test(inProject))) {
      reasons.push(
        `${show(file.path)} is not under a tier's script glob (${scriptGlobs.join(", ")})`
      );
    }
  }
  return reasons;
}
async function planContentProblems(checkout, files) {
  const reasons = [];
  for (const file of files) {
    const text = await readFile(path.join(checkout, file.path), "utf8").catch(() => "");
    if (file.path.endsWith(PENDING_SUFFIX)) {
      reasons.push(...frameworkTestProblems(file.path, text));
      continue;
    }
    if (!TEST_LINE.test(text.split("\n", 40).join("\n")))
      reasons.push(`${show(file.path)} has no # TEST: header`);
    const state = reviewStateOf(text);
    if (state !== "pending")
      reasons.push(
        `${show(file.path)} is ${state === null ? "not marked # REVIEW: pending" : `marked # REVIEW: ${state}`}: a plan bundle holds only scripts waiting for review`
      );
  }
  return reasons;
}
function frameworkTestProblems(file, text) {
  const stamp = readFrameworkStamp(text);
  const reasons = [];
  if (!stamp.id) reasons.push(`${show(file)} has no PLAN-TEST: line`);
  if (stamp.review !== "pending")
    reasons.push(
      `${show(file)} is ${stamp.review === null ? "not marked REVIEW: pending" : `marked REVIEW: ${stamp.review}`}: a plan bundle holds only tests waiting for review`
    );
  return reasons;
}

// src/bundle/check-bundle.ts
var REGULAR_MODES = /* @__PURE__ */ new Set(["100644", "100755"]);
async function checkBundle(bundle, options) {
  const { manifest } = bundle;
  const caps = bundleLimits(options.limits);
  const reasons = [];
  if (bundle.patch.byteLength > caps.maxPatchBytes) {
    reasons.push(
      `the patch is ${bundle.patch.byteLength} bytes, over the cap of ${caps.maxPatchBytes}`
    );
  }
  if (manifest.files.length > caps.maxFiles) {
    reasons.push(
      `the bundle changes ${manifest.files.length} files, over the cap of ${caps.maxFiles}`
    );
  }
  reasons.push(...await baseProblems(bundle, options));
  const parsed = parsePatch(bundle.patch);
  reasons.push(...parsed.problems);
  const projectDir = normaliseProjectDir(options.projectDir);
  const checkPath = pathChecker({
    projectDir,
    protectedGlobs: manifest.plan ? [] : options.protectedGlobs
  });
  if (manifest.plan)
    reasons.push(...planPathProblems(manifest.files, options.scriptGlobs, projectDir));
  const paths = /* @__PURE__ */ new Set([...parsed.files.map((f) => f.path), ...manifest.files.map((f) => f.path)]);
  for (const file of paths) reasons.push(...checkPath(file));
  for (const file of parsed.files) reasons.push(...modeProblems(file));
  reasons.push(...agreementProblems(parsed.files, manifest.files));
  if (reasons.length > 0) return reasons;
  reasons.push(...await gitReadsSameFiles(bundle, options.checkout, parsed.files));
  reasons.push(...await symlinkedParents(options.checkout, [...paths]));
  if (reasons.length > 0) return reasons;
  try {
    await bundleGit(options.checkout, ["apply", "--check", "--index", "--whitespace=nowarn", "-"], {
      input: bundle.patch
    });
  } catch (error) {
    if (!(error instanceof BundleGitError)) throw error;
    reasons.push(
      `git apply --check refuses the patch on ${options.baseSha}: ${show(error.reason)}`
    );
  }
  return reasons;
}
async function baseProblems(bundle, options) {
  const reasons = [];
  if (bundle.manifest.baseSha !== options.baseSha) {
    reasons.push(
      `the bundle was made against ${bundle.manifest.baseSha}, but this run is for ${options.baseSha}`
    );
  }
  const head = (await bundleGit(options.checkout, ["rev-parse", "HEAD"])).trim();
  if (head !== options.baseSha) {
    reasons.push(
      `the checkout is at ${head}, not at ${options.baseSha}: check out the pinned commit`
    );
  }
  const status = await bundleGit(options.checkout, [
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--ignore-submodules=none"
  ]);
  if (status.length > 0) {
    const first = status.split("\0")[0] ?? "";
    reasons.push(
      `the checkout is not clean (${show(first.trim())}\u2026): apply bundles to a fresh checkout, and download them outside it (for example to runner.temp)`
    );
  }
  return reasons;
}
function modeProblems(file) {
  const modes = [file.oldMode, file.newMode].filter((mode) => mode !== null);
  if (modes.includes("120000")) return [`${show(file.path)} is a symlink (mode 120000)`];
  if (modes.includes("160000")) return [`${show(file.path)} is a submodule (mode 160000)`];
  const odd = modes.find((mode) => !REGULAR_MODES.has(mode));
  if (odd) return [`${show(file.path)} has mode ${odd}, not a regular file's`];
  if (file.change === "modified" && file.oldMode !== file.newMode) {
    return [
      `${show(file.path)} changes mode from ${file.oldMode} to ${file.newMode}: a fix changes content, not permissions`
    ];
  }
  return [];
}
function agreementProblems(patchFiles, manifestFiles) {
  const reasons = [];
  const listed = new Map(manifestFiles.map((file) => [file.path, file]));
  const seen = /* @__PURE__ */ new Set();
  for (const file of patchFiles) {
    const entry = listed.get(file.path);
    if (seen.has(file.path)) reasons.push(`the patch changes ${show(file.path)} more than once`);
    seen.add(file.path);
    if (!entry) {
      reasons.push(`the patch touches ${show(file.path)}, which is not in its manifest`);
    } else if (entry.change !== file.change || entry.mode !== file.newMode) {
      reasons.push(
        `${show(file.path)}: the manifest says ${entry.change} (mode ${entry.mode}), the patch ${file.change} (mode ${file.newMode})`
      );
    }
  }
  if (listed.size !== manifestFiles.length) reasons.push("the manifest lists a file twice");
  for (const file of manifestFiles) {
    if (!seen.has(file.path)) {
      reasons.push(`the manifest lists ${show(file.path)}, but the patch does not change it`);
    }
  }
  return reasons;
}
async function gitReadsSameFiles(bundle, checkout, files) {
  const numstat = await bundleGit(checkout, ["apply", "--numstat", "-z", "-"], {
    input: bundle.patch
  }).catch((error) => {
    if (!(error instanceof BundleGitError)) throw error;
    return null;
  });
  if (numstat === null) return ["git cannot read the patch"];
  const gitPaths = numstat.split("\0").filter((record) => record.length > 0).map((record) => record.split("	").slice(2).join("	")).sort();
  const ours = files.map((file) => file.path).sort();
  if (JSON.stringify(gitPaths) === JSON.stringify(ours)) return [];
  return [
    `git reads the patch as changing ${show(gitPaths.join(", "))}, not ${show(ours.join(", "))}`
  ];
}
async function symlinkedParents(checkout, paths) {
  const reasons = [];
  const checked = /* @__PURE__ */ new Set();
  for (const file of paths) {
    const parts = file.split("/").slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = parts.slice(0, depth).join("/");
      if (checked.has(folder)) continue;
      checked.add(folder);
      const info = await lstat(path2.join(checkout, folder)).catch(() => null);
      if (info && !info.isDirectory()) {
        reasons.push(
          `${show(file)} goes through ${show(folder)}, which is not a folder in the checkout`
        );
      }
    }
  }
  return reasons;
}

// src/bundle/staged-changes.ts
var NO_OBJECT = /^0+$/;
var GITLINK = "160000";
async function stagedChanges(place, base) {
  const raw = await bundleGit(
    place.cwd,
    [
      "diff",
      "--cached",
      "--raw",
      "-z",
      "--no-renames",
      "--full-index",
      "--no-ext-diff",
      base,
      "--"
    ],
    { env: place.env }
  );
  const fields = raw.split("\0");
  const files = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [oldMode, newMode, , newObject, status] = (fields[index] ?? "").slice(1).split(" ");
    const path8 = fields[index + 1] ?? "";
    if (status === "D") {
      files.push({ path: path8, change: "deleted", mode: null, sha256: null });
      continue;
    }
    const mode = knownMode(newMode, path8);
    const sha256 = mode === GITLINK ? sha256Hex(newObject ?? "") : sha256Hex(await bundleGitBytes(place.cwd, ["cat-file", "blob", newObject ?? ""], place));
    const added = status === "A" || oldMode !== void 0 && NO_OBJECT.test(oldMode);
    files.push({ path: path8, change: added ? "added" : "modified", mode, sha256 });
  }
  return files.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function knownMode(mode, path8) {
  const parsed = fileModeSchema.safeParse(mode);
  if (!parsed.success)
    throw new Error(`git reports mode ${mode} for ${path8}, which no bundle holds`);
  return parsed.data;
}

// src/bundle/apply.ts
async function applyBundle(bundle, options) {
  const refused = await checkBundle(bundle, options);
  if (refused.length > 0) throw new BundleRefusedError(refused);
  const place = { cwd: options.checkout };
  await bundleGit(options.checkout, ["apply", "--index", "--whitespace=nowarn", "-"], {
    input: bundle.patch
  });
  const applied = await stagedChanges(place, options.baseSha);
  const reasons = manifestMismatches(applied, bundle.manifest.files);
  const unstaged = await bundleGit(options.checkout, [
    "diff",
    "--name-only",
    "-z",
    "--no-ext-diff"
  ]);
  if (unstaged.length > 0) {
    reasons.push(
      `after applying, the work tree differs from the index in ${show(unstaged.split("\0").join(", "))}`
    );
  }
  if (bundle.manifest.plan) reasons.push(...await planContentProblems(options.checkout, applied));
  if (reasons.length > 0) throw new BundleRefusedError(reasons);
  const tree = (await bundleGit(options.checkout, ["write-tree"])).trim();
  return { tree, files: applied };
}
function manifestMismatches(applied, promised) {
  const reasons = [];
  const byPath = new Map(applied.map((file) => [file.path, file]));
  for (const want of promised) {
    const got = byPath.get(want.path);
    byPath.delete(want.path);
    if (!got) {
      reasons.push(
        `after applying, ${show(want.path)} is unchanged, but the manifest says ${want.change}`
      );
    } else if (got.change !== want.change || got.mode !== want.mode) {
      reasons.push(
        `after applying, ${show(want.path)} is ${got.change} (mode ${got.mode}), the manifest says ${want.change} (mode ${want.mode})`
      );
    } else if (got.sha256 !== want.sha256) {
      reasons.push(
        `after applying, ${show(want.path)} has sha256 ${got.sha256}, the manifest says ${want.sha256}`
      );
    }
  }
  for (const extra of byPath.keys()) {
    reasons.push(`after applying, ${show(extra)} changed, which is not in the manifest`);
  }
  return reasons;
}

// src/bundle/read-bundle.ts
import { lstat as lstat2, readFile as readFile2 } from "node:fs/promises";
import path3 from "node:path";
async function readBundle(dir, limits = {}) {
  const caps = bundleLimits(limits);
  const reasons = [];
  const manifestBytes = await readCapped(dir, MANIFEST_FILE, caps.maxManifestBytes, reasons);
  const patch = await readCapped(dir, PATCH_FILE, caps.maxPatchBytes, reasons);
  const resultsBytes = await readCapped(dir, RESULTS_FILE, caps.maxResultsBytes, reasons);
  if (!manifestBytes || !patch || !resultsBytes) throw new BundleRefusedError(reasons);
  const manifest = parseJsonFile(MANIFEST_FILE, manifestBytes, manifestSchema, reasons);
  const results = parseJsonFile(RESULTS_FILE, resultsBytes, resultsSchema, reasons);
  if (manifest) {
    const patchSha = sha256Hex(patch);
    if (patch.byteLength !== manifest.patch.bytes || patchSha !== manifest.patch.sha256) {
      reasons.push(
        `${PATCH_FILE} (${patch.byteLength} bytes, sha256 ${patchSha}) is not the patch the manifest names (${manifest.patch.bytes} bytes, sha256 ${manifest.patch.sha256})`
      );
    }
  }
  if (!manifest || !results || reasons.length > 0) throw new BundleRefusedError(reasons);
  return {
    dir,
    manifest,
    patch,
    results,
    sha256: bundleSha256({ manifest: manifestBytes, patch, results: resultsBytes })
  };
}
async function readCapped(dir, name, cap, reasons) {
  const file = path3.join(dir, name);
  const info = await lstat2(file).catch(() => null);
  if (!info) {
    reasons.push(`${name} is missing from ${show(dir)}`);
    return null;
  }
  if (!info.isFile()) {
    reasons.push(`${name} is not a regular file`);
    return null;
  }
  if (info.size > cap) {
    reasons.push(`${name} is ${info.size} bytes, over the cap of ${cap}`);
    return null;
  }
  return readFile2(file);
}
function parseJsonFile(name, bytes, schema, reasons) {
  let json;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    reasons.push(`${name} is not JSON: ${messageOf(error)}`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 10)) {
    const where = issue.path.length > 0 ? issue.path.join(".") : "(top level)";
    reasons.push(`${name}: ${show(where)} ${issue.message}`);
  }
  return null;
}

// src/bundle/apply-for-job.ts
async function applyForCheck(dir, options) {
  const bundle = await readBundle(dir, options.limits);
  return { bundle, applied: await applyBundle(bundle, options) };
}
async function applyForPublish(dir, verdict, options) {
  const entries = typeof verdict === "string" ? parseVerdict(verdict) : verdict;
  const bundle = await readBundle(dir, options.limits);
  const passed = acceptBundle(bundle, entries);
  return { bundle, passed, applied: await applyBundle(bundle, options) };
}

// src/bundle/create.ts
import { realpath } from "node:fs/promises";
import path6 from "node:path";

// src/bundle/attempt-summaries.ts
function attemptSummaries(results, group, redact) {
  return results.attempts.filter((attempt) => attempt.group === group).map((attempt) => ({
    attempt: attempt.attempt,
    strategy: redact(attempt.strategy),
    passed: attempt.verified.passed,
    agreed: attempt.agreed,
    rejected: attempt.rejected,
    costUsd: attempt.costUsd
  }));
}

// src/bundle/scratch-repository.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path4 from "node:path";
async function openScratchRepository(workTree, known) {
  const commonDir = known ?? (await bundleGit(workTree, ["rev-parse", "--path-format=absolute", "--git-common-dir"])).trim();
  const scratch = await mkdtemp(path4.join(os.tmpdir(), "fix-loop-bundle-"));
  const gitDir = path4.join(scratch, "repository.git");
  try {
    await bundleGit(scratch, ["init", "--quiet", "--bare", "--template=", gitDir]);
    await mkdir(path4.join(gitDir, "objects", "info"), { recursive: true });
    await writeFile(
      path4.join(gitDir, "objects", "info", "alternates"),
      `${path4.join(commonDir, "objects")}
`
    );
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  return {
    env: {
      GIT_DIR: gitDir,
      GIT_WORK_TREE: workTree,
      GIT_INDEX_FILE: path4.join(scratch, "index")
    },
    dispose: () => rm(scratch, { recursive: true, force: true })
  };
}

// src/bundle/write-bundle.ts
import { mkdir as mkdir2, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import path5 from "node:path";
async function writeBundle(outDir, manifest, patch, results) {
  const valid = manifestSchema.parse(manifest);
  const dir = path5.join(outDir, bundleDirName(valid.group));
  const bytes = {
    manifest: Buffer.from(`${JSON.stringify(valid, null, 2)}
`),
    patch,
    results: Buffer.from(`${JSON.stringify(results, null, 2)}
`)
  };
  await rm2(dir, { recursive: true, force: true });
  await mkdir2(dir, { recursive: true });
  await writeFile2(path5.join(dir, MANIFEST_FILE), bytes.manifest);
  await writeFile2(path5.join(dir, PATCH_FILE), bytes.patch);
  await writeFile2(path5.join(dir, RESULTS_FILE), bytes.results);
  return { dir, sha256: bundleSha256(bytes) };
}

// src/bundle/create.ts
async function createBundle(options) {
  const { results, group } = options;
  if (!GROUP_ID_PATTERN.test(group)) throw new Error(`${JSON.stringify(group)} is not a group id`);
  if (!/^[0-9a-f]{40}$/.test(options.baseSha)) {
    throw new Error(
      `baseSha must be a full 40-digit commit id, not ${JSON.stringify(options.baseSha)}`
    );
  }
  const kept = options.plan ? null : keptAttempt(results, group);
  if (!kept && !options.plan)
    throw new Error(
      `group ${group} has no verified, kept attempt in the results: nothing to bundle`
    );
  const projectFiles = options.files ?? kept?.filesChanged ?? [];
  if (projectFiles.length === 0) throw new Error(`group ${group}'s bundle would hold no file`);
  const cwd = await realpath(options.cwd);
  const [shownTop = "", commonDir = ""] = (await bundleGit(cwd, [
    "rev-parse",
    "--path-format=absolute",
    "--show-toplevel",
    "--git-common-dir"
  ])).split("\n");
  const top = await realpath(shownTop);
  const files = projectFiles.map((file) => repositoryPath(top, cwd, file));
  const scratch = await openScratchRepository(top, commonDir);
  try {
    const place = { cwd: top, env: scratch.env };
    await bundleGit(top, ["read-tree", options.baseSha], place);
    await bundleGit(top, ["add", "--all", "--force", "--", ...files], place);
    const changes = await stagedChanges(place, options.baseSha);
    if (changes.length === 0) {
      throw new Error(
        `the fix's files (${files.join(", ")}) do not differ from ${options.baseSha}`
      );
    }
    const patch = await bundleGitBytes(
      top,
      [
        "diff",
        "--cached",
        "--binary",
        "--full-index",
        "--no-renames",
        "--no-ext-diff",
        "--no-textconv",
        "--no-color",
        "--no-relative",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        options.baseSha,
        "--"
      ],
      place
    );
    const manifest = {
      schema: BUNDLE_SCHEMA_VERSION,
      kind: "fix-loop-bundle",
      tool: { name: "fix-loop", version: VERSION },
      group,
      baseSha: options.baseSha,
      patch: { bytes: patch.byteLength, sha256: sha256Hex(patch) },
      files: changes,
      attempts: attemptSummaries(results, group, options.redact ?? createRedactor()),
      kept: kept?.attempt ?? null,
      agreed: kept?.agreed ?? false,
      trust: results.trust,
      ...options.plan ? { plan: options.plan } : {}
    };
    const written = await writeBundle(options.outDir, manifest, patch, results);
    return { ...written, manifest };
  } finally {
    await scratch.dispose();
  }
}
function repositoryPath(top, cwd, file) {
  const relative = path6.relative(top, path6.resolve(cwd, file)).split(path6.sep).join("/");
  if (relative === "" || relative.startsWith("../") || path6.isAbsolute(relative)) {
    throw new Error(`${JSON.stringify(file)} is not a file inside the repository at ${top}`);
  }
  return relative;
}

// src/action/modes/bundle-folders.ts
import { readdir, stat } from "node:fs/promises";
import path7 from "node:path";
function bundleArtifactName(group) {
  return `fix-loop-bundle-${group}`;
}
function bundlesFolder(run, env) {
  if (run.inputs.bundles) return path7.resolve(run.context.workspace, run.inputs.bundles);
  const temp = env.RUNNER_TEMP;
  if (!temp) throw new Error("RUNNER_TEMP is not set: give the bundles input a folder");
  return path7.join(temp, "fix-loop-bundles");
}
async function findBundleFolders(root) {
  const info = await stat(root).catch(() => null);
  if (info === null) return [];
  if (!info.isDirectory()) {
    throw new UserError(
      `the bundles input names ${root}, which is not a folder; download the fix-loop-bundle-* artifacts there (outside the checkout)`
    );
  }
  if (await hasManifest(root)) return [root];
  const entries = await readdir(root, { withFileTypes: true });
  const folders = [];
  for (const entry of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
    const folder = path7.join(root, entry.name);
    if (entry.isDirectory() && await hasManifest(folder)) folders.push(folder);
  }
  return folders;
}
async function hasManifest(folder) {
  return await stat(path7.join(folder, MANIFEST_FILE)).catch(() => null) !== null;
}

export {
  MANIFEST_FILE,
  PATCH_FILE,
  RESULTS_FILE,
  planReportSchema,
  emptyPlanReport,
  PLAN_GROUP,
  VerdictError,
  formatVerdict,
  parseVerdict,
  applyForCheck,
  applyForPublish,
  createBundle,
  bundleArtifactName,
  bundlesFolder,
  findBundleFolders
};
