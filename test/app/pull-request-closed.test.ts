import { beforeAll, describe, expect, it } from "vitest";
import { groupMarker } from "../../src/github/markers.js";
import { attempt, group, results, testResult } from "./fixtures.js";
import { nextDelivery, pullRequestClosedPayload, REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp();

beforeAll(async () => {
  // One run with two deferred groups and a perfect trust record (2 of 2 claims agreed).
  const red = results({
    tests: [testResult("BT-007", "deferred"), testResult("BT-008", "deferred")],
    groups: [group("g-cart", ["BT-007"], "deferred"), group("g-auth", ["BT-008"], "deferred")],
    attempts: [attempt("g-cart", 1, true), attempt("g-auth", 1, true)],
  });
  const run = seedResultsRun(app.github, red, { headBranch: "main" });
  await app.deliverRun(run);
});

const trustOf = (): number => {
  const body = app.github.issues(REPO, { label: "fix-loop:dashboard" })[0]?.body ?? "";
  const state = JSON.parse(/<!-- fix-loop:state (\{.*\}) -->/s.exec(body)?.[1] ?? "{}");
  return state.trust.score;
};
const issueOf = (groupId: string) =>
  app.github.issues(REPO).find((issue) => issue.body?.includes(groupMarker(groupId)));

async function closeFixPullRequest(groupId: string, merge: boolean): Promise<void> {
  const pull = app.github.seedPull(REPO, {
    headRef: `fix-loop/${groupId}-77`,
    body: `The fix.\n\n${groupMarker(groupId)}`,
    user: "github-actions[bot]",
  });
  if (merge) app.github.mergePull(REPO, pull.number);
  else app.github.closePull(REPO, pull.number);
  const payload = pullRequestClosedPayload(app.github, pull.number);
  await app.probot.receive({ id: nextDelivery(), name: "pull_request", payload: payload as never });
  await app.probot.receive({ id: nextDelivery(), name: "pull_request", payload: payload as never }); // counted once
}

describe("pull_request.closed for a fix PR", () => {
  it("merged: closes the group's issue as fixed and raises trust", async () => {
    expect(trustOf()).toBeCloseTo(0.65);
    await closeFixPullRequest("g-cart", true);
    expect(issueOf("g-cart")).toMatchObject({ state: "closed", stateReason: "completed" });
    expect(issueOf("g-cart")?.labels).toContain("fix-loop:fixed");
    expect(issueOf("g-cart")?.body).toContain("merged");
    expect(trustOf()).toBeCloseTo(0.65 + 0.2 * (1 - 0.65));
  });

  it("closed unmerged: puts the group back to failing and lowers trust", async () => {
    const before = trustOf();
    await closeFixPullRequest("g-auth", false);
    expect(issueOf("g-auth")).toMatchObject({ state: "open" });
    expect(issueOf("g-auth")?.labels).toContain("fix-loop:failing");
    expect(issueOf("g-auth")?.body).toContain("closed without merging");
    expect(trustOf()).toBeCloseTo(before * 0.8);
  });

  it("leaves trust alone when a plan's review pull request of generated tests closes", async () => {
    const before = { trust: trustOf(), requests: app.github.requests.length };
    const pull = app.github.seedPull(REPO, {
      headRef: "fix-loop/plan-78",
      body: `Review.\n\n${groupMarker("plan")}`,
      user: "github-actions[bot]",
    });
    app.github.mergePull(REPO, pull.number);
    await app.deliverClosed(pull.number);
    expect(app.github.requests.length).toBe(before.requests);
    expect(trustOf()).toBe(before.trust);
  });

  it("leaves trust and every group alone when a plan's review pull request closes unmerged", async () => {
    const before = { trust: trustOf(), requests: app.github.requests.length };
    const pull = app.github.seedPull(REPO, {
      headRef: "fix-loop/plan-79",
      body: `Review of generated tests.\n\n${groupMarker("plan")}`,
      user: "github-actions[bot]",
    });
    app.github.closePull(REPO, pull.number);
    await app.deliverClosed(pull.number);
    expect(app.github.requests.length).toBe(before.requests);
    expect(trustOf()).toBe(before.trust);
    expect(issueOf("plan")).toBeUndefined();
  });

  it("ignores pull requests that are not fix PRs", async () => {
    const before = app.github.requests.length;
    const pull = app.github.seedPull(REPO, { headRef: "feature/x", body: groupMarker("g-auth") });
    await app.deliverClosed(pull.number);
    expect(app.github.requests.length).toBe(before);
  });
});
