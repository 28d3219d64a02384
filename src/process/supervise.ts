import { DEFAULT_GRACE_MS, type KillReport } from "./kill-tree.js";
import type { RunAs } from "./run-as.js";
import { trackGroup, untrackGroup } from "./started-groups.js";
import { stopCommand } from "./stop-command.js";

export interface SuperviseOptions {
  /** Stop the command after this long; null or absent: no limit. */
  timeoutMs?: number | null;
  /** Aborting stops the command. */
  signal?: AbortSignal | undefined;
  /** Time between SIGTERM and SIGKILL (default 2000 ms). */
  graceMs?: number;
  /** The user (and namespace) it runs as: how it is stopped (stop-command.ts). */
  runAs?: RunAs | null | undefined;
}

/** The one watch over a command fix-loop started: its timeout, its abort and its stop. */
export interface Supervision {
  readonly timedOut: boolean;
  readonly aborted: boolean;
  /** Set once a stop began (timeout, abort or stop()). */
  readonly stopping: Promise<KillReport> | null;
  /** Stops the command and all it started (TERM, KILL after the grace); once, however often asked. */
  stop(graceMs?: number): Promise<KillReport> | null;
  /** The command has exited: no timeout or abort may stop it any more. */
  settle(): void;
  /** Nothing of it runs any more: it leaves the registry of groups to kill at exit. */
  release(): void;
}

/**
 * Watches a command started detached (its pid leads its process group): at the timeout or on
 * abort the command and everything it started are stopped, and until released its group is in
 * the registry that an exit handler kills. runProcess, startBackground and runClaudeProcess all
 * spawn through here, so a command is timed out and killed the same way wherever it runs.
 */
export function supervise(pid: number | undefined, options: SuperviseOptions = {}): Supervision {
  if (pid !== undefined) trackGroup(pid);
  let stopping: Promise<KillReport> | null = null;
  let timedOut = false;
  let aborted = false;
  const stop = (graceMs?: number) => {
    if (pid !== undefined)
      stopping ??= stopCommand(pid, options.runAs, {
        graceMs: graceMs ?? options.graceMs ?? DEFAULT_GRACE_MS,
      });
    return stopping;
  };
  const timeoutMs = options.timeoutMs ?? null;
  const timer =
    timeoutMs !== null
      ? setTimeout(() => {
          timedOut = true;
          void stop();
        }, timeoutMs)
      : null;
  const onAbort = () => {
    aborted = true;
    void stop();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener("abort", onAbort, { once: true });
  return {
    get timedOut() {
      return timedOut;
    },
    get aborted() {
      return aborted;
    },
    get stopping() {
      return stopping;
    },
    stop,
    settle() {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    },
    release() {
      if (pid !== undefined) untrackGroup(pid);
    },
  };
}
