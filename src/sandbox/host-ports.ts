import net from "node:net";
import path from "node:path";

/** A port of this runner's loopback, opened inside the agent's network namespace by the relay. */
export interface HostPort {
  port: number;
  /** The unix socket the relay joins each connection to. */
  socket: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
const LOOK_MS = 500;

/**
 * The loopback ports of the config's services that already answer on this runner before fix-loop
 * starts any (a CI service container, a database started by an earlier step): the agent's tests
 * reach them inside the namespace through the relay. Services fix-loop starts itself run inside.
 */
export async function runningHostPorts(healthUrls: readonly string[]): Promise<number[]> {
  const ports = new Set<number>();
  for (const health of healthUrls) {
    const port = loopbackPort(health.trim());
    if (port && (await answers(port))) ports.add(port);
  }
  return [...ports];
}

function loopbackPort(health: string): number | null {
  try {
    const url = new URL(health);
    if (!["http:", "https:", "tcp:"].includes(url.protocol) || !LOOPBACK.has(url.hostname))
      return null;
    const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    return port > 0 ? port : null;
  } catch {
    return null;
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(LOOK_MS, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** A unix socket per port in `folder`, each connection joined to 127.0.0.1:<port> here. */
export async function openHostPorts(
  ports: readonly number[],
  folder: string,
): Promise<{ ports: HostPort[]; close: () => Promise<void> }> {
  const servers: net.Server[] = [];
  const opened: HostPort[] = [];
  const live = new Set<net.Socket>();
  for (const port of ports) {
    const socket = path.join(folder, `port-${port}.sock`);
    const server = net.createServer((inside) => {
      const outside = net.connect({ host: "127.0.0.1", port });
      live.add(inside).add(outside);
      inside.pipe(outside);
      outside.pipe(inside);
      const end = () => {
        inside.destroy();
        outside.destroy();
        live.delete(inside);
        live.delete(outside);
      };
      inside.on("error", end).on("close", end);
      outside.on("error", end).on("close", end);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, resolve);
    });
    servers.push(server);
    opened.push({ port, socket });
  }
  return {
    ports: opened,
    close: async () => {
      for (const socket of live) socket.destroy();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
