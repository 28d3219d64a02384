import type { FakeGitHub } from "../support/fake-github/index.js";
import { sendWebhook } from "./app-process.js";
import { REPO } from "./harness.js";
import { issueCommentPayload } from "./payloads.js";

/**
 * A writer's `/fix help` on a new pull request, delivered signed to the app at `appUrl`: the
 * app's HTTP answer and the last comment on the pull request afterwards (the app's reply, when it
 * handled the command). The smallest webhook that shows an app answering end to end.
 */
export async function deliverFixHelp(
  appUrl: string,
  github: FakeGitHub,
  secret: string,
  id: string,
): Promise<{ status: number; lastComment: string }> {
  const pull = github.seedPull(REPO, { headRef: "feature/cart" });
  const comment = github.seedComment(REPO, pull.number, "/fix help", "writer");
  const answer = await sendWebhook(appUrl, {
    event: "issue_comment",
    id,
    payload: issueCommentPayload(github, pull.number, comment.id),
    secret,
  });
  return {
    status: answer.status,
    lastComment: github.comments(REPO, pull.number).at(-1)?.body ?? "",
  };
}
