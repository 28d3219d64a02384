import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type AppProcess, appKeyFile, sendWebhook, startTestApp } from "./app-process.js";
import { sendBareWebhook } from "./bare-webhook.js";
import { attempt, cartAndAuthRun } from "./fixtures.js";
import { REPO, seedResultsRun, seedShop } from "./harness.js";
import { issueCommentPayload, workflowRunPayload } from "./payloads.js";

const APP_SCRIPT = path.resolve("dist/app.js");
const SECRET = "a-webhook-secret";
let github: FakeGitHub;
let app: AppProcess;
let keyPath: string;
let deliveries = 0;

beforeAll(async () => {
  github = await startFakeGitHub();
  // A config with a renamed workflow, and an app key that is not a setting (a logged warning).
  seedShop(github, { ".github/fix-loop.yml": "app:\n  workflow: fix.yml\n  colour: red\n" });
  github.repo(REPO).workflows.clear();
  github.seedRun(REPO, { workflow: "fix.yml", conclusion: "success" });
  keyPath = appKeyFile();
  app = await startTestApp(github.url, SECRET, keyPath);
});

afterAll(async () => {
  await app?.stop();
  await github?.close();
});

const deliver = (event: string, payload: unknown, id = `e2e-${++deliveries}`) =>
  sendWebhook(app.url, { event, id, payload, secret: SECRET });

/** Delivers the workflow_run of a fix.yml run on the pull request's head that ended in `results`. */
async function deliverFixRunOn(
  pull: { number: number; headRef: string; headSha: string },
  results: Results,
) {
  const run = seedResultsRun(github, results, {
    workflow: "fix.yml",
    pullRequests: [pull.number],
    headBranch: pull.headRef,
    headSha: pull.headSha,
  });
  const answer = await deliver("workflow_run", workflowRunPayload(github, run));
  return { run, status: answer.status };
}

const groupIssues = () =>
  github
    .issues(REPO, { label: "fix-loop" })
    .filter((i) => !i.labels.includes("fix-loop:dashboard"));

async function comment(issueNumber: number, body: string, login: string, id?: string) {
  const created = github.seedComment(REPO, issueNumber, body, login);
  const answer = await deliver(
    "issue_comment",
    issueCommentPayload(github, issueNumber, created.id),
    id,
  );
  return { answer, commentId: created.id };
}

