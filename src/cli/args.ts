import { statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { nearestWord } from "../config/suggest.js";
import { messageOf, UserError } from "../errors.js";
import { parseIdList } from "../ids/id-list.js";

/** A command line fix-loop cannot run: an unknown command, option or value. */
export class UsageError extends UserError {
  override name = "UsageError";
}

export type Command = "verify" | "fix" | "plan" | "init" | "merge" | "help" | "version";

export interface CliArgs {
  command: Command;
  /** The command `help` was asked about, if any. */
  topic: Command | null;
  cwd: string;
  config: string | null;
  json: string | null;
  /** `--quarantine FILE`: a quarantine.json whose tests' failures fail nothing. */
  quarantine: string | null;
  tests: string[];
  /** The --tests values as given, before they were split at commas (ids/id-list.ts givenIds). */
  testValues: string[];
  tiers: string[];
  groups: string[];
  maxAttempts: number | null;
  budgetUsd: number | null;
  strategy: string | null;
  commit: boolean;
  /** `--agent-user`: auto, off (the default) or an existing user's name. */
  agentUser: string;
  force: boolean;
  /** init: write the pipeline's four jobs instead of the call to the reusable workflow. */
  expanded: boolean;
  plain: boolean;
  /** Lists every test, not only those that did not pass. */
  verbose: boolean;
  /** `fix-loop plan PLAN.md`: the markdown test plan. */
  planFile: string | null;
  /** `fix-loop plan --accept BT-001,...` (or all): generated tests a person accepts. */
  accept: string[];
  /** `verify --shard i/N`: run leg i of N and write its partial results. */
  shard: string | null;
  /** `verify --shard i/N --timings FILE`: an earlier results.json, to balance legs by time. */
  timings: string | null;
  /** `fix-loop merge PARTIAL...`: the legs' partial results. */
  partials: string[];
  /** `--base REF`: the commit the tree is compared with; triage blames what changed since. */
  base: string | null;
}

const COMMANDS: Command[] = ["verify", "fix", "plan", "init", "merge", "help", "version"];

const OPTIONS = {
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
  version: { type: "boolean", short: "v" },
} as const;

const ALLOWED: Record<Command, string[]> = {
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
    "base",
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
    "base",
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
    "verbose",
  ],
  init: ["config", "force", "expanded", "cwd"],
  merge: ["config", "json", "cwd", "plain", "verbose", "base"],
  help: [],
  version: [],
};

/** Ids as printed, spaces and `>` included: each value is one id, or several split by commas. */
function idList(name: string, values: string[] | undefined): string[] {
  return given(name, values, [...new Set((values ?? []).flatMap(parseIdList))]);
}

function splitList(name: string, values: string[] | undefined): string[] {
  const list = (values ?? []).flatMap((value) => value.split(/[,\s]+/)).filter(Boolean);
  return given(name, values, list);
}

/**
 * The list, unless the option was given and named nothing (`--tests "$UNSET"`, `--tests ,`):
 * left out, an option takes everything, and a run of every test would pass for the few wanted.
 */
function given(name: string, values: string[] | undefined, list: string[]): string[] {
  if (values !== undefined && list.length === 0)
    throw new UsageError(
      `--${name} was given an empty list: name one or more, separated by commas, or leave --${name} out to take them all`,
    );
  return list;
}

function positiveNumber(name: string, value: string | undefined, integer: boolean): number | null {
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    throw new UsageError(
      `--${name} must be a positive ${integer ? "whole number" : "number"}, got "${value}"`,
    );
  }
  return number;
}

/** ": did you mean --tests?" for an unknown long option close to one the command takes. */
function suggestOption(message: string, argv: readonly string[]): string {
  const unknown = /^Unknown option '--([^'=]+)/.exec(message)?.[1];
  if (!unknown) return "";
  const command = argv.find((arg): arg is Command => COMMANDS.includes(arg as Command));
  const names = command ? ALLOWED[command] : Object.keys(OPTIONS);
  const near = nearestWord(unknown, [...names, "help", "version"]);
  return near ? `: did you mean --${near}?` : "";
}

export function parseCliArgs(argv: string[]): CliArgs {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const message = messageOf(error).replace(/\. To specify a positional.*$/s, "");
    throw new UsageError(`${message}${suggestOption(message, argv)}`, { cause: error });
  }
  const { values, positionals } = parsed;
  const [first, ...rest] = positionals;
  let command: Command;
  if (values.version) command = "version";
  else if (values.help || (first === undefined && Object.keys(values).length === 0))
    command = "help";
  else if (first === undefined)
    throw new UsageError(
      "options but no command: put the command first (fix-loop --help lists them)",
    );
  else if (COMMANDS.includes(first as Command)) command = first as Command;
  else
    throw new UsageError(
      `unknown command "${first}": use verify, fix, plan or init (fix-loop --help lists them)`,
    );

  const topic =
    command === "help" && first !== undefined && first !== "help" ? (first as Command) : null;
  const helpTopic =
    command === "help" && first === "help" && rest[0] ? (rest[0] as Command) : topic;
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
    planFile: command === "plan" ? (rest[0] ?? null) : null,
    accept: splitList("accept", values.accept),
    shard: values.shard ?? null,
    timings: values.timings ?? null,
    partials: command === "merge" ? rest : [],
    base: values.base ?? null,
  };
}

/**
 * -C must name a folder that exists: a typo there would otherwise read as a missing config, or
 * make `init` write a new tree where the user never meant one.
 */
function projectFolder(value: string | undefined, command: Command): string {
  if (value === undefined) return process.cwd();
  if (command === "help" || command === "version") return value;
  const folder = path.resolve(value);
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    throw new UsageError(`the project folder ${folder} does not exist: check -C (--cwd)`);
  }
  if (!isFolder)
    throw new UsageError(`the project folder ${folder} is not a folder: give -C (--cwd) a folder`);
  return value;
}
