import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import { stripAnsi } from "../../text/strip-ansi.js";
import type { ProbeOutcome } from "./probe-outcome.js";

export interface CommandProbeOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  runAs?: RunAs | null;
}

/** Runs the command once in its own process group: exit 0 is healthy; a hang is killed whole. */
export async function probeCommand(
  command: string,
  timeoutMs: number,
  options: CommandProbeOptions,
  signal?: AbortSignal,
): Promise<ProbeOutcome> {
  const outcome = await runProcess(command, {
    cwd: options.cwd,
    env: options.env,
    timeoutMs,
    signal,
    graceMs: 100,
    runAs: options.runAs,
    output: { headBytes: 0, tailBytes: 4096 },
  });
  if (outcome.exitCode === 0 && !outcome.timedOut) return { healthy: true };
  if (outcome.spawnError) return { healthy: false, error: outcome.spawnError };
  if (outcome.aborted) return { healthy: false, error: "probe cancelled" };
  if (outcome.timedOut) return { healthy: false, error: `timed out after ${timeoutMs} ms` };
  const how = outcome.signal ? `killed by ${outcome.signal}` : `exit code ${outcome.exitCode}`;
  const lastLine = lastLineOf(outcome.output.tail.toString("utf8"));
  return { healthy: false, error: lastLine ? `${how}: ${lastLine}` : how };
}

function lastLineOf(text: string): string {
  const lines = stripAnsi(text).split("\n");
  const line = lines.reverse().find((candidate) => candidate.trim() !== "") ?? "";
  return line.trim().slice(0, 300);
}
