import type { Context } from "probot";
import { mayCommand, roleOf } from "../commands/authorize.js";
import { decideFix } from "../commands/fix.js";
import { type FixCommand, parseFixCommand } from "../commands/parse.js";
import * as replies from "../commands/replies.js";
import { defaultBranchTarget, pullRequestTarget } from "../commands/target.js";
import { loadDashboard } from "../dashboard.js";
import { type CommentSnapshot, describeError, listComments } from "../github.js";
import { groupStateSchema } from "../group-state.js";
import { FIX_LOOP_LABEL, IN_PROGRESS_LABEL, LabelMaker } from "../labels.js";
import {
  carriesDelivery,
  DASHBOARD_MARKER,
  deliveryMarker,
  dispatchMarker,
  readGroupMarker,
  readStateMarker,
} from "../markers.js";
import { findSummary, readSummaryState } from "../pull-request-summary.js";
import { type AppSettings, loadSettings } from "../settings.js";

type CommentContext = Context<"issue_comment.created">;

/** `/fix ...` on a pull request or a fix-loop issue: authorise, then answer or start a fix run. */
export async function handleIssueComment(context: CommentContext): Promise<void> {
  const { comment, issue, sender } = context.payload;
  // Bots include this app: its own replies must never trigger it.
  if (comment.user?.type === "Bot" || sender.type === "Bot") return;
  const command = parseFixCommand(comment.body);
  if (!command) return;
  const onPullRequest = Boolean(issue.pull_request);
  const labels = issue.labels?.map((label) => label.name) ?? [];
  const onFixLoopIssue =
    labels.includes(FIX_LOOP_LABEL) &&
    (readGroupMarker(issue.body) !== null || (issue.body ?? "").includes(DASHBOARD_MARKER));
  if (!onPullRequest && !onFixLoopIssue) return;

  const octokit = context.octokit;
  const repo = context.repo();
  const login = comment.user.login;
  const settings = await loadSettings(context);
  const role = await roleOf(octokit, repo, login);
  const comments = await listComments(octokit, repo, issue.number);
  if (comments.some((c) => c.isBot && carriesDelivery(c.body, context.id))) {
    context.log.info(`delivery ${context.id} was already answered; ignored`);
    return;
  }
  const reply = async (text: string): Promise<number> => {
    const { data } = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: issue.number,
      body: `${text}\n\n${deliveryMarker(context.id)}`,
    });
    return data.id;
  };

  if (!mayCommand(role, settings.permission)) {
    context.log.info(`${login} (${role}) may not run /fix; refused`);
    await reply(replies.permissionRefusal(login, role, settings.permission));
    return;
  }
  await octokit.rest.reactions.createForIssueComment({
    ...repo,
    comment_id: comment.id,
    content: "eyes",
  });
  await answer(context, command, { settings, comments, login, onPullRequest, reply, labels });
}

interface Answering {
  settings: AppSettings;
  comments: CommentSnapshot[];
  login: string;
  onPullRequest: boolean;
  labels: string[];
  reply: (text: string) => Promise<number>;
}

async function answer(
  context: CommentContext,
  command: FixCommand,
  facts: Answering,
): Promise<void> {
  const { settings, comments, login, reply } = facts;
  const octokit = context.octokit;
  const repo = context.repo();
  if (command.kind === "help") {
    await reply(replies.helpText(settings));
    return;
  }
  if (command.kind === "invalid") {
    await reply(replies.invalidText(command.problem, settings));
    return;
  }
  const dashboard = await loadDashboard(octokit, repo);
  const summary = facts.onPullRequest ? readSummaryState(findSummary(comments)) : null;
  if (command.kind === "status") {
    await reply(replies.statusText(dashboard.state, summary, settings));
    return;
  }

  const { issue, repository } = context.payload;
  const target = facts.onPullRequest
    ? await pullRequestTarget(octokit, repo, issue.number)
    : await defaultBranchTarget(octokit, repo, repository.default_branch);
  const runsUrl = `${repository.html_url}/actions/workflows/${encodeURIComponent(settings.workflow)}`;
  const decision = decideFix({
    login,
    tests: command.tests,
    strategy: command.strategy,
    target,
    settings,
    dashboard: dashboard.state,
    summary,
    group: facts.onPullRequest ? null : readStateMarker(issue.body, groupStateSchema),
    comments,
    inProgressLabel: facts.labels.includes(IN_PROGRESS_LABEL),
    runsUrl,
    now: new Date(),
  });
  if ("refuse" in decision) {
    context.log.info(`/fix by ${login} refused`);
    await reply(decision.refuse);
    return;
  }

  const { tests, sha, ref, strategy } = decision.dispatch;
  // The reply goes first: it is what makes a redelivered webhook a no-op.
  const replyId = await reply(
    `${replies.dispatchedText(login, decision.dispatch, runsUrl, settings["max-attempts"])}\n\n${dispatchMarker({ sha, tests, at: new Date().toISOString() })}`,
  );
  try {
    await octokit.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: settings.workflow,
      ref,
      inputs: { tests: tests.join(","), sha, ...(strategy ? { strategy } : {}) },
    });
  } catch (error) {
    context.log.warn(`dispatch of ${settings.workflow} on ${ref} failed: ${describeError(error)}`);
    await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: replyId,
      body: `${replies.dispatchFailedText(login, dispatchProblem(error, settings.workflow))}\n\n${deliveryMarker(context.id)}`,
    });
    return;
  }
  context.log.info(
    `/fix by ${login}: dispatched ${settings.workflow} on ${ref} at ${sha} for ${tests.join(",")}`,
  );
  const labels = new LabelMaker(octokit, repo, settings.labels);
  await labels.ensure([IN_PROGRESS_LABEL]);
  await octokit.rest.issues.addLabels({
    ...repo,
    issue_number: issue.number,
    labels: [IN_PROGRESS_LABEL],
  });
}

function dispatchProblem(error: unknown, workflow: string): string {
  const status = (error as { status?: number }).status;
  if (status === 404) {
    return `the workflow \`.github/workflows/${workflow}\` was not found. Set \`app.workflow\` in \`.github/fix-loop.yml\` to the file that runs fix-loop.`;
  }
  if (status === 422) {
    return `GitHub refused the dispatch (${describeError(error)}). Check that the workflow has a \`workflow_dispatch\` trigger with the inputs \`tests\`, \`sha\` and \`strategy\`.`;
  }
  return describeError(error);
}
