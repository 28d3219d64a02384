import type { Attempt, Group } from "../results/schema.js";
import { git } from "./git-work-tree.js";

/** Who fix-loop's local commits are by: set explicitly, never taken from a config the agent could write. */
export const FIX_LOOP_IDENTITY = {
  name: "fix-loop",
  email: "fix-loop@users.noreply.github.com",
} as const;

/**
 * Commits a verified fix: only the files the attempt changed (paths relative to the repository
 * top), so unrelated work in the tree stays uncommitted. Hardened git, `--no-verify` and an
 * explicit identity: no hook of the repository runs. Returns the new commit's sha.
 */
export async function commitFix(
  top: string,
  files: readonly string[],
  message: string,
): Promise<string> {
  const env = {
    GIT_AUTHOR_NAME: FIX_LOOP_IDENTITY.name,
    GIT_AUTHOR_EMAIL: FIX_LOOP_IDENTITY.email,
    GIT_COMMITTER_NAME: FIX_LOOP_IDENTITY.name,
    GIT_COMMITTER_EMAIL: FIX_LOOP_IDENTITY.email,
  };
  await git(top, ["add", "--all", "--", ...files], { env });
  await git(top, ["commit", "--no-verify", "--quiet", "-F", "-", "--", ...files], {
    env,
    input: message,
  });
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
