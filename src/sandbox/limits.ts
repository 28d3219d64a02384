import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readTextIfAny } from "../files/read-text-if-any.js";
import { isRoot, privileged } from "../process/privileged.js";
import type { AgentLimits, RunAs } from "../process/run-as.js";
import { parseMemory } from "../text/memory-size.js";

/** `fix.limits` as the config gives it: processes (threads count), and memory. */
export interface LimitSettings {
  pids: number;
  /** Bytes ("4G", "512M") or a share of the machine's memory ("50%"). */
  memory: string;
}

export const DEFAULT_LIMIT_SETTINGS: LimitSettings = { pids: 1024, memory: "50%" };

/**
 * Caps for everything the agent user runs at once, its namespaces together: a cgroup of its
 * own in each hierarchy this runner lets us write (pids and memory; each namespace's first
 * process joins it), and RLIMIT_NPROC for its uid everywhere (a fresh uid per run, so the count
 * is the agent's alone). Without a memory cgroup memory is not capped: RLIMIT_AS would count
 * the address space node and claude reserve, not what they use. Sets `runAs.limits`; returns
 * what applies, for the log.
 */
export async function openLimits(
  runAs: RunAs,
  settings: LimitSettings = DEFAULT_LIMIT_SETTINGS,
): Promise<string> {
  const memory = parseMemory(settings.memory) ?? (parseMemory("50%") as number);
  const cgroups: string[] = [];
  for (const parent of cgroupParents()) {
    const folder = path.join(parent.folder, runAs.user);
    const made = await (isRoot()
      ? Promise.resolve().then(() => mkdirSync(folder, { recursive: true }))
      : privileged("mkdir", ["-p", folder])
    ).then(
      () => true,
      () => false,
    );
    if (made) cgroups.push(folder);
  }
  runAs.limits = {
    pids: settings.pids,
    nproc: namespaceNproc(settings.pids, cgroups),
    memoryBytes: memory,
    cgroups,
  };
  await writeLimits(runAs.limits);
  return describeLimits(runAs.limits);
}

/** Config's values in place of the defaults, for the cgroups already made. */
export async function setLimits(runAs: RunAs, settings: LimitSettings): Promise<string> {
  if (!runAs.limits) return openLimits(runAs, settings);
  const memory = parseMemory(settings.memory) ?? runAs.limits.memoryBytes;
  runAs.limits = {
    ...runAs.limits,
    pids: settings.pids,
    nproc: namespaceNproc(settings.pids, runAs.limits.cgroups),
    memoryBytes: memory,
  };
  await writeLimits(runAs.limits);
  return describeLimits(runAs.limits);
}

/**
 * Removes the user's cgroups once nothing of it runs in them; those of a user an earlier run
 * left (no limits known) are found by its name.
 */
export async function closeLimits(runAs: RunAs): Promise<void> {
  const folders =
    runAs.limits?.cgroups ??
    cgroupParents()
      .map((parent) => path.join(parent.folder, runAs.user))
      .filter((folder) => existsSync(folder));
  for (const folder of folders) await privileged("rmdir", [folder]).catch(() => undefined);
}

/**
 * RLIMIT_NPROC for the agent's namespaces. Where a pids cgroup caps them it is twice
 * fix.limits.pids, a backstop the cgroup is always reached before: the kernel checks RLIMIT_NPROC
 * first at a fork, and counts only the cgroup's refusals (pids.events), which is how an attempt
 * learns it hit the cap. At one value for both, any process of the agent's uid the cgroup does
 * not hold tipped the count to RLIMIT_NPROC: forks were refused and none was counted, and the
 * namespaces got fewer processes than the cap. Where no pids cgroup could be made,
 * RLIMIT_NPROC is the cap.
 */
function namespaceNproc(pids: number, cgroups: readonly string[]): number {
  return cgroups.some((folder) => cgroupKind(folder).pids) ? pids * 2 : pids;
}

/** What the limits are, for a log line; null without any. */
export function limitsNote(runAs: RunAs): string | null {
  return runAs.limits ? describeLimits(runAs.limits) : null;
}

/**
 * How often each cap refused the agent so far: compare two readings to tell what an attempt hit.
 * `peakPids` is the kernel's own count of the most processes and threads the agent's pids cgroup
 * held at once (pids.peak, Linux 6.13+; 0 where the kernel keeps none): a listing of /proc
 * cannot tell that, since it is not taken at one instant.
 */
export interface LimitCounts {
  pids: number;
  memory: number;
  peakPids: number;
}

