import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { HISTORY_FOLDER } from "../../src/workflows/pipeline-jobs.js";
import { GROUP } from "../bundle/support.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { bundleTheAnswerFix } from "./support/answer-fix.js";
import { createProjectRepo, git, type ProjectRepo } from "./support/project.js";
import { quarantineJson } from "./support/quarantine-json.js";
import { pullRequestEvent, pushEvent, runActionInProcess } from "./support/run-action.js";
import { freshCheckout, policyFile } from "./support/runner-checkout.js";

// Issue 31: the pipeline checks out refs/fix-loop/history of the base repository into
// .fix-loop-history before any code of the commit runs, so verify, fix and check hold no token
// and call no API for it. The Action reads that checkout first, before the setup input, then
// removes it. BT-002 and BT-003 fail every run; BT-001 passes.

const HISTORY = "refs/fix-loop/history";
const FILES = {
  ".fix-loop/tests/third.sh": [
    "#!/usr/bin/env bash",
    "# TEST: BT-003 - The third check",
    'echo "FAIL: third is broken"',
    "exit 1",
    "",
  ].join("\n"),
};

let github: FakeGitHub;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  // Were the API asked, it would quarantine the other failing test.
  github.commitFiles("acme/widgets", HISTORY, { "quarantine.json": quarantineJson("BT-003") });
});
afterAll(async () => {
  await github?.close();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  github.clearRequests();
});

function scratchFolder(): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-history-folder-"));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  return scratch;
}

function project(files: Record<string, string> = {}): ProjectRepo {
  const repo = createProjectRepo({ ...FILES, ...files });
  cleanups.push(() => repo.remove());
  return repo;
}

/** What actions/checkout leaves: a repository of its own, HEAD detached at the ref's commit. */
function checkOutHistory(folder: string, files: Record<string, string>): void {
  mkdirSync(folder, { recursive: true });
  git(folder, "init", "-q");
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  git(folder, "add", "-A");
  git(folder, "commit", "-q", "-m", "history");
  git(folder, "checkout", "-q", "--detach");
}

async function verify(repo: ProjectRepo, inputs: Record<string, string>, event = pushEvent()) {
  const run = await runActionInProcess({
    workspace: repo.dir,
    inputs: { mode: "verify", "github-token": "ghs_read", ...inputs },
    event,
    env: { GITHUB_API_URL: github.url },
  });
  const results: Results = resultsSchema.parse(
    JSON.parse(readFileSync(run.outputs.results ?? "", "utf8")),
  );
  const quarantined = results.tests.filter((test) => test.quarantined).map((test) => test.id);
  return { run, results, quarantined };
}

