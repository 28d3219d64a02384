import { hardenedGit } from "../git/hardened-git.js";

/**
 * Runs git in the project and returns its stdout; a failure says which command and why.
 * Always hardened: an agent may have written the repository's config, and fix-loop's own
 * environment (tokens included) never reaches git. `env` adds variables for this command.
 */
export const git = hardenedGit;

/** Fix mode needs a git work tree: snapshots, diffs and restores are made with git. */
export async function assertGitWorkTree(cwd: string): Promise<void> {
  const inside = await hardenedGit(cwd, ["rev-parse", "--is-inside-work-tree"]).catch(() => "");
  if (inside.trim() !== "true") {
    throw new Error(
      `fix mode needs a git repository at ${cwd}: fix-loop snapshots the working tree with git before each ` +
        "attempt and restores it when a fix is rejected. Run `git init` (and commit your work) first.",
    );
  }
}
