import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ResultPromise } from "execa";
import { fixLoopPackageRoot } from "../agent/package-root.js";
import { execaWhenNeeded } from "../process/execa-when-needed.js";
import { isRoot, privileged } from "../process/privileged.js";
import type { HostPort } from "./host-ports.js";

/** The agent's network: a namespace with only the loopback, and the relay as its one door. */
export interface NetworkNamespace {
  /** What `nsenter --net=` enters: /run/netns/<name>. */
  path: string;
  /** The relay's port on 127.0.0.1 inside: the agent's ANTHROPIC_BASE_URL and HTTPS_PROXY. */
  port: number;
  /** The relay's inward unix socket: fix-loop's own connections into the namespace. */
  dial: string;
  close(): Promise<void>;
}

const RELAY_READY_MS = 10_000;

/**
 * Makes a network namespace (`ip netns add`, its loopback up) and starts the relay in it, joined
 * to the model proxy's unix socket. The relay runs as fix-loop's own user: the agent user can
 * neither signal it nor take its port, which it holds before any command of the agent runs.
 * Throws with the command's words when this machine cannot make one.
 */
export async function openNetworkNamespace(options: {
  /** The model proxy's unix socket, outside the namespace. */
  modelSocket: string;
  /** A folder of fix-loop's own for the relay's inward socket. */
  folder: string;
  /** Ports of this runner's loopback the relay opens inside (src/sandbox/host-ports.ts). */
  hostPorts?: readonly HostPort[];
}): Promise<NetworkNamespace> {
  await removeStaleNamespaces();
  // Named after this process, so a later run can tell one whose maker died.
  const name = `fix-loop-${process.pid}-${randomBytes(4).toString("hex")}`;
  await privileged("ip", ["netns", "add", name]).catch((error: { exitCode?: number }) => {
    // Not run at all (no exit code): iproute2 is missing, or not where sudo looks.
    throw error.exitCode === undefined ? new Error("ip (iproute2) could not be run") : error;
  });
  const remove = () => privileged("ip", ["netns", "delete", name]).then(() => undefined);
  try {
    await privileged("ip", ["-n", name, "link", "set", "lo", "up"]);
    const file = `/run/netns/${name}`;
    const dial = path.join(options.folder, `${name}.sock`);
    const forwarded = (options.hostPorts ?? []).map(({ port, socket }) => `${port}=${socket}`);
    const relay = startRelay(await execaWhenNeeded(), file, [
      options.modelSocket,
      dial,
      ...forwarded,
    ]);
    const port = await relayReady(relay).catch(async (error: unknown) => {
      relay.kill();
      throw error;
    });
    return {
      path: file,
      port,
      dial,
      close: async () => {
        relay.stdin?.end();
        await Promise.race([relay, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        await remove();
      },
    };
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
}

/** Namespaces of fix-loop runs that died before removing theirs (their maker's pid is gone). */
async function removeStaleNamespaces(): Promise<void> {
  const names = await readdir("/run/netns").catch(() => []);
  for (const name of names) {
    const maker = /^fix-loop-(\d+)-[0-9a-f]+$/.exec(name)?.[1];
    if (maker && !isAlive(Number(maker)))
      await privileged("ip", ["netns", "delete", name]).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function startRelay(
  execa: Awaited<ReturnType<typeof execaWhenNeeded>>,
  netns: string,
  relayArgs: readonly string[],
): ResultPromise {
  const asUs = isRoot()
    ? []
    : [
        "setpriv",
        `--reuid=${process.getuid?.()}`,
        `--regid=${process.getgid?.()}`,
        "--clear-groups",
        "--",
      ];
  const command = [
    "nsenter",
    `--net=${netns}`,
    "--",
    ...asUs,
    process.execPath,
    locateRelayProgram(),
    ...relayArgs,
  ];
  const [file = "nsenter", ...args] = isRoot() ? command : ["sudo", "-n", ...command];
  return execa(file, args, {
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
    reject: false,
    buffer: false,
  });
}

/** The port the relay printed, once it listens on both sides. */
function relayReady(relay: ResultPromise): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = "";
    let errors = "";
    const timer = setTimeout(
      () => reject(new Error("the relay did not start within 10 s")),
      RELAY_READY_MS,
    );
    relay.stderr?.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString("utf8")).slice(-500);
    });
    relay.stdout?.on("data", (chunk: Buffer) => {
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

/** dist/relay.js next to the running bundle, or in the fix-loop package when run from source. */
function locateRelayProgram(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = fixLoopPackageRoot();
  const candidates = [
    path.join(here, "relay.js"),
    ...(root ? [path.join(root, "dist", "relay.js")] : []),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    `fix-loop's relay program is missing (looked for ${candidates.join(", ")}): run \`npm run build\``,
  );
}

/**
 * A connection from fix-loop to host:port inside the namespace (a probe of a service the agent's
 * commands run there), through the relay's inward socket.
 */
export function connectInside(dial: string, host: string, port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(dial);
    let head = Buffer.alloc(0);
    const refused = () =>
      reject(
        Object.assign(new Error(`connect ECONNREFUSED ${host}:${port}`), { code: "ECONNREFUSED" }),
      );
    // Read the answer with 'readable', never 'data': the socket must not be left flowing (what
    // arrives before its new owner listens would be lost) nor paused (its owner would never read).
    const onReadable = () => {
      for (
        let chunk = socket.read() as Buffer | null;
        chunk;
        chunk = socket.read() as Buffer | null
      )
        head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) return;
      socket.off("readable", onReadable).off("close", refused).off("error", reject);
      const rest = head.subarray(newline + 1);
      if (rest.length > 0) socket.unshift(rest);
      resolve(socket);
    };
    socket.once("connect", () => socket.write(`${host} ${port}\n`));
    socket.on("readable", onReadable);
    socket.once("close", refused);
    socket.once("error", reject);
  });
}

/** The relay's count of packets its namespace sent toward an address with no route. */
export function countNoRoutes(dial: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(dial, () => socket.write("no-routes\n"));
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(Number(answer.trim()) || 0));
    socket.on("error", () => resolve(0));
  });
}
