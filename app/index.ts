import type { Probot } from "probot";
import type { AppShared } from "./event-setup.js";
import { learnInBackground, learnOwnLogin } from "./github/identity.js";
import { handleIssueComment } from "./handlers/issue-comment.js";
import { handlePullRequestClosed } from "./handlers/pull-request-closed.js";
import { handleWorkflowRun } from "./handlers/workflow-run.js";
import { AppMemory } from "./repository-memory.js";
import { SettingsCache } from "./settings.js";

export interface FixLoopAppOptions {
  /** The login the app writes as, when known up front (Actions mode: github-actions[bot]). */
  ownLogin?: string;
}

/**
 * The fix-loop GitHub App: failures become issues and a sticky PR comment, `/fix` starts a fix
 * run, fix PRs move the repository's trust. It keeps no state of its own: GitHub is its database.
 */
export function createFixLoopApp(options: FixLoopAppOptions = {}): (app: Probot) => Promise<void> {
  return async (app) => {
    const known = options.ownLogin;
    const shared: AppShared = {
      ownLogin: known ? () => Promise.resolve(known) : learnOwnLogin(app),
      settings: new SettingsCache(),
      memory: new AppMemory(),
    };
    // Not awaited: Probot listens only once this function returns.
    if (!known) learnInBackground(app, shared.ownLogin);
    app.on("workflow_run.completed", (context) => handleWorkflowRun(context, shared));
    app.on("issue_comment.created", (context) => handleIssueComment(context, shared));
    app.on("pull_request.closed", (context) => handlePullRequestClosed(context, shared));
  };
}

/** The app as a GitHub App installation, learning its own bot login from GET /app. */
export default function fixLoopApp(app: Probot): Promise<void> {
  return createFixLoopApp()(app);
}
