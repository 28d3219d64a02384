import type { Context } from "probot";
import { messageOf } from "../../src/errors.js";
import { FIX_LOOP_LABEL } from "../../src/github/labels.js";
import {
  carriesDelivery,
  deliveryMarker,
  dispatchMarker,
  readMarkers,
  readStateMarker,
  refusedLogin,
  refusedMarker,
  withMarkers,
} from "../../src/github/markers.js";
import { formatIdList } from "../../src/ids/id-list.js";
import { mayCommand, roleOf } from "../commands/authorize.js";
import { type Dispatch, decideFix, summaryAnswers } from "../commands/fix.js";
import { FIX, type FixCommand, isFixCommand, parseFixCommand } from "../commands/fix-command.js";
import { latestRunResults } from "../commands/latest-results.js";
import * as replies from "../commands/replies.js";
import { defaultBranchTarget, pullRequestTarget } from "../commands/target.js";
import { VERB_ANSWERS } from "../commands/verbs.js";
import { loadDashboard } from "../dashboard/dashboard.js";
import { type AppShared, type EventSetup, setUpEvent } from "../event-setup.js";
import { type CommentSnapshot, listComments, writtenByApp } from "../github/snapshots.js";
import { groupStateSchema } from "../groups/state.js";
import {
  findSummary,
  readSummaryState,
  type SummaryState,
} from "../markdown/pull-request-summary.js";
import { type Settings, settingsFrom } from "../settings.js";

type CommentContext = Context<"issue_comment.created">;

/** Where a command was written, and what the app already said there. */
interface Thread {
  number: number;
  onPullRequest: boolean;
  body: string | null | undefined;
  author: string | null;
  comments: CommentSnapshot[];
  /** The PR's latest run as its sticky summary records it; none on an issue. */
  summary: SummaryState | null;
  login: string;
  /** When the command was written (GitHub's clock), to notice a head that moved since. */
  commentedAt: string;
  delivery: string;
}

/** `/fix ...` on a pull request or a fix-loop issue: authorise, then answer or start a fix run. */
export async function handleIssueComment(
  context: CommentContext,
  shared: AppShared,
): Promise<void> {
  const ownLogin = await shared.ownLogin();
  if (!isCommandForUs(context.payload, ownLogin)) return;
  const thread = await readThread(context, ownLogin);
  const setup = await setUpEvent(context, shared, await settingsFor(context, shared, thread));
  const command = parseFixCommand(context.payload.comment.body, setup.settings);
  if (!command) return;
  if (alreadyAnswered(thread)) {
    setup.log.info(`delivery ${thread.delivery} was already answered; ignored`);
    return;
  }
  if (!(await authorise(setup, thread))) return;
  await acknowledge(context, setup);
  await answer(context, setup, thread, command);
}

/**
 * Settings this process read in the last minute; else those the PR's summary recorded when the
 * app handled its latest run (written by the app, so trusted as much as the summary), if the
 * file still has the ETag recorded with them: one conditional GET, a 304 (no rate limit) when it
 * does, the file as it is now when not. Else none, and they are read.
 */
async function settingsFor(
  context: CommentContext,
  shared: AppShared,
  thread: Thread,
): Promise<Settings | undefined> {
  const fresh = shared.settings.fresh(context);
  if (fresh) return fresh;
  const carried = thread.summary?.settings;
  if (!carried?.etag) return undefined;
  return shared.settings.confirm(context, { ...settingsFrom(carried), etag: carried.etag });
}

/** A person's `/fix` on a pull request, a group's issue or the dashboard; bots never (the app is one). */
function isCommandForUs(payload: CommentContext["payload"], ownLogin: string): boolean {
  const { comment, issue, sender } = payload;
  // A comment whose author is gone has no user: no one to check the permission of.
  if (!comment.user || comment.user.type === "Bot" || sender.type === "Bot") return false;
  if (!isFixCommand(comment.body)) return false;
  if (issue.pull_request) return true;
  const onFixLoopIssue = issue.labels?.some((label) => label.name === FIX_LOOP_LABEL) ?? false;
  const byApp = issue.user?.login === ownLogin;
  const markers = readMarkers(issue.body, { trusted: () => byApp });
  return onFixLoopIssue && (markers.group !== null || markers.dashboard);
}

async function readThread(context: CommentContext, ownLogin: string): Promise<Thread> {
  const { comment, issue } = context.payload;
  const comments = await listComments(context.octokit, context.repo(), issue.number, ownLogin);
  const onPullRequest = Boolean(issue.pull_request);
  return {
    number: issue.number,
    onPullRequest,
    body: issue.body,
    author: issue.user?.login ?? null,
    comments,
    summary: onPullRequest ? readSummaryState(findSummary(comments)) : null,
    commentedAt: comment.created_at,
    login: comment.user?.login ?? "ghost", // never null here: isCommandForUs refused it
    delivery: context.id,
  };
}

/** A redelivered webhook finds its own reply, marked with the delivery id. */
function alreadyAnswered(thread: Thread): boolean {
  return thread.comments.some((comment) =>
    carriesDelivery(comment.body, thread.delivery, writtenByApp(comment)),
  );
}

async function authorise(setup: EventSetup, thread: Thread): Promise<boolean> {
  const role = await roleOf(setup.octokit, setup.repo, thread.login);
  if (mayCommand(role, setup.settings.permission)) return true;
  setup.log.info(`${thread.login} (${role}) may not run ${FIX}; refused`);
  // Once per thread and person: a second /fix gets no reply, so repeating it makes no noise.
  const answered = thread.comments.some((comment) =>
    refusedLogin(comment.body, thread.login, writtenByApp(comment)),
  );
  if (answered) return false;
  await reply(
    setup,
    thread,
    replies.permissionRefusal(thread.login, role, setup.settings.permission),
    [refusedMarker(thread.login)],
  );
  return false;
}

