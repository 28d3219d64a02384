import type { Probot } from "probot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { attempt, group, results, testResult } from "./fixtures.js";
import { createTestProbot, nextDelivery, REPO, seedResultsRun, seedShop, workflowRunPayload } from "./harness.js";

let github: FakeGitHub;
let probot: Probot;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  probot = createTestProbot(github);
});

afterAll(() => github.close());

async function deliverRun(run: Parameters<typeof workflowRunPayload>[1]): Promise<void> {
  await probot.receive({ id: nextDelivery(), name: "workflow_run", payload: workflowRunPayload(github, run) as never });
}

const groupIssues = () => github.issues(REPO, { label: "fix-loop" }).filter((issue) => !issue.labels.includes("fix-loop:dashboard"));

describe("workflow_run.completed", () => {
  it("opens one issue per failing group and a sticky PR comment", async () => {
    const pull = github.seedPull(REPO, { headRef: "feature/cart", title: "Cart" });
    const first = results({
      tests: [testResult("BT-001", "passed"), testResult("BT-007", "failed", "token ghp_abcdefghijklmnopqrstuvwxyz0123456789AB"), testResult("BT-008", "failed")],
      groups: [group("g-cart", ["BT-007"], "open"), group("g-auth", ["BT-008"], "open")],
    });
    await deliverRun(seedResultsRun(github, first, { pullRequests: [pull.number], headBranch: "feature/cart", headSha: pull.headSha }));

    const issues = groupIssues();
    expect(issues).toHaveLength(2);
    const cart = issues.find((issue) => issue.body?.includes("<!-- fix-loop:group=g-cart -->"));
    expect(cart?.labels).toEqual(expect.arrayContaining(["fix-loop", "fix-loop:failing", "fix-loop:attempts-0"]));
    expect(cart?.body).toContain("<details>");
    expect(cart?.body).toContain("/fix BT-007");
    expect(cart?.body).not.toContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789AB");
    expect(cart?.body).toContain("[REDACTED:github-token]");

    const comments = github.comments(REPO, pull.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain("<!-- fix-loop:summary -->");
    expect(github.labels(REPO, pull.number)).toContain("fix-loop:failed");
    const dashboard = github.issues(REPO, { label: "fix-loop:dashboard" });
    expect(dashboard).toHaveLength(1);
  });

  it("updates the same issues and edits the sticky comment on the next run, accumulating attempts", async () => {
    const pull = github.pull(REPO, 1);
    const second = results({
      tests: [testResult("BT-001", "passed"), testResult("BT-007", "deferred"), testResult("BT-008", "failed")],
      groups: [group("g-cart", ["BT-007"], "deferred"), group("g-auth", ["BT-008"], "open")],
      attempts: [attempt("g-cart", 1, false), attempt("g-cart", 2, true)],
      pullRequest: pull.number,
    });
    const run = seedResultsRun(github, second, { pullRequests: [pull.number], headBranch: "feature/cart", headSha: pull.headSha });
    await deliverRun(run);
    await deliverRun(run); // a redelivery changes nothing

    const issues = groupIssues();
    expect(issues).toHaveLength(2);
    const cart = issues.find((issue) => issue.body?.includes("<!-- fix-loop:group=g-cart -->"));
    expect(cart?.labels).toEqual(expect.arrayContaining(["fix-loop:deferred", "fix-loop:attempts-2"]));
    expect(cart?.labels).not.toContain("fix-loop:attempts-0");
    expect(cart?.labels).not.toContain("fix-loop:failing");
    const comments = github.comments(REPO, pull.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain("deferred");
    const prLabels = github.labels(REPO, pull.number);
    expect(prLabels.filter((name) => name.startsWith("fix-loop:trust-"))).toEqual(["fix-loop:trust-50"]);
  });
});
