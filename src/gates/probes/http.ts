import http from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";
import tls from "node:tls";
import { connectInside } from "../../sandbox/network-namespace.js";
import { describeNetworkError } from "./describe-network-error.js";
import type { ProbeOutcome } from "./probe-outcome.js";
import { probeWithDeadline } from "./with-deadline.js";

/** GET the URL once: any 2xx is healthy, anything else says what came back. */
export function probeHttp(
  url: URL,
  timeoutMs: number,
  signal?: AbortSignal,
  /** The relay's inward socket, when the service runs in the agent's network namespace. */
  inside: string | null = null,
): Promise<ProbeOutcome> {
  const client = url.protocol === "https:" ? https : http;
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const headers = { "user-agent": "fix-loop-probe" };
    // Node uses createConnection only without an agent: agent: false would make one.
    const through = inside
      ? { createConnection: insideConnection(inside, url) }
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
function insideConnection(inside: string, url: URL) {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return (_options: unknown, done: (error: Error | null, socket: Duplex) => void) => {
    connectInside(inside, host, port).then(
      (socket) =>
        done(null, url.protocol === "https:" ? tls.connect({ socket, servername: host }) : socket),
      (error: Error) => done(error, undefined as unknown as Duplex),
    );
    return undefined;
  };
}
