import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { execaWhenNeeded } from "./execa-when-needed.js";
import {
  commandLine,
  HAS_PROC,
  listProcesses,
  type MarkedProcess,
  type ProcStat,
  trySignal,
} from "./kill-tree.js";
import type { RunAs } from "./run-as.js";

export interface KillUserOptions {
  /** Process trees to leave running (the services fix-loop started as this user): their pids. */
  spare?: readonly number[];
  /** How long to keep sweeping while new processes appear (default 2000 ms). */
  killWaitMs?: number;
}

/**
 * Kills every process of the agent user, wherever it sits and whatever its environment: unlike
 * the session marker, a uid cannot be shed by `env -i` or a double fork. Processes in a spared
 * tree (a service and what it started, its process group included) stay. SIGKILL, repeated until
 * a scan of /proc finds none. Root signals directly; otherwise through `sudo -u <user> kill`.
 */
export async function killUserProcesses(
  runAs: RunAs,
  options: KillUserOptions = {},
): Promise<MarkedProcess[]> {
  if (!HAS_PROC) return [];
  const killed = new Map<number, MarkedProcess>();
  const deadline = performance.now() + (options.killWaitMs ?? 2000);
  for (;;) {
    const found = userProcesses(runAs.uid, new Set(options.spare ?? []));
    if (found.length === 0 || performance.now() >= deadline) break;
    for (const victim of found) if (!killed.has(victim.pid)) killed.set(victim.pid, victim);
    await signalAll(
      runAs,
      found.map((victim) => victim.pid),
    );
    await delay(10);
  }
  return [...killed.values()].sort((a, b) => a.pid - b.pid);
}

/**
 * Ends every process of the user: the sweep above, then `kill -KILL -1` as the user, which the
 * kernel delivers to all of them in one pass (no fork can slip between a scan and a signal).
 */
export async function endEverythingOf(runAs: RunAs): Promise<MarkedProcess[]> {
  const killed = await killUserProcesses(runAs, { killWaitMs: 200 });
  const [file, args] =
    runAs.via === "setpriv"
      ? ["setpriv", ["--reuid", String(runAs.uid), "--regid", String(runAs.gid), "--clear-groups"]]
      : ["sudo", ["-n", "-u", runAs.user, "--"]];
  const execa = await execaWhenNeeded();
  for (let round = 0; round < 5 && processOwnedBy(runAs.uid); round += 1) {
    await execa(file, [...args, "kill", "-KILL", "-1"], { reject: false, stdin: "ignore" });
    await delay(20);
  }
  return killed;
}

/** Whether any process (zombies aside) runs with this real or effective uid. */
export function processOwnedBy(uid: number): boolean {
  if (!HAS_PROC) return false;
  return listProcesses().some(
    (stat) => stat.state !== "Z" && stat.pid !== process.pid && ownedBy(stat.pid, uid),
  );
}

function userProcesses(uid: number, spare: ReadonlySet<number>): MarkedProcess[] {
  const all = listProcesses().filter((stat) => stat.state !== "Z");
  const byPid = new Map(all.map((stat) => [stat.pid, stat]));
  return all
    .filter((stat) => stat.pid !== process.pid && ownedBy(stat.pid, uid))
    .filter((stat) => !spared(stat, byPid, spare))
    .map((stat) => ({ pid: stat.pid, command: commandLine(stat.pid) }));
}

/** Real or effective uid: a setuid program started by the user still counts as the user's. */
function ownedBy(pid: number, uid: number): boolean {
  try {
    const line = /^Uid:\s+(\d+)\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"));
    return line !== null && (Number(line[1]) === uid || Number(line[2]) === uid);
  } catch {
    return false;
  }
}

function spared(stat: ProcStat, byPid: Map<number, ProcStat>, spare: ReadonlySet<number>): boolean {
  if (spare.size === 0) return false;
  if (spare.has(stat.pgrp)) return true;
  const seen = new Set<number>();
  for (let at: ProcStat | undefined = stat; at && !seen.has(at.pid); at = byPid.get(at.ppid)) {
    if (spare.has(at.pid)) return true;
    seen.add(at.pid);
  }
  return false;
}

async function signalAll(runAs: RunAs, pids: number[]): Promise<void> {
  if (runAs.via === "setpriv") {
    for (const pid of pids) trySignal(pid, "SIGKILL");
    return;
  }
  // Some may be gone already: kill reports them and still signals the rest.
  const execa = await execaWhenNeeded();
  await execa("sudo", ["-n", "-u", runAs.user, "--", "kill", "-KILL", ...pids.map(String)], {
    reject: false,
    stdin: "ignore",
  });
}
