import { DASHBOARD_LABEL, FIX_LOOP_LABEL } from "../../src/github/labels.js";
import {
  DASHBOARD_MARKER,
  readMarkers,
  readStateMarker,
  stateMarker,
  withMarkers,
} from "../../src/github/markers.js";
import { cell, codeCell, table } from "../../src/report/markdown-blocks.js";
import { formatPercent } from "../../src/text/quantities.js";
import {
  repositoryTrustFormula,
  sparkline,
  type TrustState,
} from "../../src/trust/repository-trust.js";
import { type CommandVocabulary, commandSummary } from "../commands/fix-command.js";
import type { EventSetup } from "../event-setup.js";
import { type IssueSnapshot, toIssueSnapshot, writtenByApp } from "../github/snapshots.js";
import type { GroupRecord } from "../groups/issues.js";
import { renderFlakiest } from "./flakiest.js";
import {
  type Dashboard,
  type DashboardState,
  dashboardStateSchema,
  EMPTY_DASHBOARD,
} from "./state.js";

const DASHBOARD_TITLE = "fix-loop dashboard";
/** Test ids unseen for this long are forgotten, so a deleted test stops being accepted by /fix. */
const KNOWN_TEST_DAYS = 30;
const SEEN_KEPT = 200;
const TREND_ROWS = 10;

/** The dashboard among the repository's fix-loop issues (the oldest, if two copies raced). */
export function findDashboard(issues: IssueSnapshot[]): Dashboard {
  const issue =
    [...issues].sort((a, b) => a.number - b.number).find((candidate) => isDashboard(candidate)) ??
    null;
  return {
    issue,
    state:
      (issue && readStateMarker(issue.body, dashboardStateSchema, writtenByApp(issue))) ??
      EMPTY_DASHBOARD,
  };
}

export function isDashboard(issue: Pick<IssueSnapshot, "body" | "byApp">): boolean {
  return readMarkers(issue.body, writtenByApp(issue)).dashboard;
}

/**
 * The dashboard for a command: as this copy read or wrote it in the last minute, else one
 * listing of issues with the dashboard label (a conditional request: unchanged, it is free).
 */
export async function loadDashboard(setup: EventSetup): Promise<Dashboard> {
  const recent = setup.memory.recentDashboard();
  if (recent) return recent;
  const { octokit, repo, ownLogin } = setup;
  const { data } = await octokit.rest.issues.listForRepo({
    ...repo,
    labels: DASHBOARD_LABEL,
    state: "all",
    per_page: 10,
  });
  const dashboard = findDashboard(data.map((raw) => toIssueSnapshot(raw, ownLogin)));
  setup.memory.rememberDashboard(dashboard);
  return dashboard;
}

export function hasSeen(state: DashboardState, event: string): boolean {
  return state.seen.includes(event);
}

export function markSeen(state: DashboardState, event: string): DashboardState {
  return { ...state, seen: [...state.seen.filter((e) => e !== event), event].slice(-SEEN_KEPT) };
}

/**
 * Two dashboards' states as one, when two copies of the app each wrote theirs: tests, groups
 * and counted events of both (this copy's groups win, being the newer), the trust that saw more.
 */
export function mergeDashboardStates(kept: DashboardState, ours: DashboardState): DashboardState {
  const knownTests = { ...kept.knownTests };
  for (const [id, at] of Object.entries(ours.knownTests))
    if (!knownTests[id] || knownTests[id] < at) knownTests[id] = at;
  const seen = [...kept.seen, ...ours.seen.filter((event) => !kept.seen.includes(event))];
  return {
    ...kept,
    knownTests,
    groups: { ...kept.groups, ...ours.groups },
    seen: seen.slice(-SEEN_KEPT),
    trust: ours.trust.history.length > kept.trust.history.length ? ours.trust : kept.trust,
    unissued: ours.unissued ?? kept.unissued,
    flaky: ours.flaky ?? kept.flaky,
  };
}

export function withTrust(state: DashboardState, trust: TrustState): DashboardState {
  return { ...state, trust };
}

/**
 * Remembers the run's test ids and forgets ids no run has reported for a while. A test's date
 * moves once a day at most, so a run that reports the same tests again leaves the dashboard as
 * it was (no write).
 */
export function withKnownTests(state: DashboardState, ids: string[], at: string): DashboardState {
  const cutoff = new Date(Date.parse(at) - KNOWN_TEST_DAYS * 86_400_000).toISOString();
  const dayBefore = new Date(Date.parse(at) - 86_400_000).toISOString();
  const knownTests: Record<string, string> = {};
  for (const [id, seen] of Object.entries(state.knownTests))
    if (seen >= cutoff) knownTests[id] = seen;
  for (const id of ids) {
    const seen = knownTests[id];
    if (!seen || seen < dayBefore) knownTests[id] = at;
  }
  return { ...state, knownTests };
}

/** The group as the dashboard lists it, or dropped once its issue is closed. */
export function withGroup(state: DashboardState, record: GroupRecord): DashboardState {
  const groups = { ...state.groups };
  if (record.issue.state === "closed" || record.state.status === "fixed") {
    delete groups[record.state.group];
  } else {
    groups[record.state.group] = {
      issue: record.issue.number,
      url: record.issue.htmlUrl,
      status: record.state.status,
      attempts: record.state.attemptCount,
      tests: record.state.tests,
    };
  }
  return { ...state, groups };
}

