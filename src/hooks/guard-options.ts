import { parseArgs } from "node:util";

/**
 * How a guard that fires acts: `block` denies (today's behaviour), `warn` tells the agent and
 * lets the call go ahead, `observe` lets everything through and only records what would have
 * been blocked. A team rolls guards out in that order, setting the limits from the counts.
 */
export const GUARD_MODES = ["observe", "warn", "block"] as const;
export type GuardMode = (typeof GUARD_MODES)[number];

/** The guards, by the name the ledger, the attempt record and the summary count them under. */
export const GUARD_NAMES = ["protected-path", "repeat", "failure-limit", "progress-gate"] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** How the hook program is told where its state lives and which guards apply (its argv). */
export interface GuardOptions {
  stateDir: string;
  /** Protected globs are relative to this folder. */
  projectRoot: string;
  protectedGlobs: string[];
  /**
   * A Write that creates a file matching one of these may go under a protected glob (a plan
   * session's new test script in its tier's folder); an existing file stays protected.
   */
  newFileGlobs?: string[];
  /** The Nth identical call is denied. */
  repeatLimit: number;
  /** After this many failed tool calls in a row the agent is told to step back. */
  failureLimit: number;
  mode: GuardMode;
}

export const DEFAULT_REPEAT_LIMIT = 3;
export const DEFAULT_FAILURE_LIMIT = 5;

export function guardArguments(options: GuardOptions): string[] {
  return [
    "--state-dir",
    options.stateDir,
    "--root",
    options.projectRoot,
    "--repeat-limit",
    String(options.repeatLimit),
    "--failure-limit",
    String(options.failureLimit),
    "--mode",
    options.mode,
    ...options.protectedGlobs.flatMap((glob) => ["--protect", glob]),
    ...(options.newFileGlobs ?? []).flatMap((glob) => ["--allow-new", glob]),
  ];
}

export function parseGuardArguments(argv: string[]): GuardOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      "state-dir": { type: "string" },
      root: { type: "string" },
      "repeat-limit": { type: "string" },
      "failure-limit": { type: "string" },
      protect: { type: "string", multiple: true },
      "allow-new": { type: "string", multiple: true },
      mode: { type: "string" },
    },
    strict: true,
  });
  const stateDir = values["state-dir"];
  if (!stateDir) throw new Error("the hook program needs --state-dir <folder>");
  return {
    stateDir,
    projectRoot: values.root ?? process.cwd(),
    protectedGlobs: values.protect ?? [],
    ...(values["allow-new"] ? { newFileGlobs: values["allow-new"] } : {}),
    repeatLimit: positive(values["repeat-limit"], DEFAULT_REPEAT_LIMIT),
    failureLimit: positive(values["failure-limit"], DEFAULT_FAILURE_LIMIT),
    mode: guardMode(values.mode),
  };
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** An unknown mode blocks: a typo must never switch the guards off. */
function guardMode(text: string | undefined): GuardMode {
  return GUARD_MODES.find((mode) => mode === text) ?? "block";
}
