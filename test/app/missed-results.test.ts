import { describe, expect, it } from "vitest";
import { group, results, testResult } from "./fixtures.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp();

describe("/fix when the app never saw the run's workflow_run", () => {
  it("reads the latest results artifact of the PR's head, then dispatches", async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/missed" });
    // The run happened and uploaded its results, but its webhook never reached the app.
    seedResultsRun(
      app.github,
      results({
        tests: [testResult("BT-300", "failed"), testResult("BT-301", "passed")],
        groups: [group("g-missed", ["BT-300"], "open")],
      }),
      { pullRequests: [pull.number], headBranch: "feature/missed", headSha: pull.headSha },
    );
    await app.deliverComment(pull.number, "/fix all");
    expect(app.github.dispatches(REPO)).toMatchObject([
      { ref: "feature/missed", inputs: { tests: "BT-300", sha: pull.headSha } },
    ]);
  });

  it("takes the artifact at the PR's head commit over a newer one of the branch", async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/two-runs" });
    const runAt = (tests: string[], headSha: string) =>
      seedResultsRun(
        app.github,
        results({
          tests: tests.map((id) => testResult(id, "failed")),
          groups: [group(`g-${tests[0]}`, tests, "open")],
        }),
        { headBranch: "feature/two-runs", headSha, event: "workflow_dispatch" },
      );
    runAt(["BT-310"], pull.headSha);
    runAt(["BT-320"], "e".repeat(40));
    await app.deliverComment(pull.number, "/fix all");
    expect(app.github.dispatches(REPO).at(-1)).toMatchObject({
      ref: "feature/two-runs",
      inputs: { tests: "BT-310", sha: pull.headSha },
    });
  });

  it("still says there are no results when no run has any", async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/never-ran" });
    await app.deliverComment(pull.number, "/fix BT-300");
    expect(app.github.dispatches(REPO)).toHaveLength(2);
    const replies = app.github
      .comments(REPO, pull.number)
      .filter((comment) => comment.user.login === "fix-loop[bot]");
    expect(replies.at(-1)?.body).toContain("no results for this repository yet");
  });
});
