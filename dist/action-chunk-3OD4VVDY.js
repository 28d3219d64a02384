import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  isNamed
} from "./action-chunk-M7GGYWWG.js";
import {
  matchListed,
  readTextIfAny
} from "./action-chunk-SS2VXKTL.js";
import {
  parseMemory
} from "./action-chunk-44OODCMK.js";
import {
  HAS_PROC,
  commandLine,
  listProcesses,
  trySignal
} from "./action-chunk-TIVQHBMC.js";
import {
  isRoot,
  privileged
} from "./action-chunk-A35VVUAW.js";
import {
  execaWhenNeeded
} from "./action-chunk-5PABDTWW.js";

// src/process/kill-user.ts
import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
async function killUserProcesses(runAs, options = {}) {
  if (!HAS_PROC) return [];
  const killed = /* @__PURE__ */ new Map();
  const deadline = performance.now() + (options.killWaitMs ?? 2e3);
  for (; ; ) {
    const found = userProcesses(runAs.uid, new Set(options.spare ?? []));
    if (found.length === 0 || performance.now() >= deadline) break;
    for (const victim of found) if (!killed.has(victim.pid)) killed.set(victim.pid, victim);
    await signalAll(
      runAs,
      found.map((victim) => victim.pid)
    );
    await delay(10);
  }
  return [...killed.values()].sort((a, b) => a.pid - b.pid);
}
async function endEverythingOf(runAs) {
  const killed = await killUserProcesses(runAs, { killWaitMs: 200 });
  const [file, args] = runAs.via === "setpriv" ? ["setpriv", ["--reuid", String(runAs.uid), "--regid", String(runAs.gid), "--clear-groups"]] : ["sudo", ["-n", "-u", runAs.user, "--"]];
  const execa = await execaWhenNeeded();
  for (let round = 0; round < 5 && processOwnedBy(runAs.uid); round += 1) {
    await execa(file, [...args, "kill", "-KILL", "-1"], { reject: false, stdin: "ignore" });
    await delay(20);
  }
  return killed;
}
function processOwnedBy(uid) {
  if (!HAS_PROC) return false;
  return listProcesses().some(
    (stat) => stat.state !== "Z" && stat.pid !== process.pid && ownedBy(stat.pid, uid)
  );
}
function userProcesses(uid, spare) {
  const all = listProcesses().filter((stat) => stat.state !== "Z");
  const byPid = new Map(all.map((stat) => [stat.pid, stat]));
  return all.filter((stat) => stat.pid !== process.pid && ownedBy(stat.pid, uid)).filter((stat) => !spared(stat, byPid, spare)).map((stat) => ({ pid: stat.pid, command: commandLine(stat.pid) }));
}
function ownedBy(pid, uid) {
  try {
    const line = /^Uid:\s+(\d+)\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"));
    return line !== null && (Number(line[1]) === uid || Number(line[2]) === uid);
  } catch {
    return false;
  }
}
function spared(stat, byPid, spare) {
  if (spare.size === 0) return false;
  if (spare.has(stat.pgrp)) return true;
  const seen = /* @__PURE__ */ new Set();
  for (let at = stat; at && !seen.has(at.pid); at = byPid.get(at.ppid)) {
    if (spare.has(at.pid)) return true;
    seen.add(at.pid);
  }
  return false;
}
async function signalAll(runAs, pids) {
  if (runAs.via === "setpriv") {
    for (const pid of pids) trySignal(pid, "SIGKILL");
    return;
  }
  const execa = await execaWhenNeeded();
  await execa("sudo", ["-n", "-u", runAs.user, "--", "kill", "-KILL", ...pids.map(String)], {
    reject: false,
    stdin: "ignore"
  });
}

