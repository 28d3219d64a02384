import http from "node:http";
import type { Duplex } from "node:stream";
import { connectInside } from "../../sandbox/network-namespace.js";
import { describeNetworkError } from "./describe-network-error.js";
import type { ProbeOutcome } from "./probe-outcome.js";
import { probeWithDeadline } from "./with-deadline.js";

/**
 * GET the URL once: any 2xx is healthy, anything else says what came back. node:https and
 * node:tls load for an https URL only: a plain http probe begins without them.
 */
export async function probeHttp(
  url: URL,
  timeoutMs: number,
  signal?: AbortSignal,
  /** The relay's inward socket, when the service runs in the agent's network namespace. */
  inside: string | null = null,
): Promise<ProbeOutcome> {
  const secure = url.protocol === "https:";
  const client = secure ? (await import("node:https")).default : http;
  const tls = secure ? (await import("node:tls")).default : null;
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const headers = { "user-agent": "fix-loop-probe" };
    // Node uses createConnection only without an agent: agent: false would make one.
    const through = inside
      ? { createConnection: insideConnection(inside, url, tls) }
      : { agent: false as const };
    const request = client.get(url, { headers, ...through }, (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      if (status >= 200 && status < 300) settle({ healthy: true });
      else
        settle({
          healthy: false,
          error: `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`,
        });
    });
    request.on("error", (error) =>
      settle({ healthy: false, error: describeNetworkError(error, url.hostname) }),
    );
    return () => request.destroy();
  });
}

/** A connection to the URL's host made inside the agent's network namespace (TLS on it for https). */
function insideConnection(inside: string, url: URL, tls: typeof import("node:tls") | null) {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(url.port || (tls ? 443 : 80));
  return (_options: unknown, done: (error: Error | null, socket: Duplex) => void) => {
    connectInside(inside, host, port).then(
      (socket) => done(null, tls ? tls.connect({ socket, servername: host }) : socket),
      (error: Error) => done(error, undefined as unknown as Duplex),
    );
    return undefined;
  };
}
