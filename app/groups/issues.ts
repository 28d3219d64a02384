import type { QuarantinedTest } from "../../src/flaky/quarantine-list.js";
import { attemptsLabel, FIX_LOOP_LABEL, nextLabels, statusLabel } from "../../src/github/labels.js";
import { readGroupMarker, readStateMarker } from "../../src/github/markers.js";
import type { GroupStatus } from "../../src/github/statuses.js";
import type { Group, Results } from "../../src/results/schema.js";
import type { EventSetup } from "../event-setup.js";
import { type IssueSnapshot, writtenByApp } from "../github/snapshots.js";
import {
  evidenceOf,
  groupIssueTitle,
  renderEvidence,
  renderGroupIssue,
} from "../markdown/group-issue-body.js";
import { type GroupState, groupStateSchema, mergeRunIntoGroup, type RunFacts } from "./state.js";

/** What writing a group's issue needs: the per-event setup, and the quarantine when it is known. */
export type GroupIssueDeps = EventSetup & { quarantine?: readonly QuarantinedTest[] };

/** A group's issue as the app left it. */
export interface GroupRecord {
  issue: IssueSnapshot;
  state: GroupState;
}

/** Issues by the group id in their marker; the oldest wins if two copies of the app raced. */
export function indexGroupIssues(issues: IssueSnapshot[]): Map<string, IssueSnapshot> {
  const byGroup = new Map<string, IssueSnapshot>();
  for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
    const group = readGroupMarker(issue.body, writtenByApp(issue));
    if (group && !byGroup.has(group)) byGroup.set(group, issue);
  }
  return byGroup;
}

export function readGroupState(issue: IssueSnapshot | undefined): GroupState | null {
  return issue ? readStateMarker(issue.body, groupStateSchema, writtenByApp(issue)) : null;
}

function labelsFor(state: GroupState): string[] {
  return [FIX_LOOP_LABEL, statusLabel(state.status), attemptsLabel(state.attemptCount)];
}

/** Creates the group's issue, or rewrites (and reopens) the one found by its marker. */
export async function recordGroupRun(
  deps: GroupIssueDeps,
  existing: IssueSnapshot | undefined,
  group: Group,
  results: Results,
  run: RunFacts,
): Promise<GroupRecord> {
  const previous = readGroupState(existing);
  const merged = mergeRunIntoGroup(previous, group, results, run);
  const evidence = renderEvidence(group, results);
  // A run that finds the group as it was (no attempt, same status, tests and evidence) leaves
  // the issue as it is: "last run" is the last run that changed it, and a group merely seen
  // again costs no write.
  const seenAgain =
    previous !== null &&
    existing !== undefined &&
    evidenceOf(existing.body) === evidence &&
    sameExceptRun(previous, merged);
  const state = seenAgain ? { ...merged, lastRun: previous.lastRun } : merged;
  return writeGroupIssue(deps, existing, state, evidence, "open");
}

function sameExceptRun(a: GroupState, b: GroupState): boolean {
  return JSON.stringify({ ...a, lastRun: null }) === JSON.stringify({ ...b, lastRun: null });
}

/** Closes the issue as completed: the group's tests passed on the default branch. */
export async function closeFixedGroup(
  deps: GroupIssueDeps,
  issue: IssueSnapshot,
  state: GroupState,
  note: string,
): Promise<GroupRecord> {
  const fixed: GroupState = { ...state, status: "fixed", note };
  return writeGroupIssue(deps, issue, fixed, evidenceOf(issue.body), "closed");
}

/** Rewrites the issue with a new status and note, keeping its evidence. */
export async function updateGroupStatus(
  deps: GroupIssueDeps,
  issue: IssueSnapshot,
  state: GroupState,
  status: GroupStatus,
  note: string | null,
): Promise<GroupRecord> {
  const next: GroupState = { ...state, status, note };
  return writeGroupIssue(
    deps,
    issue,
    next,
    evidenceOf(issue.body),
    status === "fixed" ? "closed" : "open",
  );
}

async function writeGroupIssue(
  deps: GroupIssueDeps,
  existing: IssueSnapshot | undefined,
  state: GroupState,
  evidence: string,
  issueState: "open" | "closed",
): Promise<GroupRecord> {
  const { octokit, repo } = deps;
  const wanted = labelsFor(state);
  const title = groupIssueTitle(state);
  const body = renderGroupIssue(state, evidence, deps.settings, deps.quarantine);
  if (!existing) {
    const { data } = await octokit.rest.issues.create({ ...repo, title, body, labels: wanted });
    deps.log.info(`group ${state.group}: opened issue #${data.number}`);
    await deps.labels.colour(data.labels);
    return {
      issue: { ...issueFrom(data.number, data.html_url), title, body, labels: wanted },
      state,
    };
  }
  const labels = nextLabels(existing.labels, wanted);
  const unchanged =
    existing.title === title &&
    existing.body === body &&
    existing.state === issueState &&
    [...labels].sort().join("\n") === [...existing.labels].sort().join("\n");
  // An issue that already says the same costs no write (a redelivery, a run with nothing new).
  if (unchanged) return { issue: { ...existing, labels }, state };
  const { data } = await octokit.rest.issues.update({
    ...repo,
    issue_number: existing.number,
    title,
    body,
    labels,
    state: issueState,
    ...(issueState === "closed" ? { state_reason: "completed" as const } : {}),
  });
  deps.log.info(`group ${state.group}: updated issue #${existing.number} (${state.status})`);
  await deps.labels.colour(data.labels);
  return {
    issue: { ...issueFrom(existing.number, data.html_url), title, body, labels, state: issueState },
    state,
  };
}

function issueFrom(number: number, htmlUrl: string): IssueSnapshot {
  return {
    number,
    htmlUrl,
    title: "",
    body: "",
    labels: [],
    state: "open",
    isPullRequest: false,
    author: null,
    byApp: true,
  };
}