export function limitCounts(runAs: RunAs | null | undefined): LimitCounts {
  const counts = { pids: 0, memory: 0, peakPids: 0 };
  for (const folder of runAs?.limits?.cgroups ?? []) {
    counts.pids += counter(path.join(folder, "pids.events"), "max");
    counts.peakPids = Math.max(
      counts.peakPids,
      Number(readTextIfAny(path.join(folder, "pids.peak")) ?? "") || 0,
    );
    counts.memory += counter(path.join(folder, "memory.events"), "oom_kill");
    counts.memory += counter(path.join(folder, "memory.oom_control"), "oom_kill");
  }
  return counts;
}

/** One sentence for the attempt's record when a cap refused the agent since `before`, else null. */
export function limitsReached(runAs: RunAs | null | undefined, before: LimitCounts): string | null {
  const limits = runAs?.limits;
  if (!limits) return null;
  const now = limitCounts(runAs);
  const said: string[] = [];
  if (now.pids > before.pids) {
    const peak = now.peakPids > 0 ? `, at most ${now.peakPids} processes and threads at once` : "";
    said.push(
      `the agent reached its process limit (fix.limits.pids: ${limits.pids}): ${now.pids - before.pids} fork(s) refused${peak}`,
    );
  }
  if (now.memory > before.memory)
    said.push(
      `the agent reached its memory limit (fix.limits.memory: ${mebibytes(limits.memoryBytes)}): ${now.memory - before.memory} process(es) killed`,
    );
  return said.length > 0 ? said.join("; ") : null;
}

function describeLimits(limits: AgentLimits): string {
  const kinds = limits.cgroups.map((folder) => cgroupKind(folder));
  const pids = kinds.some((kind) => kind.pids) ? "a pids cgroup and RLIMIT_NPROC" : "RLIMIT_NPROC";
  const memory = kinds.some((kind) => kind.memory)
    ? `at most ${mebibytes(limits.memoryBytes)} of memory (a memory cgroup)`
    : "memory not capped (no memory cgroup can be made here)";
  return `at most ${limits.pids} processes (${pids}), ${memory}`;
}

function mebibytes(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 2)} MiB`;
}

async function writeLimits(limits: AgentLimits): Promise<void> {
  for (const folder of limits.cgroups) {
    const kind = cgroupKind(folder);
    const values: [string, string][] = [];
    if (kind.pids) values.push(["pids.max", String(limits.pids)]);
    if (kind.memory && existsSync(path.join(folder, "memory.max")))
      values.push(["memory.max", String(limits.memoryBytes)], ["memory.swap.max", "0"]);
    else if (kind.memory) values.push(["memory.limit_in_bytes", String(limits.memoryBytes)]);
    for (const [file, value] of values)
      await writeAsRoot(path.join(folder, file), value).catch(() => undefined);
  }
}

/** A cgroup file written by root: directly when we are root, else through sudo's shell. */
async function writeAsRoot(file: string, value: string): Promise<void> {
  if (isRoot()) return writeFileSync(file, value);
  await privileged("sh", ["-c", 'printf %s "$1" > "$2"', "fix-loop-limit", value, file]);
}

function cgroupKind(folder: string): { pids: boolean; memory: boolean } {
  return {
    pids: existsSync(path.join(folder, "pids.max")),
    memory:
      existsSync(path.join(folder, "memory.max")) ||
      existsSync(path.join(folder, "memory.limit_in_bytes")),
  };
}

/**
 * Where the agent's cgroups go: with cgroup v1, beside ours in the pids and memory hierarchies;
 * with v2 only, under the root (the one cgroup that may hold processes and controllers both).
 */
function cgroupParents(): { folder: string }[] {
  const root = "/sys/fs/cgroup";
  const lines = (readTextIfAny("/proc/self/cgroup") ?? "").split("\n").filter(Boolean);
  const parents: { folder: string }[] = [];
  for (const line of lines) {
    const [, controllers = "", own = "/"] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    const names = controllers.split(",");
    if (!names.includes("pids") && !names.includes("memory")) continue;
    const folder = path.join(root, controllers, own);
    if (existsSync(path.join(folder, "cgroup.procs"))) parents.push({ folder });
  }
  if (parents.length > 0) return parents;
  const enabled = readTextIfAny(path.join(root, "cgroup.subtree_control")) ?? "";
  return /\b(pids|memory)\b/.test(enabled) ? [{ folder: root }] : [];
}

function counter(file: string, name: string): number {
  const match = new RegExp(`^${name}\\s+(\\d+)`, "m").exec(readTextIfAny(file) ?? "");
  return match ? Number(match[1]) : 0;
}
