import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config/schema.js";
import { startServices } from "../../src/gates/services.js";
import { isProcessAlive } from "../../src/process/kill-tree.js";
import type { ServiceResult } from "../../src/results/schema.js";
import { freePort, listen } from "../support/net.js";
import { within } from "../support/timing.js";

type Services = Config["services"];
type Service = Services[string];

/** A real service: an HTTP server on $PORT, after $DELAY_MS, that records its pid. */
const SERVER = `
import http from "node:http";
import { writeFileSync } from "node:fs";
if (process.env.PID_FILE) writeFileSync(process.env.PID_FILE, String(process.pid));
const server = http.createServer((request, response) => {
  response.writeHead(request.url === "/health" ? 200 : 404).end("ok");
});
setTimeout(() => server.listen(Number(process.env.PORT), "127.0.0.1", () => {
  console.log("\\u001b[32mlistening\\u001b[0m on " + process.env.PORT);
}), Number(process.env.DELAY_MS ?? 0));
`;

let dir: string;
const toStop: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "services-"));
  await writeFile(path.join(dir, "server.mjs"), SERVER);
});
afterAll(async () => {
  for (const stop of toStop) await stop();
  await rm(dir, { recursive: true, force: true });
});

function service(fields: Partial<Service> & Pick<Service, "health">): Service {
  return { timeout: 5000, env: {}, ...fields };
}

async function start(services: Services, options: { signal?: AbortSignal } = {}) {
  const checked: ServiceResult[] = [];
  const begin = performance.now();
  const started = await startServices(services, {
    cwd: dir,
    env: process.env,
    onChecked: (result) => checked.push(result),
    ...options,
  });
  toStop.push(started.stop);
  const byName = (name: string) => {
    const result = started.results.find((candidate) => candidate.name === name);
    if (!result) throw new Error(`no result for ${name}`);
    return result;
  };
  return { ...started, byName, checked, elapsed: performance.now() - begin };
}

async function pidFrom(file: string): Promise<number> {
  return Number(await readFile(file, "utf8"));
}