// src/sandbox/limits.ts
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
var DEFAULT_LIMIT_SETTINGS = { pids: 1024, memory: "50%" };
async function openLimits(runAs, settings = DEFAULT_LIMIT_SETTINGS) {
  const memory = parseMemory(settings.memory) ?? parseMemory("50%");
  const cgroups = [];
  for (const parent of cgroupParents()) {
    const folder = path.join(parent.folder, runAs.user);
    const made = await (isRoot() ? Promise.resolve().then(() => mkdirSync(folder, { recursive: true })) : privileged("mkdir", ["-p", folder])).then(
      () => true,
      () => false
    );
    if (made) cgroups.push(folder);
  }
  runAs.limits = {
    pids: settings.pids,
    nproc: namespaceNproc(settings.pids, cgroups),
    memoryBytes: memory,
    cgroups
  };
  await writeLimits(runAs.limits);
  return describeLimits(runAs.limits);
}
async function setLimits(runAs, settings) {
  if (!runAs.limits) return openLimits(runAs, settings);
  const memory = parseMemory(settings.memory) ?? runAs.limits.memoryBytes;
  runAs.limits = {
    ...runAs.limits,
    pids: settings.pids,
    nproc: namespaceNproc(settings.pids, runAs.limits.cgroups),
    memoryBytes: memory
  };
  await writeLimits(runAs.limits);
  return describeLimits(runAs.limits);
}
async function closeLimits(runAs) {
  const folders = runAs.limits?.cgroups ?? cgroupParents().map((parent) => path.join(parent.folder, runAs.user)).filter((folder) => existsSync(folder));
  for (const folder of folders) await privileged("rmdir", [folder]).catch(() => void 0);
}
function namespaceNproc(pids, cgroups) {
  return cgroups.some((folder) => cgroupKind(folder).pids) ? pids * 2 : pids;
}
function limitsNote(runAs) {
  return runAs.limits ? describeLimits(runAs.limits) : null;
}
function limitCounts(runAs) {
  const counts = { pids: 0, memory: 0, peakPids: 0 };
  for (const folder of runAs?.limits?.cgroups ?? []) {
    counts.pids += counter(path.join(folder, "pids.events"), "max");
    counts.peakPids = Math.max(
      counts.peakPids,
      Number(readTextIfAny(path.join(folder, "pids.peak")) ?? "") || 0
    );
    counts.memory += counter(path.join(folder, "memory.events"), "oom_kill");
    counts.memory += counter(path.join(folder, "memory.oom_control"), "oom_kill");
  }
  return counts;
}
function limitsReached(runAs, before) {
  const limits = runAs?.limits;
  if (!limits) return null;
  const now = limitCounts(runAs);
  const said = [];
  if (now.pids > before.pids) {
    const peak = now.peakPids > 0 ? `, at most ${now.peakPids} processes and threads at once` : "";
    said.push(
      `the agent reached its process limit (fix.limits.pids: ${limits.pids}): ${now.pids - before.pids} fork(s) refused${peak}`
    );
  }
  if (now.memory > before.memory)
    said.push(
      `the agent reached its memory limit (fix.limits.memory: ${mebibytes(limits.memoryBytes)}): ${now.memory - before.memory} process(es) killed`
    );
  return said.length > 0 ? said.join("; ") : null;
}
function describeLimits(limits) {
  const kinds = limits.cgroups.map((folder) => cgroupKind(folder));
  const pids = kinds.some((kind) => kind.pids) ? "a pids cgroup and RLIMIT_NPROC" : "RLIMIT_NPROC";
  const memory = kinds.some((kind) => kind.memory) ? `at most ${mebibytes(limits.memoryBytes)} of memory (a memory cgroup)` : "memory not capped (no memory cgroup can be made here)";
  return `at most ${limits.pids} processes (${pids}), ${memory}`;
}
function mebibytes(bytes) {
  return `${Math.round(bytes / 1024 ** 2)} MiB`;
}
async function writeLimits(limits) {
  for (const folder of limits.cgroups) {
    const kind = cgroupKind(folder);
    const values = [];
    if (kind.pids) values.push(["pids.max", String(limits.pids)]);
    if (kind.memory && existsSync(path.join(folder, "memory.max")))
      values.push(["memory.max", String(limits.memoryBytes)], ["memory.swap.max", "0"]);
    else if (kind.memory) values.push(["memory.limit_in_bytes", String(limits.memoryBytes)]);
    for (const [file, value] of values)
      await writeAsRoot(path.join(folder, file), value).catch(() => void 0);
  }
}
async function writeAsRoot(file, value) {
  if (isRoot()) return writeFileSync(file, value);
  await privileged("sh", ["-c", 'printf %s "$1" > "$2"', "fix-loop-limit", value, file]);
}
function cgroupKind(folder) {
  return {
    pids: existsSync(path.join(folder, "pids.max")),
    memory: existsSync(path.join(folder, "memory.max")) || existsSync(path.join(folder, "memory.limit_in_bytes"))
  };
}
function cgroupParents() {
  const root = "/sys/fs/cgroup";
  const lines = (readTextIfAny("/proc/self/cgroup") ?? "").split("\n").filter(Boolean);
  const parents = [];
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
function counter(file, name) {
  const match = new RegExp(`^${name}\\s+(\\d+)`, "m").exec(readTextIfAny(file) ?? "");
  return match ? Number(match[1]) : 0;
}

// src/flaky/flaky-groups.ts
import { createHash } from "node:crypto";
function flakyTargetGroups(tests, named, flakes) {
  if (!flakes || flakes.tests.length === 0 || named.length === 0) return [];
  const listed = matchListed(flakes.tests, tests);
  return tests.flatMap((test) => {
    const flake = listed.get(test.id);
    if (!flake || !isNamed(test, named)) return [];
    if (test.status !== "passed" && test.status !== "flaky" && test.status !== "failed") return [];
    const signature = `flaky: ${test.id}`;
    return [
      {
        id: flakyGroupId(test.id),
        signature,
        tier: test.tier,
        tests: [test.id],
        status: "open",
        reason: flakeReason(flake)
      }
    ];
  });
}
function flakeReason(flake) {
  const last = flake.commits[0] ? `, last at ${flake.commits[0].slice(0, 12)}` : "";
  return `flaked in ${flake.flakes} of ${flake.runs} runs (${(flake.rate * 100).toFixed(1)}%)${last}`;
}
function flakesOf(tests, flakes) {
  return flakes ? matchListed(flakes.tests, tests) : /* @__PURE__ */ new Map();
}
function flakyGroupId(id) {
  return createHash("sha256").update(`flaky test
${id}`).digest("hex").slice(0, 12);
}

export {
  killUserProcesses,
  endEverythingOf,
  processOwnedBy,
  openLimits,
  setLimits,
  closeLimits,
  limitsNote,
  limitCounts,
  limitsReached,
  flakyTargetGroups,
  flakesOf
};
