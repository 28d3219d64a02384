import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  flakesOf,
  flakyTargetGroups
} from "./cli-chunk-B25RRNVT.js";
import {
  attemptVerdict,
  buildResults,
  changedSinceBase,
  compareGroups,
  coverageForTiers,
  coverageLimitsFor,
  decisiveLine,
  failsAsInGroup,
  failsTheRun,
  groupFailures,
  howTestEnded,
  knownGroupFor,
  openSession,
  redactSecretShapes,
  refuseUnknownIds,
  testsToTriage,
  tierRank,
  tiersForCoverage,
  triageFailures,
  verifyOutcome
} from "./cli-chunk-X75OOVZ5.js";
import {
  HARDENED_GIT_OPTIONS,
  claimSchema,
  handTreeTo,
  hardenedGit,
  pathFolders,
  plural,
  readTextIfAny,
  realFileInsideRoot,
  removeSharedFolder,
  require_picomatch,
  shareFolder
} from "./cli-chunk-5WQFVKAQ.js";
import {
  lookUpAlias
} from "./cli-chunk-UWZEYOYF.js";
import {
  $ZodEnum,
  $ZodNullable,
  $ZodObject,
  $ZodOptional,
  $ZodRecord,
  $ZodString,
  $ZodType,
  $ZodUnknown,
  $constructor,
  GUARD_NAMES,
  _string,
  _unknown,
  clone,
  guardArguments,
  installLazyProp,
  normalizeParams,
  own,
  parse,
  parseAsync,
  parseMemory,
  safeParse,
  safeParseAsync,
  toJSONSchema
} from "./cli-chunk-KUUEXE4X.js";
import {
  execa
} from "./cli-chunk-W62CTSZ5.js";
import {
  isExecutable,
  quoteShell,
  runAsUser,
  runProcess,
  settlesWithin,
  supervise
} from "./cli-chunk-J3ZY42EI.js";
import {
  HAS_PROC,
  SESSION_MARKER,
  commandLine,
  isProcessAlive,
  killMarkedProcesses,
  listProcesses,
  trySignal
} from "./cli-chunk-TIJRPXKD.js";
import {
  countNoRoutes,
  fixLoopPackageRoot,
  openNetworkNamespace
} from "./cli-chunk-KKBNBFMA.js";
import {
  UserError,
  messageOf
} from "./cli-chunk-IR6XB55K.js";
import {
  canSudo,
  execaWhenNeeded,
  isRoot,
  privileged
} from "./cli-chunk-7R7BV2GB.js";
import {
  __toESM
} from "./cli-chunk-T23RE6E6.js";

// src/sandbox/attach.ts
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path2 from "node:path";

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
    const [, controllers = "", own2 = "/"] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    const names = controllers.split(",");
    if (!names.includes("pids") && !names.includes("memory")) continue;
    const folder = path.join(root, controllers, own2);
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

// src/sandbox/namespace.ts
var support = null;
var NO_NAMESPACE_VARIABLE = "FIX_LOOP_NO_PID_NAMESPACE";
function whyNoNamespace(via) {
  if (process.env[NO_NAMESPACE_VARIABLE] === "1")
    return Promise.resolve(`${NO_NAMESPACE_VARIABLE}=1 asks for none`);
  if (process.platform !== "linux")
    return Promise.resolve(`PID namespaces are Linux's, not ${process.platform}'s`);
  support ??= (async () => {
    const tmpfs = "mount -t tmpfs -o size=1M,nosuid,nodev fix-loop-probe /tmp";
    const probe = ["unshare", "--pid", "--fork", "--kill-child", "--mount", "--mount-proc"];
    probe.push("--", "sh", "-c", tmpfs);
    const [file = "unshare", ...args] = via === "setpriv" ? probe : ["sudo", "-n", ...probe];
    const result = await runProcess({ file, args }, { timeoutMs: 1e4 });
    if (result.spawnError) return `unshare could not be run (${result.spawnError})`;
    if (result.exitCode === 0) return null;
    const why = result.output.head.toString("utf8").trim() || `exit code ${result.exitCode}`;
    return `unshare --pid could not make a PID namespace (${why})`;
  })();
  return support;
}

// src/sandbox/attach.ts
async function attachNamespace(runAs) {
  const why = await whyNoNamespace(runAs.via);
  if (why) {
    runAs.namespace = null;
    return {
      note: `no PID namespace for the agent: ${why}; what it leaves running is searched for by uid and killed`,
      warning: true
    };
  }
  runAs.namespace = { reports: await mkdtemp(path2.join(tmpdir(), "fix-loop-ended-")) };
  const limits = await openLimits(runAs);
  return {
    note: `each of its commands in a PID namespace that ends with it, with a private /tmp, ${limits}`,
    warning: false
  };
}

// src/agent-user/agent-user.ts
import { randomBytes } from "node:crypto";
import { chownSync } from "node:fs";
import { mkdtemp as mkdtemp2, rm, writeFile } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import path3 from "node:path";

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
  const execa2 = await execaWhenNeeded();
  for (let round = 0; round < 5 && processOwnedBy(runAs.uid); round += 1) {
    await execa2(file, [...args, "kill", "-KILL", "-1"], { reject: false, stdin: "ignore" });
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
  const execa2 = await execaWhenNeeded();
  await execa2("sudo", ["-n", "-u", runAs.user, "--", "kill", "-KILL", ...pids.map(String)], {
    reject: false,
    stdin: "ignore"
  });
}

// src/agent-user/agent-user.ts
var AgentUserError = class extends UserError {
  name = "AgentUserError";
};
var AGENT_GITCONFIG = "[safe]\n	directory = *\n";
var AGENT_USER_PREFIX = "fix-loop-agent-";
function agentUserComment(pid = process.pid) {
  return `fix-loop agent of pid ${pid}`;
}
async function createAgentUser() {
  const user = `${AGENT_USER_PREFIX}${randomBytes(4).toString("hex")}`;
  const via = isRoot() ? "setpriv" : "sudo";
  const ourGid = process.getgid?.() ?? 0;
  const id = await unusedId();
  const home = await mkdtemp2(path3.join(tmpdir2(), `${user}-home-`));
  try {
    await privileged("groupadd", ["--gid", String(id), user]);
    await privileged("useradd", [
      // The uid is far above UID_MAX: without -l, lastlog would grow a sparse file to reach it.
      "--no-log-init",
      "--uid",
      String(id),
      "--home-dir",
      home,
      "--no-create-home",
      "--shell",
      "/bin/sh",
      "--comment",
      agentUserComment(),
      "--gid",
      String(id),
      user
    ]);
  } catch (error) {
    await privileged("groupdel", [user]).catch(() => void 0);
    await rm(home, { recursive: true, force: true });
    throw error;
  }
  const ids = { uid: id, gid: id };
  const gitconfig = path3.join(home, ".gitconfig");
  await writeFile(gitconfig, AGENT_GITCONFIG);
  if (isRoot()) for (const file of [home, gitconfig]) chownSync(file, id, id);
  else await privileged("chown", ["-R", `${id}:${id}`, home]);
  return { user, ...ids, group: via === "setpriv" ? ids.gid : ourGid, home, via, created: true };
}
async function unusedId() {
  const taken = await takenIds();
  for (; ; ) {
    const id = 1e9 + randomBytes(4).readUInt32BE(0) % 1e9;
    if (!taken.has(id) && !processOwnedBy(id)) return id;
  }
}
async function takenIds() {
  const ids = /* @__PURE__ */ new Set();
  for (const database of ["passwd", "group"]) {
    const listing = await execa("getent", [database], { reject: false, stdin: "ignore" });
    for (const line of String(listing.stdout).split("\n")) ids.add(Number(line.split(":")[2]));
  }
  return ids;
}
async function existingAgentUser(name) {
  if (!/^[a-z_][a-z0-9_.-]*\$?$/i.test(name)) {
    throw new AgentUserError(`agent user "${name}" is not a user name; use auto, off or a name`);
  }
  const ids = await idsOf(name).catch(() => null);
  if (!ids) throw new AgentUserError(`agent user "${name}" does not exist on this machine`);
  if (ids.uid === 0 || ids.uid === process.getuid?.()) {
    throw new AgentUserError(
      `agent user "${name}" is root or the user fix-loop runs as: that would keep nothing from the agent`
    );
  }
  const via = isRoot() ? "setpriv" : "sudo";
  const ourGid = process.getgid?.() ?? 0;
  if (via === "sudo" && !ids.groups.includes(ourGid)) {
    throw new AgentUserError(
      `agent user "${name}" is not in group ${ourGid}, fix-loop's own: add it (sudo usermod -aG ${ourGid} ${name}) so the work tree can be shared with it, or use auto`
    );
  }
  const home = (await execa("getent", ["passwd", name])).stdout.split(":")[5] ?? "";
  return {
    user: name,
    uid: ids.uid,
    gid: ids.gid,
    group: via === "setpriv" ? ids.gid : ourGid,
    home,
    via,
    created: false
  };
}
async function releaseAgentUser(agent) {
  await endEverythingOf(agent);
  await closeLimits(agent);
  if (agent.namespace) await rm(agent.namespace.reports, { recursive: true, force: true });
  if (!agent.created) return null;
  if (processOwnedBy(agent.uid))
    return `${agent.user} (uid ${agent.uid}) still owns processes, so it is not deleted; a later run deletes it once they are gone`;
  await privileged("userdel", ["--remove", agent.user]).catch((error) => {
    if (error.exitCode !== 12) throw error;
  });
  await privileged("groupdel", [agent.user]).catch(() => void 0);
  await privileged("rm", ["-rf", agent.home]).catch(() => void 0);
  return null;
}
async function idsOf(name) {
  const id = async (flag) => (await execa("id", [flag, name])).stdout.trim();
  return {
    uid: Number(await id("-u")),
    gid: Number(await id("-g")),
    groups: (await id("-G")).split(/\s+/).map(Number)
  };
}

// src/agent-user/stale-users.ts
async function removeStaleAgentUsers() {
  const passwd = await execa("getent", ["passwd"], { reject: false });
  const removed = [];
  for (const line of String(passwd.stdout).split("\n")) {
    const [user = "", , uid = "", gid = "", comment = "", home = ""] = line.split(":");
    if (!user.startsWith(AGENT_USER_PREFIX)) continue;
    const maker = /^fix-loop agent of pid (\d+)$/.exec(comment)?.[1];
    if (!maker || comment !== agentUserComment(Number(maker)) || isProcessAlive(Number(maker)))
      continue;
    const via = isRoot() ? "setpriv" : "sudo";
    const ids = { uid: Number(uid), gid: Number(gid), group: Number(gid) };
    await releaseAgentUser({ user, ...ids, home, via, created: true }).then(
      (left) => left ? void 0 : removed.push(user),
      () => void 0
    );
  }
  return removed;
}

// src/agent-user/choose.ts
async function chooseAgentUser(setting) {
  const wanted = setting.trim() || "off";
  if (wanted === "off") {
    return {
      user: null,
      note: "the agent and the tests run as this user (agent-user: off)",
      warning: false
    };
  }
  if (wanted !== "auto") {
    const user = await existingAgentUser(wanted);
    if (user.via === "setpriv" && !await hasSetpriv()) {
      throw new AgentUserError("agent-user needs setpriv (util-linux) to switch users as root");
    }
    const sandbox = await attachNamespace(user);
    return {
      user,
      note: `the agent and the tests run as ${user.user} (uid ${user.uid}), ${sandbox.note}`,
      warning: sandbox.warning
    };
  }
  const why = await whyNoThrowawayUser();
  if (why)
    return { user: null, note: `the agent and the tests run as this user: ${why}`, warning: true };
  try {
    await removeStaleAgentUsers();
    const user = await createAgentUser();
    const sandbox = await attachNamespace(user);
    return {
      user,
      note: `the agent and the tests run as the throwaway user ${user.user} (uid ${user.uid}), without sudo, ${sandbox.note}`,
      warning: sandbox.warning
    };
  } catch (error) {
    return {
      user: null,
      note: `the agent and the tests run as this user: no throwaway user could be made (${messageOf(error)})`,
      warning: true
    };
  }
}
async function whyNoThrowawayUser() {
  if (process.platform !== "linux")
    return `a throwaway user is made on Linux only, not ${process.platform}`;
  if (isRoot()) return await hasSetpriv() ? null : "setpriv (util-linux) is not installed";
  if (await canSudo().catch(() => false)) return null;
  return "neither root nor passwordless sudo here, so no throwaway user can be made";
}
async function hasSetpriv() {
  const result = await execa("setpriv", ["--version"], { reject: false, stdin: "ignore" });
  return result.exitCode === 0;
}
async function withAgentUser(setting, report, work) {
  const choice = await chooseAgentUser(setting);
  report(choice);
  try {
    return await work(choice.user);
  } finally {
    const left = choice.user ? await releaseAgentUser(choice.user) : null;
    if (left) report({ user: null, note: left, warning: true });
  }
}

// src/fix/run-fix.ts
import { resolve as resolve4 } from "node:path";

// src/agent/hook-settings.ts
import { existsSync as existsSync2 } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
var EVERY_TOOL_BUT_THE_CLAIM = "^(?!StructuredOutput$)";
var HookProgramMissingError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "HookProgramMissingError";
  }
};
function buildHookSettings(options) {
  const argv = [
    ...options.hookCommand ?? defaultHookCommand(),
    ...guardArguments({
      stateDir: options.stateDir,
      projectRoot: options.projectRoot,
      protectedGlobs: [...options.protectedGlobs],
      newFileGlobs: [...options.newFileGlobs ?? []],
      repeatLimit: options.repeatLimit,
      failureLimit: options.failureLimit,
      mode: options.mode ?? "block"
    })
  ];
  const command = `exec ${argv.map(quoteShell).join(" ")}`;
  const toolHooks = [{ type: "command", command, timeout: 30 }];
  const toolHook = [{ hooks: toolHooks }];
  return {
    disableAllHooks: false,
    hooks: {
      PreToolUse: [{ matcher: EVERY_TOOL_BUT_THE_CLAIM, hooks: toolHooks }],
      PostToolUse: toolHook,
      PostToolUseFailure: toolHook,
      Stop: [{ hooks: [{ type: "command", command, timeout: 120 }] }]
    }
  };
}
function defaultHookCommand() {
  return [process.execPath, locateHookProgram()];
}
function locateHookProgram() {
  const here = path4.dirname(fileURLToPath(import.meta.url));
  const root = fixLoopPackageRoot();
  const candidates = [
    path4.join(here, "hooks.js"),
    ...root ? [path4.join(root, "dist", "hooks.js")] : []
  ];
  const found = candidates.find((candidate) => existsSync2(candidate));
  if (found) return found;
  throw new HookProgramMissingError(
    `fix-loop's hook program is missing (looked for ${candidates.join(", ")}): run \`npm run build\` in the fix-loop package.`
  );
}

