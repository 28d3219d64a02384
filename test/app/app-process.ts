import { type ChildProcess, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../support/net.js";
import { tempFolder } from "../support/temp-project.js";
import { APP_PRIVATE_KEY } from "./harness.js";

/** The app as a real server process, and signed webhooks sent to it over HTTP. */

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (Probot logs JSON lines with LOG_FORMAT=json). */
  output: () => string;
  stop: () => Promise<void>;
}

export { freePort };

/** The test App's private key in a .pem file of its own, as PRIVATE_KEY_PATH takes it. */
export function appKeyFile(): string {
  const keyPath = path.join(tempFolder("fix-loop-app-key-"), "app.pem");
  writeFileSync(keyPath, APP_PRIVATE_KEY);
  return keyPath;
}

/**
 * `node dist/app.js` as a server for the fake GitHub: App id 1 with the test key, webhooks signed
 * with `secret`, fast retries and no spacing between writes.
 */
export async function startTestApp(
  githubUrl: string,
  secret: string,
  keyPath = appKeyFile(),
  options: { awaitLogin?: boolean } = {},
): Promise<AppProcess> {
  const env = probotEnv(githubUrl, await freePort(), {
    APP_ID: "1",
    PRIVATE_KEY_PATH: keyPath,
    WEBHOOK_SECRET: secret,
    FIX_LOOP_WRITE_INTERVAL_MS: "0",
    FIX_LOOP_RETRY_BASE_MS: "10",
  });
  return startAppCommand([process.execPath, path.resolve("dist/app.js")], { env, ...options });
}

/** Environment for Probot talking to a fake GitHub at `githubUrl` (as a GitHub Enterprise host). */
export function probotEnv(
  githubUrl: string,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  const host = new URL(githubUrl).host;
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    GHE_HOST: host,
    GHE_PROTOCOL: "http",
    LOG_FORMAT: "json",
    LOG_LEVEL: "info",
    ...extra,
  };
}

/** Starts `node <script>` and waits until Probot answers /ping. */
export function startAppProcess(
  script: string,
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<AppProcess> {
  return startAppCommand([process.execPath, script], { env, timeoutMs, awaitLogin: false });
}

/**
 * Starts a command that serves the app (`npm start`, say) and waits until it answers /ping and,
 * unless told not to, has learned its own login from GitHub (it asks once it listens), so that
 * call is not counted as the effect of a test's first webhook.
 */
export async function startAppCommand(
  [command, ...args]: string[],
  options: {
    env: Record<string, string>;
    port?: string;
    cwd?: string;
    timeoutMs?: number;
    awaitLogin?: boolean;
    /** "anything": ready once /ping answers at all (an app that is not configured says 503). */
    pingAnswers?: "PONG" | "anything";
  },
): Promise<AppProcess> {
  const { env, cwd, timeoutMs = 20_000, awaitLogin = true, pingAnswers = "PONG" } = options;
  const child = spawn(String(command), args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${options.port ?? env.PORT}`;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited with ${child.exitCode}:\n${output}`);
    const pong = await fetch(`${url}/ping`)
      .then((r) => (pingAnswers === "anything" ? "PONG" : r.text()))
      .catch(() => "");
    const ready = pong === "PONG" && (!awaitLogin || output.includes("fix-loop app: writing as"));
    if (ready) return { url, child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(
    `the app did not answer /ping${awaitLogin ? " and learn its login" : ""} within ${timeoutMs} ms:\n${output}`,
  );
}

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export interface Delivery {
  event: string;
  id: string;
  payload: unknown;
  secret: string;
  /** Overrides the computed signature (to send a wrong one). */
  signature?: string;
}

/** POSTs a webhook as GitHub does; returns the status and the time to the answer. */
export async function sendWebhook(
  appUrl: string,
  delivery: Delivery,
): Promise<{ status: number; ms: number; body: string }> {
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/github/webhooks`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "GitHub-Hookshot/fix-loop-test",
      "x-github-event": delivery.event,
      "x-github-delivery": delivery.id,
      "x-hub-signature-256": delivery.signature ?? signature(delivery.secret, body),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, body: text };
}
