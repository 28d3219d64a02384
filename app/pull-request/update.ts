import { FIX_LOOP_LABEL, statusLabel, trustLabel } from "../../src/github/labels.js";
import type { Results } from "../../src/results/schema.js";
import { type TrustState, trustPercent } from "../../src/trust/repository-trust.js";
import type { EventSetup } from "../event-setup.js";
import {
  type CommentSnapshot,
  type IssueSnapshot,
  listComments,
  statusOf,
} from "../github/snapshots.js";
import { findSummary } from "../markdown/pull-request-summary.js";
import type { KnownSummary } from "../repository-memory.js";

/** What a run leaves on its pull request. */
export interface PullRequestUpdate {
  number: number;
  /** The sticky summary's body. */
  body: string;
  outcome: Results["outcome"];
  trust: TrustState;
  /** The pull request as the fix-loop listing showed it (it carries `fix-loop`), if it did. */
  listed: IssueSnapshot | undefined;
}

/**
 * The sticky summary (edited in place, or posted the first time) and the pull request's labels
 * (its outcome, the trust, `fix-loop`), reading as little as it can:
 * the summary's id comes from this copy's memory, else from the comments (read once); the
 * labels from the fix-loop listing the run already made, else they are read only when
 * something of the app's can be on the pull request. Nothing is written that already says
 * the same.
 */
export async function updatePullRequest(
  setup: EventSetup,
  update: PullRequestUpdate,
): Promise<void> {
  const remembered = setup.memory.summary(update.number);
  const comments = remembered
    ? null
    : await listComments(setup.octokit, setup.repo, update.number, setup.ownLogin);
  const found = comments ? knownSummary(findSummary(comments)) : remembered;
  const written = await writeSummary(setup, update, found, remembered !== null);
  setup.memory.rememberSummary(update.number, written);
  const current = await currentLabels(setup, update, comments);
  const percent = trustPercent(update.trust);
  const wanted = [
    FIX_LOOP_LABEL,
    statusLabel(update.outcome),
    ...(percent === null ? [] : [trustLabel(percent)]),
  ];
  // A fix-loop:in-progress left by an older version is a managed label: the sync drops it.
  await setup.labels.sync(update.number, current, wanted);
}

async function writeSummary(
  setup: EventSetup,
  update: PullRequestUpdate,
  existing: KnownSummary | null,
  fromMemory: boolean,
): Promise<KnownSummary> {
  const { octokit, repo } = setup;
  if (existing) {
    if (existing.body === update.body) return existing;
    try {
      await octokit.rest.issues.updateComment({
        ...repo,
        comment_id: existing.id,
        body: update.body,
      });
      return { id: existing.id, body: update.body };
    } catch (error) {
      // Remembered, but deleted since: look again, as a copy that remembers nothing would.
      if (!fromMemory || statusOf(error) !== 404) throw error;
      const comments = await listComments(octokit, repo, update.number, setup.ownLogin);
      return writeSummary(setup, update, knownSummary(findSummary(comments)), false);
    }
  }
  const { data } = await octokit.rest.issues.createComment({
    ...repo,
    issue_number: update.number,
    body: update.body,
  });
  return { id: data.id, body: update.body };
}

/**
 * The pull request's labels. A pull request the app labelled carries `fix-loop` and came with
 * the listing. One that did not and where the app never wrote (no comment of its; a /fix
 * leaves its reply) carries none of the app's labels, so there is nothing to read.
 */
async function currentLabels(
  setup: EventSetup,
  update: PullRequestUpdate,
  comments: CommentSnapshot[] | null,
): Promise<string[]> {
  if (update.listed) return update.listed.labels;
  const appWroteHere = comments === null || comments.some((comment) => comment.byApp);
  if (!appWroteHere) return [];
  const { data } = await setup.octokit.rest.issues.listLabelsOnIssue({
    ...setup.repo,
    issue_number: update.number,
    per_page: 100,
  });
  return data.map((label) => label.name);
}

function knownSummary(comment: CommentSnapshot | null): KnownSummary | null {
  return comment ? { id: comment.id, body: comment.body } : null;
}