describe("startServices", () => {
  it("starts a real HTTP server, waits for it, and stop() kills it", async () => {
    const port = await freePort();
    const pidFile = path.join(dir, "api.pid");
    const run = await start({
      api: service({
        start: "node server.mjs",
        health: `http://127.0.0.1:${port}/health`,
        env: { PORT: String(port), DELAY_MS: "300", PID_FILE: pidFile },
      }),
    });
    expect(run.byName("api")).toMatchObject({
      name: "api",
      probe: `http://127.0.0.1:${port}/health`,
      healthy: true,
      started: true,
      error: null,
      outputTail: null,
    });
    expect(run.byName("api").waitedMs).toBeGreaterThanOrEqual(250);
    expect(run.checked.map((result) => result.name)).toEqual(["api"]);
    const pid = await pidFrom(pidFile);
    expect(isProcessAlive(pid)).toBe(true);
    await run.stop();
    expect(isProcessAlive(pid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });

  it("stop(names) stops only those services; stop() then stops the rest", async () => {
    const ports = { api: await freePort(), db: await freePort() };
    const pidFiles = { api: path.join(dir, "some-api.pid"), db: path.join(dir, "some-db.pid") };
    const run = await start({
      api: service({
        start: "node server.mjs",
        health: `http://127.0.0.1:${ports.api}/health`,
        env: { PORT: String(ports.api), PID_FILE: pidFiles.api },
      }),
      db: service({
        start: "node server.mjs",
        health: `http://127.0.0.1:${ports.db}/health`,
        env: { PORT: String(ports.db), PID_FILE: pidFiles.db },
      }),
    });
    const pids = { api: await pidFrom(pidFiles.api), db: await pidFrom(pidFiles.db) };
    await run.stop(["api"]);
    expect([isProcessAlive(pids.api), isProcessAlive(pids.db)]).toEqual([false, true]);
    await expect(fetch(`http://127.0.0.1:${ports.api}/health`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${ports.db}/health`)).status).toBe(200);
    expect(run.pids()).toHaveLength(1);
    await run.stop();
    expect(isProcessAlive(pids.db)).toBe(false);
    expect(run.pids()).toEqual([]);
  });

  it("keeps waiting when the start command exits 0 after putting the service in the background", async () => {
    const port = await freePort();
    const pidFile = path.join(dir, "daemon.pid");
    const run = await start({
      api: service({
        start: "node server.mjs > /dev/null 2>&1 &",
        health: `http://127.0.0.1:${port}/health`,
        env: { PORT: String(port), DELAY_MS: "300", PID_FILE: pidFile },
      }),
    });
    expect(run.byName("api")).toMatchObject({ healthy: true, started: true, error: null });
    const pid = await pidFrom(pidFile);
    await run.stop();
    expect(isProcessAlive(pid)).toBe(false);
  });

  it("fails fast, with the output tail, when the start command exits at once", async () => {
    const port = await freePort();
    const run = await start({
      api: service({
        start:
          "echo starting api; echo \"Error: Cannot find module '/srv/app/server.js'\" >&2; exit 1",
        health: `http://127.0.0.1:${port}/health`,
        timeout: 10_000,
      }),
    });
    const api = run.byName("api");
    expect(api).toMatchObject({ healthy: false, started: true });
    expect(api.error).toBe(
      "start command exited with code 1 before the service became healthy (last probe: connection refused)",
    );
    expect(api.outputTail).toBe("starting api\nError: Cannot find module '/srv/app/server.js'");
    expect(run.elapsed).toBeLessThan(within(0, 1500));
  });

  it("reports a dead service with a 2 s timeout within 2.5 s, with the last probe error", async () => {
    const port = await freePort();
    const pidFile = path.join(dir, "never.pid");
    const run = await start({
      external: service({ health: `http://127.0.0.1:${port}/health`, timeout: 2000 }),
      hanging: service({
        start: `echo $$ > ${pidFile}; exec sleep 60`,
        health: `tcp://127.0.0.1:${port}`,
        timeout: 2000,
      }),
    });
    expect(run.elapsed).toBeLessThan(within(2000, 500));
    expect(run.byName("external")).toMatchObject({
      healthy: false,
      started: false,
      error: "connection refused",
    });
    expect(run.byName("hanging")).toMatchObject({
      healthy: false,
      started: true,
      error: "not healthy 2 s after starting (last probe: connection refused)",
    });
    // A service that will not serve is stopped at once, not left for stop().
    await expect
      .poll(async () => isProcessAlive(await pidFrom(pidFile)), { timeout: 1000 })
      .toBe(false);
  });

  it("does not make the report wait for a failed service that ignores SIGTERM", async () => {
    const port = await freePort();
    const pidFile = path.join(dir, "stubborn.pid");
    const run = await start({
      stubborn: service({
        start: `trap '' TERM; echo $$ > ${pidFile}; while true; do sleep 0.05; done`,
        health: `tcp://127.0.0.1:${port}`,
        timeout: 1000,
      }),
    });
    expect(run.elapsed).toBeLessThan(within(1000, 300));
    expect(run.byName("stubborn").healthy).toBe(false);
    await run.stop();
    expect(isProcessAlive(await pidFrom(pidFile))).toBe(false);
  });

  it("checks tcp and cmd probes, in parallel", async () => {
    const server = net.createServer((socket) => socket.end());
    const port = await listen(server);
    try {
      const run = await start({
        db: service({ health: `tcp://127.0.0.1:${port}` }),
        ready: service({ health: "cmd:test -f server.mjs" }),
        broken: service({
          health: "cmd:echo 'database is starting up' >&2; exit 2",
          timeout: 1000,
        }),
      });
      expect(run.byName("db")).toMatchObject({ healthy: true, started: false, error: null });
      expect(run.byName("ready")).toMatchObject({ healthy: true, started: false, error: null });
      expect(run.byName("broken")).toMatchObject({
        healthy: false,
        started: false,
        error: "exit code 2: database is starting up",
      });
      expect(run.elapsed).toBeLessThan(within(0, 1500));
      expect(run.checked.map((result) => result.name).sort()).toEqual(["broken", "db", "ready"]);
    } finally {
      server.close();
    }
  });

  it("does not start a service whose port already answers the probe", async () => {
    const other = http.createServer((_request, response) =>
      response.writeHead(200).end("someone else"),
    );
    const port = await listen(other);
    const marker = path.join(dir, "started.marker");
    try {
      const run = await start({
        api: service({
          start: `touch ${marker}; node server.mjs`,
          health: `http://127.0.0.1:${port}/health`,
          env: { PORT: String(port) },
        }),
      });
      expect(run.byName("api")).toMatchObject({ healthy: true, started: false, error: null });
      expect(existsSync(marker)).toBe(false);
    } finally {
      other.closeAllConnections();
      other.close();
    }
  });

  it("says the port is taken when something holds it without answering and the start command fails", async () => {
    const squatter = net.createServer((socket) => socket.destroy());
    const port = await listen(squatter);
    try {
      const run = await start({
        api: service({
          start: "node server.mjs",
          health: `http://127.0.0.1:${port}/health`,
          env: { PORT: String(port) },
        }),
      });
      const api = run.byName("api");
      expect(api).toMatchObject({ healthy: false, started: true });
      expect(api.error).toMatch(
        /^start command exited with code 1 before the service became healthy \(last probe: (connection reset|socket hang up)\)/,
      );
      expect(api.error).toContain(
        "its output says the address is already in use: another process holds the port without answering",
      );
      expect(api.outputTail).toContain(`EADDRINUSE: address already in use 127.0.0.1:${port}`);
      expect(run.elapsed).toBeLessThan(within(0, 3000));
    } finally {
      squatter.close();
    }
  });

  it("stop() kills the whole tree it started and nothing else", async () => {
    const port = await freePort();
    const childPidFile = path.join(dir, "child.pid");
    const serverPidFile = path.join(dir, "tree.pid");
    const bystander = await start({}); // nothing started: stop() is a no-op
    const run = await start({
      api: service({
        start: `sleep 300 & echo $! > ${childPidFile}; node server.mjs`,
        health: `http://127.0.0.1:${port}/health`,
        env: { PORT: String(port), PID_FILE: serverPidFile },
      }),
    });
    expect(run.byName("api").healthy).toBe(true);
    const pids = [await pidFrom(childPidFile), await pidFrom(serverPidFile)];
    await bystander.stop();
    expect(pids.map(isProcessAlive)).toEqual([true, true]);
    await Promise.all([run.stop(), run.stop()]);
    expect(pids.map(isProcessAlive)).toEqual([false, false]);
  });

  it("reports a health string that is not a probe without starting anything", async () => {
    const run = await start({
      api: service({ start: "node server.mjs", health: "ftp://127.0.0.1/health" }),
    });
    expect(run.byName("api")).toMatchObject({
      healthy: false,
      started: false,
      error:
        '"ftp://127.0.0.1/health" is not a probe: use http://, https://, tcp://host:port or cmd:command',
    });
  });

  it("redacts secrets in the output tail", async () => {
    const port = await freePort();
    const run = await start({
      api: service({
        start: 'echo "connecting with $API_TOKEN"; exit 3',
        health: `tcp://127.0.0.1:${port}`,
        env: { API_TOKEN: "s3cr3t-value-123456" },
      }),
    });
    expect(run.byName("api").outputTail).not.toContain("s3cr3t-value-123456");
    expect(run.byName("api").outputTail).toContain("REDACTED");
  });

  it("stops waiting when aborted", async () => {
    const port = await freePort();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const run = await start(
      {
        api: service({
          start: "exec sleep 60",
          health: `tcp://127.0.0.1:${port}`,
          timeout: 20_000,
        }),
      },
      { signal: controller.signal },
    );
    expect(run.elapsed).toBeLessThan(within(300, 1200));
    expect(run.byName("api").error).toMatch(/^interrupted while waiting/);
  });
});
