import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { appInstall, filledEnvExample } from "./app-install.js";
import { type AppProcess, appKeyFile, freePort, startAppCommand } from "./app-process.js";
import { deliverFixHelp } from "./fix-help-delivery.js";
import { seedShop } from "./harness.js";

const SECRET = "a-webhook-secret-from-dot-env";
let github: FakeGitHub;
let app: AppProcess;
let port: number;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  const root = appInstall(["dist/app.js"]);
  port = await freePort();
  // Everything the app needs comes from .env, as a self-hoster writes it from .env.example.
  writeFileSync(path.join(root, ".env"), dotEnv({ PORT: String(port), WEBHOOK_SECRET: SECRET }));
  app = await npmStart(root, String(port));
});

/** .env.example filled in for the fake GitHub, with these values on top. */
function dotEnv(values: Record<string, string>): string {
  return filledEnvExample({
    APP_ID: "1",
    PRIVATE_KEY_PATH: appKeyFile(),
    HOST: "127.0.0.1",
    GHE_HOST: new URL(github.url).host,
    GHE_PROTOCOL: "http",
    LOG_FORMAT: "json",
    FIX_LOOP_RETRY_BASE_MS: "10",
    FIX_LOOP_WRITE_INTERVAL_MS: "0",
    ...values,
  });
}

function npmStart(root: string, port: string, env: Record<string, string> = {}) {
  return startAppCommand(["npm", "start"], {
    cwd: root,
    port,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      npm_config_update_notifier: "false",
      ...env,
    },
  });
}

afterAll(async () => {
  await app?.stop();
  await github?.close();
});

describe("npm start, configured by a .env written from .env.example", () => {
  it("answers a signed webhook", async () => {
    const answer = await deliverFixHelp(app.url, github, SECRET, "npm-start-1");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });

  it("stops the server on SIGTERM to npm, as `docker stop` sends it", async () => {
    // npm hands the signal to its script's shell, which would die and leave node running.
    await app.stop();
    const ping = await fetch(`http://127.0.0.1:${port}/ping`).then(
      () => "answered",
      () => "refused",
    );
    expect(ping).toBe("refused");
  });
});

describe("npm start with a variable set both outside and in .env", () => {
  it("takes the one set outside: the port and the webhook secret", async () => {
    const root = appInstall(["dist/app.js"]);
    // Either value from the file would stop it: the port is taken, the secret is refused.
    const taken = new URL(github.url).port;
    writeFileSync(path.join(root, ".env"), dotEnv({ PORT: taken, WEBHOOK_SECRET: "development" }));
    const outside = String(await freePort());
    const secret = "the-secret-set-outside";
    const other = await npmStart(root, outside, { PORT: outside, WEBHOOK_SECRET: secret });
    try {
      const answer = await deliverFixHelp(other.url, github, secret, "outside-wins");
      expect(answer.status).toBe(200);
      expect(answer.lastComment).toContain("fix-loop commands");
    } finally {
      await other.stop();
    }
  });
});
