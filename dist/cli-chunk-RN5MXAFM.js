import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  isAlias
} from "./cli-chunk-UWZEYOYF.js";
import {
  nearestWord
} from "./cli-chunk-F4DRHIDZ.js";
import {
  UserError,
  messageOf
} from "./cli-chunk-IR6XB55K.js";

// src/ids/id-list.ts
function parseIdList(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    const array = jsonStrings(trimmed);
    if (array) return unique(array.map((id) => id.trim()));
  }
  return unique(
    trimmed.split(/\s*[\r\n]+\s*/).flatMap(joinedAtCommas).map((id) => id.trim())
  );
}
function joinedAtCommas(line) {
  const pieces = line.split(/(\s*,\s*)/);
  const ids = [];
  for (let at = 0; at < pieces.length; at += 2) {
    const part = pieces[at] ?? "";
    const previous = ids.at(-1);
    if (previous?.includes(" > ") && !standsAlone(part))
      ids[ids.length - 1] = `${previous}${pieces[at - 1] ?? ","}${part}`;
    else ids.push(part);
  }
  return ids;
}
function standsAlone(part) {
  return part.includes(" > ") || part.includes("::") || isAlias(part) || /^[A-Z][A-Z0-9]*-\d+\b/.test(part) || /^[^\s,]+\.[A-Za-z]\w*$/.test(part);
}
function givenIds(values, printed) {
  return unique(
    values.flatMap((value) => printed.has(value.trim()) ? [value.trim()] : parseIdList(value))
  );
}
function jsonStrings(text) {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;
  } catch {
    return null;
  }
}
function unique(ids) {
  return [...new Set(ids.filter(Boolean))];
}

// src/cli/args.ts
import { statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
var UsageError = class extends UserError {
  name = "UsageError";
};
var COMMANDS = ["verify", "fix", "plan", "init", "merge", "help", "version"];
var OPTIONS = {
  config: { type: "string", short: "c" },
  json: { type: "string" },
  quarantine: { type: "string" },
  tests: { type: "string", multiple: true },
  tier: { type: "string", multiple: true },
  groups: { type: "string", multiple: true },
  "max-attempts": { type: "string" },
  "budget-usd": { type: "string" },
  strategy: { type: "string" },
  commit: { type: "boolean" },
  "agent-user": { type: "string" },
  force: { type: "boolean" },
  expanded: { type: "boolean" },
  cwd: { type: "string", short: "C" },
  plain: { type: "boolean" },
  verbose: { type: "boolean" },
  accept: { type: "string", multiple: true },
  shard: { type: "string" },
  timings: { type: "string" },
  base: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" }
};
var ALLOWED = {
  verify: [
    "config",
    "json",
    "quarantine",
    "tests",
    "tier",
    "cwd",
    "plain",
    "verbose",
    "shard",
    "timings",
    "base"
  ],
  fix: [
    "config",
    "json",
    "quarantine",
    "tests",
    "tier",
    "groups",
    "max-attempts",
    "budget-usd",
    "strategy",
    "commit",
    "agent-user",
    "cwd",
    "plain",
    "verbose",
    "base"
  ],
  plan: [
    "config",
    "json",
    "budget-usd",
    "agent-user",
    "force",
    "accept",
    "cwd",
    "plain",
    "verbose"
  ],
  init: ["config", "force", "expanded", "cwd"],
  merge: ["config", "json", "cwd", "plain", "verbose", "base"],
  help: [],
  version: []
};
function idList(name, values) {
  return given(name, values, [...new Set((values ?? []).flatMap(parseIdList))]);
}
function splitList(name, values) {
  const list = (values ?? []).flatMap((value) => value.split(/[,\s]+/)).filter(Boolean);
  return given(name, values, list);
}
function given(name, values, list) {
  if (values !== void 0 && list.length === 0)
    throw new UsageError(
      `--${name} was given an empty list: name one or more, separated by commas, or leave --${name} out to take them all`
    );
  return list;
}
function positiveNumber(name, value, integer) {
  if (value === void 0) return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || integer && !Number.isInteger(number)) {
    throw new UsageError(
      `--${name} must be a positive ${integer ? "whole number" : "number"}, got "${value}"`
    );
  }
  return number;
}
function suggestOption(message, argv) {
  const unknown = /^Unknown option '--([^'=]+)/.exec(message)?.[1];
  if (!unknown) return "";
  const command = argv.find((arg) => COMMANDS.includes(arg));
  const names = command ? ALLOWED[command] : Object.keys(OPTIONS);
  const near = nearestWord(unknown, [...names, "help", "version"]);
  return near ? `: did you mean --${near}?` : "";
}
function parseCliArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const message = messageOf(error).replace(/\. To specify a positional.*$/s, "");
    throw new UsageError(`${message}${suggestOption(message, argv)}`, { cause: error });
  }
  const { values, positionals } = parsed;
  const [first, ...rest] = positionals;
  let command;
  if (values.version) command = "version";
  else if (values.help || first === void 0 && Object.keys(values).length === 0)
    command = "help";
  else if (first === void 0)
    throw new UsageError(
      "options but no command: put the command first (fix-loop --help lists them)"
    );
  else if (COMMANDS.includes(first)) command = first;
  else
    throw new UsageError(
      `unknown command "${first}": use verify, fix, plan or init (fix-loop --help lists them)`
    );
  const topic = command === "help" && first !== void 0 && first !== "help" ? first : null;
  const helpTopic = command === "help" && first === "help" && rest[0] ? rest[0] : topic;
  if (command !== "help" && command !== "version") {
    const extra = command === "plan" ? rest.slice(1) : command === "merge" ? [] : rest;
    if (extra.length > 0)
      throw new UsageError(`unexpected argument "${extra[0]}" after ${command}`);
    for (const name of Object.keys(values)) {
      if (!ALLOWED[command].includes(name))
        throw new UsageError(`--${name} does not apply to ${command}`);
    }
  }
  return {
    command,
    topic: helpTopic && COMMANDS.includes(helpTopic) ? helpTopic : null,
    cwd: projectFolder(values.cwd, command),
    config: values.config ?? null,
    json: values.json ?? null,
    quarantine: values.quarantine ?? null,
    tests: idList("tests", values.tests),
    testValues: values.tests ?? [],
    tiers: splitList("tier", values.tier),
    groups: idList("groups", values.groups),
    maxAttempts: positiveNumber("max-attempts", values["max-attempts"], true),
    budgetUsd: positiveNumber("budget-usd", values["budget-usd"], false),
    strategy: values.strategy ?? null,
    commit: values.commit ?? false,
    agentUser: values["agent-user"] ?? "off",
    force: values.force ?? false,
    expanded: values.expanded ?? false,
    plain: values.plain ?? false,
    verbose: values.verbose ?? false,
    planFile: command === "plan" ? rest[0] ?? null : null,
    accept: splitList("accept", values.accept),
    shard: values.shard ?? null,
    timings: values.timings ?? null,
    partials: command === "merge" ? rest : [],
    base: values.base ?? null
  };
}
function projectFolder(value, command) {
  if (value === void 0) return process.cwd();
  if (command === "help" || command === "version") return value;
  const folder = path.resolve(value);
  let isFolder;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    throw new UsageError(`the project folder ${folder} does not exist: check -C (--cwd)`);
  }
  if (!isFolder)
    throw new UsageError(`the project folder ${folder} is not a folder: give -C (--cwd) a folder`);
  return value;
}

export {
  givenIds,
  UsageError,
  parseCliArgs
};
