import type { FakeGitHub, RunRecord } from "../support/fake-github/index.js";

/** Webhook payloads built from the fake's own REST shapes, so they match what the API returns. */

const REPO = "acme/shop";

export function workflowRunPayload(github: FakeGitHub, run: RunRecord) {
  return {
    action: "completed",
    workflow_run: github.shapes.run(REPO, run.id),
    workflow: { id: run.workflowId, path: `.github/workflows/${run.name}.yml` },
    repository: github.shapes.repository(REPO),
    sender: github.shapes.user("octocat"),
    installation: github.shapes.installation(REPO),
  };
}

export function issueCommentPayload(
  github: FakeGitHub,
  issueNumber: number,
  commentId: number,
  repo = REPO,
) {
  const comment = github.shapes.comment(repo, commentId);
  return {
    action: "created",
    issue: github.shapes.issue(repo, issueNumber),
    comment,
    repository: github.shapes.repository(repo),
    sender: comment.user,
    installation: github.shapes.installation(repo),
  };
}

export function pullRequestClosedPayload(github: FakeGitHub, number: number) {
  return {
    action: "closed",
    number,
    pull_request: github.shapes.pull(REPO, number),
    repository: github.shapes.repository(REPO),
    sender: github.shapes.user("maintainer"),
    installation: github.shapes.installation(REPO),
  };
}
