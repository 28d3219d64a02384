import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  fixLoopPackageRoot
} from "./action-chunk-ZFOPFNEN.js";
import {
  isRoot,
  privileged
} from "./action-chunk-A35VVUAW.js";
import {
  execaWhenNeeded
} from "./action-chunk-5PABDTWW.js";

// src/sandbox/network-namespace.ts
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
var RELAY_READY_MS = 1e4;
async function openNetworkNamespace(options) {
  await removeStaleNamespaces();
  const name = `fix-loop-${process.pid}-${randomBytes(4).toString("hex")}`;
  await privileged("ip", ["netns", "add", name]).catch((error) => {
    throw error.exitCode === void 0 ? new Error("ip (iproute2) could not be run") : error;
  });
  const remove = () => privileged("ip", ["netns", "delete", name]).then(() => void 0);
  try {
    await privileged("ip", ["-n", name, "link", "set", "lo", "up"]);
    const file = `/run/netns/${name}`;
    const dial = path.join(options.folder, `${name}.sock`);
    const forwarded = (options.hostPorts ?? []).map(({ port: port2, socket }) => `${port2}=${socket}`);
    const relay = startRelay(await execaWhenNeeded(), file, [
      options.modelSocket,
      dial,
      ...forwarded
    ]);
    const port = await relayReady(relay).catch(async (error) => {
      relay.kill();
      throw error;
    });
    return {
      path: file,
      port,
      dial,
      close: async () => {
        relay.stdin?.end();
        await Promise.race([relay, new Promise((resolve) => setTimeout(resolve, 2e3))]);
        await remove();
      }
    };
  } catch (error) {
    await remove().catch(() => void 0);
    throw error;
  }
}
async function removeStaleNamespaces() {
  const names = await readdir("/run/netns").catch(() => []);
  for (const name of names) {
    const maker = /^fix-loop-(\d+)-[0-9a-f]+$/.exec(name)?.[1];
    if (maker && !isAlive(Number(maker)))
      await privileged("ip", ["netns", "delete", name]).catch(() => void 0);
  }
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function startRelay(execa, netns, relayArgs) {
  const asUs = isRoot() ? [] : [
    "setpriv",
    `--reuid=${process.getuid?.()}`,
    `--regid=${process.getgid?.()}`,
    "--clear-groups",
    "--"
  ];
  const command = [
    "nsenter",
    `--net=${netns}`,
    "--",
    ...asUs,
    process.execPath,
    locateRelayProgram(),
    ...relayArgs
  ];
  const [file = "nsenter", ...args] = isRoot() ? command : ["sudo", "-n", ...command];
  return execa(file, args, {
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
    reject: false,
    buffer: false
  });
}
function relayReady(relay) {
  return new Promise((resolve, reject) => {
    let seen = "";
    let errors = "";
    const timer = setTimeout(
      () => reject(new Error("the relay did not start within 10 s")),
      RELAY_READY_MS
    );
    relay.stderr?.on("data", (chunk) => {
      errors = (errors + chunk.toString("utf8")).slice(-500);
    });
    relay.stdout?.on("data", (chunk) => {
      seen += chunk.toString("utf8");
      const ready = /^ready (\d+)$/m.exec(seen);
      if (!ready) return;
      clearTimeout(timer);
      resolve(Number(ready[1]));
    });
    relay.then((result) => {
      clearTimeout(timer);
      reject(new Error(`the relay ended (exit code ${result.exitCode}): ${errors.trim()}`));
    }, reject);
  });
}
function locateRelayProgram() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = fixLoopPackageRoot();
  const candidates = [
    path.join(here, "relay.js"),
    ...root ? [path.join(root, "dist", "relay.js")] : []
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    `fix-loop's relay program is missing (looked for ${candidates.join(", ")}): run \`npm run build\``
  );
}
function connectInside(dial, host, port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(dial);
    let head = Buffer.alloc(0);
    const refused = () => reject(
      Object.assign(new Error(`connect ECONNREFUSED ${host}:${port}`), { code: "ECONNREFUSED" })
    );
    const onReadable = () => {
      for (let chunk = socket.read(); chunk; chunk = socket.read())
        head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) return;
      socket.off("readable", onReadable).off("close", refused).off("error", reject);
      const rest = head.subarray(newline + 1);
      if (rest.length > 0) socket.unshift(rest);
      resolve(socket);
    };
    socket.once("connect", () => socket.write(`${host} ${port}
`));
    socket.on("readable", onReadable);
    socket.once("close", refused);
    socket.once("error", reject);
  });
}
function countNoRoutes(dial) {
  return new Promise((resolve) => {
    const socket = net.connect(dial, () => socket.write("no-routes\n"));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(Number(answer.trim()) || 0));
    socket.on("error", () => resolve(0));
  });
}

export {
  openNetworkNamespace,
  connectInside,
  countNoRoutes
};
