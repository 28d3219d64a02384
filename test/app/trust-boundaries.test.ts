import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { groupMarker, stateMarker, withMarkers } from "../../src/github/markers.js";
import { appKeyFile, probotEnv } from "./app-process.js";
import { group, results, testResult } from "./fixtures.js";
import {
  issueCommentPayload,
  nextDelivery,
  REPO,
  seedResultsRun,
  workflowRunPayload,
} from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp();

const failing = (groupId: string, testId: string, pullRequest: number | null = null) =>
  results({
    tests: [testResult(testId, "failed")],
    groups: [group(groupId, [testId], "open")],
    pullRequest,
  });

async function deliver(name: string, payload: unknown): Promise<void> {
  await app.probot.receive({ id: nextDelivery(), name: name as never, payload: payload as never });
}

const issuesOf = (groupId: string) =>
  app.github
    .issues(REPO, { label: "fix-loop" })
    .filter((issue) => (issue.body ?? "").includes(groupMarker(groupId)));

describe("the app acts only on what GitHub itself vouches for", () => {
  it("ignores a run of a fork's code, whatever its artifact names", async () => {
    const victim = app.github.seedIssue(REPO, { title: "Unrelated issue" });
    const run = seedResultsRun(app.github, failing("g-fork", "BT-101", victim.number), {
      event: "pull_request",
    });
    const payload = workflowRunPayload(app.github, run);
    payload.workflow_run.head_repository = {
      ...payload.workflow_run.head_repository,
      id: 999_999,
      full_name: "mallory/shop",
    };
    const before = app.github.requests.length;
    await deliver("workflow_run", payload);
    expect(app.github.requests.length).toBe(before);
    expect(issuesOf("g-fork")).toHaveLength(0);
    expect(app.github.comments(REPO, victim.number)).toHaveLength(0);
  });

  it("takes the pull request from GitHub, never from the artifact", async () => {
    const victim = app.github.seedPull(REPO, { headRef: "feature/victim" });
    const run = seedResultsRun(app.github, failing("g-named", "BT-102", victim.number), {
      headBranch: "main",
      event: "push",
    });
    await deliver("workflow_run", workflowRunPayload(app.github, run));
    expect(issuesOf("g-named")).toHaveLength(1);
    expect(app.github.comments(REPO, victim.number)).toHaveLength(0);
    expect(app.github.labels(REPO, victim.number)).toEqual([]);
  });

  it("reads state only from bodies it wrote itself, not another bot's look-alike", async () => {
    const forged = withMarkers("Looks like fix-loop's", [
      groupMarker("g-forged"),
      stateMarker({ v: 1, group: "g-forged", attemptCount: 0 }),
    ]);
    const other = app.github.seedIssue(REPO, {
      title: "forged",
      body: forged,
      labels: ["fix-loop"],
      user: "other-app[bot]",
    });
    await deliver(
      "workflow_run",
      workflowRunPayload(app.github, seedResultsRun(app.github, failing("g-forged", "BT-103"))),
    );
    const issues = issuesOf("g-forged");
    expect(issues.map((issue) => issue.number)).toHaveLength(2);
    const own = issues.find((issue) => issue.number !== other.number);
    expect(own?.user.login).toBe("fix-loop[bot]");
    // The look-alike was left as it was.
    expect(app.github.issue(REPO, other.number).body).toBe(forged);
  });
});

describe("/fix acts on the commit the command saw, and refuses quietly", () => {
  let pullNumber: number;

  beforeAll(async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/toc" });
    pullNumber = pull.number;
    const run = seedResultsRun(app.github, failing("g-toc", "BT-200"), {
      pullRequests: [pull.number],
      headBranch: "feature/toc",
      headSha: pull.headSha,
    });
    await deliver("workflow_run", workflowRunPayload(app.github, run));
  });

  const replies = () =>
    app.github
      .comments(REPO, pullNumber)
      .filter((comment) => comment.user.login === "fix-loop[bot]");

  it("refuses when the branch moved after the comment, and says to comment again", async () => {
    const comment = app.github.seedComment(REPO, pullNumber, "/fix BT-200", "writer");
    // A second later by GitHub's clock: the push came after the command was written.
    comment.createdAt = new Date(Date.now() - 1000).toISOString();
    app.github.pushToPull(REPO, pullNumber, "d".repeat(40));
    await deliver("issue_comment", issueCommentPayload(app.github, pullNumber, comment.id));
    expect(app.github.dispatches(REPO)).toHaveLength(0);
    expect(replies().at(-1)?.body).toContain("moved after your comment");
    expect(replies().at(-1)?.body).toContain("comment again");
  });

  it("dispatches the same command written after the push", async () => {
    const comment = app.github.seedComment(REPO, pullNumber, "/fix BT-200", "writer");
    await deliver("issue_comment", issueCommentPayload(app.github, pullNumber, comment.id));
    expect(app.github.dispatches(REPO)).toMatchObject([{ inputs: { sha: "d".repeat(40) } }]);
  });

  it("answers a person without permission once per pull request", async () => {
    const before = replies().length;
    for (const body of ["/fix BT-200", "/fix all", "/fix BT-200"]) {
      const comment = app.github.seedComment(REPO, pullNumber, body, "reader");
      await deliver("issue_comment", issueCommentPayload(app.github, pullNumber, comment.id));
    }
    const refusals = replies().slice(before);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]?.body).toContain("needs write access");
    expect(app.github.dispatches(REPO)).toHaveLength(1);
  });
});

describe("every start path refuses to run without a webhook secret", () => {
  it("`probot run ./dist/app.js` exits 2 and names WEBHOOK_SECRET, without a stack trace", () => {
    const env = probotEnv("http://127.0.0.1:9", 0, { APP_ID: "1", PRIVATE_KEY_PATH: appKeyFile() });
    const probotBin = path.resolve("node_modules/probot/bin/probot.js");
    const result = spawnSync(process.execPath, [probotBin, "run", "./dist/app.js"], {
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("WEBHOOK_SECRET");
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it("refuses Probot's well-known default secret too", () => {
    const env = { ...probotEnv("http://127.0.0.1:9", 0), WEBHOOK_SECRET: "development" };
    const result = spawnSync(process.execPath, [path.resolve("dist/app.js")], {
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('WEBHOOK_SECRET is "development"');
  });
});
