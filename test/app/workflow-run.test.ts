import { describe, expect, it } from "vitest";
import { groupMarker, stateMarker, withMarkers } from "../../src/github/markers.js";
import type { Group } from "../../src/results/schema.js";
import { attempt, cartAndAuthRun, group, results, testResult } from "./fixtures.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp();

const groupIssues = () =>
  app.github
    .issues(REPO, { label: "fix-loop" })
    .filter((issue) => !issue.labels.includes("fix-loop:dashboard"));

describe("workflow_run.completed", () => {
  it("opens one issue per failing group and a sticky PR comment", async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/cart", title: "Cart" });
    const first = results({
      tests: [
        testResult("BT-001", "passed"),
        testResult("BT-007", "failed", "token ghp_abcdefghijklmnopqrstuvwxyz0123456789AB"),
        testResult("BT-008", "failed"),
      ],
      groups: [group("g-cart", ["BT-007"], "open"), group("g-auth", ["BT-008"], "open")],
    });
    await app.deliverRun(
      seedResultsRun(app.github, first, {
        pullRequests: [pull.number],
        headBranch: "feature/cart",
        headSha: pull.headSha,
      }),
    );

    const issues = groupIssues();
    expect(issues).toHaveLength(2);
    const cart = issues.find((issue) => issue.body?.includes("<!-- fix-loop:group=g-cart -->"));
    expect(cart?.labels).toEqual(
      expect.arrayContaining(["fix-loop", "fix-loop:failing", "fix-loop:attempts-0"]),
    );
    // GitHub created the labels grey when the issue named them; the app gave them their colours.
    const colour = (name: string) => app.github.repo(REPO).labels.get(name)?.color;
    expect(colour("fix-loop")).toBe("5319e7");
    expect(colour("fix-loop:failing")).toBe("d73a4a");
    expect(colour("fix-loop:attempts-0")).toBe("c5def5");
    expect(cart?.body).toContain("<details>");
    expect(cart?.body).toContain("/fix BT-007");
    expect(cart?.body).not.toContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789AB");
    expect(cart?.body).toContain("[REDACTED:github-token]");

    const comments = app.github.comments(REPO, pull.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain("<!-- fix-loop:summary -->");
    expect(app.github.labels(REPO, pull.number)).toContain("fix-loop:failed");
    const dashboard = app.github.issues(REPO, { label: "fix-loop:dashboard" });
    expect(dashboard).toHaveLength(1);
  });

  it("updates the same issues and edits the sticky comment on the next run, accumulating attempts", async () => {
    const pull = app.github.pull(REPO, 1);
    const second = cartAndAuthRun("deferred", "failed", {
      attempts: [
        attempt("g-cart", 1, false),
        attempt("g-cart", 2, true, "the password=hunter2hunter2 in config was stale"),
      ],
      pullRequest: pull.number,
    });
    const run = seedResultsRun(app.github, second, {
      pullRequests: [pull.number],
      headBranch: "feature/cart",
      headSha: pull.headSha,
    });
    await app.deliverRun(run);
    await app.deliverRun(run); // a redelivery changes nothing

    const issues = groupIssues();
    expect(issues).toHaveLength(2);
    const cart = issues.find((issue) => issue.body?.includes("<!-- fix-loop:group=g-cart -->"));
    expect(cart?.labels).toEqual(
      expect.arrayContaining(["fix-loop:deferred", "fix-loop:attempts-2"]),
    );
    expect(cart?.labels).not.toContain("fix-loop:attempts-0");
    expect(cart?.labels).not.toContain("fix-loop:failing");
    expect(cart?.body).toContain("password=[REDACTED:password]");
    expect(cart?.body).not.toContain("hunter2hunter2");
    const comments = app.github.comments(REPO, pull.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain("deferred");
    const prLabels = app.github.labels(REPO, pull.number);
    expect(prLabels.filter((name) => name.startsWith("fix-loop:trust-"))).toEqual([
      "fix-loop:trust-50",
    ]);
  });
});

describe("workflow_run.completed on the default branch", () => {
  it("closes a group's issue as fixed when its tests pass, and marks a flaky one", async () => {
    const green = results({
      tests: [
        testResult("BT-001", "passed"),
        testResult("BT-007", "passed"),
        testResult("BT-008", "flaky"),
      ],
    });
    await app.deliverRun(seedResultsRun(app.github, green, { headBranch: "main" }));

    const cart = groupIssues().find((issue) => issue.body?.includes("group=g-cart"));
    expect(cart).toMatchObject({ state: "closed", stateReason: "completed" });
    expect(cart?.labels).toContain("fix-loop:fixed");
    expect(cart?.labels).not.toContain("fix-loop:deferred");
    const auth = groupIssues().find((issue) => issue.body?.includes("group=g-auth"));
    expect(auth).toMatchObject({ state: "open" });
    expect(auth?.labels).toContain("fix-loop:flaky");
    const dashboard = app.github.issues(REPO, { label: "fix-loop:dashboard" })[0];
    expect(dashboard?.body).not.toContain("group=g-cart");
    expect(dashboard?.body).toContain("`g-auth`");
  });

  it("reopens the same issue when the group fails again", async () => {
    const red = results({
      tests: [testResult("BT-007", "failed")],
      groups: [group("g-cart", ["BT-007"], "open")],
    });
    await app.deliverRun(seedResultsRun(app.github, red, { headBranch: "main" }));
    const carts = groupIssues().filter((issue) => issue.body?.includes("group=g-cart"));
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({ state: "open", stateReason: "reopened" });
    expect(carts[0]?.labels).toEqual(
      expect.arrayContaining(["fix-loop:failing", "fix-loop:attempts-2"]),
    );
  });
});

describe("workflow_run.completed it should not act on", () => {
  it("ignores another workflow, a run without the artifact, and results that fail the schema", async () => {
    const before = app.github.requests.length;
    const issuesBefore = app.github.issues(REPO).length;
    const other = seedResultsRun(
      app.github,
      results({ tests: [], groups: [group("g-x", ["BT-100"], "open")] }),
      { workflow: "ci.yml" },
    );
    await app.deliverRun(other);
    const bare = app.github.seedRun(REPO, { conclusion: "failure" });
    await app.deliverRun(bare);
    const invalid = seedResultsRun(
      app.github,
      JSON.stringify({ version: 2, groups: [{ id: "g-y" }] }),
    );
    await app.deliverRun(invalid);
    const notJson = seedResultsRun(app.github, "not json at all");
    await app.deliverRun(notJson);
    expect(app.github.issues(REPO)).toHaveLength(issuesBefore);
    const writes = app.github.requests
      .slice(before)
      .filter((entry) => entry.method !== "GET" && !entry.path.startsWith("/app/"));
    expect(writes).toEqual([]);
  });
});

describe("GitHub errors", () => {
  it("retries 5xx and rate-limit answers and still records every group", async () => {
    app.github.failNext({ method: "POST", path: "/repos/:owner/:repo/issues", status: 502 });
    app.github.failNext({
      method: "GET",
      path: "/repos/:owner/:repo/actions/runs/:id/artifacts",
      status: "rate-limit",
    });
    app.github.failNext({
      method: "PATCH",
      path: "/repos/:owner/:repo/issues/:number",
      status: "secondary-rate-limit",
    });
    const red = results({
      tests: [testResult("BT-007", "failed"), testResult("BT-020", "failed")],
      groups: [group("g-cart", ["BT-007"], "open"), group("g-search", ["BT-020"], "open")],
    });
    await app.deliverRun(seedResultsRun(app.github, red, { headBranch: "main" }));
    expect(groupIssues().filter((issue) => issue.body?.includes("group=g-search"))).toHaveLength(1);
    const injected = app.github.requests
      .filter((entry) => entry.injected)
      .map((entry) => entry.status);
    expect(injected.sort()).toEqual([403, 403, 502]);
  });

  it("does not lose the other groups when one group's issue cannot be written", async () => {
    const cart = groupIssues().find((issue) => issue.body?.includes("group=g-cart"));
    app.github.failNext({
      method: "PATCH",
      path: `/repos/acme/shop/issues/${cart?.number}`,
      status: 500,
      times: 10,
    });
    const red = results({
      tests: [testResult("BT-007", "failed"), testResult("BT-030", "failed")],
      groups: [group("g-cart", ["BT-007"], "open"), group("g-pay", ["BT-030"], "open")],
      // A new attempt, so g-cart's issue has something new to say (a group merely seen again is not written).
      attempts: [attempt("g-cart", 1, false)],
    });
    const run = seedResultsRun(app.github, red, { headBranch: "main" });
    await expect(app.deliverRun(run)).rejects.toThrow(/group g-cart/);
    expect(groupIssues().filter((issue) => issue.body?.includes("group=g-pay"))).toHaveLength(1);
    const dashboard = app.github.issues(REPO, { label: "fix-loop:dashboard" })[0];
    expect(dashboard?.body).toContain("`g-pay`");
    app.github.clearFailures();
    await app.deliverRun(run); // the redelivery finishes the job
    expect(groupIssues().filter((issue) => issue.body?.includes("group=g-pay"))).toHaveLength(1);
  });
});

describe("a run with a matrix of fix jobs", () => {
  it("folds the verify job's results and each fix job's into one view, skipping a broken artifact", async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/matrix" });
    const tests = [testResult("BT-040", "failed"), testResult("BT-041", "failed")];
    const verify = results({
      tests,
      groups: [group("g-m1", ["BT-040"], "open"), group("g-m2", ["BT-041"], "open")],
    });
    const fixM1 = results({
      tests: [testResult("BT-040", "fixed")],
      groups: [group("g-m1", ["BT-040"], "fixed")],
      attempts: [attempt("g-m1", 1, true)],
      fixPullRequests: [{ group: "g-m1", url: "http://example.test/pull/99", number: 99 }],
    });
    const fixM2 = results({
      tests: [testResult("BT-041", "deferred")],
      groups: [group("g-m2", ["BT-041"], "deferred")],
      attempts: [attempt("g-m2", 1, false), attempt("g-m2", 2, true)],
    });
    const run = app.github.seedRun(REPO, {
      headBranch: "feature/matrix",
      headSha: pull.headSha,
      event: "pull_request",
      pullRequests: [pull.number],
      artifacts: {
        "fix-loop-results-g-m2": { "results.json": JSON.stringify(fixM2) },
        "fix-loop-results": { "results.json": JSON.stringify(verify) },
        "fix-loop-results-g-m1": { "results.json": JSON.stringify(fixM1) },
        "fix-loop-results-g-m3": { "results.json": "{ broken" },
        "coverage-report": { "index.html": "<html></html>" },
      },
    });
    await app.deliverRun(run);

    const m2 = groupIssues().find((issue) => issue.body?.includes("group=g-m2"));
    expect(m2?.labels).toEqual(
      expect.arrayContaining(["fix-loop:deferred", "fix-loop:attempts-2"]),
    );
    expect(groupIssues().some((issue) => issue.body?.includes("group=g-m1"))).toBe(false);
    const summary = app.github.comments(REPO, pull.number)[0]?.body ?? "";
    expect(summary).toContain("fix-loop: deferred");
    expect(summary).toContain("[#99](http://example.test/pull/99)");
    expect(summary).toContain("2 of 3 claims matched");
    expect(app.github.labels(REPO, pull.number)).toContain("fix-loop:deferred");
  });
});

