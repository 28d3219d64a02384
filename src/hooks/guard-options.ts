import { parseArgs } from "node:util";

/** How the hook program is told where its state lives and which guards apply (its argv). */
export interface GuardOptions {
  stateDir: string;
  /** Protected globs are relative to this folder. */
  projectRoot: string;
  protectedGlobs: string[];
  /** The Nth identical call is denied. */
  repeatLimit: number;
  /** After this many failed tool calls in a row the agent is told to step back. */
  failureLimit: number;
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
    ...options.protectedGlobs.flatMap((glob) => ["--protect", glob]),
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
    },
    strict: true,
  });
  const stateDir = values["state-dir"];
  if (!stateDir) throw new Error("the hook program needs --state-dir <folder>");
  return {
    stateDir,
    projectRoot: values.root ?? process.cwd(),
    protectedGlobs: values.protect ?? [],
    repeatLimit: positive(values["repeat-limit"], DEFAULT_REPEAT_LIMIT),
    failureLimit: positive(values["failure-limit"], DEFAULT_FAILURE_LIMIT),
  };
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
