// node:child_process rather than execa: we need a detached process group, our own bounded
// capture of both streams in arrival order, and our own TERM-then-KILL of the whole group;
// execa's buffering and single-process kill would sit beside that rather than replace it.
import { type ChildProcess, spawn } from "node:child_process";
import { type Command, toSpawnTarget } from "./command.js";
import { explainSpawnError, whyNotRunnable } from "./diagnose.js";
import { keepHookVariables } from "./hook-variables.js";
import { withoutNpx } from "./local-bins.js";
import { type CapturedOutput, OutputCapture, type OutputLimits } from "./output.js";
import { type RunAs, runAsUser } from "./run-as.js";
import { settlesWithin } from "./settles-within.js";
import { supervise } from "./supervise.js";

export interface RunOptions {
  cwd?: string;
  /** The complete environment of the command (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Kill the whole process tree after this long; null or absent: no limit. */
  timeoutMs?: number | null;
  /** Aborting kills the whole process tree. */
  signal?: AbortSignal;
  /** Written to stdin, which is then closed; without it stdin is closed from the start. */
  input?: string | Buffer;
  /** Time between SIGTERM and SIGKILL (default 2000 ms). */
  graceMs?: number;
  output?: OutputLimits;
  /**
   * Kill what the command left running in its process group after it exited (default true):
   * a test must leave nothing behind, and a leftover holding the output pipe would stall us.
   */
  killLeftovers?: boolean;
  /** Run the command as this other user (the throwaway agent user). */
  runAs?: RunAs | null;
  /** Keep stdout only (its output then is stdout alone): for a command whose stdout is data. */
  stdoutOnly?: boolean;
}

export interface ProcessOutcome {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
  output: CapturedOutput;
  /** Why the command could not be started, in words that say how to fix it. */
  spawnError: string | null;
  /** The timeout that applied, for messages. */
  timeoutMs: number | null;
  /** Processes still running in the tree after the command itself exited (then killed). */
  leftoverProcesses: number;
}

/** How long to wait for output pipes to close once the tree is gone (a process that left the group may hold them). */
const PIPE_DRAIN_MS = 250;

/** Runs a command in its own process group; never throws for a failing or missing command. */
export async function runProcess(
  command: Command,
  options: RunOptions = {},
): Promise<ProcessOutcome> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const timeoutMs = options.timeoutMs ?? null;
  const capture = new OutputCapture(options.output);
  const finish = (fields: Partial<ProcessOutcome>): ProcessOutcome => ({
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted: false,
    spawnError: null,
    leftoverProcesses: 0,
    ...fields,
    timeoutMs,
    durationMs: performance.now() - started,
    output: capture.finish(),
  });

  if (options.signal?.aborted) return finish({ aborted: true });
  const env = options.env ?? process.env;
  const target = toSpawnTarget(
    typeof command === "string" ? keepHookVariables(withoutNpx(command, cwd, env), env) : command,
  );
  if (typeof command !== "string" && target.file.includes("/")) {
    const problem = whyNotRunnable(target.file, cwd);
    if (problem) return finish({ spawnError: problem });
  }

  const as = runAsUser(target, env, options.runAs);
  let child: ChildProcess;
  try {
    child = spawn(as.target.file, as.target.args, {
      cwd,
      env: as.env,
      detached: true,
      stdio: [
        options.input === undefined ? "ignore" : "pipe",
        "pipe",
        options.stdoutOnly ? "ignore" : "pipe",
      ],
    });
  } catch (error) {
    return finish({
      spawnError: await explainSpawnError(error as NodeJS.ErrnoException, target.file, cwd),
    });
  }

  child.stdout?.on("data", (chunk: Buffer) => capture.write(chunk, "stdout"));
  child.stderr?.on("data", (chunk: Buffer) => capture.write(chunk, "stderr"));
  if (options.input !== undefined && child.stdin) {
    child.stdin.on("error", () => {}); // The command may exit without reading; EPIPE is not our failure.
    child.stdin.end(options.input);
  }
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const ended = new Promise<{ code: number | null; signal: string | null } | { error: Error }>(
    (resolve) => {
      child.once("exit", (code, signal) => resolve({ code, signal }));
      child.once("error", (error) => resolve({ error }));
    },
  );

  const watch = supervise(child.pid, {
    timeoutMs,
    signal: options.signal,
    graceMs: options.graceMs,
    runAs: options.runAs,
  });
  const result = await ended;
  watch.settle();

  if ("error" in result) {
    child.stdout?.destroy();
    child.stderr?.destroy();
    watch.release();
    return finish({ spawnError: await explainSpawnError(result.error, target.file, cwd) });
  }

  let leftoverProcesses = 0;
  if (watch.stopping) await watch.stopping;
  else if (options.killLeftovers !== false) {
    leftoverProcesses = (await watch.stop())?.signalled ?? 0;
  }
  if (!(await settlesWithin(closed, PIPE_DRAIN_MS))) {
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  watch.release();
  return finish({
    exitCode: result.code,
    signal: result.signal,
    timedOut: watch.timedOut,
    aborted: watch.aborted,
    leftoverProcesses,
  });
}
