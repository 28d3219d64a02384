import { generateKeyPairSync } from "node:crypto";
import { Probot } from "probot";
import fixLoopApp from "../../app/index.js";
import { pacedOctokit } from "../../app/octokit.js";
import type { Results } from "../../src/results/schema.js";
import type { FakeGitHub, RunRecord } from "../support/fake-github/index.js";

export const REPO = "acme/shop";

/** A real RSA key, as GitHub issues for an App: Probot signs real JWTs with it. */
export const APP_PRIVATE_KEY = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs1", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
}).privateKey;

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

export { issueCommentPayload, pullRequestClosedPayload, workflowRunPayload } from "./payloads.js";
