import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { startUnansweredHost, type UnansweredHost } from "../support/unanswered-host.js";
import { type AppProcess, sendWebhook, startTestApp } from "./app-process.js";
import { REPO, seedShop } from "./harness.js";
import { issueCommentPayload } from "./payloads.js";

const SECRET = "a-webhook-secret";
let github: FakeGitHub;
let gateway: UnansweredHost;
let app: AppProcess;

beforeAll(async () => {
  github = await startFakeGitHub({ appSlug: "fix-loop-acme" });
  seedShop(github);
  // The app's only way to GitHub: a host that holds every request until answerFrom().
  gateway = await startUnansweredHost();
  app = await startTestApp(gateway.url, SECRET, undefined, { awaitLogin: false });
});

afterAll(async () => {
  await app?.stop();
  await gateway?.close();
  await github?.close();
});

describe("the app server while GitHub does not answer", () => {
  it("answers a health check before GitHub has answered anything", async () => {
    // startTestApp returned: /ping answered PONG. The App's GET /app is still waiting.
    const ping = await fetch(`${app.url}/ping`);
    expect(await ping.text()).toBe("PONG");
    expect(gateway.connections()).toBeGreaterThan(0);
    expect(github.requests).toEqual([]);
    expect(app.output()).not.toContain("writing as");
  });

  it("learns its login once GitHub answers, and handles a signed webhook", async () => {
    gateway.answerFrom(Number(new URL(github.url).port));
    await vi.waitFor(() => expect(app.output()).toContain("writing as fix-loop-acme[bot]"), {
      timeout: 15_000,
      interval: 50,
    });
    const pull = github.seedPull(REPO, { headRef: "feature/cart" });
    const comment = github.seedComment(REPO, pull.number, "/fix help", "writer");
    const answer = await sendWebhook(app.url, {
      event: "issue_comment",
      id: "after-github-came-up",
      payload: issueCommentPayload(github, pull.number, comment.id),
      secret: SECRET,
    });
    expect(answer.status).toBe(200);
    expect(github.comments(REPO, pull.number).at(-1)?.body).toContain("fix-loop commands");
  });
});
