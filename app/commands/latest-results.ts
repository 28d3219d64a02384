import type { RepositoryRef } from "../../src/github/repository.js";
import type { EventSetup } from "../event-setup.js";
import type { SummaryState } from "../pull-request-summary.js";
import { downloadResults } from "../results-artifact.js";
import type { FixTarget } from "./target.js";

/**
 * When the app holds no results (a missed or failed workflow_run delivery, a fresh install),
 * the latest completed run of the fix-loop workflow still has them: first one at the target's
 * commit, else one on its branch. Its results artifact is read as the PR's summary would have
 * recorded it. Only runs of the repository's own code count (a fork's run writes its own).
 */
export async function latestRunResults(
  setup: EventSetup,
  target: FixTarget,
  repository: { id: number },
): Promise<SummaryState | null> {
  const { octokit, repo, log } = setup;
  const run =
    (await latestRun(setup, repo, { head_sha: target.sha }, repository.id)) ??
    (await latestRun(setup, repo, { branch: target.ref }, repository.id));
  if (!run) return null;
  const results = await downloadResults(octokit, repo, run.id, log);
  if (!results) return null;
  log.info(`no stored results; read run ${run.id}'s artifact instead`);
  return {
    v: 1,
    sha: run.head_sha,
    run: String(run.id),
    groups: results.groups.map((group) => ({
      id: group.id,
      tests: group.tests,
      status: group.status,
    })),
  };
}

async function latestRun(
  { octokit, settings }: EventSetup,
  repo: RepositoryRef,
  filter: { head_sha: string } | { branch: string },
  repositoryId: number,
): Promise<{ id: number; head_sha: string } | null> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    ...repo,
    workflow_id: settings.workflow,
    status: "completed",
    per_page: 10,
    ...filter,
  });
  const run = data.workflow_runs.find(
    (candidate) => candidate.head_repository?.id === repositoryId,
  );
  return run ? { id: run.id, head_sha: run.head_sha } : null;
}
