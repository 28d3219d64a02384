import { randomBytes, timingSafeEqual } from "node:crypto";
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import https from "node:https";
import net from "node:net";
import type { Duplex } from "node:stream";
import { decideEgress, type EgressRule } from "./egress-rules.js";

/** The credentials the proxy puts on the model's requests: the agent never holds them. */
export interface ModelCredentials {
  /** Sent as x-api-key (ANTHROPIC_API_KEY). */
  apiKey: string | null;
  /** Sent as `authorization: Bearer` (ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN). */
  bearer: string | null;
}

/** What the attempt's processes asked the proxy for besides the model, in order. */
export interface NetworkLog {
  /** `host:port` of each destination let through. */
  reached: string[];
  blocked: { target: string; reason: string }[];
}

const LOG_LIMIT = 50;
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "upgrade",
  "host",
];

/**
 * fix-loop's model proxy, outside the agent's namespaces. A request for the Messages API is let
 * through only with the token of the attempt now running, which is swapped for the real
 * credential on the way up; the answer streams back as it comes (SSE is not buffered). CONNECT
 * and absolute-form requests (the agent's HTTPS_PROXY: WebFetch, npm, pip, curl) go out under
 * the attempt's egress rule; every one is logged, reached or blocked.
 */
export class ModelProxy {
  private token: Buffer | null = null;
  private rule: EgressRule;
  private log: NetworkLog = { reached: [], blocked: [] };
  private readonly sockets = new Set<Duplex>();
  private readonly upstreams = new Set<http.ClientRequest>();
  /** The relay's own address inside the namespace: absolute-form requests for it are the model's. */
  selfHost: string | null = null;

  private constructor(
    private readonly server: http.Server,
    private readonly upstream: URL,
    private readonly credentials: ModelCredentials,
    private readonly allow: readonly string[],
  ) {
    this.rule = { allow, anyHttps: false };
  }

  /** Listens on a unix socket (the relay's other end), or on 127.0.0.1 where there is no namespace. */
  static async listen(options: {
    socket: string | null;
    upstream: URL;
    credentials: ModelCredentials;
    allow: readonly string[];
  }): Promise<ModelProxy> {
    const server = http.createServer();
    const proxy = new ModelProxy(server, options.upstream, options.credentials, options.allow);
    server.on("request", (req, res) => proxy.onRequest(req, res));
    server.on("connect", (req, socket, head) => proxy.onConnect(req, socket, head));
    server.on("connection", (socket) => {
      proxy.sockets.add(socket);
      socket.on("close", () => proxy.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      if (options.socket) server.listen(options.socket, resolve);
      else server.listen(0, "127.0.0.1", resolve);
    });
    return proxy;
  }

  /** The port on 127.0.0.1, when it listens on TCP. */
  get port(): number | null {
    const address = this.server.address();
    return typeof address === "object" && address ? address.port : null;
  }

  /** A new token for one attempt's session (the previous one stops working) and its egress rule. */
  openAttempt(anyHttps: boolean): string {
    const token = `fix-loop-attempt-${randomBytes(24).toString("hex")}`;
    this.token = Buffer.from(token);
    this.rule = { allow: this.allow, anyHttps };
    this.log = { reached: [], blocked: [] };
    return token;
  }

  /** The session is over: its token opens nothing, and the web rule ends with it. */
  endSession(): void {
    this.token = null;
    this.rule = { allow: this.allow, anyHttps: false };
  }

  /** What was reached and blocked since the attempt opened; the log starts over. */
  takeLog(): NetworkLog {
    const log = this.log;
    this.log = { reached: [], blocked: [] };
    return log;
  }

  async close(): Promise<void> {
    this.endSession();
    for (const socket of this.sockets) socket.destroy();
    for (const upstream of this.upstreams) upstream.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? "/";
    if (url.startsWith("/")) {
      this.forwardToModel(req, res, url);
      return;
    }
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      refuse(res, 400, "a request the proxy does not understand");
      return;
    }
    if (target.host === this.selfHost) {
      this.forwardToModel(req, res, target.pathname + target.search);
      return;
    }
    void this.forwardPlainHttp(req, res, target);
  }

