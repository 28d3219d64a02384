import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config/schema.js";
import { probeAhead } from "../../src/gates/probe-ahead.js";
import { startServices } from "../../src/gates/services.js";
import { freePort, listen } from "../support/net.js";

// Waits begun as the config is read, before the gates: only for what a probe merely asks.
// A real HTTP server counts the requests each path gets.

type Services = Config["services"];

const hits = new Map<string, number>();
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.set(request.url ?? "", (hits.get(request.url ?? "") ?? 0) + 1);
    response.writeHead(request.url?.startsWith("/up") ? 200 : 503).end();
  });
  port = await listen(server);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = () => ({ cwd: tmpdir(), env: process.env });

/** Resolves once the server has had a request for `path`; the test's timeout says it never came. */
async function requested(path: string): Promise<void> {
  while (!hits.get(path)) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("probeAhead", () => {
  it("asks a service that nothing starts at once, and the services gate reads that wait, asking no more", async () => {
    const services: Services = {
      api: { health: `http://127.0.0.1:${port}/up-api`, timeout: 5000, env: {} },
    };
    const ahead = await probeAhead(services, context());
    await requested("/up-api");
    const started = await startServices(services, { ...context(), ahead });
    expect(started.results[0]).toMatchObject({ name: "api", healthy: true, started: false });
    expect(hits.get("/up-api")).toBe(1);
    ahead.cancel();
  });

  it("begins nothing for a service with a start command or a cmd: probe", async () => {
    const services: Services = {
      db: { start: "true", health: `http://127.0.0.1:${port}/up-db`, timeout: 1000, env: {} },
      queue: { health: "cmd:true", timeout: 1000, env: {} },
    };
    const ahead = await probeAhead(services, context());
    expect(ahead.take("db")).toBeNull();
    expect(ahead.take("queue")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hits.get("/up-db")).toBeUndefined();
  });

  it("reports a dead service from the wait begun ahead, its time counted from then", async () => {
    const dead = await freePort();
    const services: Services = {
      gone: { health: `tcp://127.0.0.1:${dead}`, timeout: 600, env: {} },
    };
    const ahead = await probeAhead(services, context());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = await startServices(services, { ...context(), ahead });
    const [gone] = started.results;
    expect(gone).toMatchObject({ name: "gone", healthy: false, started: false });
    expect(gone?.error).toMatch(/refused/i);
    // From the wait begun ahead (600 ms, a timer may fire a millisecond early), not from the
    // gate's call 300 ms later.
    expect(gone?.waitedMs).toBeGreaterThanOrEqual(550);
    expect(ahead.take("gone")).toBeNull();
  });

  it("is not what the gate reads where the services are asked from the agent's network namespace", async () => {
    const services: Services = {
      api: { health: `http://127.0.0.1:${port}/up-inside`, timeout: 300, env: {} },
    };
    const ahead = await probeAhead(services, context());
    await requested("/up-inside");
    // The relay's socket is not there: asked from inside, the service is down.
    const runAs = {
      ...{ user: "agent", uid: 4242, gid: 4242, group: 4242, home: tmpdir(), via: "sudo" as const },
      namespace: {
        reports: tmpdir(),
        network: { path: "/run/netns/none", dial: "/nonexistent/relay.sock" },
      },
    };
    const started = await startServices(services, { ...context(), ahead, runAs });
    expect(started.results[0]).toMatchObject({ name: "api", healthy: false });
    expect(ahead.take("api")).not.toBeNull();
    ahead.cancel();
  });

  it("gives no wait that ended unhealthy before the gate asked: the gate waits its own timeout", async () => {
    const late = await freePort();
    const services: Services = {
      late: { health: `tcp://127.0.0.1:${late}`, timeout: 200, env: {} },
    };
    const ahead = await probeAhead(services, context());
    // The run reaches its gate after the service's timeout; the service came up meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const server = net.createServer();
    await listen(server, late);
    try {
      const started = await startServices(services, { ...context(), ahead });
      expect(started.results[0]).toMatchObject({ name: "late", healthy: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("ends, on cancel, a wait still going", async () => {
    const services: Services = {
      slow: { health: `http://127.0.0.1:${port}/down`, timeout: 60_000, env: {} },
    };
    const ahead = await probeAhead(services, context());
    await requested("/down");
    const wait = ahead.take("slow");
    ahead.cancel();
    const result = await wait?.waited;
    expect(result?.healthy).toBe(false);
    expect(result?.waitedMs).toBeLessThan(60_000);
  });

  it("ends and forgets a wait the checked config asks otherwise, and keeps one it asks the same", async () => {
    const down = (path: string) => ({
      health: `http://127.0.0.1:${port}${path}`,
      timeout: 60_000,
      env: {},
    });
    const same = down("/down-same");
    const other = down("/down-other");
    const ahead = await probeAhead({ same, other, gone: down("/down-gone") }, context());
    await Promise.all(["/down-same", "/down-other", "/down-gone"].map(requested));
    // The checked config waits 5 s for `other`, and has no `gone`.
    ahead.keepOnly({ same, other: { ...other, timeout: 5_000 } });
    expect(ahead.take("other")).toBeNull();
    expect(ahead.take("gone")).toBeNull();
    // The dropped waits ask no more (a try every 150 ms); the kept one still asks.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asked = (path: string) => hits.get(path) ?? 0;
    const before = ["/down-same", "/down-other", "/down-gone"].map(asked);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(["/down-same", "/down-other", "/down-gone"].map(asked)).toEqual([
      expect.any(Number),
      before[1],
      before[2],
    ]);
    expect(asked("/down-same")).toBeGreaterThan(before[0] ?? 0);
    const kept = ahead.take("same");
    expect(kept).not.toBeNull();
    ahead.cancel();
    expect((await kept?.waited)?.healthy).toBe(false);
  });
});
