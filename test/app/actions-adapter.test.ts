import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { tempFolder } from "../support/temp-project.js";
import { group, results, testResult } from "./fixtures.js";
import { REPO, seedFailingPullRun, seedResultsRun, seedShop } from "./harness.js";
import { issueCommentPayload, workflowRunPayload } from "./payloads.js";

const run = promisify(execFile);
const BUNDLE = path.resolve("dist/app-action.js");
let github: FakeGitHub;
let workdir: string;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  workdir = tempFolder("fix-loop-adapter-");
});

afterAll(() => github.close());

/**
 * Writes unspaced and retries after milliseconds, where GitHub's advice would make the job wait
 * a second per write; "applies the FIX_LOOP_* pacing" shows these settings reach the app.
 */
const FAST_PACING = { FIX_LOOP_WRITE_INTERVAL_MS: "0", FIX_LOOP_RETRY_BASE_MS: "1" };

/** Runs the bundled app as a workflow step runs it, for one event. */
async function runStep(
  event: string,
  payload: unknown,
  runId: string,
  pacing: Record<string, string> = FAST_PACING,
) {
  const eventPath = path.join(workdir, `${runId}.json`);
  writeFileSync(eventPath, JSON.stringify(payload));
  return run(process.execPath, [BUNDLE], {
    env: {
      PATH: process.env.PATH,
      GITHUB_TOKEN: "ghs_actionsjobtoken000000000000000000000",
      GITHUB_RUN_ID: runId,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_API_URL: `${github.url}/api/v3`,
      GITHUB_ACTIONS: "true",
      LOG_LEVEL: "warn",
      ...pacing,
    },
    timeout: 30_000,
  });
}

describe("the app inside Actions (dist/app-action.js as a workflow step)", () => {
  it("turns a workflow_run into issues and answers /fix with the job's token", async () => {
    const { pull, workflowRun } = seedFailingPullRun(github);
    await runStep("workflow_run", workflowRunPayload(github, workflowRun), "5001");
    expect(github.issues(REPO, { label: "fix-loop:failing" })).toHaveLength(1);
    expect(github.comments(REPO, pull.number)[0]?.user.login).toBe("github-actions[bot]");

    const comment = github.seedComment(REPO, pull.number, "/fix BT-007", "writer");
    const payload = issueCommentPayload(github, pull.number, comment.id);
    await runStep("issue_comment", payload, "5002");
    await runStep("issue_comment", payload, "5002"); // a re-run of the same job
    expect(github.dispatches(REPO)).toMatchObject([
      { ref: "feature/cart", inputs: { tests: "BT-007", sha: pull.headSha } },
    ]);
  });

  it("fails the step when a handler fails", async () => {
    // A run GitHub does not know: listing its artifacts answers 404, which is not retried.
    const payload = workflowRunPayload(github, github.seedRun(REPO, { headBranch: "main" }));
    payload.workflow_run.id = 999_999;
    await expect(runStep("workflow_run", payload, "5003")).rejects.toMatchObject({ code: 1 });
  });

  it("applies the FIX_LOOP_* pacing: as many retries of a failing call as FIX_LOOP_RETRIES says", async () => {
    const workflowRun = seedResultsRun(
      github,
      results({
        tests: [testResult("BT-009", "failed")],
        groups: [group("g-pay", ["BT-009"], "open")],
      }),
      { headBranch: "main" },
    );
    const payload = workflowRunPayload(github, workflowRun);
    const artifacts = `/repos/${REPO}/actions/runs/${workflowRun.id}/artifacts`;
    const calls = () => github.requestsTo("GET", artifacts).length;
    const issuesBefore = github.issues(REPO).length;

    github.failNext({ method: "GET", path: artifacts, status: 502, times: 2 });
    await expect(
      runStep("workflow_run", payload, "5004", { ...FAST_PACING, FIX_LOOP_RETRIES: "1" }),
    ).rejects.toMatchObject({ code: 1 });
    expect(calls()).toBe(2); // the call and one retry, both answered 502

    github.failNext({ method: "GET", path: artifacts, status: 502, times: 2 });
    await runStep("workflow_run", payload, "5005", { ...FAST_PACING, FIX_LOOP_RETRIES: "2" });
    expect(calls()).toBe(2 + 3); // two 502s, then the artifact list
    expect(github.issues(REPO)).toHaveLength(issuesBefore + 1); // the group's issue
  });

  it("refuses a pacing setting that is not a whole number of milliseconds", async () => {
    const payload = workflowRunPayload(github, github.seedRun(REPO, { headBranch: "main" }));
    const step = runStep("workflow_run", payload, "5006", { FIX_LOOP_WRITE_INTERVAL_MS: "1s" });
    await expect(step).rejects.toMatchObject({
      code: 2,
      stdout: expect.stringContaining('FIX_LOOP_WRITE_INTERVAL_MS is "1s"; give a whole number'),
    });
  });
});
