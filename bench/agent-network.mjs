// What the agent's network (issue 28) costs: the model proxy on each request to the model, and
// the network namespace (made once per run: ip netns, its loopback, the relay; entered by each
// command of the agent with nsenter). The upstream is a Messages-like server on 127.0.0.1, so
// the figures are the proxy's own, without the internet's. Needs root and Linux.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { importBundled, median } from "./lib.mjs";

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("skipped: needs Linux and root (ip netns, nsenter)");
  process.exit(0);
}
const { ModelProxy } = await importBundled("src/sandbox/model-proxy.ts");
const { openNetworkNamespace } = await importBundled("src/sandbox/network-namespace.ts");
const { createAgentUser, releaseAgentUser } = await importBundled("src/agent-user/agent-user.ts");
const { runProcess } = await importBundled("src/process/run.ts");
const { attachNamespace } = await importBundled("src/sandbox/attach.ts");

const REQUESTS = 300;
const round = (value) => Math.round(value * 100) / 100;

// A short streamed answer, as the Messages API gives one.
const upstream = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write("event: message_start\ndata: {}\n\n");
    res.end("event: message_stop\ndata: {}\n\n");
  });
});
await new Promise((resolve) => upstream.listen(0, "127.0.0.1", resolve));
const upstreamPort = upstream.address().port;

// The same client for every path: keep-alive, one request at a time, the time to the whole answer.
const CLIENT = `
import http from "node:http";
const [port, key, count] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
for (let i = 0; i < Number(count); i++) {
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: Number(port), method: "POST", path: "/v1/messages", agent, headers: { "x-api-key": key, "content-type": "application/json" } }, (res) => { res.resume(); res.on("end", resolve); });
    req.on("error", reject);
    req.end('{"model":"m","stream":true,"messages":[]}');
  });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(times[Math.floor(times.length / 2)]);
`;
// Asynchronously: the proxy and the upstream answer from this process's event loop.
const run = promisify(execFile);
const p50 = async (command) => Number((await run(command[0], command.slice(1))).stdout.trim());
const client = (port, key) => [
  process.execPath,
  "--input-type=module",
  "-e",
  CLIENT,
  port,
  key,
  REQUESTS,
];

const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-net-"));
const socket = path.join(folder, "model.sock");
const proxy = await ModelProxy.listen({
  socket,
  upstream: new URL(`http://127.0.0.1:${upstreamPort}`),
  credentials: { apiKey: "sk-bench", bearer: null },
  allow: [],
});
const token = proxy.openAttempt(false);

{
  const opens = [];
  const closes = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const netns = await openNetworkNamespace({ modelSocket: socket, folder });
    opens.push(performance.now() - started);
    const closing = performance.now();
    await netns.close();
    closes.push(performance.now() - closing);
  }
  const bare = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await run("ip", ["netns", "add", "fix-loop-bench"]);
    await run("ip", ["-n", "fix-loop-bench", "link", "set", "lo", "up"]);
    await run("ip", ["netns", "delete", "fix-loop-bench"]);
    bare.push(performance.now() - started);
  }
  console.log(
    `network namespace, made once per run (ip netns add, lo up, the relay started): ${Math.round(median(opens))} ms; removed: ${Math.round(median(closes))} ms; of which the namespace alone (add, lo up, delete): ${Math.round(median(bare))} ms (medians of 10)`,
  );
}

const netns = await openNetworkNamespace({ modelSocket: socket, folder });
try {
  const direct = await p50(client(upstreamPort, "sk-bench"));
  const inside = await p50(["nsenter", `--net=${netns.path}`, "--", ...client(netns.port, token)]);
  console.log(
    `a model request, p50 of ${REQUESTS}: straight to the upstream ${round(direct)} ms; from inside the namespace through the relay and the proxy ${round(inside)} ms: ${round(inside - direct)} ms added`,
  );

  // Each command of the agent enters the namespace: nsenter before its PID namespace.
  const user = await createAgentUser();
  try {
    await attachNamespace(user);
    const env = { PATH: process.env.PATH };
    const networked = {
      ...user,
      namespace: { ...user.namespace, network: { path: netns.path, dial: netns.dial } },
    };
    // Taken in turns, so the machine's load falls on both alike.
    const times = { pidOnly: [], withNet: [] };
    for (let i = 0; i < 40; i++) {
      for (const [name, runAs] of [
        ["pidOnly", user],
        ["withNet", networked],
      ]) {
        const started = performance.now();
        await runProcess("true", { env, runAs, cwd: "/" });
        times[name].push(performance.now() - started);
      }
    }
    const pidOnly = round(median(times.pidOnly));
    const withNet = round(median(times.withNet));
    console.log(
      `one command as the agent user in its PID namespace: ${pidOnly} ms; entering the network namespace too: ${withNet} ms (${round(withNet - pidOnly)} ms per command, medians of 40 taken in turns)`,
    );
  } finally {
    await releaseAgentUser(user);
  }
} finally {
  await netns.close();
  await proxy.close();
  upstream.close();
  rmSync(folder, { recursive: true, force: true });
}
