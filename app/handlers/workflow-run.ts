import type { Context } from "probot";
import { FIX_LOOP_LABEL } from "../../src/github/labels.js";
import { code } from "../../src/report/markdown-blocks.js";
import type { Results } from "../../src/results/schema.js";
import { observeTrust, RUN_WEIGHT } from "../../src/trust/repository-trust.js";
import { saveDashboard } from "../dashboard/convergence.js";
import {
  findDashboard,
  hasSeen,
  markSeen,
  withGroup,
  withKnownTests,
  withTrust,
} from "../dashboard/dashboard.js";
import type { FlakyRow } from "../dashboard/flakiest.js";
import type { Dashboard } from "../dashboard/state.js";
import { type AppShared, type EventSetup, StepRunner, setUpEvent } from "../event-setup.js";
import { type IssueSnapshot, listLabelled } from "../github/snapshots.js";
import { convergeNewGroupIssues } from "../groups/convergence.js";
import {
  closeFixedGroup,
  type GroupIssueDeps,
  type GroupRecord,
  indexGroupIssues,
  readGroupState,
  recordGroupRun,
  updateGroupStatus,
} from "../groups/issues.js";
import type { RunFacts } from "../groups/state.js";
import { supersedeOlderSignatures } from "../groups/supersede.js";
import { flakiestRows } from "../history/flaky-rows.js";
import { noteQuarantineOnGroups } from "../history/quarantine-notes.js";
import { recordRunInHistory } from "../history/record-run.js";
import { renderSummary } from "../markdown/pull-request-summary.js";
import { updatePullRequest } from "../pull-request/update.js";
import { downloadResults } from "../results/artifact.js";

type RunContext = Context<"workflow_run.completed">;
type WorkflowRun = RunContext["payload"]["workflow_run"];

/** One run being reported: its results, and the fix-loop issues as they were before. */
interface Report {
  run: WorkflowRun;
  facts: RunFacts;
  results: Results;
  issues: IssueSnapshot[];
  /** Pull requests carrying `fix-loop`, with their labels, from the same listing. */
  pullRequests: Map<number, IssueSnapshot>;
  byGroup: Map<string, IssueSnapshot>;
  /** Group issues this report wrote, by group id. */
  records: Map<string, GroupRecord>;
  /** Issues this report opened for new groups, by group id. */
  opened: Map<string, number>;
  /** New groups past app.max-issues-per-run: on the dashboard, not issues. */
  unissued: Array<{ id: string; tests: string[] }>;
}

/**
 * A finished fix-loop run: its groups become issues, the dashboard and trust move, and the PR
 * gets its sticky summary. Each step fails alone; the others still happen, and the delivery
 * then fails so it can be redelivered (every step is idempotent).
 */
export async function handleWorkflowRun(context: RunContext, shared: AppShared): Promise<void> {
  const { workflow_run: run, repository } = context.payload;
  if (!fromThisRepository(context.payload)) {
    // A fork's run controls its own workflow, so its artifact says whatever the fork wants.
    context.log.info(
      `run ${run.id} ran ${run.head_repository?.full_name ?? "another repository"}'s code, not ${repository.full_name}'s; its results are not trusted, ignored`,
    );
    return;
  }
  const file = workflowFile(context.payload.workflow?.path ?? run.path);
  if (!mayBeFixLoopRun(shared, context, file)) {
    context.log.debug(`run ${run.id} is ${file || "a workflow without a file"}; ignored`);
    return;
  }
  const setup = await setUpEvent(context, shared);
  if (file !== setup.settings.workflow) {
    setup.log.debug(`run ${run.id} is ${file}, not ${setup.settings.workflow}; ignored`);
    return;
  }
  const results = await downloadResults(setup.octokit, setup.repo, run.id, setup.log);
  if (!results) return;
  const report = await startReport(setup, run, results);
  const steps = new StepRunner(setup.log, `run ${run.id}`);

  const history = await steps.run("flake history", () =>
    recordRunInHistory(setup, report.facts, results, historyPlaceOf(run)),
  );
  // Group issues say which of their tests are quarantined, with the numbers.
  const groupSetup: GroupIssueDeps = history ? { ...setup, quarantine: history.quarantine } : setup;
  await recordGroups(groupSetup, steps, report);
  const superseded = await steps.run("closing groups of an older signature", () =>
    supersedeOlderSignatures(setup, report.byGroup, report.records),
  );
  for (const [groupId, record] of superseded ?? []) report.records.set(groupId, record);
  await settleGroupsNotInRun(groupSetup, steps, report, isOnDefaultBranch(context));
  if (history) {
    const withQuarantine = { ...setup, quarantine: history.quarantine };
    await noteQuarantineOnGroups(withQuarantine, steps, report.byGroup, report.records);
  }
  const flaky = history
    ? await steps.run("flakiest tests", () => flakiestRows(setup, history, results))
    : undefined;
  const dashboard = await steps.run("dashboard", () => saveRunToDashboard(setup, report, flaky));
  const pullNumber = await findPullRequest(context, steps, report);
  if (pullNumber !== null) {
    const trust = (dashboard ?? findDashboard(report.issues)).state.trust;
    await steps.run(`pull request #${pullNumber}`, () =>
      updatePullRequest(setup, {
        number: pullNumber,
        body: renderSummary({
          results,
          run: report.facts,
          records: report.records,
          trust,
          settings: setup.settings,
        }),
        outcome: results.outcome,
        trust,
        listed: report.pullRequests.get(pullNumber),
      }),
    );
  }
  steps.finish();
}

