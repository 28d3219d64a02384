import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type GuardOptions, guardArguments } from "../../src/hooks/guard-options.js";

export const HOOK_PROGRAM = fileURLToPath(new URL("../../dist/hooks.js", import.meta.url));

export interface HookRun {
  /** The parsed answer, or null when the hook printed nothing. */
  answer: Record<string, unknown> | null;
  stdout: string;
  stderr: string;
  status: number | null;
}

/** Runs the bundled hook program the way Claude Code does: event JSON on stdin, answer on stdout. */
export function runHook(
  options: GuardOptions,
  event: Record<string, unknown> | string,
  argv?: string[],
): HookRun {
  const result = spawnSync(process.execPath, [HOOK_PROGRAM, ...(argv ?? guardArguments(options))], {
    input:
      typeof event === "string"
        ? event
        : JSON.stringify({ session_id: "session-1", cwd: options.projectRoot, ...event }),
    encoding: "utf8",
    cwd: options.projectRoot,
  });
  return {
    answer: result.stdout.trim() === "" ? null : JSON.parse(result.stdout),
    stdout: result.stdout,
    stderr: result.stderr,
    status: result.status,
  };
}
