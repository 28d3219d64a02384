import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";

export interface KillOptions {
  /** Time between SIGTERM and SIGKILL (default 2000 ms). */
  graceMs?: number;
  /** Time to wait for SIGKILL to take effect before giving up (default 2000 ms). */
  killWaitMs?: number;
}

export interface KillReport {
  /** Processes that were still running when the kill started. */
  signalled: number;
  /** True when SIGKILL was needed because something outlived the grace period. */
  forced: boolean;
  /** Pids still alive at the end (normally none). */
  survivors: number[];
}

export const DEFAULT_GRACE_MS = 2000;
export const HAS_PROC = (() => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
})();

/**
 * Stops the process group led by `pid` (spawned detached, so its pgid is its pid) and every
 * descendant seen at the start, including any that moved to a new session: SIGTERM, then
 * SIGKILL after the grace period. Resolves when nothing is left. On Linux, liveness comes from
 * /proc and zombies count as gone, because an init that never reaps (as in some containers)
 * would otherwise keep dead processes "alive" for kill(pid, 0).
 */
export async function killProcessTree(pid: number, options: KillOptions = {}): Promise<KillReport> {
  if (!groupExists(pid)) return { signalled: 0, forced: false, survivors: [] };
  const tracked = new Set(livingTree(pid, new Set()));
  if (tracked.size === 0) return { signalled: 0, forced: false, survivors: [] };
  const signalled = tracked.size;

  signalTree(pid, tracked, "SIGTERM");
  if (await waitUntilGone(pid, tracked, options.graceMs ?? DEFAULT_GRACE_MS)) {
    return { signalled, forced: false, survivors: [] };
  }
  signalTree(pid, tracked, "SIGKILL");
  await waitUntilGone(pid, tracked, options.killWaitMs ?? 2000);
  return { signalled, forced: true, survivors: livingTree(pid, tracked) };
}

/** Sends SIGKILL to the group and its known descendants at once; for process exit handlers. */
export function killProcessTreeSync(pid: number): void {
  const tracked = new Set(livingTree(pid, new Set()));
  signalTree(pid, tracked, "SIGKILL");
}

/** True when the process exists and is not a zombie. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  if (!HAS_PROC) return true;
  const stat = readStat(pid);
  return stat !== null && stat.state !== "Z";
}

function groupExists(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signalTree(pgid: number, pids: Set<number>, signal: NodeJS.Signals): void {
  trySignal(-pgid, signal);
  for (const pid of pids) trySignal(pid, signal);
}

export function trySignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone (ESRCH) or not ours (EPERM): nothing more to do for this one.
  }
}

async function waitUntilGone(
  pgid: number,
  tracked: Set<number>,
  limitMs: number,
): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  let pause = 5;
  for (;;) {
    const living = livingTree(pgid, tracked);
    if (living.length === 0) return true;
    for (const pid of living) tracked.add(pid);
    if (performance.now() >= deadline) return false;
    await delay(Math.min(pause, Math.max(1, deadline - performance.now())));
    pause = Math.min(pause * 2, 50);
  }
}

export interface ProcStat {
  pid: number;
  ppid: number;
  pgrp: number;
  state: string;
}

/** Living members of the group, the tracked pids, and their descendants. */
function livingTree(pgid: number, tracked: Set<number>): number[] {
  if (!HAS_PROC) return groupExists(pgid) ? [pgid] : [...tracked].filter(isProcessAlive);
  const all = listProcesses().filter((stat) => stat.state !== "Z");
  const members = new Set<number>();
  for (const stat of all) {
    if (stat.pgrp === pgid || stat.pid === pgid || tracked.has(stat.pid)) members.add(stat.pid);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of all) {
      if (!members.has(stat.pid) && members.has(stat.ppid)) {
        members.add(stat.pid);
        grew = true;
      }
    }
  }
  return [...members];
}

export function listProcesses(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) stats.push(stat);
  }
  return stats;
}

export function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return null;
  }
  // "pid (comm) state ppid pgrp ...": comm may contain spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0] ?? "?", ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}

/** A process found by its environment marker, as the attempt record lists it. */
export interface MarkedProcess {
  pid: number;
  /** Its command line, bounded. */
  command: string;
}

/** Empty scans in a row, 10 ms apart, that end a sweep of marked processes. */
const QUIET_SCANS = 3;

/** The variable fix-loop puts in an agent's environment; every process it starts inherits it. */
export const SESSION_MARKER = "FIX_LOOP_SESSION";

/**
 * Kills every process whose environment carries `SESSION_MARKER=<marker>`, wherever it sits in
 * the process tree: a double-forked (setsid, nohup, disowned) process has left the tree that
 * killProcessTree follows, but not its environment. SIGKILL, repeated until scans of /proc
 * find none for QUIET_SCANS in a row (one may fork while we look, and a process inside execve
 * shows an empty environment for a moment: a loaded CI run once let `setsid nohup sleep` slip
 * past a single empty scan). Only processes of our own user can be read; a process that
 * cleared its environment (`env -i`) is not found. Linux only: elsewhere [].
 */
export async function killMarkedProcesses(
  marker: string,
  options: { killWaitMs?: number } = {},
): Promise<MarkedProcess[]> {
  if (!HAS_PROC) return [];
  const wanted = Buffer.from(`${SESSION_MARKER}=${marker}`);
  const killed = new Map<number, MarkedProcess>();
  const deadline = performance.now() + (options.killWaitMs ?? 2000);
  for (let quiet = 0; ; ) {
    const found = markedProcesses(wanted);
    quiet = found.length === 0 ? quiet + 1 : 0;
    if (quiet >= QUIET_SCANS || performance.now() >= deadline) break;
    for (const victim of found) {
      if (!killed.has(victim.pid)) killed.set(victim.pid, victim);
      trySignal(victim.pid, "SIGKILL");
    }
    await delay(10);
  }
  return [...killed.values()].sort((a, b) => a.pid - b.pid);
}

function markedProcesses(wanted: Buffer): MarkedProcess[] {
  const found: MarkedProcess[] = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${pid}/environ`);
    } catch {
      continue; // gone, or another user's
    }
    if (!hasEntry(environ, wanted)) continue;
    const stat = readStat(pid);
    if (stat === null || stat.state === "Z") continue;
    found.push({ pid, command: commandLine(pid) });
  }
  return found;
}

/** True when one NUL-separated entry of the environment block equals `wanted`. */
function hasEntry(environ: Buffer, wanted: Buffer): boolean {
  let start = 0;
  while (start < environ.length) {
    let end = environ.indexOf(0, start);
    if (end === -1) end = environ.length;
    if (end - start === wanted.length && environ.subarray(start, end).equals(wanted)) return true;
    start = end + 1;
  }
  return false;
}

export function commandLine(pid: number): string {
  try {
    const text = readFileSync(`/proc/${pid}/cmdline`, "latin1").replaceAll("\0", " ").trim();
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return "";
  }
}