  private forwardToModel(req: IncomingMessage, res: ServerResponse, pathAndQuery: string): void {
    const headers = this.upstreamHeaders(req.headers);
    if (!headers) {
      this.block("the model", "a request without this attempt's token");
      req.resume();
      refuse(res, 401, "fix-loop's model proxy: this token is not the running attempt's");
      return;
    }
    const base = this.upstream.pathname.replace(/\/$/, "");
    const client = this.upstream.protocol === "https:" ? https : http;
    const upstream = client.request(
      {
        protocol: this.upstream.protocol,
        hostname: this.upstream.hostname,
        port: this.upstream.port || undefined,
        method: req.method,
        path: base + pathAndQuery,
        headers: { ...headers, host: this.upstream.host },
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          stripHopByHop(answer.headers),
        );
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent)
        refuse(res, 502, `fix-loop's model proxy could not reach the model: ${error.message}`);
      else res.destroy();
    });
    this.track(upstream, res);
    req.pipe(upstream);
  }

  /** The request's headers with the real credential in place of the token; null without the token. */
  private upstreamHeaders(incoming: IncomingHttpHeaders): Record<string, string | string[]> | null {
    const headers = stripHopByHop(incoming);
    const apiKey = single(incoming["x-api-key"]);
    const bearer = /^Bearer (.+)$/i.exec(single(incoming.authorization) ?? "")?.[1];
    if (!this.isToken(apiKey) && !this.isToken(bearer)) return null;
    delete headers["x-api-key"];
    delete headers.authorization;
    const { apiKey: realKey, bearer: realBearer } = this.credentials;
    if (realKey && (apiKey !== undefined || !realBearer)) headers["x-api-key"] = realKey;
    else if (realBearer) headers.authorization = `Bearer ${realBearer}`;
    return headers;
  }

  private isToken(value: string | undefined): boolean {
    if (!this.token || value === undefined) return false;
    const given = Buffer.from(value);
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }

  private async forwardPlainHttp(
    req: IncomingMessage,
    res: ServerResponse,
    target: URL,
  ): Promise<void> {
    const port = Number(target.port || 80);
    const decision = await decideEgress({ ...this.rule, anyHttps: false }, target.hostname, port);
    const name = `${target.hostname}:${port}`;
    if (!decision.allowed) {
      this.block(name, decision.reason);
      req.resume();
      return refuse(res, 403, `fix-loop's proxy refused ${name}: ${decision.reason}`);
    }
    this.reach(name);
    const upstream = http.request(
      {
        hostname: decision.connectTo,
        port,
        method: req.method,
        path: target.pathname + target.search,
        headers: { ...stripHopByHop(req.headers), host: target.host },
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          stripHopByHop(answer.headers),
        );
        answer.pipe(res);
      },
    );
    upstream.on("error", () =>
      res.headersSent ? res.destroy() : refuse(res, 502, `${name} did not answer`),
    );
    this.track(upstream, res);
    req.pipe(upstream);
  }

  private onConnect(req: IncomingMessage, client: Duplex, head: Buffer): void {
    const target = /^\[?([^\]]*?)\]?:(\d+)$/.exec(req.url ?? "");
    const host = target?.[1] ?? "";
    const port = Number(target?.[2] ?? 0);
    const name = `${host}:${port}`.slice(0, 300);
    client.on("error", () => client.destroy());
    if (!target || host === "") {
      this.block(name, "not a host:port");
      return void client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    }
    void decideEgress(this.rule, host, port).then((decision) => {
      if (!decision.allowed) {
        this.block(name, decision.reason);
        return void client.end(
          `HTTP/1.1 403 Forbidden\r\n\r\nfix-loop's proxy refused ${name}: ${decision.reason}\n`,
        );
      }
      this.reach(name);
      const upstream = net.connect({ host: decision.connectTo, port });
      let connected = false;
      upstream.on("connect", () => {
        connected = true;
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => {
        if (!connected) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
        else client.destroy();
      });
      client.on("close", () => upstream.destroy());
    });
  }

  /**
   * An upstream request lives no longer than its client: a session killed at its timeout while
   * the model has not answered must not leave a request open (nor keep fix-loop's process alive).
   */
  private track(upstream: http.ClientRequest, res: ServerResponse): void {
    this.upstreams.add(upstream);
    res.on("close", () => {
      this.upstreams.delete(upstream);
      if (!res.writableFinished) upstream.destroy();
    });
  }

  private reach(name: string): void {
    if (!this.log.reached.includes(name) && this.log.reached.length < LOG_LIMIT)
      this.log.reached.push(name);
  }

  private block(target: string, reason: string): void {
    const known = this.log.blocked.some(
      (entry) => entry.target === target && entry.reason === reason,
    );
    if (!known && this.log.blocked.length < LOG_LIMIT) this.log.blocked.push({ target, reason });
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function stripHopByHop(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.includes(name)) kept[name] = value;
  return kept;
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ type: "error", error: { type: "permission_error", message } }));
}
