// How long the app server takes from its start to answering GET /ping while GitHub is out of
// reach: refusing connections (a closed port), or accepting them and never answering. The server
// must listen at once either way; its own login is learned from GitHub in the background.
// Needs `npm run build` first (dist/app.js).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { appKeyFile, ROOT } from "./lib.mjs";

const APP = path.join(ROOT, "dist", "app.js");
if (!existsSync(APP)) {
  console.error("dist/app.js is missing: run `npm run build` first");
  process.exit(1);
}
const RUNS = 5;

const keyPath = appKeyFile();

function listening(server) {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server.address().port)),
  );
}

async function freePort() {
  const server = net.createServer();
  const port = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Milliseconds from spawning `node dist/app.js` to its first PONG. */
async function timeToPong(githubHost) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [APP], {
    env: {
      PATH: process.env.PATH,
      APP_ID: "1",
      PRIVATE_KEY_PATH: keyPath,
      WEBHOOK_SECRET: "bench-secret",
      PORT: String(port),
      HOST: "127.0.0.1",
      GHE_HOST: githubHost,
      GHE_PROTOCOL: "http",
      LOG_LEVEL: "fatal",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      const pong = await fetch(`http://127.0.0.1:${port}/ping`)
        .then((r) => r.text())
        .catch(() => "");
      if (pong === "PONG") return performance.now() - started;
      if (performance.now() - started > 60_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
  }
}

const silent = net.createServer(() => {}); // accepts, never answers
const silentPort = await listening(silent);
const cases = [
  ["GitHub refuses connections (closed port)", async () => `127.0.0.1:${await freePort()}`],
  ["GitHub accepts and never answers", async () => `127.0.0.1:${silentPort}`],
];
console.log(`app server: start to first /ping answer, ${RUNS} runs each (median, max)`);
for (const [name, host] of cases) {
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeToPong(await host()));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `  ${name.padEnd(44)} ${median.toFixed(0).padStart(6)} ms  ${times.at(-1).toFixed(0).padStart(6)} ms`,
  );
}
silent.close();
process.exit(0);
