import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/sandbox/relay/main.ts
import { readFileSync } from "node:fs";
import net from "node:net";
var [modelSocket, dialSocket, ...forwarded] = process.argv.slice(2);
if (!modelSocket || !dialSocket) {
  process.stderr.write("usage: relay.js <model-socket> <dial-socket>\n");
  process.exit(2);
}
function join(a, b) {
  a.pipe(b);
  b.pipe(a);
  const end2 = () => {
    a.destroy();
    b.destroy();
  };
  a.on("error", end2).on("close", end2);
  b.on("error", end2).on("close", end2);
}
var outward = net.createServer((client) => {
  client.setNoDelay(true);
  join(client, net.connect(modelSocket));
});
var inward = net.createServer((caller) => {
  let head = "";
  const onData = (chunk) => {
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
      caller.end(`${noRoutes()}
`);
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
function noRoutes() {
  let count = 0;
  try {
    const lines = readFileSync("/proc/self/net/snmp", "utf8").split("\n");
    const [names, values] = lines.filter((text) => text.startsWith("Ip: "));
    const at = names?.split(" ").indexOf("OutNoRoutes") ?? -1;
    count += Number(values?.split(" ")[at] ?? 0) || 0;
    const six = /^Ip6OutNoRoutes\s+(\d+)/m.exec(readFileSync("/proc/self/net/snmp6", "utf8"));
    count += Number(six?.[1] ?? 0);
  } catch {
  }
  return count;
}
for (const spec of forwarded) {
  const [port = "", socket = ""] = spec.split("=");
  for (const host of ["127.0.0.1", "::1"]) {
    const door = net.createServer((client) => join(client, net.connect(socket)));
    door.on("error", () => void 0);
    door.listen(Number(port), host);
  }
}
outward.listen(0, "127.0.0.1", () => {
  inward.listen(dialSocket, () => {
    const address = outward.address();
    const port = typeof address === "object" && address ? address.port : 0;
    process.stdout.write(`ready ${port}
`);
  });
});
var end = () => {
  setTimeout(() => process.exit(0), 500).unref();
  inward.close(() => process.exit(0));
};
process.stdin.resume();
process.stdin.on("end", end);
process.stdin.on("error", end);
