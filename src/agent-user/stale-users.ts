import { execa } from "execa";
import { isProcessAlive } from "../process/kill-tree.js";
import { isRoot } from "../process/privileged.js";
import { AGENT_USER_PREFIX, agentUserComment, releaseAgentUser } from "./agent-user.js";

/**
 * Deletes the throwaway users of earlier runs that died before they could (a killed job, a
 * second Ctrl-C): those whose comment names a process that no longer runs. A user whose maker
 * still runs is another fix run's, in use, and stays. Returns the names deleted.
 */
export async function removeStaleAgentUsers(): Promise<string[]> {
  const passwd = await execa("getent", ["passwd"], { reject: false });
  const removed: string[] = [];
  for (const line of String(passwd.stdout).split("\n")) {
    const [user = "", , uid = "", gid = "", comment = "", home = ""] = line.split(":");
    if (!user.startsWith(AGENT_USER_PREFIX)) continue;
    const maker = /^fix-loop agent of pid (\d+)$/.exec(comment)?.[1];
    if (!maker || comment !== agentUserComment(Number(maker)) || isProcessAlive(Number(maker)))
      continue;
    const via = isRoot() ? "setpriv" : "sudo";
    const ids = { uid: Number(uid), gid: Number(gid), group: Number(gid) };
    await releaseAgentUser({ user, ...ids, home, via, created: true }).then(
      (left) => (left ? undefined : removed.push(user)),
      () => undefined,
    );
  }
  return removed;
}