async function startReport(setup: EventSetup, run: WorkflowRun, results: Results): Promise<Report> {
  const { issues, pullRequests } = await listLabelled(
    setup.octokit,
    setup.repo,
    FIX_LOOP_LABEL,
    setup.ownLogin,
  );
  setup.memory.rememberDashboard(findDashboard(issues));
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
    pullRequests,
    byGroup: indexGroupIssues(issues),
    records: new Map(),
    unissued: [],
    opened: new Map(),
  };
}

/**
 * Every group of the run gets its issue opened or rewritten; new issues up to
 * app.max-issues-per-run, the other new groups go to the dashboard's list instead.
 */
async function recordGroups(
  setup: GroupIssueDeps,
  steps: StepRunner,
  report: Report,
): Promise<void> {
  const { results, byGroup, records, facts } = report;
  let opened = 0;
  for (const group of results.groups) {
    // A group fixed in its first run has no issue to update; the PR summary links its fix.
    if (group.status === "fixed" && !byGroup.has(group.id)) continue;
    if (!byGroup.has(group.id)) {
      if (opened >= setup.settings["max-issues-per-run"]) {
        report.unissued.push({ id: group.id, tests: group.tests });
        continue;
      }
      opened += 1;
    }
    const existing = byGroup.get(group.id);
    const record = await steps.run(`group ${group.id}`, () =>
      recordGroupRun(setup, existing, group, results, facts),
    );
    if (record) records.set(group.id, record);
    if (record && !existing) report.opened.set(group.id, record.issue.number);
  }
  const moved = await steps.run("checking for duplicate group issues", () =>
    convergeNewGroupIssues(setup, report.opened),
  );
  for (const [groupId, winner] of moved ?? []) {
    const group = results.groups.find((candidate) => candidate.id === groupId);
    if (!group) continue;
    // Another copy's issue won: this run is written there (attempts merge by run and number).
    const record = await steps.run(`group ${groupId}`, () =>
      recordGroupRun(setup, winner, group, results, facts),
    );
    if (record) records.set(groupId, record);
  }
}

/**
 * Open groups this run did not report: closed when their tests passed on the default branch,
 * marked flaky when they passed only on a re-run.
 */
async function settleGroupsNotInRun(
  setup: GroupIssueDeps,
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
async function saveRunToDashboard(
  setup: EventSetup,
  report: Report,
  flaky: FlakyRow[] | undefined,
): Promise<Dashboard> {
  const { results, facts, records } = report;
  const dashboard = findDashboard(report.issues);
  let state = withKnownTests(
    dashboard.state,
    results.tests.map((test) => test.id),
    facts.at,
  );
  if (flaky) state = { ...state, flaky };
  for (const record of records.values()) state = withGroup(state, record);
  state = {
    ...state,
    unissued: report.unissued.length > 0 ? { run: facts.id, groups: report.unissued } : null,
  };
  const event = `run:${facts.id}`;
  const { agreed, total } = results.trust;
  // Only a run that moves trust is remembered as counted: one without claims changes nothing.
  if (total > 0 && !hasSeen(state, event)) {
    const cause = `run ${facts.id}: ${agreed} of ${total} claims matched verification`;
    state = withTrust(
      state,
      observeTrust(state.trust, agreed / total, RUN_WEIGHT, cause, facts.at),
    );
    state = markSeen(state, event);
  }
  const issue = await saveDashboard(setup, { ...dashboard, state });
  return { issue, state };
}

/**
 * The run's pull request, from GitHub only (never from the artifact, which the run wrote):
 * the run's own pull_requests, else the open pull request GitHub lists for its head commit
 * on its branch (a dispatched /fix run carries none), so its summary is updated (the time it
 * records ends the /fix in progress).
 */
async function findPullRequest(
  context: RunContext,
  steps: StepRunner,
  report: Report,
): Promise<number | null> {
  const { run } = report;
  const listed = run.pull_requests.find(
    (pull) => pull?.base.repo.id === context.payload.repository.id,
  );
  if (listed) return listed.number;
  if (run.event !== "workflow_dispatch") return null;
  return (await steps.run("finding the pull request", () => pullRequestOfCommit(context))) ?? null;
}

async function pullRequestOfCommit(context: RunContext): Promise<number | null> {
  const { workflow_run: run, repository } = context.payload;
  if (!run.head_branch || run.head_branch === repository.default_branch) return null;
  const { data } = await context.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...context.repo(),
    commit_sha: run.head_sha,
  });
  const pull = data.find(
    (candidate) =>
      candidate.state === "open" &&
      candidate.head.ref === run.head_branch &&
      candidate.head.repo?.full_name === repository.full_name,
  );
  return pull?.number ?? null;
}

/**
 * Whether a run could be fix-loop's, without a call: its workflow file against the repository's
 * setting as read in the last minutes. Before the first read (or when it is old) the settings are
 * read, so a repository that names another file (app.workflow) never loses a run to the default.
 */
function mayBeFixLoopRun(shared: AppShared, context: RunContext, file: string): boolean {
  if (!file) return false;
  const { owner, repo } = context.repo();
  const known = shared.settings.peek(`${owner}/${repo}`);
  return known ? known.workflow === file : true;
}

/** Where the run ran, for the flake history: `pull/N` for a pull request's run, else its branch. */
function historyPlaceOf(run: WorkflowRun): string {
  const pull = run.pull_requests.find((candidate) => candidate?.number);
  return pull ? `pull/${pull.number}` : (run.head_branch ?? "");
}

/** The run ran the repository's own code: not a fork's pull request, whatever its workflow. */
function fromThisRepository(payload: RunContext["payload"]): boolean {
  const head = payload.workflow_run.head_repository as { id?: number; full_name?: string } | null;
  if (!head) return false;
  return head.id === payload.repository.id && head.full_name === payload.repository.full_name;
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
