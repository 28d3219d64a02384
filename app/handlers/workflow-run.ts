import type { Context } from "probot";
import { FIX_LOOP_LABEL } from "../../src/github/labels.js";
import { code } from "../../src/report/markdown-blocks.js";
import type { Results } from "../../src/results/schema.js";
import { observeTrust, RUN_WEIGHT } from "../../src/trust/repository-trust.js";
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
import { type EventSetup, StepRunner, setUpEvent } from "../event-setup.js";
import { type IssueSnapshot, listComments, listIssuesWithLabel } from "../github.js";
import {
  closeFixedGroup,
  type GroupRecord,
  indexGroupIssues,
  readGroupState,
  recordGroupRun,
  updateGroupStatus,
} from "../group-issues.js";
import type { RunFacts } from "../group-state.js";
import {
  findSummary,
  labelPullRequest,
  renderSummary,
  upsertSummary,
} from "../pull-request-summary.js";
import { downloadResults } from "../results-artifact.js";

type RunContext = Context<"workflow_run.completed">;
type WorkflowRun = RunContext["payload"]["workflow_run"];

/** One run being reported: its results, and the fix-loop issues as they were before. */
interface Report {
  run: WorkflowRun;
  facts: RunFacts;
  results: Results;
  issues: IssueSnapshot[];
  byGroup: Map<string, IssueSnapshot>;
  /** Group issues this report wrote, by group id. */
  records: Map<string, GroupRecord>;
}

/**
 * A finished fix-loop run: its groups become issues, the dashboard and trust move, and the PR
 * gets its sticky summary. Each step fails alone; the others still happen, and the delivery
 * then fails so it can be redelivered (every step is idempotent).
 */
export async function handleWorkflowRun(context: RunContext): Promise<void> {
  const { workflow_run: run } = context.payload;
  const setup = await setUpEvent(context);
  if (workflowFile(run.path) !== setup.settings.workflow) {
    setup.log.debug(`run ${run.id} is ${run.path}, not ${setup.settings.workflow}; ignored`);
    return;
  }
  const results = await downloadResults(setup.octokit, setup.repo, run.id, setup.log);
  if (!results) return;
  const report = await startReport(setup, run, results);
  const steps = new StepRunner(setup.log, `run ${run.id}`);

  await recordGroups(setup, steps, report);
  await settleGroupsNotInRun(setup, steps, report, isOnDefaultBranch(context));
  const dashboard = await steps.run("dashboard", () => saveRunToDashboard(setup, report));
  const pullNumber = await findPullRequest(context, steps, report);
  if (pullNumber !== null) {
    const trust = (dashboard ?? findDashboard(report.issues)).state.trust;
    await steps.run(`pull request #${pullNumber}`, () =>
      updatePullRequest(setup, report, pullNumber, trust),
    );
  }
  steps.finish();
}

async function startReport(setup: EventSetup, run: WorkflowRun, results: Results): Promise<Report> {
  const issues = await listIssuesWithLabel(setup.octokit, setup.repo, FIX_LOOP_LABEL);
  return {
    run,
    facts: {
      id: String(run.id),
      url: run.html_url,
      sha: run.head_sha,
      branch: run.head_branch,
      at: results.finishedAt,
      outcome: results.outcome,
    },
    results,
    issues,
    byGroup: indexGroupIssues(issues),
    records: new Map(),
  };
}

/** Every group of the run gets its issue opened or rewritten. */
async function recordGroups(setup: EventSetup, steps: StepRunner, report: Report): Promise<void> {
  const { results, byGroup, records, facts } = report;
  for (const group of results.groups) {
    // A group fixed in its first run has no issue to update; the PR summary links its fix.
    if (group.status === "fixed" && !byGroup.has(group.id)) continue;
    const record = await steps.run(`group ${group.id}`, () =>
      recordGroupRun(setup, byGroup.get(group.id), group, results, facts),
    );
    if (record) records.set(group.id, record);
  }
}

/**
 * Open groups this run did not report: closed when their tests passed on the default branch,
 * marked flaky when they passed only on a re-run.
 */
async function settleGroupsNotInRun(
  setup: EventSetup,
  steps: StepRunner,
  report: Report,
  onDefaultBranch: boolean,
): Promise<void> {
  const { run, results, byGroup, records } = report;
  for (const [groupId, issue] of byGroup) {
    if (records.has(groupId) || issue.state === "closed") continue;
    const state = readGroupState(issue);
    if (!state) continue;
    const outcome = groupOutcome(state.tests, results);
    let record: GroupRecord | undefined;
    if (outcome === "passed" && onDefaultBranch) {
      const note = `Passed on ${code(run.head_branch ?? "")} in run ${run.id}.`;
      record = await steps.run(`closing group ${groupId}`, () =>
        closeFixedGroup(setup, issue, state, note),
      );
    } else if (outcome === "flaky" && state.status !== "flaky") {
      const note = `Flaky in run ${run.id}: failed, then passed on a re-run.`;
      record = await steps.run(`group ${groupId}`, () =>
        updateGroupStatus(setup, issue, state, "flaky", note),
      );
    }
    if (record) records.set(groupId, record);
  }
}

/** The run's tests and groups on the dashboard; trust moved once per run. */
async function saveRunToDashboard(setup: EventSetup, report: Report): Promise<Dashboard> {
  const { results, facts, records } = report;
  const dashboard = findDashboard(report.issues);
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
  const issue = await saveDashboard(setup, { ...dashboard, state });
  return { issue, state };
}

/** The sticky summary comment, and the PR's outcome and trust labels. */
async function updatePullRequest(
  setup: EventSetup,
  report: Report,
  pullNumber: number,
  trust: Dashboard["state"]["trust"],
): Promise<void> {
  const { results, facts, records } = report;
  const summary = findSummary(await listComments(setup.octokit, setup.repo, pullNumber));
  const body = renderSummary({ results, run: facts, records, trust });
  await upsertSummary(setup, pullNumber, summary, body);
  await labelPullRequest(setup, pullNumber, results.outcome, trust);
}

/** The run's pull request: GitHub's word, else the results', else the branch's open PR. */
async function findPullRequest(
  context: RunContext,
  steps: StepRunner,
  report: Report,
): Promise<number | null> {
  const { run, results } = report;
  return (
    run.pull_requests[0]?.number ??
    results.run?.pullRequest ??
    (await steps.run("finding the pull request", () =>
      openPullRequestFor(context, run.head_branch),
    )) ??
    null
  );
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

function isOnDefaultBranch(context: RunContext): boolean {
  const { workflow_run: run, repository } = context.payload;
  return run.head_branch === repository.default_branch && !run.event.startsWith("pull_request");
}

/**
 * ".github/workflows/fix-loop.yml" (or with an "@ref" suffix) -> "fix-loop.yml". A run GitHub
 * sends without a path (some manual runs) names no workflow file.
 */
function workflowFile(path: string | undefined): string {
  return (path ?? "").replace(/@.*$/, "").split("/").pop() ?? "";
}

/** How the group's tests did in this run: all passed, passed with a flaky one, or anything else. */
function groupOutcome(tests: string[], results: Results): "passed" | "flaky" | null {
  const byId = new Map(results.tests.map((test) => [test.id, test.status]));
  const statuses = tests.map((id) => byId.get(id));
  if (statuses.length === 0 || statuses.some((status) => status !== "passed" && status !== "flaky"))
    return null;
  return statuses.includes("flaky") ? "flaky" : "passed";
}
