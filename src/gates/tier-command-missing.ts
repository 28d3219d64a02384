import path from "node:path";
import { programsOf } from "../process/command-programs.js";
import type { PreflightResult } from "../results/schema.js";
import { findExecutable } from "./preflight.js";

type Problem = PreflightResult["problems"][number];

export interface EndedCommand {
  exitCode: number | null;
  /** What the command printed, stdout and stderr together. */
  output: string;
}

export interface MissingCommandContext {
  /** The tier, and its command as the config writes it. */
  tier: string;
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  configPath: string;
  /** The report the tier reads (its `junit:`), for a command to suggest. */
  report?: string;
}

/**
 * A JUnit tier's command that wrote no report because a program of the tier's own command line
 * could not be started: a word the shell did not find (exit 127 and its "not found" line), a
 * `python -m` module python does not have, a `go run pkg@version` whose module go could not
 * fetch. That is a mistake in the config or the machine, a gate (exit 3), never a failing test
 * to hand to the agent. Only the programs the config's command names count: a test script whose
 * own inner command is missing prints "./run.sh: 3: foo: not found", a failing test. The shell's
 * line alone could be printed by a test; the shell's exit status and a look at PATH confirm it.
 */
export async function missingTierCommand(
  ended: EndedCommand,
  context: MissingCommandContext,
): Promise<Problem | null> {
  const lines = ended.output.split("\n").map((line) => line.trimEnd());
  const fix = `or correct the ${context.tier} tier's command in ${context.configPath}`;
  for (const { program, args } of programsOf(context.command)) {
    if (ended.exitCode === 127 && lines.some((line) => saysNotFound(line, program))) {
      if (await findExecutable(program, context)) continue;
      return {
        kind: "command",
        name: program,
        message: `the ${context.tier} tier's command ${program} was not found (the shell exited with code 127): ${program.includes("/") ? "create it" : `install ${program}`}, ${fix}`,
      };
    }
    const module = args[0] === "-m" ? args[1] : undefined;
    const noModule = module && lines.some((line) => saysNoModule(line, module));
    if (ended.exitCode === 1 && isPython(program) && noModule) {
      return {
        kind: "command",
        name: `${program} -m ${module}`,
        message: `the ${context.tier} tier's command runs ${program} -m ${module}, and ${program} has no module ${module}: install it (${program} -m pip install ${module}), ${fix}`,
      };
    }
    const target = program === "go" && args[0] === "run" ? args.find(isVersioned) : undefined;
    const fetchError =
      ended.exitCode === 1 && target && lines.find((line) => line.startsWith(`go: ${target}: `));
    if (fetchError) {
      // Offline, a gotestsum already installed writes the report with no module to fetch.
      const installed =
        !target.includes("gotestsum") && (await findExecutable("gotestsum", context));
      const offline = installed
        ? `; gotestsum is installed here and writes the report itself: mkdir -p ${path.posix.dirname(context.report ?? "reports/junit.xml")} && gotestsum --junitfile ${context.report ?? "reports/junit.xml"} -- ./...`
        : "";
      return {
        kind: "command",
        name: `go run ${target}`,
        message: `the ${context.tier} tier's command runs go run ${target}, and go could not fetch that module (${fetchError}): let go reach its module proxy (GOPROXY), or install the tool and call it by name, ${fix}${offline}`,
      };
    }
  }
  return null;
}

/** dash's "sh: 1: NAME: not found", bash's "bash: line 1: NAME: command not found". */
function saysNotFound(line: string, program: string): boolean {
  const shell =
    /^(?:\S*\/)?(?:sh|bash|dash|zsh)(?::(?: line)? \d+)?: (.+?): (?:command )?not found$/;
  return shell.exec(line)?.[1] === program;
}

function isPython(program: string): boolean {
  return /^python[\d.]*$/.test(path.basename(program));
}

/** runpy's own words when `python -m NAME` finds no NAME: "/usr/bin/python3: No module named NAME". */
function saysNoModule(line: string, module: string): boolean {
  const said = `: No module named ${module}`;
  return line.endsWith(said) && isPython(line.slice(0, -said.length));
}

/** `pkg@version`, as `go run` takes a tool it fetches. */
function isVersioned(word: string): boolean {
  return !word.startsWith("-") && /^[^@\s]+@[^@\s]+$/.test(word);
}
