import type { Probot } from "probot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { group, results, testResult } from "./fixtures.js";
import {
  createTestProbot,
  issueCommentPayload,
  nextDelivery,
  REPO,
  seedResultsRun,
  seedShop,
} from "./harness.js";

let github: FakeGitHub;
let probot: Probot;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  probot = createTestProbot(github);
});

afterAll(() => github.close());

async function command(pullNumber: number, body: string): Promise<void> {
  const comment = github.seedComment(REPO, pullNumber, body, "writer");
  await probot.receive({
    id: nextDelivery(),
    name: "issue_comment",
    payload: issueCommentPayload(github, pullNumber, comment.id) as never,
  });
}

describe("/fix when the app never saw the run's workflow_run", () => {
  it("reads the latest completed fix-loop run of the PR's head and its artifact, then dispatches", async () => {
    const pull = github.seedPull(REPO, { headRef: "feature/missed" });
    // The run happened and uploaded its results, but its webhook never reached the app.
    seedResultsRun(
      github,
      results({
        tests: [testResult("BT-300", "failed"), testResult("BT-301", "passed")],
        groups: [group("g-missed", ["BT-300"], "open")],
      }),
      { pullRequests: [pull.number], headBranch: "feature/missed", headSha: pull.headSha },
    );
    await command(pull.number, "/fix all");
    expect(github.dispatches(REPO)).toMatchObject([
      { ref: "feature/missed", inputs: { tests: "BT-300", sha: pull.headSha } },
    ]);
  });

  it("still says there are no results when no run has any", async () => {
    const pull = github.seedPull(REPO, { headRef: "feature/never-ran" });
    await command(pull.number, "/fix BT-300");
    expect(github.dispatches(REPO)).toHaveLength(1);
    const replies = github
      .comments(REPO, pull.number)
      .filter((comment) => comment.user.login === "fix-loop[bot]");
    expect(replies.at(-1)?.body).toContain("no results for this repository yet");
  });
});
