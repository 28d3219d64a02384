import type { Probot } from "probot";
import { handleIssueComment } from "./handlers/issue-comment.js";
import { handlePullRequestClosed } from "./handlers/pull-request-closed.js";
import { handleWorkflowRun } from "./handlers/workflow-run.js";

/**
 * The fix-loop GitHub App: failures become issues and a sticky PR comment, `/fix` starts a fix
 * run, fix PRs move the repository's trust. It keeps no state of its own: GitHub is its database.
 */
export default function fixLoopApp(app: Probot): void {
  app.on("workflow_run.completed", handleWorkflowRun);
  app.on("issue_comment.created", handleIssueComment);
  app.on("pull_request.closed", handlePullRequestClosed);
}
