import { messageOf } from "../errors.js";
import { fixBranchName } from "../github/branches.js";
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
  redact: (text: string) => string;
  log: (text: string) => void;
}

/** The attempt whose change the engine verified and kept for a group. */
export function winningAttempt(results: Results, groupId: string): Attempt | null {
  const verified = results.attempts.filter(
    (a) => a.group === groupId && a.verified.passed && a.rejected === null,
  );
  return verified.at(-1) ?? null;
}

export interface Publication {
  links: FixPullRequestLink[];
  /** Groups whose verified fix did not reach a pull request, and why. */
  problems: string[];
}

/**
 * One branch, one commit and one pull request per FIXED group; an open pull request an earlier
 * run made for the same group is updated instead. Deferred groups push nothing. One group's
 * failure does not stop the others.
 */
export async function publishFixPullRequests(
  results: Results,
  options: PublishFixesOptions,
): Promise<Publication> {
  const publication: Publication = { links: [], problems: [] };
  for (const group of results.groups.filter((g) => g.status === "fixed")) {
    const attempt = winningAttempt(results, group.id);
    if (!attempt || attempt.filesChanged.length === 0) {
      publication.problems.push(
        `${group.id}: fixed, but no verified attempt records changed files`,
      );
      continue;
    }
    try {
      publication.links.push(await publishOne(results, group, attempt, options));
    } catch (error) {
      publication.problems.push(`${group.id}: ${options.redact(messageOf(error))}`);
    }
  }
  return publication;
}

async function publishOne(
  results: Results,
  group: Group,
  attempt: Attempt,
  options: PublishFixesOptions,
): Promise<FixPullRequestLink> {
  const commit = await commitFilesOnto({
    cwd: options.cwd,
    base: options.baseSha,
    files: attempt.filesChanged,
    message: commitMessage(group, attempt, options),
  });
  attempt.commit = commit;
  const existing = await findOpenFixPullRequest(
    options.octokit,
    options.repository,
    group.id,
    options.baseBranch,
  );
  const branch = existing?.headRef ?? fixBranchName(group.id, options.runId);
  await pushFixBranch({
    cwd: options.cwd,
    commit,
    branch,
    token: options.token,
    remote: options.remote,
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
  return { group: group.id, url: pull.url, number: pull.number };
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

function commitMessage(group: Group, attempt: Attempt, options: PublishFixesOptions): string {
  return [
    `fix-loop: fix ${group.tests.join(", ")}`,
    "",
    `Root cause signature: ${options.redact(group.signature)}`,
    `Group: ${group.id}`,
    `Attempt ${attempt.attempt} (${attempt.strategy}), verified by the fix-loop engine${options.runUrl ? ` in ${options.runUrl}` : ""}.`,
    "",
  ].join("\n");
}