describe("the app as a server process, over HTTP", () => {
  it("refuses to start without WEBHOOK_SECRET, saying what to set", () => {
    const run = spawnSync(process.execPath, [APP_SCRIPT], {
      env: { PATH: process.env.PATH, APP_ID: "1", PRIVATE_KEY_PATH: keyPath },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("WEBHOOK_SECRET");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses a PRIVATE_KEY_PATH that names no file, saying which, instead of a stack trace", () => {
    const run = spawnSync(process.execPath, [APP_SCRIPT], {
      env: {
        PATH: process.env.PATH,
        APP_ID: "1",
        WEBHOOK_SECRET: SECRET,
        PRIVATE_KEY_PATH: "no-such-key.pem",
      },
      cwd: path.dirname(keyPath),
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(run.stderr).toContain(
      `PRIVATE_KEY_PATH: cannot read ${path.join(path.dirname(keyPath), "no-such-key.pem")} (ENOENT)`,
    );
    expect(run.status).toBe(2);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("rejects a webhook with a wrong signature and changes nothing", async () => {
    const before = github.requests.length;
    const answer = await sendBareWebhook(app.url, "forged", {
      secret: SECRET,
      signature: `sha256=${"0".repeat(64)}`,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(github.requests.length).toBe(before);
  });

  it("logs a wrong signature as one warning line: no stack, nothing the sender wrote", async () => {
    // What earlier deliveries print is theirs: start once the log has been still for a moment.
    for (let length = -1; length !== app.output().length; ) {
      length = app.output().length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const before = app.output().length;
    const answer = await sendWebhook(app.url, {
      event: "issue_comment",
      id: "forged-2",
      payload: { action: "created", comment: { body: "FORGED-PAYLOAD-MARKER" } },
      secret: SECRET,
      signature: `sha256=${"1".repeat(64)}`,
    });
    expect(answer.status).toBe(400);
    // The request's access line comes last: once it is there, the refusal's lines are too.
    const deadline = Date.now() + 5_000;
    while (!app.output().slice(before).includes('"id":"forged-2"') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = app.output().slice(before).trim().split("\n");
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const loud = records.filter((record) => record.level >= 40);
    expect(loud).toHaveLength(1);
    expect(loud[0]).toMatchObject({ level: 40 });
    expect(loud[0]?.msg).toMatch(
      /webhook "forged-2" refused: its signature does not match WEBHOOK_SECRET/,
    );
    expect(lines.join("\n")).not.toContain("FORGED-PAYLOAD-MARKER");
    expect(lines.join("\n")).not.toMatch(/\bat [\w.<>]+ \(/);
  });

  it("keeps one issue per group and one edited summary across two runs", async () => {
    const pull = github.seedPull(REPO, { headRef: "feature/cart" });
    const first = cartAndAuthRun("failed", "failed");
    expect((await deliverFixRunOn(pull, first)).status).toBe(200);
    const summaryBefore = github.comments(REPO, pull.number)[0];

    const second = cartAndAuthRun("deferred", "failed", {
      attempts: [
        attempt("g-cart", 1, true),
        attempt("g-cart", 2, true),
        attempt("g-cart", 3, false),
      ],
    });
    const run2 = await deliverFixRunOn(pull, second);
    expect(run2.status).toBe(200);

    expect(groupIssues()).toHaveLength(2);
    const cart = groupIssues().find((issue) => issue.body?.includes("group=g-cart"));
    expect(cart?.labels).toEqual(
      expect.arrayContaining(["fix-loop", "fix-loop:deferred", "fix-loop:attempts-3"]),
    );
    const summaries = github.comments(REPO, pull.number);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.id).toBe(summaryBefore?.id);
    expect(summaries[0]?.body).toContain(`run ${run2.run.id}`);
    // 2 of 3 claims agreed: 0.5 + 0.3 * (2/3 - 0.5) = 0.55
    expect(github.labels(REPO, pull.number)).toEqual(
      expect.arrayContaining(["fix-loop:failed", "fix-loop:trust-55"]),
    );
    expect(github.issues(REPO, { label: "fix-loop:dashboard" })).toHaveLength(1);
    expect(app.output()).toMatch(/app\.colour .* is not a setting/);
  });

  it("dispatches the configured workflow with the pinned sha for a writer, once per delivery", async () => {
    const pull = github.pull(REPO, 1);
    github.pushToPull(REPO, pull.number, "c".repeat(40));
    const { answer, commentId } = await comment(
      pull.number,
      "/fix BT-008",
      "writer",
      "fix-delivery",
    );
    expect(answer.status).toBe(200);
    const again = await deliver(
      "issue_comment",
      issueCommentPayload(github, pull.number, commentId),
      "fix-delivery",
    );
    expect(again.status).toBe(200);
    expect(github.dispatches(REPO)).toEqual([
      expect.objectContaining({
        workflow: "fix.yml",
        ref: "feature/cart",
        inputs: { tests: "BT-008", sha: "c".repeat(40) },
      }),
    ]);
    expect(github.reactions(REPO, commentId)).toEqual(["eyes"]);
  });

  it("dispatches nothing for a reader or on a fork's pull request", async () => {
    const reader = await comment(1, "/fix BT-007", "reader");
    expect(reader.answer.status).toBe(200);
    const fork = github.seedPull(REPO, { headRef: "main", headRepo: "mallory/shop" });
    await comment(fork.number, "/fix BT-007", "maintainer");
    expect(github.dispatches(REPO)).toHaveLength(1);
    expect(github.comments(REPO, fork.number).at(-1)?.body).toContain("fork");
  });

  it("retries GitHub's 5xx and rate-limit answers", async () => {
    github.failNext({
      method: "GET",
      path: "/repos/:owner/:repo/collaborators/:user/permission",
      status: 503,
      times: 2,
    });
    github.failNext({
      method: "POST",
      path: "/repos/:owner/:repo/issues/:number/comments",
      status: "rate-limit",
    });
    await comment(1, "/fix help", "writer");
    expect(github.comments(REPO, 1).at(-1)?.body).toContain("fix-loop commands");
    expect(github.requests.filter((entry) => entry.injected)).toHaveLength(3);
  });
});
