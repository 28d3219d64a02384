/**
 * The relay (dist/relay.js): the one process fix-loop runs inside the agent's network namespace
 * of its own accord. Inside that namespace only the loopback exists; the relay is its door.
 *
 *   node relay.js <model-socket> <dial-socket> [<port>=<socket> ...]
 *
 * - Outward: it listens on 127.0.0.1 (a free port, printed as `ready <port>`) and joins each
 *   connection to fix-loop's model proxy on <model-socket>, a unix socket outside the namespace.
 *   That port is the agent's ANTHROPIC_BASE_URL and its HTTPS_PROXY.
 * - Inward: it listens on <dial-socket>, where fix-loop itself asks for `<host> <port>\n` inside
 *   the namespace (its probes of the services run there) and gets `ok\n` then the stream;
 *   `no-routes\n` gets the count of packets sent toward an address with no route (see noRoutes).
 *
 * - Each `<port>=<socket>`: a service of this runner's that already ran on its loopback when the
 *   run began (a CI service container): the relay listens on that port inside and joins each
 *   connection to <socket>, where fix-loop connects it to the port outside.
 *
 * It ends when its stdin closes: fix-loop holds the other end, so it never outlives the run.
 */
import { readFileSync } from "node:fs";
import net from "node:net";

const [modelSocket, dialSocket, ...forwarded] = process.argv.slice(2);
if (!modelSocket || !dialSocket) {
  process.stderr.write("usage: relay.js <model-socket> <dial-socket>\n");
  process.exit(2);
}

function join(a: net.Socket, b: net.Socket): void {
  a.pipe(b);
  b.pipe(a);
  const end = () => {
    a.destroy();
    b.destroy();
  };
  a.on("error", end).on("close", end);
  b.on("error", end).on("close", end);
}

const outward = net.createServer((client) => {
  client.setNoDelay(true);
  join(client, net.connect(modelSocket));
});

const inward = net.createServer((caller) => {
  let head = "";
  const onData = (chunk: Buffer) => {
    head += chunk.toString("latin1");
    const newline = head.indexOf("\n");
    if (newline < 0) {
      if (head.length > 300) caller.destroy();
      return;
    }
    caller.off("data", onData);
    caller.pause();
    const line = head.slice(0, newline).trim();
    if (line === "no-routes") {
      caller.end(`${noRoutes()}\n`);
      return;
    }
    const [host = "", port = ""] = line.split(" ");
    const rest = Buffer.from(head.slice(newline + 1), "latin1");
    const target = net.connect({ host, port: Number(port) });
    target.setNoDelay(true);
    target.once("error", () => caller.destroy());
    target.once("connect", () => {
      caller.write("ok\n");
      if (rest.length > 0) target.write(rest);
      join(caller, target);
      caller.resume();
    });
  };
  caller.on("data", onData);
  caller.on("error", () => caller.destroy());
});

/**
 * How many packets this namespace's processes sent toward an address it has no route to (the
 * kernel's OutNoRoutes, IPv4 and IPv6): each connection tried around the proxy counts here.
 */
function noRoutes(): number {
  let count = 0;
  try {
    const lines = readFileSync("/proc/self/net/snmp", "utf8").split("\n");
    const [names, values] = lines.filter((text) => text.startsWith("Ip: "));
    const at = names?.split(" ").indexOf("OutNoRoutes") ?? -1;
    count += Number(values?.split(" ")[at] ?? 0) || 0;
    const six = /^Ip6OutNoRoutes\s+(\d+)/m.exec(readFileSync("/proc/self/net/snmp6", "utf8"));
    count += Number(six?.[1] ?? 0);
  } catch {
    // No IPv6 in this kernel: the IPv4 count stands.
  }
  return count;
}

for (const spec of forwarded) {
  const [port = "", socket = ""] = spec.split("=");
  for (const host of ["127.0.0.1", "::1"]) {
    const door = net.createServer((client) => join(client, net.connect(socket)));
    // ::1 is there only where the kernel gives the namespace IPv6.
    door.on("error", () => undefined);
    door.listen(Number(port), host);
  }
}

outward.listen(0, "127.0.0.1", () => {
  inward.listen(dialSocket, () => {
    const address = outward.address();
    const port = typeof address === "object" && address ? address.port : 0;
    process.stdout.write(`ready ${port}\n`);
  });
});
// Closing the inward server removes its socket file.
const end = () => {
  setTimeout(() => process.exit(0), 500).unref();
  inward.close(() => process.exit(0));
};
process.stdin.resume();
process.stdin.on("end", end);
process.stdin.on("error", end);
