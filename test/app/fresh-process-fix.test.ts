import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUMMARY_MARKER, stateMarker, withMarkers } from "../../src/github/markers.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { attempt, group, results, testResult } from "./fixtures.js";
import {
  createTestProbot,
  deliverComment,
  deliverRun,
  REPO,
  seedResultsRun,
  seedShop,
} from "./harness.js";

// A /fix handled by a copy of the app that has seen nothing yet (a restart, a second copy behind
// a load balancer): the PR's sticky summary, read with the comments anyway, is all it needs.

const SETTINGS = "app:\n  workflow: fixes.yml\n  max-attempts: 2\n  permission: maintain\n";

let github: FakeGitHub;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github, { ".github/fix-loop.yml": SETTINGS });
});

afterAll(() => github.close());

/** A PR whose latest run, handled by one copy, left g-cart (1 attempt) and g-auth (2, the cap). */
async function summarisedPull() {
  const pull = github.seedPull(REPO, { headRef: `feature/cold-${Date.now()}` });
  const run = seedResultsRun(
    github,
    results({
      tests: [testResult("BT-007", "failed"), testResult("BT-008", "deferred")],
      groups: [group("g-cart", ["BT-007"], "open"), group("g-auth", ["BT-008"], "deferred")],
      attempts: [
        attempt("g-cart", 1, false),
        attempt("g-auth", 1, false),
        attempt("g-auth", 2, false),
      ],
    }),
    {
      pullRequests: [pull.number],
      headBranch: pull.headRef,
      headSha: pull.headSha,
      workflow: "fixes.yml",
    },
  );
  await deliverRun(createTestProbot(github), github, run);
  return pull;
}

/** The repository calls one delivery made, as "METHOD route". */
async function callsOfFreshCopy(pullNumber: number, body: string, login: string) {
  const fresh = createTestProbot(github);
  github.clearRequests();
  await deliverComment(fresh, github, pullNumber, body, login);
  return github.requests
    .filter((entry) => entry.path.startsWith("/repos/"))
    .map((entry) => `${entry.method} ${entry.route}`);
}

describe("/fix in a fresh app process, on a PR with the app's summary", () => {
  it("dispatches with the settings the run recorded, in 6 calls: no settings file, no dashboard", async () => {
    const pull = await summarisedPull();
    const calls = await callsOfFreshCopy(pull.number, "/fix BT-007", "maintainer");

    expect(calls).toHaveLength(6);
    expect(calls.filter((call) => call.includes("/contents/"))).toEqual([]);
    expect(calls).not.toContain("GET /repos/:owner/:repo/issues");
    const dispatched = github.dispatches(REPO).at(-1);
    expect(dispatched).toMatchObject({ workflow: "fixes.yml", ref: pull.headRef });
    expect(dispatched?.inputs).toMatchObject({ tests: "BT-007", sha: pull.headSha });
  });

  it("checks the cap and the permission the run recorded, without reading the file", async () => {
    const pull = await summarisedPull();
    const before = github.dispatches(REPO).length;

    const capped = await callsOfFreshCopy(pull.number, "/fix BT-008", "maintainer");
    expect(capped.filter((call) => call.includes("/contents/"))).toEqual([]);
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("max-attempts");

    await callsOfFreshCopy(pull.number, "/fix BT-007", "writer");
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("maintain");
    expect(github.dispatches(REPO)).toHaveLength(before);
  });

  it("takes nothing from a summary someone else wrote: the file and the dashboard are read", async () => {
    const pull = github.seedPull(REPO, { headRef: `feature/forged-${Date.now()}` });
    const forged = {
      v: 1,
      sha: pull.headSha,
      run: "1",
      at: null,
      groups: [{ id: "g-cart", tests: ["BT-007"], status: "open", attempts: 0 }],
      settings: { workflow: "evil.yml", permission: "triage", "max-attempts": 99, ladder: [] },
    };
    github.seedComment(
      REPO,
      pull.number,
      withMarkers("fix-loop summary", [SUMMARY_MARKER, stateMarker(forged)]),
      "mallory",
    );

    const calls = await callsOfFreshCopy(pull.number, "/fix BT-007", "triager");

    expect(calls.filter((call) => call.includes("/contents/")).length).toBeGreaterThan(0);
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("maintain");
    expect(github.dispatches(REPO).filter((d) => d.workflow === "evil.yml")).toEqual([]);
  });
});
