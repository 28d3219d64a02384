import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { appInstall, filledEnvExample } from "./app-install.js";
import { type AppProcess, appKeyFile, freePort, startAppCommand } from "./app-process.js";
import { sendBareWebhook } from "./bare-webhook.js";
import { deliverFixHelp } from "./fix-help-delivery.js";
import { seedShop } from "./harness.js";

const HOST = path.resolve("test/app/serverless-host.mjs");
const SECRET = "a-serverless-webhook-secret";
let github: FakeGitHub;
const started: AppProcess[] = [];

/**
 * dist/app-serverless.js alone (no node_modules: the bundle must hold everything), called by a
 * host for each request, with the host's environment.
 */
async function startFunction(env: Record<string, string>, configured = true) {
  const root = appInstall(["dist/app-serverless.js"], { linkNodeModules: false });
  writeFileSync(path.join(root, "package.json"), '{ "type": "module" }\n');
  const port = String(await freePort());
  const app = await startAppCommand(
    [process.execPath, HOST, path.join(root, "dist/app-serverless.js")],
    {
      env: { PATH: process.env.PATH ?? "", ...env, PORT: port },
      cwd: root,
      awaitLogin: configured,
      pingAnswers: configured ? "PONG" : "anything",
    },
  );
  started.push(app);
  return app;
}

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
});

afterAll(async () => {
  for (const app of started) await app.stop();
  await github?.close();
});

describe("the serverless entry (dist/app-serverless.js), configured as .env.example says", () => {
  let app: AppProcess;
  beforeAll(async () => {
    const settings = filledEnvExample({
      APP_ID: "1",
      WEBHOOK_SECRET: SECRET,
      PRIVATE_KEY_PATH: appKeyFile(),
      GHE_HOST: new URL(github.url).host,
      GHE_PROTOCOL: "http",
      FIX_LOOP_RETRY_BASE_MS: "10",
      FIX_LOOP_WRITE_INTERVAL_MS: "0",
    });
    app = await startFunction(parseEnv(settings) as Record<string, string>);
  });

  it("answers a signed webhook", async () => {
    const answer = await deliverFixHelp(app.url, github, SECRET, "serverless-1");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });

  it("refuses a wrong signature without calling GitHub, and knows no other path", async () => {
    const before = github.requests.length;
    const forged = await sendBareWebhook(app.url, "serverless-forged", {
      secret: "not-the-secret",
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect(github.requests.length).toBe(before);
    expect((await fetch(`${app.url}/setup`)).status).toBe(404);
  });
});

describe("the serverless entry without its settings", () => {
  it("answers 503 (the health check too) and logs what to set, without a stack trace", async () => {
    const app = await startFunction({ APP_ID: "1", PRIVATE_KEY_PATH: appKeyFile() }, false);
    expect((await fetch(`${app.url}/ping`)).status).toBe(503);
    const answer = await sendBareWebhook(app.url, "serverless-unset", { secret: "development" });
    expect(answer.status).toBe(503);
    expect(answer.body).not.toContain("WEBHOOK_SECRET");
    expect(app.output()).toContain("WEBHOOK_SECRET");
    expect(app.output()).not.toMatch(/\n\s+at /);
  });
});
