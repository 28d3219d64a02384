import type { CommandLine } from "./command-line.js";
import { hookFolder } from "./hook-folder.js";
import { runnerCall } from "./runner-call.js";

/**
 * A coverage setup a runner loads through options of its own (mocha's `--require` of a root
 * hook plugin), where no in-run retry reporter of ours brings it in (runner-retry.ts): our files,
 * written to one folder (hook-folder.ts), and the words that load them into the runner's call.
 */
export interface CoverageHooks {
  files: Readonly<Record<string, string>>;
  words(folder: string): string[];
}

/**
 * The command with the runner's coverage hooks added to its call, when the run's environment
 * asks for coverage ($FIX_LOOP_COVERAGE_OUT: a retry that takes it on the way); null when it
 * does not, or when fix-loop cannot read the call (the run then goes without coverage).
 */
export function withCoverageHooks(
  runner: { commandLine: CommandLine; coverage?: { hooks?: CoverageHooks } } | null,
  command: string,
  env: NodeJS.ProcessEnv,
): string | null {
  const hooks = runner?.coverage?.hooks;
  if (!runner || !hooks || !env.FIX_LOOP_COVERAGE_OUT) return null;
  return (
    runnerCall(command, runner.commandLine)?.withWords(hooks.words(hookFolder(hooks.files))) ?? null
  );
}
