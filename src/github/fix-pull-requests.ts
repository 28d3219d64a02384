import { fixBranchPrefix } from "./branches.js";
import type { GitHubClient } from "./client.js";
import { readGroupMarker } from "./markers.js";
import type { RepositoryRef } from "./repository.js";

export interface FixPullRequest {
  number: number;
  url: string;
  headRef: string;
}

/**
 * The open pull request an earlier run opened for this group into `base`: found by the hidden
 * group marker in its body or by its branch name. Pull requests from other repositories are
 * ignored: anyone can copy a marker into a fork's pull request.
 */
export async function findOpenFixPullRequest(
  octokit: GitHubClient,
  repository: RepositoryRef,
  groupId: string,
  base: string,
): Promise<FixPullRequest | null> {
  const pulls = await octokit.paginate(octokit.rest.pulls.list, {
    ...repository,
    state: "open",
    base,
    per_page: 100,
  });
  const fullName = `${repository.owner}/${repository.repo}`.toLowerCase();
  const match = pulls.find(
    (pull) =>
      pull.base.ref === base &&
      pull.head.repo?.full_name.toLowerCase() === fullName &&
      (readGroupMarker(pull.body) === groupId ||
        pull.head.ref.startsWith(fixBranchPrefix(groupId))),
  );
  return match ? { number: match.number, url: match.html_url, headRef: match.head.ref } : null;
}

export interface FixPullRequestContent {
  title: string;
  body: string;
}

export async function createFixPullRequest(
  octokit: GitHubClient,
  repository: RepositoryRef,
  request: FixPullRequestContent & { head: string; base: string; draft: boolean },
): Promise<FixPullRequest> {
  const { data } = await octokit.rest.pulls.create({
    ...repository,
    ...request,
    maintainer_can_modify: true,
  });
  return { number: data.number, url: data.html_url, headRef: data.head.ref };
}

export async function updateFixPullRequest(
  octokit: GitHubClient,
  repository: RepositoryRef,
  pull: FixPullRequest,
  content: FixPullRequestContent,
): Promise<FixPullRequest> {
  const { data } = await octokit.rest.pulls.update({
    ...repository,
    pull_number: pull.number,
    ...content,
  });
  return { number: data.number, url: data.html_url, headRef: data.head.ref };
}
