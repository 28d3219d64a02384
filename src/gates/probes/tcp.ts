import net from "node:net";
import { connectInside } from "../../sandbox/network-namespace.js";
import { describeNetworkError } from "./describe-network-error.js";
import type { ProbeOutcome } from "./probe-outcome.js";
import { probeWithDeadline } from "./with-deadline.js";

/** Healthy when a TCP connection to host:port opens; it is closed at once. */
export function probeTcp(
  host: string,
  port: number,
  timeoutMs: number,
  signal?: AbortSignal,
  /** The relay's inward socket, when the service runs in the agent's network namespace. */
  inside: string | null = null,
): Promise<ProbeOutcome> {
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const failed = (error: Error) =>
      settle({ healthy: false, error: describeNetworkError(error, host) });
    if (inside) {
      const connecting = connectInside(inside, host, port);
      connecting.then((socket) => {
        socket.destroy();
        settle({ healthy: true });
      }, failed);
      return () =>
        void connecting.then(
          (socket) => socket.destroy(),
          () => undefined,
        );
    }
    const socket = net.connect({ host, port });
    socket.on("connect", () => settle({ healthy: true }));
    socket.on("error", failed);
    return () => socket.destroy();
  });
}
