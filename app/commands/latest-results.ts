import type { RepositoryRef } from "../../src/github/repository.js";
import type { EventSetup } from "../event-setup.js";
import type { SummaryState } from "../pull-request-summary.js";
import { downloadResults } from "../results-artifact.js";
import type { FixTarget } from "./target.js";

/**
 * When the app holds no results (a missed or failed workflow_run delivery, a fresh install),
 * the latest completed run of the fix-loop workflow still has them: the one at the target's
 * commit, else the latest on its branch. Its results artifact is read as the PR's summary would have
 * recorded it. Only runs of the repository's own code count (a fork's run writes its own).
 */
export async function latestRunResults(
  setup: EventSetup,
  target: FixTarget,
  repository: { id: number },
): Promise<SummaryState | null> {
  const { octokit, repo, log } = setup;
  const run = await latestRun(setup, repo, target, repository.id);
  if (!run) return null;
  const results = await downloadResults(octokit, repo, run.id, log);
  if (!results) return null;
  log.info(`no stored results; read run ${run.id}'s artifact instead`);
  return {
    v: 1,
    sha: run.head_sha,
    run: String(run.id),
    at: results.finishedAt,
    groups: results.groups.map((group) => ({
      id: group.id,
      tests: group.tests,
      status: group.status,
    })),
  };
}

/**
 * One listing of the branch's completed runs (newest first): the latest at the target's commit,
 * else the branch's latest. Only runs of the repository's own code.
 */
async function latestRun(
  { octokit, settings }: EventSetup,
  repo: RepositoryRef,
  target: FixTarget,
  repositoryId: number,
): Promise<{ id: number; head_sha: string } | null> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    ...repo,
    workflow_id: settings.workflow,
    branch: target.ref,
    status: "completed",
    per_page: 20,
  });
  const own = data.workflow_runs.filter((run) => run.head_repository?.id === repositoryId);
  const run = own.find((candidate) => candidate.head_sha === target.sha) ?? own[0];
  return run ? { id: run.id, head_sha: run.head_sha } : null;
}
