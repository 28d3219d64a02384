import type { GitHubClient } from "./client.js";
import type { RepositoryRef } from "./repository.js";

export const FIX_LOOP_LABEL = "fix-loop";
export const FIXED_LABEL = "fix-loop:fixed";

/** Adds labels to an issue or pull request; GitHub creates labels that do not exist yet. */
export async function addLabels(
  octokit: GitHubClient,
  repository: RepositoryRef,
  issueNumber: number,
  labels: string[],
): Promise<void> {
  await octokit.rest.issues.addLabels({ ...repository, issue_number: issueNumber, labels });
}
