import { readFileSync } from "node:fs";
import net from "node:net";

/** Listens on 127.0.0.1 at a port the system picks, and returns that port. */
export function listen(server: net.Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

/** Ports a program below the kernel's ephemeral range may be handed: above the well-known ones. */
const LOWEST = 10_000;

/**
 * A port that was free a moment ago, for a program that will listen on it itself (a service, a
 * dead address). Never one of the kernel's ephemeral ports: those go to every outgoing connection
 * and port-0 listener on the machine, and a connection that happens to take the port between
 * this call and the program's listen makes that listen fail (EADDRINUSE), as it once failed a
 * service in the full suite. Below the range only another freePort can pick it, at random.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  for (let tries = 0; low - LOWEST >= 1000 && tries < 50; tries += 1) {
    const server = net.createServer();
    const port = LOWEST + Math.floor(Math.random() * (low - LOWEST));
    if (await listen(server, port).catch(() => 0)) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  // A machine whose ephemeral range leaves no room below it: the system's pick, as before.
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux.
  }
  // Linux's default; macOS's starts at 49152.
  return process.platform === "linux" ? [32768, 60999] : [49152, 65535];
}