// src/agent/model-access.ts
var AUTH_STATUS_TIMEOUT_MS = 2e4;
var CREDENTIAL_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN"
];
async function checkModelAccess(options) {
  if (CREDENTIAL_VARIABLES.some((name) => options.env[name])) return null;
  const ran = await runProcess(
    { file: options.claudePath, args: ["auth", "status", "--json"] },
    {
      cwd: options.cwd,
      env: { ...options.env, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
      timeoutMs: AUTH_STATUS_TIMEOUT_MS,
      runAs: options.runAs,
      stdoutOnly: true
    }
  );
  const stdout = Buffer.concat([ran.output.head, ran.output.tail]).toString("utf8");
  const status = parseStatus(stdout);
  if (status?.loggedIn !== false) return null;
  const who = options.runAs ? ` for the agent user ${options.runAs.user}` : "";
  return `the model: Claude Code has no credential${who} (claude auth status: not logged in): set ANTHROPIC_API_KEY, or CLAUDE_CODE_OAUTH_TOKEN from \`claude setup-token\`, where fix-loop runs (in CI, from a secret), or run \`claude auth login\``;
}
function parseStatus(stdout) {
  try {
    const value = JSON.parse(stdout);
    return typeof value === "object" && value !== null ? value : null;
  } catch {
    return null;
  }
}

// src/agent/model-reachable.ts
import { lookup } from "node:dns/promises";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
var DELAYS_MS = [1e3, 2e3, 4e3, 8e3];
var CONNECT_TIMEOUT_MS = 3e3;
var PROBE_DELAYS_VARIABLE = "FIX_LOOP_MODEL_PROBE_DELAYS_MS";
function delaysFrom(env) {
  const text2 = env[PROBE_DELAYS_VARIABLE]?.trim();
  if (!text2) return null;
  const delays = text2.split(",").map(Number);
  return delays.every((delay2) => Number.isInteger(delay2) && delay2 >= 0) ? delays : null;
}
async function checkModelReachable(env, options = {}) {
  const target = apiTarget(env);
  if (!target) return null;
  const delays = options.delaysMs ?? delaysFrom(env) ?? DELAYS_MS;
  const started = performance.now();
  let last = "";
  for (let tries = 1; ; tries++) {
    try {
      await connectOnce(target, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
      return null;
    } catch (error) {
      last = error.code ?? messageOf(error);
    }
    const delay2 = delays[tries - 1];
    if (delay2 === void 0 || options.signal?.aborted) {
      const seconds = ((performance.now() - started) / 1e3).toFixed(1);
      return `the model: cannot reach the API at ${target.shown}${target.via} (${last}; ${tries} tries in ${seconds} s): check the network, DNS, a proxy or ANTHROPIC_BASE_URL where fix-loop runs, then run again`;
    }
    await sleep(delay2, void 0, { signal: options.signal }).catch(() => void 0);
  }
}
function apiTarget(env) {
  if (isSet(env.CLAUDE_CODE_USE_BEDROCK) || isSet(env.CLAUDE_CODE_USE_VERTEX)) return null;
  const api = parseUrl(env.ANTHROPIC_BASE_URL?.trim() || "https://api.anthropic.com");
  if (!api) return null;
  const secure = api.protocol === "https:";
  const proxyText = secure ? env.HTTPS_PROXY ?? env.https_proxy : env.HTTP_PROXY ?? env.http_proxy;
  const proxy = proxyText ? parseUrl(proxyText) : null;
  const reached = proxy ?? api;
  return {
    host: reached.hostname.replace(/^\[|\]$/g, ""),
    port: Number(reached.port) || (reached.protocol === "https:" ? 443 : 80),
    shown: api.origin,
    via: proxy ? ` through the proxy ${proxy.origin}` : ""
  };
}
function connectOnce(target, timeoutMs) {
  return (async () => {
    const { address } = await lookup(target.host);
    await new Promise((resolve5, reject2) => {
      const socket = net.connect({ host: address, port: target.port });
      const fail = (error) => {
        socket.destroy();
        reject2(error);
      };
      socket.setTimeout(
        timeoutMs,
        () => fail(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" }))
      );
      socket.once("error", fail);
      socket.once("connect", () => {
        socket.destroy();
        resolve5();
      });
    });
  })();
}
function parseUrl(text2) {
  try {
    const url = new URL(text2);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
function isSet(value) {
  return value !== void 0 && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}

// src/agent-user/unreachable-paths.ts
async function unreachableForUser(runAs, paths) {
  const checks = [
    ...paths.writable.map((file) => ["-w", file]),
    ...paths.executable.map((file) => ["-x", file]),
    ...paths.readable.map((file) => ["-r", file])
  ];
  const script = [
    'for f in "$@"; do',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the script is shell, whose ${...} is its own
    '  test "${f%%:*}" "${f#*:}" || printf "%s\\n" "${f#*:}"',
    "done"
  ].join("\n");
  const outcome = await runProcess(
    {
      file: "/bin/sh",
      args: ["-c", script, "reach", ...checks.map(([flag, file]) => `${flag}:${file}`)]
    },
    { env: { PATH: process.env.PATH ?? "/usr/bin:/bin" }, runAs, timeoutMs: 1e4 }
  );
  if (outcome.spawnError) return [outcome.spawnError];
  const missing = outcome.output.head.toString("utf8").split("\n").filter(Boolean);
  if (outcome.exitCode !== 0 && missing.length === 0) return [`exit code ${outcome.exitCode}`];
  return missing;
}

// src/hooks/guard-counts.ts
function countGuardFirings(ledger) {
  const counts = {};
  for (const entry of ledger) {
    if (!entry.guard) continue;
    counts[entry.guard] = (counts[entry.guard] ?? 0) + 1;
  }
  return counts;
}
function addGuardCounts(sets) {
  const total = {};
  for (const counts of sets) {
    for (const [guard, n] of Object.entries(counts)) {
      total[guard] = (total[guard] ?? 0) + n;
    }
  }
  return total;
}

// src/sandbox/agent-copy.ts
import {
  lstat as lstat2,
  mkdir,
  mkdtemp as mkdtemp3,
  realpath,
  rename,
  rm as rm2,
  rmdir,
  statfs,
  writeFile as writeFile2
} from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import path7 from "node:path";

// src/sandbox/copied-files.ts
import path5 from "node:path";
async function filesForTheCopy(top, include) {
  const listings = [
    await hardenedGit(top, ["ls-files", "-z", "--cached", "--recurse-submodules"]),
    await hardenedGit(top, ["ls-files", "-z", "--others", "--exclude-standard"])
  ];
  if (include.length > 0) {
    const specs = include.map((glob) => `:(glob)${glob.endsWith("/") ? `${glob}**` : glob}`);
    listings.push(
      await hardenedGit(top, [
        "ls-files",
        "-z",
        "--others",
        "--ignored",
        "--exclude-standard",
        "--",
        ...specs
      ])
    );
  }
  const files = /* @__PURE__ */ new Set();
  for (const listing of listings)
    for (const name of listing.split("\0")) {
      const plain = name.replace(/\/+$/, "");
      if (plain.length > 0 && !plain.split("/").some((part) => part === ".git")) files.add(plain);
    }
  const folders = /* @__PURE__ */ new Set(["."]);
  for (const file of files) {
    for (let folder = path5.posix.dirname(file); folder !== "."; folder = path5.posix.dirname(folder))
      folders.add(folder);
  }
  const sortedFolders = [...folders].sort();
  const onlyFiles = [...files].filter((file) => !folders.has(file)).sort();
  return { entries: [...sortedFolders, ...onlyFiles], folders };
}

// src/sandbox/dependency-folders.ts
import { lstat, readdir } from "node:fs/promises";
import path6 from "node:path";
var DEPENDENCIES = "node_modules";
var VIRTUAL_ENVIRONMENTS = [".venv", "venv"];
async function dependencyFolders(top) {
  const found = [];
  for (const name of VIRTUAL_ENVIRONMENTS) {
    const stat = await lstat(path6.join(top, name)).catch(() => null);
    const config = await lstat(path6.join(top, name, "pyvenv.cfg")).catch(() => null);
    if (stat?.isDirectory() && (stat.mode & 5) === 5 && config?.isFile()) found.push(name);
  }
  const pending = [""];
  while (pending.length > 0) {
    const relative4 = pending.pop();
    const entries = await readdir(path6.join(top, relative4), { withFileTypes: true }).catch(
      () => []
    );
    for (const entry of entries) {
      if (!entry.isDirectory() || relative4 === "" && entry.name === ".git") continue;
      if (relative4 === "" && found.includes(entry.name)) continue;
      const child = relative4 === "" ? entry.name : `${relative4}/${entry.name}`;
      if (entry.name !== DEPENDENCIES) {
        pending.push(child);
        continue;
      }
      const stat = await lstat(path6.join(top, child)).catch(() => null);
      if (stat?.isDirectory() && (stat.mode & 5) === 5) found.push(child);
    }
  }
  return found.sort();
}

// src/sandbox/agent-copy.ts
async function makeAgentCopy(top, runAs, options = {}) {
  if (!runAs.namespace) throw new Error("an agent copy needs the agent's PID namespaces");
  const over = await realpath(top);
  const outer = await mkdtemp3(path7.join(await copyBase(), "fix-loop-copy-"));
  const tree = path7.join(outer, "tree");
  let made = { bound: [], points: [], dependencies: 0, paths: [] };
  let thrownAway = 0;
  let removing = Promise.resolve();
  let removed = false;
  const clear = async () => {
    if (removed) return;
    for (const folder of [...made.bound].reverse())
      await privileged("umount", [folder]).catch(() => privileged("umount", ["-l", folder])).catch(() => void 0);
    for (const point of made.points) await privileged("rmdir", [point]).catch(() => void 0);
    made = { bound: [], points: [], dependencies: 0, paths: [] };
    const away = path7.join(outer, `gone-${++thrownAway}`);
    await mkdir(away, { mode: 448 });
    for (const name of ["tree", "caches"])
      await rename(path7.join(outer, name), path7.join(away, name)).catch(() => void 0);
    const previous = removing;
    removing = previous.then(
      () => privileged("rm", ["-rf", "--one-file-system", away]).catch(() => void 0)
    );
  };
  const fill = async () => {
    try {
      made = await fillCopy(over, outer, runAs, options.include ?? []);
    } catch (error) {
      await clear().catch(() => void 0);
      throw error;
    }
  };
  await fill().catch(async (error) => {
    await privileged("rm", ["-rf", "--one-file-system", outer]).catch(() => void 0);
    throw error;
  });
  const copy = {
    tree,
    over,
    get dependencies() {
      return made.dependencies;
    },
    get dependencyPaths() {
      return made.paths;
    },
    remove: async () => {
      await clear();
      removed = true;
      await removing;
      await privileged("rm", ["-rf", "--one-file-system", outer]);
    },
    renew: async () => {
      await clear();
      await fill();
    }
  };
  return {
    copy,
    runAs: { ...runAs, namespace: { ...runAs.namespace, copy: { folder: tree, over } } }
  };
}
async function fillCopy(over, outer, runAs, include) {
  const tree = path7.join(outer, "tree");
  const made = { bound: [], points: [], dependencies: 0, paths: [] };
  await mkdir(tree, { mode: 493 });
  const listed = await filesForTheCopy(over, include);
  const dependencies = (await dependencyFolders(over)).filter(
    (folder) => listed.folders.has(path7.posix.dirname(folder))
  );
  await copyListed(over, tree, runAs, listed.entries, outer);
  made.paths.push(...dependencies);
  for (const [index, folder] of dependencies.entries()) {
    const into = path7.join(tree, folder);
    if (await bindReadOnly(path7.join(over, folder), into)) {
      made.bound.push(into);
      made.dependencies++;
      const caches = path7.join(outer, "caches", String(index));
      const cached = await bindToolCaches(path7.join(over, folder), into, caches, runAs);
      made.bound.push(...cached.mounted);
      made.points.push(...cached.points);
    } else await copyInto(path7.join(over, folder), into, runAs, []);
  }
  return made;
}
async function copyInto(from, to, runAs, skip) {
  const excluded = [".git", ...skip].map((name) => `--exclude=./${name}`);
  const archive = ["--anchored", "--no-wildcards", ...excluded];
  await runCopyScript(from, to, [...archive, ...ownerOptions(runAs), "."]);
}
async function copyListed(from, to, runAs, entries, scratch) {
  const list2 = path7.join(scratch, "copied.list");
  await writeFile2(list2, `${entries.join("\0")}\0`, { mode: 384 });
  try {
    const archive = ["--no-recursion", "--ignore-failed-read", "--null", "-T", list2];
    await runCopyScript(from, to, [...archive, ...ownerOptions(runAs)]);
  } finally {
    await rm2(list2, { force: true });
  }
}
function ownerOptions(runAs) {
  return [`--owner=${runAs.uid}`, `--group=${runAs.group}`, "--numeric-owner", "--mode=g+rwX"];
}
async function runCopyScript(from, to, tarOptions) {
  await privileged("sh", ["-c", COPY_SCRIPT, "fix-loop-copy", from, to, ...tarOptions]).catch(
    (error) => {
      throw new Error(`could not copy the tree for the agent: ${messageOf(error)}`);
    }
  );
}
var COPY_SCRIPT = [
  'from=$1 to=$2; shift 2; mkdir -p "$to" || exit 1',
  'wrote=$( { { tar -C "$from" -cf - "$@" 3>&-; echo $? >&3; } | tar -C "$to" -xpf - >&2 3>&-; } 3>&1 )',
  'read=$?; [ "$read" = 0 ] && [ "$wrote" = 0 ]'
].join("\n");
async function bindReadOnly(from, onto) {
  await mkdir(onto, { mode: 493 }).catch(() => void 0);
  try {
    await privileged("mount", ["--bind", "-o", "ro,nosuid,nodev", from, onto]);
    return true;
  } catch {
    await rmdir(onto).catch(() => void 0);
    return false;
  }
}
var TOOL_CACHES = [".vite-temp", ".vite", ".cache"];
async function bindToolCaches(from, onto, caches, runAs) {
  const mounted = [];
  const points = [];
  if (path7.basename(from) !== "node_modules") return { mounted, points };
  for (const name of TOOL_CACHES) {
    const point = path7.join(from, name);
    const stat = await lstat2(point).catch(() => null);
    if (stat && !stat.isDirectory()) continue;
    if (!stat) {
      if (!await privileged("mkdir", [point]).then(
        () => true,
        () => false
      ))
        continue;
      points.push(point);
    }
    const cache = path7.join(caches, name);
    const owner = ["-o", String(runAs.uid), "-g", String(runAs.group)];
    await privileged("install", ["-d", "-m", "0755", ...owner, cache]);
    const into = path7.join(onto, name);
    await privileged("mount", ["--bind", "-o", "nosuid,nodev", cache, into]).then(
      () => mounted.push(into),
      () => void 0
    );
  }
  return { mounted, points };
}
async function copyBase() {
  const room = await statfs(MEMORY).catch(() => null);
  return room && room.bavail * room.bsize >= MEMORY_TO_SPARE ? MEMORY : tmpdir3();
}
var MEMORY = "/dev/shm";
var MEMORY_TO_SPARE = 8 * 1024 ** 3;

// src/sandbox/agent-network.ts
import { mkdtemp as mkdtemp4, rm as rm3 } from "node:fs/promises";
import { tmpdir as tmpdir4 } from "node:os";
import path9 from "node:path";

// src/sandbox/host-ports.ts
import net2 from "node:net";
import path8 from "node:path";
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
var LOOK_MS = 500;
async function runningHostPorts(healthUrls) {
  const ports = /* @__PURE__ */ new Set();
  for (const health of healthUrls) {
    const port = loopbackPort(health.trim());
    if (port && await answers(port)) ports.add(port);
  }
  return [...ports];
}
function loopbackPort(health) {
  try {
    const url = new URL(health);
    if (!["http:", "https:", "tcp:"].includes(url.protocol) || !LOOPBACK.has(url.hostname))
      return null;
    const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    return port > 0 ? port : null;
  } catch {
    return null;
  }
}
function answers(port) {
  return new Promise((resolve5) => {
    const socket = net2.connect({ host: "127.0.0.1", port });
    const done = (open4) => {
      socket.destroy();
      resolve5(open4);
    };
    socket.setTimeout(LOOK_MS, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
async function openHostPorts(ports, folder) {
  const servers = [];
  const opened = [];
  const live = /* @__PURE__ */ new Set();
  for (const port of ports) {
    const socket = path8.join(folder, `port-${port}.sock`);
    const server = net2.createServer((inside) => {
      const outside = net2.connect({ host: "127.0.0.1", port });
      live.add(inside).add(outside);
      inside.pipe(outside);
      outside.pipe(inside);
      const end = () => {
        inside.destroy();
        outside.destroy();
        live.delete(inside);
        live.delete(outside);
      };
      inside.on("error", end).on("close", end);
      outside.on("error", end).on("close", end);
    });
    await new Promise((resolve5, reject2) => {
      server.once("error", reject2);
      server.listen(socket, resolve5);
    });
    servers.push(server);
    opened.push({ port, socket });
  }
  return {
    ports: opened,
    close: async () => {
      for (const socket of live) socket.destroy();
      await Promise.all(
        servers.map((server) => new Promise((resolve5) => server.close(() => resolve5())))
      );
    }
  };
}

// src/sandbox/model-proxy.ts
import { randomBytes as randomBytes2, timingSafeEqual } from "node:crypto";
import http from "node:http";
import https from "node:https";
import net4 from "node:net";

// src/sandbox/egress-rules.ts
import { lookup as lookup2 } from "node:dns/promises";
import net3 from "node:net";
var NOT_PUBLIC = new net3.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3]
])
  NOT_PUBLIC.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8]
])
  NOT_PUBLIC.addSubnet(address, prefix, "ipv6");
function isListed(allow, host, port) {
  const name = host.toLowerCase().replace(/\.$/, "");
  return allow.some((entry) => {
    const [pattern = "", listedPort] = splitEntry(entry.toLowerCase());
    const portOk = listedPort === void 0 ? port === 443 || port === 80 : port === listedPort;
    if (!portOk) return false;
    if (pattern.startsWith("*."))
      return name === pattern.slice(2) || name.endsWith(pattern.slice(1));
    return name === pattern;
  });
}
function splitEntry(entry) {
  const match = /^(.*?)(?::(\d+))?$/.exec(entry.trim());
  return [match?.[1] ?? entry, match?.[2] ? Number(match[2]) : void 0];
}
async function decideEgress(rule, host, port) {
  if (isListed(rule.allow, host, port)) return { allowed: true, connectTo: host };
  if (!rule.anyHttps) {
    return {
      allowed: false,
      reason: rule.allow.length > 0 ? "not in fix.network.allow" : "no host but the model is open to this step"
    };
  }
  if (port !== 443) return { allowed: false, reason: "the web rule opens https (port 443) only" };
  const addresses = await lookup2(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return { allowed: false, reason: "the name does not resolve" };
  const inside = addresses.find(
    ({ address, family }) => NOT_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4")
  );
  if (inside)
    return { allowed: false, reason: `resolves to ${inside.address}, not a public address` };
  return { allowed: true, connectTo: addresses[0]?.address ?? host };
}

// src/sandbox/model-proxy.ts
var LOG_LIMIT = 50;
var HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "upgrade",
  "host"
];
var ModelProxy = class _ModelProxy {
  constructor(server, upstream, credentials, allow) {
    this.server = server;
    this.upstream = upstream;
    this.credentials = credentials;
    this.allow = allow;
    this.rule = { allow, anyHttps: false };
  }
  server;
  upstream;
  credentials;
  allow;
  token = null;
  rule;
  log = { reached: [], blocked: [] };
  sockets = /* @__PURE__ */ new Set();
  upstreams = /* @__PURE__ */ new Set();
  /** The relay's own address inside the namespace: absolute-form requests for it are the model's. */
  selfHost = null;
  /** Listens on a unix socket (the relay's other end), or on 127.0.0.1 where there is no namespace. */
  static async listen(options) {
    const server = http.createServer();
    const proxy = new _ModelProxy(server, options.upstream, options.credentials, options.allow);
    server.on("request", (req, res) => proxy.onRequest(req, res));
    server.on("connect", (req, socket, head) => proxy.onConnect(req, socket, head));
    server.on("connection", (socket) => {
      proxy.sockets.add(socket);
      socket.on("close", () => proxy.sockets.delete(socket));
    });
    await new Promise((resolve5, reject2) => {
      server.once("error", reject2);
      if (options.socket) server.listen(options.socket, resolve5);
      else server.listen(0, "127.0.0.1", resolve5);
    });
    return proxy;
  }
  /** The port on 127.0.0.1, when it listens on TCP. */
  get port() {
    const address = this.server.address();
    return typeof address === "object" && address ? address.port : null;
  }
  /** A new token for one attempt's session (the previous one stops working) and its egress rule. */
  openAttempt(anyHttps) {
    const token = `fix-loop-attempt-${randomBytes2(24).toString("hex")}`;
    this.token = Buffer.from(token);
    this.rule = { allow: this.allow, anyHttps };
    this.log = { reached: [], blocked: [] };
    return token;
  }
  /** The session is over: its token opens nothing, and the web rule ends with it. */
  endSession() {
    this.token = null;
    this.rule = { allow: this.allow, anyHttps: false };
  }
  /** What was reached and blocked since the attempt opened; the log starts over. */
  takeLog() {
    const log = this.log;
    this.log = { reached: [], blocked: [] };
    return log;
  }
  async close() {
    this.endSession();
    for (const socket of this.sockets) socket.destroy();
    for (const upstream of this.upstreams) upstream.destroy();
    await new Promise((resolve5) => this.server.close(() => resolve5()));
  }
  onRequest(req, res) {
    const url = req.url ?? "/";
    if (url.startsWith("/")) {
      this.forwardToModel(req, res, url);
      return;
    }
    let target;
    try {
      target = new URL(url);
    } catch {
      refuse(res, 400, "a request the proxy does not understand");
      return;
    }
    if (target.host === this.selfHost) {
      this.forwardToModel(req, res, target.pathname + target.search);
      return;
    }
    void this.forwardPlainHttp(req, res, target);
  }
  forwardToModel(req, res, pathAndQuery) {
    const headers = this.upstreamHeaders(req.headers);
    if (!headers) {
      this.block("the model", "a request without this attempt's token");
      req.resume();
      refuse(res, 401, "fix-loop's model proxy: this token is not the running attempt's");
      return;
    }
    const base = this.upstream.pathname.replace(/\/$/, "");
    const client = this.upstream.protocol === "https:" ? https : http;
    const upstream = client.request(
      {
        protocol: this.upstream.protocol,
        hostname: this.upstream.hostname,
        port: this.upstream.port || void 0,
        method: req.method,
        path: base + pathAndQuery,
        headers: { ...headers, host: this.upstream.host }
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          stripHopByHop(answer.headers)
        );
        res.flushHeaders();
        answer.pipe(res);
      }
    );
    upstream.on("error", (error) => {
      if (!res.headersSent)
        refuse(res, 502, `fix-loop's model proxy could not reach the model: ${error.message}`);
      else res.destroy();
    });
    this.track(upstream, res);
    req.pipe(upstream);
  }
  /** The request's headers with the real credential in place of the token; null without the token. */
  upstreamHeaders(incoming) {
    const headers = stripHopByHop(incoming);
    const apiKey = single(incoming["x-api-key"]);
    const bearer = /^Bearer (.+)$/i.exec(single(incoming.authorization) ?? "")?.[1];
    if (!this.isToken(apiKey) && !this.isToken(bearer)) return null;
    delete headers["x-api-key"];
    delete headers.authorization;
    const { apiKey: realKey, bearer: realBearer } = this.credentials;
    if (realKey && (apiKey !== void 0 || !realBearer)) headers["x-api-key"] = realKey;
    else if (realBearer) headers.authorization = `Bearer ${realBearer}`;
    return headers;
  }
  isToken(value) {
    if (!this.token || value === void 0) return false;
    const given = Buffer.from(value);
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }
  async forwardPlainHttp(req, res, target) {
    const port = Number(target.port || 80);
    const decision = await decideEgress({ ...this.rule, anyHttps: false }, target.hostname, port);
    const name = `${target.hostname}:${port}`;
    if (!decision.allowed) {
      this.block(name, decision.reason);
      req.resume();
      return refuse(res, 403, `fix-loop's proxy refused ${name}: ${decision.reason}`);
    }
    this.reach(name);
    const upstream = http.request(
      {
        hostname: decision.connectTo,
        port,
        method: req.method,
        path: target.pathname + target.search,
        headers: { ...stripHopByHop(req.headers), host: target.host }
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          stripHopByHop(answer.headers)
        );
        answer.pipe(res);
      }
    );
    upstream.on(
      "error",
      () => res.headersSent ? res.destroy() : refuse(res, 502, `${name} did not answer`)
    );
    this.track(upstream, res);
    req.pipe(upstream);
  }
  onConnect(req, client, head) {
    const target = /^\[?([^\]]*?)\]?:(\d+)$/.exec(req.url ?? "");
    const host = target?.[1] ?? "";
    const port = Number(target?.[2] ?? 0);
    const name = `${host}:${port}`.slice(0, 300);
    client.on("error", () => client.destroy());
    if (!target || host === "") {
      this.block(name, "not a host:port");
      return void client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    }
    void decideEgress(this.rule, host, port).then((decision) => {
      if (!decision.allowed) {
        this.block(name, decision.reason);
        return void client.end(
          `HTTP/1.1 403 Forbidden\r
\r
fix-loop's proxy refused ${name}: ${decision.reason}
`
        );
      }
      this.reach(name);
      const upstream = net4.connect({ host: decision.connectTo, port });
      let connected = false;
      upstream.on("connect", () => {
        connected = true;
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => {
        if (!connected) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
        else client.destroy();
      });
      client.on("close", () => upstream.destroy());
    });
  }
  /**
   * An upstream request lives no longer than its client: a session killed at its timeout while
   * the model has not answered must not leave a request open (nor keep fix-loop's process alive).
   */
  track(upstream, res) {
    this.upstreams.add(upstream);
    res.on("close", () => {
      this.upstreams.delete(upstream);
      if (!res.writableFinished) upstream.destroy();
    });
  }
  reach(name) {
    if (!this.log.reached.includes(name) && this.log.reached.length < LOG_LIMIT)
      this.log.reached.push(name);
  }
  block(target, reason) {
    const known = this.log.blocked.some(
      (entry) => entry.target === target && entry.reason === reason
    );
    if (!known && this.log.blocked.length < LOG_LIMIT) this.log.blocked.push({ target, reason });
  }
};
function single(value) {
  return Array.isArray(value) ? value[0] : value;
}
function stripHopByHop(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== void 0 && !HOP_BY_HOP.includes(name)) kept[name] = value;
  return kept;
}
function refuse(res, status, message) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ type: "error", error: { type: "permission_error", message } }));
}

