import { buildEvidence } from "../evidence/build-evidence.js";
import { runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";
import type { Evidence } from "../results/schema.js";
import type { ScriptTest } from "./script-test.js";

export interface RunScriptOptions {
  /** The project root: scripts run from there. */
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs: number | null;
  signal?: AbortSignal;
  redact?: (text: string) => string;
  /** Time between SIGTERM and SIGKILL on timeout (default 2000 ms). */
  graceMs?: number;
  /** Run the script as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

export interface ScriptRun {
  passed: boolean;
  evidence: Evidence;
  durationMs: number;
}

/** The lines a script prints for people (and the agent) to read first; indentation allowed. */
export const SUMMARY_LINE = /^[ \t]*(?:PASS|FAIL|EVIDENCE):/;

/** Runs one test script directly (its shebang chooses the interpreter); exit 0 passes. */
export async function runScript(test: ScriptTest, options: RunScriptOptions): Promise<ScriptRun> {
  const outcome = await runProcess(
    { file: test.absolutePath },
    {
      cwd: options.cwd,
      env: options.env,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      graceMs: options.graceMs,
      runAs: options.runAs,
      output: { matchLines: SUMMARY_LINE },
    },
  );
  // Messages name the script as the user wrote it, not by its absolute path.
  if (outcome.spawnError)
    outcome.spawnError = outcome.spawnError.replaceAll(test.absolutePath, test.file);
  const passed =
    outcome.exitCode === 0 && !outcome.timedOut && !outcome.aborted && outcome.spawnError === null;
  return {
    passed,
    evidence: buildEvidence(outcome, { redact: options.redact, file: test.file }),
    durationMs: Math.round(outcome.durationMs),
  };
}
