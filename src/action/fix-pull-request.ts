import { fixBranchName, isFixBranch } from "../github/branches.js";
import type { GitHubClient } from "../github/client.js";
import {
  createFixPullRequest,
  findOpenFixPullRequest,
  updateFixPullRequest,
} from "../github/fix-pull-requests.js";
import { addLabels, FIX_LOOP_LABEL, FIXED_LABEL } from "../github/labels.js";
import type { RepositoryRef } from "../github/repository.js";
import { renderFixPullRequestBody } from "../report/fix-pull-request-body.js";
import type { FixPullRequestLink } from "../report/markdown.js";
import { keptAttempt } from "../results/kept-attempt.js";
import type { Attempt, Group, Results } from "../results/schema.js";
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

/**
 * Commits `files` (relative to options.cwd, as they are in the work tree) onto the base, pushes
 * the commit to the group's fix-loop/ branch and opens or updates the group's pull request.
 */
export async function publishGroupFix(
  results: Results,
  group: Group,
  files: readonly string[],
  options: PublishFixesOptions,
): Promise<{ commit: string; link: FixPullRequestLink }> {
  const attempt = keptAttempt(results, group.id);
  const commit = await commitFilesOnto({
    cwd: options.cwd,
    base: options.baseSha,
    files: [...files],
    message: commitMessage(group, attempt, options),
  });
  const found = await findOpenFixPullRequest(
    options.octokit,
    options.repository,
    group.id,
    options.baseBranch,
  );
  // A marker in a body can be copied into any pull request: only a fix-loop/ branch is ours to
  // force-push; any other head gets a new fix-loop/ branch and pull request instead.
  const existing = found && isFixBranch(found.headRef) ? found : null;
  if (found && !existing) {
    options.log(
      `${group.id}: pull request #${found.number} carries the group's marker but its branch is not under fix-loop/; leaving it alone`,
    );
  }
  const branch = existing?.headRef ?? fixBranchName(group.id, options.runId);
  await pushFixBranch({
    cwd: options.cwd,
    commit,
    branch,
    token: options.token,
    remote: options.remote,
    url: options.pushUrl,
  });

  const content = {
    title: titleOf(group, options.redact),
    body: renderFixPullRequestBody(results, group.id, {
      redact: options.redact,
      runUrl: options.runUrl,
      baseSha: options.baseSha,
    }),
  };
  const pull = existing
    ? await updateFixPullRequest(options.octokit, options.repository, existing, content)
    : await createFixPullRequest(options.octokit, options.repository, {
        ...content,
        head: branch,
        base: options.baseBranch,
        draft: options.draft,
      });
  await addLabels(options.octokit, options.repository, pull.number, [FIX_LOOP_LABEL, FIXED_LABEL]);
  options.log(`${group.id}: ${existing ? "updated" : "opened"} ${pull.url} from ${branch}`);
  return { commit, link: { group: group.id, url: pull.url, number: pull.number } };
}

function titleOf(group: Group, redact: (text: string) => string): string {
  const tests =
    group.tests.length <= 3
      ? group.tests.join(", ")
      : `${group.tests.slice(0, 3).join(", ")} +${group.tests.length - 3}`;
  const signature = redact(group.signature).replace(/\s+/g, " ");
  const short = signature.length > 60 ? `${signature.slice(0, 57)}...` : signature;
  return `fix-loop: fix ${tests} (${short})`;
}

function commitMessage(
  group: Group,
  attempt: Attempt | null,
  options: PublishFixesOptions,
): string {
  const how = attempt
    ? `Attempt ${attempt.attempt} (${options.redact(attempt.strategy)}), verified`
    : "Verified";
  return [
    `fix-loop: fix ${group.tests.join(", ")}`,
    "",
    `Root cause signature: ${options.redact(group.signature)}`,
    `Group: ${group.id}`,
    `${how} by the fix-loop engine${options.runUrl ? ` in ${options.runUrl}` : ""}.`,
    "",
  ].join("\n");
}