// src/sandbox/agent-network.ts
var MODEL_CREDENTIALS = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN"
];
var DEFAULT_UPSTREAM = "https://api.anthropic.com";
var LOOPBACK_NAMES = "127.0.0.1,localhost,::1";
async function openAgentNetwork(options) {
  const { runAs, agentEnv, allow } = options;
  if (!runAs) return ownNetwork();
  const credentials = credentialsIn(agentEnv);
  const upstream = new URL(agentEnv.ANTHROPIC_BASE_URL || DEFAULT_UPSTREAM);
  const folder = await mkdtemp4(path9.join(tmpdir4(), "fix-loop-net-"));
  let why;
  if (runAs.namespace) {
    const socket = path9.join(folder, "model.sock");
    const proxy2 = await ModelProxy.listen({ socket, upstream, credentials, allow });
    const hostPorts = await openHostPorts(
      await runningHostPorts(options.serviceHealth ?? []),
      folder
    );
    try {
      const netns = await openNetworkNamespace({
        modelSocket: socket,
        folder,
        hostPorts: hostPorts.ports
      });
      return namespaced(proxy2, netns, hostPorts, { runAs, agentEnv, allow, folder });
    } catch (error) {
      await hostPorts.close();
      await proxy2.close();
      why = `no network namespace could be made (${messageOf(error)})`;
    }
  } else {
    why = "it has no PID namespace";
  }
  const proxy = await ModelProxy.listen({ socket: null, upstream, credentials, allow });
  return openNetwork(proxy, runAs, agentEnv, why, folder);
}
function ownNetwork() {
  return {
    runAs: null,
    reach: "The agent ran as fix-loop's own user: it could reach every host this runner reaches, and the model key.",
    note: "the agent runs as this user, with its network and the model key",
    warning: false,
    withoutCredentials: (env) => env,
    gateEnv: (env) => env,
    openAttempt: (env) => env,
    endSession: () => void 0,
    takeLog: async () => null,
    close: async () => void 0
  };
}
function namespaced(proxy, netns, hostPorts, run) {
  const { runAs, agentEnv, allow, folder } = run;
  const self = `127.0.0.1:${netns.port}`;
  proxy.selfHost = self;
  const listed = allow.length > 0 ? `, ${allow.join(", ")} (fix.network.allow)` : "";
  const ports = hostPorts.ports.map(({ port }) => port);
  const services = ports.length > 0 ? `, this runner's services already up on 127.0.0.1 port ${ports.join(", ")}` : "";
  return {
    ...withProxy(proxy, agentEnv, `http://${self}`, netns.dial),
    runAs: withNetwork(runAs, { path: netns.path, dial: netns.dial }),
    reach: `The agent could reach the model through fix-loop's proxy (which holds the key)${listed}${services}, and, in the web and deep steps, any https host on a public address; nothing else.`,
    note: "each attempt in a network namespace whose only way out is fix-loop's model proxy",
    warning: false,
    close: async () => {
      await netns.close().catch(() => void 0);
      await hostPorts.close();
      await proxy.close();
      await rm3(folder, { recursive: true, force: true });
    }
  };
}
function withNetwork(runAs, network) {
  const namespace = runAs.namespace ? { ...runAs.namespace, network } : null;
  return { ...runAs, namespace };
}
function openNetwork(proxy, runAs, agentEnv, why, folder) {
  return {
    ...withProxy(proxy, agentEnv, `http://127.0.0.1:${proxy.port}`, null),
    runAs,
    reach: `The agent had no network namespace (${why}): it could reach every host this runner reaches, but not the model key, which fix-loop's proxy holds.`,
    note: `no network namespace for the agent: ${why}; it can reach every host this runner reaches (the model key stays with fix-loop's proxy)`,
    warning: true,
    close: async () => {
      await proxy.close();
      await rm3(folder, { recursive: true, force: true });
    }
  };
}
function withProxy(proxy, agentEnv, base, dial) {
  const held = MODEL_CREDENTIALS.filter((name) => agentEnv[name]);
  const withToken = (env, token) => {
    const given = withoutCredentials(env);
    for (const name of held) given[name] = token;
    given.ANTHROPIC_BASE_URL = base;
    return given;
  };
  let noRoutesBefore = Promise.resolve(0);
  return {
    withoutCredentials,
    gateEnv: (env) => withToken(env, "fix-loop-gate-opens-nothing"),
    openAttempt: (env, tools) => {
      const token = proxy.openAttempt(tools.includes("WebFetch"));
      const given = withToken(env, token);
      if (!dial) return given;
      noRoutesBefore = countNoRoutes(dial);
      for (const name of ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"])
        given[name] = base;
      for (const name of ["NO_PROXY", "no_proxy"]) given[name] = LOOPBACK_NAMES;
      return given;
    },
    endSession: () => proxy.endSession(),
    takeLog: async () => {
      const log = proxy.takeLog();
      if (!dial) return { ...log, unroutable: 0 };
      const unroutable = await countNoRoutes(dial) - await noRoutesBefore;
      return { ...log, unroutable: Math.max(0, unroutable) };
    }
  };
}
function withoutCredentials(env) {
  const kept = { ...env };
  for (const name of MODEL_CREDENTIALS) delete kept[name];
  return kept;
}
function credentialsIn(env) {
  return {
    apiKey: env.ANTHROPIC_API_KEY || null,
    bearer: env.ANTHROPIC_AUTH_TOKEN || env.CLAUDE_CODE_OAUTH_TOKEN || null
  };
}

// src/trust/agreement.ts
function attemptAgreement(witnesses) {
  const claim = judgeClaim(
    witnesses.claim,
    witnesses.verifiedFixed,
    witnesses.ranCommands,
    witnesses.testFiles
  );
  const distrust = witnesses.disagreements.length > 0 ? `the hook ledger disagrees with claude's stream: ${witnesses.disagreements.join("; ")}` : null;
  return { ...claim, agreed: claim.agreed && distrust === null, distrust };
}
function runAgreement(attempts) {
  const answered = attempts.filter((attempt) => attempt.modelAnswered !== false);
  const agreed = answered.filter((attempt) => attempt.agreed).length;
  return {
    score: answered.length > 0 ? agreed / answered.length : null,
    agreed,
    total: answered.length
  };
}
function judgeClaim(claim, verifiedFixed, ranCommands, testFiles = /* @__PURE__ */ new Map()) {
  if (!claim) return { agreed: false, unrun: [], detail: "the agent gave no claim" };
  const commands = ranCommands.map(normaliseCommand);
  const unrun = claim.tests_run.filter((entry) => !wasRun(entry, commands, testFiles));
  const statusAgrees = claim.status === "fixed" === verifiedFixed;
  const problems = [];
  if (!statusAgrees) {
    problems.push(
      `claimed ${claim.status.replace("_", " ")}, verified ${verifiedFixed ? "fixed" : "not fixed"}`
    );
  }
  if (unrun.length > 0)
    problems.push(`claimed to run ${unrun.join(", ")}, but no such command ran`);
  return {
    agreed: problems.length === 0,
    unrun,
    detail: problems.length > 0 ? problems.join("; ") : null
  };
}
function wasRun(entry, commands, testFiles) {
  const wanted = normaliseCommand(entry);
  if (wanted.length === 0) return true;
  if (commands.some((command) => command.includes(wanted))) return true;
  const file = testFiles.get(entry.trim());
  if (!file) return false;
  const path18 = normaliseCommand(file);
  return commands.some((command) => command.includes(path18));
}
function normaliseCommand(command) {
  return command.replace(/\s+/g, " ").trim().replace(/^(?:bash|sh)\s+/, "").replace(/(^|[\s;&|(])\.\//g, "$1");
}

// src/fix/copy-tree.ts
import { createHash as createHash2 } from "node:crypto";
import { createReadStream as createReadStream2 } from "node:fs";
import { lstat as lstat5, mkdtemp as mkdtemp5, open as open3, readFile as readFile2, rm as rm5 } from "node:fs/promises";
import { tmpdir as tmpdir5 } from "node:os";
import path12 from "node:path";

// src/sandbox/apply-change.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { lstat as lstat3, mkdir as mkdir2, open, readdir as readdir2, rename as rename2, rmdir as rmdir2, unlink } from "node:fs/promises";
import path10 from "node:path";
import { pipeline } from "node:stream/promises";

// src/bundle/path-rules.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/bundle/refusal.ts
var MAX_SHOWN = 200;
function show(text2) {
  const cut = text2.length > MAX_SHOWN ? `${text2.slice(0, MAX_SHOWN)}\u2026` : text2;
  return JSON.stringify(redactSecretShapes(cut));
}

// src/bundle/path-rules.ts
function normaliseProjectDir(dir) {
  const trimmed = (dir ?? "").replace(/^\.\/+/, "").replace(/\/+$/, "");
  return trimmed === "." ? "" : trimmed;
}
function pathChecker(policy) {
  const projectDir = normaliseProjectDir(policy.projectDir);
  const matchers = policy.protectedGlobs.map((glob) => ({
    glob,
    test: (0, import_picomatch.default)(glob, { dot: true, nocase: true })
  }));
  return (path18) => {
    const shape = shapeProblem(path18);
    if (shape) return [`${show(path18)} ${shape}`];
    const reasons = [];
    const dotGit = dotGitProblem(path18);
    if (dotGit) reasons.push(`${show(path18)} ${dotGit}`);
    const inProject = projectRelative(path18, projectDir);
    if (inProject === null) {
      reasons.push(
        `${show(path18)} is outside the project root ${show(projectDir)}, where fix.protected cannot speak for it`
      );
    } else {
      const hit = matchers.find((matcher) => matcher.test(inProject));
      if (hit) reasons.push(`${show(path18)} is protected (fix.protected ${show(hit.glob)})`);
    }
    return reasons;
  };
}
function shapeProblem(path18) {
  if (path18.length === 0) return "is empty";
  if ([...path18].some(isControl)) return "holds a control character";
  if (path18.includes("\\")) return "holds a backslash (a path separator on Windows)";
  if (path18.startsWith("/")) return "is absolute";
  const parts = path18.split("/");
  if (parts.includes("..")) return "escapes the repository (..)";
  if (parts.some((part) => part === "" || part === ".")) return "is not a normalised path";
  if (parts.some((part) => /[. ]$/.test(part))) return "has a name ending in a dot or space";
  if (path18.includes(":")) return "holds a colon (a drive or stream name on Windows)";
  return null;
}
function isControl(char) {
  const code = char.charCodeAt(0);
  return code < 32 || code === 127;
}
function dotGitProblem(path18) {
  const parts = path18.toLowerCase().split("/");
  if (parts[0] === ".github") return "is under .github/ (workflows and fix-loop's own config)";
  const part = parts.find((name) => name.startsWith(".git") || /^git~\d+$/.test(name));
  return part === void 0 ? null : `has a .git* component (${show(part)}), which only git may write`;
}
function projectRelative(path18, projectDir) {
  if (projectDir === "") return path18;
  return path18.startsWith(`${projectDir}/`) ? path18.slice(projectDir.length + 1) : null;
}

// src/sandbox/apply-change.ts
var ApplyRefusedError = class extends Error {
};
var bundleRules = pathChecker({ projectDir: "", protectedGlobs: [] });
async function checkoutProblem(top, name, writes) {
  const rules2 = bundleRules(name);
  if (rules2.length > 0) return rules2.join("; ");
  const parts = name.split("/");
  for (let at = 1; at < parts.length; at += 1) {
    const folder = parts.slice(0, at).join("/");
    const stat = await lstat3(path10.join(top, folder)).catch(() => null);
    if (!stat) return null;
    if (stat.isSymbolicLink()) return `${folder} is a symbolic link in the checkout`;
    if (!stat.isDirectory()) return `${folder} is not a folder in the checkout`;
  }
  const target = await lstat3(path10.join(top, name)).catch(() => null);
  if (writes && target?.isDirectory()) return `${name} is a folder in the checkout`;
  return null;
}
async function applyChange(top, changes) {
  for (const change of changes) {
    const problem = await checkoutProblem(top, change.path, change.content !== null);
    if (problem) throw new ApplyRefusedError(`refused to write ${change.path}: ${problem}`);
  }
  for (const change of changes.filter((each) => each.content === null)) {
    const file = path10.join(top, change.path);
    const stat = await lstat3(file).catch(() => null);
    if (!stat) continue;
    if (stat.isDirectory())
      throw new ApplyRefusedError(`refused to remove the folder ${change.path}`);
    await unlink(file);
    await removeEmptyFolders(top, path10.dirname(change.path));
  }
  for (const change of changes) {
    if (!change.content) continue;
    await makeFolders(top, change.path);
    await writeByRename(path10.join(top, change.path), change.content);
  }
}
async function writeByRename(file, content) {
  const fresh = path10.join(path10.dirname(file), `.fix-loop-${randomBytes3(6).toString("hex")}`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const mode = content.executable ? 493 : 420;
  const handle = await open(fresh, flags, mode);
  try {
    await handle.chmod(mode);
    await pipeline(createReadStream(content.spool), handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => void 0);
    await unlink(fresh).catch(() => void 0);
    throw error;
  }
  await rename2(fresh, file);
}
async function makeFolders(top, name) {
  const parts = name.split("/").slice(0, -1);
  for (let at = 1; at <= parts.length; at += 1) {
    const folder = path10.join(top, ...parts.slice(0, at));
    await mkdir2(folder, { mode: 493 }).catch((error) => {
      if (error.code !== "EEXIST") throw error;
    });
    const stat = await lstat3(folder);
    if (!stat.isDirectory() || stat.isSymbolicLink())
      throw new ApplyRefusedError(`refused to write ${name}: ${folder} is not a folder`);
  }
}
async function removeEmptyFolders(top, folder) {
  let current = folder;
  while (current !== "." && current !== "") {
    const full = path10.join(top, current);
    const stat = await lstat3(full).catch(() => null);
    if (!stat?.isDirectory()) return;
    if ((await readdir2(full)).length > 0) return;
    await rmdir2(full).catch(() => void 0);
    current = path10.dirname(current);
  }
}

// src/sandbox/change-record.ts
import { createHash } from "node:crypto";
import { open as open2 } from "node:fs/promises";
import path11 from "node:path";
import { StringDecoder } from "node:string_decoder";

// src/sandbox/change-reader-process.ts
import { spawn } from "node:child_process";

// src/sandbox/change-reader.ts
function changeReaderSource() {
  return `(${String(readChangeCopy)})();`;
}
function readChangeCopy() {
  const fs = process.getBuiltinModule("node:fs");
  const [mode = "", top = "", skipped = "[]", maxEntries = "0", maxBytes = "0"] = process.argv.slice(1);
  const SKIP = /* @__PURE__ */ new Set([".git", "node_modules"]);
  const SKIPPED_PATHS = new Set(JSON.parse(skipped));
  const wait = new Int32Array(new SharedArrayBuffer(4));
  const put = (data) => {
    let buffer = typeof data === "string" ? Buffer.from(data) : data;
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(fs.writeSync(1, buffer));
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        Atomics.wait(wait, 0, 0, 2);
      }
    }
  };
  let lines = "";
  const flush = () => {
    if (lines.length > 0) put(lines);
    lines = "";
  };
  const line = (value) => {
    lines += `${JSON.stringify(value)}
`;
    if (lines.length >= 65536) flush();
  };
  let input = Buffer.alloc(0);
  let inputEnded = false;
  const inputChunk = Buffer.alloc(65536);
  const nextLine = () => {
    for (; ; ) {
      const at = input.indexOf(10);
      if (at !== -1) {
        const text2 = input.subarray(0, at).toString("utf8");
        input = input.subarray(at + 1);
        return text2;
      }
      if (inputEnded) {
        const text2 = input.length > 0 ? input.toString("utf8") : null;
        input = Buffer.alloc(0);
        return text2;
      }
      let read = 0;
      try {
        read = fs.readSync(0, inputChunk);
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        Atomics.wait(wait, 0, 0, 2);
        continue;
      }
      if (read === 0) inputEnded = true;
      else input = Buffer.concat([input, inputChunk.subarray(0, read)]);
    }
  };
  const inputLines = () => {
    const entries = [];
    for (let text2 = nextLine(); text2 !== null; text2 = nextLine()) {
      if (text2.length === 0) continue;
      const entry = JSON.parse(text2);
      if (entry.end === true) break;
      entries.push(entry);
    }
    return entries;
  };
  const stampOf2 = (stat) => `${stat.dev}:${stat.ino}:${stat.ctimeNs}:${stat.size}:${stat.mode}`;
  const kindOf = (stat) => {
    if (stat.isFile()) return "file";
    if (stat.isSymbolicLink()) return "link";
    if (stat.isFIFO()) return "fifo";
    if (stat.isSocket()) return "socket";
    return "device";
  };
  const walk2 = (each) => {
    const pending = [""];
    while (pending.length > 0) {
      const folder = pending.pop();
      let names;
      try {
        names = fs.readdirSync(folder === "" ? top : `${top}/${folder}`).sort();
      } catch {
        each(folder, null);
        continue;
      }
      for (const name of names) {
        const relative4 = folder === "" ? name : `${folder}/${name}`;
        const stat = fs.lstatSync(`${top}/${relative4}`, { bigint: true, throwIfNoEntry: false });
        if (!stat) {
          each(relative4, null);
          continue;
        }
        if (stat.isDirectory()) {
          if (!SKIP.has(name) && !SKIPPED_PATHS.has(relative4)) pending.push(relative4);
        } else each(relative4, stat);
      }
    }
  };
  const listChanged = () => {
    const before = new Map(inputLines().map((entry) => [entry.p, entry.s]));
    const seen = /* @__PURE__ */ new Set();
    let listed = 0;
    const OVER = new Error("over");
    const count = () => {
      if (++listed > Number(maxEntries)) throw OVER;
    };
    try {
      walk2((name, stat) => {
        if (!stat) {
          count();
          line({ p: name, k: "unreadable" });
          return;
        }
        seen.add(name);
        const stamp = stampOf2(stat);
        if (before.get(name) === stamp) return;
        count();
        line({ p: name, k: kindOf(stat), n: Number(stat.size), m: Number(stat.mode), s: stamp });
      });
      for (const name of before.keys()) {
        if (seen.has(name)) continue;
        count();
        line({ p: name, k: "gone" });
      }
    } catch (error) {
      if (error !== OVER) throw error;
      line({ p: "", k: "over", n: Number(maxEntries) });
    }
  };
  const readContents2 = () => {
    let left = Number(maxBytes);
    const chunk = Buffer.alloc(65536);
    for (const { p: name, s: stamp } of inputLines()) {
      const refuse2 = (why) => line({ p: name, refused: why });
      const parts = name.split("/");
      let through = "";
      for (const part of parts.slice(0, -1)) {
        through = through === "" ? part : `${through}/${part}`;
        const folder = fs.lstatSync(`${top}/${through}`, { throwIfNoEntry: false });
        if (!folder?.isDirectory()) {
          refuse2(`its folder ${through} is not a folder`);
          through = "";
          break;
        }
      }
      if (parts.length > 1 && through === "") continue;
      let fd;
      try {
        const flags = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;
        fd = fs.openSync(`${top}/${name}`, flags);
      } catch (error) {
        refuse2(`it cannot be opened without following a link (${error.message})`);
        continue;
      }
      try {
        const stat = fs.fstatSync(fd, { bigint: true });
        if (!stat.isFile()) refuse2("it is not a regular file");
        else if (stampOf2(stat) !== stamp) refuse2("it changed after it was listed");
        else if (Number(stat.size) > left) refuse2("it is over the bytes left to read");
        else {
          const size = Number(stat.size);
          left -= size;
          line({ p: name, n: size, m: Number(stat.mode) });
          let done = 0;
          while (done < size) {
            const read = fs.readSync(fd, chunk, 0, Math.min(chunk.length, size - done), done);
            if (read === 0) process.exit(3);
            flush();
            put(chunk.subarray(0, read));
            done += read;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    }
  };
  if (mode === "stamps") {
    walk2((name, stat) => line({ p: name, s: stat ? stampOf2(stat) : "unreadable" }));
  } else if (mode === "change") {
    listChanged();
    line({ end: true });
    flush();
    readContents2();
  } else {
    process.stderr.write(`unknown mode ${mode}
`);
    process.exit(2);
  }
  line({ end: true });
  flush();
}

// src/sandbox/change-reader-types.ts
var ChangeRecordError = class extends Error {
};

// src/sandbox/change-reader-process.ts
var ReaderProcess = class _ReaderProcess {
  constructor(child) {
    this.child = child;
    let errorBytes = 0;
    child.stderr.on("data", (chunk) => {
      if (errorBytes < 4096) this.errors.push(chunk);
      errorBytes += chunk.length;
    });
    this.exited = new Promise((resolve5, reject2) => {
      child.once("error", reject2);
      child.once("close", (code) => resolve5(code));
    });
    this.exited.catch(() => void 0);
    child.stdin.on("error", () => void 0);
    this.output = child.stdout[Symbol.asyncIterator]();
  }
  child;
  errors = [];
  output;
  exited;
  /** Runs `talk` with the reader started with `args`; the reader must end well after it. */
  static async run(reader, args, talk) {
    const reading = _ReaderProcess.start(reader, args);
    try {
      const result = await talk(reading);
      reading.child.stdin.end();
      await reading.until(async () => {
        throw new ChangeRecordError("the reader wrote past its end");
      });
      return result;
    } catch (error) {
      reading.child.kill("SIGKILL");
      await reading.exited.catch(() => void 0);
      throw error;
    }
  }
  static start(reader, args) {
    const skip = JSON.stringify(reader.skip());
    const [mode = "", ...rest] = args;
    const program = {
      file: process.execPath,
      args: ["-e", changeReaderSource(), mode, reader.top, skip, ...rest]
    };
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
    const as = runAsUser(program, env, reader.runAs, { report: false, noPrivateFolders: true });
    const child = spawn(as.target.file, as.target.args, {
      cwd: reader.top,
      env: as.env,
      stdio: ["pipe", "pipe", "pipe"]
    });
    return new _ReaderProcess(child);
  }
  /** Writes to the reader's stdin; `end` closes it after. */
  send(text2, end = false) {
    if (end) this.child.stdin.end(text2);
    else if (text2.length > 0) this.child.stdin.write(text2);
  }
  /**
   * Hands each chunk of stdout to `consume` until it answers true (the part it reads is over);
   * at the end of stdout, checks how the reader exited. Returns false when stdout ended first.
   */
  async until(consume) {
    for (; ; ) {
      const next = await this.output.next();
      if (next.done) {
        await this.exitedWell();
        return false;
      }
      if (await consume(next.value)) return true;
    }
  }
  async exitedWell() {
    const code = await this.exited;
    if (code === 0) return;
    const said = Buffer.concat(this.errors).toString("utf8").trim().slice(0, 1e3);
    throw new ChangeRecordError(
      `the reader of the agent's copy failed (exit ${code})${said ? `: ${said}` : ""}`
    );
  }
};

// src/sandbox/change-record.ts
async function readStamps(reader) {
  const stamps = /* @__PURE__ */ new Map();
  await ReaderProcess.run(reader, ["stamps"], async (reading) => {
    reading.send("", true);
    await readRecord(reading, (entry) => {
      stamps.set(text(entry.p), text(entry.s));
    });
  });
  return stamps;
}
async function readChange(reader, stamps, caps, decide) {
  const args = ["change", String(caps.entries), String(caps.bytes)];
  return ReaderProcess.run(reader, args, async (reading) => {
    const input = [...stamps].map(([p, s]) => `${JSON.stringify({ p, s })}
`).join("");
    reading.send(`${input}{"end":true}
`);
    const listed = await listChanges(reading, caps.entries);
    let asked = false;
    const decided = await decide(listed, async (wanted, spool) => {
      if (asked) throw new Error("the contents of a change are read once");
      asked = true;
      return readContents(reading, wanted, caps.bytes, spool);
    });
    if (!asked) {
      reading.send("", true);
      await readRecord(reading, () => {
        throw new ChangeRecordError("the reader sent a file that was not asked for");
      });
    }
    return decided;
  });
}
async function listChanges(reading, maxEntries) {
  const changes = [];
  let over = false;
  await readRecord(reading, (entry) => {
    if (entry.k === "over" || changes.length >= maxEntries) {
      over = true;
      return;
    }
    const kind = text(entry.k);
    if (!["file", "link", "fifo", "socket", "device", "gone", "unreadable"].includes(kind))
      throw new ChangeRecordError(`the reader listed an unknown kind ${kind}`);
    changes.push({
      path: text(entry.p),
      kind,
      size: Number(entry.n ?? 0),
      mode: Number(entry.m ?? 0),
      stamp: text(entry.s ?? "")
    });
  });
  return { changes: over ? [] : changes, over };
}
async function readContents(reading, wanted, maxBytes, spool) {
  const files = /* @__PURE__ */ new Map();
  const refused = [];
  const expected = new Map(wanted.map((change) => [change.path, change]));
  const input = wanted.map((change) => `${JSON.stringify({ p: change.path, s: change.stamp })}
`).join("");
  let left = maxBytes;
  let current = null;
  let pending = Buffer.alloc(0);
  let ended = false;
  const startEntry = async (entry) => {
    if (entry.end === true) {
      ended = true;
      return;
    }
    const name = text(entry.p);
    const listed = expected.get(name);
    if (!listed) throw new ChangeRecordError(`the reader sent ${name}, which was not asked for`);
    expected.delete(name);
    if (typeof entry.refused === "string") {
      refused.push({ path: name, why: entry.refused });
      return;
    }
    const size = Number(entry.n);
    if (!Number.isSafeInteger(size) || size < 0 || size !== listed.size || size > left)
      throw new ChangeRecordError(
        `the reader sent ${size} bytes for ${name}, not the ${listed.size} listed within the cap`
      );
    left -= size;
    const file = path11.join(spool, String(files.size + refused.length));
    const handle = await open2(file, "wx", 384);
    current = {
      name,
      size,
      done: 0,
      handle,
      hash: createHash("sha256"),
      mode: Number(entry.m),
      file
    };
    if (size === 0) await finishEntry();
  };
  const finishEntry = async () => {
    const entry = current;
    if (!entry) return;
    await entry.handle.close();
    files.set(entry.name, {
      size: entry.size,
      mode: entry.mode,
      sha256: entry.hash.digest("hex"),
      spool: entry.file
    });
    current = null;
  };
  reading.send(input, true);
  await reading.until(async (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length > 0) {
      if (ended) throw new ChangeRecordError("the reader wrote past its end");
      const entry = current;
      if (entry) {
        const take = pending.subarray(0, entry.size - entry.done);
        entry.hash.update(take);
        await entry.handle.write(take);
        entry.done += take.length;
        pending = pending.subarray(take.length);
        if (entry.done === entry.size) await finishEntry();
        continue;
      }
      const end = pending.indexOf(10);
      if (end === -1) {
        if (pending.length > 64 * 1024)
          throw new ChangeRecordError("the reader wrote an endless line");
        return false;
      }
      const header2 = pending.subarray(0, end).toString("utf8");
      pending = pending.subarray(end + 1);
      await startEntry(parse2(header2));
    }
    return ended;
  }).finally(async () => {
    await current?.handle.close().catch(() => void 0);
  });
  if (!ended || current || expected.size > 0)
    throw new ChangeRecordError("the reader's record of the change ended early");
  return { files, refused };
}
async function readRecord(reading, each) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let ended = false;
  const done = await reading.until(async (chunk) => {
    pending += decoder.write(chunk);
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    if (pending.length > 64 * 1024) throw new ChangeRecordError("the reader wrote an endless line");
    for (const line of lines) {
      if (line.length === 0) continue;
      if (ended) throw new ChangeRecordError("the reader wrote past its end");
      const entry = parse2(line);
      if (entry.end === true) ended = true;
      else each(entry);
    }
    if (ended && pending.length > 0) throw new ChangeRecordError("the reader wrote past its end");
    return ended;
  });
  if (!done) throw new ChangeRecordError("the reader's record ended early");
}
function parse2(line) {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
  }
  throw new ChangeRecordError("the reader wrote a line that is not a record");
}
function text(value) {
  if (typeof value !== "string")
    throw new ChangeRecordError("the reader wrote a field that is not text");
  return value;
}

// src/fix/git-work-tree.ts
var git = hardenedGit;
async function assertGitWorkTree(cwd) {
  const inside = await hardenedGit(cwd, ["rev-parse", "--is-inside-work-tree"]).catch(() => "");
  if (inside.trim() !== "true") {
    throw new Error(
      `fix mode needs a git repository at ${cwd}: fix-loop snapshots the working tree with git before each attempt and restores it when a fix is rejected. Run \`git init\` (and commit your work) first.`
    );
  }
}

// src/fix/ignored-files-guard.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
import { lstat as lstat4, mkdir as mkdir3, readFile, readlink, rm as rm4, symlink, writeFile as writeFile3 } from "node:fs/promises";
import { dirname, join } from "node:path";
var CACHE_SEGMENTS = /* @__PURE__ */ new Set([
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".cache",
  ".vite",
  ".turbo",
  ".nyc_output",
  "coverage"
]);
var MAX_COPIED_FILES = 5e3;
var MAX_COPIED_BYTES = 32 * 1024 * 1024;
var DEPENDENCIES2 = ":(exclude,glob)**/node_modules/**";
async function recordIgnoredFiles(top) {
  const files = /* @__PURE__ */ new Map();
  let bytes = 0;
  let overBound = false;
  for (const path18 of await listIgnored(top)) {
    const stat = await lstat4(join(top, path18)).catch(() => null);
    if (!stat) continue;
    let copy = null;
    const fits = files.size < MAX_COPIED_FILES && bytes + stat.size <= MAX_COPIED_BYTES;
    if (fits && stat.isSymbolicLink())
      copy = { kind: "link", target: await readlink(join(top, path18)) };
    else if (fits && stat.isFile()) {
      copy = { kind: "file", content: await readFile(join(top, path18)), mode: stat.mode & 4095 };
      bytes += stat.size;
    }
    if (!copy) overBound = true;
    files.set(path18, { stamp: stampOf(stat), copy });
  }
  return { top, files, overBound };
}
async function restoreIgnoredFiles(recorded) {
  const { top } = recorded;
  const restored = [];
  const unrestorable = [];
  const now = new Set(await listIgnored(top));
  for (const path18 of now) {
    if (recorded.files.has(path18)) continue;
    await rm4(join(top, path18), { recursive: true, force: true });
    restored.push(path18);
  }
  for (const [path18, before] of recorded.files) {
    const stat = await lstat4(join(top, path18)).catch(() => null);
    if (stat && stampOf(stat) === before.stamp) continue;
    if (!before.copy) {
      unrestorable.push(path18);
      continue;
    }
    if (stat && before.copy.kind === "file" && stat.isFile()) {
      const content = await readFile(join(top, path18));
      if (content.equals(before.copy.content) && (stat.mode & 4095) === before.copy.mode)
        continue;
    }
    await rm4(join(top, path18), { recursive: true, force: true });
    await mkdir3(dirname(join(top, path18)), { recursive: true });
    if (before.copy.kind === "link") await symlink(before.copy.target, join(top, path18));
    else await writeFile3(join(top, path18), before.copy.content, { mode: before.copy.mode });
    restored.push(path18);
  }
  return { restored: restored.sort(), unrestorable: unrestorable.sort() };
}
function suspiciousIgnoredChanges(paths, outputs) {
  const isOutput = outputs.length > 0 ? (0, import_picomatch2.default)([...outputs], { dot: true }) : () => false;
  return paths.filter(
    (path18) => !path18.split("/").some((segment) => CACHE_SEGMENTS.has(segment)) && !path18.endsWith(".pyc") && !isOutput(path18)
  );
}
async function listIgnored(top) {
  const listing = await git(top, [
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--",
    ".",
    DEPENDENCIES2
  ]);
  return listing.split("\0").filter((path18) => path18.length > 0 && path18 !== ".git");
}
function stampOf(stat) {
  return `${stat.size}:${stat.mode}:${stat.ino}:${stat.mtimeMs}:${stat.ctimeMs}`;
}

// src/fix/line-stat.ts
function lineStat(changes) {
  if (changes.length === 0) return "";
  let insertions = 0;
  let deletions = 0;
  const rows = changes.map(({ path: path18, before, after }) => {
    if (isBinary(before) || isBinary(after)) return ` ${path18} | Bin`;
    const { added, removed } = countLines(before, after);
    insertions += added;
    deletions += removed;
    const bar = "+".repeat(Math.min(added, 40)) + "-".repeat(Math.min(removed, 40));
    return ` ${path18} | ${added + removed} ${bar}`.trimEnd();
  });
  const files = `${changes.length} file${changes.length === 1 ? "" : "s"} changed`;
  return [...rows, ` ${files}, ${insertions} insertions(+), ${deletions} deletions(-)`].join("\n");
}
function countLines(before, after) {
  const old = /* @__PURE__ */ new Map();
  for (const line of linesOf(before)) old.set(line, (old.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of linesOf(after)) {
    const left = old.get(line) ?? 0;
    if (left > 0) old.set(line, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of old.values()) removed += left;
  return { added, removed };
}
function linesOf(content) {
  if (!content || content.length === 0) return [];
  return content.toString("utf8").replace(/\n$/, "").split("\n");
}
function isBinary(content) {
  return content?.subarray(0, 8e3).includes(0) ?? false;
}

// src/fix/copy-tree.ts
var MAX_LISTED = 1e5;
var MAX_STAT_BYTES = 1024 * 1024;
var CopyTree = class _CopyTree {
  constructor(copy, reader, caps, tracked) {
    this.copy = copy;
    this.reader = reader;
    this.caps = caps;
    this.tracked = tracked;
  }
  copy;
  reader;
  caps;
  tracked;
  stamps = /* @__PURE__ */ new Map();
  read = null;
  stopFirst = async () => void 0;
  startAgain = async () => void 0;
  /** The checkout's top (the repository paths below are relative to it). */
  get top() {
    return this.copy.over;
  }
  static async open(copy, owner, caps) {
    const listed = await git(copy.over, [
      "ls-files",
      "-z",
      "--cached",
      "--others",
      "--exclude-standard"
    ]);
    const tracked = new Set(listed.split("\0").filter(Boolean));
    const reader = { top: copy.over, runAs: owner, skip: () => copy.dependencyPaths };
    const tree = new _CopyTree(copy, reader, caps, tracked);
    tree.stamps = await readStamps(tree.reader);
    return tree;
  }
  /**
   * What must end before the copy is read or thrown away: every process of the attempt that is
   * not in a namespace that has ended already (the services the engine started on the copy);
   * and what starts them again on the fresh copy.
   */
  stopBeforeReading(stop, startAgain) {
    this.stopFirst = stop;
    this.startAgain = startAgain;
  }
  /**
   * What the agent changed, as repository paths. Changes to ignored files are never read nor
   * kept (they go with the copy) and, but for tool caches and test reports, are tampering; so is
   * a link, FIFO, socket or device, a path git may not write, and anything over the caps.
   */
  async changes(outputs) {
    await this.stopFirst();
    await this.forget();
    try {
      return await this.readChanges(outputs);
    } catch (error) {
      if (!(error instanceof ChangeRecordError)) throw error;
      const tamper = [`refused from the agent's copy: ${error.message}`];
      return { files: [], diffStat: "", tamper, ignoredRestored: [] };
    }
  }
  async readChanges(outputs) {
    const caps = { entries: MAX_LISTED, bytes: this.caps.totalBytes };
    return readChange(
      this.reader,
      this.stamps,
      caps,
      (listed, readContents2) => this.chooseAndRead(listed, readContents2, outputs)
    );
  }
  async chooseAndRead(listed, readContents2, outputs) {
    if (listed.over) {
      const tamper2 = [`refused the change: more than ${MAX_LISTED} paths of the copy changed`];
      return { files: [], diffStat: "", tamper: tamper2, ignoredRestored: [] };
    }
    const ignoredFresh = new Set(
      await this.ignoredOf(listed.changes.map((c) => c.path).filter((p) => !this.stamps.has(p)))
    );
    const isIgnored = (name) => this.stamps.has(name) ? !this.tracked.has(name) : ignoredFresh.has(name);
    const ignored = listed.changes.filter((c) => isIgnored(c.path)).map((c) => c.path).sort();
    const candidates = listed.changes.filter((c) => !isIgnored(c.path));
    const refused = await this.refusals(candidates);
    const wanted = candidates.filter((c) => c.kind === "file");
    const spool = await mkdtemp5(path12.join(tmpdir5(), "fix-loop-change-"));
    this.read = { writes: /* @__PURE__ */ new Map(), removals: /* @__PURE__ */ new Set(), spool };
    if (refused.length === 0) {
      const got = await readContents2(wanted, spool);
      refused.push(...got.refused.map((r) => `${r.path}: ${r.why}`));
      this.read.writes = got.files;
    }
    const files = [];
    for (const change of candidates) {
      if (change.kind === "gone") {
        if (!await lstat5(path12.join(this.top, change.path)).catch(() => null)) continue;
        this.read.removals.add(change.path);
      } else {
        const content = this.read.writes.get(change.path);
        if (content && await this.sameAsCheckout(change.path, content)) {
          this.read.writes.delete(change.path);
          continue;
        }
      }
      files.push(change.path);
    }
    files.sort();
    const suspicious = suspiciousIgnoredChanges(ignored, outputs);
    const tamper = [
      ...suspicious.length > 0 ? [`changed ignored files: ${suspicious.join(", ")}`] : [],
      ...refused.length > 0 ? [`refused from the agent's copy: ${refused.join("; ")}`] : []
    ];
    return { files, diffStat: await this.diffStat(files), tamper, ignoredRestored: ignored };
  }
  /** The change is not kept: the copy is thrown away and made again from the checkout. */
  async undo(_files) {
    await this.renew();
  }
  /** A file of the change as text, or null where the change has none. */
  async textInCopy(name) {
    const content = this.read?.writes.get(name);
    return content ? readFile2(content.spool, "utf8") : null;
  }
  /**
   * Writes these paths of the change last read into the checkout (the kept fix), from the record
   * alone; then the copy is made again from the checkout.
   */
  async keep(files) {
    const read = this.read;
    const changes = files.map((name) => {
      const content = read?.writes.get(name);
      if (content)
        return {
          path: name,
          content: { spool: content.spool, executable: (content.mode & 73) !== 0 }
        };
      if (read?.removals.has(name)) return { path: name, content: null };
      throw new Error(`${name} is not part of the change read from the agent's copy`);
    });
    await this.stopFirst();
    await applyChange(this.top, changes);
    for (const change of changes) {
      if (change.content) this.tracked.add(change.path);
      else this.tracked.delete(change.path);
    }
    await this.renew();
  }
  /** Removes what fix-loop kept of the last change (the spool); the copy is the caller's. */
  async close() {
    await this.forget();
  }
  async renew() {
    await this.stopFirst();
    await this.forget();
    await this.copy.renew();
    this.stamps = await readStamps(this.reader);
    await this.startAgain();
  }
  async forget() {
    if (this.read) await rm5(this.read.spool, { recursive: true, force: true });
    this.read = null;
  }
  /** Why each of these changes may not cross, in words; empty when all of them may. */
  async refusals(changes) {
    const refused = [];
    let bytes = 0;
    for (const change of changes) {
      const kind = REFUSED_KINDS[change.kind];
      if (kind) {
        refused.push(`${change.path} is ${kind}`);
        continue;
      }
      const problem = await checkoutProblem(this.top, change.path, change.kind === "file");
      if (problem)
        refused.push(problem.startsWith(change.path) ? problem : `${change.path}: ${problem}`);
      if (change.kind !== "file") continue;
      if (change.size > this.caps.fileBytes)
        refused.push(
          `${change.path} is ${change.size} bytes, over fix.caps.file-bytes (${this.caps.fileBytes})`
        );
      else bytes += change.size;
    }
    if (changes.length > this.caps.files)
      refused.push(`${changes.length} files changed, over fix.caps.files (${this.caps.files})`);
    if (bytes > this.caps.totalBytes)
      refused.push(`${bytes} bytes changed, over fix.caps.total-bytes (${this.caps.totalBytes})`);
    return refused;
  }
  /** Whether the checkout holds this very file: a regular file, same content, same exec bit. */
  async sameAsCheckout(name, content) {
    const file = path12.join(this.top, name);
    const stat = await lstat5(file).catch(() => null);
    if (!stat?.isFile() || stat.size !== content.size) return false;
    if ((stat.mode & 73) === 0 !== ((content.mode & 73) === 0)) return false;
    return await hashOf(file) === content.sha256;
  }
  /** Which of these new paths the checkout's ignore rules (not the copy's) ignore. */
  async ignoredOf(names) {
    if (names.length === 0) return [];
    const listing = await git(this.top, ["check-ignore", "-z", "--stdin", "--no-index"], {
      input: `${names.join("\0")}\0`
    }).catch(() => "");
    return listing.split("\0").filter(Boolean);
  }
  async diffStat(files) {
    const changes = [];
    for (const name of files) {
      const after = this.read?.writes.get(name);
      changes.push({
        path: name,
        before: await boundedContent(path12.join(this.top, name)),
        after: after ? await boundedContent(after.spool) : null
      });
    }
    return lineStat(changes);
  }
};
var REFUSED_KINDS = {
  link: "a symbolic link",
  fifo: "a FIFO",
  socket: "a socket",
  device: "a device",
  unreadable: "unreadable (a folder closed to its owner, or a name that is not UTF-8)"
};
async function boundedContent(file) {
  const stat = await lstat5(file).catch(() => null);
  if (!stat?.isFile()) return null;
  if (stat.size > MAX_STAT_BYTES) return Buffer.from([0]);
  const handle = await open3(file, "r");
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
async function hashOf(file) {
  const hash = createHash2("sha256");
  for await (const chunk of createReadStream2(file)) hash.update(chunk);
  return hash.digest("hex");
}

// src/agent/model-failure.ts
var AUTH_CODES = /* @__PURE__ */ new Set(["authentication_failed"]);
var QUOTA_CODES = /* @__PURE__ */ new Set(["rate_limit", "billing_error"]);
var MODEL_CODES = /* @__PURE__ */ new Set(["model_not_found"]);
var AUTH_TYPES = /* @__PURE__ */ new Set(["authentication_error", "permission_error"]);
var QUOTA_TYPES = /* @__PURE__ */ new Set(["rate_limit_error", "overloaded_error"]);
function modelFailureOf(transcript) {
  if (!transcript.isError) return null;
  const { status, type, code } = transcript.apiError ?? { status: null, type: null, code: null };
  const text2 = transcript.text;
  const words = text2.trim() || [status, type ?? code].filter(Boolean).join(" ");
  const is = (codes, types, statuses, pattern) => code !== null && codes.has(code) || type !== null && types.has(type) || status !== null && statuses.includes(status) || pattern.test(text2);
  if (is(AUTH_CODES, AUTH_TYPES, [401, 403], /not logged in|invalid api key|oauth token/i))
    return { kind: "auth", words };
  if (is(QUOTA_CODES, QUOTA_TYPES, [402, 429, 529], /credit balance|usage limit|rate limit/i))
    return { kind: "quota", words };
  const unknownModel = code !== null && MODEL_CODES.has(code) || status === 404 && type === "not_found_error" || /issue with the selected model/i.test(text2);
  if (unknownModel) return { kind: "model", words };
  return code === "connection_failed" || UNREACHABLE.test(text2) ? { kind: "unreachable", words } : null;
}
var UNREACHABLE = /\((?:ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\)|can't reach the api server|connection refused|request timed out|connection error/i;
var REMEDY = {
  auth: "check the credential Claude Code uses (ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN, or claude auth login)",
  quota: "wait for the limit to reset or add credit, then run again",
  model: "fix the model name (fix.claude.model or a strategy's model in the config)",
  unreachable: "check the network, DNS, a proxy or ANTHROPIC_BASE_URL where fix-loop runs, then run again"
};
var WHAT = {
  auth: "the API refused the credential",
  quota: "out of quota",
  model: "unknown model name",
  unreachable: "cannot reach the API"
};
function describeModelFailure(failure) {
  return `the model: ${WHAT[failure.kind]}: "${failure.words}"; ${REMEDY[failure.kind]}`;
}

// src/fix/attempt.ts
import { mkdtemp as mkdtemp7 } from "node:fs/promises";
import { tmpdir as tmpdir7 } from "node:os";
import { join as join4, relative as relative3, resolve as resolve2, sep as sep2 } from "node:path";

// src/process/drain-ended.ts
import { readdir as readdir3, readFile as readFile3, rm as rm6 } from "node:fs/promises";
import path13 from "node:path";
async function drainEnded(runAs) {
  const folder = runAs?.namespace?.reports;
  if (!folder) return [];
  const names = (await readdir3(folder).catch(() => [])).filter((name) => name.endsWith(".ended"));
  const ended = [];
  for (const name of names.sort()) {
    const file = path13.join(folder, name);
    const text2 = await readFile3(file, "utf8").catch(() => "");
    await rm6(file, { force: true });
    for (const line of text2.split("\n")) {
      const [pid = "", ...words] = line.split("	");
      const command = words.join("	").trim();
      if (/^\d+$/.test(pid) && command !== "") ended.push({ pid: Number(pid), command });
    }
  }
  return ended;
}

// src/agent/claim-json-schema.ts
var FIELD_DESCRIPTIONS = {
  status: "fixed: you changed the code and expect the failing tests to pass now; not_fixed otherwise",
  root_cause: "The cause of the failure in one or two sentences, naming the file and function",
  files_changed: "Project-relative paths of the files you changed",
  tests_run: "The commands you ran to check the fix (exactly as run), or an empty list",
  reasoning: "Why the change fixes the cause, or why you could not fix it"
};
function claimJsonSchema() {
  const { $schema: _dialect, ...schema } = toJSONSchema(claimSchema);
  const properties = schema.properties;
  for (const [name, description] of Object.entries(FIELD_DESCRIPTIONS)) {
    if (properties[name]) properties[name] = { ...properties[name], description };
  }
  return schema;
}

// src/agent/claude-arguments.ts
var DEFAULT_DISALLOWED_TOOLS = Object.freeze([
  "Bash(git commit *)",
  "Bash(git push *)",
  "Bash(git reset *)",
  "Bash(git checkout *)",
  "Bash(git switch *)",
  "Bash(git restore *)",
  "Bash(git stash *)",
  "Bash(git clean *)",
  "Bash(git rebase *)"
]);
function claudeArguments(options, settingsFile) {
  const schema = options.jsonSchema === void 0 ? claimJsonSchema() : options.jsonSchema;
  const allowed = options.allowedTools ?? options.tools;
  const disallowed = options.disallowedTools ?? DEFAULT_DISALLOWED_TOOLS;
  return [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--settings",
    settingsFile,
    "--permission-mode",
    "acceptEdits",
    "--tools",
    options.tools.join(","),
    ...allowed.length > 0 ? ["--allowedTools", allowed.join(",")] : [],
    ...disallowed.length > 0 ? ["--disallowedTools", disallowed.join(",")] : [],
    ...schema ? ["--json-schema", JSON.stringify(schema)] : [],
    "--max-turns",
    String(options.maxTurns),
    ...options.budgetUsd ? ["--max-budget-usd", String(options.budgetUsd)] : [],
    ...options.model ? ["--model", options.model] : [],
    ...options.appendSystemPrompt ? ["--append-system-prompt", options.appendSystemPrompt] : []
  ];
}

// src/agent/claude-binary.ts
import path14 from "node:path";
var INSTALL_HINT = "install it with `npm i -D @anthropic-ai/claude-code`, or set fix.claude.path / FIX_LOOP_CLAUDE";
var ClaudeNotFoundError = class extends UserError {
  name = "ClaudeNotFoundError";
};
async function resolveClaudeBinary(options) {
  const configured = nonEmpty(options.configPath);
  if (configured) return explicit(configured, "config", "fix.claude.path", options);
  const fromEnv = nonEmpty(options.env.FIX_LOOP_CLAUDE);
  if (fromEnv) return explicit(fromEnv, "FIX_LOOP_CLAUDE", "FIX_LOOP_CLAUDE", options);
  const own2 = fixLoopPackageRoot();
  const places = [
    { path: path14.join(options.cwd, "node_modules", ".bin"), source: "project" },
    ...pathFolders(options.env).map((dir) => ({ path: dir, source: "PATH" }))
  ];
  if (own2) places.push({ path: path14.join(own2, "node_modules", ".bin"), source: "fix-loop" });
  for (const place of places) {
    const candidate = path14.join(place.path, "claude");
    if (await isExecutable(candidate)) return { path: candidate, source: place.source };
  }
  throw new ClaudeNotFoundError(`Claude Code was not found: ${INSTALL_HINT}.`);
}
async function explicit(value, source, setting, options) {
  const candidates = value.includes("/") ? [path14.resolve(options.cwd, value)] : pathFolders(options.env).map((dir) => path14.join(dir, value));
  for (const candidate of candidates) {
    if (await isExecutable(candidate)) return { path: candidate, source };
  }
  const where = value.includes("/") ? candidates[0] : `${value} (looked up on PATH)`;
  throw new ClaudeNotFoundError(
    `Claude Code was not found: ${setting} is ${JSON.stringify(value)}, but ${where} is not an executable file. Fix ${setting}, or ${INSTALL_HINT.replace("install it", "install Claude Code")}.`
  );
}
function nonEmpty(value) {
  return value && value.trim() !== "" ? value.trim() : null;
}

// src/agent/run-agent.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import { mkdir as mkdir4, readFile as readFile4, writeFile as writeFile4 } from "node:fs/promises";
import path17 from "node:path";

// src/hooks/hook-error-log.ts
var HOOK_ERROR_LOG = "hook-errors.log";

// src/hooks/ledger.ts
import { appendFileSync, readFileSync as readFileSync2 } from "node:fs";
import path15 from "node:path";

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}

// src/hooks/ledger.ts
var ledgerEntrySchema = object({
  at: string(),
  event: _enum(["PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"]),
  sessionId: string(),
  tool: nullable(string()),
  toolUseId: nullable(string()),
  /** Equal keys mean identical calls (same tool, same input; a Bash description does not count). */
  key: nullable(string()),
  /** The tool input with long strings cut short. */
  input: nullable(record(string(), unknown())),
  /**
   * deny (PreToolUse), context added (Post*), block (Stop); warn: the agent was told and the
   * call went ahead; observe: a guard fired and nothing was said; null when no guard fired.
   */
  decision: nullable(_enum(["deny", "context", "block", "warn", "observe"])),
  /** The guard that fired (absent in ledgers written before guards were named). */
  guard: optional(nullable(_enum(GUARD_NAMES))),
  reason: nullable(string()),
  /** The failure text of a PostToolUseFailure, cut short. */
  error: nullable(string())
});
var LEDGER_FILE = "ledger.jsonl";
var MAX_STRING = 400;
function ledgerPath(stateDir) {
  return path15.join(stateDir, LEDGER_FILE);
}
function readLedger(stateDir) {
  let text2;
  try {
    text2 = readFileSync2(ledgerPath(stateDir), "utf8");
  } catch {
    return [];
  }
  const entries = [];
  for (const line of text2.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const parsed = ledgerEntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
    } catch {
    }
  }
  return entries;
}
var MAX_COMMAND = 4e3;
function boundedText(text2, max = MAX_STRING) {
  return text2.length <= max ? text2 : `${text2.slice(0, max)}\u2026 (${text2.length - max} more characters)`;
}

// src/hooks/worktree-baseline.ts
import { execFileSync } from "node:child_process";
import { createHash as createHash3 } from "node:crypto";
import {
  lstatSync,
  readdirSync,
  readFileSync as readFileSync3,
  realpathSync,
  statSync,
  writeFileSync as writeFileSync2
} from "node:fs";
import path16 from "node:path";
var BASELINE_FILE = "worktree-baseline.json";
function recordWorktreeBaseline(stateDir, cwd, copy = null) {
  const record2 = copy ? { kind: "files", fingerprint: filesFingerprint(inCopy(cwd, copy)) } : { kind: "git", fingerprint: worktreeFingerprint(cwd) };
  writeFileSync2(path16.join(stateDir, BASELINE_FILE), JSON.stringify(record2));
}
function inCopy(cwd, copy) {
  return path16.join(copy.folder, path16.relative(copy.over, realpathSync(cwd)));
}
var NOT_FINGERPRINTED = /* @__PURE__ */ new Set([".git", "node_modules"]);
function filesFingerprint(top) {
  const lines = [];
  const walk2 = (relative4) => {
    const entries = readdirSync(path16.join(top, relative4), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative4 === "" ? entry.name : `${relative4}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_FINGERPRINTED.has(entry.name)) walk2(child);
        continue;
      }
      try {
        const stat = lstatSync(path16.join(top, child));
        lines.push(`${child}\0${stat.mode}:${stat.size}:${stat.mtimeMs}`);
      } catch {
      }
    }
  };
  try {
    walk2("");
  } catch {
    return null;
  }
  return createHash3("sha1").update(lines.sort().join("\n")).digest("hex");
}
function worktreeFingerprint(cwd) {
  let status;
  try {
    const args = [
      ...HARDENED_GIT_OPTIONS,
      "status",
      "--porcelain=v1",
      "-z",
      "--untracked-files=all"
    ];
    status = execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024
    });
  } catch {
    return null;
  }
  const hash = createHash3("sha1").update(status);
  for (const field of status.split("\0")) {
    const file = field.slice(3);
    if (field.length < 4 || file === "") continue;
    try {
      const stat = statSync(path16.join(cwd, file));
      hash.update(`\0${stat.size}:${stat.mtimeMs}`);
    } catch {
      hash.update("\0gone");
    }
  }
  return hash.digest("hex");
}

// src/agent/claude-environment.ts
var MAX_API_RETRIES = 5;
function claudeEnvironment(env, marker) {
  return {
    CLAUDE_CODE_MAX_RETRIES: String(MAX_API_RETRIES),
    ...env,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    [SESSION_MARKER]: marker
  };
}

// src/agent/claude-process.ts
import { createInterface } from "node:readline";
var STDERR_TAIL_BYTES = 4096;
var STREAM_DRAIN_MS = 500;
var KILL_GRACE_MS = 1e3;
async function runClaudeProcess(options) {
  let stderrTail = "";
  const as = runAsUser({ file: options.binary, args: options.args }, options.env, options.runAs);
  const child = execa(as.target.file, as.target.args, {
    cwd: options.cwd,
    env: as.env,
    extendEnv: false,
    input: options.input,
    detached: true,
    buffer: false,
    reject: false
  });
  const watch = supervise(child.pid, {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    graceMs: KILL_GRACE_MS,
    runAs: options.runAs
  });
  child.stderr?.on("data", (chunk) => {
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
  });
  const stdout = child.stdout;
  const streamDone = stdout ? (async () => {
    for await (const line of createInterface({ input: stdout, crlfDelay: Infinity })) {
      options.onLine(line);
    }
  })().catch(() => void 0) : Promise.resolve();
  const result = await child;
  watch.settle();
  await watch.stop();
  watch.release();
  if (!await settlesWithin(streamDone, STREAM_DRAIN_MS)) stdout?.destroy();
  const exitCode = typeof result.exitCode === "number" ? result.exitCode : null;
  const neverStarted = result.failed && exitCode === null && result.signal === void 0 && !watch.timedOut && !watch.aborted;
  return {
    exitCode,
    timedOut: watch.timedOut,
    aborted: watch.aborted,
    spawnError: neverStarted ? describeSpawnFailure(result, options.binary) : null,
    stderrTail: stderrTail.trim()
  };
}
function describeSpawnFailure(result, binary) {
  const why = result.code === "ENOENT" ? `${binary} does not exist` : result.code === "EACCES" ? `${binary} is not executable` : result.shortMessage ?? result.code ?? "unknown error";
  return `Claude Code could not be started: ${why}`;
}

// src/agent/stream-parser.ts
var TEXT_LIMIT = 8e3;
var STRUCTURED_OUTPUT_TOOL = "StructuredOutput";
var StreamParser = class {
  part = {
    resultSubtype: null,
    isError: false,
    turns: 0,
    costUsd: 0,
    sessionId: null,
    model: null,
    offeredTools: [],
    claim: null,
    toolCalls: [],
    text: "",
    notes: [],
    apiError: null
  };
  sawResult = false;
  resultErrors = [];
  /** Tool-use ids the CLI reported as permission denials (hooks' included). */
  deniedIds = /* @__PURE__ */ new Set();
  nonJsonLines = 0;
  firstNonJson = null;
  byId = /* @__PURE__ */ new Map();
  /** Takes one line; returns the parsed message (or null for blank and non-JSON lines). */
  line(text2) {
    if (text2.trim() === "") return null;
    let message;
    try {
      message = JSON.parse(text2);
    } catch {
      this.nonJsonLines += 1;
      this.firstNonJson ??= text2.slice(0, 200);
      return null;
    }
    if (!isRecord(message)) return null;
    this.take(message);
    return message;
  }
  /** The findings once the stream has ended, with notes about anything odd in it. */
  finish() {
    if (this.nonJsonLines > 0) {
      this.part.notes.push(
        `${this.nonJsonLines} output line(s) were not JSON, the first: ${JSON.stringify(this.firstNonJson)}`
      );
    }
    for (const call of this.part.toolCalls) {
      if (this.deniedIds.has(call.id)) call.denied = true;
    }
    return { part: this.part, sawResult: this.sawResult, resultErrors: this.resultErrors };
  }
  take(message) {
    const found = this.part;
    if (typeof message.session_id === "string") found.sessionId = message.session_id;
    switch (message.type) {
      case "system":
        if (message.subtype === "init") {
          if (Array.isArray(message.tools)) found.offeredTools = message.tools.filter(isString);
          if (typeof message.model === "string") found.model = message.model;
        }
        return;
      case "assistant":
        for (const block of contentOf(message)) this.takeToolUse(block);
        if (message.is_api_error_message === true && typeof message.error === "string")
          this.part.apiError = { ...this.apiError(), code: message.error };
        return;
      case "user":
        for (const block of contentOf(message)) this.takeToolResult(block);
        return;
      case "result":
        this.takeResult(message);
        return;
    }
  }
  apiError() {
    return this.part.apiError ?? { status: null, type: null, code: null };
  }
  takeToolUse(block) {
    const { id, name } = block;
    if (block.type !== "tool_use" || typeof id !== "string" || typeof name !== "string") return;
    if (name === STRUCTURED_OUTPUT_TOOL || this.byId.has(id)) return;
    const call = { id, name, input: isRecord(block.input) ? block.input : {} };
    this.byId.set(call.id, call);
    this.part.toolCalls.push(call);
  }
  takeToolResult(block) {
    if (block.type !== "tool_result" || typeof block.tool_use_id !== "string") return;
    const call = this.byId.get(block.tool_use_id);
    if (!call) return;
    call.isError = block.is_error === true;
    if (call.isError && /^PreToolUse:\S+ hook (error|denied)/.test(textOf(block.content)))
      call.denied = true;
  }
  takeResult(message) {
    const found = this.part;
    this.sawResult = true;
    found.resultSubtype = typeof message.subtype === "string" ? message.subtype : null;
    found.isError = message.is_error === true;
    found.turns = typeof message.num_turns === "number" ? message.num_turns : found.turns;
    found.costUsd = typeof message.total_cost_usd === "number" ? message.total_cost_usd : found.costUsd;
    if (typeof message.result === "string") found.text = bounded(message.result);
    if (Array.isArray(message.errors)) this.resultErrors = message.errors.filter(isString);
    if (typeof message.api_error_status === "number" || typeof message.api_error_type === "string") {
      found.apiError = {
        ...this.apiError(),
        status: typeof message.api_error_status === "number" ? message.api_error_status : null,
        type: typeof message.api_error_type === "string" ? message.api_error_type : null
      };
    }
    if (Array.isArray(message.permission_denials)) {
      for (const denial of message.permission_denials) {
        if (isRecord(denial) && typeof denial.tool_use_id === "string")
          this.deniedIds.add(denial.tool_use_id);
      }
    }
    if (message.structured_output !== void 0 && message.structured_output !== null) {
      const claim = claimSchema.safeParse(message.structured_output);
      if (claim.success) found.claim = claim.data;
      else {
        found.notes.push(
          `the structured claim did not match the claim schema (${claim.error.issues.map((issue) => `${issue.path.join(".") || "claim"}: ${issue.message}`).join("; ")})`
        );
      }
    }
  }
};
function contentOf(message) {
  const inner = message.message;
  if (!isRecord(inner) || !Array.isArray(inner.content)) return [];
  return inner.content.filter(isRecord);
}
function textOf(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((part) => isRecord(part) && typeof part.text === "string" ? part.text : "").join("\n");
}
function bounded(text2) {
  return text2.length <= TEXT_LIMIT ? text2 : `${text2.slice(0, TEXT_LIMIT)}
\u2026 (${text2.length - TEXT_LIMIT} more characters)`;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isString(value) {
  return typeof value === "string";
}

// src/agent/run-agent.ts
async function runAgent(options) {
  const started = performance.now();
  const parser = new StreamParser();
  const marker = randomBytes4(16).toString("hex");
  let end;
  try {
    const settingsFile = await prepareSessionFiles(options);
    end = await runClaudeProcess({
      binary: options.claudePath,
      args: claudeArguments(options, settingsFile),
      cwd: options.cwd,
      env: claudeEnvironment(options.env, marker),
      input: options.prompt,
      runAs: options.runAs,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      onLine: (line) => {
        const message = parser.line(line);
        if (message) options.onMessage?.(message);
      }
    });
  } catch (error) {
    const why = messageOf(error);
    end = { exitCode: null, timedOut: false, aborted: false, spawnError: why, stderrTail: "" };
  }
  const leftovers = await endLeftovers(options, marker).catch(() => []);
  const findings = parser.finish();
  const ledger = readLedger(options.stateDir);
  return {
    ...findings.part,
    modelFailure: findings.sawResult ? modelFailureOf(findings.part) : null,
    outcome: end.timedOut ? "timeout" : end.aborted || end.spawnError || !findings.sawResult ? "error" : "completed",
    ledger,
    marker,
    leftovers,
    stderrTail: end.stderrTail,
    exitCode: end.exitCode,
    durationMs: Math.round(performance.now() - started),
    error: whyNotCompleted(end, findings, options.timeoutMs),
    notes: [
      ...findings.part.notes,
      ...await hookNotes(options.stateDir, findings.part, ledger),
      ...toolNotes(options.tools, findings.part)
    ]
  };
}
async function prepareSessionFiles(options) {
  await mkdir4(options.stateDir, { recursive: true });
  shareFolder(options.stateDir, options.runAs);
  const settings = buildHookSettings({
    stateDir: options.stateDir,
    projectRoot: options.cwd,
    protectedGlobs: options.guards?.protectedGlobs ?? [],
    newFileGlobs: options.guards?.newFileGlobs ?? [],
    repeatLimit: options.guards?.repeatLimit ?? 3,
    failureLimit: options.guards?.failureLimit ?? 5,
    mode: options.guards?.mode ?? "block",
    ...options.hookCommand ? { hookCommand: options.hookCommand } : {}
  });
  const settingsFile = path17.join(options.stateDir, "settings.json");
  await writeFile4(settingsFile, JSON.stringify(settings, null, 2));
  recordWorktreeBaseline(options.stateDir, options.cwd, options.runAs?.namespace?.copy ?? null);
  return settingsFile;
}
function whyNotCompleted(end, findings, timeoutMs) {
  if (end.timedOut) {
    const seconds = Math.round(timeoutMs / 1e3);
    return `the agent did not finish within ${seconds} s; its process tree was killed`;
  }
  if (end.aborted) return "aborted: the agent's process tree was killed";
  if (end.spawnError) return end.spawnError;
  if (!findings.sawResult) {
    const how = end.exitCode === null ? "was killed by a signal" : `exited with code ${end.exitCode}`;
    const last = lastLine(end.stderrTail);
    return `Claude Code ${how} without a result message${last ? `: ${last}` : ""}`;
  }
  if (findings.part.isError) {
    return findings.resultErrors.join("; ") || findings.part.text.trim() || `Claude Code ended with ${findings.part.resultSubtype ?? "an error"}`;
  }
  return null;
}
async function hookNotes(stateDir, part, ledger) {
  const notes = [];
  if (part.toolCalls.length > 0 && !ledger.some((entry) => entry.event === "PreToolUse")) {
    notes.push(
      `the guard hooks did not run: ${part.toolCalls.length} tool call(s) and an empty ledger (Claude Code ignores a --settings file it cannot validate; check the hook command in ${path17.join(stateDir, "settings.json")})`
    );
  }
  const log = await readFile4(path17.join(stateDir, HOOK_ERROR_LOG), "utf8").catch(() => "");
  if (log.trim() !== "") {
    const first = (log.split("\n")[0] ?? "").slice(0, 300);
    notes.push(
      `the hook program hit an internal error (see ${path17.join(stateDir, HOOK_ERROR_LOG)}): ${first}`
    );
  }
  return notes;
}
function toolNotes(requested, part) {
  if (part.offeredTools.length === 0) return [];
  const missing = requested.filter((tool) => !part.offeredTools.includes(tool));
  return missing.length > 0 ? [`tools requested but not offered by this Claude Code: ${missing.join(", ")}`] : [];
}
function lastLine(text2) {
  const lines = text2.trim().split("\n");
  return (lines[lines.length - 1] ?? "").slice(0, 300);
}
function endLeftovers(options, marker) {
  if (options.runAs?.namespace) return drainEnded(options.runAs);
  if (options.runAs) return killUserProcesses(options.runAs, { spare: options.spare?.() ?? [] });
  return killMarkedProcesses(marker);
}

// src/agent/strategies.ts
var LOCAL_TOOLS = ["Read", "Grep", "Glob", "Edit", "Write", "Bash"];
var WEB_TOOLS = [...LOCAL_TOOLS, "WebSearch", "WebFetch"];
var MINUTE = 6e4;
var DEFAULT_STRATEGIES = Object.freeze([
  {
    name: "local",
    tools: [...LOCAL_TOOLS],
    maxTurns: 30,
    budgetUsd: 2,
    timeoutMs: 15 * MINUTE,
    model: null,
    brief: "Work from the evidence and the code in this repository. Read the failing test and the code it exercises, find the cause, and make the smallest change that fixes it.",
    promptFile: null
  },
  {
    name: "web",
    tools: [...WEB_TOOLS],
    maxTurns: 40,
    budgetUsd: 3,
    timeoutMs: 20 * MINUTE,
    model: null,
    brief: "The earlier attempt did not fix it. You may search the web: look up the exact error message, the versions of the libraries involved, and known issues or changed APIs.",
    promptFile: null
  },
  {
    name: "deep",
    tools: [...WEB_TOOLS],
    maxTurns: 80,
    budgetUsd: 5,
    timeoutMs: 30 * MINUTE,
    model: null,
    brief: "Earlier attempts did not fix it, so the cause is likely not where it first appears. Search the whole codebase for similar patterns, review the architecture around the failure (configuration, start-up order, data flow between services), and question the assumptions of the earlier attempts before changing anything.",
    promptFile: null
  }
]);
function resolveStrategies(configured) {
  if (!configured || configured.length === 0) return DEFAULT_STRATEGIES.map(copyStrategy);
  return configured.map((step, index) => {
    const base = DEFAULT_STRATEGIES.find((strategy2) => strategy2.name === step.name) ?? DEFAULT_STRATEGIES[Math.min(index, DEFAULT_STRATEGIES.length - 1)];
    const strategy = copyStrategy(base);
    strategy.name = step.name;
    if (step.tools) strategy.tools = [...step.tools];
    if (step.model) strategy.model = step.model;
    if (step["max-turns"]) strategy.maxTurns = step["max-turns"];
    if (step["budget-usd"]) strategy.budgetUsd = step["budget-usd"];
    if (step.timeout) strategy.timeoutMs = step.timeout;
    if (step.prompt) strategy.promptFile = step.prompt;
    return strategy;
  });
}
function copyStrategy(strategy) {
  return { ...strategy, tools: [...strategy.tools] };
}

// src/trust/stream-vs-ledger.ts
var STRUCTURED_OUTPUT_TOOL2 = "StructuredOutput";
function commandsRan(calls) {
  return calls.filter((call) => call.name === "Bash" && call.denied !== true && call.isError !== void 0).map((call) => call.input.command).filter((command) => typeof command === "string");
}
function witnessDisagreements(input) {
  const { calls, ledger } = input;
  const problems = [];
  const foreign = ledger.filter(
    (entry) => input.sessionId !== null && entry.sessionId !== input.sessionId
  );
  if (foreign.length > 0)
    problems.push(
      `${foreign.length} ledger entr${foreign.length === 1 ? "y names" : "ies name"} another session`
    );
  const before = /* @__PURE__ */ new Map();
  const seenIds = /* @__PURE__ */ new Set();
  for (const entry of ledger) {
    if (entry.toolUseId === null || entry.tool === STRUCTURED_OUTPUT_TOOL2) continue;
    seenIds.add(entry.toolUseId);
    if (entry.event === "PreToolUse" && !before.has(entry.toolUseId))
      before.set(entry.toolUseId, entry);
  }
  const made = new Set(calls.map((call) => call.id));
  const missing = [];
  const altered = [];
  for (const call of calls) {
    const entry = before.get(call.id);
    if (!entry) {
      if (call.denied !== true && input.completed) missing.push(describe2(call));
      continue;
    }
    if (entry.tool !== call.name || commandOf(entry.input) !== boundedCommand(call.input)) {
      altered.push(describe2(call));
    }
  }
  const invented = [...seenIds].filter((id) => !made.has(id));
  if (missing.length > 0) problems.push(`no ledger entry for ${list(missing)}`);
  if (altered.length > 0) problems.push(`the ledger records other input for ${list(altered)}`);
  if (invented.length > 0)
    problems.push(`the ledger shows ${plural2(invented.length, "call")} claude never made`);
  return problems;
}
function commandOf(input) {
  return typeof input?.command === "string" ? input.command : null;
}
function boundedCommand(input) {
  return typeof input.command === "string" ? boundedText(input.command, MAX_COMMAND) : null;
}
function describe2(call) {
  const command = typeof call.input.command === "string" ? ` \`${call.input.command.slice(0, 80)}\`` : "";
  return `${call.name}${command}`;
}
function list(items) {
  const shown = items.slice(0, 3).join(", ");
  return items.length > 3 ? `${shown} and ${items.length - 3} more` : shown;
}
function plural2(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// src/fix/agent-attempt.ts
async function runAgentAttempt(run, request) {
  const { options } = run;
  const fix = options.config.fix;
  const env = options.agentEnv ?? options.env ?? process.env;
  const network = options.agentNetwork;
  const transcript = await runAgent({
    claudePath: run.setup.claudePath,
    cwd: options.cwd,
    prompt: request.prompt,
    // This session's own token for the model proxy, valid until it ends.
    env: network ? network.openAttempt(env, request.step.tools) : env,
    stateDir: request.stateDir,
    tools: request.step.tools,
    maxTurns: request.step.maxTurns,
    budgetUsd: request.caps.usd,
    timeoutMs: request.caps.timeoutMs,
    model: request.step.model ?? fix.claude.model ?? null,
    ...request.jsonSchema !== void 0 ? { jsonSchema: request.jsonSchema } : {},
    guards: {
      protectedGlobs: request.protectedGlobs ?? fix.protected,
      newFileGlobs: request.newFileGlobs ?? [],
      repeatLimit: fix.guards["repeat-limit"],
      failureLimit: fix.guards["failure-limit"],
      mode: fix.guards.mode
    },
    ...options.signal ? { signal: options.signal } : {},
    runAs: options.runAs,
    spare: () => run.session.servicePids()
  });
  network?.endSession();
  for (const note of transcript.notes) run.note("info", `agent: ${note}`);
  return summariseTranscript(transcript, request.caps);
}
function summariseTranscript(transcript, caps) {
  return {
    end: sessionEnd(transcript, caps),
    detail: transcript.error,
    claim: transcript.claim,
    ranCommands: commandsRan(transcript.toolCalls),
    witnessDisagreements: witnessDisagreements({
      calls: transcript.toolCalls,
      ledger: transcript.ledger,
      sessionId: transcript.sessionId,
      completed: transcript.outcome === "completed"
    }),
    marker: transcript.marker,
    leftovers: transcript.leftovers,
    toolCalls: transcript.toolCalls.length,
    guardsFired: countGuardFirings(transcript.ledger),
    costUsd: transcript.costUsd,
    turns: transcript.turns,
    sessionId: transcript.sessionId,
    durationMs: transcript.durationMs,
    modelFailure: transcript.modelFailure
  };
}
function sessionEnd(transcript, caps) {
  if (transcript.outcome === "timeout") return caps.cappedByRunTime ? "budget" : "timeout";
  if (transcript.outcome === "error") return "error";
  if (transcript.resultSubtype === "error_max_budget_usd")
    return caps.cappedByRunUsd ? "budget" : "error";
  return transcript.isError ? "error" : "finished";
}

// src/fix/attempt-decision.ts
function decideAttempt(facts) {
  const tamper = [...facts.tamper ?? []];
  if (facts.protectedTouched.length > 0)
    tamper.unshift(`changed protected paths: ${facts.protectedTouched.join(", ")}`);
  if (tamper.length > 0) return reject("tamper", tamper.join("; "));
  const said = facts.agentDetail ? `: ${facts.agentDetail}` : "";
  if (facts.agentEnd === "timeout")
    return reject("timeout", `the agent did not finish in time${said}`);
  if (facts.agentEnd === "budget")
    return reject("budget", `the run's budget ran out during this attempt${said}`);
  if (facts.agentEnd === "error") return reject("error", `the agent session failed${said}`);
  if (facts.filesChanged.length === 0) return reject("no_change", "no file changed");
  const verification = facts.verification;
  if (!verification) return reject("error", "the tests were not re-run");
  if (!verification.groupPassed)
    return { fixed: false, rejected: null, detail: "the group's tests still fail" };
  if (verification.regressions.length > 0) {
    return reject(
      "regression",
      `tests that passed before now fail: ${verification.regressions.join(", ")}`
    );
  }
  return { fixed: true, rejected: null, detail: null };
}
function reject(rejected, detail) {
  return { fixed: false, rejected, detail };
}

// src/fix/attempt-record.ts
function attemptRecord(facts) {
  const { agent, decision, agreement, verification } = facts;
  return {
    group: facts.group.id,
    attempt: facts.number,
    strategy: facts.step.name,
    claim: agent.claim,
    verified: {
      passed: decision.fixed,
      tests: verification?.tests ?? {},
      regressions: verification?.regressions ?? []
    },
    agreed: agreement.agreed,
    rejected: decision.rejected,
    detail: [
      decision.detail,
      agreement.detail && `claim: ${agreement.detail}`,
      agreement.distrust && `distrust: ${agreement.distrust}`
    ].filter(Boolean).join("; ") || null,
    filesChanged: facts.filesChanged,
    diffStat: facts.diffStat,
    toolCalls: agent.toolCalls,
    costUsd: agent.costUsd,
    turns: agent.turns,
    sessionId: agent.sessionId,
    durationMs: 0,
    promptBytes: Buffer.byteLength(facts.prompt),
    agentMs: agent.durationMs,
    verifyMs: Date.now() - facts.agentEnded,
    commit: null,
    distrust: agent.witnessDisagreements,
    killedProcesses: facts.killedProcesses,
    guards: { mode: facts.guardMode, fired: agent.guardsFired },
    ...facts.network ? { network: facts.network } : {},
    modelAnswered: agent.modelFailure === null
  };
}

// src/fix/snapshot.ts
import { mkdtemp as mkdtemp6, readdir as readdir5, rm as rm8, rmdir as rmdir3 } from "node:fs/promises";
import { tmpdir as tmpdir6 } from "node:os";
import { dirname as dirname3, join as join3, relative, resolve, sep } from "node:path";

// src/fix/git-dir-guard.ts
import {
  chmod,
  lstat as lstat6,
  mkdir as mkdir5,
  readdir as readdir4,
  readFile as readFile5,
  readlink as readlink2,
  rm as rm7,
  symlink as symlink2,
  writeFile as writeFile5
} from "node:fs/promises";
import { dirname as dirname2, join as join2 } from "node:path";
var MAX_BYTES = 8 * 1024 * 1024;
function guardedGitPaths(gitDir, commonDir) {
  const paths = [join2(commonDir, "config"), join2(commonDir, "hooks"), join2(commonDir, "info")];
  paths.push(join2(gitDir, "config.worktree"));
  if (gitDir !== commonDir) paths.push(join2(gitDir, "info"));
  return [...new Set(paths)];
}
async function copyGitDir(roots) {
  const entries = /* @__PURE__ */ new Map();
  let bytes = 0;
  for (const root of roots) {
    await walk(root, entries, (size) => {
      bytes += size;
      if (bytes > MAX_BYTES) {
        throw new Error(
          `.git/hooks, .git/info and .git/config hold more than ${MAX_BYTES} bytes; fix-loop copies them before each attempt to restore them, so remove what does not belong there`
        );
      }
    });
  }
  return { roots, entries };
}
async function gitDirChanges(copy) {
  const now = await copyGitDir(copy.roots).catch(() => null);
  if (!now) return [...copy.roots];
  const changed = /* @__PURE__ */ new Set();
  for (const [path18, entry] of copy.entries) {
    const current = now.entries.get(path18);
    if (!current || !sameEntry(entry, current)) changed.add(path18);
  }
  for (const path18 of now.entries.keys()) if (!copy.entries.has(path18)) changed.add(path18);
  return [...changed].sort();
}
async function restoreGitDir(copy) {
  for (const path18 of await gitDirChanges(copy)) {
    if (!copy.entries.has(path18)) await rm7(path18, { recursive: true, force: true });
  }
  const paths = [...copy.entries.keys()].sort();
  for (const path18 of paths) {
    const entry = copy.entries.get(path18);
    if (!entry) continue;
    const current = await describe3(path18);
    if (current && sameEntry(entry, current)) continue;
    if (current && !(current.kind === "dir" && entry.kind === "dir"))
      await rm7(path18, { recursive: true, force: true });
    await mkdir5(dirname2(path18), { recursive: true });
    if (entry.kind === "dir") {
      await mkdir5(path18, { recursive: true });
      await chmod(path18, entry.mode);
    } else if (entry.kind === "link") await symlink2(entry.target, path18);
    else await writeFile5(path18, entry.content, { mode: entry.mode });
  }
  const left = await gitDirChanges(copy);
  if (left.length > 0) throw new Error(`could not restore ${left.join(", ")}`);
}
async function walk(path18, entries, count) {
  const entry = await describe3(path18);
  if (!entry) return;
  entries.set(path18, entry);
  if (entry.kind === "file") count(entry.content.length);
  if (entry.kind !== "dir") return;
  for (const name of await readdir4(path18)) await walk(join2(path18, name), entries, count);
}
async function describe3(path18) {
  const stat = await lstat6(path18).catch(() => null);
  if (!stat) return null;
  if (stat.isSymbolicLink()) return { kind: "link", target: await readlink2(path18) };
  if (stat.isDirectory()) return { kind: "dir", mode: stat.mode & 4095 };
  if (!stat.isFile()) return { kind: "link", target: `(special file, mode ${stat.mode})` };
  return { kind: "file", content: await readFile5(path18), mode: stat.mode & 4095 };
}
function sameEntry(a, b) {
  if (a.kind === "file" && b.kind === "file")
    return a.mode === b.mode && a.content.equals(b.content);
  if (a.kind === "link" && b.kind === "link") return a.target === b.target;
  if (a.kind === "dir" && b.kind === "dir") return a.mode === b.mode;
  return false;
}

// src/fix/index-flags.ts
async function flaggedIndexEntries(top) {
  const listing = await git(top, ["ls-files", "-v", "-z"]);
  const flagged = [];
  for (const field of listing.split("\0")) {
    const tag = field[0];
    const path18 = field.slice(2);
    if (!tag || path18 === "") continue;
    if (tag === "S" || tag === "s") flagged.push({ path: path18, flag: "skip-worktree" });
    else if (tag !== tag.toUpperCase()) flagged.push({ path: path18, flag: "assume-unchanged" });
  }
  return flagged;
}
function newFlags(before, now) {
  const known = new Set(before.map((entry) => `${entry.flag}\0${entry.path}`));
  return now.filter((entry) => !known.has(`${entry.flag}\0${entry.path}`)).map((entry) => `${entry.path} is marked ${entry.flag} in the index`);
}
async function reapplyFlags(top, flagged) {
  for (const flag of ["skip-worktree", "assume-unchanged"]) {
    const paths = flagged.filter((entry) => entry.flag === flag).map((entry) => entry.path);
    if (paths.length === 0) continue;
    await git(top, ["update-index", `--${flag}`, "-z", "--stdin"], {
      input: `${paths.join("\0")}\0`
    });
  }
}

// src/fix/snapshot.ts
async function takeSnapshot(cwd) {
  const top = (await git(cwd, ["rev-parse", "--show-toplevel"])).trim();
  const headOutput = await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "");
  const head = headOutput.trim() || null;
  const index = (await git(top, ["write-tree"])).trim();
  const [gitDir, commonDir] = (await git(top, ["rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir"])).trim().split("\n");
  return {
    top,
    head,
    index,
    worktree: await worktreeTree(top),
    flagged: await flaggedIndexEntries(top),
    gitDir: await copyGitDir(guardedGitPaths(gitDir ?? "", commonDir ?? gitDir ?? "")),
    ignored: await recordIgnoredFiles(top)
  };
}
async function changesSince(snapshot, options = {}) {
  const tamper = [];
  const gitDirChanged = await gitDirChanges(snapshot.gitDir);
  if (gitDirChanged.length > 0) {
    await restoreGitDir(snapshot.gitDir);
    tamper.push(`changed ${gitDirChanged.map((path18) => gitPathName(snapshot, path18)).join(", ")}`);
  }
  tamper.push(...newFlags(snapshot.flagged, await flaggedIndexEntries(snapshot.top)));
  const ignored = await restoreIgnoredFiles(snapshot.ignored);
  const suspicious = suspiciousIgnoredChanges(ignored.restored, options.outputs ?? []);
  if (suspicious.length > 0) tamper.push(`changed ignored files: ${suspicious.join(", ")}`);
  if (ignored.unrestorable.length > 0) {
    tamper.push(
      `changed ignored files too large to copy and put back: ${ignored.unrestorable.join(", ")}`
    );
  }
  const now = await worktreeTree(snapshot.top);
  const changes = await diffTrees(snapshot.top, snapshot.worktree, now);
  return { ...changes, tamper, ignoredRestored: ignored.restored };
}
async function restoreSnapshot(snapshot) {
  const { top } = snapshot;
  await restoreGitDir(snapshot.gitDir);
  await restoreIgnoredFiles(snapshot.ignored);
  const head = (await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")).trim() || null;
  if (head !== snapshot.head) {
    if (snapshot.head) await git(top, ["reset", "--quiet", "--soft", snapshot.head]);
    else await git(top, ["update-ref", "-d", "HEAD"]);
  }
  const now = await worktreeTree(top);
  const status = await git(top, [
    "diff",
    "--no-ext-diff",
    "--name-status",
    "--no-renames",
    "-z",
    snapshot.worktree,
    now
  ]);
  const added = [];
  const back = [];
  const fields = status.split("\0").filter((field) => field.length > 0);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? "";
    const path18 = fields[i + 1] ?? "";
    if (code.startsWith("A")) added.push(path18);
    else back.push(path18);
  }
  for (const path18 of added) {
    await rm8(join3(top, path18), { force: true, recursive: true });
    await removeEmptyParents(top, dirname3(join3(top, path18)));
  }
  if (back.length > 0) {
    await withFreshIndex(async (env) => {
      await git(top, ["read-tree", snapshot.worktree], { env });
      for (const path18 of back) await rm8(join3(top, path18), { force: true, recursive: true });
      await git(top, ["checkout-index", "--force", "--stdin", "-z"], {
        env,
        input: `${back.join("\0")}\0`
      });
    });
  }
  await git(top, ["read-tree", snapshot.index]);
  await reapplyFlags(top, snapshot.flagged);
  const restored = await worktreeTree(top);
  if (restored !== snapshot.worktree) {
    const left = await diffTrees(top, snapshot.worktree, restored);
    throw new Error(
      `could not restore the working tree exactly; still different: ${left.files.join(", ")}`
    );
  }
}
function projectPath(top, cwd, repoPath) {
  return relative(resolve(cwd), join3(top, repoPath)).split(sep).join("/");
}
async function diffTrees(top, from, to) {
  if (from === to) return { files: [], diffStat: "" };
  const names = await git(top, [
    "diff",
    "--no-ext-diff",
    "--name-only",
    "--no-renames",
    "-z",
    from,
    to
  ]);
  const files = names.split("\0").filter((name) => name.length > 0).sort();
  const stat = await git(top, [
    "diff",
    "--no-ext-diff",
    "--no-textconv",
    "--stat=100,80",
    "--no-color",
    "--no-renames",
    from,
    to
  ]);
  return { files, diffStat: stat.replace(/\s+$/, "") };
}
async function worktreeTree(top) {
  return withFreshIndex(async (env) => {
    await git(top, ["add", "--all"], { env });
    return (await git(top, ["write-tree"], { env })).trim();
  });
}
async function withFreshIndex(work) {
  const folder = await mkdtemp6(join3(tmpdir6(), "fix-loop-index-"));
  try {
    return await work({ GIT_INDEX_FILE: join3(folder, "index") });
  } finally {
    await rm8(folder, { recursive: true, force: true });
  }
}
function gitPathName(snapshot, path18) {
  const name = relative(snapshot.top, path18).split(sep).join("/");
  return name.startsWith("..") ? path18 : name;
}
async function removeEmptyParents(top, folder) {
  let current = folder;
  while (current.startsWith(top) && current !== top) {
    const entries = await readdir5(current).catch(() => null);
    if (entries === null || entries.length > 0) return;
    await rmdir3(current).catch(() => void 0);
    current = dirname3(current);
  }
}

// src/fix/attempt-tree.ts
async function openAttemptTree(cwd, copy) {
  if (copy) {
    return {
      top: copy.top,
      changes: (outputs) => copy.changes(outputs),
      keep: (files) => copy.keep(files),
      undo: (files) => copy.undo(files ?? [])
    };
  }
  const snapshot = await takeSnapshot(cwd);
  return {
    top: snapshot.top,
    changes: (outputs) => changesSince(snapshot, { outputs }),
    keep: async () => void 0,
    undo: () => restoreSnapshot(snapshot)
  };
}

// src/fix/commit.ts
var FIX_LOOP_IDENTITY = {
  name: "fix-loop",
  email: "fix-loop@users.noreply.github.com"
};
async function commitFix(top, files, message) {
  const env = {
    GIT_AUTHOR_NAME: FIX_LOOP_IDENTITY.name,
    GIT_AUTHOR_EMAIL: FIX_LOOP_IDENTITY.email,
    GIT_COMMITTER_NAME: FIX_LOOP_IDENTITY.name,
    GIT_COMMITTER_EMAIL: FIX_LOOP_IDENTITY.email
  };
  await git(top, ["add", "--all", "--", ...files], { env });
  await git(top, ["commit", "--no-verify", "--quiet", "-F", "-", "--", ...files], {
    env,
    input: message
  });
  return (await git(top, ["rev-parse", "HEAD"])).trim();
}
function fixCommitMessage(group, attempt, maxAttempts) {
  const subject = `fix-loop: fix ${group.signature}`.slice(0, 72);
  const lines = [
    subject,
    "",
    `Group: ${group.id} (tier ${group.tier})`,
    `Tests: ${group.tests.join(", ")}`,
    `Attempt: ${attempt.attempt} of ${maxAttempts} (strategy ${attempt.strategy})`
  ];
  if (attempt.claim) lines.push(`Root cause (the agent's claim): ${attempt.claim.root_cause}`);
  const statuses = Object.entries(attempt.verified.tests).map(([id, status]) => `${id} ${status}`);
  lines.push(`Verified by fix-loop: ${statuses.join(", ")}; no regressions`);
  return lines.join("\n");
}

// src/text/trim-middle.ts
var NOTE_ROOM = 64;
function trimMiddle(text2, max, unit = "characters") {
  const size = unit === "bytes" ? byteLength : (part) => part.length;
  const total = size(text2);
  if (total <= max) return text2;
  const room = Math.max(0, max - NOTE_ROOM);
  let headChars = Math.floor(room / 3);
  let tailChars = room - headChars;
  for (; ; ) {
    const head = snapHead(text2.slice(0, headChars));
    const tail = snapTail(text2.slice(text2.length - tailChars));
    const omitted = total - size(head) - size(tail);
    const result = `${head}
\u2026 [${omitted} ${unit} left out] \u2026
${tail}`;
    if (size(result) <= max || headChars + tailChars === 0) return result;
    headChars = Math.floor(headChars * 0.9);
    tailChars = Math.floor(tailChars * 0.9);
  }
}
function byteLength(text2) {
  return Buffer.byteLength(text2, "utf8");
}
function snapHead(head) {
  const newline = head.lastIndexOf("\n");
  return newline > head.length * 0.8 ? head.slice(0, newline) : head;
}
function snapTail(tail) {
  const newline = tail.indexOf("\n");
  return newline !== -1 && newline < tail.length * 0.2 ? tail.slice(newline + 1) : tail;
}

// src/fix/prompt-blocks.ts
var MIN_TRIMMED_BYTES = 240;
var OMITTED = "[omitted to fit the prompt size limit]";
function fitBlocks(blocks, maxBytes) {
  const current = blocks.map((block) => ({ ...block }));
  const size = () => byteLength2(render(current));
  while (size() > maxBytes) {
    const largest = current.filter((block) => block.trimmable && byteLength2(block.text) > MIN_TRIMMED_BYTES).sort((a, b) => byteLength2(b.text) - byteLength2(a.text))[0];
    if (!largest) break;
    const over = size() - maxBytes;
    const length = byteLength2(largest.text);
    largest.text = trimMiddle(
      largest.text,
      Math.max(MIN_TRIMMED_BYTES, length - over, length >> 1),
      "bytes"
    );
  }
  for (let index = current.length - 1; index >= 0 && size() > maxBytes; index--) {
    const block = current[index];
    if (block?.trimmable && block.text !== OMITTED) block.text = OMITTED;
  }
  const text2 = render(current);
  return byteLength2(text2) <= maxBytes ? text2 : cutToBytes(text2, maxBytes);
}
function render(blocks) {
  return blocks.map((block) => block.trimmable ? renderTrimmable(block) : block.text).join("\n\n");
}
function renderTrimmable(block) {
  const fence = fenceFor(block.text);
  const body = `${fence}
${block.text.replace(/\s+$/, "")}
${fence}`;
  return block.title ? `${block.title}:

${body}` : body;
}
function fenceFor(text2) {
  const longest = Math.max(0, ...(text2.match(/`{3,}/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}
function cutToBytes(text2, maxBytes) {
  const buffer = Buffer.from(text2, "utf8").subarray(0, maxBytes);
  return buffer.toString("utf8").replace(/\uFFFD$/, "");
}
function byteLength2(text2) {
  return Buffer.byteLength(text2, "utf8");
}

// src/fix/prompt-flakes.ts
var COMMITS_SHOWN = 10;
function flakeBlocks(flakes, inline) {
  if (flakes.length === 0) return [];
  const blocks = [
    fixed(
      [
        "## This test flakes: fix-loop's history across runs",
        "",
        "It failed and then passed at the same commit in earlier runs. fix-loop judges a fix of it by repetition: on a fresh machine it runs the test many times in a row and keeps the change only if every run passes, and the rest of the tests too. Look for the source of the nondeterminism (timing, ordering, shared state, randomness, the environment) and remove it; a change that only makes a failure rarer is refused."
      ].join("\n")
    )
  ];
  for (const { test, flake, repeat } of flakes) {
    const commits = flake.commits.filter(isCommitId).slice(0, COMMITS_SHOWN);
    const lines = [
      `### ${inline(test)}`,
      "",
      `- Flake rate: ${percent(flake.rate)} (${flake.flakes} of ${flake.runs} runs; at least ${percent(flake.lowerBound)} by the Wilson lower bound)`,
      `- Commits where it flaked, newest first: ${commits.length > 0 ? commits.map((sha) => sha.slice(0, 12)).join(", ") : "none recorded"}`,
      `- Check will run it ${repeat} times in a row; a test still flaking at ${percent(flake.rate)} passes that by luck ${percent((1 - flake.rate) ** repeat)} of the time.`
    ];
    const failure = flake.lastFailure;
    if (failure) {
      const where = isCommitId(failure.commit) ? ` at ${failure.commit.slice(0, 12)}` : "";
      lines.push(
        `- Its latest failing attempt${where}: ${inline(failure.message ?? "no message")}`
      );
    }
    blocks.push(fixed(lines.join("\n")));
    if (failure?.excerpt.trim())
      blocks.push({
        text: failure.excerpt,
        title: "Output of that failing attempt",
        trimmable: true
      });
  }
  return blocks;
}
function isCommitId(text2) {
  return /^[0-9a-f]{7,64}$/i.test(text2);
}
function percent(value) {
  return `${(value * 100).toFixed(1)}%`;
}
function fixed(text2) {
  return { text: text2, trimmable: false };
}

// src/fix/prompt.ts
var DEFAULT_PROMPT_BYTES = 24 * 1024;
var FULL_EVIDENCE_TESTS = 3;
var LISTED_LINES = 8;
function buildPrompt(input) {
  const blocks = [
    fixed2(header(input)),
    fixed2(rules(input.protectedPaths)),
    fixed2(`## Strategy: ${input.strategy.name}

${input.strategy.brief.trim()}`),
    fixed2(failureSummary(input)),
    ...flakeBlocks(input.flakes ?? [], inlineCode),
    ...evidenceBlocks(input.tests),
    ...sourceBlocks(input.sources),
    ...historyBlocks(input.history)
  ];
  return fitBlocks(blocks, input.maxBytes ?? DEFAULT_PROMPT_BYTES);
}
function header(input) {
  return [
    `# Fix a failing test group: attempt ${input.attempt} of ${input.maxAttempts}`,
    "",
    "fix-loop, the program that started you, ran this project's tests itself. After you finish it",
    "runs them again, together with every test that passed before, and decides on its own whether",
    "your change fixed the failure. Changes it cannot verify are undone."
  ].join("\n");
}
function rules(protectedPaths) {
  const paths = protectedPaths.length > 0 ? protectedPaths.map((path18) => `\`${path18}\``).join(", ") : "(none)";
  return [
    "## Rules",
    "",
    "1. Read the evidence below first: it is what fix-loop's own run printed, not a guess.",
    '2. Do not repeat a fix listed under "Earlier attempts": each was applied, verified, found not to work and undone.',
    `3. Do not edit protected paths: ${paths}. Not with Edit or Write and not through Bash: any change there rejects the attempt, whatever the tests say. Fix the code under test, not the tests.`,
    "4. Make the smallest change that fixes the root cause. Do not skip, disable or weaken tests.",
    '5. Finish by calling the StructuredOutput tool with your claim: `status` ("fixed" only if you ran the tests and saw them pass, else "not_fixed"), `root_cause`, `files_changed`, `tests_run` (the exact commands you ran) and `reasoning`.'
  ].join("\n");
}
function failureSummary(input) {
  const { group, tests } = input;
  const count = tests.length === 1 ? "1 test fails" : `${tests.length} tests fail`;
  const lines = [
    `## Failure: ${group.signature}`,
    "",
    `Group ${group.id} in tier ${group.tier}: ${count} with this signature, so they most likely share one root cause.`,
    "",
    ...culpritLead(group)
  ];
  for (const test of tests.slice(0, LISTED_LINES * 4)) {
    const run = !test.command ? "" : test.runsAlone === false ? ` \xB7 run (not this test alone: its runner cannot select it alone): \`${test.command}\`` : ` \xB7 run: \`${test.command}\``;
    lines.push(`- ${test.result.id} (${test.result.title}, ${test.result.file})${run}`);
  }
  if (tests.length > LISTED_LINES * 4) lines.push(`- and ${tests.length - LISTED_LINES * 4} more`);
  lines.push("", "Decisive lines (what each test printed that says why it failed):");
  lines.push(
    ...sameLineList(tests.map((test) => ({ test: test.result.id, line: test.decisiveLine })))
  );
  return lines.join("\n");
}
function culpritLead(group) {
  const culprit = group.triage?.culprit;
  if (!culprit) return [];
  const where = inlineCode(`${culprit.file}:${culprit.function}`);
  const close = (culprit.closeBehind ?? []).map(
    (each) => inlineCode(`${each.file}:${each.function}`)
  );
  return [
    `Where fix-loop's triage points first: ${where}, ${CULPRIT_READS[culprit.source]}. A lead to check, not a verdict.`,
    ...close.length > 0 ? [
      `Coverage hardly tells it from ${close.join(", ")} (ranked close behind it: often its caller or a function it always calls); the fault may be there.`
    ] : [],
    ""
  ];
}
var CULPRIT_READS = {
  frame: "the deepest frame of the project's own code on the failures' stacks",
  coverage: "the function the failing tests ran and the passing ones seldom did (coverage of fix-loop's own re-runs)",
  change: "a function changed since the base commit that the failing tests ran"
};
function evidenceBlocks(tests) {
  const seen = /* @__PURE__ */ new Set();
  const shown = tests.filter((test) => {
    if (seen.has(test.decisiveLine) || seen.size >= FULL_EVIDENCE_TESTS) return false;
    seen.add(test.decisiveLine);
    return true;
  });
  const blocks = [fixed2("## Evidence from fix-loop's run")];
  for (const test of shown) {
    const evidence = test.result.evidence;
    if (!evidence) {
      blocks.push(
        fixed2(
          `### ${test.result.id}

No output: ${test.result.reason ?? "the test did not run"}`
        )
      );
      continue;
    }
    const how = howTestEnded(evidence);
    const location = evidence.location ? ` \xB7 at ${evidence.location.file}:${evidence.location.line ?? "?"}` : "";
    blocks.push(fixed2(`### ${test.result.id}: ${test.result.title}

${how}${location}`));
    const summaryShown = evidence.summary.every((line) => evidence.excerpt.includes(line));
    if (evidence.summary.length > 0 && !summaryShown) {
      blocks.push(trimmable(evidence.summary.join("\n"), "PASS/FAIL/EVIDENCE lines"));
    }
    if (evidence.excerpt.trim().length > 0) {
      blocks.push(
        trimmable(
          evidence.excerpt,
          `Output${evidence.truncated ? " (middle elided by fix-loop)" : ""}`
        )
      );
    }
  }
  if (shown.length < tests.length) {
    blocks.push(
      fixed2(
        `The other ${tests.length - shown.length} tests printed the decisive lines listed above.`
      )
    );
  }
  return blocks;
}
function sourceBlocks(sources) {
  if (sources.length === 0) return [];
  const blocks = [fixed2("## Test source")];
  for (const source of sources) {
    const where = source.firstLine > 1 ? ` (from line ${source.firstLine})` : "";
    blocks.push(trimmable(source.text, `${source.file}${where}`));
  }
  return blocks;
}
function historyBlocks(history) {
  if (history.length === 0) return [];
  const blocks = [fixed2("## Earlier attempts (do not repeat these)")];
  for (const { attempt, failures } of history) {
    const verdict = attemptVerdict(attempt, "explained");
    const claim = attempt.claim;
    const head = [`### Attempt ${attempt.attempt} \xB7 strategy ${attempt.strategy} \xB7 ${verdict}`, ""];
    head.push(
      claim ? `- The agent claimed: ${claim.status === "fixed" ? "fixed" : "not fixed"}` : "- The agent gave no claim."
    );
    const files = attempt.filesChanged.length > 0 ? attempt.filesChanged.join(", ") : "none";
    head.push(`- Files changed: ${files}`);
    const statuses = Object.entries(attempt.verified.tests).map(([test, status]) => `${test} ${status}`).join(", ");
    head.push(`- fix-loop's verification: ${statuses || "tests not re-run"}`);
    if (attempt.verified.regressions.length > 0) {
      head.push(
        `- Regressions (passed before, failed after): ${attempt.verified.regressions.join(", ")}`
      );
    }
    if (attempt.detail) head.push(`- Why it was not kept: ${attempt.detail}`);
    if (failures.length > 0) {
      head.push(
        "- What the tests printed after this attempt:",
        ...sameLineList(failures).map((line) => `  ${line}`)
      );
    }
    blocks.push(fixed2(head.join("\n")));
    if (claim) {
      const said = [`Root cause: ${claim.root_cause}`, `Reasoning: ${claim.reasoning}`];
      if (claim.tests_run.length > 0) said.push(`Tests run: ${claim.tests_run.join("; ")}`);
      blocks.push(trimmable(said.join("\n"), "The agent's own words"));
    }
    if (attempt.diffStat)
      blocks.push(trimmable(attempt.diffStat, "Diff stat of the change (undone since)"));
  }
  return blocks;
}
function sameLineList(entries) {
  const byLine = /* @__PURE__ */ new Map();
  for (const { test, line } of entries) byLine.set(line, [...byLine.get(line) ?? [], test]);
  const lines = [...byLine.entries()].slice(0, LISTED_LINES).map(([line, ids]) => {
    const who = ids.length > 4 ? `${ids.slice(0, 4).join(", ")} and ${ids.length - 4} more` : ids.join(", ");
    return `- ${who}: ${inlineCode(line)}`;
  });
  if (byLine.size > LISTED_LINES)
    lines.push(`- and ${byLine.size - LISTED_LINES} more distinct lines`);
  return lines;
}
function inlineCode(text2) {
  const longest = Math.max(0, ...(text2.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${longest > 0 ? " " : ""}${text2}${longest > 0 ? " " : ""}${ticks}`;
}
function fixed2(text2) {
  return { text: text2, trimmable: false };
}
function trimmable(text2, title) {
  return { text: text2, title, trimmable: true };
}

// src/fix/protected-paths.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
function protectedChanges(files, globs) {
  if (globs.length === 0) return [];
  const isProtected = (0, import_picomatch3.default)([...globs], { dot: true });
  return files.filter((file) => isProtected(file));
}

// src/fix/test-sources.ts
import { readFile as readFile6 } from "node:fs/promises";
import { isAbsolute, relative as relative2 } from "node:path";
var MAX_SOURCES = 3;
var MAX_SOURCE_BYTES = 12 * 1024;
var CONTEXT_LINES = 40;
async function readTestSources(cwd, tests) {
  const sources = [];
  const seen = /* @__PURE__ */ new Set();
  for (const test of tests) {
    if (sources.length >= MAX_SOURCES) break;
    const wholeFile = test.run === `./${test.file}`;
    const location = wholeFile ? null : test.evidence?.location;
    const file = wholeFile ? test.file : location?.file;
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const real = await realFileInsideRoot(cwd, file);
    const text2 = real === null ? null : await readFile6(real, "utf8").catch(() => null);
    if (text2 === null) continue;
    const shown = isAbsolute(file) ? relative2(cwd, file) : file;
    if (wholeFile || !location?.line) {
      sources.push({ file: shown, text: text2.slice(0, MAX_SOURCE_BYTES), firstLine: 1 });
      continue;
    }
    const lines = text2.split("\n");
    const first = Math.max(1, location.line - CONTEXT_LINES);
    const last = Math.min(lines.length, location.line + CONTEXT_LINES);
    sources.push({ file: shown, text: lines.slice(first - 1, last).join("\n"), firstLine: first });
  }
  return sources;
}

// src/fix/verify-attempt.ts
async function verifyGroup(session, group, regressionCandidates, each = {}) {
  const runTiers = async (selection) => {
    const ran = await session.runTiers(selection, each.env ? { env: each.env } : {});
    await each.afterRun?.();
    return ran;
  };
  const first = await runTiers({ ids: group.tests });
  const groupResults = first.tests.filter((test) => group.tests.includes(test.id));
  const groupPassed = groupResults.length === group.tests.length && groupResults.every((test) => test.status === "passed");
  const stillFailing = groupResults.filter((test) => test.status !== "passed");
  const failures = stillFailing.map((test) => ({
    test: test.id,
    line: decisiveLine(test).line
  }));
  const sameSignature = stillFailing.some(
    (test) => test.status === "failed" && failsAsInGroup(test, group)
  );
  const tests = {};
  for (const test of groupResults) tests[test.id] = test.status;
  const others = regressionCandidates.filter((id) => !group.tests.includes(id));
  if (!groupPassed || others.length === 0) {
    const results = groupResults;
    return { groupPassed, tests, regressions: [], failures, sameSignature, results, fullRun: null };
  }
  const second = await runTiers({ tiers: tiersUpTo(session, group.tier) });
  const wasPassing = new Set(others);
  const regressions = second.tests.filter((test) => test.status === "failed" && !test.quarantined && wasPassing.has(test.id)).map((test) => test.id);
  const rest = second.tests.filter((test) => !group.tests.includes(test.id));
  return {
    groupPassed,
    tests,
    regressions,
    failures,
    sameSignature,
    results: [...groupResults, ...rest],
    fullRun: second.tests
  };
}
function tiersUpTo(session, tier) {
  const names = session.plan.map((planned) => planned.name);
  const index = names.indexOf(tier);
  return index === -1 ? names : names.slice(0, index + 1);
}

// src/fix/attempt.ts
async function runAttempt(run, group, number, step, history) {
  const started = Date.now();
  await drainEnded(run.options.runAs);
  const limitsBefore = limitCounts(run.options.runAs);
  const tree = await openAttemptTree(run.options.cwd, run.copy);
  const stateDir = await mkdtemp7(join4(tmpdir7(), "fix-loop-attempt-"));
  try {
    const prompt = await promptFor(run, group, number, step, history);
    const caps = run.budget.capsFor({ usd: step.budgetUsd ?? null, timeoutMs: step.timeoutMs });
    const agent = await runAgentAttempt(run, { prompt, step, stateDir, caps });
    run.budget.spend(agent.costUsd);
    const agentEnded = Date.now();
    const killedProcesses = [...agent.leftovers];
    const inspection = await inspectChanges(run, tree);
    const verification = mayVerify(inspection, agent) ? await verifyChange(run, group, agent.marker, killedProcesses) : null;
    const { decision, agreement } = judgeAttempt(run, agent, inspection, verification);
    const attempt = attemptRecord({
      group,
      number,
      step,
      prompt,
      agent,
      filesChanged: inspection.filesChanged,
      diffStat: inspection.changes.diffStat,
      verification,
      decision,
      agreement,
      killedProcesses,
      agentEnded,
      guardMode: run.options.config.fix.guards.mode,
      network: await run.options.agentNetwork?.takeLog() ?? null
    });
    const reached = limitsReached(run.options.runAs, limitsBefore);
    if (reached) attempt.detail = [attempt.detail, reached].filter(Boolean).join("; ");
    await keepOrUndo(run, group, attempt, { verification, inspection, tree });
    attempt.durationMs = Date.now() - started;
    return {
      attempt,
      earlier: { attempt, failures: verification?.failures ?? [] },
      progress: progressOf(inspection.filesChanged, decision, verification, agent),
      fixed: decision.fixed,
      modelFailure: agent.modelFailure
    };
  } catch (error) {
    await tree.undo(null).catch(() => void 0);
    run.session.sourcesChanged();
    throw error;
  } finally {
    await removeSharedFolder(stateDir);
  }
}
async function inspectChanges(run, tree) {
  const { cwd } = run.options;
  const changes = await tree.changes(testOutputs(run, tree.top));
  const filesChanged = changes.files.map((file) => projectPath(tree.top, cwd, file));
  if (filesChanged.length > 0) run.session.sourcesChanged();
  const protectedTouched = protectedChanges(filesChanged, run.options.config.fix.protected);
  return { changes, filesChanged, protectedTouched };
}
function judgeAttempt(run, agent, inspection, verification) {
  const decision = decideAttempt({
    agentEnd: agent.end,
    agentDetail: agent.detail,
    filesChanged: inspection.filesChanged,
    protectedTouched: inspection.protectedTouched,
    tamper: inspection.changes.tamper,
    verification
  });
  const agreement = attemptAgreement({
    claim: agent.claim,
    verifiedFixed: decision.fixed,
    ranCommands: agent.ranCommands,
    testFiles: run.testFiles,
    disagreements: agent.witnessDisagreements
  });
  return { decision, agreement };
}
async function keepOrUndo(run, group, attempt, facts) {
  const { inspection, tree } = facts;
  if (attempt.verified.passed) {
    run.recordVerification(facts.verification);
    await tree.keep(inspection.changes.files);
    if (run.options.commit)
      attempt.commit = await commitKept(run, group, attempt, inspection.changes.files, tree.top);
    return;
  }
  await tree.undo(inspection.changes.files);
  if (inspection.filesChanged.length > 0) run.session.sourcesChanged();
}
function mayVerify(inspection, agent) {
  return inspection.protectedTouched.length === 0 && inspection.changes.tamper.length === 0 && agent.end === "finished" && inspection.filesChanged.length > 0;
}
function verifyChange(run, group, marker, killedProcesses) {
  return verifyGroup(run.session, group, run.regressionCandidates(group), {
    // The tests run the agent's code: they carry its marker, and what they leave running
    // (double-forked included) is killed after each run like the agent's own leftovers.
    env: { [SESSION_MARKER]: marker },
    afterRun: async () => {
      killedProcesses.push(...await sweepAfterTests(run, marker));
    }
  });
}
async function promptFor(run, group, number, step, history) {
  const tests = group.tests.map((id) => run.currentTest(id));
  return buildPrompt({
    group,
    attempt: number,
    maxAttempts: run.maxAttempts,
    strategy: { name: step.name, brief: run.promptFileText(step)?.trim() || step.brief },
    tests: tests.map((result) => ({
      result,
      decisiveLine: decisiveLine(result).line,
      command: result.run ?? null,
      runsAlone: result.runsAlone ?? true
    })),
    sources: await readTestSources(run.options.cwd, tests),
    history: [...history],
    protectedPaths: run.options.config.fix.protected,
    flakes: [...flakesOf(tests, run.options.flakes)].map(([test, flake]) => ({
      test,
      flake,
      repeat: run.options.config.fix.flaky.repeat
    }))
  });
}
function progressOf(filesChanged, decision, verification, agent) {
  if (decision.fixed) return "progress";
  if (decision.rejected === "tamper") return "neutral";
  if (filesChanged.length === 0) return "no-change";
  if (agent.end !== "finished" || !verification) return "neutral";
  return verification.sameSignature ? "same-failure" : "progress";
}
async function commitKept(run, group, attempt, repoFiles, top) {
  try {
    return await commitFix(top, repoFiles, fixCommitMessage(group, attempt, run.maxAttempts));
  } catch (error) {
    run.note(
      "warning",
      `the fix for group ${group.id} is kept but could not be committed: ${messageOf(error)}`
    );
    return null;
  }
}
function sweepAfterTests(run, marker) {
  const runAs = run.options.runAs;
  if (!runAs) return killMarkedProcesses(marker);
  if (runAs.namespace) return drainEnded(runAs);
  return killUserProcesses(runAs, { spare: run.session.servicePids() });
}
function testOutputs(run, top) {
  const base = relative3(top, resolve2(run.options.cwd)).split(sep2).join("/");
  return run.options.config.tiers.flatMap((tier) => tier.junit ?? []).map((glob) => base === "" ? glob : `${base}/${glob}`);
}

// src/fix/fix-groups.ts
async function fixGroups(run, groups, selected) {
  const reporter = run.options.reporter;
  const tierOrder = run.session.plan.map((tier) => tier.name);
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index];
    if (!group) continue;
    const stop = reasonToStop(run);
    if (selected && !selected.has(group.id)) {
      settle(group, "skipped", "not selected for this run");
    } else if (stop) {
      settle(group, stop.status, stop.reason);
    } else if (run.fixesKept > 0 && await passesNow(run, group)) {
      settle(group, "fixed", "passes after an earlier group's fix; no attempt needed");
    } else {
      await fixGroup(run, group);
    }
    if (group.status !== "fixed") continue;
    const found = await runUnblockedTests(run, groups);
    if (found.length === 0) continue;
    reporter?.groupsFound?.(found);
    groups.push(...found);
    const rest = groups.splice(index + 1).sort(compareGroups(tierOrder));
    groups.push(...rest);
  }
}
async function fixGroup(run, group) {
  const reporter = run.options.reporter;
  const history = [];
  for (let number = 1; number <= run.maxAttempts; number++) {
    const stop = reasonToStop(run);
    if (stop) {
      settle(
        group,
        "deferred",
        `${stop.reason} (after ${number - 1} of ${run.maxAttempts} attempts)`
      );
      return;
    }
    const step = run.stepFor(number);
    reporter?.attemptStarted?.({ group: group.id, attempt: number, strategy: step.name });
    const outcome = await runAttempt(run, group, number, step, history);
    run.attempts.push(outcome.attempt);
    reporter?.attemptFinished?.(outcome.attempt);
    run.breaker.record(outcome.progress, `group ${group.id} attempt ${number}`);
    if (outcome.modelFailure) {
      const words = describeModelFailure(outcome.modelFailure);
      run.breaker.trip(words);
      if (outcome.modelFailure.kind === "unreachable") run.modelUnreachable = words;
    }
    if (outcome.fixed) {
      run.fixesKept += 1;
      settle(group, "fixed", `fixed on attempt ${number} (${step.name})`);
      return;
    }
    history.push(outcome.earlier);
  }
  settle(group, "deferred", deferralReason(history, run.maxAttempts));
}
function reasonToStop(run) {
  if (run.options.signal?.aborted) return { status: "skipped", reason: "the run was interrupted" };
  if (run.breaker.isOpen) {
    return { status: "skipped", reason: `circuit breaker open: ${run.breaker.toResults().reason}` };
  }
  const exhausted = run.budget.exhausted();
  return exhausted ? { status: "deferred", reason: exhausted } : null;
}
async function passesNow(run, group) {
  const results = run.resultsFromLastFullRun(group.tests) ?? (await run.session.runTiers({ ids: group.tests })).tests;
  run.updateTests(results);
  return group.tests.every(
    (id) => results.some((test) => test.id === id && test.status === "passed")
  );
}
async function runUnblockedTests(run, groups) {
  const waiting = run.allTests().filter((test) => test.status === "blocked" || test.status === "skipped" && test.runs === 0).map((test) => test.id);
  if (waiting.length === 0) return [];
  const rerun = await run.session.runTiers({ ids: waiting });
  run.updateTests(rerun.tests);
  const fresh = [];
  const tierOrder = run.session.plan.map((tier) => tier.name);
  for (const group of groupFailures(rerun.tests, tierOrder, { root: run.options.cwd })) {
    const existing = knownGroupFor(groups, group);
    if (!existing) {
      fresh.push(group);
      continue;
    }
    if (existing.status === "fixed") {
      run.note(
        "warning",
        `${group.tests.join(", ")} still fail with the signature of fixed group ${group.id}`
      );
      continue;
    }
    for (const id of group.tests) if (!existing.tests.includes(id)) existing.tests.push(id);
  }
  return fresh;
}
function settle(group, status, reason) {
  group.status = status;
  group.reason = reason;
}
function deferralReason(history, maxAttempts) {
  const steps = history.map(
    ({ attempt }) => `${attempt.strategy}: ${attemptVerdict(attempt, "brief")}`
  );
  const last = history.at(-1)?.failures[0]?.line;
  const lastLine2 = last ? `; last seen: ${last}` : "";
  return `not fixed after ${plural(maxAttempts, "attempt")} (${steps.join(" | ")})${lastLine2}`;
}

// src/fix/breaker.ts
var HALF_OPEN_AFTER = 2;
var OPEN_AFTER = 3;
var CircuitBreaker = class {
  strikes = 0;
  lastStrikes = [];
  openReason = null;
  get state() {
    if (this.openReason) return "open";
    return this.strikes >= HALF_OPEN_AFTER ? "half-open" : "closed";
  }
  get isOpen() {
    return this.state === "open";
  }
  /** Records an attempt; `where` names it for the reason ("group 3f2a… attempt 2"). */
  record(progress, where) {
    if (this.openReason) return;
    if (progress === "neutral") return;
    if (progress === "progress") {
      this.strikes = 0;
      this.lastStrikes = [];
      return;
    }
    this.strikes += 1;
    this.lastStrikes.push(
      `${where}: ${progress === "no-change" ? "no file changed" : "same failure again"}`
    );
    if (this.strikes >= OPEN_AFTER) {
      this.openReason = `${this.strikes} attempts in a row made no progress (${this.lastStrikes.slice(-OPEN_AFTER).join("; ")}); stopped so a person can look`;
    }
  }
  /** Opens at once: a failure no later attempt can get past (the model refused the session). */
  trip(reason) {
    this.openReason ??= reason;
  }
  toResults() {
    if (this.openReason) return { state: "open", reason: this.openReason };
    if (this.state === "half-open") {
      return { state: "half-open", reason: `${this.strikes} attempts in a row made no progress` };
    }
    return { state: "closed", reason: null };
  }
};

// src/fix/budget.ts
var RunBudget = class {
  constructor(limits, now = Date.now) {
    this.limits = limits;
    this.now = now;
    this.startedAt = now();
  }
  limits;
  now;
  spentUsd = 0;
  startedAt;
  get spent() {
    return this.spentUsd;
  }
  spend(usd) {
    this.spentUsd += Math.max(0, usd);
  }
  /** Why no further attempt may start, or null while there is budget left. */
  exhausted() {
    const { usd, timeMs } = this.limits;
    if (usd !== null && this.spentUsd >= usd) {
      return `budget exhausted: $${this.spentUsd.toFixed(2)} of $${usd.toFixed(2)} spent`;
    }
    if (timeMs !== null && this.now() - this.startedAt >= timeMs) {
      return `time budget exhausted: ${formatSeconds(this.now() - this.startedAt)} of ${formatSeconds(timeMs)} used`;
    }
    return null;
  }
  /** The limits for the next attempt: the strategy's, unless the run has less left. */
  capsFor(strategy) {
    const leftUsd = this.limits.usd === null ? null : Math.max(0, this.limits.usd - this.spentUsd);
    const leftMs = this.limits.timeMs === null ? null : Math.max(0, this.limits.timeMs - (this.now() - this.startedAt));
    const cappedByRunUsd = leftUsd !== null && (strategy.usd === null || leftUsd < strategy.usd);
    const cappedByRunTime = leftMs !== null && leftMs < strategy.timeoutMs;
    return {
      usd: cappedByRunUsd ? leftUsd : strategy.usd,
      timeoutMs: cappedByRunTime && leftMs !== null ? leftMs : strategy.timeoutMs,
      cappedByRunUsd,
      cappedByRunTime
    };
  }
};
function formatSeconds(ms) {
  return `${Math.round(ms / 1e3)}s`;
}

// src/fix/fix-run.ts
var FixRun = class {
  constructor(options, session, setup, baseline, copy = null) {
    this.options = options;
    this.session = session;
    this.setup = setup;
    this.copy = copy;
    const budget = options.config.fix.budget;
    this.budget = new RunBudget({
      usd: options.budgetUsd ?? budget.usd ?? null,
      timeMs: budget.time ?? null
    });
    this.rank = tierRank(session.plan.map((tier) => tier.name));
    for (const test of baseline) {
      this.tests.set(test.id, test);
      if (test.status === "passed") this.passing.add(test.id);
      if (test.kind === "script") this.testFiles.set(test.id, test.file);
    }
  }
  options;
  session;
  setup;
  copy;
  budget;
  breaker = new CircuitBreaker();
  attempts = [];
  /** Script path of each script test: a claim of "BT-001" is matched by a command running it. */
  testFiles = /* @__PURE__ */ new Map();
  fixesKept = 0;
  /** Set when a session could not reach the model's API: the run ends as a failed gate (exit 3). */
  modelUnreachable = null;
  /**
   * The full run that verified the last kept fix: the tree has not changed since (rejected
   * attempts are undone), so a later group reads its tests' state here instead of running them.
   */
  lastFullRun = null;
  tests = /* @__PURE__ */ new Map();
  passing = /* @__PURE__ */ new Set();
  rank;
  get maxAttempts() {
    return this.setup.maxAttempts;
  }
  /** The ladder step for attempt n: the start step plus n - 1, the last step repeated if short. */
  stepFor(attempt) {
    const ladder = this.setup.ladder;
    const index = Math.min(this.setup.startStep + attempt - 1, ladder.length - 1);
    const step = ladder[index];
    if (!step) throw new Error("the strategy ladder is empty");
    return step;
  }
  currentTest(id) {
    const test = this.tests.get(id);
    if (!test) throw new Error(`test ${id} is not part of this run`);
    return test;
  }
  /** Every test in the order first seen, with the latest result the loop keeps for each. */
  allTests() {
    return [...this.tests.values()];
  }
  /** Tests that pass now in the group's tier and the tiers below it. */
  regressionCandidates(group) {
    const limit = this.rank(group.tier);
    return [...this.passing].filter((id) => {
      const test = this.tests.get(id);
      return test !== void 0 && this.rank(test.tier) <= limit;
    });
  }
  /**
   * A kept fix: its tests now pass and join the regression set. Their failing results stay,
   * as the evidence of what was fixed (they are reported as "fixed").
   */
  recordVerification(verification) {
    for (const test of verification?.results ?? []) {
      if (test.status === "passed") this.passing.add(test.id);
    }
    const fullRun = verification?.fullRun ?? null;
    this.lastFullRun = fullRun ? new Map(fullRun.map((test) => [test.id, test])) : null;
  }
  /** The results of these tests in the full run of the last kept fix, if it ran them all. */
  resultsFromLastFullRun(ids) {
    const found = ids.map((id) => this.lastFullRun?.get(id));
    return found.every((test) => test !== void 0) ? found : null;
  }
  /**
   * Fresh results from a re-run outside an attempt (a group checked again, blocked tests run
   * after a fix). A test that failed and now passes keeps its failing result: it was fixed.
   */
  updateTests(results) {
    for (const test of results) {
      const before = this.tests.get(test.id);
      if (test.status === "passed") this.passing.add(test.id);
      else this.passing.delete(test.id);
      if (test.status === "passed" && before?.status === "failed") continue;
      this.tests.set(test.id, test);
      if (test.kind === "script") this.testFiles.set(test.id, test.file);
    }
  }
  promptFileText(step) {
    return this.setup.promptFiles.get(step.name) ?? null;
  }
  note(level, text2) {
    this.options.reporter?.note?.(level, text2);
  }
};

// src/fix/options.ts
var FixSetupError = class extends UserError {
  name = "FixSetupError";
};

// src/fix/outcome.ts
function finalTests(tests, groups) {
  const statusOf = /* @__PURE__ */ new Map();
  for (const group of groups) {
    if (group.status !== "fixed" && group.status !== "deferred") continue;
    for (const id of group.tests) statusOf.set(id, group.status);
  }
  return tests.map((test) => {
    const status = test.status === "failed" ? statusOf.get(test.id) : void 0;
    return status ? { ...test, status } : test;
  });
}
function fixOutcome(groups, selected, tests, verify) {
  const mine = groups.filter((group) => selected === null || selected.has(group.id));
  if (mine.length === 0) return verify;
  const notMine = new Set(
    groups.filter((group) => !mine.includes(group)).flatMap((group) => group.tests)
  );
  const leftOver = tests.some((test) => failsTheRun(test) && !notMine.has(test.id));
  return !leftOver && mine.every((group) => group.status === "fixed") ? "fixed" : "deferred";
}
function refreshTiers(tiers, tests) {
  return tiers.map((tier) => {
    const mine = tests.filter((test) => test.tier === tier.name);
    const counts = {};
    for (const test of mine) counts[test.status] = (counts[test.status] ?? 0) + 1;
    const ran = mine.some((test) => test.status !== "blocked" && test.status !== "skipped");
    if ((tier.status === "blocked" || tier.status === "skipped") && !ran)
      return { ...tier, counts };
    const failing = mine.some(failsTheRun);
    const tierProblem = tier.status === "failed" && tier.reason !== null && mine.length === 0;
    const status = failing || tierProblem ? "failed" : (counts.blocked ?? 0) > 0 ? "blocked" : "passed";
    return { ...tier, counts, status, reason: status === "passed" ? null : tier.reason };
  });
}
function fixHeadline(groups, attempts, breakerReason) {
  const count = (status) => groups.filter((group) => group.status === status);
  const fixed3 = count("fixed");
  const deferred = count("deferred");
  const skipped = count("skipped");
  const parts = [];
  const fixedTests = fixed3.reduce((sum, group) => sum + group.tests.length, 0);
  parts.push(
    `${fixed3.length} of ${plural(groups.length, "group")} fixed (${plural(fixedTests, "test")}) in ${plural(attempts.length, "attempt")}`
  );
  if (deferred.length > 0) {
    const first = deferred[0];
    parts.push(`${deferred.length} deferred${first ? `, first: ${first.signature}` : ""}`);
  }
  if (skipped.length > 0) parts.push(`${skipped.length} skipped`);
  if (breakerReason) parts.push(`circuit breaker open: ${breakerReason}`);
  return parts.join("; ");
}

// src/fix/prepare-fix.ts
import { readFile as readFile7 } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";
var GROUP_ID = /^[0-9a-f]{12}$/;
async function prepareFix(options) {
  const fix = options.config.fix;
  const claude = await resolveClaudeBinary({
    configPath: options.claudePath ?? fix.claude.path,
    env: options.agentEnv ?? options.env ?? process.env,
    cwd: options.cwd
  });
  try {
    locateHookProgram();
  } catch (error) {
    if (error instanceof HookProgramMissingError)
      throw new FixSetupError(error.message, { cause: error });
    throw error;
  }
  try {
    await assertGitWorkTree(options.cwd);
  } catch (error) {
    throw new FixSetupError(messageOf(error), { cause: error });
  }
  const ladder = resolveStrategies(fix.strategies);
  const startStep = options.strategy ? ladder.findIndex((step) => step.name === options.strategy) : 0;
  if (startStep === -1) {
    throw new FixSetupError(
      `unknown strategy "${options.strategy}": the ladder is ${ladder.map((step) => step.name).join(", ")} (fix.strategies in the config)`
    );
  }
  const maxAttempts = options.maxAttempts ?? fix["max-attempts"];
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new FixSetupError(
      `max attempts must be a whole number of at least 1, not ${maxAttempts}`
    );
  }
  for (const id of options.groups ?? []) {
    if (!GROUP_ID.test(id)) {
      throw new FixSetupError(
        `"${id}" is not a group id: use the 12 hex digits of groups[].id in results.json`
      );
    }
  }
  const promptFiles = /* @__PURE__ */ new Map();
  for (const [index, step] of ladder.entries()) {
    if (!step.promptFile) continue;
    const file = resolve3(options.cwd, step.promptFile);
    const text2 = await readFile7(file, "utf8").catch((error) => {
      throw new FixSetupError(
        `fix.strategies[${index}].prompt: cannot read ${step.promptFile} (${error.code ?? error.message}); the path is relative to the project root`,
        { cause: error }
      );
    });
    promptFiles.set(step.name, text2);
  }
  return { claudePath: claude.path, ladder, startStep, maxAttempts, promptFiles };
}

// src/fix/run-fix.ts
async function runFix(requested) {
  const startedAt = /* @__PURE__ */ new Date();
  const changed = await changedSinceBase(requested);
  return withAgentSession(
    requested,
    (options, setup, session, copy) => fixInSession(options, setup, session, startedAt, copy, changed)
  );
}
async function withAgentSession(requested, body) {
  const setup = await prepareFix(requested);
  const reporter = requested.reporter;
  const runAs = requested.runAs ?? null;
  const shared = runAs ? await shareTreeWithAgent(requested, runAs, setup) : null;
  const agentEnv = requested.agentEnv ?? requested.env ?? process.env;
  const network = await openAgentNetwork({
    runAs: shared?.runAs ?? null,
    agentEnv,
    allow: requested.config.fix.network.allow,
    serviceHealth: Object.values(requested.config.services).map((service) => service.health)
  });
  reporter?.note?.(network.warning ? "warning" : "info", network.note);
  const options = {
    ...requested,
    runAs: network.runAs,
    env: network.withoutCredentials(requested.env ?? process.env),
    agentEnv: network.withoutCredentials(agentEnv),
    agentNetwork: network
  };
  let session = null;
  try {
    const model = await checkModelAccess({
      claudePath: setup.claudePath,
      cwd: options.cwd,
      env: network.gateEnv(agentEnv),
      runAs: options.runAs
    }) ?? await checkModelReachable(agentEnv, { signal: options.signal });
    session = await openSession({
      ...options,
      reportsInTree: false,
      gateProblems: model ? [{ kind: "model", name: "claude", message: model }] : []
    });
    const running = session;
    shared?.copyTree?.stopBeforeReading(
      () => running.stopServicesUntilNextRun(),
      () => running.startServicesAgain()
    );
    return await body(options, setup, session, shared?.copyTree ?? null);
  } finally {
    await session?.close();
    if (options.runAs) await killUserProcesses(options.runAs);
    await network.close();
    await shared?.release();
    reporter?.phase?.("done");
  }
}
async function fixInSession(options, setup, session, startedAt, copy, changed) {
  const reporter = options.reporter;
  reporter?.phase?.("tests");
  const baseline = await session.runTiers(options.selection, {
    takeCoverage: true,
    coverageToName: (changed?.size ?? 0) > 0
  });
  refuseUnknownIds(baseline, session.plan, options.signal);
  const base = {
    mode: "fix",
    configPath: options.configPath,
    startedAt,
    gates: session.gates,
    agentNetwork: options.agentNetwork?.reach
  };
  if (!session.gates.passed) return buildResults({ ...base, run: baseline });
  reporter?.phase?.("triage");
  const tierOrder = session.plan.map((tier) => tier.name);
  const named = options.selection?.ids ?? [];
  const flaky = flakyTargetGroups(baseline.tests, named, options.flakes);
  const failing = await triageFailures(testsToTriage(baseline.tests, named, flaky), tierOrder, {
    root: options.cwd,
    coverage: coverageForTiers(tiersForCoverage(session.plan), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      runAs: options.runAs
    }),
    taken: baseline.coverage,
    changed,
    // Bounded as verify bounds it, so a group gets the same id in both.
    coverageLimits: coverageLimitsFor(session.plan, baseline.tiers, baseline.phases?.firstRunMs)
  });
  const groups = [...failing, ...flaky];
  if (groups.length > 0) reporter?.groupsFound?.(groups);
  const selected = selectedGroups(options.groups, groups);
  for (const id of selected ?? []) {
    if (!groups.some((group) => group.id === id))
      reporter?.note?.("info", `group ${id} does not fail in this run`);
  }
  const run = new FixRun(options, session, setup, baseline.tests, copy);
  if (groups.length > 0) {
    reporter?.phase?.("fix");
    await fixGroups(run, groups, selected);
  }
  const tests = finalTests(run.allTests(), groups);
  const tiers = refreshTiers(baseline.tiers, tests);
  const breaker = run.breaker.toResults();
  return buildResults({
    ...base,
    gates: withUnreachableModel(session.gates, run.modelUnreachable),
    run: { tests, tiers },
    groups,
    attempts: run.attempts,
    trust: runAgreement(run.attempts),
    breaker,
    ...groups.length > 0 ? { guards: runGuards(run) } : {},
    outcome: fixOutcome(groups, selected, tests, verifyOutcome(session.gates, { tests, tiers })),
    headline: groups.length > 0 ? fixHeadline(groups, run.attempts, breaker.state === "open" ? breaker.reason : null) : void 0
  });
}
async function shareTreeWithAgent(options, runAs, setup) {
  const top = (await git(options.cwd, ["rev-parse", "--show-toplevel"])).trim();
  if (runAs.limits) {
    const limits = await setLimits(runAs, options.config.fix.limits);
    options.reporter?.note?.("info", `the agent's limits (fix.limits): ${limits}`);
  }
  let shared;
  let copy = null;
  if (runAs.namespace) {
    const made = await makeAgentCopy(top, runAs, { include: options.config.fix.copy.include });
    copy = made.copy;
    shared = { runAs: made.runAs, copyTree: null, release: made.copy.remove };
  } else {
    shared = { runAs, copyTree: null, release: await handTreeTo(top, runAs) };
  }
  const missing = await unreachableForUser(shared.runAs ?? runAs, {
    writable: [top, resolve4(options.cwd)],
    executable: [setup.claudePath, ...defaultHookCommand().slice(0, 1)],
    readable: defaultHookCommand().slice(1)
  });
  if (missing.length === 0) return copy ? withCopyTree(shared, copy, options) : shared;
  await shared.release();
  const why = `the agent user ${runAs.user} cannot reach ${[...new Set(missing)].join(", ")}`;
  const fix = "make the folders on the way open to it (chmod o+x)";
  if (!options.runAsOrSelf) throw new FixSetupError(`${why}: ${fix}, or run with agent-user off`);
  options.reporter?.note?.(
    "warning",
    `${why}, so the agent and the tests run as this user: ${fix}`
  );
  return { runAs: null, copyTree: null, release: async () => void 0 };
}
async function withCopyTree(shared, copy, options) {
  const caps = options.config.fix.caps;
  const copyTree = await CopyTree.open(copy, shared.runAs, {
    files: caps.files,
    fileBytes: caps["file-bytes"],
    totalBytes: caps["total-bytes"]
  }).catch(async (error) => {
    await shared.release();
    throw error;
  });
  return {
    ...shared,
    copyTree,
    release: async () => {
      await copyTree.close();
      await shared.release();
    }
  };
}
function runGuards(run) {
  return {
    mode: run.options.config.fix.guards.mode,
    fired: addGuardCounts(run.attempts.map((attempt) => attempt.guards?.fired ?? {}))
  };
}
function selectedGroups(wanted, groups) {
  if (!wanted || wanted.length === 0) return null;
  const ids = groups.map((group) => group.id);
  return new Set(
    wanted.map((id) => {
      const lookup3 = ids.includes(id) ? null : lookUpAlias(id, ids);
      return lookup3 && "found" in lookup3 ? lookup3.found : id;
    })
  );
}
function withUnreachableModel(gates, problem) {
  if (!problem) return gates;
  const preflight = {
    ok: false,
    problems: [
      ...gates.preflight.problems,
      { kind: "model", name: "claude", message: problem }
    ]
  };
  return { ...gates, preflight, passed: false };
}

export {
  withAgentUser,
  dependencyFolders,
  FixRun,
  LOCAL_TOOLS,
  runAgentAttempt,
  takeSnapshot,
  restoreSnapshot,
  runFix,
  withAgentSession
};
