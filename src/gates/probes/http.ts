import http from "node:http";
import https from "node:https";
import type { ProbeOutcome } from "../probe.js";
import { describeNetworkError } from "./describe-network-error.js";
import { probeWithDeadline } from "./with-deadline.js";

/** GET the URL once: any 2xx is healthy, anything else says what came back. */
export function probeHttp(
  url: URL,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ProbeOutcome> {
  const client = url.protocol === "https:" ? https : http;
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const headers = { "user-agent": "fix-loop-probe" };
    const request = client.get(url, { agent: false, headers }, (response) => {
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
