import http, { type IncomingHttpHeaders } from "node:http";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isListed } from "../../src/sandbox/egress-rules.js";
import { ModelProxy } from "../../src/sandbox/model-proxy.js";

// fix-loop's model proxy between a real HTTP client and a real upstream server on 127.0.0.1:
// the credential swap, the token's life, SSE passed on as it comes, and the egress rule.

const KEY = "sk-ant-api03-real-key-held-by-the-proxy";

let upstream: http.Server;
let upstreamUrl: URL;
const seen: IncomingHttpHeaders[] = [];
let release: () => void = () => undefined;
let upstreamEnded = 0;
let proxy: ModelProxy | null = null;
const hanging: http.IncomingMessage[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    if (req.url?.endsWith("/hang")) {
      hanging.push(req);
      return;
    }
    if (req.url?.endsWith("/stream")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("event: message_start\ndata: {}\n\n");
      // The rest waits for the client to have the first event (or 3 s): a buffering proxy
      // would hold it back until the end.
      const timer = setTimeout(() => release(), 3_000);
      new Promise<void>((resolve) => {
        release = resolve;
      }).then(() => {
        clearTimeout(timer);
        upstreamEnded = performance.now();
        res.end("event: message_stop\ndata: {}\n\n");
      });
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const address = upstream.address() as net.AddressInfo;
  upstreamUrl = new URL(`http://127.0.0.1:${address.port}/base`);
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

afterEach(async () => {
  await proxy?.close();
  proxy = null;
  seen.length = 0;
});

async function listen(allow: string[] = []): Promise<ModelProxy> {
  proxy = await ModelProxy.listen({
    socket: null,
    upstream: upstreamUrl,
    credentials: { apiKey: KEY, bearer: null },
    allow,
  });
  return proxy;
}

function ask(
  port: number,
  headers: Record<string, string>,
  path = "/v1/messages",
): Promise<{ status: number; body: string; firstChunkAt: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path, headers },
      (response) => {
        let body = "";
        let firstChunkAt = 0;
        response.on("data", (chunk: Buffer) => {
          if (!firstChunkAt) {
            firstChunkAt = performance.now();
            release();
          }
          body += chunk.toString("utf8");
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, firstChunkAt }));
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}

/** Sends CONNECT host:port to the proxy and returns its status line. */
function connectThrough(
  port: number,
  target: string,
): Promise<{ line: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () =>
      socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`),
    );
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n\r\n")) resolve({ line: text.split("\r\n")[0] ?? "", socket });
    });
    socket.on("error", reject);
    socket.on("end", () => resolve({ line: text.split("\r\n")[0] ?? "", socket }));
  });
}

describe("the model proxy", () => {
  it("puts the real key on a request carrying the attempt's token, under the upstream's path", async () => {
    const running = await listen();
    const token = running.openAttempt(false);
    const answer = await ask(running.port ?? 0, { "x-api-key": token });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ path: "/base/v1/messages" });
    expect(seen[0]?.["x-api-key"]).toBe(KEY);
    expect(JSON.stringify(seen[0])).not.toContain(token);
  });

  it("takes the token as a bearer too, and sends the key its own way", async () => {
    const running = await listen();
    const token = running.openAttempt(false);
    const answer = await ask(running.port ?? 0, { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(seen[0]?.["x-api-key"]).toBe(KEY);
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it("refuses a request without the token, and the token once its session ended or the next began", async () => {
    const running = await listen();
    const port = running.port ?? 0;
    expect((await ask(port, {})).status).toBe(401);
    expect((await ask(port, { "x-api-key": KEY })).status).toBe(401);
    const first = running.openAttempt(false);
    running.openAttempt(false);
    expect((await ask(port, { "x-api-key": first })).status).toBe(401);
    const third = running.openAttempt(false);
    running.endSession();
    expect((await ask(port, { "x-api-key": third })).status).toBe(401);
    expect(seen).toEqual([]);
    expect(running.takeLog().blocked).toEqual([
      { target: "the model", reason: "a request without this attempt's token" },
    ]);
  });

  it("passes a server-sent event on before the upstream has finished", async () => {
    const running = await listen();
    const token = running.openAttempt(false);
    const answer = await ask(running.port ?? 0, { "x-api-key": token }, "/v1/stream");
    expect(answer.body).toContain("message_start");
    expect(answer.body).toContain("message_stop");
    expect(answer.firstChunkAt).toBeGreaterThan(0);
    expect(answer.firstChunkAt).toBeLessThan(upstreamEnded);
  });

  it("ends the upstream request when its client goes away before the model answered", async () => {
    const running = await listen();
    const token = running.openAttempt(false);
    const client = http.request({
      host: "127.0.0.1",
      port: running.port ?? 0,
      method: "POST",
      path: "/v1/hang",
      headers: { "x-api-key": token },
    });
    client.on("error", () => undefined);
    client.end("{}");
    await expect.poll(() => hanging.length).toBe(1);
    const upstreamClosed = new Promise((resolve) => hanging[0]?.socket.once("close", resolve));
    client.destroy();
    await Promise.race([upstreamClosed, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    expect(hanging[0]?.socket.destroyed).toBe(true);
  });

  it("refuses CONNECT to an unlisted host and names it; lets a listed one through and names it", async () => {
    const port = (upstream.address() as net.AddressInfo).port;
    const running = await listen([`127.0.0.1:${port}`]);
    running.openAttempt(false);
    const refused = await connectThrough(running.port ?? 0, "exfil.example.com:443");
    expect(refused.line).toMatch(/^HTTP\/1\.1 403/);
    refused.socket.destroy();
    const letThrough = await connectThrough(running.port ?? 0, `127.0.0.1:${port}`);
    expect(letThrough.line).toMatch(/^HTTP\/1\.1 200/);
    letThrough.socket.destroy();
    const log = running.takeLog();
    expect(log.reached).toEqual([`127.0.0.1:${port}`]);
    expect(log.blocked).toEqual([
      { target: "exfil.example.com:443", reason: "not in fix.network.allow" },
    ]);
  });

  it("under the web rule, refuses a name that resolves to this machine", async () => {
    const running = await listen();
    running.openAttempt(true);
    const refused = await connectThrough(running.port ?? 0, "localhost:443");
    expect(refused.line).toMatch(/^HTTP\/1\.1 403/);
    refused.socket.destroy();
    const other = await connectThrough(running.port ?? 0, "localhost:8080");
    other.socket.destroy();
    const reasons = running.takeLog().blocked.map((entry) => entry.reason);
    expect(reasons[0]).toMatch(/resolves to (127\.0\.0\.1|::1), not a public address/);
    expect(reasons[1]).toBe("the web rule opens https (port 443) only");
  });
});

describe("fix.network.allow entries", () => {
  it("match a host on 443 and 80, a port when given, and a wildcard's subdomains", () => {
    expect(isListed(["registry.npmjs.org"], "registry.npmjs.org", 443)).toBe(true);
    expect(isListed(["registry.npmjs.org"], "REGISTRY.npmjs.org.", 80)).toBe(true);
    expect(isListed(["registry.npmjs.org"], "registry.npmjs.org", 8443)).toBe(false);
    expect(isListed(["registry.npmjs.org"], "evil-registry.npmjs.org", 443)).toBe(false);
    expect(isListed(["nexus.internal:8081"], "nexus.internal", 8081)).toBe(true);
    expect(isListed(["nexus.internal:8081"], "nexus.internal", 443)).toBe(false);
    expect(isListed(["*.pythonhosted.org"], "files.pythonhosted.org", 443)).toBe(true);
    expect(isListed(["*.pythonhosted.org"], "pythonhosted.org.evil.com", 443)).toBe(false);
  });
});
