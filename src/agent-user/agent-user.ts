import { randomBytes } from "node:crypto";
import { chownSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { UserError } from "../errors.js";
import { endEverythingOf, processOwnedBy } from "../process/kill-user.js";
import { isRoot, privileged } from "../process/privileged.js";
import type { RunAs } from "../process/run-as.js";
import { closeLimits } from "../sandbox/limits.js";

/** The user the agent and the tests run as, and whether fix-loop made it (and so removes it). */
export interface AgentUser extends RunAs {
  created: boolean;
}

/** A name given as `--agent-user` / the agent-user input that cannot be used; exit 2. */
export class AgentUserError extends UserError {
  override name = "AgentUserError";
}

/**
 * Git refuses a repository owned by another user; the agent's own git reads the tree it was
 * given, so its global config trusts any. Its writes to .git/ are refused by the permissions.
 */
const AGENT_GITCONFIG = "[safe]\n\tdirectory = *\n";

/** Every throwaway user's name starts so. */
export const AGENT_USER_PREFIX = "fix-loop-agent-";

/** The comment (GECOS) of a throwaway user: who made it, so a later run can tell it is stale. */
export function agentUserComment(pid: number = process.pid): string {
  return `fix-loop agent of pid ${pid}`;
}

/**
 * A fresh user with no password, no sudo rights, a HOME of its own in a new temp folder, and a
 * fresh group of its own as its only group, whether we are root or go through sudo: on a hosted
 * runner our primary group is `docker`, and docker.sock is `root:docker 0660`. Through sudo the
 * files we share with it are in our group (`group`), which its processes never hold.
 */
export async function createAgentUser(): Promise<AgentUser> {
  const user = `${AGENT_USER_PREFIX}${randomBytes(4).toString("hex")}`;
  const via = isRoot() ? "setpriv" : "sudo";
  const ourGid = process.getgid?.() ?? 0;
  const id = await unusedId();
  const home = await mkdtemp(path.join(tmpdir(), `${user}-home-`));
  try {
    // Its own group, numbered as the user: a gid given back by userdel is never reused by us.
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
      user,
    ]);
  } catch (error) {
    await privileged("groupdel", [user]).catch(() => undefined);
    await rm(home, { recursive: true, force: true });
    throw error;
  }
  // useradd gave it exactly the uid and gid asked for: no `id` needed to learn them.
  const ids = { uid: id, gid: id };
  const gitconfig = path.join(home, ".gitconfig");
  await writeFile(gitconfig, AGENT_GITCONFIG);
  if (isRoot()) for (const file of [home, gitconfig]) chownSync(file, id, id);
  else await privileged("chown", ["-R", `${id}:${id}`, home]);
  return { user, ...ids, group: via === "setpriv" ? ids.gid : ourGid, home, via, created: true };
}

/**
 * A uid (and gid) no user, group or process has, drawn from a billion numbers above UID_MAX:
 * useradd's own choice is the lowest free one, so a uid userdel gave back would be handed to
 * the next throwaway user while something of the last one might still run.
 */
async function unusedId(): Promise<number> {
  const taken = await takenIds();
  for (;;) {
    const id = 1_000_000_000 + (randomBytes(4).readUInt32BE(0) % 1_000_000_000);
    if (!taken.has(id) && !processOwnedBy(id)) return id;
  }
}

async function takenIds(): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const database of ["passwd", "group"]) {
    const listing = await execa("getent", [database], { reject: false, stdin: "ignore" });
    for (const line of String(listing.stdout).split("\n")) ids.add(Number(line.split(":")[2]));
  }
  return ids;
}

/**
 * An existing user named by `--agent-user NAME`. Never root nor ourselves (it would change
 * nothing), and, without root, one in our primary group (so the tree can be shared with it).
 */
export async function existingAgentUser(name: string): Promise<AgentUser> {
  if (!/^[a-z_][a-z0-9_.-]*\$?$/i.test(name)) {
    throw new AgentUserError(`agent user "${name}" is not a user name; use auto, off or a name`);
  }
  const ids = await idsOf(name).catch(() => null);
  if (!ids) throw new AgentUserError(`agent user "${name}" does not exist on this machine`);
  if (ids.uid === 0 || ids.uid === process.getuid?.()) {
    throw new AgentUserError(
      `agent user "${name}" is root or the user fix-loop runs as: that would keep nothing from the agent`,
    );
  }
  const via = isRoot() ? "setpriv" : "sudo";
  const ourGid = process.getgid?.() ?? 0;
  if (via === "sudo" && !ids.groups.includes(ourGid)) {
    throw new AgentUserError(
      `agent user "${name}" is not in group ${ourGid}, fix-loop's own: add it (sudo usermod -aG ${ourGid} ${name}) so the work tree can be shared with it, or use auto`,
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
    created: false,
  };
}

/**
 * Kills what the user still runs; a user fix-loop created is then deleted with its HOME, but
 * only once it owns no process. Returns why it was left in place, or null.
 */
export async function releaseAgentUser(agent: AgentUser): Promise<string | null> {
  await endEverythingOf(agent);
  await closeLimits(agent);
  if (agent.namespace) await rm(agent.namespace.reports, { recursive: true, force: true });
  if (!agent.created) return null;
  // A user is deleted only once it owns no process; a stale-user sweep of a later run retries.
  if (processOwnedBy(agent.uid))
    return `${agent.user} (uid ${agent.uid}) still owns processes, so it is not deleted; a later run deletes it once they are gone`;
  await privileged("userdel", ["--remove", agent.user]).catch((error: { exitCode?: number }) => {
    // 12: only the HOME (or mail spool) could not go; the user itself is gone.
    if (error.exitCode !== 12) throw error;
  });
  await privileged("groupdel", [agent.user]).catch(() => undefined);
  await privileged("rm", ["-rf", agent.home]).catch(() => undefined);
  return null;
}

async function idsOf(name: string): Promise<{ uid: number; gid: number; groups: number[] }> {
  const id = async (flag: string) => (await execa("id", [flag, name])).stdout.trim();
  return {
    uid: Number(await id("-u")),
    gid: Number(await id("-g")),
    groups: (await id("-G")).split(/\s+/).map(Number),
  };
}
