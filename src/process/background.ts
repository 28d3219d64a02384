import { type ChildProcess, spawn } from "node:child_process";
import { messageOf } from "../errors.js";
import { cleanOutput } from "../text/decode-output.js";
import { type Command, toSpawnTarget } from "./command.js";
import { explainSpawnError } from "./diagnose.js";
import { killProcessTreeSync } from "./kill-tree.js";
import { OutputCapture } from "./output.js";
import { type RunAs, runAsUser } from "./run-as.js";
import { untrackGroup } from "./started-groups.js";
import { supervise } from "./supervise.js";

export interface BackgroundOptions {
  cwd?: string;
  /** The complete environment (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Bytes of output kept from the end (default 16 KiB). */
  tailBytes?: number;
  /** Run the command as this other user (the throwaway agent user). */
  runAs?: RunAs | null;
}

export interface BackgroundExit {
  exitCode: number | null;
  signal: string | null;
  /** Set when the command could not be started at all. */
  error: string | null;
}

export interface BackgroundProcess {
  /** Undefined only when the command could not be started (see `exited`). */
  readonly pid: number | undefined;
  /** Settles when the command itself exits (its leftovers are killed by stop()). */
  readonly exited: Promise<BackgroundExit>;
  /** True once `exited` has settled. */
  hasExited(): boolean;
  /** The end of the output so far, decoded and ANSI-stripped; not redacted, so redact before showing it. */
  outputTail(): string;
  /** Kills the whole process group (TERM, then KILL after the grace) and resolves when it is gone. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<BackgroundProcess>();

/** Starts a long-running command (a service) in its own process group and keeps its output bounded. */
export function startBackground(
  command: Command,
  options: BackgroundOptions = {},
): BackgroundProcess {
  const target = toSpawnTarget(command);
  const capture = new OutputCapture({ headBytes: 0, tailBytes: options.tailBytes ?? 16 * 1024 });
  let child: ChildProcess | null = null;
  let startError: string | null = null;
  // A service is stopped, not reported: what it ran is not the agent's leftovers.
  const as = runAsUser(target, options.env ?? process.env, options.runAs, { report: false });
  try {
    child = spawn(as.target.file, as.target.args, {
      cwd: options.cwd,
      env: as.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    startError = messageOf(error);
  }
  child?.stdout?.on("data", (chunk: Buffer) => capture.write(chunk));
  child?.stderr?.on("data", (chunk: Buffer) => capture.write(chunk));

  let done = false;
  const exited = new Promise<BackgroundExit>((resolve) => {
    if (!child) return resolve({ exitCode: null, signal: null, error: startError });
    child.once("exit", (code, signal) => resolve({ exitCode: code, signal, error: null }));
    child.once("error", (error) => {
      void explainSpawnError(error, target.file, options.cwd ?? process.cwd()).then((message) =>
        resolve({ exitCode: null, signal: null, error: message }),
      );
    });
  }).finally(() => {
    done = true;
  });

  const pid = child?.pid;
  const watch = supervise(pid, { runAs: options.runAs });
  let stopping: Promise<void> | null = null;
  const handle: BackgroundProcess = {
    pid,
    exited,
    hasExited: () => done,
    outputTail: () => describeOutput(capture),
    stop(graceMs?: number) {
      stopping ??= (async () => {
        await watch.stop(graceMs);
        await exited;
        child?.stdout?.destroy();
        child?.stderr?.destroy();
        running.delete(handle);
        watch.release();
      })();
      return stopping;
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every background process still running; for exit and Ctrl-C handlers. */
export async function stopAllBackground(graceMs?: number): Promise<void> {
  await Promise.all([...running].map((background) => background.stop(graceMs)));
}

/**
 * Kills every background process tree at once, synchronously; for a process 'exit' handler,
 * where nothing asynchronous runs any more. killAllProcessTreesSync() also kills running tests.
 */
export function killAllBackgroundSync(): void {
  for (const background of running) {
    if (background.pid === undefined) continue;
    killProcessTreeSync(background.pid);
    untrackGroup(background.pid);
  }
  running.clear();
}

function describeOutput(capture: OutputCapture): string {
  return cleanOutput(capture.tailSnapshot());
}
