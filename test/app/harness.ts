import { Probot } from "probot";
import { pacedOctokit } from "../../app/github/octokit.js";
import fixLoopApp from "../../app/index.js";
import type { Results } from "../../src/results/schema.js";
import type { FakeGitHub, RunRecord } from "../support/fake-github/index.js";
import { appPrivateKey } from "./app-private-key.js";
import { group, results, testResult } from "./fixtures.js";
import { issueCommentPayload, workflowRunPayload } from "./payloads.js";

export { issueCommentPayload, pullRequestClosedPayload, workflowRunPayload } from "./payloads.js";

export const REPO = "acme/shop";

/** A real RSA key, as GitHub issues for an App: Probot signs real JWTs with it. */
export const APP_PRIVATE_KEY = appPrivateKey();

/** Fast retries and no write spacing, so a test waits milliseconds where GitHub would wait seconds. */
export const TEST_PACING = { retryBaseMs: 5, retries: 3, writeIntervalMs: 0 };

export function createTestProbot(github: FakeGitHub): Probot {
  const probot = new Probot({
    appId: 1,
    privateKey: APP_PRIVATE_KEY,
    baseUrl: github.url,
    Octokit: pacedOctokit(TEST_PACING),
    logLevel: "fatal",
  });
  probot.load(fixLoopApp);
  return probot;
}

export function seedShop(github: FakeGitHub, files: Record<string, string> = {}): void {
  github.seedRepo({
    owner: "acme",
    name: "shop",
    files,
    collaborators: { maintainer: "maintain", writer: "write", reader: "read", triager: "triage" },
  });
}

let deliveries = 0;
export const nextDelivery = (): string => `delivery-${Date.now()}-${++deliveries}`;

/** A completed fix-loop run whose artifact holds these results. */
export function seedResultsRun(
  github: FakeGitHub,
  results: Results | string,
  options: {
    pullRequests?: number[];
    headBranch?: string;
    headSha?: string;
    event?: string;
    workflow?: string;
  } = {},
): RunRecord {
  return github.seedRun(REPO, {
    workflow: options.workflow,
    headBranch: options.headBranch,
    headSha: options.headSha,
    event: options.event ?? (options.pullRequests?.length ? "pull_request" : "push"),
    pullRequests: options.pullRequests,
    conclusion: "failure",
    artifacts: {
      "fix-loop-results": {
        "results.json": typeof results === "string" ? results : JSON.stringify(results),
      },
    },
  });
}

/** A pull request (feature/cart) and a finished run on it with one failing group: g-cart, BT-007. */
export function seedFailingPullRun(github: FakeGitHub) {
  const pull = github.seedPull(REPO, { headRef: "feature/cart" });
  const red = results({
    tests: [testResult("BT-007", "failed")],
    groups: [group("g-cart", ["BT-007"], "open")],
  });
  const workflowRun = seedResultsRun(github, red, {
    pullRequests: [pull.number],
    headBranch: "feature/cart",
    headSha: pull.headSha,
  });
  return { pull, workflowRun };
}

/** Delivers the `workflow_run.completed` of a seeded run, as GitHub would. */
export async function deliverRun(
  probot: Probot,
  github: FakeGitHub,
  run: RunRecord,
): Promise<void> {
  await probot.receive({
    id: nextDelivery(),
    name: "workflow_run",
    payload: workflowRunPayload(github, run) as never,
  });
}

/** Posts a comment as `login` on an issue or PR and delivers its `issue_comment.created`. */
export async function deliverComment(
  probot: Probot,
  github: FakeGitHub,
  issueNumber: number,
  body: string,
  login: string,
): Promise<void> {
  const comment = github.seedComment(REPO, issueNumber, body, login);
  await probot.receive({
    id: nextDelivery(),
    name: "issue_comment",
    payload: issueCommentPayload(github, issueNumber, comment.id) as never,
  });
}