/** 👀 on the command: it was read and is being acted on. */
async function acknowledge(context: CommentContext, setup: EventSetup): Promise<void> {
  await setup.octokit.rest.reactions.createForIssueComment({
    ...setup.repo,
    comment_id: context.payload.comment.id,
    content: "eyes",
  });
}

async function answer(
  context: CommentContext,
  setup: EventSetup,
  thread: Thread,
  command: FixCommand,
): Promise<void> {
  if (command.kind === "fix") await requestFix(context, setup, thread, command);
  else await reply(setup, thread, await informationFor(setup, thread, command));
}

/** The answer to a command that starts nothing: a verb's (help, status, ...) or a parse error. */
async function informationFor(
  setup: EventSetup,
  thread: Thread,
  command: Exclude<FixCommand, { kind: "fix" }>,
): Promise<string> {
  if (command.kind === "invalid") return replies.invalidText(command.problem, setup.settings);
  const { summary, comments } = thread;
  return VERB_ANSWERS[command.kind]({
    setup,
    summary,
    comments,
    group: groupOf(setup, thread),
    login: thread.login,
    argument: command.argument ?? "",
  });
}

/** The group's state, when the thread is a group's issue the app wrote. */
function groupOf(setup: EventSetup, thread: Thread) {
  return thread.onPullRequest
    ? null
    : readStateMarker(thread.body, groupStateSchema, {
        trusted: () => thread.author === setup.ownLogin,
      });
}

/** Decides from what GitHub holds now whether the fix may start, then starts it or says why not. */
async function requestFix(
  context: CommentContext,
  setup: EventSetup,
  thread: Thread,
  command: Extract<FixCommand, { kind: "fix" }>,
): Promise<void> {
  const { octokit, repo, settings } = setup;
  const { repository } = context.payload;
  let summary = thread.summary;
  // The PR's summary usually holds what the decision needs; the dashboard is read otherwise.
  const dashboard = summaryAnswers(summary, command.tests) ? null : await loadDashboard(setup);
  const runsUrl = `${repository.html_url}/actions/workflows/${encodeURIComponent(settings.workflow)}`;
  const target = thread.onPullRequest
    ? await pullRequestTarget(octokit, repo, thread.number)
    : await defaultBranchTarget(octokit, repo, repository.default_branch);
  const group = groupOf(setup, thread);
  const knowsNothing = Object.keys(dashboard?.state.knownTests ?? {}).length === 0;
  if (!summary && !group && knowsNothing && !target.fromFork) {
    summary = await latestRunResults(setup, target, repository);
  }
  const decision = decideFix({
    login: thread.login,
    tests: command.tests,
    strategy: command.strategy,
    target,
    settings,
    dashboard: dashboard?.state ?? null,
    summary,
    group,
    comments: thread.comments,
    commentedAt: thread.commentedAt,
    runsUrl,
    now: new Date(),
  });
  if ("dispatch" in decision) {
    await dispatch(setup, thread, decision.dispatch, runsUrl);
    return;
  }
  setup.log.info(`${FIX} by ${thread.login} refused`);
  await reply(setup, thread, decision.refuse);
}

/**
 * Says what starts, then starts it: the reply goes first because it is what makes a redelivered
 * webhook a no-op. A failed dispatch rewrites the reply to say why.
 */
async function dispatch(
  setup: EventSetup,
  thread: Thread,
  fix: Dispatch,
  runsUrl: string,
): Promise<void> {
  const { octokit, repo, settings, log } = setup;
  const { tests, sha, ref, strategy } = fix;
  const record = dispatchMarker({ sha, tests, at: new Date().toISOString() });
  const text = replies.dispatchedText(thread.login, fix, runsUrl, settings["max-attempts"]);
  const replyId = await reply(setup, thread, text, [record]);
  try {
    await octokit.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: settings.workflow,
      ref,
      // A JSON array for several ids: the Action takes it whole, so "a > b" stays one id.
      inputs: { tests: formatIdList(tests), sha, ...(strategy ? { strategy } : {}) },
    });
  } catch (error) {
    log.warn(`dispatch of ${settings.workflow} on ${ref} failed: ${messageOf(error)}`);
    await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: replyId,
      body: withMarkers(
        replies.dispatchFailedText(thread.login, dispatchProblem(error, settings.workflow)),
        [deliveryMarker(thread.delivery)],
      ),
    });
    return;
  }
  // No label: the reply's dispatch marker is the fix in progress, until a run finishes after it.
  log.info(
    `${FIX} by ${thread.login}: dispatched ${settings.workflow} on ${ref} at ${sha} for ${tests.join(",")}`,
  );
}

/** A reply on the thread, marked with the delivery it answers; returns its id. */
async function reply(
  { octokit, repo }: EventSetup,
  thread: Thread,
  text: string,
  markers: string[] = [],
): Promise<number> {
  const { data } = await octokit.rest.issues.createComment({
    ...repo,
    issue_number: thread.number,
    body: withMarkers(text, [...markers, deliveryMarker(thread.delivery)]),
  });
  return data.id;
}

function dispatchProblem(error: unknown, workflow: string): string {
  const status = (error as { status?: number }).status;
  if (status === 404) {
    return `the workflow \`.github/workflows/${workflow}\` was not found. Set \`app.workflow\` in \`.github/fix-loop.yml\` to the file that runs fix-loop.`;
  }
  if (status === 422) {
    return `GitHub refused the dispatch (${messageOf(error)}). Check that the workflow has a \`workflow_dispatch\` trigger with the inputs \`tests\`, \`sha\` and \`strategy\`.`;
  }
  return messageOf(error);
}
