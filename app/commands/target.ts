import type { RepositoryRef } from "../../src/github/repository.js";
import type { GitHub } from "../github/snapshots.js";

/** Where a fix run goes: the branch to dispatch on and the commit it is pinned to. */
export interface FixTarget {
  ref: string;
  sha: string;
  fromFork: boolean;
  closed: boolean;
  /**
   * When the target last moved, by GitHub's clock: the head repository's last push (any
   * branch), or for the default branch its head commit's committer date. Null when unknown.
   */
  movedAt: string | null;
}

/** The pull request's head as it is now, so a push after the command cannot slip in. */
export async function pullRequestTarget(
  octokit: GitHub,
  repo: RepositoryRef,
  pullNumber: number,
): Promise<FixTarget> {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber });
  const headRepo = data.head.repo?.full_name?.toLowerCase() ?? null;
  return {
    ref: data.head.ref,
    sha: data.head.sha,
    fromFork: headRepo !== data.base.repo.full_name.toLowerCase(),
    closed: data.state !== "open",
    movedAt: (data.head.repo as { pushed_at?: string | null } | null)?.pushed_at ?? null,
  };
}

/** The default branch's head, for a command on a group's issue. */
export async function defaultBranchTarget(
  octokit: GitHub,
  repo: RepositoryRef,
  branch: string,
): Promise<FixTarget> {
  const { data } = await octokit.rest.repos.getBranch({ ...repo, branch });
  return {
    ref: branch,
    sha: data.commit.sha,
    fromFork: false,
    closed: false,
    movedAt: data.commit.commit.committer?.date ?? null,
  };
}
