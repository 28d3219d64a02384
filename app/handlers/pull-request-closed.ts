import type { Context } from "probot";
import { PLAN_GROUP } from "../../src/bundle/manifest.js";
import { isFixBranch } from "../../src/github/branches.js";
import { FIX_LOOP_LABEL } from "../../src/github/labels.js";
import { readGroupMarker } from "../../src/github/markers.js";
import { observeTrust, PULL_REQUEST_WEIGHT } from "../../src/trust/repository-trust.js";
import { saveDashboard } from "../dashboard/convergence.js";
import { findDashboard, hasSeen, markSeen, withGroup, withTrust } from "../dashboard/dashboard.js";
import type { Dashboard } from "../dashboard/state.js";
import { type AppShared, type EventSetup, setUpEvent } from "../event-setup.js";
import { ACTIONS_BOT } from "../github/identity.js";
import { type IssueSnapshot, listIssuesWithLabel } from "../github/snapshots.js";
import {
  closeFixedGroup,
  type GroupRecord,
  indexGroupIssues,
  readGroupState,
  updateGroupStatus,
} from "../groups/issues.js";
import type { GroupState } from "../groups/state.js";

type ClosedContext = Context<"pull_request.closed">;
type ClosedPull = ClosedContext["payload"]["pull_request"];

/**
 * A fix pull request closed: merged raises the repository's trust and closes the group's issue;
 * closed unmerged lowers it and puts the group back to failing.
 */
export async function handlePullRequestClosed(
  context: ClosedContext,
  shared: AppShared,
): Promise<void> {
  const pull = context.payload.pull_request;
  const groupId = fixPullRequestGroup(context.payload, await shared.ownLogin());
  if (!groupId) return;
  const setup = await setUpEvent(context, shared);
  const issues = await listIssuesWithLabel(
    setup.octokit,
    setup.repo,
    FIX_LOOP_LABEL,
    setup.ownLogin,
  );
  const record = await settleGroup(setup, issues, groupId, pull);
  await recordOnDashboard(setup, findDashboard(issues), record, pull);
  setup.log.info(
    `fix PR #${pull.number} for group ${groupId} ${pull.merged ? "merged" : "closed"}; trust updated`,
  );
}

/**
 * The group a closed pull request fixed, when it is one of fix-loop's: a group marker in a body
 * fix-loop wrote (the Action's publish job opens fix PRs as github-actions[bot]; the app may
 * too), a branch fix-loop pushed, and the repository's own (anyone can copy a marker into a
 * fork's PR).
 */
function fixPullRequestGroup(payload: ClosedContext["payload"], ownLogin: string): string | null {
  const { pull_request: pull, repository } = payload;
  const author = pull.user?.login;
  const trusted = author === ownLogin || author === ACTIONS_BOT;
  const groupId = readGroupMarker(pull.body, { trusted: () => trusted });
  const sameRepository = pull.head.repo?.full_name === repository.full_name;
  // A plan's review pull request holds generated tests, not a fix: it says nothing of trust.
  if (groupId === PLAN_GROUP) return null;
  return groupId && isFixBranch(pull.head.ref) && sameRepository ? groupId : null;
}

/** Merged: the group's issue closes as fixed. Closed unmerged: the group is failing again. */
async function settleGroup(
  setup: EventSetup,
  issues: IssueSnapshot[],
  groupId: string,
  pull: ClosedPull,
): Promise<GroupRecord | null> {
  const issue = indexGroupIssues(issues).get(groupId);
  const state = readGroupState(issue);
  if (!issue || !state) return null;
  const merged = pull.merged === true;
  const withPr = withPullRequest(state, pull.number, pull.html_url, merged ? "merged" : "closed");
  return merged
    ? closeFixedGroup(setup, issue, withPr, `Fixed by #${pull.number}, merged.`)
    : updateGroupStatus(
        setup,
        issue,
        withPr,
        "failing",
        `Fix pull request #${pull.number} was closed without merging.`,
      );
}

/** The group's line, and trust moved once per pull request (a redelivery moves it no further). */
async function recordOnDashboard(
  setup: EventSetup,
  dashboard: Dashboard,
  record: GroupRecord | null,
  pull: ClosedPull,
): Promise<void> {
  const merged = pull.merged === true;
  let next = record ? withGroup(dashboard.state, record) : dashboard.state;
  const event = `pr:${pull.number}`;
  if (!hasSeen(next, event)) {
    const cause = `fix PR #${pull.number} ${merged ? "merged" : "closed unmerged"}`;
    const at = new Date().toISOString();
    const trust = observeTrust(next.trust, merged ? 1 : 0, PULL_REQUEST_WEIGHT, cause, at);
    next = markSeen(withTrust(next, trust), event);
  }
  await saveDashboard(setup, { ...dashboard, state: next });
}

function withPullRequest(
  state: GroupState,
  number: number,
  url: string,
  prState: "merged" | "closed",
): GroupState {
  const others = state.fixPullRequests.filter((pr) => pr.number !== number);
  return { ...state, fixPullRequests: [...others, { number, url, state: prState }] };
}
