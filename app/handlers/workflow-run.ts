import type { Context } from "probot";
import type { Results } from "../../src/results/schema.js";
import {
  type Dashboard,
  findDashboard,
  hasSeen,
  markSeen,
  saveDashboard,
  withGroup,
  withKnownTests,
  withTrust,
} from "../dashboard.js";
import { describeError, listComments, listIssuesWithLabel } from "../github.js";
import {
  closeFixedGroup,
  type GroupIssueDeps,
  type GroupRecord,
  indexGroupIssues,
  readGroupState,
  recordGroupRun,
  updateGroupStatus,
} from "../group-issues.js";
import type { RunFacts } from "../group-state.js";
import { FIX_LOOP_LABEL, LabelMaker } from "../labels.js";
import {
  findSummary,
  labelPullRequest,
  renderSummary,
  upsertSummary,
} from "../pull-request-summary.js";
import { downloadResults } from "../results-artifact.js";
import { loadSettings } from "../settings.js";
import { observeTrust, RUN_WEIGHT } from "../trust.js";

type RunContext = Context<"workflow_run.completed">;

/**
 * A finished fix-loop run: its groups become issues, the dashboard and trust move, and the PR
 * gets its sticky summary. Each step fails alone; the others still happen, and the delivery
 * then fails so it can be redelivered (every step is idempotent).
 */
export async function handleWorkflowRun(context: RunContext): Promise<void> {
  const { workflow_run: run, repository } = context.payload;
  const settings = await loadSettings(context);
  if (workflowFile(run.path) !== settings.workflow) {
    context.log.debug(`run ${run.id} is ${run.path}, not ${settings.workflow}; ignored`);
    return;
  }
  const octokit = context.octokit;
  const repo = context.repo();
  const results = await downloadResults(octokit, repo, run.id, context.log);
  if (!results) return;

  const facts: RunFacts = {
    id: String(run.id),
    url: run.html_url,
    sha: run.head_sha,
    branch: run.head_branch,
    at: results.finishedAt,
    outcome: results.outcome,
  };
  const onDefaultBranch =
    run.head_branch === repository.default_branch && !run.event.startsWith("pull_request");
  const labels = new LabelMaker(octokit, repo, settings.labels);
  const deps: GroupIssueDeps = {
    octokit,
    repo,
    labels,
    maxAttempts: settings["max-attempts"],
    log: context.log,
  };
  const failures: string[] = [];
  const attempt = async <T>(what: string, step: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await step();
    } catch (error) {
      failures.push(`${what}: ${describeError(error)}`);
      context.log.error(`run ${run.id}: ${what} failed: ${describeError(error)}`);
      return undefined;
    }
  };

  const issues = await listIssuesWithLabel(octokit, repo, FIX_LOOP_LABEL);
  const byGroup = indexGroupIssues(issues);
  const records = new Map<string, GroupRecord>();

  for (const group of results.groups) {
    // A group fixed in its first run has no issue to update; the PR summary links its fix.
    if (group.status === "fixed" && !byGroup.has(group.id)) continue;
    const record = await attempt(`group ${group.id}`, () =>
      recordGroupRun(deps, byGroup.get(group.id), group, results, facts),
    );
    if (record) records.set(group.id, record);
  }

  for (const [groupId, issue] of byGroup) {
    if (records.has(groupId) || issue.state === "closed") continue;
    const state = readGroupState(issue);
    if (!state) continue;
    const verdict = verdictOf(state.tests, results);
    if (verdict === "passed" && onDefaultBranch) {
      const note = `Passed on \`${run.head_branch}\` in run ${run.id}.`;
      const record = await attempt(`closing group ${groupId}`, () =>
        closeFixedGroup(deps, issue, state, note),
      );
      if (record) records.set(groupId, record);
    } else if (verdict === "flaky" && state.status !== "flaky") {
      const note = `Flaky in run ${run.id}: failed, then passed on a re-run.`;
      const record = await attempt(`group ${groupId}`, () =>
        updateGroupStatus(deps, issue, state, "flaky", note),
      );
      if (record) records.set(groupId, record);
    }
  }

  const dashboard = await attempt("dashboard", () =>
    saveRunToDashboard(context, labels, findDashboard(issues), results, facts, records),
  );

  const pullNumber =
    run.pull_requests[0]?.number ??
    results.run?.pullRequest ??
    (await attempt("finding the pull request", () =>
      openPullRequestFor(context, run.head_branch),
    )) ??
    null;
  if (pullNumber !== null) {
    const trust = (dashboard ?? findDashboard(issues)).state.trust;
    await attempt(`pull request #${pullNumber}`, async () => {
      const summary = findSummary(await listComments(octokit, repo, pullNumber));
      await upsertSummary(
        octokit,
        repo,
        pullNumber,
        summary,
        renderSummary({ results, run: facts, records, trust }),
      );
      await labelPullRequest(octokit, repo, labels, pullNumber, results.outcome, trust);
    });
  }

  if (failures.length > 0) {
    throw new Error(
      `run ${run.id} was handled in part; redeliver to finish. Failed: ${failures.join("; ")}`,
    );
  }
}

async function saveRunToDashboard(
  context: RunContext,
  labels: LabelMaker,
  dashboard: Dashboard,
  results: Results,
  facts: RunFacts,
  records: Map<string, GroupRecord>,
): Promise<Dashboard> {
  let state = withKnownTests(
    dashboard.state,
    results.tests.map((test) => test.id),
    facts.at,
  );
  for (const record of records.values()) state = withGroup(state, record);
  const event = `run:${facts.id}`;
  if (!hasSeen(state, event)) {
    const { agreed, total } = results.trust;
    if (total > 0) {
      const cause = `run ${facts.id}: ${agreed} of ${total} claims matched verification`;
      state = withTrust(
        state,
        observeTrust(state.trust, agreed / total, RUN_WEIGHT, cause, facts.at),
      );
    }
    state = markSeen(state, event);
  }
  const issue = await saveDashboard(context.octokit, context.repo(), labels, {
    ...dashboard,
    state,
  });
  return { issue, state };
}

/**
 * A dispatched run (a /fix) carries no pull request: find the open one whose head is the run's
 * branch, so its summary is updated and its in-progress label cleared.
 */
async function openPullRequestFor(
  context: RunContext,
  branch: string | null,
): Promise<number | null> {
  const { workflow_run: run, repository } = context.payload;
  if (!branch || branch === repository.default_branch || run.event !== "workflow_dispatch")
    return null;
  const { data } = await context.octokit.rest.pulls.list({
    ...context.repo(),
    state: "open",
    head: `${repository.owner.login}:${branch}`,
    per_page: 1,
  });
  return data[0]?.number ?? null;
}

/** ".github/workflows/fix-loop.yml" (or with an "@ref" suffix) -> "fix-loop.yml". */
function workflowFile(path: string): string {
  return path.replace(/@.*$/, "").split("/").pop() ?? path;
}

/** How the group's tests did in this run: all passed, passed with a flaky one, or anything else. */
function verdictOf(tests: string[], results: Results): "passed" | "flaky" | null {
  const byId = new Map(results.tests.map((test) => [test.id, test.status]));
  const statuses = tests.map((id) => byId.get(id));
  if (statuses.length === 0 || statuses.some((status) => status !== "passed" && status !== "flaky"))
    return null;
  return statuses.includes("flaky") ? "flaky" : "passed";
}
