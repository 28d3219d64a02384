import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  isRoot,
  privileged
} from "./action-chunk-A35VVUAW.js";

// src/process/kill-tree.ts
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_GRACE_MS = 2e3;
var HAS_PROC = (() => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
})();
async function killProcessTree(pid, options = {}) {
  if (!groupExists(pid)) return { signalled: 0, forced: false, survivors: [] };
  const tracked = new Set(livingTree(pid, /* @__PURE__ */ new Set()));
  if (tracked.size === 0) return { signalled: 0, forced: false, survivors: [] };
  const signalled = tracked.size;
  signalTree(pid, tracked, "SIGTERM");
  if (await waitUntilGone(pid, tracked, options.graceMs ?? DEFAULT_GRACE_MS)) {
    return { signalled, forced: false, survivors: [] };
  }
  signalTree(pid, tracked, "SIGKILL");
  await waitUntilGone(pid, tracked, options.killWaitMs ?? 2e3);
  return { signalled, forced: true, survivors: livingTree(pid, tracked) };
}
function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  if (!HAS_PROC) return true;
  const stat2 = readStat(pid);
  return stat2 !== null && stat2.state !== "Z";
}
function groupExists(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function signalTree(pgid, pids, signal) {
  trySignal(-pgid, signal);
  for (const pid of pids) trySignal(pid, signal);
}
function trySignal(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
  }
}
async function waitUntilGone(pgid, tracked, limitMs) {
  const deadline = performance.now() + limitMs;
  let pause = 5;
  for (; ; ) {
    const living = livingTree(pgid, tracked);
    if (living.length === 0) return true;
    for (const pid of living) tracked.add(pid);
    if (performance.now() >= deadline) return false;
    await delay(Math.min(pause, Math.max(1, deadline - performance.now())));
    pause = Math.min(pause * 2, 50);
  }
}
function livingTree(pgid, tracked) {
  if (!HAS_PROC) return groupExists(pgid) ? [pgid] : [...tracked].filter(isProcessAlive);
  const all = listProcesses().filter((stat2) => stat2.state !== "Z");
  const members = /* @__PURE__ */ new Set();
  for (const stat2 of all) {
    if (stat2.pgrp === pgid || stat2.pid === pgid || tracked.has(stat2.pid)) members.add(stat2.pid);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat2 of all) {
      if (!members.has(stat2.pid) && members.has(stat2.ppid)) {
        members.add(stat2.pid);
        grew = true;
      }
    }
  }
  return [...members];
}
function listProcesses() {
  const stats = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat2 = readStat(pid);
    if (stat2) stats.push(stat2);
  }
  return stats;
}
function readStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return null;
  }
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0] ?? "?", ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}
var QUIET_SCANS = 3;
var SESSION_MARKER = "FIX_LOOP_SESSION";
async function killMarkedProcesses(marker, options = {}) {
  if (!HAS_PROC) return [];
  const wanted = Buffer.from(`${SESSION_MARKER}=${marker}`);
  const killed = /* @__PURE__ */ new Map();
  const deadline = performance.now() + (options.killWaitMs ?? 2e3);
  for (let quiet = 0; ; ) {
    const found2 = markedProcesses(wanted);
    quiet = found2.length === 0 ? quiet + 1 : 0;
    if (quiet >= QUIET_SCANS || performance.now() >= deadline) break;
    for (const victim of found2) {
      if (!killed.has(victim.pid)) killed.set(victim.pid, victim);
      trySignal(victim.pid, "SIGKILL");
    }
    await delay(10);
  }
  return [...killed.values()].sort((a, b) => a.pid - b.pid);
}
function markedProcesses(wanted) {
  const found2 = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environ;
    try {
      environ = readFileSync(`/proc/${pid}/environ`);
    } catch {
      continue;
    }
    if (!hasEntry(environ, wanted)) continue;
    const stat2 = readStat(pid);
    if (stat2 === null || stat2.state === "Z") continue;
    found2.push({ pid, command: commandLine(pid) });
  }
  return found2;
}
function hasEntry(environ, wanted) {
  let start = 0;
  while (start < environ.length) {
    let end = environ.indexOf(0, start);
    if (end === -1) end = environ.length;
    if (end - start === wanted.length && environ.subarray(start, end).equals(wanted)) return true;
    start = end + 1;
  }
  return false;
}
function commandLine(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/cmdline`, "latin1").replaceAll("\0", " ").trim();
    return text.length > 200 ? `${text.slice(0, 200)}\u2026` : text;
  } catch {
    return "";
  }
}

// src/process/run.ts
import { spawn } from "node:child_process";

// src/process/command.ts
function toSpawnTarget(command) {
  if (typeof command === "string") return { file: "/bin/sh", args: ["-c", command] };
  return { file: command.file, args: [...command.args ?? []] };
}

// src/process/diagnose.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";

// src/process/is-executable.ts
import { accessSync, constants } from "node:fs";
import { access } from "node:fs/promises";
async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function isExecutableSync(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// src/process/diagnose.ts
var EXECUTABLE_MAGIC = [
  Buffer.from("#!"),
  Buffer.from([127, 69, 76, 70]),
  // ELF
  Buffer.from([207, 250, 237, 254]),
  // Mach-O 64-bit
  Buffer.from([206, 250, 237, 254]),
  // Mach-O 32-bit
  Buffer.from([202, 254, 186, 190])
  // Mach-O universal
];
function whyNotRunnable(file, cwd) {
  const path5 = isAbsolute(file) ? file : resolve(cwd, file);
  let fd;
  try {
    fd = openSync(path5, "r");
  } catch (error) {
    const code = error.code;
    if (code === "EISDIR") return `${file} is a directory, not an executable file`;
    if (code === "EACCES") return unreadable(path5, file);
    return `${file} does not exist (looked for ${path5})`;
  }
  try {
    if (fstatSync(fd).isDirectory()) return `${file} is a directory, not an executable file`;
    if (!isExecutableSync(path5)) return `${file} is not executable: run chmod +x ${file}`;
    const start = Buffer.alloc(256);
    return startProblem(start.subarray(0, readSync(fd, start, 0, 256, 0)), file);
  } finally {
    closeSync(fd);
  }
}
function unreadable(path5, file) {
  return isExecutableSync(path5) ? null : `${file} is not executable: run chmod +x ${file}`;
}
function startProblem(start, file) {
  if (!EXECUTABLE_MAGIC.some((magic) => start.subarray(0, magic.length).equals(magic))) {
    return `${file} has no shebang line: add one such as #!/usr/bin/env bash as its first line`;
  }
  const firstLine = start.toString("latin1").split("\n")[0] ?? "";
  if (firstLine.startsWith("#!") && firstLine.endsWith("\r")) {
    return `${file} has Windows line endings (CRLF): convert it with dos2unix ${file} (or sed -i 's/\\r$//' ${file})`;
  }
  return null;
}
async function explainSpawnError(error, file, cwd) {
  const code = error.code ?? "";
  if (code === "ENOENT") {
    if (!await exists(cwd)) return `the working directory ${cwd} does not exist`;
    if (!file.includes("/"))
      return `command "${file}" was not found on PATH: install it or use its full path`;
    if (await exists(isAbsolute(file) ? file : resolve(cwd, file))) {
      const interpreter = (await readStart(isAbsolute(file) ? file : resolve(cwd, file), 256)).toString("utf8").split("\n")[0]?.slice(2).trim();
      return `the interpreter named in the shebang of ${file} (${interpreter}) was not found: fix the first line, for example #!/usr/bin/env bash`;
    }
    return `${file} does not exist`;
  }
  if (code === "EACCES") return `${file} is not executable: run chmod +x ${file}`;
  if (code === "ENOEXEC") {
    return `${file} has no shebang line: add one such as #!/usr/bin/env bash as its first line`;
  }
  if (code === "ENOTDIR") return `the working directory ${cwd} is not a directory`;
  return `could not start ${file}: ${error.message}`;
}
async function exists(path5) {
  try {
    await stat(path5);
    return true;
  } catch {
    return false;
  }
}
async function readStart(path5, bytes) {
  const handle = await open(path5, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// src/process/hook-variables.ts
import path from "node:path";

// src/process/shell-words.ts
var OPERATORS = ["&&", "||", ";", "|", "&"];
var PLAIN_RUN = /[^\s'"\\<>()`$&|;]+/y;
function splitShell(command) {
  const parts = [];
  let word = "";
  let inWord = false;
  const endWord = () => {
    if (inWord) parts.push({ word });
    word = "";
    inWord = false;
  };
  for (let i = 0; i < command.length; i++) {
    PLAIN_RUN.lastIndex = i;
    const plain = PLAIN_RUN.exec(command)?.[0];
    if (plain) {
      word += plain;
      inWord = true;
      i += plain.length - 1;
      continue;
    }
    const char = command[i];
    if (char === "'") {
      const end = command.indexOf("'", i + 1);
      if (end === -1) return null;
      word += command.slice(i, end + 1);
      inWord = true;
      i = end;
    } else if (char === '"') {
      let end = i + 1;
      while (end < command.length && command[end] !== '"') {
        if (command[end] === "\\") end++;
        else if (command[end] === "`" || command[end] === "$" && command[end + 1] === "(")
          return null;
        end++;
      }
      if (end >= command.length) return null;
      word += command.slice(i, end + 1);
      inWord = true;
      i = end;
    } else if (char === "\\") {
      word += command.slice(i, i + 2);
      inWord = true;
      i++;
    } else if (/\s/.test(char)) {
      endWord();
    } else if (char === ">" || char === "<") {
      const fd = /^\d$/.test(word) ? word : "";
      if (fd) {
        word = "";
        inWord = false;
      }
      endWord();
      const op = /^(?:>>|>&|<&|>|<)/.exec(command.slice(i))?.[0] ?? char;
      i += op.length;
      while (command[i] === " ") i++;
      const target = /^[^\s;&|<>()`$'"]+/.exec(command.slice(i))?.[0];
      if (!target) return null;
      parts.push({ redirect: `${fd}${op}${target}` });
      i += target.length - 1;
    } else if ("()`".includes(char) || char === "$" && command[i + 1] === "(") {
      return null;
    } else {
      const operator = OPERATORS.find((op) => command.startsWith(op, i));
      if (operator) {
        endWord();
        parts.push({ operator });
        i += operator.length - 1;
      } else {
        word += char;
        inWord = true;
      }
    }
  }
  endWord();
  return parts;
}
function joinShell(parts) {
  return parts.map(
    (part) => "word" in part ? part.word : "operator" in part ? part.operator : part.redirect
  ).join(" ");
}
function simpleCommands(command) {
  const parts = splitShell(command);
  if (!parts) return null;
  const commands = [[]];
  for (const part of parts) {
    if ("operator" in part) commands.push([]);
    else if ("word" in part) commands.at(-1)?.push(part.word);
  }
  return commands;
}
function unquote(word) {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const char = word[i];
    if (char === "'") {
      const end = word.indexOf("'", i + 1);
      out += word.slice(i + 1, end);
      i = end;
    } else if (char === '"') {
      i++;
      while (i < word.length && word[i] !== '"') {
        if (word[i] === "\\" && i + 1 < word.length) i++;
        out += word[i];
        i++;
      }
    } else if (char === "\\") {
      out += word[i + 1] ?? "";
      i++;
    } else {
      out += char;
    }
  }
  return out;
}
function quoteShell(value) {
  if (/^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", "'\\''")}'`;
}

// src/process/hook-variables.ts
var JOINS = {
  PYTHONPATH: "path-first",
  NODE_PATH: "path-first",
  PYTEST_ADDOPTS: "words-last",
  NODE_OPTIONS: "words-last",
  GOFLAGS: "words-last"
};
var SHADOW = "FIX_LOOP_HOOK_";
function joinOf(name) {
  return JOINS[name] ?? "own";
}
function joined(name, ours, theirs) {
  if (!theirs) return ours;
  const how = joinOf(name);
  if (how === "path-first") return `${ours}${path.delimiter}${theirs}`;
  return how === "words-last" ? `${theirs} ${ours}` : ours;
}
function hookVariables(env, hooks) {
  const entries = {};
  for (const [name, ours] of Object.entries(hooks)) {
    entries[name] = joined(name, ours, env[name]);
    entries[`${SHADOW}${name}`] = joined(name, ours, env[`${SHADOW}${name}`]);
  }
  return entries;
}
function hooksIn(env) {
  return Object.keys(env).filter((key) => key.startsWith(SHADOW) && env[key] !== void 0).map((key) => key.slice(SHADOW.length));
}
function rejoinInShell(name) {
  const ours = `$${SHADOW}${name}`;
  const how = joinOf(name);
  const value = how === "path-first" ? `${ours}\${${name}:+${path.delimiter}$${name}}` : how === "words-last" ? `\${${name}:+$${name} }${ours}` : ours;
  return `${name}="${value}"`;
}
function rejoinAsArgument(name, theirs) {
  const ours = `"$${SHADOW}${name}"`;
  const how = joinOf(name);
  if (theirs === "" || how === "own") return `${name}=${ours}`;
  const quoted = quoteShell(theirs);
  return how === "path-first" ? `${name}=${ours}${quoteShell(path.delimiter)}${quoted}` : `${name}=${quoted}' '${ours}`;
}
var ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
var ASSIGNING_PROGRAMS = /* @__PURE__ */ new Set(["env", "cross-env"]);
function keepHookVariables(command, env) {
  const hooks = new Set(hooksIn(env));
  if (hooks.size === 0) return command;
  const parts = splitShell(command);
  if (!parts) return command;
  const out = [];
  let segment = [];
  const flush = () => {
    out.push(...withHooksKept(segment, hooks));
    segment = [];
  };
  for (const part of parts) {
    if ("operator" in part) {
      flush();
      out.push(part);
    } else segment.push(part);
  }
  flush();
  return joinShell(out);
}
function withHooksKept(segment, hooks) {
  const words = segment.flatMap(
    (part, index) => "word" in part ? [{ index, word: part.word }] : []
  );
  const assigned = (word) => {
    const name = ASSIGNMENT.exec(word)?.[1];
    return name && hooks.has(name) ? name : null;
  };
  let first = 0;
  while (first < words.length && ASSIGNMENT.test(words[first]?.word ?? "")) first++;
  const program = words[first];
  const leading = words.slice(0, first).flatMap(({ word }) => assigned(word) ?? []);
  const programName = program ? path.basename(unquote(program.word)) : "";
  if (!program || programName === "export") {
    const exported = program ? words.slice(first + 1).flatMap(({ word }) => assigned(word) ?? []) : [];
    const names = [.../* @__PURE__ */ new Set([...leading, ...exported])];
    if (names.length === 0) return [...segment];
    return [
      ...segment,
      { operator: "&&" },
      ...names.map((name) => ({ word: rejoinInShell(name) }))
    ];
  }
  const result = [...segment];
  const viaNpx = programName === "npx" && path.basename(unquote(words[first + 1]?.word ?? ""));
  const assigning = viaNpx && ASSIGNING_PROGRAMS.has(viaNpx) ? first + 1 : first;
  if (ASSIGNING_PROGRAMS.has(path.basename(unquote(words[assigning]?.word ?? "")))) {
    let last = assigning + 1;
    while (last < words.length && ASSIGNMENT.test(unquote(words[last]?.word ?? ""))) last++;
    const added = words.slice(assigning + 1, last).flatMap(({ word }) => {
      const text = unquote(word);
      const name = assigned(text);
      return name ? [{ word: rejoinAsArgument(name, text.slice(name.length + 1)) }] : [];
    });
    const at = (words[last - 1]?.index ?? 0) + 1;
    result.splice(at, 0, ...added);
  }
  if (leading.length > 0)
    result.splice(
      program.index,
      0,
      ...[...new Set(leading)].map((name) => ({ word: rejoinInShell(name) }))
    );
  return result;
}
function withAssignments(env, command) {
  const entries = Object.entries(env);
  if (entries.length === 0) return command;
  const assignments = entries.map(([name, value]) => `${name}=${quoteShell(value)}`).join(" ");
  const parts = splitShell(command);
  if (!parts) return `${assignments} ${command}`;
  let atStart = true;
  const out = [];
  for (const part of parts) {
    if ("operator" in part) {
      atStart = true;
      out.push(part.operator);
      continue;
    }
    if (atStart && "word" in part && !SETUP_PROGRAMS.has(path.basename(unquote(part.word))))
      out.push(assignments);
    atStart = false;
    out.push("word" in part ? part.word : part.redirect);
  }
  return out.join(" ");
}
var SETUP_PROGRAMS = /* @__PURE__ */ new Set(["cd", "mkdir", "rm", "export", "true"]);

// src/process/local-bins.ts
import { accessSync as accessSync2, constants as constants2 } from "node:fs";
import path2 from "node:path";
function withoutNpx(command, cwd, env) {
  if (!command.includes("npx")) return command;
  const parts = splitShell(command);
  if (!parts || parts.some(changesWhereProgramsAre)) return command;
  const folders = binFolders(cwd);
  if (folders.length === 0) return command;
  const searchPath = [...folders, ...env.PATH ? [env.PATH] : []].join(path2.delimiter);
  const out = [];
  let atProgram = true;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (!("word" in part)) {
      if ("operator" in part) atProgram = true;
      out.push(part);
      continue;
    }
    if (atProgram && ASSIGNMENT2.test(part.word)) {
      out.push(part);
      continue;
    }
    const wasProgram = atProgram;
    atProgram = false;
    if (!wasProgram || path2.basename(unquote(part.word)) !== "npx") {
      out.push(part);
      continue;
    }
    let next = index + 1;
    while (isQuietOption(parts[next])) next++;
    const named = parts[next];
    const program = named && "word" in named ? unquote(named.word) : "";
    const installed = BARE_NAME.test(program) ? installedBin(folders, program) : null;
    if (!installed) {
      out.push(part);
      continue;
    }
    out.push({ word: `PATH=${quoteShell(searchPath)}` }, { word: quoteShell(installed) });
    index = next;
  }
  return joinShell(out);
}
var ASSIGNMENT2 = /^[A-Za-z_][A-Za-z0-9_]*=/;
var BARE_NAME = /^[A-Za-z0-9_][\w.-]*$/;
var QUIET_OPTIONS = /* @__PURE__ */ new Set(["-y", "--yes", "--no", "--no-install", "--prefer-offline"]);
function isQuietOption(part) {
  return part !== void 0 && "word" in part && QUIET_OPTIONS.has(unquote(part.word));
}
function changesWhereProgramsAre(part) {
  if (!("word" in part)) return false;
  const word = unquote(part.word);
  return /^(?:export\s+)?PATH=/.test(word) || word === "cd" || word === "pushd";
}
function binFolders(cwd) {
  const folders = [];
  for (let folder = path2.resolve(cwd); ; folder = path2.dirname(folder)) {
    const bin = path2.join(folder, "node_modules", ".bin");
    if (isReachable(bin, constants2.X_OK)) folders.push(bin);
    if (path2.dirname(folder) === folder) return folders;
  }
}
function installedBin(folders, name) {
  for (const folder of folders) {
    const file = path2.join(folder, name);
    if (isReachable(file, constants2.X_OK)) return file;
  }
  return null;
}
function isReachable(file, mode) {
  try {
    accessSync2(file, mode);
    return true;
  } catch {
    return false;
  }
}

// src/process/line-collector.ts
var NEWLINE = 10;
var DEFAULT_MAX_LINES = 200;
var DEFAULT_MAX_LINE_LENGTH = 1e3;
var LINE_BYTES_LOOKED_AT = 8 * 1024;
var COLOUR_CODES = /\x1b\[[0-9;:?]*[ -/]*[@-~]/g;
var LineCollector = class {
  kept = [];
  dropped = 0;
  pattern;
  scanner;
  maxLines;
  maxLineLength;
  constructor(limits) {
    if (!limits.matchLines) throw new Error("LineCollector needs matchLines");
    const flags = limits.matchLines.flags.replace(/[gy]/g, "");
    this.pattern = new RegExp(limits.matchLines.source, flags);
    const scanFlags = `${flags.replace("m", "")}gm`;
    this.scanner = new RegExp(`(?:${limits.matchLines.source})|^\\x1b\\[`, scanFlags);
    this.maxLines = limits.maxLines ?? DEFAULT_MAX_LINES;
    this.maxLineLength = limits.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  }
  /** A per-stream splitter: each stream has its own partial line. */
  stream() {
    let pending = [];
    let pendingBytes = 0;
    let midLine = false;
    const keepPending = (part) => {
      midLine = true;
      const room = LINE_BYTES_LOOKED_AT - pendingBytes;
      if (room <= 0 || part.length === 0) return;
      const kept = Buffer.from(part.subarray(0, room));
      pending.push(kept);
      pendingBytes += kept.length;
    };
    const flushPending = () => {
      if (midLine && pendingBytes > 0) this.consider(Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
      midLine = false;
    };
    return {
      push: (chunk) => {
        const first = chunk.indexOf(NEWLINE);
        if (first === -1) {
          keepPending(chunk);
          return;
        }
        keepPending(chunk.subarray(0, first));
        flushPending();
        const last = chunk.lastIndexOf(NEWLINE);
        if (last > first) this.scanWholeLines(chunk.subarray(first + 1, last + 1));
        if (last + 1 < chunk.length) keepPending(chunk.subarray(last + 1));
      },
      end: flushPending
    };
  }
  /** `region` holds complete lines, each ending with a newline. */
  scanWholeLines(region) {
    const text = region.toString("latin1");
    const scanner = this.scanner;
    scanner.lastIndex = 0;
    for (let match = scanner.exec(text); match; match = scanner.exec(text)) {
      const start = text.lastIndexOf("\n", match.index - 1) + 1;
      const end = text.indexOf("\n", match.index);
      if (end === -1) break;
      const line = region.subarray(start, Math.min(end, start + LINE_BYTES_LOOKED_AT));
      if (this.kept.length >= this.maxLines) this.countIfMatching(text, start, end);
      else this.consider(line);
      scanner.lastIndex = end + 1;
    }
  }
  countIfMatching(text, start, end) {
    const line = text.slice(start, end);
    if (this.pattern.test(line.includes("\x1B") ? line.replace(COLOUR_CODES, "") : line))
      this.dropped++;
  }
  consider(bytes) {
    const line = bytes.toString("utf8").replace(COLOUR_CODES, "").replace(/\r$/, "");
    if (!this.pattern.test(line)) return;
    if (this.kept.length >= this.maxLines) {
      this.dropped++;
      return;
    }
    this.kept.push(
      line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}\u2026` : line
    );
  }
};

// src/process/output.ts
var DEFAULT_HEAD_BYTES = 64 * 1024;
var DEFAULT_TAIL_BYTES = 64 * 1024;
var NEWLINE2 = 10;
var OutputCapture = class {
  head;
  headFilled = 0;
  ring;
  ringStart = 0;
  ringFilled = 0;
  total = 0;
  newlines = 0;
  lines;
  streams = /* @__PURE__ */ new Map();
  constructor(limits = {}) {
    this.head = Buffer.alloc(Math.max(0, limits.headBytes ?? DEFAULT_HEAD_BYTES));
    this.ring = Buffer.alloc(Math.max(0, limits.tailBytes ?? DEFAULT_TAIL_BYTES));
    this.lines = limits.matchLines ? new LineCollector(limits) : null;
  }
  /** Adds a chunk from the named stream (streams keep their own partial lines). */
  write(chunk, stream = "stdout") {
    this.total += chunk.length;
    this.newlines += countNewlines(chunk);
    let rest = chunk;
    if (this.headFilled < this.head.length) {
      const taken = rest.copy(this.head, this.headFilled, 0, this.head.length - this.headFilled);
      this.headFilled += taken;
      rest = rest.subarray(taken);
    }
    if (rest.length > 0) this.writeRing(rest);
    if (this.lines) this.streamFor(stream).push(chunk);
  }
  /** Ends partial lines and returns what was kept. */
  finish() {
    for (const stream of this.streams.values()) stream.end();
    this.streams.clear();
    const head = Buffer.from(this.head.subarray(0, this.headFilled));
    const tail = this.readRing();
    const elidedBytes = this.total - head.length - tail.length;
    return {
      head,
      tail,
      totalBytes: this.total,
      elidedBytes,
      totalLines: this.newlines,
      elidedLines: elidedBytes > 0 ? this.newlines - countNewlines(head) - countNewlines(tail) : 0,
      lines: this.lines ? [...this.lines.kept] : [],
      droppedLines: this.lines?.dropped ?? 0
    };
  }
  /** The last bytes seen (for a background service's report), without finishing. */
  tailSnapshot() {
    if (this.total <= this.head.length) return Buffer.from(this.head.subarray(0, this.headFilled));
    return this.readRing();
  }
  streamFor(name) {
    let stream = this.streams.get(name);
    if (!stream && this.lines) {
      stream = this.lines.stream();
      this.streams.set(name, stream);
    }
    if (!stream) throw new Error("no line collector");
    return stream;
  }
  writeRing(chunk) {
    const size = this.ring.length;
    if (size === 0) return;
    if (chunk.length >= size) {
      chunk.copy(this.ring, 0, chunk.length - size);
      this.ringStart = 0;
      this.ringFilled = size;
      return;
    }
    const writeAt = (this.ringStart + this.ringFilled) % size;
    const firstPart = Math.min(chunk.length, size - writeAt);
    chunk.copy(this.ring, writeAt, 0, firstPart);
    chunk.copy(this.ring, 0, firstPart);
    const overflow = Math.max(0, this.ringFilled + chunk.length - size);
    this.ringFilled = Math.min(size, this.ringFilled + chunk.length);
    this.ringStart = (this.ringStart + overflow) % size;
  }
  readRing() {
    const end = this.ringStart + this.ringFilled;
    if (end <= this.ring.length) return Buffer.from(this.ring.subarray(this.ringStart, end));
    return Buffer.concat([
      this.ring.subarray(this.ringStart),
      this.ring.subarray(0, end - this.ring.length)
    ]);
  }
};
function countNewlines(bytes) {
  let count = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === NEWLINE2) count++;
  return count;
}

// src/process/run-as.ts
import { randomUUID } from "node:crypto";
import path4 from "node:path";

// src/process/system-program.ts
import path3 from "node:path";
var SYSTEM_FOLDERS = ["/usr/sbin", "/usr/bin", "/sbin", "/bin"];
var found = /* @__PURE__ */ new Map();
function systemProgram(name) {
  let known = found.get(name);
  if (known === void 0) {
    known = SYSTEM_FOLDERS.map((folder) => path3.join(folder, name)).find(isExecutableSync) ?? name;
    found.set(name, known);
  }
  return known;
}

// src/process/pid-one.ts
var PID_ONE_NAME = "fix-loop-pid-one";
var ENV_SHIM = 'eval "$(cat <&3)"; exec 3<&-; exec "$@"';
var PID_ONE_SCRIPT = [
  // This process is root, and the command's environment may name what the agent writes (a
  // project's bin/ or .venv/bin on PATH, a library on LD_LIBRARY_PATH: its copy here). What
  // root runs here gets none of it, only the system's folders on PATH, setpriv included; the
  // command gets it back from ENV_SHIM, already as the agent user, through fd 3 (never on a
  // command line, which any process may read). Kept first, before the script sets a name.
  "fix_loop_env=$(export -p)",
  // A line of a value that reads "export a-b=..." names no variable: unset would end the shell.
  "while IFS= read -r line; do case $line in 'export '*=*) name=${line#export }; name=${name%%=*}",
  '  case $name in fix_loop_env | "" | [0-9]* | *[!A-Za-z0-9_]*) ;; *) unset "$name" ;; esac ;; esac',
  "done <<FIX_LOOP_ENV",
  "$fix_loop_env",
  "FIX_LOOP_ENV",
  `PATH=${SYSTEM_FOLDERS.join(":")}; export PATH`,
  "report=$1 copy=$2 at=$3 temp=$4 cgroups=$5 home=$6 nproc=$7; shift 7; here=$(pwd -P); stopped= child=",
  // Signals from outside reach this process only through a handler. With a report to write
  // (a timeout, an abort) everything ends now, frozen and listed first, the command included;
  // without one (a service being stopped) the command is asked to end and waited for.
  'stop() { stopped=$1; [ -n "$report" ] || [ -z "$child" ] || kill -TERM "$child" 2>/dev/null; }',
  "trap 'stop 143' TERM; trap 'stop 130' INT; trap 'stop 129' HUP",
  // -- confinement: cgroups, private temp, then the copy --
  'IFS=:; for cg in $cgroups; do echo $$ > "$cg/cgroup.procs" || exit 125; done; unset IFS',
  // The copy is held open (fd 7) and laid after the private temps, which may cover it and its path.
  'if [ -n "$copy" ]; then exec 7< "$copy" || exit 125; fi',
  // The report's folder stays reachable (fd 6) under a private temp; the command never gets it.
  'if [ -n "$report" ]; then exec 6< "${report%/*}" || exit 125; report=/proc/$$/fd/6/${report##*/}; fi',
  "size=${temp%%:*} uid=${temp#*:}; gid=${uid#*:} uid=${uid%:*}",
  // Each temp folder is held open (/tmp on fd 5, /var/tmp on 8, /dev/shm on 9), then covered by a
  // tmpfs: the first by a mount of its own, which holds the mount lists; the others (each name
  // unique, so that mount never skips one as a tmpfs already there) by one `mount -a` with what
  // is bound back. What the agent could enter or read and not write at the top (no link, no
  // other's 1777, no name a mount table cannot hold) is bound back, found by one find: folders
  // made by mount (X-mount.mkdir), files made here, those of the other temps once their tmpfs is
  // there. An entry gone meanwhile (another process's temp folder) is left out, by find and by
  // mount alike; a temp still its old folder after the mount ends the namespace.
  "private_temps() {",
  "  read -r id < /proc/sys/kernel/random/uuid || return 1; first= starts= mounts= covered= later=",
  "  for spec in 5:/tmp 8:/var/tmp 9:/dev/shm; do",
  '    fd=${spec%%:*} t=${spec#*:}; [ -d "$t" ] && [ ! -L "$t" ] || continue',
  '    eval "exec $fd<\\"\\$t\\"" || return 1; starts="$starts /proc/$$/fd/$fd/"',
  '    if [ -z "$first" ]; then',
  '      first=$t; mount -t tmpfs -o "nosuid,nodev,mode=1777,size=$size" fix-loop-temp "$t" || return 1',
  '    else covered="$covered $fd:$t" mounts="${mounts}fix-loop-temp-$id-$fd $t tmpfs nosuid,nodev,mode=1777,size=$size 0 0',
  '"; fi',
  "  done",
  '  [ -n "$first" ] || return 0; b=$first/.fix-loop-mounts',
  '  find $starts -mindepth 1 -maxdepth 1 ! -name "*[[:space:]\\\\]*" ! -perm -0002 \\( -user "$uid" -o -group "$gid" \\',
  '    -o -type d -perm -0001 -o -type f -perm -0004 \\) \\( -type d -printf "d %H %f\\n" -o -type f -printf "f %H %f\\n" \\) > "$b" 2>/dev/null',
  "  while read -r y h f; do",
  "    case $h in */5/) t=/tmp ;; */8/) t=/var/tmp ;; *) t=/dev/shm ;; esac",
  '    if [ "$y" = d ]; then mounts="$mounts$h$f $t/$f none rbind,X-mount.mkdir 0 0',
  '"',
  '    elif [ "$t" != "$first" ]; then later="$later$h$f $t/$f none rbind 0 0',
  '"',
  '    elif : > "$t/$f" 2>/dev/null; then mounts="$mounts$h$f $t/$f none rbind 0 0',
  '"; fi',
  '  done < "$b"',
  '  printf %s "$mounts" > "$b"; [ -z "$mounts" ] || mount -a -c -T "$b" 2>/dev/null',
  '  for c in $covered; do [ ! "${c#*:}" -ef "/proc/$$/fd/${c%%:*}" ] || return 1; done',
  '  if [ -n "$later" ]; then',
  '    printf %s "$later" > "$b"; mounts=',
  '    while read -r h t o; do : > "$t" 2>/dev/null && mounts="$mounts$h $t $o',
  '"; done < "$b"',
  '    printf %s "$mounts" > "$b"; [ -z "$mounts" ] || mount -a -c -T "$b" 2>/dev/null',
  "  fi",
  '  rm -f "$b"; exec 5<&- 8<&- 9<&-',
  "}",
  'if [ -n "$temp" ]; then private_temps || exit 125; fi',
  // A fresh HOME, made before anything of the agent runs in this namespace (never a link).
  'if [ -n "$home" ] && [ -d "$home" ]; then',
  '  [ ! -L "$home" ] || exit 125',
  '  mount -t tmpfs -o "nosuid,nodev,mode=0700,uid=$uid,gid=$gid,size=$size" fix-loop-home "$home" || exit 125',
  '  printf "[safe]\\n\\tdirectory = *\\n" > "$home/.gitconfig" && chown "$uid:$gid" "$home/.gitconfig" || exit 125',
  "fi",
  'if [ -n "$copy" ]; then',
  '  [ -d "$at" ] || mkdir -p "$at"; mount --rbind -c "/proc/$$/fd/7" "$at" || exit 125; exec 7<&-',
  "fi",
  // -- end of confinement; a signal during it ends the namespace before the command starts --
  '[ -z "$stopped" ] || exit "$stopped"',
  // The cwd was taken before the mount: enter it again by path, through the copy.
  'cd "$here" || exit 125',
  "exec 4<&0",
  // The command's own caps, which setpriv passes on: RLIMIT_NPROC ("" for none), and umask 002.
  '( [ -z "$nproc" ] || ulimit -p "$nproc" || exit 125; umask 002',
  '  program=$(command -v "$1") || exit 127; shift; exec "$program" "$@" 3<<FIX_LOOP_ENV',
  "$fix_loop_env",
  "FIX_LOOP_ENV",
  ") <&4 4<&- 6<&- &",
  "child=$!",
  "exec 4<&-",
  "while :; do",
  '  wait "$child"; code=$?',
  '  [ -n "$stopped" ] && [ -n "$report" ] && code=$stopped && break',
  '  kill -0 "$child" 2>/dev/null || break',
  "done",
  'if [ -n "$report" ]; then',
  // Out of the agent's caps first: the listing forks, and what the agent left may hold every pid
  // they allow (a loop that refills them, zombies orphaned to this process and not reaped yet).
  '  IFS=:; for cg in $cgroups; do echo $$ > "${cg%/*}/cgroup.procs"; done 2>/dev/null; unset IFS',
  // Freeze the namespace first (kill -1 from its pid 1 reaches all of it at once): a process
  // that forks and exits in a loop would otherwise be gone from each listing it is found in.
  "  kill -s STOP -- -1 2>/dev/null",
  // Only this process left (the usual end): nothing to report, no file written.
  '  set -- /proc/[0-9]*; [ "$#" -gt 1 ] || exit "$code"',
  // At most 1 MiB (2,048 blocks of 512 bytes): the agent's leftovers may carry megabytes of
  // arguments each, which root would write into fix-loop's temp folder and fix-loop read back.
  // A write past it fails (SIGXFSZ ignored), the rest of the list is lost, the report stays.
  '  ( trap "" XFSZ; ulimit -f 2048',
  '  for p in "$@"; do',
  '    [ "${p#/proc/}" = 1 ] && continue',
  // One fork a process, tr's, writing straight to the report: NULs and newlines become spaces
  // (an argument cannot start a line of its own), and drainEnded drops a line with no command
  // (a zombie, or a process gone meanwhile).
  '    printf "%s\\t" "${p#/proc/}"; tr "\\000\\n" "  " < "$p/cmdline" 2>/dev/null; echo',
  '  done ) > "$report.part" 2>/dev/null; mv "$report.part" "$report" 2>/dev/null',
  "fi",
  'exit "$code"'
].join("\n");

// src/process/run-as.ts
var DROPPED = [
  "TMPDIR",
  "XDG_CONFIG_HOME",
  "XDG_CACHE_HOME",
  "XDG_DATA_HOME",
  "XDG_STATE_HOME",
  "CLAUDE_CONFIG_DIR"
];
var UMASK_SHIM = ["/bin/sh", "-c", 'umask 002 && exec "$@"', "fix-loop-agent"];
function runAsUser(target, env, runAs, options = {}) {
  if (!runAs) return { target, env };
  const userEnv = {};
  for (const [name, value] of Object.entries(env))
    if (!DROPPED.includes(name)) userEnv[name] = value;
  Object.assign(userEnv, { HOME: runAs.home, USER: runAs.user, LOGNAME: runAs.user });
  const command = [...UMASK_SHIM, target.file, ...target.args];
  const kept = ["PATH", "HOME"].flatMap(
    (name) => userEnv[name] === void 0 ? [] : [`${name}=${userEnv[name]}`]
  );
  const limits = runAs.limits;
  const switchUser = [
    ...[systemProgram("setpriv"), "--reuid", String(runAs.uid), "--regid", String(runAs.gid)],
    ...["--clear-groups", "--"]
  ];
  const setpriv = [
    ...limits ? [systemProgram("prlimit"), `--nproc=${limits.pids}:${limits.pids}`, "--"] : [],
    ...switchUser
  ];
  const namespace = runAs.namespace;
  if (namespace) {
    const report = options.report === false ? "" : reportFile(namespace);
    const inside = [
      ...namespace.network ? [systemProgram("nsenter"), `--net=${namespace.network.path}`, "--"] : [],
      ...[
        systemProgram("unshare"),
        "--pid",
        "--fork",
        "--kill-child",
        "--mount",
        "--mount-proc",
        "--"
      ],
      ...["/bin/sh", "-c", PID_ONE_SCRIPT, PID_ONE_NAME, report],
      ...[namespace.copy?.folder ?? "", namespace.copy?.over ?? ""],
      // Confinement (pid-one.ts): private temp (size:uid:gid), the cgroups to join, a fresh HOME,
      // RLIMIT_NPROC; the first process sets it and umask 002 itself (no prlimit, no shim).
      ...options.noPrivateFolders ? ["", (limits?.cgroups ?? []).join(":"), ""] : [privateTemp(runAs), (limits?.cgroups ?? []).join(":"), runAs.home],
      limits ? String(limits.nproc) : "",
      ...switchUser,
      ...["/bin/sh", "-c", ENV_SHIM, "fix-loop-env"],
      target.file,
      ...target.args
    ];
    if (runAs.via === "setpriv") {
      const [file = "unshare", ...args] = inside;
      return { target: { file, args }, env: userEnv };
    }
    return {
      target: { file: "sudo", args: ["-n", "-E", "--", "env", ...kept, ...inside] },
      env: userEnv
    };
  }
  if (runAs.via === "setpriv") {
    const [file = "setpriv", ...args] = [...setpriv, ...command];
    return { target: { file, args }, env: userEnv };
  }
  return {
    target: {
      file: "sudo",
      args: ["-n", "-E", "-u", runAs.user, "--", "env", ...kept, ...command]
    },
    env: userEnv
  };
}
var PRIVATE_TEMP_SIZE = "50%";
function privateTemp(runAs) {
  const size = runAs.limits ? String(runAs.limits.memoryBytes) : PRIVATE_TEMP_SIZE;
  return `${size}:${runAs.uid}:${runAs.gid}`;
}
function reportFile(namespace) {
  return path4.join(namespace.reports, `${randomUUID()}.ended`);
}

// src/process/settles-within.ts
async function settlesWithin(promise, ms) {
  let timer;
  const expired = new Promise((resolve2) => {
    timer = setTimeout(() => resolve2(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}

// src/process/started-groups.ts
var groups = /* @__PURE__ */ new Set();
function trackGroup(pid) {
  groups.add(pid);
}
function untrackGroup(pid) {
  groups.delete(pid);
}

// src/process/stop-command.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { setTimeout as delay2 } from "node:timers/promises";
var NAMESPACE_LISTING_GRACE_MS = 15e3;
async function stopCommand(pid, runAs, options = {}) {
  const one = runAs?.namespace ? namespaceInit(pid) : null;
  if (one === null || !runAs) return killProcessTree(pid, options);
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  await signalAsRoot(one, "TERM");
  const lists = writesAReport(one);
  const deadline = performance.now() + (lists ? Math.max(graceMs, NAMESPACE_LISTING_GRACE_MS) : graceMs);
  while (isProcessAlive(one) && performance.now() < deadline) await delay2(10);
  if (isProcessAlive(one)) await signalAsRoot(one, "KILL");
  const rest = await killProcessTree(pid, { ...options, graceMs: Math.min(graceMs, 200) });
  return { ...rest, signalled: rest.signalled + 1 };
}
function namespaceInit(pid) {
  const all = listProcesses();
  const tree = /* @__PURE__ */ new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat2 of all) {
      if (tree.has(stat2.pid) || !tree.has(stat2.ppid)) continue;
      tree.add(stat2.pid);
      grew = true;
      if (innerPid(stat2.pid) === 1) return stat2.pid;
    }
  }
  return null;
}
function writesAReport(one) {
  try {
    const args = readFileSync2(`/proc/${one}/cmdline`, "utf8").split("\0");
    const at = args.indexOf(PID_ONE_NAME);
    return at !== -1 && (args[at + 1] ?? "") !== "";
  } catch {
    return false;
  }
}
function innerPid(pid) {
  try {
    const line = /^NSpid:\s+([\d\s]+)$/m.exec(readFileSync2(`/proc/${pid}/status`, "latin1"));
    const ids = line?.[1]?.trim().split(/\s+/) ?? [];
    return ids.length > 1 ? Number(ids[ids.length - 1]) : null;
  } catch {
    return null;
  }
}
async function signalAsRoot(pid, signal) {
  if (isRoot()) {
    try {
      process.kill(pid, `SIG${signal}`);
    } catch {
    }
    return;
  }
  await privileged("kill", [`-${signal}`, String(pid)]).catch(() => void 0);
}

// src/process/supervise.ts
function supervise(pid, options = {}) {
  if (pid !== void 0) trackGroup(pid);
  let stopping = null;
  let timedOut = false;
  let aborted = false;
  const stop = (graceMs) => {
    if (pid !== void 0)
      stopping ??= stopCommand(pid, options.runAs, {
        graceMs: graceMs ?? options.graceMs ?? DEFAULT_GRACE_MS
      });
    return stopping;
  };
  const timeoutMs = options.timeoutMs ?? null;
  const timer = timeoutMs !== null ? setTimeout(() => {
    timedOut = true;
    void stop();
  }, timeoutMs) : null;
  const onAbort = () => {
    aborted = true;
    void stop();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener("abort", onAbort, { once: true });
  return {
    get timedOut() {
      return timedOut;
    },
    get aborted() {
      return aborted;
    },
    get stopping() {
      return stopping;
    },
    stop,
    settle() {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    },
    release() {
      if (pid !== void 0) untrackGroup(pid);
    }
  };
}

// src/process/run.ts
var PIPE_DRAIN_MS = 250;
async function runProcess(command, options = {}) {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const timeoutMs = options.timeoutMs ?? null;
  const capture = new OutputCapture(options.output);
  const finish = (fields) => ({
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted: false,
    spawnError: null,
    leftoverProcesses: 0,
    ...fields,
    timeoutMs,
    durationMs: performance.now() - started,
    output: capture.finish()
  });
  if (options.signal?.aborted) return finish({ aborted: true });
  const env = options.env ?? process.env;
  const target = toSpawnTarget(
    typeof command === "string" ? keepHookVariables(withoutNpx(command, cwd, env), env) : command
  );
  if (typeof command !== "string" && target.file.includes("/")) {
    const problem = whyNotRunnable(target.file, cwd);
    if (problem) return finish({ spawnError: problem });
  }
  const as = runAsUser(target, env, options.runAs);
  let child;
  try {
    child = spawn(as.target.file, as.target.args, {
      cwd,
      env: as.env,
      detached: true,
      stdio: [
        options.input === void 0 ? "ignore" : "pipe",
        "pipe",
        options.stdoutOnly ? "ignore" : "pipe"
      ]
    });
  } catch (error) {
    return finish({
      spawnError: await explainSpawnError(error, target.file, cwd)
    });
  }
  child.stdout?.on("data", (chunk) => capture.write(chunk, "stdout"));
  child.stderr?.on("data", (chunk) => capture.write(chunk, "stderr"));
  if (options.input !== void 0 && child.stdin) {
    child.stdin.on("error", () => {
    });
    child.stdin.end(options.input);
  }
  const closed = new Promise((resolve2) => child.once("close", () => resolve2()));
  const ended = new Promise(
    (resolve2) => {
      child.once("exit", (code, signal) => resolve2({ code, signal }));
      child.once("error", (error) => resolve2({ error }));
    }
  );
  const watch = supervise(child.pid, {
    timeoutMs,
    signal: options.signal,
    graceMs: options.graceMs,
    runAs: options.runAs
  });
  const result = await ended;
  watch.settle();
  if ("error" in result) {
    child.stdout?.destroy();
    child.stderr?.destroy();
    watch.release();
    return finish({ spawnError: await explainSpawnError(result.error, target.file, cwd) });
  }
  let leftoverProcesses = 0;
  if (watch.stopping) await watch.stopping;
  else if (options.killLeftovers !== false) {
    leftoverProcesses = (await watch.stop())?.signalled ?? 0;
  }
  if (!await settlesWithin(closed, PIPE_DRAIN_MS)) {
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  watch.release();
  return finish({
    exitCode: result.code,
    signal: result.signal,
    timedOut: watch.timedOut,
    aborted: watch.aborted,
    leftoverProcesses
  });
}

// src/text/strip-ansi.ts
var OSC = /(?:\x1b\]|\x9d)[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)?/g;
var STRING_COMMANDS = /(?:\x1b[PX^_]|[\x90\x98\x9e\x9f])[^\x1b\x9c\n]*(?:\x1b\\|\x9c)?/g;
var CSI = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]/g;
var OTHER_ESCAPES = /\x1b[ -/]*[0-~]?/g;
var CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
function stripAnsi(text) {
  const plain = text.replace(OSC, "").replace(STRING_COMMANDS, "").replace(CSI, "").replace(OTHER_ESCAPES, "").replace(/\r+\n/g, "\n");
  return (plain.includes("\r") ? keepLastOverwrite(plain) : plain).replace(CONTROLS, "");
}
var WRITTEN_OUT_ESCAPE = /#x1B(?=\[[0-?]*[ -/]*[@-~])/g;
var CUT_ESCAPE = /(?:#x1B\[?[0-?]*|#x1?|#)?(\n… \[\d+ characters elided\] …\n)(?:(?:x1B|1B|B)?\[[0-?]*[ -/]*[@-~])?/g;
var BARE_COLOUR = /\[(?:\d{1,3}(?:;\d{1,3})*)?m/g;
var BARE_RESET = /\[(?:0|22|39|49)m/;
function stripReportColours(text) {
  if (text.includes("\x1B") || text.includes("#x1B["))
    return stripAnsi(text.replace(WRITTEN_OUT_ESCAPE, "\x1B").replace(CUT_ESCAPE, "$1"));
  return BARE_RESET.test(text) ? text.replace(BARE_COLOUR, "") : text;
}
function keepLastOverwrite(text) {
  return text.split("\n").map((line) => {
    if (!line.includes("\r")) return line;
    const segments = line.split("\r").filter((segment) => segment.length > 0);
    return segments[segments.length - 1] ?? "";
  }).join("\n");
}

export {
  splitShell,
  joinShell,
  simpleCommands,
  unquote,
  quoteShell,
  toSpawnTarget,
  isExecutable,
  isExecutableSync,
  startProblem,
  explainSpawnError,
  hookVariables,
  withAssignments,
  OutputCapture,
  runAsUser,
  settlesWithin,
  HAS_PROC,
  isProcessAlive,
  trySignal,
  listProcesses,
  SESSION_MARKER,
  killMarkedProcesses,
  commandLine,
  supervise,
  runProcess,
  stripAnsi,
  stripReportColours
};
