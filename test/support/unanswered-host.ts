import net from "node:net";
import { listen } from "./net.js";

/**
 * A host that accepts connections and says nothing, as GitHub does when it is down behind a
 * load balancer or a firewall drops the answers: a client waits on it rather than failing fast.
 * `answerFrom(port)` brings it up: every connection held so far, and each one after, is joined
 * to the server at that port.
 */
export interface UnansweredHost {
  url: string;
  /** Connections accepted so far. */
  connections: () => number;
  answerFrom: (port: number) => void;
  close: () => Promise<void>;
}

export async function startUnansweredHost(): Promise<UnansweredHost> {
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
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    answerFrom: (to) => {
      target = to;
      for (const socket of held.splice(0)) {
        join(socket, to);
        socket.resume();
      }
    },
    close: async () => {
      for (const socket of all) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
