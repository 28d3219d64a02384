import type { Attempt, Group } from "../results/schema.js";
import { git } from "./git.js";

/**
 * Commits a verified fix: only the files the attempt changed (paths relative to the repository
 * top), so unrelated work in the tree stays uncommitted. Returns the new commit's sha.
 */
export async function commitFix(
  top: string,
  files: readonly string[],
  message: string,
): Promise<string> {
  await git(top, ["add", "--all", "--", ...files]);
  const identity = (await git(top, ["config", "user.email"]).catch(() => "")).trim()
    ? []
    : ["-c", "user.name=fix-loop", "-c", "user.email=fix-loop@users.noreply.github.com"];
  await git(top, [...identity, "commit", "--quiet", "-m", message, "--", ...files]);
  return (await git(top, ["rev-parse", "HEAD"])).trim();
}

/** The commit message: the group, its tests, the attempt, and what the engine verified. */
export function fixCommitMessage(
  group: Group,
  attempt: Omit<Attempt, "commit">,
  maxAttempts: number,
): string {
  const subject = `fix-loop: fix ${group.signature}`.slice(0, 72);
  const lines = [
    subject,
    "",
    `Group: ${group.id} (tier ${group.tier})`,
    `Tests: ${group.tests.join(", ")}`,
    `Attempt: ${attempt.attempt} of ${maxAttempts} (strategy ${attempt.strategy})`,
  ];
  if (attempt.claim) lines.push(`Root cause (the agent's claim): ${attempt.claim.root_cause}`);
  const statuses = Object.entries(attempt.verified.tests).map(([id, status]) => `${id} ${status}`);
  lines.push(`Verified by fix-loop: ${statuses.join(", ")}; no regressions`);
  return lines.join("\n");
}
