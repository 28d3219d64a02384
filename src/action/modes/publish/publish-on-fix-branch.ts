import { fixBranchName, isFixBranch } from "../../../github/branches.js";
import type { GitHubClient } from "../../../github/client.js";
import {
  createFixPullRequest,
  findOpenFixPullRequest,
  updateFixPullRequest,
} from "../../../github/fix-pull-requests.js";
import { addLabels } from "../../../github/labels.js";
import type { RepositoryRef } from "../../../github/repository.js";
import { commitFilesOnto, pushFixBranch } from "./fix-branch.js";

export interface PublishFixesOptions {
  octokit: GitHubClient;
  repository: RepositoryRef;
  /** The project root the results' paths are relative to. */
  cwd: string;
  /** The commit that was checked out: every fix branch starts here. */
  baseSha: string;
  /** The branch the run was for: pull requests go into it. */
  baseBranch: string;
  runId: string;
  runUrl: string | null;
  draft: boolean;
  token: string | null;
  remote?: string;
  /** Push here instead of to a remote of the checkout (publish builds it from the server URL). */
  pushUrl?: string;
  redact: (text: string) => string;
  log: (text: string) => void;
}

/** One group's change as a pull request: what publishOnFixBranch commits and says. */
export interface BranchPublication {
  /** The group whose marker the pull request's body carries. */
  group: string;
  /** Relative to options.cwd, as they are in the work tree. */
  files: readonly string[];
  commitMessage: string;
  /** The body must end with the group marker: a later run finds the pull request by it. */
  content: { title: string; body: string };
  draft: boolean;
  labels: string[];
}

/**
 * Commits the files onto the base, force-pushes the commit to the group's fix-loop/ branch and
 * opens or updates the group's pull request, labelled. A later run updates the same one.
 */
export async function publishOnFixBranch(
  publication: BranchPublication,
  options: PublishFixesOptions,
): Promise<{ commit: string; url: string; number: number }> {
  const { group } = publication;
  const commit = await commitFilesOnto({
    cwd: options.cwd,
    base: options.baseSha,
    files: [...publication.files],
    message: publication.commitMessage,
  });
  const found = await findOpenFixPullRequest(
    options.octokit,
    options.repository,
    group,
    options.baseBranch,
  );
  // A marker in a body can be copied into any pull request: only a fix-loop/ branch is ours to
  // force-push; any other head gets a new fix-loop/ branch and pull request instead.
  const existing = found && isFixBranch(found.headRef) ? found : null;
  if (found && !existing) {
    options.log(
      `${group}: pull request #${found.number} carries the group's marker but its branch is not under fix-loop/; leaving it alone`,
    );
  }
  const branch = existing?.headRef ?? fixBranchName(group, options.runId);
  await pushFixBranch({
    cwd: options.cwd,
    commit,
    branch,
    token: options.token,
    remote: options.remote,
    url: options.pushUrl,
  });
  const pull = existing
    ? await updateFixPullRequest(options.octokit, options.repository, existing, publication.content)
    : await createFixPullRequest(options.octokit, options.repository, {
        ...publication.content,
        head: branch,
        base: options.baseBranch,
        draft: publication.draft,
      });
  await addLabels(options.octokit, options.repository, pull.number, publication.labels);
  options.log(`${group}: ${existing ? "updated" : "opened"} ${pull.url} from ${branch}`);
  return { commit, url: pull.url, number: pull.number };
}