describe("verify with the history-folder input", () => {
  it("quarantines from the folder with no API call, before setup; setup's rewrite of it changes nothing", async () => {
    const repo = project();
    const folder = path.join(repo.dir, HISTORY_FOLDER);
    checkOutHistory(folder, { "quarantine.json": quarantineJson("BT-002") });
    const mark = path.join(scratchFolder(), "seen");
    // The commit's own code: says whether the folder is still there, then commits a list that
    // quarantines BT-003 instead, into the folder (made again where it is gone).
    const setup = [
      `if [ -e ${HISTORY_FOLDER} ]; then echo present > ${mark}; else echo gone > ${mark}; fi`,
      `mkdir -p ${HISTORY_FOLDER} && cd ${HISTORY_FOLDER} && git init -q`,
      `printf '%s' '${quarantineJson("BT-003")}' > quarantine.json`,
      "git add quarantine.json && git -c user.name=x -c user.email=x@example.com commit -q -m swap",
    ].join("\n");

    const { run, results, quarantined } = await verify(repo, {
      "history-folder": HISTORY_FOLDER,
      setup,
    });

    expect(quarantined).toEqual(["BT-002"]);
    expect(github.requests).toEqual([]);
    expect(readFileSync(mark, "utf8").trim()).toBe("gone");
    expect(results.outcome).toBe("failed");
    expect(run.failures.join("\n")).toContain("BT-003");
    expect(run.log.join("\n")).toContain(
      `quarantine: 1 test(s) on ${HISTORY} checked out at ${HISTORY_FOLDER}`,
    );
  });

  it("reads the folder, not the API, for a pull request from a fork: the checkout is the base repository's", async () => {
    const repo = project();
    checkOutHistory(path.join(repo.dir, HISTORY_FOLDER), {
      "quarantine.json": quarantineJson("BT-002", "BT-003"),
      "flakes.json": '{"version":1,"tests":[]}',
    });
    const { run, quarantined } = await verify(
      repo,
      { "history-folder": HISTORY_FOLDER, "github-token": "" },
      pullRequestEvent("evil/widgets"),
    );
    expect(github.requests).toEqual([]);
    expect(quarantined).toEqual(["BT-002", "BT-003"]);
    expect(run.failed).toBe(false);
    expect(existsSync(path.join(repo.dir, HISTORY_FOLDER))).toBe(false);
  });

  it("takes no folder, or a checkout that fetched nothing (no ref yet), for no history, quietly", async () => {
    for (const fetched of [false, true]) {
      const repo = project();
      const folder = path.join(repo.dir, HISTORY_FOLDER);
      // actions/checkout made the repository, then found no refs/fix-loop/history to fetch.
      if (fetched) git(repo.dir, "init", "-q", folder);
      const { run, quarantined } = await verify(repo, { "history-folder": HISTORY_FOLDER });
      expect(run.warnings.filter((warning) => warning.includes("history"))).toEqual([]);
      expect(quarantined).toEqual([]);
      expect(run.failed).toBe(true);
      expect(existsSync(folder)).toBe(false);
    }
    expect(github.requests).toEqual([]);
  });

  it("trusts no list the commit itself tracks at that path, and deletes none of its files", async () => {
    const repo = project({ [`${HISTORY_FOLDER}/quarantine.json`]: quarantineJson("BT-002") });
    const { run, quarantined } = await verify(repo, { "history-folder": HISTORY_FOLDER });
    expect(run.warnings.join("\n")).toContain(
      `history-folder ${HISTORY_FOLDER} is not a checkout of its own`,
    );
    expect(quarantined).toEqual([]);
    expect(run.failed).toBe(true);
    expect(existsSync(path.join(repo.dir, HISTORY_FOLDER, "quarantine.json"))).toBe(true);
    expect(github.requests).toEqual([]);
  });

  it("refuses a folder that holds the project (the checkout's own list), and removes nothing", async () => {
    const repo = project({ "quarantine.json": quarantineJson("BT-002", "BT-003") });
    const { run, quarantined } = await verify(repo, { "history-folder": "." });
    expect(run.warnings.join("\n")).toContain("history-folder . holds the project's own checkout");
    expect(quarantined).toEqual([]);
    expect(existsSync(path.join(repo.dir, "quarantine.json"))).toBe(true);
    expect(git(repo.dir, "status", "--porcelain", "--untracked-files=no")).toBe("");
  });
});

describe("check with the history-folder input", () => {
  it("judges the bundle with the folder's quarantine, read before anything runs, with no API call", async () => {
    const repo = project();
    const scratch = scratchFolder();
    // The fix job's kept change for BT-002's group; BT-003 fails on and belongs to no group.
    const bundle = await bundleTheAnswerFix(repo, path.join(scratch, "bundles"));
    const workspace = path.join(scratch, "workspace");
    mkdirSync(workspace);
    freshCheckout(workspace, repo, "repo");
    checkOutHistory(path.join(workspace, HISTORY_FOLDER), {
      "quarantine.json": quarantineJson("BT-003"),
    });

    const run = await runActionInProcess({
      workspace,
      inputs: {
        mode: "check",
        "working-directory": "repo",
        "history-folder": HISTORY_FOLDER,
        bundles: path.join(scratch, "bundles"),
        "policy-config": policyFile(scratch, repo),
        "group-tests": JSON.stringify({ [GROUP]: ["BT-002"] }),
        sha: repo.head,
        "verdict-output": "verdict-0",
      },
      env: { GITHUB_API_URL: github.url },
    });

    expect(run.failures).toEqual([]);
    expect(JSON.parse(run.outputs["verdict-0"] ?? "")).toEqual([
      { group: GROUP, sha256: bundle.sha256 },
    ]);
    expect(github.requests).toEqual([]);
    expect(existsSync(path.join(workspace, HISTORY_FOLDER))).toBe(false);
  });
});
