import type { CommandLine } from "../junit/command-line.js";
import { simpleCommands, unquote } from "../process/shell-words.js";

/** A project's own test script, around its runner: what init's tier command must keep. */
export interface ScriptArguments {
  /** Environment assignments before the runner (`NODE_ENV=test`), as written. */
  env: string[];
  /** The runner's arguments (setup files, flags, test folders), as written. */
  args: string[];
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * The environment and arguments the project's test script gives its runner, without the
 * options `dropped` names (with their values: a reporter the tier replaces, a watch that would
 * never end, a bail that would hide failures). Empty when the script does not call the runner
 * plainly.
 */
export function scriptArguments(
  script: string,
  commandLine: CommandLine,
  dropped: ReadonlySet<string>,
): ScriptArguments {
  const none = { env: [], args: [] };
  for (const written of simpleCommands(script) ?? []) {
    const plain = written.map(unquote);
    const start = commandLine.start(plain);
    if (start === null) continue;
    const env = written.slice(0, start).filter((_, i) => ASSIGNMENT.test(plain[i] ?? ""));
    const args: string[] = [];
    for (let i = start; i < written.length; i++) {
      const value = plain[i] ?? "";
      const option = value.startsWith("-") ? (value.split("=")[0] ?? value) : null;
      const takesNext =
        option !== null && !value.includes("=") && commandLine.valueOptions.has(option);
      if (option !== null && dropped.has(option)) {
        if (takesNext) i++;
        // yargs reads every word up to the next option as a list option's values.
        else if (!value.includes("=") && commandLine.listOptions.has(option))
          while (i + 1 < written.length && !(plain[i + 1] ?? "").startsWith("-")) i++;
        continue;
      }
      args.push(written[i] ?? "");
      if (takesNext && i + 1 < written.length) args.push(written[++i] ?? "");
    }
    return { env, args };
  }
  return none;
}

/** Programs that only start the runner: nothing of theirs is lost when the tier calls it itself. */
const LAUNCHERS = new Set([
  "npx",
  "pnpm",
  "pnpx",
  "yarn",
  "bunx",
  "exec",
  "dlx",
  "run",
  "cross-env",
]);

/**
 * What the project's test script wraps its runner in, which the tier leaves out: fastify's
 * `c8 --100 node --test` gives `c8 --100` (a coverage gate). Package runners and cross-env,
 * which only start it, are not counted; nor is the environment, which the tier keeps.
 */
export function scriptWrapper(script: string, commandLine: CommandLine): string | null {
  for (const written of simpleCommands(script) ?? []) {
    const plain = written.map(unquote);
    const start = commandLine.start(plain);
    if (start === null) continue;
    // The runner's own program is the last word the command cannot start without.
    let program = 0;
    while (program < start && commandLine.start(plain.slice(program + 1)) !== null) program++;
    const before = written.slice(0, program).filter((_, i) => !ASSIGNMENT.test(plain[i] ?? ""));
    const wrapper = before.filter((word) => !LAUNCHERS.has(unquote(word)));
    return wrapper.length > 0 ? before.join(" ") : null;
  }
  return null;
}

/** "NODE_ENV=test npx mocha" from the parts, with no double spaces where a part is empty. */
export function words(...parts: (string | readonly string[])[]): string {
  return parts
    .flat()
    .filter((part) => part !== "")
    .join(" ");
}
