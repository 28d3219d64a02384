import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { tempFolder } from "../support/temp-project.js";
import { REPO, seedFailingPullRun, seedShop } from "./harness.js";
import { workflowRunPayload } from "./payloads.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const JOB_TOKEN = "ghs_jobtokenofanotherrepository0000000000";
const MAINTAINER_TOKEN = "ghp_amaintainerspersonaltoken00000000000";
const run = promisify(execFile);
/** The one input default this runner stand-in evaluates: the job's token. */
const GITHUB_TOKEN_EXPRESSION = ["$", "{{ github.token }}"].join("");

interface ActionMetadata {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; main: string };
}

const metadata = parse(readFileSync(path.join(ROOT, "app/action.yml"), "utf8")) as ActionMetadata;
let github: FakeGitHub;
let actionDir: string;
let workspace: string;

/**
 * What the runner does for `uses: org/fix-loop/app@v1`: this repository at that ref in its
 * actions folder (here only the committed files the action names: app/action.yml and its main),
 * the inputs' defaults evaluated (`${{ github.token }}` is the job's token), and
 * `node <action dir>/<main>` in the workspace of the repository the workflow belongs to, which
 * holds none of fix-loop.
 */
async function runAppAction(
  event: string,
  payload: unknown,
  runId: string,
  jobEnv: Record<string, string> = {},
) {
  const eventPath = path.join(workspace, "..", `event-${runId}.json`);
  writeFileSync(eventPath, JSON.stringify(payload));
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(metadata.inputs)) {
    if (input.default === undefined) continue;
    if (input.default !== GITHUB_TOKEN_EXPRESSION)
      throw new Error(`no evaluation here for ${name}'s default ${input.default}`);
    inputs[`INPUT_${name.toUpperCase()}`] = JOB_TOKEN;
  }
  return run(process.execPath, [path.join(actionDir, metadata.runs.main)], {
    cwd: workspace,
    env: {
      PATH: process.env.PATH,
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      GITHUB_RUN_ID: runId,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_API_URL: `${github.url}/api/v3`,
      GITHUB_REPOSITORY: REPO,
      FIX_LOOP_WRITE_INTERVAL_MS: "0",
      FIX_LOOP_RETRY_BASE_MS: "1",
      ...jobEnv,
      ...inputs,
    },
    timeout: 30_000,
  });
}

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  const runnerRoot = tempFolder("fix-loop-runner-actions-");
  const checkout = path.join(runnerRoot, "_actions/org/fix-loop/v1");
  actionDir = path.join(checkout, "app");
  const main = path.relative(checkout, path.resolve(actionDir, metadata.runs.main));
  for (const file of ["app/action.yml", main]) {
    mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(checkout, file));
  }
  workspace = path.join(runnerRoot, "_work/shop/shop");
  mkdirSync(workspace, { recursive: true });
});

afterAll(() => github?.close());

describe("the app's action (app/action.yml), used from another repository", () => {
  it("runs a bundle of this repository that the runner has, on a Node the runner offers", () => {
    expect(metadata.runs.using).toMatch(/^node(20|24)$/);
    const main = path.resolve(ROOT, "app", metadata.runs.main);
    expect(main.startsWith(`${ROOT}${path.sep}dist${path.sep}`)).toBe(true);
  });

  it("turns a workflow_run into issues with the input's token, over a job-wide GITHUB_TOKEN", async () => {
    // A workflow may set GITHUB_TOKEN for every step (a maintainer's token, say): the action's
    // input still decides who writes.
    github.state.userTokens.set(MAINTAINER_TOKEN, "a-maintainer");
    const { pull, workflowRun } = seedFailingPullRun(github);
    github.clearRequests();
    await runAppAction("workflow_run", workflowRunPayload(github, workflowRun), "7001", {
      GITHUB_TOKEN: MAINTAINER_TOKEN,
    });
    expect(github.issues(REPO, { label: "fix-loop:failing" })).toHaveLength(1);
    expect(github.comments(REPO, pull.number)[0]?.user.login).toBe("github-actions[bot]");
    const callers = new Set(
      github.requests.filter((r) => !r.path.startsWith("/_blob/")).map((r) => r.actor),
    );
    expect([...callers]).toEqual(["github-actions[bot]"]);
  });
});
