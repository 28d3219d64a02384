import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { HttpError, json } from "../support/fake-github/http.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { appInstall } from "./app-install.js";
import { type AppProcess, freePort, startAppCommand } from "./app-process.js";
import { deliverFixHelp } from "./fix-help-delivery.js";
import { seedShop } from "./harness.js";

/**
 * docs/app-registration.md's manifest flow, with the fake GitHub in GitHub's place: Probot's
 * setup page offers app.yml as the manifest, GitHub's redirect brings a code, Probot trades it
 * for the App's id, key and webhook secret and writes them to .env, and `npm start` then runs
 * on that .env.
 */

const CODE = "manifest-code-from-github";
const ROOT = path.resolve(import.meta.dirname, "../..");
const manifestFile = parse(readFileSync(path.join(ROOT, "app.yml"), "utf8"));
let github: FakeGitHub;
let install: string;
const started: AppProcess[] = [];
const conversions: string[] = [];

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  // GitHub's half of the flow: a code from the redirect, traded once for the new App's secrets.
  github.register((route) => {
    route("POST", "/app-manifests/:code/conversions", (request, state) => {
      const code = String(request.params.code);
      if (code !== CODE || conversions.includes(code)) throw new HttpError(404, "Not Found");
      conversions.push(code);
      return json(201, {
        id: 1,
        slug: state.appSlug,
        html_url: `${request.baseUrl}/apps/${state.appSlug}`,
        client_id: "Iv1.fakeclient",
        client_secret: "fake-client-secret",
        webhook_secret: "secret-that-github-made",
        pem: generateKeyPairSync("rsa", {
          modulusLength: 2048,
          privateKeyEncoding: { type: "pkcs1", format: "pem" },
          publicKeyEncoding: { type: "spki", format: "pem" },
        }).privateKey,
      });
    });
  });
  install = appInstall(["dist/app.js"], { extra: ["app.yml"] });
});

afterAll(async () => {
  for (const app of started) await app.stop();
  await github?.close();
});

async function start(command: string[], env: Record<string, string>, awaitLogin: boolean) {
  const app = await startAppCommand(command, {
    cwd: install,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      npm_config_update_notifier: "false",
      GHE_HOST: new URL(github.url).host,
      GHE_PROTOCOL: "http",
      ...env,
    },
    awaitLogin,
  });
  started.push(app);
  return app;
}

describe("registering the App from app.yml (Probot's manifest flow), then npm start", () => {
  let setup: AppProcess;
  beforeAll(async () => {
    setup = await start(
      // Probot's own bin, started by node itself: through npx, stop() ended npx and orphaned it.
      ["node", "node_modules/probot/bin/probot.js", "run", "./dist/app.js"],
      { NO_SMEE_SETUP: "true", PORT: String(await freePort()) },
      false,
    );
  });

  it("offers app.yml as the manifest, on a page bound to this machine", async () => {
    const page = await (await fetch(`${setup.url}/probot`)).text();
    expect(page).toContain(`action="http://${new URL(github.url).host}/settings/apps/new"`);
    const manifest = JSON.parse(String(/value='([^']*)'/.exec(page)?.[1]));
    expect(manifest).toMatchObject({
      name: manifestFile.name,
      default_permissions: manifestFile.default_permissions,
      default_events: manifestFile.default_events,
      hook_attributes: manifestFile.hook_attributes,
      public: false,
      redirect_url: `${setup.url}/probot/setup`,
    });
    // Probot writes its heading and the line under it apart: the page may answer in between.
    const listening = /Listening on http:\/\/localhost:\d+/;
    for (let waited = 0; waited < 5_000 && !listening.test(setup.output()); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(setup.output()).toMatch(listening);
  });

  it("writes the App's id, key and webhook secret to .env from GitHub's code", async () => {
    const back = await fetch(`${setup.url}/probot/setup?code=${CODE}`, { redirect: "manual" });
    expect(back.status).toBe(302);
    expect(conversions).toEqual([CODE]);
    const written = parseEnv(readFileSync(path.join(install, ".env"), "utf8"));
    expect(written).toMatchObject({ APP_ID: "1", WEBHOOK_SECRET: "secret-that-github-made" });
    expect(written.PRIVATE_KEY).toContain("BEGIN RSA PRIVATE KEY");
  });

  it("npm start then answers a webhook signed with the secret GitHub made", async () => {
    await setup.stop();
    const port = String(await freePort());
    const app = await start(["npm", "start"], { PORT: port, HOST: "127.0.0.1" }, true);
    const answer = await deliverFixHelp(app.url, github, "secret-that-github-made", "registered");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });
});
