import { describe, expect, it } from "vitest";
import { EMPTY_HISTORY, HISTORY_FILE } from "../../src/flaky/history.js";
import { HISTORY_REF } from "../../src/flaky/quarantine-list.js";
import { HttpError } from "../support/fake-github/index.js";
import { group, results, testResult } from "./fixtures.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp({ ".github/fix-loop.yml": "tests: .fix-loop/tests/*.sh\n" });

describe("an installation that granted contents: read only", () => {
  it("still reports the run, and answers /fix quarantine with the permission it lacks", async () => {
    // What GitHub answers a Git data write without Contents: write.
    app.github.register((route) => {
      route("POST", "/repos/:owner/:repo/git/trees", () => {
        throw new HttpError(403, "Resource not accessible by integration");
      });
    });
    // A history written while the app could (before its permission was narrowed).
    const seeded = app.github.commitFiles(REPO, HISTORY_REF, {
      [HISTORY_FILE]: JSON.stringify({
        ...EMPTY_HISTORY,
        runs: [{ id: "1", sha: "c1", at: "2025-01-01T00:00:00Z", ref: "main" }],
        tests: { "BT-008": "K" },
      }),
    });
    const pull = app.github.seedPull(REPO, { headRef: "feature/ro" });
    const red = results({
      tests: [testResult("BT-007", "failed"), testResult("BT-008", "flaky")],
      groups: [group("g-cart", ["BT-007"], "open")],
    });
    const run = seedResultsRun(app.github, red, {
      pullRequests: [pull.number],
      headBranch: "feature/ro",
      headSha: pull.headSha,
    });
    // The delivery succeeds: redelivering would not grant the permission.
    await app.deliverRun(run);
    const issues = app.github.issues(REPO, { label: "fix-loop" });
    expect(issues.map((issue) => issue.title)).toContain("fix-loop dashboard");
    expect(issues.some((issue) => issue.body?.includes("g-cart"))).toBe(true);
    expect(app.github.git(REPO).refs.get(HISTORY_REF)).toBe(seeded);

    await app.deliverComment(pull.number, "/fix quarantine BT-008", "maintainer");
    const reply = app.github.comments(REPO, pull.number).at(-1)?.body ?? "";
    expect(reply).toContain(
      "nothing changed: the app may not write refs/fix-loop/history: it needs the Contents permission with write access",
    );
    expect(app.github.git(REPO).refs.get(HISTORY_REF)).toBe(seeded);
  });
});
