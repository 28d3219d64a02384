import net from "node:net";
import { freePort, listen } from "./net.js";

/**
 * GitHub out of reach, then back: a host the app is pointed at instead of the fake GitHub, which
 * `answerFrom(port)` joins to the server at that port (the fake GitHub) from then on.
 * - unanswered: accepts connections and says nothing, as GitHub behind a load balancer that
 *   lost its backends; a client waits on it. The held connections are joined too.
 * - down: nothing listens at its port, so connections are refused; it listens once answering.
 */
export interface GitHubOutage {
  url: string;
  /** Connections accepted so far. */
  connections: () => number;
  answerFrom: (port: number) => Promise<void>;
  close: () => Promise<void>;
}

export function startUnansweredHost(): Promise<GitHubOutage> {
  return outage("unanswered");
}

export function startDownHost(): Promise<GitHubOutage> {
  return outage("down");
}

async function outage(kind: "unanswered" | "down"): Promise<GitHubOutage> {
  const held: net.Socket[] = [];
  const all = new Set<net.Socket>();
  let accepted = 0;
  let target: number | null = null;
  const join = (socket: net.Socket, port: number): void => {
    const upstream = net.connect(port, "127.0.0.1");
    all.add(upstream);
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on("error", end);
    upstream.on("error", end);
  };
  const server = net.createServer((socket) => {
    accepted += 1;
    all.add(socket);
    if (target === null) {
      socket.pause();
      held.push(socket);
    } else join(socket, target);
  });
  // Down: a port that was free, left closed until GitHub comes back.
  const port = kind === "down" ? await freePort() : await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    answerFrom: async (to) => {
      target = to;
      if (kind === "down") await listen(server, port);
      for (const socket of held.splice(0)) {
        join(socket, to);
        socket.resume();
      }
    },
    close: async () => {
      for (const socket of all) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