describe("a broken .github/fix-loop.yml", () => {
  it("handles the run with the default settings", async () => {
    app.github.setFile(REPO, ".github/fix-loop.yml", "app: [unclosed\n");
    const red = results({
      tests: [testResult("BT-050", "failed")],
      groups: [group("g-yaml", ["BT-050"], "open")],
    });
    await app.deliverRun(seedResultsRun(app.github, red, { headBranch: "main" }));
    app.github.repo(REPO).files.delete(".github/fix-loop.yml");
    const issue = groupIssues().find((candidate) => candidate.body?.includes("group=g-yaml"));
    expect(issue?.body).toContain("0 of 6"); // the default cap
  });
});

describe("a run dispatched by /fix", () => {
  it("finds its pull request by branch, updates the summary with when it finished, and clears an older version's fix-loop:in-progress", async () => {
    const pull = app.github.seedPull(REPO, {
      headRef: "feature/dispatched",
      labels: ["fix-loop:in-progress", "needs-review"],
    });
    // The /fix reply: its marker is the fix in progress (an older version labelled the PR too).
    app.github.seedComment(
      REPO,
      pull.number,
      `started a fix run\n\n<!-- fix-loop:dispatch sha=${pull.headSha} tests=BT-060 at=2025-03-01T09:00:00.000Z -->`,
      "fix-loop[bot]",
    );
    const red = results({
      tests: [testResult("BT-060", "failed")],
      groups: [group("g-dispatch", ["BT-060"], "open")],
    });
    await app.deliverRun(
      seedResultsRun(app.github, red, {
        headBranch: "feature/dispatched",
        headSha: pull.headSha,
        event: "workflow_dispatch",
      }),
    );
    const summary = app.github.comments(REPO, pull.number)[1]?.body ?? "";
    expect(summary).toContain("<!-- fix-loop:summary -->");
    expect(summary).toContain('"at":"2025-03-01T10:05:00.000Z"');
    expect(app.github.labels(REPO, pull.number)).toEqual(
      expect.arrayContaining(["needs-review", "fix-loop:failed"]),
    );
    expect(app.github.labels(REPO, pull.number)).not.toContain("fix-loop:in-progress");
  });
});

