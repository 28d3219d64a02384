import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { startUnansweredHost, type UnansweredHost } from "../support/unanswered-host.js";
import { type AppProcess, startTestApp } from "./app-process.js";
import { deliverFixHelp } from "./fix-help-delivery.js";
import { seedShop } from "./harness.js";

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
  it("answers a health check while its first call to GitHub waits", async () => {
    // startTestApp returned once /ping answered; the App's GET /app is now on its way, held.
    await vi.waitFor(() => expect(gateway.connections()).toBeGreaterThan(0), { interval: 20 });
    const ping = await fetch(`${app.url}/ping`);
    expect(await ping.text()).toBe("PONG");
    expect(github.requests).toEqual([]);
    expect(app.output()).not.toContain("writing as");
  });

  it("learns its login once GitHub answers, and handles a signed webhook", async () => {
    gateway.answerFrom(Number(new URL(github.url).port));
    await vi.waitFor(() => expect(app.output()).toContain("writing as fix-loop-acme[bot]"), {
      timeout: 15_000,
      interval: 50,
    });
    const answer = await deliverFixHelp(app.url, github, SECRET, "after-github-came-up");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });
});
