import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProbe, waitForHealthy } from "../../src/gates/probe.js";
import { isProcessAlive } from "../../src/process/kill-tree.js";
import { freePort, listen } from "../support/net.js";
import { within } from "../support/timing.js";

let server: http.Server;
let base: string;
let becomesHealthyAt = 0;
let dir: string;
const context = () => ({ cwd: dir, env: process.env });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "probe-"));
  server = http.createServer((request, response) => {
    if (request.url === "/health") return response.writeHead(200).end("ok");
    if (request.url === "/down") return response.writeHead(503).end("down");
    const ready = Date.now() >= becomesHealthyAt;
    if (request.url === "/later") return response.writeHead(ready ? 204 : 502).end();
    if (request.url === "/hang") return; // never answers
    response.writeHead(404).end();
  });
  base = `http://127.0.0.1:${await listen(server)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("one probe try", () => {
  it("http: 2xx is healthy, anything else names the status", async () => {
    expect(await createProbe(`${base}/health`, context()).check(1000)).toEqual({ healthy: true });
    expect(await createProbe(`${base}/down`, context()).check(1000)).toEqual({
      healthy: false,
      error: "HTTP 503 Service Unavailable",
    });
  });

  it("http: a refused connection and a server that never answers", async () => {
    const closed = await freePort();
    expect(await createProbe(`http://127.0.0.1:${closed}/health`, context()).check(1000)).toEqual({
      healthy: false,
      error: "connection refused",
    });
    const started = performance.now();
    expect(await createProbe(`${base}/hang`, context()).check(300)).toEqual({
      healthy: false,
      error: "timed out after 300 ms",
    });
    expect(performance.now() - started).toBeLessThan(within(300, 300));
  });

  it("https against a plain HTTP server says the TLS handshake failed", async () => {
    const outcome = await createProbe(base.replace("http:", "https:"), context()).check(1000);
    expect(outcome).toEqual({
      healthy: false,
      error: "TLS handshake failed (does the server speak plain HTTP? then use http://)",
    });
  });

  it("tcp: a listening port is healthy, a closed one is refused", async () => {
    const port = Number(new URL(base).port);
    expect(await createProbe(`tcp://127.0.0.1:${port}`, context()).check(1000)).toEqual({
      healthy: true,
    });
    const closed = await freePort();
    expect(await createProbe(`tcp://127.0.0.1:${closed}`, context()).check(1000)).toEqual({
      healthy: false,
      error: "connection refused",
    });
  });

  it("cmd: exit 0 is healthy; otherwise the exit code and the last line printed", async () => {
    expect(await createProbe("cmd:test -d .", context()).check(2000)).toEqual({ healthy: true });
    expect(
      await createProbe(
        "cmd: echo checking; echo 'no response from 127.0.0.1:5432' >&2; exit 2",
        context(),
      ).check(2000),
    ).toEqual({ healthy: false, error: "exit code 2: no response from 127.0.0.1:5432" });
    expect(
      await createProbe("cmd:pg_isready_not_installed -h localhost", context()).check(2000),
    ).toMatchObject({
      healthy: false,
      error: expect.stringMatching(/^exit code 127: .*not found/),
    });
  });

  it("cmd: a probe that hangs is killed with its whole process tree", async () => {
    const pidFile = path.join(dir, "hang.pid");
    const probe = createProbe(`cmd:sleep 30 & echo $! > ${pidFile}; wait`, context());
    const started = performance.now();
    expect(await probe.check(400)).toEqual({ healthy: false, error: "timed out after 400 ms" });
    expect(performance.now() - started).toBeLessThan(within(400, 1100));
    const sleeper = Number(await readFile(pidFile, "utf8"));
    expect(isProcessAlive(sleeper)).toBe(false);
  });

  it("rejects a health string that is not a probe, with the forms that are", () => {
    expect(() => createProbe("ftp://x", context())).toThrow(
      '"ftp://x" is not a probe: use http://, https://, tcp://host:port or cmd:command',
    );
    expect(() => createProbe("tcp://localhost", context())).toThrow("needs a host and a port");
    expect(() => createProbe("cmd:  ", context())).toThrow('has no command after "cmd:"');
  });
});

describe("waitForHealthy", () => {
  it("returns as soon as the probe passes", async () => {
    becomesHealthyAt = Date.now() + 500;
    const result = await waitForHealthy(createProbe(`${base}/later`, context()), {
      timeoutMs: 5000,
    });
    expect(result).toMatchObject({ healthy: true, error: null, exited: null });
    expect(result.waitedMs).toBeGreaterThanOrEqual(400);
    expect(result.waitedMs).toBeLessThan(within(500, 1000));
    expect(result.tries).toBeGreaterThan(1);
  });

  it("gives up on a dead service within the timeout plus a small constant", async () => {
    const closed = await freePort();
    const started = performance.now();
    const result = await waitForHealthy(
      createProbe(`http://127.0.0.1:${closed}/health`, context()),
      {
        timeoutMs: 2000,
      },
    );
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ healthy: false, error: "connection refused" });
    expect(elapsed).toBeGreaterThanOrEqual(1990);
    expect(elapsed).toBeLessThan(within(2000, 300));
  });

  it("cuts a try that hangs at the deadline", async () => {
    const started = performance.now();
    const result = await waitForHealthy(createProbe(`${base}/hang`, context()), { timeoutMs: 700 });
    expect(result.healthy).toBe(false);
    expect(result.error).toMatch(/^timed out after \d+ ms$/);
    expect(performance.now() - started).toBeLessThan(within(700, 300));
  });

  it("stops at once when the start command exits", async () => {
    const closed = await freePort();
    const exited = new Promise<{ exitCode: number; signal: null }>((resolve) =>
      setTimeout(() => resolve({ exitCode: 1, signal: null }), 200),
    );
    const started = performance.now();
    const result = await waitForHealthy(createProbe(`tcp://127.0.0.1:${closed}`, context()), {
      timeoutMs: 10_000,
      serviceExited: exited,
    });
    expect(performance.now() - started).toBeLessThan(within(200, 400));
    expect(result).toMatchObject({ healthy: false, exited: { exitCode: 1, signal: null } });
    expect(result.error).toBe(
      "start command exited with code 1 before the service became healthy (last probe: connection refused)",
    );
  });

  it("stops when aborted", async () => {
    const closed = await freePort();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const started = performance.now();
    const result = await waitForHealthy(createProbe(`tcp://127.0.0.1:${closed}`, context()), {
      timeoutMs: 10_000,
      signal: controller.signal,
    });
    expect(performance.now() - started).toBeLessThan(within(150, 350));
    expect(result.error).toMatch(/^interrupted while waiting/);
  });
});

describe("net helpers", () => {
  it("finds a port nothing listens on", async () => {
    const port = await freePort();
    await expect(
      new Promise((resolve, reject) =>
        net.connect(port, "127.0.0.1").on("connect", resolve).on("error", reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
