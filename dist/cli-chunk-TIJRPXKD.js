import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/process/kill-tree.ts
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_GRACE_MS = 2e3;
var HAS_PROC = (() => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
})();
async function killProcessTree(pid, options = {}) {
  if (!groupExists(pid)) return { signalled: 0, forced: false, survivors: [] };
  const tracked = new Set(livingTree(pid, /* @__PURE__ */ new Set()));
  if (tracked.size === 0) return { signalled: 0, forced: false, survivors: [] };
  const signalled = tracked.size;
  signalTree(pid, tracked, "SIGTERM");
  if (await waitUntilGone(pid, tracked, options.graceMs ?? DEFAULT_GRACE_MS)) {
    return { signalled, forced: false, survivors: [] };
  }
  signalTree(pid, tracked, "SIGKILL");
  await waitUntilGone(pid, tracked, options.killWaitMs ?? 2e3);
  return { signalled, forced: true, survivors: livingTree(pid, tracked) };
}
function killProcessTreeSync(pid) {
  const tracked = new Set(livingTree(pid, /* @__PURE__ */ new Set()));
  signalTree(pid, tracked, "SIGKILL");
}
function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  if (!HAS_PROC) return true;
  const stat = readStat(pid);
  return stat !== null && stat.state !== "Z";
}
function groupExists(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function signalTree(pgid, pids, signal) {
  trySignal(-pgid, signal);
  for (const pid of pids) trySignal(pid, signal);
}
function trySignal(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
  }
}
async function waitUntilGone(pgid, tracked, limitMs) {
  const deadline = performance.now() + limitMs;
  let pause = 5;
  for (; ; ) {
    const living = livingTree(pgid, tracked);
    if (living.length === 0) return true;
    for (const pid of living) tracked.add(pid);
    if (performance.now() >= deadline) return false;
    await delay(Math.min(pause, Math.max(1, deadline - performance.now())));
    pause = Math.min(pause * 2, 50);
  }
}
function livingTree(pgid, tracked) {
  if (!HAS_PROC) return groupExists(pgid) ? [pgid] : [...tracked].filter(isProcessAlive);
  const all = listProcesses().filter((stat) => stat.state !== "Z");
  const members = /* @__PURE__ */ new Set();
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
function listProcesses() {
  const stats = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) stats.push(stat);
  }
  return stats;
}
function readStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return null;
  }
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0] ?? "?", ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}
var QUIET_SCANS = 3;
var SESSION_MARKER = "FIX_LOOP_SESSION";
async function killMarkedProcesses(marker, options = {}) {
  if (!HAS_PROC) return [];
  const wanted = Buffer.from(`${SESSION_MARKER}=${marker}`);
  const killed = /* @__PURE__ */ new Map();
  const deadline = performance.now() + (options.killWaitMs ?? 2e3);
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
function markedProcesses(wanted) {
  const found = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environ;
    try {
      environ = readFileSync(`/proc/${pid}/environ`);
    } catch {
      continue;
    }
    if (!hasEntry(environ, wanted)) continue;
    const stat = readStat(pid);
    if (stat === null || stat.state === "Z") continue;
    found.push({ pid, command: commandLine(pid) });
  }
  return found;
}
function hasEntry(environ, wanted) {
  let start = 0;
  while (start < environ.length) {
    let end = environ.indexOf(0, start);
    if (end === -1) end = environ.length;
    if (end - start === wanted.length && environ.subarray(start, end).equals(wanted)) return true;
    start = end + 1;
  }
  return false;
}
function commandLine(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/cmdline`, "latin1").replaceAll("\0", " ").trim();
    return text.length > 200 ? `${text.slice(0, 200)}\u2026` : text;
  } catch {
    return "";
  }
}

// src/process/started-groups.ts
var groups = /* @__PURE__ */ new Set();
function trackGroup(pid) {
  groups.add(pid);
}
function untrackGroup(pid) {
  groups.delete(pid);
}
function killAllProcessTreesSync() {
  for (const pid of groups) killProcessTreeSync(pid);
  groups.clear();
}

export {
  DEFAULT_GRACE_MS,
  HAS_PROC,
  killProcessTree,
  isProcessAlive,
  trySignal,
  listProcesses,
  SESSION_MARKER,
  killMarkedProcesses,
  commandLine,
  trackGroup,
  untrackGroup,
  killAllProcessTreesSync
};
