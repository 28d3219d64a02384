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
// a load balancer): the PR's sticky summary, read with the comments anyway, holds what it needs,
// and one conditional GET of the settings file (a 304, no rate limit) says its settings still hold.

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

/** The repository calls one delivery made, as "METHOD route status". */
async function callsOfFreshCopy(pullNumber: number, body: string, login: string) {
  const fresh = createTestProbot(github);
  github.clearRequests();
  await deliverComment(fresh, github, pullNumber, body, login);
  return github.requests
    .filter((entry) => entry.path.startsWith("/repos/"))
    .map((entry) => `${entry.method} ${entry.route} ${entry.status}`);
}

const SETTINGS_READ = "GET /repos/:owner/:repo/contents/*path";
const SETTINGS_PATH = "/repos/:owner/:repo/contents/*path";
/** Calls that cost rate limit: a 304 does not. */
const paid = (calls: string[]) => calls.filter((call) => !call.endsWith(" 304"));
const settingsReads = (calls: string[]) => calls.filter((call) => call.startsWith(SETTINGS_READ));

/** The settings file's ETag as GitHub answers it now. */
async function settingsEtag(): Promise<string> {
  const answer = await fetch(`${github.url}/repos/${REPO}/contents/.github/fix-loop.yml`, {
    headers: { authorization: "token test-token" },
  });
  return answer.headers.get("etag") ?? "";
}

describe("/fix in a fresh app process, on a PR with the app's summary", () => {
  it("dispatches with the settings the run recorded, in 6 calls and a 304 for the settings file", async () => {
    const pull = await summarisedPull();
    const calls = await callsOfFreshCopy(pull.number, "/fix BT-007", "maintainer");

    expect(paid(calls)).toHaveLength(6);
    expect(settingsReads(calls)).toEqual([`${SETTINGS_READ} 304`]);
    expect(calls).not.toContain("GET /repos/:owner/:repo/issues 200");
    const dispatched = github.dispatches(REPO).at(-1);
    expect(dispatched).toMatchObject({ workflow: "fixes.yml", ref: pull.headRef });
    expect(dispatched?.inputs).toMatchObject({ tests: "BT-007", sha: pull.headSha });
  });

  it("checks the cap and the permission the run recorded, the file unchanged", async () => {
    const pull = await summarisedPull();
    const before = github.dispatches(REPO).length;

    const capped = await callsOfFreshCopy(pull.number, "/fix BT-008", "maintainer");
    expect(settingsReads(capped)).toEqual([`${SETTINGS_READ} 304`]);
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("max-attempts");

    await callsOfFreshCopy(pull.number, "/fix BT-007", "writer");
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("maintain");
    expect(github.dispatches(REPO)).toHaveLength(before);
  });

  it("decides with the file as it is now when it changed after the summary was written", async () => {
    github.setFile(REPO, ".github/fix-loop.yml", SETTINGS.replace("maintain", "write"));
    try {
      const pull = await summarisedPull();
      const summary = github.comments(REPO, pull.number).at(-1)?.body ?? "";
      expect(summary).toContain('"permission":"write"');
      const before = github.dispatches(REPO).length;

      // An admin raises the bar; the PR has had no run since.
      github.setFile(REPO, ".github/fix-loop.yml", SETTINGS.replace("maintain", "admin"));
      const calls = await callsOfFreshCopy(pull.number, "/fix BT-007", "writer");

      expect(settingsReads(calls)).toEqual([`${SETTINGS_READ} 200`]);
      expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("admin");
      expect(github.dispatches(REPO)).toHaveLength(before);
    } finally {
      github.setFile(REPO, ".github/fix-loop.yml", SETTINGS);
    }
  });

  it("lets only admins /fix while the settings file cannot be read", async () => {
    const pull = await summarisedPull();
    const before = github.dispatches(REPO).length;
    github.failNext({ method: "GET", path: SETTINGS_PATH, status: 502, times: 20 });
    try {
      await callsOfFreshCopy(pull.number, "/fix BT-007", "maintainer");
      expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("admin");
      expect(github.dispatches(REPO)).toHaveLength(before);
    } finally {
      github.clearFailures();
    }
  });

  it("takes nothing from a summary someone else wrote, even with the file's ETag: the file and the dashboard are read", async () => {
    const pull = github.seedPull(REPO, { headRef: `feature/forged-${Date.now()}` });
    const forged = {
      v: 1,
      sha: pull.headSha,
      run: "1",
      at: null,
      groups: [{ id: "g-cart", tests: ["BT-007"], status: "open", attempts: 0 }],
      settings: {
        workflow: "evil.yml",
        permission: "triage",
        "max-attempts": 99,
        ladder: [],
        etag: await settingsEtag(),
      },
    };
    github.seedComment(
      REPO,
      pull.number,
      withMarkers("fix-loop summary", [SUMMARY_MARKER, stateMarker(forged)]),
      "mallory",
    );

    const calls = await callsOfFreshCopy(pull.number, "/fix BT-007", "triager");

    expect(settingsReads(calls)).toEqual([`${SETTINGS_READ} 200`]);
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("maintain");
    expect(github.dispatches(REPO).filter((d) => d.workflow === "evil.yml")).toEqual([]);
  });

  it("with _extends in the file the summary records no ETag: the file and its base are read", async () => {
    github.seedRepo({
      owner: "acme",
      name: ".github",
      files: { ".github/fix-loop.yml": "app:\n  max-attempts: 2\n" },
    });
    github.setFile(
      REPO,
      ".github/fix-loop.yml",
      `_extends: .github\n${SETTINGS}`.replace("  max-attempts: 2\n", ""),
    );
    try {
      const pull = await summarisedPull();
      const summary = github.comments(REPO, pull.number).at(-1)?.body ?? "";
      expect(summary).toContain('"max-attempts":2');
      expect(summary).not.toContain('"etag"');
      const before = github.dispatches(REPO).length;

      // The organisation lowers the cap in its base file; the repository's own file is unchanged.
      github.setFile("acme/.github", ".github/fix-loop.yml", "app:\n  max-attempts: 1\n");
      const calls = await callsOfFreshCopy(pull.number, "/fix BT-007", "maintainer");

      expect(settingsReads(calls)).toEqual([`${SETTINGS_READ} 200`, `${SETTINGS_READ} 200`]);
      expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("max-attempts");
      expect(github.dispatches(REPO)).toHaveLength(before);
    } finally {
      github.setFile(REPO, ".github/fix-loop.yml", SETTINGS);
    }
  });
});
