import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { type FakeGitHub, HttpError, startFakeGitHub } from "../support/fake-github/index.js";
import { createProjectRepo, type ProjectRepo } from "./support/project.js";
import {
  quarantineJson,
  QUARANTINE_REASON as REASON,
  QUARANTINED_SINCE as SINCE,
} from "./support/quarantine-json.js";
import { pullRequestEvent, pushEvent, runActionInProcess } from "./support/run-action.js";

// Issue 31: verify honours the quarantine list the app keeps on refs/fix-loop/history, read
// from the base repository through the Git data API, never from the checkout. createProjectRepo's
// BT-002 fails every run; BT-001 passes.

const HISTORY = "refs/fix-loop/history";

let github: FakeGitHub;
const repos: ProjectRepo[] = [];

beforeAll(async () => {
  github = await startFakeGitHub();
  for (const repository of [
    "acme/widgets",
    "evil/widgets",
    "acme/flakes-only",
    "acme/no-history",
  ]) {
    const [owner = "", name = ""] = repository.split("/");
    github.seedRepo({ owner, name });
  }
});
afterAll(async () => {
  await github?.close();
});
afterEach(() => {
  for (const repo of repos.splice(0)) repo.remove();
  github.clearRequests();
});

async function verify(options: {
  files?: Record<string, string>;
  event?: { name: string; payload: unknown };
  token?: boolean;
  env?: Record<string, string>;
}) {
  const repo = createProjectRepo(options.files);
  repos.push(repo);
  const run = await runActionInProcess({
    workspace: repo.dir,
    inputs: { mode: "verify", ...(options.token === false ? {} : { "github-token": "ghs_read" }) },
    event: options.event ?? pushEvent(),
    env: { GITHUB_API_URL: github.url, ...options.env },
  });
  const results: Results = resultsSchema.parse(
    JSON.parse(readFileSync(run.outputs.results ?? "", "utf8")),
  );
  return { run, results };
}

describe("verify reads the quarantine list from the history ref", () => {
  it("runs and reports a quarantined failing test, and passes: tier, outcome, summary and results say so", async () => {
    github.commitFiles("acme/widgets", HISTORY, { "quarantine.json": quarantineJson("BT-002") });
    const { run, results } = await verify({});
    expect(run.failures).toEqual([]);
    expect(run.outputs.outcome).toBe("passed");
    expect(run.outputs.groups).toBe("[]");
    expect(run.annotations).toEqual([]);
    const test = results.tests.find((one) => one.id === "BT-002");
    expect(test).toMatchObject({
      status: "failed",
      quarantined: { since: SINCE, reason: REASON },
    });
    expect(test?.evidence?.message).toContain("FAIL: answer is 41");
    expect(results.tiers[0]).toMatchObject({ status: "passed", counts: { failed: 1, passed: 1 } });
    expect(results.groups).toEqual([]);
    expect(results.headline).toBe("all 2 tests passed, 1 failed in quarantine (not counted)");
    expect(run.summary).toContain("1 quarantined (1 failure not counted)");
    expect(run.summary).toContain("failed · quarantined");
    expect(run.log.join("\n")).toContain(`quarantine: 1 test(s) on ${HISTORY} of acme/widgets`);
    // ref, commit, tree, then the two blobs: nothing read from the checkout.
    expect(github.requests.map((request) => request.route)).toEqual([
      "/repos/:owner/:repo/git/ref/*ref",
      "/repos/:owner/:repo/git/commits/:sha",
      "/repos/:owner/:repo/git/trees/:sha",
      "/repos/:owner/:repo/git/blobs/:sha",
    ]);
    expect(github.requests[0]?.actor).not.toBe("none");
  });

  it("reads the base repository's list for a pull request from a fork, never the fork's or the checkout's", async () => {
    github.commitFiles("acme/widgets", HISTORY, { "quarantine.json": quarantineJson("BT-001") });
    github.commitFiles("evil/widgets", HISTORY, { "quarantine.json": quarantineJson("BT-002") });
    const { run, results } = await verify({
      files: { "quarantine.json": quarantineJson("BT-002") },
      event: pullRequestEvent("evil/widgets"),
      token: false,
    });
    expect(run.failed).toBe(true);
    expect(results.outcome).toBe("failed");
    expect(results.tests.find((one) => one.id === "BT-002")?.quarantined).toBeUndefined();
    expect(results.tests.find((one) => one.id === "BT-001")?.quarantined).toBeDefined();
    expect(
      github.requests.filter((request) => request.path.startsWith("/repos/acme/widgets/git/ref/")),
    ).toHaveLength(1);
    expect(github.requests.some((request) => request.path.includes("evil"))).toBe(false);
  });

  it("takes no ref, or no file on it, for an empty list, quietly", async () => {
    github.commitFiles("acme/flakes-only", HISTORY, { "flakes.json": '{"version":1,"tests":[]}' });
    for (const repository of ["acme/flakes-only", "acme/no-history"]) {
      const { run, results } = await verify({
        event: {
          name: "push",
          payload: { ref: "refs/heads/main", repository: { full_name: repository } },
        },
        env: { GITHUB_REPOSITORY: repository },
      });
      expect(run.warnings.filter((warning) => warning.includes("history"))).toEqual([]);
      expect(results.outcome).toBe("failed");
      expect(results.tests.some((one) => one.quarantined)).toBe(false);
    }
    expect(
      github.requests.filter((request) => request.path.startsWith("/repos/acme/no-history/")),
    ).toHaveLength(1);
  });

  it("warns and quarantines nothing when the history cannot be read, without failing on it", async () => {
    github.register((route) =>
      route("GET", "/repos/:owner/:repo/git/ref/*ref", () => {
        throw new HttpError(403, "Resource not accessible by integration");
      }),
    );
    const { run, results } = await verify({});
    expect(run.warnings.join("\n")).toContain(
      `the flake history (${HISTORY} of acme/widgets) could not be read, so no test is quarantined in this run: Resource not accessible by integration`,
    );
    // The run fails for its failing test, as it would with no list at all.
    expect(results.outcome).toBe("failed");
    expect(run.failures.join("\n")).toContain("1 of 2 tests failed (BT-002)");
  });
});