/** A group issue as the app wrote it under signature v1: its state records no version. */
function seedV1Issue(groupId: string, tests: string[]) {
  const state = {
    v: 1,
    group: groupId,
    tier: "features",
    signature: "TypeError: cannot read total",
    tests,
    status: "failing",
    attemptCount: 1,
    attempts: [],
    lastRun: null,
    fixPullRequests: [],
    note: null,
  };
  return app.github.seedIssue(REPO, {
    title: `fix-loop: ${tests.join(", ")} - TypeError`,
    body: withMarkers("### ❌ Failing", [groupMarker(groupId), stateMarker(state)]),
    labels: ["fix-loop", "fix-loop:failing", "fix-loop:attempts-1"],
    user: "fix-loop[bot]",
  });
}

/** A group as a v2 engine reports it: triage says how it was formed. */
function v2Group(id: string, tests: string[]): Group {
  return {
    ...group(id, tests, "open"),
    triage: { culprit: null, merged: [], signatures: [], keptApart: null },
  };
}

describe("a run under a newer triage signature", () => {
  it("closes the open v1 group issue its tests moved from, saying which issue supersedes it", async () => {
    const moved = seedV1Issue("a1b2c3d4e5f6", ["BT-700", "BT-701"]);
    const unrelated = seedV1Issue("0f0f0f0f0f0f", ["BT-790"]);
    const run = seedResultsRun(
      app.github,
      results({
        tests: [testResult("BT-700", "failed"), testResult("BT-790", "passed")],
        groups: [v2Group("9e8d7c6b5a40", ["BT-700"])],
      }),
      { headBranch: "feature/v2", event: "pull_request" },
    );
    await app.deliverRun(run);

    const successor = app.github
      .issues(REPO, { label: "fix-loop" })
      .find((issue) => (issue.body ?? "").includes(groupMarker("9e8d7c6b5a40")));
    expect(successor?.state).toBe("open");
    const old = app.github.issues(REPO, {}).find((issue) => issue.number === moved.number);
    expect(old?.state).toBe("closed");
    const notes = app.github.comments(REPO, moved.number).map((comment) => comment.body);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain(`Superseded by #${successor?.number}`);
    // Tests the new groups do not cover keep their issue (not on the default branch: no closing).
    const other = app.github.issues(REPO, {}).find((issue) => issue.number === unrelated.number);
    expect(other?.state).toBe("open");
    expect(app.github.comments(REPO, unrelated.number)).toHaveLength(0);
    const dashboard = app.github.issues(REPO, { label: "fix-loop:dashboard" })[0];
    expect(dashboard?.body).not.toContain("a1b2c3d4e5f6");

    // The same run again changes nothing: the old issue is closed and commented once.
    await app.deliverRun(run);
    expect(app.github.comments(REPO, moved.number)).toHaveLength(1);
  });
});