function renderDashboard(state: DashboardState, commands: CommandVocabulary): string {
  const groups = Object.entries(state.groups).sort(([, a], [, b]) => a.issue - b.issue);
  const groupTable =
    groups.length === 0
      ? "No open groups: everything fix-loop has seen passes."
      : table(
          ["Issue", "Tests", "Status", "Attempts", "Group"],
          groups.map(([id, group]) => [
            `[#${group.issue}](${group.url})`,
            group.tests.map(codeCell).join(", "),
            cell(group.status),
            String(group.attempts),
            codeCell(id),
          ]),
        );
  const trend = state.trust.history.slice(-TREND_ROWS).reverse();
  const trustLine =
    state.trust.score === null
      ? "**Trust:** not measured yet (no fix attempts or fix pull requests so far)."
      : `**Trust:** ${formatPercent(state.trust.score)} ${sparkline(state.trust)}`;
  const sections = [
    "This issue lists every failure group fix-loop is tracking in this repository, and how far its fixes can be trusted. It is kept up to date by the fix-loop app.",
    trustLine,
    `### Open groups (${groups.length})`,
    groupTable,
    unissuedSection(state),
    renderFlakiest(state.flaky ?? []),
    trend.length > 0 ? "### Trust trend" : "",
    trend.length > 0
      ? table(
          ["When", "Score", "Why"],
          trend.map((point) => [
            point.at.slice(0, 16).replace("T", " "),
            formatPercent(point.score),
            cell(point.cause),
          ]),
        )
      : "",
    "### Commands",
    `On a pull request or a group's issue: ${commandSummary(commands)}.`,
    `<sub>${repositoryTrustFormula()}</sub>`,
  ];
  return withMarkers(sections.filter(Boolean).join("\n\n"), [DASHBOARD_MARKER, stateMarker(state)]);
}

/** GitHub refuses an issue body longer than this. */
const BODY_LIMIT = 65_536;

/**
 * The body, under GitHub's limit: while it is too long, the oldest quarter of the largest list
 * in the state goes (tests least recently seen, groups with the oldest issues, counted events,
 * unissued groups, trust points), and the body is rendered again.
 */
export function renderBoundedDashboard(
  state: DashboardState,
  commands: CommandVocabulary,
): { body: string; state: DashboardState } {
  let current = state;
  for (;;) {
    const body = renderDashboard(current, commands);
    if (body.length < BODY_LIMIT) return { body, state: current };
    const next = withoutOldest(current);
    if (next === current) return { body: body.slice(0, BODY_LIMIT - 1), state: current };
    current = next;
  }
}

function withoutOldest(state: DashboardState): DashboardState {
  const quarter = (length: number) => Math.max(1, Math.ceil(length / 4));
  const knownTests = Object.entries(state.knownTests).sort(([, a], [, b]) => a.localeCompare(b));
  const groups = Object.entries(state.groups).sort(([, a], [, b]) => a.issue - b.issue);
  const unissued = state.unissued?.groups ?? [];
  const candidates: Array<[number, () => DashboardState]> = [
    [
      JSON.stringify(knownTests).length * 2,
      () => ({
        ...state,
        knownTests: Object.fromEntries(knownTests.slice(quarter(knownTests.length))),
      }),
    ],
    [
      JSON.stringify(groups).length * 3,
      () => ({ ...state, groups: Object.fromEntries(groups.slice(quarter(groups.length))) }),
    ],
    [
      JSON.stringify(state.seen).length,
      () => ({ ...state, seen: state.seen.slice(quarter(state.seen.length)) }),
    ],
    [
      JSON.stringify(unissued).length * 2,
      () => ({
        ...state,
        unissued: state.unissued && {
          ...state.unissued,
          groups: unissued.slice(quarter(unissued.length)),
        },
      }),
    ],
    [
      JSON.stringify(state.trust.history).length,
      () => ({
        ...state,
        trust: {
          ...state.trust,
          history: state.trust.history.slice(quarter(state.trust.history.length)),
        },
      }),
    ],
  ];
  const [size, shrink] = candidates.sort(([a], [b]) => b - a)[0] ?? [0, () => state];
  return size > 2 ? shrink() : state;
}

/** Groups the latest run found beyond app.max-issues-per-run: listed here instead of as issues. */
function unissuedSection(state: DashboardState): string {
  const unissued = state.unissued;
  if (!unissued || unissued.groups.length === 0) return "";
  const rows = unissued.groups.map((group) => [
    group.tests.map(codeCell).join(", "),
    codeCell(group.id),
  ]);
  return [
    `### Groups without an issue (${unissued.groups.length})`,
    `Run ${unissued.run} found more new groups than \`app.max-issues-per-run\` lets one run open issues for; these are listed here instead. They get issues as later runs find them again.`,
    table(["Tests", "Group"], rows),
  ].join("\n\n");
}

/**
 * Writes the dashboard, creating it on first use (dashboard-convergence.ts then checks that no
 * other copy of the app created one at the same moment).
 */
export async function writeDashboard(
  setup: EventSetup,
  dashboard: Dashboard,
): Promise<IssueSnapshot> {
  const { octokit, repo, labels } = setup;
  const { body, state } = renderBoundedDashboard(dashboard.state, setup.settings);
  if (dashboard.issue) {
    const issue = { ...dashboard.issue, body };
    if (dashboard.issue.body !== body)
      await octokit.rest.issues.update({ ...repo, issue_number: issue.number, body });
    setup.memory.rememberDashboard({ issue, state });
    return issue;
  }
  const wanted = [FIX_LOOP_LABEL, DASHBOARD_LABEL];
  const { data } = await octokit.rest.issues.create({
    ...repo,
    title: DASHBOARD_TITLE,
    body,
    labels: wanted,
  });
  await labels.colour(data.labels);
  const issue: IssueSnapshot = {
    number: data.number,
    title: DASHBOARD_TITLE,
    body,
    state: "open",
    labels: wanted,
    htmlUrl: data.html_url,
    isPullRequest: false,
    author: data.user?.login ?? null,
    byApp: true,
  };
  setup.memory.rememberDashboard({ issue, state });
  return issue;
}
