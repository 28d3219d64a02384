import net from "node:net";
import type { ProbeOutcome } from "../probe.js";
import { describeNetworkError } from "./describe-network-error.js";
import { probeWithDeadline } from "./with-deadline.js";

/** Healthy when a TCP connection to host:port opens; it is closed at once. */
export function probeTcp(
  host: string,
  port: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ProbeOutcome> {
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const socket = net.connect({ host, port });
    socket.on("connect", () => settle({ healthy: true }));
    socket.on("error", (error) =>
      settle({ healthy: false, error: describeNetworkError(error, host) }),
    );
    return () => socket.destroy();
  });
}
