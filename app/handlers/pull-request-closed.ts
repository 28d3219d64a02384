import type { Context } from "probot";
import {
  findDashboard,
  hasSeen,
  markSeen,
  saveDashboard,
  withGroup,
  withTrust,
} from "../dashboard.js";
import { listIssuesWithLabel } from "../github.js";
import {
  closeFixedGroup,
  type GroupRecord,
  indexGroupIssues,
  readGroupState,
  updateGroupStatus,
} from "../group-issues.js";
import type { GroupState } from "../group-state.js";
import { FIX_LOOP_LABEL, LabelMaker } from "../labels.js";
import { readGroupMarker } from "../markers.js";
import { loadSettings } from "../settings.js";
import { observeTrust, PULL_REQUEST_WEIGHT } from "../trust.js";

/** Fix PRs come from branches the Action names fix-loop/<group>-<run>, in the repository itself. */
const FIX_BRANCH = /^fix-loop\//;

/**
 * A fix pull request closed: merged raises the repository's trust and closes the group's issue;
 * closed unmerged lowers it and puts the group back to failing.
 */
export async function handlePullRequestClosed(
  context: Context<"pull_request.closed">,
): Promise<void> {
  const { pull_request: pr, repository } = context.payload;
  const groupId = readGroupMarker(pr.body);
  const sameRepository = pr.head.repo?.full_name === repository.full_name;
  if (!groupId || !FIX_BRANCH.test(pr.head.ref) || !sameRepository) return;

  const octokit = context.octokit;
  const repo = context.repo();
  const settings = await loadSettings(context);
  const labels = new LabelMaker(octokit, repo, settings.labels);
  const issues = await listIssuesWithLabel(octokit, repo, FIX_LOOP_LABEL);
  const merged = pr.merged === true;
  const deps = { octokit, repo, labels, maxAttempts: settings["max-attempts"], log: context.log };

  let record: GroupRecord | null = null;
  const issue = indexGroupIssues(issues).get(groupId);
  const state = readGroupState(issue);
  if (issue && state) {
    const withPr = withPullRequest(state, pr.number, pr.html_url, merged ? "merged" : "closed");
    record = merged
      ? await closeFixedGroup(deps, issue, withPr, `Fixed by #${pr.number}, merged.`)
      : await updateGroupStatus(
          deps,
          issue,
          withPr,
          "failing",
          `Fix pull request #${pr.number} was closed without merging.`,
        );
  }

  const dashboard = findDashboard(issues);
  let next = record ? withGroup(dashboard.state, record) : dashboard.state;
  const event = `pr:${pr.number}`;
  if (!hasSeen(next, event)) {
    const cause = `fix PR #${pr.number} ${merged ? "merged" : "closed unmerged"}`;
    next = markSeen(
      withTrust(
        next,
        observeTrust(
          next.trust,
          merged ? 1 : 0,
          PULL_REQUEST_WEIGHT,
          cause,
          new Date().toISOString(),
        ),
      ),
      event,
    );
  }
  await saveDashboard(octokit, repo, labels, { ...dashboard, state: next });
  context.log.info(
    `fix PR #${pr.number} for group ${groupId} ${merged ? "merged" : "closed"}; trust updated`,
  );
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
