import { describe, expect, it } from "vitest";
import { HISTORY_FILE, parseHistory } from "../../src/flaky/history.js";
import {
  FLAKES_FILE,
  HISTORY_REF,
  parseFlakesFile,
  parseQuarantineList,
  QUARANTINE_FILE,
} from "../../src/flaky/quarantine-list.js";
import { aliasOf } from "../../src/ids/aliases.js";
import type { TestResult } from "../../src/results/schema.js";
import { group, results, testResult } from "./fixtures.js";
import { createTestProbot, deliverRun, REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp({
  ".github/fix-loop.yml": [
    "tests: .fix-loop/tests/*.sh",
    "app:",
    "  flaky:",
    "    window: 20",
    "    quarantine-at: 0.05",
    "    min-runs: 3",
    "    release-after: 3",
  ].join("\n"),
  ".github/CODEOWNERS": "*  @acme/everyone\n/.fix-loop/tests/flappy.sh  @acme/qa\n",
});

let runs = 0;
/** A run on the pull request `pull` (or on main), at `sha`, finished a minute after the last. */
function seedRun(tests: TestResult[], sha: string, pull?: { number: number; headRef: string }) {
  runs += 1;
  const failing = tests.filter((test) => test.status === "failed").map((test) => test.id);
  const red = results({
    tests,
    groups: failing.map((id) => group(`g-${id}`, [id], "open")),
    finishedAt: new Date(Date.UTC(2026, 0, 1, 0, runs)).toISOString(),
  });
  return seedResultsRun(app.github, red, {
    headSha: sha,
    headBranch: pull?.headRef ?? "main",
    ...(pull ? { pullRequests: [pull.number] } : {}),
  });
}

const file = (path: string) => app.github.gitFile(REPO, HISTORY_REF, path) ?? "";
const history = () => parseHistory(file(HISTORY_FILE), HISTORY_FILE);
const quarantined = () =>
  parseQuarantineList(file(QUARANTINE_FILE), QUARANTINE_FILE).tests.map((test) => test.id);
const suite = (flappy: TestResult["status"], broken: TestResult["status"] = "failed") => [
  testResult("steady", "passed"),
  testResult("flappy", flappy),
  testResult("broken", broken),
];

describe("the flake history on refs/fix-loop/history", () => {
  it("records every run's outcomes, quarantines by rule with the numbers on the group issue, never the regression, and releases after clean runs", async () => {
    const pull = app.github.seedPull(REPO, { headRef: "feature/flap" });
    // flappy fails at c1, then passes at the same commit: a flake. broken fails at every commit.
    await app.deliverRun(seedRun(suite("failed"), "c1", pull));
    expect(history().tests).toEqual({ steady: "P", flappy: "F", broken: "F" });
    expect(quarantined()).toEqual([]);
    await app.deliverRun(seedRun(suite("passed"), "c1", pull));
    await app.deliverRun(seedRun(suite("flaky"), "c2", pull));
    expect(history().tests).toEqual({ steady: "PPP", flappy: "FPK", broken: "FFF" });
    expect(history().runs.map((run) => run.ref)).toEqual([
      `pull/${pull.number}`,
      `pull/${pull.number}`,
      `pull/${pull.number}`,
    ]);

    const [entry] = parseQuarantineList(file(QUARANTINE_FILE), QUARANTINE_FILE).tests;
    expect(entry).toMatchObject({
      id: "flappy",
      alias: aliasOf("test", "flappy"),
      by: "rule",
      runs: 3,
    });
    expect(entry?.rate).toBeCloseTo(2 / 3, 3);
    expect(entry?.lowerBound).toBeGreaterThanOrEqual(0.05);
    const flakes = parseFlakesFile(file(FLAKES_FILE), FLAKES_FILE);
    expect(flakes.tests.map((test) => test.id)).toEqual(["flappy"]);
    expect(flakes.tests[0]).toMatchObject({ flakes: 2, commits: ["c2", "c1"] });
    expect(flakes.tests[0]?.lastFailure?.message).toBe("expected 200, got 500");

    const flapIssue = app.github
      .issues(REPO, { label: "fix-loop" })
      .find((issue) => issue.body?.includes("g-flappy"));
    expect(flapIssue?.body).toContain("#### Quarantined (1 of 1)");
    expect(flapIssue?.body).toMatch(/flaked in 2 of 3 runs \(66\.7%\)/);
    expect(flapIssue?.body).toContain("app.flaky.quarantine-at 5.0%");

    // Three clean runs release it; the regression was never quarantined on the way.
    for (const sha of ["c3", "c4", "c5"]) {
      expect(quarantined()).toEqual(["flappy"]);
      await app.deliverRun(seedRun(suite("passed"), sha, pull));
    }
    expect(quarantined()).toEqual([]);
    expect(history().released.flappy).toBeDefined();
    expect(history().tests.broken).toBe("FFFFFF");
    const released = app.github.issue(REPO, flapIssue?.number ?? 0);
    expect(released.body).not.toContain("#### Quarantined");
  });

  it("lists the flakiest tests on the dashboard with their numbers, evidence and CODEOWNERS owners", async () => {
    const dashboard = app.github
      .issues(REPO, { label: "fix-loop" })
      .find((issue) => issue.title === "fix-loop dashboard");
    const body = dashboard?.body ?? "";
    expect(body).toContain("### Flakiest tests (1)");
    const row = body.split("\n").find((line) => line.startsWith("| `flappy`")) ?? "";
    expect(row).toContain("`@acme/qa`");
    expect(row).not.toContain("@acme/everyone");
    expect(row).toContain("2 of 6");
    expect(row).toContain("`expected 200, got 500`");
    // The flaky run of the fixture carries no output: the last evidence is the failure at c1.
    expect(body).toContain("flappy: last failure at c1");
  });

  it("costs three calls per run for a copy that wrote the ref last, and a redelivered run writes nothing", async () => {
    app.github.clearRequests();
    const run = seedRun(suite("passed", "passed"), "c6");
    await app.deliverRun(run);
    const gitCalls = () =>
      app.github.requests.filter(
        (request) => request.path.includes("/git/") || request.path.includes(HISTORY_FILE),
      );
    expect(gitCalls().map((request) => `${request.method} ${request.route}`)).toEqual([
      "POST /repos/:owner/:repo/git/trees",
      "POST /repos/:owner/:repo/git/commits",
      "PATCH /repos/:owner/:repo/git/refs/*ref",
    ]);
    app.github.clearRequests();
    await app.deliverRun(run);
    expect(gitCalls()).toEqual([]);
    expect(history().runs).toHaveLength(7);
  });

  it("loses no run when two copies of the app write the ref at once", async () => {
    const other = createTestProbot(app.github);
    const before = history().runs.length;
    // The other copy starts cold (reads the ref); this copy's remembered commit is then stale,
    // so its next write is refused (422) and it merges its run into the newer history.
    await deliverRun(other, app.github, seedRun(suite("passed", "passed"), "c7"));
    app.github.clearRequests();
    await app.deliverRun(seedRun(suite("passed", "passed"), "c8"));
    const refused = app.github
      .requestsTo("PATCH", "/repos/:owner/:repo/git/refs/*ref")
      .filter((request) => request.status === 422);
    expect(refused).toHaveLength(1);
    // And both at the same moment, twice over.
    for (const shas of [
      ["c9", "c10"],
      ["c11", "c12"],
    ]) {
      const [a, b] = shas.map((sha) => seedRun(suite("flaky", "passed"), sha ?? ""));
      if (!a || !b) throw new Error("two runs");
      await Promise.all([app.deliverRun(a), deliverRun(other, app.github, b)]);
    }
    const after = history();
    expect(after.runs.map((run) => run.sha).slice(before)).toEqual([
      "c7",
      "c8",
      "c9",
      "c10",
      "c11",
      "c12",
    ]);
    expect(after.tests.flappy?.slice(-4)).toBe("KKKK");
  });

  it("records every run of a burst one copy handles at once, with no write of the ref refused", async () => {
    // The other copy wrote last: this copy learns the ref's commit on its next run first.
    await app.deliverRun(seedRun(suite("passed", "passed"), "c13"));
    app.github.clearRequests();
    const shas = Array.from({ length: 8 }, (_, i) => `burst-${i}`);
    await Promise.all(shas.map((sha) => app.deliverRun(seedRun(suite("passed", "passed"), sha))));
    const recorded = new Set(history().runs.map((run) => run.sha));
    expect(shas.filter((sha) => !recorded.has(sha))).toEqual([]);
    const refused = app.github
      .requestsTo("PATCH", "/repos/:owner/:repo/git/refs/*ref")
      .filter((request) => request.status === 422);
    expect(refused).toEqual([]);
  });
});
