import { RESULTS_ARTIFACT } from "../../src/github/artifacts.js";
import type { EventSetup } from "../event-setup.js";
import type { SummaryState } from "../markdown/pull-request-summary.js";
import { readResultsArtifact } from "../results/artifact.js";
import type { FixTarget } from "./target.js";

/**
 * When the app holds no results (a missed or failed workflow_run delivery, a fresh install),
 * the latest results artifact of the target's branch still has them: the one at the target's
 * commit, else the branch's latest. It is read as the PR's summary would have recorded it.
 * Only runs of the repository's own code count (a fork's run writes its own).
 */
export async function latestRunResults(
  setup: EventSetup,
  target: FixTarget,
  repository: { id: number },
): Promise<SummaryState | null> {
  const { octokit, repo, log } = setup;
  const artifact = await latestArtifact(setup, target, repository.id);
  if (!artifact) return null;
  const { run } = artifact;
  const results = await readResultsArtifact(octokit, repo, run.id, artifact, log);
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

interface RunArtifact {
  id: number;
  name: string;
  size_in_bytes: number;
  run: { id: number; head_sha: string };
}

/**
 * One listing instead of the branch's runs and then the run's artifacts: GitHub names each
 * artifact's run, branch, commit and head repository. The verify job's `fix-loop-results` is
 * the run's full view of its tests and groups (a matrix's `fix-loop-results-<group>` only adds
 * the fix jobs' attempts, which a /fix does not need to decide).
 */
async function latestArtifact(
  { octokit, repo }: EventSetup,
  target: FixTarget,
  repositoryId: number,
): Promise<RunArtifact | null> {
  const { data } = await octokit.rest.actions.listArtifactsForRepo({
    ...repo,
    name: RESULTS_ARTIFACT,
    per_page: 100,
  });
  const own: RunArtifact[] = [];
  for (const artifact of data.artifacts) {
    const run = artifact.workflow_run;
    if (artifact.expired || run?.id === undefined || run.head_sha === undefined) continue;
    if (run.head_branch !== target.ref) continue;
    if (run.head_repository_id !== repositoryId || run.repository_id !== repositoryId) continue;
    own.push({ ...artifact, run: { id: run.id, head_sha: run.head_sha } });
  }
  own.sort((a, b) => b.id - a.id); // newest first, whatever order the page came in
  return own.find((artifact) => artifact.run.head_sha === target.sha) ?? own[0] ?? null;
}
