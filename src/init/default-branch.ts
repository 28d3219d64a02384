import { hardenedGit } from "../git/hardened-git.js";

/** What a workflow's push trigger names when the repository says nothing of its branches. */
export const FALLBACK_BRANCH = "main";

/**
 * The branch pushes to which run the pipeline: the remote's default branch as the clone knows
 * it (origin/HEAD), else `main` or `master` where the clone has one of them (a repository that
 * was never pushed), else `main`. Never the branch checked out, which may be a feature branch.
 */
export async function defaultBranch(repositoryRoot: string): Promise<string> {
  const remoteHead = await gitLine(repositoryRoot, [
    "symbolic-ref",
    "--quiet",
    "--short",
    "refs/remotes/origin/HEAD",
  ]);
  if (remoteHead?.startsWith("origin/")) return remoteHead.slice("origin/".length);
  for (const branch of ["main", "master"]) {
    if (await gitLine(repositoryRoot, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]))
      return branch;
  }
  return FALLBACK_BRANCH;
}

async function gitLine(cwd: string, args: string[]): Promise<string | null> {
  const out = await hardenedGit(cwd, args).catch(() => "");
  return out.trim() || null;
}
