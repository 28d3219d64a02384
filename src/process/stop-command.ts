import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import {
  DEFAULT_GRACE_MS,
  isProcessAlive,
  type KillOptions,
  type KillReport,
  killProcessTree,
  listProcesses,
} from "./kill-tree.js";
import { PID_ONE_NAME } from "./pid-one.js";
import { isRoot, privileged } from "./privileged.js";
import type { RunAs } from "./run-as.js";

/**
 * How long the namespace's first process may take to freeze the namespace, list it and exit,
 * whatever grace the command itself gets: by then nothing of the agent runs, and the listing
 * forks once for each process (the pids cap's worth at most). claude's grace of 1 s was too
 * short for it on a loaded runner: killed halfway, it wrote no list, and an attempt that timed
 * out named nothing it had ended.
 */
export const NAMESPACE_LISTING_GRACE_MS = 15_000;

/**
 * Ends a command fix-loop started (`pid`, its own process group) and everything it started.
 * In the agent's PID namespace only the namespace's first process is signalled: it freezes the
 * namespace, writes what ran in it (drainEnded reads that as killedProcesses) and exits, which
 * ends all of it at once. Signalling the processes inside one by one would race that listing.
 * The tree is killed as usual when that process cannot be found or has not ended in
 * NAMESPACE_LISTING_GRACE_MS (or the command's grace, when longer).
 */
export async function stopCommand(
  pid: number,
  runAs: RunAs | null | undefined,
  options: KillOptions = {},
): Promise<KillReport> {
  const one = runAs?.namespace ? namespaceInit(pid) : null;
  if (one === null || !runAs) return killProcessTree(pid, options);
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  await signalAsRoot(one, "TERM");
  const lists = writesAReport(one);
  const deadline =
    performance.now() + (lists ? Math.max(graceMs, NAMESPACE_LISTING_GRACE_MS) : graceMs);
  while (isProcessAlive(one) && performance.now() < deadline) await delay(10);
  // Still there: kill what we can; through sudo, the namespace's root processes too.
  if (isProcessAlive(one)) await signalAsRoot(one, "KILL");
  const rest = await killProcessTree(pid, { ...options, graceMs: Math.min(graceMs, 200) });
  return { ...rest, signalled: rest.signalled + 1 };
}

/** The host pid of the namespace's first process among `pid`'s descendants, or null. */
function namespaceInit(pid: number): number | null {
  const all = listProcesses();
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of all) {
      if (tree.has(stat.pid) || !tree.has(stat.ppid)) continue;
      tree.add(stat.pid);
      grew = true;
      if (innerPid(stat.pid) === 1) return stat.pid;
    }
  }
  return null;
}

/**
 * Whether the namespace's first process was given a report to write (pid-one.ts's first
 * argument): a service's namespace writes none, and its command gets only its own grace.
 */
function writesAReport(one: number): boolean {
  try {
    const args = readFileSync(`/proc/${one}/cmdline`, "utf8").split("\0");
    const at = args.indexOf(PID_ONE_NAME);
    return at !== -1 && (args[at + 1] ?? "") !== "";
  } catch {
    return false;
  }
}

/** A process's pid in the innermost namespace it belongs to (the last NSpid field). */
function innerPid(pid: number): number | null {
  try {
    const line = /^NSpid:\s+([\d\s]+)$/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"));
    const ids = line?.[1]?.trim().split(/\s+/) ?? [];
    return ids.length > 1 ? Number(ids[ids.length - 1]) : null;
  } catch {
    return null;
  }
}

/** The namespace's first process is root's: signalled directly as root, else through sudo. */
async function signalAsRoot(pid: number, signal: "TERM" | "KILL"): Promise<void> {
  if (isRoot()) {
    try {
      process.kill(pid, `SIG${signal}`);
    } catch {
      // Gone already.
    }
    return;
  }
  await privileged("kill", [`-${signal}`, String(pid)]).catch(() => undefined);
}
