import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type GitHubOutage, startDownHost, startUnansweredHost } from "../support/github-outage.js";
import { type AppProcess, startTestApp } from "./app-process.js";
import { deliverFixHelp } from "./fix-help-delivery.js";
import { seedShop } from "./harness.js";

const SECRET = "a-webhook-secret";
let github: FakeGitHub;
const running: { app: AppProcess; gateway: GitHubOutage }[] = [];

beforeAll(async () => {
  github = await startFakeGitHub({ appSlug: "fix-loop-acme" });
  seedShop(github);
});

afterAll(async () => {
  for (const { app, gateway } of running) {
    await app.stop();
    await gateway.close();
  }
  await github?.close();
});

/** The app, whose only way to GitHub is `gateway`; returned once it answers /ping. */
async function appBehind(gateway: GitHubOutage): Promise<AppProcess> {
  const app = await startTestApp(gateway.url, SECRET, undefined, { awaitLogin: false });
  running.push({ app, gateway });
  return app;
}

const githubPort = () => Number(new URL(github.url).port);

describe("the app server while GitHub accepts connections and does not answer", () => {
  let gateway: GitHubOutage;
  let app: AppProcess;
  beforeAll(async () => {
    gateway = await startUnansweredHost();
    app = await appBehind(gateway);
  });

  it("answers a health check while its first call to GitHub waits", async () => {
    // appBehind returned once /ping answered; the App's GET /app is now on its way, held.
    await vi.waitFor(() => expect(gateway.connections()).toBeGreaterThan(0), { interval: 20 });
    const ping = await fetch(`${app.url}/ping`);
    expect(await ping.text()).toBe("PONG");
    expect(github.requests).toEqual([]);
    expect(app.output()).not.toContain("writing as");
  });

  it("learns its login once GitHub answers, and handles a signed webhook", async () => {
    await gateway.answerFrom(githubPort());
    await vi.waitFor(() => expect(app.output()).toContain("writing as fix-loop-acme[bot]"), {
      timeout: 15_000,
      interval: 50,
    });
    const answer = await deliverFixHelp(app.url, github, SECRET, "after-github-answered");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });
});

describe("the app server while GitHub refuses connections", () => {
  it("keeps answering health checks after failing to reach GitHub, and handles a webhook once it is up", async () => {
    const gateway = await startDownHost();
    const app = await appBehind(gateway);
    await vi.waitFor(() => expect(app.output()).toContain("could not learn the App's own login"), {
      timeout: 15_000,
      interval: 20,
    });
    expect(await (await fetch(`${app.url}/ping`)).text()).toBe("PONG");
    await gateway.answerFrom(githubPort());
    // The handler needs the login first: it asks GitHub itself rather than wait for the retry.
    const answer = await deliverFixHelp(app.url, github, SECRET, "after-github-came-up");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });
});
