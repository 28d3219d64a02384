import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  closeLimits,
  endEverythingOf,
  openLimits,
  processOwnedBy
} from "./action-chunk-3OD4VVDY.js";
import {
  execa
} from "./action-chunk-SH4BXFB7.js";
import {
  isProcessAlive,
  runProcess
} from "./action-chunk-TIVQHBMC.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import {
  canSudo,
  isRoot,
  privileged
} from "./action-chunk-A35VVUAW.js";

// src/agent-user/agent-user.ts
import { randomBytes } from "node:crypto";
import { chownSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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
  const home = await mkdtemp(path.join(tmpdir(), `${user}-home-`));
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
  const gitconfig = path.join(home, ".gitconfig");
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

// src/sandbox/attach.ts
import { mkdtemp as mkdtemp2 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import path2 from "node:path";

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
  runAs.namespace = { reports: await mkdtemp2(path2.join(tmpdir2(), "fix-loop-ended-")) };
  const limits = await openLimits(runAs);
  return {
    note: `each of its commands in a PID namespace that ends with it, with a private /tmp, ${limits}`,
    warning: false
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

export {
  AgentUserError,
  releaseAgentUser,
  chooseAgentUser,
  withAgentUser
};
