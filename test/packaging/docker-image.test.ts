import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filledEnvExample } from "../app/app-install.js";
import { type AppProcess, appKeyFile, freePort, startAppCommand } from "../app/app-process.js";
import { deliverFixHelp } from "../app/fix-help-delivery.js";
import { seedShop } from "../app/harness.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type ReplayedImage, replayDockerfile } from "./dockerfile.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "a-webhook-secret-for-the-image";
let github: FakeGitHub;
let image: ReplayedImage;
let imageRoot: string;
let app: AppProcess;
let runEnv: Record<string, string>;

/** The bytes of the files under a folder, links not followed (what `du --apparent-size` counts). */
function bytesUnder(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += lstatSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const healthy = () =>
  spawnSync(
    String(image.healthcheck[0]).replace(/^node$/, process.execPath),
    image.healthcheck.slice(1),
    {
      env: runEnv,
      timeout: 10_000,
    },
  ).status;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  imageRoot = mkdtempSync(path.join(tmpdir(), "fix-loop-image-"));
  // npm ci as the image build runs it, from the npm cache when it holds the packages.
  const base = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    npm_config_prefer_offline: "true",
    npm_config_update_notifier: "false",
  };
  image = replayDockerfile({ context: ROOT, root: imageRoot, runEnv: base });
  // docker run --env-file .env -e PORT=...: the run's variables over the image's ENV.
  const settings = parseEnv(
    filledEnvExample({
      APP_ID: "1",
      WEBHOOK_SECRET: SECRET,
      PRIVATE_KEY_PATH: appKeyFile(),
      GHE_HOST: new URL(github.url).host,
      GHE_PROTOCOL: "http",
      LOG_FORMAT: "json",
      FIX_LOOP_RETRY_BASE_MS: "10",
      FIX_LOOP_WRITE_INTERVAL_MS: "0",
    }),
  ) as Record<string, string>;
  delete settings.HOST;
  runEnv = { ...base, ...image.env, ...settings, PORT: String(await freePort()) };
  app = await startAppCommand(image.cmd, {
    cwd: path.join(imageRoot, image.workdir),
    env: runEnv,
    timeoutMs: 30_000,
  });
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await github?.close();
});

describe("the Dockerfile, replayed without Docker", () => {
  it("builds on an official Node image pinned by major version, runs as a user, starts with npm start", () => {
    expect(image.from).toMatch(/^node:\d+(-[a-z]+)?$/);
    expect(image.user).toBeTruthy();
    expect(image.user).not.toMatch(/^(root|0)(:|$)/);
    expect(image.runs.some((run) => /\bnpm ci --omit=dev\b/.test(run))).toBe(true);
    expect(image.cmd).toEqual(["npm", "start"]);
    expect(image.env.HOST).toBe("0.0.0.0");
  });

  it("installs only the runtime dependencies, and the server answers a signed webhook", async () => {
    const installed = path.join(imageRoot, image.workdir, "node_modules");
    expect(existsSync(path.join(installed, "probot"))).toBe(true);
    expect(existsSync(path.join(installed, "vitest"))).toBe(false);
    // dist/app.js bundles all of fix-loop but Probot: Probot's tree is what the image installs.
    expect(bytesUnder(installed) / 2 ** 20).toBeLessThanOrEqual(60);
    const answer = await deliverFixHelp(app.url, github, SECRET, "image-1");
    expect(answer.status).toBe(200);
    expect(answer.lastComment).toContain("fix-loop commands");
  });

  it("passes its HEALTHCHECK while the server runs, and fails it once stopped", async () => {
    expect(healthy()).toBe(0);
    await app.stop();
    expect(healthy()).not.toBe(0);
  });
});
