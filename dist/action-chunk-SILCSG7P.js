import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  dependencyFolders,
  unreachableForUser
} from "./action-chunk-CXC7LVYG.js";
import {
  pathChecker
} from "./action-chunk-YO45D3B2.js";
import {
  HookProgramMissingError,
  MAX_COMMAND,
  boundedText,
  defaultHookCommand,
  describeModelFailure,
  drainEnded,
  locateHookProgram,
  resolveClaudeBinary,
  resolveStrategies,
  runAgent
} from "./action-chunk-FZODLTNS.js";
import {
  flakesOf,
  flakyTargetGroups,
  killUserProcesses,
  limitCounts,
  limitsReached,
  setLimits
} from "./action-chunk-3OD4VVDY.js";
import {
  openSession,
  refuseUnknownIds
} from "./action-chunk-BVDXIVB5.js";
import {
  attemptVerdict,
  howTestEnded,
  trimMiddle
} from "./action-chunk-TF5LRJH7.js";
import {
  buildResults,
  compareGroups,
  coverageForTiers,
  coverageLimitsFor,
  groupFailures,
  knownGroupFor,
  tierRank,
  tiersForCoverage,
  triageFailures,
  verifyOutcome
} from "./action-chunk-I5SA34UK.js";
import {
  changedSinceBase
} from "./action-chunk-V52JLOPO.js";
import {
  testsToTriage
} from "./action-chunk-M7GGYWWG.js";
import {
  failsAsInGroup
} from "./action-chunk-LG4XIEGI.js";
import {
  decisiveLine,
  failsTheRun,
  handTreeTo,
  realFileInsideRoot,
  removeSharedFolder
} from "./action-chunk-SS2VXKTL.js";
import {
  require_picomatch
} from "./action-chunk-SLG3UUXN.js";
import {
  lookUpAlias
} from "./action-chunk-44OODCMK.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  plural
} from "./action-chunk-YZVDHCKG.js";
import {
  SESSION_MARKER,
  killMarkedProcesses,
  runAsUser,
  runProcess
} from "./action-chunk-TIVQHBMC.js";
import {
  countNoRoutes,
  openNetworkNamespace
} from "./action-chunk-OWCGBQU3.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import {
  privileged
} from "./action-chunk-A35VVUAW.js";
import {
  __toESM
} from "./action-chunk-NSKS7F4O.js";

// src/fix/run-fix.ts
import { resolve as resolve4 } from "node:path";

// src/agent/model-access.ts
var AUTH_STATUS_TIMEOUT_MS = 2e4;
var CREDENTIAL_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN"
];
async function checkModelAccess(options) {
  if (CREDENTIAL_VARIABLES.some((name) => options.env[name])) return null;
  const ran = await runProcess(
    { file: options.claudePath, args: ["auth", "status", "--json"] },
    {
      cwd: options.cwd,
      env: { ...options.env, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
      timeoutMs: AUTH_STATUS_TIMEOUT_MS,
      runAs: options.runAs,
      stdoutOnly: true
    }
  );
  const stdout = Buffer.concat([ran.output.head, ran.output.tail]).toString("utf8");
  const status = parseStatus(stdout);
  if (status?.loggedIn !== false) return null;
  const who = options.runAs ? ` for the agent user ${options.runAs.user}` : "";
  return `the model: Claude Code has no credential${who} (claude auth status: not logged in): set ANTHROPIC_API_KEY, or CLAUDE_CODE_OAUTH_TOKEN from \`claude setup-token\`, where fix-loop runs (in CI, from a secret), or run \`claude auth login\``;
}
function parseStatus(stdout) {
  try {
    const value = JSON.parse(stdout);
    return typeof value === "object" && value !== null ? value : null;
  } catch {
    return null;
  }
}

// src/agent/model-reachable.ts
import { lookup } from "node:dns/promises";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
var DELAYS_MS = [1e3, 2e3, 4e3, 8e3];
var CONNECT_TIMEOUT_MS = 3e3;
var PROBE_DELAYS_VARIABLE = "FIX_LOOP_MODEL_PROBE_DELAYS_MS";
function delaysFrom(env) {
  const text2 = env[PROBE_DELAYS_VARIABLE]?.trim();
  if (!text2) return null;
  const delays = text2.split(",").map(Number);
  return delays.every((delay) => Number.isInteger(delay) && delay >= 0) ? delays : null;
}
async function checkModelReachable(env, options = {}) {
  const target = apiTarget(env);
  if (!target) return null;
  const delays = options.delaysMs ?? delaysFrom(env) ?? DELAYS_MS;
  const started = performance.now();
  let last = "";
  for (let tries = 1; ; tries++) {
    try {
      await connectOnce(target, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
      return null;
    } catch (error) {
      last = error.code ?? messageOf(error);
    }
    const delay = delays[tries - 1];
    if (delay === void 0 || options.signal?.aborted) {
      const seconds = ((performance.now() - started) / 1e3).toFixed(1);
      return `the model: cannot reach the API at ${target.shown}${target.via} (${last}; ${tries} tries in ${seconds} s): check the network, DNS, a proxy or ANTHROPIC_BASE_URL where fix-loop runs, then run again`;
    }
    await sleep(delay, void 0, { signal: options.signal }).catch(() => void 0);
  }
}
function apiTarget(env) {
  if (isSet(env.CLAUDE_CODE_USE_BEDROCK) || isSet(env.CLAUDE_CODE_USE_VERTEX)) return null;
  const api = parseUrl(env.ANTHROPIC_BASE_URL?.trim() || "https://api.anthropic.com");
  if (!api) return null;
  const secure = api.protocol === "https:";
  const proxyText = secure ? env.HTTPS_PROXY ?? env.https_proxy : env.HTTP_PROXY ?? env.http_proxy;
  const proxy = proxyText ? parseUrl(proxyText) : null;
  const reached = proxy ?? api;
  return {
    host: reached.hostname.replace(/^\[|\]$/g, ""),
    port: Number(reached.port) || (reached.protocol === "https:" ? 443 : 80),
    shown: api.origin,
    via: proxy ? ` through the proxy ${proxy.origin}` : ""
  };
}
function connectOnce(target, timeoutMs) {
  return (async () => {
    const { address } = await lookup(target.host);
    await new Promise((resolve5, reject2) => {
      const socket = net.connect({ host: address, port: target.port });
      const fail = (error) => {
        socket.destroy();
        reject2(error);
      };
      socket.setTimeout(
        timeoutMs,
        () => fail(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" }))
      );
      socket.once("error", fail);
      socket.once("connect", () => {
        socket.destroy();
        resolve5();
      });
    });
  })();
}
function parseUrl(text2) {
  try {
    const url = new URL(text2);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
function isSet(value) {
  return value !== void 0 && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}

// src/hooks/guard-counts.ts
function countGuardFirings(ledger) {
  const counts = {};
  for (const entry of ledger) {
    if (!entry.guard) continue;
    counts[entry.guard] = (counts[entry.guard] ?? 0) + 1;
  }
  return counts;
}
function addGuardCounts(sets) {
  const total = {};
  for (const counts of sets) {
    for (const [guard, n] of Object.entries(counts)) {
      total[guard] = (total[guard] ?? 0) + n;
    }
  }
  return total;
}

// src/sandbox/agent-copy.ts
import {
  lstat,
  mkdir,
  mkdtemp,
  realpath,
  rename,
  rm,
  rmdir,
  statfs,
  writeFile
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path2 from "node:path";

// src/sandbox/copied-files.ts
import path from "node:path";
async function filesForTheCopy(top, include) {
  const listings = [
    await hardenedGit(top, ["ls-files", "-z", "--cached", "--recurse-submodules"]),
    await hardenedGit(top, ["ls-files", "-z", "--others", "--exclude-standard"])
  ];
  if (include.length > 0) {
    const specs = include.map((glob) => `:(glob)${glob.endsWith("/") ? `${glob}**` : glob}`);
    listings.push(
      await hardenedGit(top, [
        "ls-files",
        "-z",
        "--others",
        "--ignored",
        "--exclude-standard",
        "--",
        ...specs
      ])
    );
  }
  const files = /* @__PURE__ */ new Set();
  for (const listing of listings)
    for (const name of listing.split("\0")) {
      const plain = name.replace(/\/+$/, "");
      if (plain.length > 0 && !plain.split("/").some((part) => part === ".git")) files.add(plain);
    }
  const folders = /* @__PURE__ */ new Set(["."]);
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== "."; folder = path.posix.dirname(folder))
      folders.add(folder);
  }
  const sortedFolders = [...folders].sort();
  const onlyFiles = [...files].filter((file) => !folders.has(file)).sort();
  return { entries: [...sortedFolders, ...onlyFiles], folders };
}

// src/sandbox/agent-copy.ts
async function makeAgentCopy(top, runAs, options = {}) {
  if (!runAs.namespace) throw new Error("an agent copy needs the agent's PID namespaces");
  const over = await realpath(top);
  const outer = await mkdtemp(path2.join(await copyBase(), "fix-loop-copy-"));
  const tree = path2.join(outer, "tree");
  let made = { bound: [], points: [], dependencies: 0, paths: [] };
  let thrownAway = 0;
  let removing = Promise.resolve();
  let removed = false;
  const clear = async () => {
    if (removed) return;
    for (const folder of [...made.bound].reverse())
      await privileged("umount", [folder]).catch(() => privileged("umount", ["-l", folder])).catch(() => void 0);
    for (const point of made.points) await privileged("rmdir", [point]).catch(() => void 0);
    made = { bound: [], points: [], dependencies: 0, paths: [] };
    const away = path2.join(outer, `gone-${++thrownAway}`);
    await mkdir(away, { mode: 448 });
    for (const name of ["tree", "caches"])
      await rename(path2.join(outer, name), path2.join(away, name)).catch(() => void 0);
    const previous = removing;
    removing = previous.then(
      () => privileged("rm", ["-rf", "--one-file-system", away]).catch(() => void 0)
    );
  };
  const fill = async () => {
    try {
      made = await fillCopy(over, outer, runAs, options.include ?? []);
    } catch (error) {
      await clear().catch(() => void 0);
      throw error;
    }
  };
  await fill().catch(async (error) => {
    await privileged("rm", ["-rf", "--one-file-system", outer]).catch(() => void 0);
    throw error;
  });
  const copy = {
    tree,
    over,
    get dependencies() {
      return made.dependencies;
    },
    get dependencyPaths() {
      return made.paths;
    },
    remove: async () => {
      await clear();
      removed = true;
      await removing;
      await privileged("rm", ["-rf", "--one-file-system", outer]);
    },
    renew: async () => {
      await clear();
      await fill();
    }
  };
  return {
    copy,
    runAs: { ...runAs, namespace: { ...runAs.namespace, copy: { folder: tree, over } } }
  };
}
async function fillCopy(over, outer, runAs, include) {
  const tree = path2.join(outer, "tree");
  const made = { bound: [], points: [], dependencies: 0, paths: [] };
  await mkdir(tree, { mode: 493 });
  const listed = await filesForTheCopy(over, include);
  const dependencies = (await dependencyFolders(over)).filter(
    (folder) => listed.folders.has(path2.posix.dirname(folder))
  );
  await copyListed(over, tree, runAs, listed.entries, outer);
  made.paths.push(...dependencies);
  for (const [index, folder] of dependencies.entries()) {
    const into = path2.join(tree, folder);
    if (await bindReadOnly(path2.join(over, folder), into)) {
      made.bound.push(into);
      made.dependencies++;
      const caches = path2.join(outer, "caches", String(index));
      const cached = await bindToolCaches(path2.join(over, folder), into, caches, runAs);
      made.bound.push(...cached.mounted);
      made.points.push(...cached.points);
    } else await copyInto(path2.join(over, folder), into, runAs, []);
  }
  return made;
}
async function copyInto(from, to, runAs, skip) {
  const excluded = [".git", ...skip].map((name) => `--exclude=./${name}`);
  const archive = ["--anchored", "--no-wildcards", ...excluded];
  await runCopyScript(from, to, [...archive, ...ownerOptions(runAs), "."]);
}
async function copyListed(from, to, runAs, entries, scratch) {
  const list2 = path2.join(scratch, "copied.list");
  await writeFile(list2, `${entries.join("\0")}\0`, { mode: 384 });
  try {
    const archive = ["--no-recursion", "--ignore-failed-read", "--null", "-T", list2];
    await runCopyScript(from, to, [...archive, ...ownerOptions(runAs)]);
  } finally {
    await rm(list2, { force: true });
  }
}
function ownerOptions(runAs) {
  return [`--owner=${runAs.uid}`, `--group=${runAs.group}`, "--numeric-owner", "--mode=g+rwX"];
}
async function runCopyScript(from, to, tarOptions) {
  await privileged("sh", ["-c", COPY_SCRIPT, "fix-loop-copy", from, to, ...tarOptions]).catch(
    (error) => {
      throw new Error(`could not copy the tree for the agent: ${messageOf(error)}`);
    }
  );
}
var COPY_SCRIPT = [
  'from=$1 to=$2; shift 2; mkdir -p "$to" || exit 1',
  'wrote=$( { { tar -C "$from" -cf - "$@" 3>&-; echo $? >&3; } | tar -C "$to" -xpf - >&2 3>&-; } 3>&1 )',
  'read=$?; [ "$read" = 0 ] && [ "$wrote" = 0 ]'
].join("\n");
async function bindReadOnly(from, onto) {
  await mkdir(onto, { mode: 493 }).catch(() => void 0);
  try {
    await privileged("mount", ["--bind", "-o", "ro,nosuid,nodev", from, onto]);
    return true;
  } catch {
    await rmdir(onto).catch(() => void 0);
    return false;
  }
}
var TOOL_CACHES = [".vite-temp", ".vite", ".cache"];
async function bindToolCaches(from, onto, caches, runAs) {
  const mounted = [];
  const points = [];
  if (path2.basename(from) !== "node_modules") return { mounted, points };
  for (const name of TOOL_CACHES) {
    const point = path2.join(from, name);
    const stat = await lstat(point).catch(() => null);
    if (stat && !stat.isDirectory()) continue;
    if (!stat) {
      if (!await privileged("mkdir", [point]).then(
        () => true,
        () => false
      ))
        continue;
      points.push(point);
    }
    const cache = path2.join(caches, name);
    const owner = ["-o", String(runAs.uid), "-g", String(runAs.group)];
    await privileged("install", ["-d", "-m", "0755", ...owner, cache]);
    const into = path2.join(onto, name);
    await privileged("mount", ["--bind", "-o", "nosuid,nodev", cache, into]).then(
      () => mounted.push(into),
      () => void 0
    );
  }
  return { mounted, points };
}
async function copyBase() {
  const room = await statfs(MEMORY).catch(() => null);
  return room && room.bavail * room.bsize >= MEMORY_TO_SPARE ? MEMORY : tmpdir();
}
var MEMORY = "/dev/shm";
var MEMORY_TO_SPARE = 8 * 1024 ** 3;

// src/sandbox/agent-network.ts
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import path4 from "node:path";

// src/sandbox/host-ports.ts
import net2 from "node:net";
import path3 from "node:path";
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
var LOOK_MS = 500;
async function runningHostPorts(healthUrls) {
  const ports = /* @__PURE__ */ new Set();
  for (const health of healthUrls) {
    const port = loopbackPort(health.trim());
    if (port && await answers(port)) ports.add(port);
  }
  return [...ports];
}
function loopbackPort(health) {
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
function answers(port) {
  return new Promise((resolve5) => {
    const socket = net2.connect({ host: "127.0.0.1", port });
    const done = (open4) => {
      socket.destroy();
      resolve5(open4);
    };
    socket.setTimeout(LOOK_MS, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
async function openHostPorts(ports, folder) {
  const servers = [];
  const opened = [];
  const live = /* @__PURE__ */ new Set();
  for (const port of ports) {
    const socket = path3.join(folder, `port-${port}.sock`);
    const server = net2.createServer((inside) => {
      const outside = net2.connect({ host: "127.0.0.1", port });
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
    await new Promise((resolve5, reject2) => {
      server.once("error", reject2);
      server.listen(socket, resolve5);
    });
    servers.push(server);
    opened.push({ port, socket });
  }
  return {
    ports: opened,
    close: async () => {
      for (const socket of live) socket.destroy();
      await Promise.all(
        servers.map((server) => new Promise((resolve5) => server.close(() => resolve5())))
      );
    }
  };
}

// src/sandbox/model-proxy.ts
import { randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import https from "node:https";
import net4 from "node:net";

// src/sandbox/egress-rules.ts
import { lookup as lookup2 } from "node:dns/promises";
import net3 from "node:net";
var NOT_PUBLIC = new net3.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3]
])
  NOT_PUBLIC.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8]
])
  NOT_PUBLIC.addSubnet(address, prefix, "ipv6");
function isListed(allow, host, port) {
  const name = host.toLowerCase().replace(/\.$/, "");
  return allow.some((entry) => {
    const [pattern = "", listedPort] = splitEntry(entry.toLowerCase());
    const portOk = listedPort === void 0 ? port === 443 || port === 80 : port === listedPort;
    if (!portOk) return false;
    if (pattern.startsWith("*."))
      return name === pattern.slice(2) || name.endsWith(pattern.slice(1));
    return name === pattern;
  });
}
function splitEntry(entry) {
  const match = /^(.*?)(?::(\d+))?$/.exec(entry.trim());
  return [match?.[1] ?? entry, match?.[2] ? Number(match[2]) : void 0];
}
async function decideEgress(rule, host, port) {
  if (isListed(rule.allow, host, port)) return { allowed: true, connectTo: host };
  if (!rule.anyHttps) {
    return {
      allowed: false,
      reason: rule.allow.length > 0 ? "not in fix.network.allow" : "no host but the model is open to this step"
    };
  }
  if (port !== 443) return { allowed: false, reason: "the web rule opens https (port 443) only" };
  const addresses = await lookup2(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return { allowed: false, reason: "the name does not resolve" };
  const inside = addresses.find(
    ({ address, family }) => NOT_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4")
  );
  if (inside)
    return { allowed: false, reason: `resolves to ${inside.address}, not a public address` };
  return { allowed: true, connectTo: addresses[0]?.address ?? host };
}

// src/sandbox/model-proxy.ts
var LOG_LIMIT = 50;
var HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "upgrade",
  "host"
];
var ModelProxy = class _ModelProxy {
  constructor(server, upstream, credentials, allow) {
    this.server = server;
    this.upstream = upstream;
    this.credentials = credentials;
    this.allow = allow;
    this.rule = { allow, anyHttps: false };
  }
  server;
  upstream;
  credentials;
  allow;
  token = null;
  rule;
  log = { reached: [], blocked: [] };
  sockets = /* @__PURE__ */ new Set();
  upstreams = /* @__PURE__ */ new Set();
  /** The relay's own address inside the namespace: absolute-form requests for it are the model's. */
  selfHost = null;
  /** Listens on a unix socket (the relay's other end), or on 127.0.0.1 where there is no namespace. */
  static async listen(options) {
    const server = http.createServer();
    const proxy = new _ModelProxy(server, options.upstream, options.credentials, options.allow);
    server.on("request", (req, res) => proxy.onRequest(req, res));
    server.on("connect", (req, socket, head) => proxy.onConnect(req, socket, head));
    server.on("connection", (socket) => {
      proxy.sockets.add(socket);
      socket.on("close", () => proxy.sockets.delete(socket));
    });
    await new Promise((resolve5, reject2) => {
      server.once("error", reject2);
      if (options.socket) server.listen(options.socket, resolve5);
      else server.listen(0, "127.0.0.1", resolve5);
    });
    return proxy;
  }
  /** The port on 127.0.0.1, when it listens on TCP. */
  get port() {
    const address = this.server.address();
    return typeof address === "object" && address ? address.port : null;
  }
  /** A new token for one attempt's session (the previous one stops working) and its egress rule. */
  openAttempt(anyHttps) {
    const token = `fix-loop-attempt-${randomBytes(24).toString("hex")}`;
    this.token = Buffer.from(token);
    this.rule = { allow: this.allow, anyHttps };
    this.log = { reached: [], blocked: [] };
    return token;
  }
  /** The session is over: its token opens nothing, and the web rule ends with it. */
  endSession() {
    this.token = null;
    this.rule = { allow: this.allow, anyHttps: false };
  }
  /** What was reached and blocked since the attempt opened; the log starts over. */
  takeLog() {
    const log = this.log;
    this.log = { reached: [], blocked: [] };
    return log;
  }
  async close() {
    this.endSession();
    for (const socket of this.sockets) socket.destroy();
    for (const upstream of this.upstreams) upstream.destroy();
    await new Promise((resolve5) => this.server.close(() => resolve5()));
  }
  onRequest(req, res) {
    const url = req.url ?? "/";
    if (url.startsWith("/")) {
      this.forwardToModel(req, res, url);
      return;
    }
    let target;
    try {
      target = new URL(url);
    } catch {
      refuse(res, 400, "a request the proxy does not understand");
      return;
    }
    if (target.host === this.selfHost) {
      this.forwardToModel(req, res, target.pathname + target.search);
      return;
    }
    void this.forwardPlainHttp(req, res, target);
  }
  forwardToModel(req, res, pathAndQuery) {
    const headers = this.upstreamHeaders(req.headers);
    if (!headers) {
      this.block("the model", "a request without this attempt's token");
      req.resume();
      refuse(res, 401, "fix-loop's model proxy: this token is not the running attempt's");
      return;
    }
    const base = this.upstream.pathname.replace(/\/$/, "");
    const client = this.upstream.protocol === "https:" ? https : http;
    const upstream = client.request(
      {
        protocol: this.upstream.protocol,
        hostname: this.upstream.hostname,
        port: this.upstream.port || void 0,
        method: req.method,
        path: base + pathAndQuery,
        headers: { ...headers, host: this.upstream.host }
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          stripHopByHop(answer.headers)
        );
        res.flushHeaders();
        answer.pipe(res);
      }
    );
    upstream.on("error", (error) => {
      if (!res.headersSent)
        refuse(res, 502, `fix-loop's model proxy could not reach the model: ${error.message}`);
      else res.destroy();
    });
    this.track(upstream, res);
    req.pipe(upstream);
  }
  /** The request's headers with the real credential in place of the token; null without the token. */
  upstreamHeaders(incoming) {
    const headers = stripHopByHop(incoming);
    const apiKey = single(incoming["x-api-key"]);
    const bearer = /^Bearer (.+)$/i.exec(single(incoming.authorization) ?? "")?.[1];
    if (!this.isToken(apiKey) && !this.isToken(bearer)) return null;
    delete headers["x-api-key"];
    delete headers.authorization;
    const { apiKey: realKey, bearer: realBearer } = this.credentials;
    if (realKey && (apiKey !== void 0 || !realBearer)) headers["x-api-key"] = realKey;
    else if (realBearer) headers.authorization = `Bearer ${realBearer}`;
    return headers;
  }
  isToken(value) {
    if (!this.token || value === void 0) return false;
    const given = Buffer.from(value);
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }
  async forwardPlainHttp(req, res, target) {
    const port = Number(target.port || 80);
    const decision = await decideEgress({ ...this.rule, anyHttps: false }, target.hostname, port);
    const name = `${target.hostname}:${port}`;
    if (!decision.allowed) {
      this.block(name, decision.reason);
      req.resume();
      return refuse(res, 403, `fix-loop's proxy refused ${name}: ${decision.reason}`);
    }
    this.reach(name);
    const upstream = http.request(
      {
        hostname: decision.connectTo,
        port,
        method: req.method,
        path: target.pathname + target.search,
        headers: { ...stripHopByHop(req.headers), host: target.host }
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          stripHopByHop(answer.headers)
        );
        answer.pipe(res);
      }
    );
    upstream.on(
      "error",
      () => res.headersSent ? res.destroy() : refuse(res, 502, `${name} did not answer`)
    );
    this.track(upstream, res);
    req.pipe(upstream);
  }
  onConnect(req, client, head) {
    const target = /^\[?([^\]]*?)\]?:(\d+)$/.exec(req.url ?? "");
    const host = target?.[1] ?? "";
    const port = Number(target?.[2] ?? 0);
    const name = `${host}:${port}`.slice(0, 300);
    client.on("error", () => client.destroy());
    if (!target || host === "") {
      this.block(name, "not a host:port");
      return void client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    }
    void decideEgress(this.rule, host, port).then((decision) => {
      if (!decision.allowed) {
        this.block(name, decision.reason);
        return void client.end(
          `HTTP/1.1 403 Forbidden\r
\r
fix-loop's proxy refused ${name}: ${decision.reason}
`
        );
      }
      this.reach(name);
      const upstream = net4.connect({ host: decision.connectTo, port });
      let connected = false;
      upstream.on("connect", () => {
        connected = true;
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => {
        if (!connected) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
        else client.destroy();
      });
      client.on("close", () => upstream.destroy());
    });
  }
  /**
   * An upstream request lives no longer than its client: a session killed at its timeout while
   * the model has not answered must not leave a request open (nor keep fix-loop's process alive).
   */
  track(upstream, res) {
    this.upstreams.add(upstream);
    res.on("close", () => {
      this.upstreams.delete(upstream);
      if (!res.writableFinished) upstream.destroy();
    });
  }
  reach(name) {
    if (!this.log.reached.includes(name) && this.log.reached.length < LOG_LIMIT)
      this.log.reached.push(name);
  }
  block(target, reason) {
    const known = this.log.blocked.some(
      (entry) => entry.target === target && entry.reason === reason
    );
    if (!known && this.log.blocked.length < LOG_LIMIT) this.log.blocked.push({ target, reason });
  }
};
function single(value) {
  return Array.isArray(value) ? value[0] : value;
}
function stripHopByHop(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== void 0 && !HOP_BY_HOP.includes(name)) kept[name] = value;
  return kept;
}
function refuse(res, status, message) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ type: "error", error: { type: "permission_error", message } }));
}

// src/sandbox/agent-network.ts
var MODEL_CREDENTIALS = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN"
];
var DEFAULT_UPSTREAM = "https://api.anthropic.com";
var LOOPBACK_NAMES = "127.0.0.1,localhost,::1";
async function openAgentNetwork(options) {
  const { runAs, agentEnv, allow } = options;
  if (!runAs) return ownNetwork();
  const credentials = credentialsIn(agentEnv);
  const upstream = new URL(agentEnv.ANTHROPIC_BASE_URL || DEFAULT_UPSTREAM);
  const folder = await mkdtemp2(path4.join(tmpdir2(), "fix-loop-net-"));
  let why;
  if (runAs.namespace) {
    const socket = path4.join(folder, "model.sock");
    const proxy2 = await ModelProxy.listen({ socket, upstream, credentials, allow });
    const hostPorts = await openHostPorts(
      await runningHostPorts(options.serviceHealth ?? []),
      folder
    );
    try {
      const netns = await openNetworkNamespace({
        modelSocket: socket,
        folder,
        hostPorts: hostPorts.ports
      });
      return namespaced(proxy2, netns, hostPorts, { runAs, agentEnv, allow, folder });
    } catch (error) {
      await hostPorts.close();
      await proxy2.close();
      why = `no network namespace could be made (${messageOf(error)})`;
    }
  } else {
    why = "it has no PID namespace";
  }
  const proxy = await ModelProxy.listen({ socket: null, upstream, credentials, allow });
  return openNetwork(proxy, runAs, agentEnv, why, folder);
}
function ownNetwork() {
  return {
    runAs: null,
    reach: "The agent ran as fix-loop's own user: it could reach every host this runner reaches, and the model key.",
    note: "the agent runs as this user, with its network and the model key",
    warning: false,
    withoutCredentials: (env) => env,
    gateEnv: (env) => env,
    openAttempt: (env) => env,
    endSession: () => void 0,
    takeLog: async () => null,
    close: async () => void 0
  };
}
function namespaced(proxy, netns, hostPorts, run) {
  const { runAs, agentEnv, allow, folder } = run;
  const self = `127.0.0.1:${netns.port}`;
  proxy.selfHost = self;
  const listed = allow.length > 0 ? `, ${allow.join(", ")} (fix.network.allow)` : "";
  const ports = hostPorts.ports.map(({ port }) => port);
  const services = ports.length > 0 ? `, this runner's services already up on 127.0.0.1 port ${ports.join(", ")}` : "";
  return {
    ...withProxy(proxy, agentEnv, `http://${self}`, netns.dial),
    runAs: withNetwork(runAs, { path: netns.path, dial: netns.dial }),
    reach: `The agent could reach the model through fix-loop's proxy (which holds the key)${listed}${services}, and, in the web and deep steps, any https host on a public address; nothing else.`,
    note: "each attempt in a network namespace whose only way out is fix-loop's model proxy",
    warning: false,
    close: async () => {
      await netns.close().catch(() => void 0);
      await hostPorts.close();
      await proxy.close();
      await rm2(folder, { recursive: true, force: true });
    }
  };
}
function withNetwork(runAs, network) {
  const namespace = runAs.namespace ? { ...runAs.namespace, network } : null;
  return { ...runAs, namespace };
}
function openNetwork(proxy, runAs, agentEnv, why, folder) {
  return {
    ...withProxy(proxy, agentEnv, `http://127.0.0.1:${proxy.port}`, null),
    runAs,
    reach: `The agent had no network namespace (${why}): it could reach every host this runner reaches, but not the model key, which fix-loop's proxy holds.`,
    note: `no network namespace for the agent: ${why}; it can reach every host this runner reaches (the model key stays with fix-loop's proxy)`,
    warning: true,
    close: async () => {
      await proxy.close();
      await rm2(folder, { recursive: true, force: true });
    }
  };
}
function withProxy(proxy, agentEnv, base, dial) {
  const held = MODEL_CREDENTIALS.filter((name) => agentEnv[name]);
  const withToken = (env, token) => {
    const given = withoutCredentials(env);
    for (const name of held) given[name] = token;
    given.ANTHROPIC_BASE_URL = base;
    return given;
  };
  let noRoutesBefore = Promise.resolve(0);
  return {
    withoutCredentials,
    gateEnv: (env) => withToken(env, "fix-loop-gate-opens-nothing"),
    openAttempt: (env, tools) => {
      const token = proxy.openAttempt(tools.includes("WebFetch"));
      const given = withToken(env, token);
      if (!dial) return given;
      noRoutesBefore = countNoRoutes(dial);
      for (const name of ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"])
        given[name] = base;
      for (const name of ["NO_PROXY", "no_proxy"]) given[name] = LOOPBACK_NAMES;
      return given;
    },
    endSession: () => proxy.endSession(),
    takeLog: async () => {
      const log = proxy.takeLog();
      if (!dial) return { ...log, unroutable: 0 };
      const unroutable = await countNoRoutes(dial) - await noRoutesBefore;
      return { ...log, unroutable: Math.max(0, unroutable) };
    }
  };
}
function withoutCredentials(env) {
  const kept = { ...env };
  for (const name of MODEL_CREDENTIALS) delete kept[name];
  return kept;
}
function credentialsIn(env) {
  return {
    apiKey: env.ANTHROPIC_API_KEY || null,
    bearer: env.ANTHROPIC_AUTH_TOKEN || env.CLAUDE_CODE_OAUTH_TOKEN || null
  };
}

// src/trust/agreement.ts
function attemptAgreement(witnesses) {
  const claim = judgeClaim(
    witnesses.claim,
    witnesses.verifiedFixed,
    witnesses.ranCommands,
    witnesses.testFiles
  );
  const distrust = witnesses.disagreements.length > 0 ? `the hook ledger disagrees with claude's stream: ${witnesses.disagreements.join("; ")}` : null;
  return { ...claim, agreed: claim.agreed && distrust === null, distrust };
}
function runAgreement(attempts) {
  const answered = attempts.filter((attempt) => attempt.modelAnswered !== false);
  const agreed = answered.filter((attempt) => attempt.agreed).length;
  return {
    score: answered.length > 0 ? agreed / answered.length : null,
    agreed,
    total: answered.length
  };
}
function judgeClaim(claim, verifiedFixed, ranCommands, testFiles = /* @__PURE__ */ new Map()) {
  if (!claim) return { agreed: false, unrun: [], detail: "the agent gave no claim" };
  const commands = ranCommands.map(normaliseCommand);
  const unrun = claim.tests_run.filter((entry) => !wasRun(entry, commands, testFiles));
  const statusAgrees = claim.status === "fixed" === verifiedFixed;
  const problems = [];
  if (!statusAgrees) {
    problems.push(
      `claimed ${claim.status.replace("_", " ")}, verified ${verifiedFixed ? "fixed" : "not fixed"}`
    );
  }
  if (unrun.length > 0)
    problems.push(`claimed to run ${unrun.join(", ")}, but no such command ran`);
  return {
    agreed: problems.length === 0,
    unrun,
    detail: problems.length > 0 ? problems.join("; ") : null
  };
}
function wasRun(entry, commands, testFiles) {
  const wanted = normaliseCommand(entry);
  if (wanted.length === 0) return true;
  if (commands.some((command) => command.includes(wanted))) return true;
  const file = testFiles.get(entry.trim());
  if (!file) return false;
  const path8 = normaliseCommand(file);
  return commands.some((command) => command.includes(path8));
}
function normaliseCommand(command) {
  return command.replace(/\s+/g, " ").trim().replace(/^(?:bash|sh)\s+/, "").replace(/(^|[\s;&|(])\.\//g, "$1");
}

// src/fix/copy-tree.ts
import { createHash as createHash2 } from "node:crypto";
import { createReadStream as createReadStream2 } from "node:fs";
import { lstat as lstat4, mkdtemp as mkdtemp3, open as open3, readFile as readFile2, rm as rm4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import path7 from "node:path";

// src/sandbox/apply-change.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { lstat as lstat2, mkdir as mkdir2, open, readdir, rename as rename2, rmdir as rmdir2, unlink } from "node:fs/promises";
import path5 from "node:path";
import { pipeline } from "node:stream/promises";
var ApplyRefusedError = class extends Error {
};
var bundleRules = pathChecker({ projectDir: "", protectedGlobs: [] });
async function checkoutProblem(top, name, writes) {
  const rules2 = bundleRules(name);
  if (rules2.length > 0) return rules2.join("; ");
  const parts = name.split("/");
  for (let at = 1; at < parts.length; at += 1) {
    const folder = parts.slice(0, at).join("/");
    const stat = await lstat2(path5.join(top, folder)).catch(() => null);
    if (!stat) return null;
    if (stat.isSymbolicLink()) return `${folder} is a symbolic link in the checkout`;
    if (!stat.isDirectory()) return `${folder} is not a folder in the checkout`;
  }
  const target = await lstat2(path5.join(top, name)).catch(() => null);
  if (writes && target?.isDirectory()) return `${name} is a folder in the checkout`;
  return null;
}
async function applyChange(top, changes) {
  for (const change of changes) {
    const problem = await checkoutProblem(top, change.path, change.content !== null);
    if (problem) throw new ApplyRefusedError(`refused to write ${change.path}: ${problem}`);
  }
  for (const change of changes.filter((each) => each.content === null)) {
    const file = path5.join(top, change.path);
    const stat = await lstat2(file).catch(() => null);
    if (!stat) continue;
    if (stat.isDirectory())
      throw new ApplyRefusedError(`refused to remove the folder ${change.path}`);
    await unlink(file);
    await removeEmptyFolders(top, path5.dirname(change.path));
  }
  for (const change of changes) {
    if (!change.content) continue;
    await makeFolders(top, change.path);
    await writeByRename(path5.join(top, change.path), change.content);
  }
}
async function writeByRename(file, content) {
  const fresh = path5.join(path5.dirname(file), `.fix-loop-${randomBytes2(6).toString("hex")}`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const mode = content.executable ? 493 : 420;
  const handle = await open(fresh, flags, mode);
  try {
    await handle.chmod(mode);
    await pipeline(createReadStream(content.spool), handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => void 0);
    await unlink(fresh).catch(() => void 0);
    throw error;
  }
  await rename2(fresh, file);
}
async function makeFolders(top, name) {
  const parts = name.split("/").slice(0, -1);
  for (let at = 1; at <= parts.length; at += 1) {
    const folder = path5.join(top, ...parts.slice(0, at));
    await mkdir2(folder, { mode: 493 }).catch((error) => {
      if (error.code !== "EEXIST") throw error;
    });
    const stat = await lstat2(folder);
    if (!stat.isDirectory() || stat.isSymbolicLink())
      throw new ApplyRefusedError(`refused to write ${name}: ${folder} is not a folder`);
  }
}
async function removeEmptyFolders(top, folder) {
  let current = folder;
  while (current !== "." && current !== "") {
    const full = path5.join(top, current);
    const stat = await lstat2(full).catch(() => null);
    if (!stat?.isDirectory()) return;
    if ((await readdir(full)).length > 0) return;
    await rmdir2(full).catch(() => void 0);
    current = path5.dirname(current);
  }
}

// src/sandbox/change-record.ts
import { createHash } from "node:crypto";
import { open as open2 } from "node:fs/promises";
import path6 from "node:path";
import { StringDecoder } from "node:string_decoder";

// src/sandbox/change-reader-process.ts
import { spawn } from "node:child_process";

// src/sandbox/change-reader.ts
function changeReaderSource() {
  return `(${String(readChangeCopy)})();`;
}
function readChangeCopy() {
  const fs = process.getBuiltinModule("node:fs");
  const [mode = "", top = "", skipped = "[]", maxEntries = "0", maxBytes = "0"] = process.argv.slice(1);
  const SKIP = /* @__PURE__ */ new Set([".git", "node_modules"]);
  const SKIPPED_PATHS = new Set(JSON.parse(skipped));
  const wait = new Int32Array(new SharedArrayBuffer(4));
  const put = (data) => {
    let buffer = typeof data === "string" ? Buffer.from(data) : data;
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(fs.writeSync(1, buffer));
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        Atomics.wait(wait, 0, 0, 2);
      }
    }
  };
  let lines = "";
  const flush = () => {
    if (lines.length > 0) put(lines);
    lines = "";
  };
  const line = (value) => {
    lines += `${JSON.stringify(value)}
`;
    if (lines.length >= 65536) flush();
  };
  let input = Buffer.alloc(0);
  let inputEnded = false;
  const inputChunk = Buffer.alloc(65536);
  const nextLine = () => {
    for (; ; ) {
      const at = input.indexOf(10);
      if (at !== -1) {
        const text2 = input.subarray(0, at).toString("utf8");
        input = input.subarray(at + 1);
        return text2;
      }
      if (inputEnded) {
        const text2 = input.length > 0 ? input.toString("utf8") : null;
        input = Buffer.alloc(0);
        return text2;
      }
      let read = 0;
      try {
        read = fs.readSync(0, inputChunk);
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        Atomics.wait(wait, 0, 0, 2);
        continue;
      }
      if (read === 0) inputEnded = true;
      else input = Buffer.concat([input, inputChunk.subarray(0, read)]);
    }
  };
  const inputLines = () => {
    const entries = [];
    for (let text2 = nextLine(); text2 !== null; text2 = nextLine()) {
      if (text2.length === 0) continue;
      const entry = JSON.parse(text2);
      if (entry.end === true) break;
      entries.push(entry);
    }
    return entries;
  };
  const stampOf2 = (stat) => `${stat.dev}:${stat.ino}:${stat.ctimeNs}:${stat.size}:${stat.mode}`;
  const kindOf = (stat) => {
    if (stat.isFile()) return "file";
    if (stat.isSymbolicLink()) return "link";
    if (stat.isFIFO()) return "fifo";
    if (stat.isSocket()) return "socket";
    return "device";
  };
  const walk2 = (each) => {
    const pending = [""];
    while (pending.length > 0) {
      const folder = pending.pop();
      let names;
      try {
        names = fs.readdirSync(folder === "" ? top : `${top}/${folder}`).sort();
      } catch {
        each(folder, null);
        continue;
      }
      for (const name of names) {
        const relative4 = folder === "" ? name : `${folder}/${name}`;
        const stat = fs.lstatSync(`${top}/${relative4}`, { bigint: true, throwIfNoEntry: false });
        if (!stat) {
          each(relative4, null);
          continue;
        }
        if (stat.isDirectory()) {
          if (!SKIP.has(name) && !SKIPPED_PATHS.has(relative4)) pending.push(relative4);
        } else each(relative4, stat);
      }
    }
  };
  const listChanged = () => {
    const before = new Map(inputLines().map((entry) => [entry.p, entry.s]));
    const seen = /* @__PURE__ */ new Set();
    let listed = 0;
    const OVER = new Error("over");
    const count = () => {
      if (++listed > Number(maxEntries)) throw OVER;
    };
    try {
      walk2((name, stat) => {
        if (!stat) {
          count();
          line({ p: name, k: "unreadable" });
          return;
        }
        seen.add(name);
        const stamp = stampOf2(stat);
        if (before.get(name) === stamp) return;
        count();
        line({ p: name, k: kindOf(stat), n: Number(stat.size), m: Number(stat.mode), s: stamp });
      });
      for (const name of before.keys()) {
        if (seen.has(name)) continue;
        count();
        line({ p: name, k: "gone" });
      }
    } catch (error) {
      if (error !== OVER) throw error;
      line({ p: "", k: "over", n: Number(maxEntries) });
    }
  };
  const readContents2 = () => {
    let left = Number(maxBytes);
    const chunk = Buffer.alloc(65536);
    for (const { p: name, s: stamp } of inputLines()) {
      const refuse2 = (why) => line({ p: name, refused: why });
      const parts = name.split("/");
      let through = "";
      for (const part of parts.slice(0, -1)) {
        through = through === "" ? part : `${through}/${part}`;
        const folder = fs.lstatSync(`${top}/${through}`, { throwIfNoEntry: false });
        if (!folder?.isDirectory()) {
          refuse2(`its folder ${through} is not a folder`);
          through = "";
          break;
        }
      }
      if (parts.length > 1 && through === "") continue;
      let fd;
      try {
        const flags = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;
        fd = fs.openSync(`${top}/${name}`, flags);
      } catch (error) {
        refuse2(`it cannot be opened without following a link (${error.message})`);
        continue;
      }
      try {
        const stat = fs.fstatSync(fd, { bigint: true });
        if (!stat.isFile()) refuse2("it is not a regular file");
        else if (stampOf2(stat) !== stamp) refuse2("it changed after it was listed");
        else if (Number(stat.size) > left) refuse2("it is over the bytes left to read");
        else {
          const size = Number(stat.size);
          left -= size;
          line({ p: name, n: size, m: Number(stat.mode) });
          let done = 0;
          while (done < size) {
            const read = fs.readSync(fd, chunk, 0, Math.min(chunk.length, size - done), done);
            if (read === 0) process.exit(3);
            flush();
            put(chunk.subarray(0, read));
            done += read;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    }
  };
  if (mode === "stamps") {
    walk2((name, stat) => line({ p: name, s: stat ? stampOf2(stat) : "unreadable" }));
  } else if (mode === "change") {
    listChanged();
    line({ end: true });
    flush();
    readContents2();
  } else {
    process.stderr.write(`unknown mode ${mode}
`);
    process.exit(2);
  }
  line({ end: true });
  flush();
}

// src/sandbox/change-reader-types.ts
var ChangeRecordError = class extends Error {
};

// src/sandbox/change-reader-process.ts
var ReaderProcess = class _ReaderProcess {
  constructor(child) {
    this.child = child;
    let errorBytes = 0;
    child.stderr.on("data", (chunk) => {
      if (errorBytes < 4096) this.errors.push(chunk);
      errorBytes += chunk.length;
    });
    this.exited = new Promise((resolve5, reject2) => {
      child.once("error", reject2);
      child.once("close", (code) => resolve5(code));
    });
    this.exited.catch(() => void 0);
    child.stdin.on("error", () => void 0);
    this.output = child.stdout[Symbol.asyncIterator]();
  }
  child;
  errors = [];
  output;
  exited;
  /** Runs `talk` with the reader started with `args`; the reader must end well after it. */
  static async run(reader, args, talk) {
    const reading = _ReaderProcess.start(reader, args);
    try {
      const result = await talk(reading);
      reading.child.stdin.end();
      await reading.until(async () => {
        throw new ChangeRecordError("the reader wrote past its end");
      });
      return result;
    } catch (error) {
      reading.child.kill("SIGKILL");
      await reading.exited.catch(() => void 0);
      throw error;
    }
  }
  static start(reader, args) {
    const skip = JSON.stringify(reader.skip());
    const [mode = "", ...rest] = args;
    const program = {
      file: process.execPath,
      args: ["-e", changeReaderSource(), mode, reader.top, skip, ...rest]
    };
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
    const as = runAsUser(program, env, reader.runAs, { report: false, noPrivateFolders: true });
    const child = spawn(as.target.file, as.target.args, {
      cwd: reader.top,
      env: as.env,
      stdio: ["pipe", "pipe", "pipe"]
    });
    return new _ReaderProcess(child);
  }
  /** Writes to the reader's stdin; `end` closes it after. */
  send(text2, end = false) {
    if (end) this.child.stdin.end(text2);
    else if (text2.length > 0) this.child.stdin.write(text2);
  }
  /**
   * Hands each chunk of stdout to `consume` until it answers true (the part it reads is over);
   * at the end of stdout, checks how the reader exited. Returns false when stdout ended first.
   */
  async until(consume) {
    for (; ; ) {
      const next = await this.output.next();
      if (next.done) {
        await this.exitedWell();
        return false;
      }
      if (await consume(next.value)) return true;
    }
  }
  async exitedWell() {
    const code = await this.exited;
    if (code === 0) return;
    const said = Buffer.concat(this.errors).toString("utf8").trim().slice(0, 1e3);
    throw new ChangeRecordError(
      `the reader of the agent's copy failed (exit ${code})${said ? `: ${said}` : ""}`
    );
  }
};

// src/sandbox/change-record.ts
async function readStamps(reader) {
  const stamps = /* @__PURE__ */ new Map();
  await ReaderProcess.run(reader, ["stamps"], async (reading) => {
    reading.send("", true);
    await readRecord(reading, (entry) => {
      stamps.set(text(entry.p), text(entry.s));
    });
  });
  return stamps;
}
async function readChange(reader, stamps, caps, decide) {
  const args = ["change", String(caps.entries), String(caps.bytes)];
  return ReaderProcess.run(reader, args, async (reading) => {
    const input = [...stamps].map(([p, s]) => `${JSON.stringify({ p, s })}
`).join("");
    reading.send(`${input}{"end":true}
`);
    const listed = await listChanges(reading, caps.entries);
    let asked = false;
    const decided = await decide(listed, async (wanted, spool) => {
      if (asked) throw new Error("the contents of a change are read once");
      asked = true;
      return readContents(reading, wanted, caps.bytes, spool);
    });
    if (!asked) {
      reading.send("", true);
      await readRecord(reading, () => {
        throw new ChangeRecordError("the reader sent a file that was not asked for");
      });
    }
    return decided;
  });
}
async function listChanges(reading, maxEntries) {
  const changes = [];
  let over = false;
  await readRecord(reading, (entry) => {
    if (entry.k === "over" || changes.length >= maxEntries) {
      over = true;
      return;
    }
    const kind = text(entry.k);
    if (!["file", "link", "fifo", "socket", "device", "gone", "unreadable"].includes(kind))
      throw new ChangeRecordError(`the reader listed an unknown kind ${kind}`);
    changes.push({
      path: text(entry.p),
      kind,
      size: Number(entry.n ?? 0),
      mode: Number(entry.m ?? 0),
      stamp: text(entry.s ?? "")
    });
  });
  return { changes: over ? [] : changes, over };
}
async function readContents(reading, wanted, maxBytes, spool) {
  const files = /* @__PURE__ */ new Map();
  const refused = [];
  const expected = new Map(wanted.map((change) => [change.path, change]));
  const input = wanted.map((change) => `${JSON.stringify({ p: change.path, s: change.stamp })}
`).join("");
  let left = maxBytes;
  let current = null;
  let pending = Buffer.alloc(0);
  let ended = false;
  const startEntry = async (entry) => {
    if (entry.end === true) {
      ended = true;
      return;
    }
    const name = text(entry.p);
    const listed = expected.get(name);
    if (!listed) throw new ChangeRecordError(`the reader sent ${name}, which was not asked for`);
    expected.delete(name);
    if (typeof entry.refused === "string") {
      refused.push({ path: name, why: entry.refused });
      return;
    }
    const size = Number(entry.n);
    if (!Number.isSafeInteger(size) || size < 0 || size !== listed.size || size > left)
      throw new ChangeRecordError(
        `the reader sent ${size} bytes for ${name}, not the ${listed.size} listed within the cap`
      );
    left -= size;
    const file = path6.join(spool, String(files.size + refused.length));
    const handle = await open2(file, "wx", 384);
    current = {
      name,
      size,
      done: 0,
      handle,
      hash: createHash("sha256"),
      mode: Number(entry.m),
      file
    };
    if (size === 0) await finishEntry();
  };
  const finishEntry = async () => {
    const entry = current;
    if (!entry) return;
    await entry.handle.close();
    files.set(entry.name, {
      size: entry.size,
      mode: entry.mode,
      sha256: entry.hash.digest("hex"),
      spool: entry.file
    });
    current = null;
  };
  reading.send(input, true);
  await reading.until(async (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length > 0) {
      if (ended) throw new ChangeRecordError("the reader wrote past its end");
      const entry = current;
      if (entry) {
        const take = pending.subarray(0, entry.size - entry.done);
        entry.hash.update(take);
        await entry.handle.write(take);
        entry.done += take.length;
        pending = pending.subarray(take.length);
        if (entry.done === entry.size) await finishEntry();
        continue;
      }
      const end = pending.indexOf(10);
      if (end === -1) {
        if (pending.length > 64 * 1024)
          throw new ChangeRecordError("the reader wrote an endless line");
        return false;
      }
      const header2 = pending.subarray(0, end).toString("utf8");
      pending = pending.subarray(end + 1);
      await startEntry(parse(header2));
    }
    return ended;
  }).finally(async () => {
    await current?.handle.close().catch(() => void 0);
  });
  if (!ended || current || expected.size > 0)
    throw new ChangeRecordError("the reader's record of the change ended early");
  return { files, refused };
}
async function readRecord(reading, each) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let ended = false;
  const done = await reading.until(async (chunk) => {
    pending += decoder.write(chunk);
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    if (pending.length > 64 * 1024) throw new ChangeRecordError("the reader wrote an endless line");
    for (const line of lines) {
      if (line.length === 0) continue;
      if (ended) throw new ChangeRecordError("the reader wrote past its end");
      const entry = parse(line);
      if (entry.end === true) ended = true;
      else each(entry);
    }
    if (ended && pending.length > 0) throw new ChangeRecordError("the reader wrote past its end");
    return ended;
  });
  if (!done) throw new ChangeRecordError("the reader's record ended early");
}
function parse(line) {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
  }
  throw new ChangeRecordError("the reader wrote a line that is not a record");
}
function text(value) {
  if (typeof value !== "string")
    throw new ChangeRecordError("the reader wrote a field that is not text");
  return value;
}

// src/fix/git-work-tree.ts
var git = hardenedGit;
async function assertGitWorkTree(cwd) {
  const inside = await hardenedGit(cwd, ["rev-parse", "--is-inside-work-tree"]).catch(() => "");
  if (inside.trim() !== "true") {
    throw new Error(
      `fix mode needs a git repository at ${cwd}: fix-loop snapshots the working tree with git before each attempt and restores it when a fix is rejected. Run \`git init\` (and commit your work) first.`
    );
  }
}

// src/fix/ignored-files-guard.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { lstat as lstat3, mkdir as mkdir3, readFile, readlink, rm as rm3, symlink, writeFile as writeFile2 } from "node:fs/promises";
import { dirname, join } from "node:path";
var CACHE_SEGMENTS = /* @__PURE__ */ new Set([
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".cache",
  ".vite",
  ".turbo",
  ".nyc_output",
  "coverage"
]);
var MAX_COPIED_FILES = 5e3;
var MAX_COPIED_BYTES = 32 * 1024 * 1024;
var DEPENDENCIES = ":(exclude,glob)**/node_modules/**";
async function recordIgnoredFiles(top) {
  const files = /* @__PURE__ */ new Map();
  let bytes = 0;
  let overBound = false;
  for (const path8 of await listIgnored(top)) {
    const stat = await lstat3(join(top, path8)).catch(() => null);
    if (!stat) continue;
    let copy = null;
    const fits = files.size < MAX_COPIED_FILES && bytes + stat.size <= MAX_COPIED_BYTES;
    if (fits && stat.isSymbolicLink())
      copy = { kind: "link", target: await readlink(join(top, path8)) };
    else if (fits && stat.isFile()) {
      copy = { kind: "file", content: await readFile(join(top, path8)), mode: stat.mode & 4095 };
      bytes += stat.size;
    }
    if (!copy) overBound = true;
    files.set(path8, { stamp: stampOf(stat), copy });
  }
  return { top, files, overBound };
}
async function restoreIgnoredFiles(recorded) {
  const { top } = recorded;
  const restored = [];
  const unrestorable = [];
  const now = new Set(await listIgnored(top));
  for (const path8 of now) {
    if (recorded.files.has(path8)) continue;
    await rm3(join(top, path8), { recursive: true, force: true });
    restored.push(path8);
  }
  for (const [path8, before] of recorded.files) {
    const stat = await lstat3(join(top, path8)).catch(() => null);
    if (stat && stampOf(stat) === before.stamp) continue;
    if (!before.copy) {
      unrestorable.push(path8);
      continue;
    }
    if (stat && before.copy.kind === "file" && stat.isFile()) {
      const content = await readFile(join(top, path8));
      if (content.equals(before.copy.content) && (stat.mode & 4095) === before.copy.mode)
        continue;
    }
    await rm3(join(top, path8), { recursive: true, force: true });
    await mkdir3(dirname(join(top, path8)), { recursive: true });
    if (before.copy.kind === "link") await symlink(before.copy.target, join(top, path8));
    else await writeFile2(join(top, path8), before.copy.content, { mode: before.copy.mode });
    restored.push(path8);
  }
  return { restored: restored.sort(), unrestorable: unrestorable.sort() };
}
function suspiciousIgnoredChanges(paths, outputs) {
  const isOutput = outputs.length > 0 ? (0, import_picomatch.default)([...outputs], { dot: true }) : () => false;
  return paths.filter(
    (path8) => !path8.split("/").some((segment) => CACHE_SEGMENTS.has(segment)) && !path8.endsWith(".pyc") && !isOutput(path8)
  );
}
async function listIgnored(top) {
  const listing = await git(top, [
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--",
    ".",
    DEPENDENCIES
  ]);
  return listing.split("\0").filter((path8) => path8.length > 0 && path8 !== ".git");
}
function stampOf(stat) {
  return `${stat.size}:${stat.mode}:${stat.ino}:${stat.mtimeMs}:${stat.ctimeMs}`;
}

// src/fix/line-stat.ts
function lineStat(changes) {
  if (changes.length === 0) return "";
  let insertions = 0;
  let deletions = 0;
  const rows = changes.map(({ path: path8, before, after }) => {
    if (isBinary(before) || isBinary(after)) return ` ${path8} | Bin`;
    const { added, removed } = countLines(before, after);
    insertions += added;
    deletions += removed;
    const bar = "+".repeat(Math.min(added, 40)) + "-".repeat(Math.min(removed, 40));
    return ` ${path8} | ${added + removed} ${bar}`.trimEnd();
  });
  const files = `${changes.length} file${changes.length === 1 ? "" : "s"} changed`;
  return [...rows, ` ${files}, ${insertions} insertions(+), ${deletions} deletions(-)`].join("\n");
}
function countLines(before, after) {
  const old = /* @__PURE__ */ new Map();
  for (const line of linesOf(before)) old.set(line, (old.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of linesOf(after)) {
    const left = old.get(line) ?? 0;
    if (left > 0) old.set(line, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of old.values()) removed += left;
  return { added, removed };
}
function linesOf(content) {
  if (!content || content.length === 0) return [];
  return content.toString("utf8").replace(/\n$/, "").split("\n");
}
function isBinary(content) {
  return content?.subarray(0, 8e3).includes(0) ?? false;
}

// src/fix/copy-tree.ts
var MAX_LISTED = 1e5;
var MAX_STAT_BYTES = 1024 * 1024;
var CopyTree = class _CopyTree {
  constructor(copy, reader, caps, tracked) {
    this.copy = copy;
    this.reader = reader;
    this.caps = caps;
    this.tracked = tracked;
  }
  copy;
  reader;
  caps;
  tracked;
  stamps = /* @__PURE__ */ new Map();
  read = null;
  stopFirst = async () => void 0;
  startAgain = async () => void 0;
  /** The checkout's top (the repository paths below are relative to it). */
  get top() {
    return this.copy.over;
  }
  static async open(copy, owner, caps) {
    const listed = await git(copy.over, [
      "ls-files",
      "-z",
      "--cached",
      "--others",
      "--exclude-standard"
    ]);
    const tracked = new Set(listed.split("\0").filter(Boolean));
    const reader = { top: copy.over, runAs: owner, skip: () => copy.dependencyPaths };
    const tree = new _CopyTree(copy, reader, caps, tracked);
    tree.stamps = await readStamps(tree.reader);
    return tree;
  }
  /**
   * What must end before the copy is read or thrown away: every process of the attempt that is
   * not in a namespace that has ended already (the services the engine started on the copy);
   * and what starts them again on the fresh copy.
   */
  stopBeforeReading(stop, startAgain) {
    this.stopFirst = stop;
    this.startAgain = startAgain;
  }
  /**
   * What the agent changed, as repository paths. Changes to ignored files are never read nor
   * kept (they go with the copy) and, but for tool caches and test reports, are tampering; so is
   * a link, FIFO, socket or device, a path git may not write, and anything over the caps.
   */
  async changes(outputs) {
    await this.stopFirst();
    await this.forget();
    try {
      return await this.readChanges(outputs);
    } catch (error) {
      if (!(error instanceof ChangeRecordError)) throw error;
      const tamper = [`refused from the agent's copy: ${error.message}`];
      return { files: [], diffStat: "", tamper, ignoredRestored: [] };
    }
  }
  async readChanges(outputs) {
    const caps = { entries: MAX_LISTED, bytes: this.caps.totalBytes };
    return readChange(
      this.reader,
      this.stamps,
      caps,
      (listed, readContents2) => this.chooseAndRead(listed, readContents2, outputs)
    );
  }
  async chooseAndRead(listed, readContents2, outputs) {
    if (listed.over) {
      const tamper2 = [`refused the change: more than ${MAX_LISTED} paths of the copy changed`];
      return { files: [], diffStat: "", tamper: tamper2, ignoredRestored: [] };
    }
    const ignoredFresh = new Set(
      await this.ignoredOf(listed.changes.map((c) => c.path).filter((p) => !this.stamps.has(p)))
    );
    const isIgnored = (name) => this.stamps.has(name) ? !this.tracked.has(name) : ignoredFresh.has(name);
    const ignored = listed.changes.filter((c) => isIgnored(c.path)).map((c) => c.path).sort();
    const candidates = listed.changes.filter((c) => !isIgnored(c.path));
    const refused = await this.refusals(candidates);
    const wanted = candidates.filter((c) => c.kind === "file");
    const spool = await mkdtemp3(path7.join(tmpdir3(), "fix-loop-change-"));
    this.read = { writes: /* @__PURE__ */ new Map(), removals: /* @__PURE__ */ new Set(), spool };
    if (refused.length === 0) {
      const got = await readContents2(wanted, spool);
      refused.push(...got.refused.map((r) => `${r.path}: ${r.why}`));
      this.read.writes = got.files;
    }
    const files = [];
    for (const change of candidates) {
      if (change.kind === "gone") {
        if (!await lstat4(path7.join(this.top, change.path)).catch(() => null)) continue;
        this.read.removals.add(change.path);
      } else {
        const content = this.read.writes.get(change.path);
        if (content && await this.sameAsCheckout(change.path, content)) {
          this.read.writes.delete(change.path);
          continue;
        }
      }
      files.push(change.path);
    }
    files.sort();
    const suspicious = suspiciousIgnoredChanges(ignored, outputs);
    const tamper = [
      ...suspicious.length > 0 ? [`changed ignored files: ${suspicious.join(", ")}`] : [],
      ...refused.length > 0 ? [`refused from the agent's copy: ${refused.join("; ")}`] : []
    ];
    return { files, diffStat: await this.diffStat(files), tamper, ignoredRestored: ignored };
  }
  /** The change is not kept: the copy is thrown away and made again from the checkout. */
  async undo(_files) {
    await this.renew();
  }
  /** A file of the change as text, or null where the change has none. */
  async textInCopy(name) {
    const content = this.read?.writes.get(name);
    return content ? readFile2(content.spool, "utf8") : null;
  }
  /**
   * Writes these paths of the change last read into the checkout (the kept fix), from the record
   * alone; then the copy is made again from the checkout.
   */
  async keep(files) {
    const read = this.read;
    const changes = files.map((name) => {
      const content = read?.writes.get(name);
      if (content)
        return {
          path: name,
          content: { spool: content.spool, executable: (content.mode & 73) !== 0 }
        };
      if (read?.removals.has(name)) return { path: name, content: null };
      throw new Error(`${name} is not part of the change read from the agent's copy`);
    });
    await this.stopFirst();
    await applyChange(this.top, changes);
    for (const change of changes) {
      if (change.content) this.tracked.add(change.path);
      else this.tracked.delete(change.path);
    }
    await this.renew();
  }
  /** Removes what fix-loop kept of the last change (the spool); the copy is the caller's. */
  async close() {
    await this.forget();
  }
  async renew() {
    await this.stopFirst();
    await this.forget();
    await this.copy.renew();
    this.stamps = await readStamps(this.reader);
    await this.startAgain();
  }
  async forget() {
    if (this.read) await rm4(this.read.spool, { recursive: true, force: true });
    this.read = null;
  }
  /** Why each of these changes may not cross, in words; empty when all of them may. */
  async refusals(changes) {
    const refused = [];
    let bytes = 0;
    for (const change of changes) {
      const kind = REFUSED_KINDS[change.kind];
      if (kind) {
        refused.push(`${change.path} is ${kind}`);
        continue;
      }
      const problem = await checkoutProblem(this.top, change.path, change.kind === "file");
      if (problem)
        refused.push(problem.startsWith(change.path) ? problem : `${change.path}: ${problem}`);
      if (change.kind !== "file") continue;
      if (change.size > this.caps.fileBytes)
        refused.push(
          `${change.path} is ${change.size} bytes, over fix.caps.file-bytes (${this.caps.fileBytes})`
        );
      else bytes += change.size;
    }
    if (changes.length > this.caps.files)
      refused.push(`${changes.length} files changed, over fix.caps.files (${this.caps.files})`);
    if (bytes > this.caps.totalBytes)
      refused.push(`${bytes} bytes changed, over fix.caps.total-bytes (${this.caps.totalBytes})`);
    return refused;
  }
  /** Whether the checkout holds this very file: a regular file, same content, same exec bit. */
  async sameAsCheckout(name, content) {
    const file = path7.join(this.top, name);
    const stat = await lstat4(file).catch(() => null);
    if (!stat?.isFile() || stat.size !== content.size) return false;
    if ((stat.mode & 73) === 0 !== ((content.mode & 73) === 0)) return false;
    return await hashOf(file) === content.sha256;
  }
  /** Which of these new paths the checkout's ignore rules (not the copy's) ignore. */
  async ignoredOf(names) {
    if (names.length === 0) return [];
    const listing = await git(this.top, ["check-ignore", "-z", "--stdin", "--no-index"], {
      input: `${names.join("\0")}\0`
    }).catch(() => "");
    return listing.split("\0").filter(Boolean);
  }
  async diffStat(files) {
    const changes = [];
    for (const name of files) {
      const after = this.read?.writes.get(name);
      changes.push({
        path: name,
        before: await boundedContent(path7.join(this.top, name)),
        after: after ? await boundedContent(after.spool) : null
      });
    }
    return lineStat(changes);
  }
};
var REFUSED_KINDS = {
  link: "a symbolic link",
  fifo: "a FIFO",
  socket: "a socket",
  device: "a device",
  unreadable: "unreadable (a folder closed to its owner, or a name that is not UTF-8)"
};
async function boundedContent(file) {
  const stat = await lstat4(file).catch(() => null);
  if (!stat?.isFile()) return null;
  if (stat.size > MAX_STAT_BYTES) return Buffer.from([0]);
  const handle = await open3(file, "r");
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
async function hashOf(file) {
  const hash = createHash2("sha256");
  for await (const chunk of createReadStream2(file)) hash.update(chunk);
  return hash.digest("hex");
}

// src/fix/attempt.ts
import { mkdtemp as mkdtemp5 } from "node:fs/promises";
import { tmpdir as tmpdir5 } from "node:os";
import { join as join4, relative as relative3, resolve as resolve2, sep as sep2 } from "node:path";

// src/trust/stream-vs-ledger.ts
var STRUCTURED_OUTPUT_TOOL = "StructuredOutput";
function commandsRan(calls) {
  return calls.filter((call) => call.name === "Bash" && call.denied !== true && call.isError !== void 0).map((call) => call.input.command).filter((command) => typeof command === "string");
}
function witnessDisagreements(input) {
  const { calls, ledger } = input;
  const problems = [];
  const foreign = ledger.filter(
    (entry) => input.sessionId !== null && entry.sessionId !== input.sessionId
  );
  if (foreign.length > 0)
    problems.push(
      `${foreign.length} ledger entr${foreign.length === 1 ? "y names" : "ies name"} another session`
    );
  const before = /* @__PURE__ */ new Map();
  const seenIds = /* @__PURE__ */ new Set();
  for (const entry of ledger) {
    if (entry.toolUseId === null || entry.tool === STRUCTURED_OUTPUT_TOOL) continue;
    seenIds.add(entry.toolUseId);
    if (entry.event === "PreToolUse" && !before.has(entry.toolUseId))
      before.set(entry.toolUseId, entry);
  }
  const made = new Set(calls.map((call) => call.id));
  const missing = [];
  const altered = [];
  for (const call of calls) {
    const entry = before.get(call.id);
    if (!entry) {
      if (call.denied !== true && input.completed) missing.push(describe(call));
      continue;
    }
    if (entry.tool !== call.name || commandOf(entry.input) !== boundedCommand(call.input)) {
      altered.push(describe(call));
    }
  }
  const invented = [...seenIds].filter((id) => !made.has(id));
  if (missing.length > 0) problems.push(`no ledger entry for ${list(missing)}`);
  if (altered.length > 0) problems.push(`the ledger records other input for ${list(altered)}`);
  if (invented.length > 0)
    problems.push(`the ledger shows ${plural2(invented.length, "call")} claude never made`);
  return problems;
}
function commandOf(input) {
  return typeof input?.command === "string" ? input.command : null;
}
function boundedCommand(input) {
  return typeof input.command === "string" ? boundedText(input.command, MAX_COMMAND) : null;
}
function describe(call) {
  const command = typeof call.input.command === "string" ? ` \`${call.input.command.slice(0, 80)}\`` : "";
  return `${call.name}${command}`;
}
function list(items) {
  const shown = items.slice(0, 3).join(", ");
  return items.length > 3 ? `${shown} and ${items.length - 3} more` : shown;
}
function plural2(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// src/fix/agent-attempt.ts
async function runAgentAttempt(run, request) {
  const { options } = run;
  const fix = options.config.fix;
  const env = options.agentEnv ?? options.env ?? process.env;
  const network = options.agentNetwork;
  const transcript = await runAgent({
    claudePath: run.setup.claudePath,
    cwd: options.cwd,
    prompt: request.prompt,
    // This session's own token for the model proxy, valid until it ends.
    env: network ? network.openAttempt(env, request.step.tools) : env,
    stateDir: request.stateDir,
    tools: request.step.tools,
    maxTurns: request.step.maxTurns,
    budgetUsd: request.caps.usd,
    timeoutMs: request.caps.timeoutMs,
    model: request.step.model ?? fix.claude.model ?? null,
    ...request.jsonSchema !== void 0 ? { jsonSchema: request.jsonSchema } : {},
    guards: {
      protectedGlobs: request.protectedGlobs ?? fix.protected,
      newFileGlobs: request.newFileGlobs ?? [],
      repeatLimit: fix.guards["repeat-limit"],
      failureLimit: fix.guards["failure-limit"],
      mode: fix.guards.mode
    },
    ...options.signal ? { signal: options.signal } : {},
    runAs: options.runAs,
    spare: () => run.session.servicePids()
  });
  network?.endSession();
  for (const note of transcript.notes) run.note("info", `agent: ${note}`);
  return summariseTranscript(transcript, request.caps);
}
function summariseTranscript(transcript, caps) {
  return {
    end: sessionEnd(transcript, caps),
    detail: transcript.error,
    claim: transcript.claim,
    ranCommands: commandsRan(transcript.toolCalls),
    witnessDisagreements: witnessDisagreements({
      calls: transcript.toolCalls,
      ledger: transcript.ledger,
      sessionId: transcript.sessionId,
      completed: transcript.outcome === "completed"
    }),
    marker: transcript.marker,
    leftovers: transcript.leftovers,
    toolCalls: transcript.toolCalls.length,
    guardsFired: countGuardFirings(transcript.ledger),
    costUsd: transcript.costUsd,
    turns: transcript.turns,
    sessionId: transcript.sessionId,
    durationMs: transcript.durationMs,
    modelFailure: transcript.modelFailure
  };
}
function sessionEnd(transcript, caps) {
  if (transcript.outcome === "timeout") return caps.cappedByRunTime ? "budget" : "timeout";
  if (transcript.outcome === "error") return "error";
  if (transcript.resultSubtype === "error_max_budget_usd")
    return caps.cappedByRunUsd ? "budget" : "error";
  return transcript.isError ? "error" : "finished";
}

// src/fix/attempt-decision.ts
function decideAttempt(facts) {
  const tamper = [...facts.tamper ?? []];
  if (facts.protectedTouched.length > 0)
    tamper.unshift(`changed protected paths: ${facts.protectedTouched.join(", ")}`);
  if (tamper.length > 0) return reject("tamper", tamper.join("; "));
  const said = facts.agentDetail ? `: ${facts.agentDetail}` : "";
  if (facts.agentEnd === "timeout")
    return reject("timeout", `the agent did not finish in time${said}`);
  if (facts.agentEnd === "budget")
    return reject("budget", `the run's budget ran out during this attempt${said}`);
  if (facts.agentEnd === "error") return reject("error", `the agent session failed${said}`);
  if (facts.filesChanged.length === 0) return reject("no_change", "no file changed");
  const verification = facts.verification;
  if (!verification) return reject("error", "the tests were not re-run");
  if (!verification.groupPassed)
    return { fixed: false, rejected: null, detail: "the group's tests still fail" };
  if (verification.regressions.length > 0) {
    return reject(
      "regression",
      `tests that passed before now fail: ${verification.regressions.join(", ")}`
    );
  }
  return { fixed: true, rejected: null, detail: null };
}
function reject(rejected, detail) {
  return { fixed: false, rejected, detail };
}

// src/fix/attempt-record.ts
function attemptRecord(facts) {
  const { agent, decision, agreement, verification } = facts;
  return {
    group: facts.group.id,
    attempt: facts.number,
    strategy: facts.step.name,
    claim: agent.claim,
    verified: {
      passed: decision.fixed,
      tests: verification?.tests ?? {},
      regressions: verification?.regressions ?? []
    },
    agreed: agreement.agreed,
    rejected: decision.rejected,
    detail: [
      decision.detail,
      agreement.detail && `claim: ${agreement.detail}`,
      agreement.distrust && `distrust: ${agreement.distrust}`
    ].filter(Boolean).join("; ") || null,
    filesChanged: facts.filesChanged,
    diffStat: facts.diffStat,
    toolCalls: agent.toolCalls,
    costUsd: agent.costUsd,
    turns: agent.turns,
    sessionId: agent.sessionId,
    durationMs: 0,
    promptBytes: Buffer.byteLength(facts.prompt),
    agentMs: agent.durationMs,
    verifyMs: Date.now() - facts.agentEnded,
    commit: null,
    distrust: agent.witnessDisagreements,
    killedProcesses: facts.killedProcesses,
    guards: { mode: facts.guardMode, fired: agent.guardsFired },
    ...facts.network ? { network: facts.network } : {},
    modelAnswered: agent.modelFailure === null
  };
}

// src/fix/snapshot.ts
import { mkdtemp as mkdtemp4, readdir as readdir3, rm as rm6, rmdir as rmdir3 } from "node:fs/promises";
import { tmpdir as tmpdir4 } from "node:os";
import { dirname as dirname3, join as join3, relative, resolve, sep } from "node:path";

// src/fix/git-dir-guard.ts
import {
  chmod,
  lstat as lstat5,
  mkdir as mkdir4,
  readdir as readdir2,
  readFile as readFile3,
  readlink as readlink2,
  rm as rm5,
  symlink as symlink2,
  writeFile as writeFile3
} from "node:fs/promises";
import { dirname as dirname2, join as join2 } from "node:path";
var MAX_BYTES = 8 * 1024 * 1024;
function guardedGitPaths(gitDir, commonDir) {
  const paths = [join2(commonDir, "config"), join2(commonDir, "hooks"), join2(commonDir, "info")];
  paths.push(join2(gitDir, "config.worktree"));
  if (gitDir !== commonDir) paths.push(join2(gitDir, "info"));
  return [...new Set(paths)];
}
async function copyGitDir(roots) {
  const entries = /* @__PURE__ */ new Map();
  let bytes = 0;
  for (const root of roots) {
    await walk(root, entries, (size) => {
      bytes += size;
      if (bytes > MAX_BYTES) {
        throw new Error(
          `.git/hooks, .git/info and .git/config hold more than ${MAX_BYTES} bytes; fix-loop copies them before each attempt to restore them, so remove what does not belong there`
        );
      }
    });
  }
  return { roots, entries };
}
async function gitDirChanges(copy) {
  const now = await copyGitDir(copy.roots).catch(() => null);
  if (!now) return [...copy.roots];
  const changed = /* @__PURE__ */ new Set();
  for (const [path8, entry] of copy.entries) {
    const current = now.entries.get(path8);
    if (!current || !sameEntry(entry, current)) changed.add(path8);
  }
  for (const path8 of now.entries.keys()) if (!copy.entries.has(path8)) changed.add(path8);
  return [...changed].sort();
}
async function restoreGitDir(copy) {
  for (const path8 of await gitDirChanges(copy)) {
    if (!copy.entries.has(path8)) await rm5(path8, { recursive: true, force: true });
  }
  const paths = [...copy.entries.keys()].sort();
  for (const path8 of paths) {
    const entry = copy.entries.get(path8);
    if (!entry) continue;
    const current = await describe2(path8);
    if (current && sameEntry(entry, current)) continue;
    if (current && !(current.kind === "dir" && entry.kind === "dir"))
      await rm5(path8, { recursive: true, force: true });
    await mkdir4(dirname2(path8), { recursive: true });
    if (entry.kind === "dir") {
      await mkdir4(path8, { recursive: true });
      await chmod(path8, entry.mode);
    } else if (entry.kind === "link") await symlink2(entry.target, path8);
    else await writeFile3(path8, entry.content, { mode: entry.mode });
  }
  const left = await gitDirChanges(copy);
  if (left.length > 0) throw new Error(`could not restore ${left.join(", ")}`);
}
async function walk(path8, entries, count) {
  const entry = await describe2(path8);
  if (!entry) return;
  entries.set(path8, entry);
  if (entry.kind === "file") count(entry.content.length);
  if (entry.kind !== "dir") return;
  for (const name of await readdir2(path8)) await walk(join2(path8, name), entries, count);
}
async function describe2(path8) {
  const stat = await lstat5(path8).catch(() => null);
  if (!stat) return null;
  if (stat.isSymbolicLink()) return { kind: "link", target: await readlink2(path8) };
  if (stat.isDirectory()) return { kind: "dir", mode: stat.mode & 4095 };
  if (!stat.isFile()) return { kind: "link", target: `(special file, mode ${stat.mode})` };
  return { kind: "file", content: await readFile3(path8), mode: stat.mode & 4095 };
}
function sameEntry(a, b) {
  if (a.kind === "file" && b.kind === "file")
    return a.mode === b.mode && a.content.equals(b.content);
  if (a.kind === "link" && b.kind === "link") return a.target === b.target;
  if (a.kind === "dir" && b.kind === "dir") return a.mode === b.mode;
  return false;
}

// src/fix/index-flags.ts
async function flaggedIndexEntries(top) {
  const listing = await git(top, ["ls-files", "-v", "-z"]);
  const flagged = [];
  for (const field of listing.split("\0")) {
    const tag = field[0];
    const path8 = field.slice(2);
    if (!tag || path8 === "") continue;
    if (tag === "S" || tag === "s") flagged.push({ path: path8, flag: "skip-worktree" });
    else if (tag !== tag.toUpperCase()) flagged.push({ path: path8, flag: "assume-unchanged" });
  }
  return flagged;
}
function newFlags(before, now) {
  const known = new Set(before.map((entry) => `${entry.flag}\0${entry.path}`));
  return now.filter((entry) => !known.has(`${entry.flag}\0${entry.path}`)).map((entry) => `${entry.path} is marked ${entry.flag} in the index`);
}
async function reapplyFlags(top, flagged) {
  for (const flag of ["skip-worktree", "assume-unchanged"]) {
    const paths = flagged.filter((entry) => entry.flag === flag).map((entry) => entry.path);
    if (paths.length === 0) continue;
    await git(top, ["update-index", `--${flag}`, "-z", "--stdin"], {
      input: `${paths.join("\0")}\0`
    });
  }
}

// src/fix/snapshot.ts
async function takeSnapshot(cwd) {
  const top = (await git(cwd, ["rev-parse", "--show-toplevel"])).trim();
  const headOutput = await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "");
  const head = headOutput.trim() || null;
  const index = (await git(top, ["write-tree"])).trim();
  const [gitDir, commonDir] = (await git(top, ["rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir"])).trim().split("\n");
  return {
    top,
    head,
    index,
    worktree: await worktreeTree(top),
    flagged: await flaggedIndexEntries(top),
    gitDir: await copyGitDir(guardedGitPaths(gitDir ?? "", commonDir ?? gitDir ?? "")),
    ignored: await recordIgnoredFiles(top)
  };
}
async function changesSince(snapshot, options = {}) {
  const tamper = [];
  const gitDirChanged = await gitDirChanges(snapshot.gitDir);
  if (gitDirChanged.length > 0) {
    await restoreGitDir(snapshot.gitDir);
    tamper.push(`changed ${gitDirChanged.map((path8) => gitPathName(snapshot, path8)).join(", ")}`);
  }
  tamper.push(...newFlags(snapshot.flagged, await flaggedIndexEntries(snapshot.top)));
  const ignored = await restoreIgnoredFiles(snapshot.ignored);
  const suspicious = suspiciousIgnoredChanges(ignored.restored, options.outputs ?? []);
  if (suspicious.length > 0) tamper.push(`changed ignored files: ${suspicious.join(", ")}`);
  if (ignored.unrestorable.length > 0) {
    tamper.push(
      `changed ignored files too large to copy and put back: ${ignored.unrestorable.join(", ")}`
    );
  }
  const now = await worktreeTree(snapshot.top);
  const changes = await diffTrees(snapshot.top, snapshot.worktree, now);
  return { ...changes, tamper, ignoredRestored: ignored.restored };
}
async function restoreSnapshot(snapshot) {
  const { top } = snapshot;
  await restoreGitDir(snapshot.gitDir);
  await restoreIgnoredFiles(snapshot.ignored);
  const head = (await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")).trim() || null;
  if (head !== snapshot.head) {
    if (snapshot.head) await git(top, ["reset", "--quiet", "--soft", snapshot.head]);
    else await git(top, ["update-ref", "-d", "HEAD"]);
  }
  const now = await worktreeTree(top);
  const status = await git(top, [
    "diff",
    "--no-ext-diff",
    "--name-status",
    "--no-renames",
    "-z",
    snapshot.worktree,
    now
  ]);
  const added = [];
  const back = [];
  const fields = status.split("\0").filter((field) => field.length > 0);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? "";
    const path8 = fields[i + 1] ?? "";
    if (code.startsWith("A")) added.push(path8);
    else back.push(path8);
  }
  for (const path8 of added) {
    await rm6(join3(top, path8), { force: true, recursive: true });
    await removeEmptyParents(top, dirname3(join3(top, path8)));
  }
  if (back.length > 0) {
    await withFreshIndex(async (env) => {
      await git(top, ["read-tree", snapshot.worktree], { env });
      for (const path8 of back) await rm6(join3(top, path8), { force: true, recursive: true });
      await git(top, ["checkout-index", "--force", "--stdin", "-z"], {
        env,
        input: `${back.join("\0")}\0`
      });
    });
  }
  await git(top, ["read-tree", snapshot.index]);
  await reapplyFlags(top, snapshot.flagged);
  const restored = await worktreeTree(top);
  if (restored !== snapshot.worktree) {
    const left = await diffTrees(top, snapshot.worktree, restored);
    throw new Error(
      `could not restore the working tree exactly; still different: ${left.files.join(", ")}`
    );
  }
}
function projectPath(top, cwd, repoPath) {
  return relative(resolve(cwd), join3(top, repoPath)).split(sep).join("/");
}
async function diffTrees(top, from, to) {
  if (from === to) return { files: [], diffStat: "" };
  const names = await git(top, [
    "diff",
    "--no-ext-diff",
    "--name-only",
    "--no-renames",
    "-z",
    from,
    to
  ]);
  const files = names.split("\0").filter((name) => name.length > 0).sort();
  const stat = await git(top, [
    "diff",
    "--no-ext-diff",
    "--no-textconv",
    "--stat=100,80",
    "--no-color",
    "--no-renames",
    from,
    to
  ]);
  return { files, diffStat: stat.replace(/\s+$/, "") };
}
async function worktreeTree(top) {
  return withFreshIndex(async (env) => {
    await git(top, ["add", "--all"], { env });
    return (await git(top, ["write-tree"], { env })).trim();
  });
}
async function withFreshIndex(work) {
  const folder = await mkdtemp4(join3(tmpdir4(), "fix-loop-index-"));
  try {
    return await work({ GIT_INDEX_FILE: join3(folder, "index") });
  } finally {
    await rm6(folder, { recursive: true, force: true });
  }
}
function gitPathName(snapshot, path8) {
  const name = relative(snapshot.top, path8).split(sep).join("/");
  return name.startsWith("..") ? path8 : name;
}
async function removeEmptyParents(top, folder) {
  let current = folder;
  while (current.startsWith(top) && current !== top) {
    const entries = await readdir3(current).catch(() => null);
    if (entries === null || entries.length > 0) return;
    await rmdir3(current).catch(() => void 0);
    current = dirname3(current);
  }
}

// src/fix/attempt-tree.ts
async function openAttemptTree(cwd, copy) {
  if (copy) {
    return {
      top: copy.top,
      changes: (outputs) => copy.changes(outputs),
      keep: (files) => copy.keep(files),
      undo: (files) => copy.undo(files ?? [])
    };
  }
  const snapshot = await takeSnapshot(cwd);
  return {
    top: snapshot.top,
    changes: (outputs) => changesSince(snapshot, { outputs }),
    keep: async () => void 0,
    undo: () => restoreSnapshot(snapshot)
  };
}

// src/fix/commit.ts
var FIX_LOOP_IDENTITY = {
  name: "fix-loop",
  email: "fix-loop@users.noreply.github.com"
};
async function commitFix(top, files, message) {
  const env = {
    GIT_AUTHOR_NAME: FIX_LOOP_IDENTITY.name,
    GIT_AUTHOR_EMAIL: FIX_LOOP_IDENTITY.email,
    GIT_COMMITTER_NAME: FIX_LOOP_IDENTITY.name,
    GIT_COMMITTER_EMAIL: FIX_LOOP_IDENTITY.email
  };
  await git(top, ["add", "--all", "--", ...files], { env });
  await git(top, ["commit", "--no-verify", "--quiet", "-F", "-", "--", ...files], {
    env,
    input: message
  });
  return (await git(top, ["rev-parse", "HEAD"])).trim();
}
function fixCommitMessage(group, attempt, maxAttempts) {
  const subject = `fix-loop: fix ${group.signature}`.slice(0, 72);
  const lines = [
    subject,
    "",
    `Group: ${group.id} (tier ${group.tier})`,
    `Tests: ${group.tests.join(", ")}`,
    `Attempt: ${attempt.attempt} of ${maxAttempts} (strategy ${attempt.strategy})`
  ];
  if (attempt.claim) lines.push(`Root cause (the agent's claim): ${attempt.claim.root_cause}`);
  const statuses = Object.entries(attempt.verified.tests).map(([id, status]) => `${id} ${status}`);
  lines.push(`Verified by fix-loop: ${statuses.join(", ")}; no regressions`);
  return lines.join("\n");
}

// src/fix/prompt-blocks.ts
var MIN_TRIMMED_BYTES = 240;
var OMITTED = "[omitted to fit the prompt size limit]";
function fitBlocks(blocks, maxBytes) {
  const current = blocks.map((block) => ({ ...block }));
  const size = () => byteLength(render(current));
  while (size() > maxBytes) {
    const largest = current.filter((block) => block.trimmable && byteLength(block.text) > MIN_TRIMMED_BYTES).sort((a, b) => byteLength(b.text) - byteLength(a.text))[0];
    if (!largest) break;
    const over = size() - maxBytes;
    const length = byteLength(largest.text);
    largest.text = trimMiddle(
      largest.text,
      Math.max(MIN_TRIMMED_BYTES, length - over, length >> 1),
      "bytes"
    );
  }
  for (let index = current.length - 1; index >= 0 && size() > maxBytes; index--) {
    const block = current[index];
    if (block?.trimmable && block.text !== OMITTED) block.text = OMITTED;
  }
  const text2 = render(current);
  return byteLength(text2) <= maxBytes ? text2 : cutToBytes(text2, maxBytes);
}
function render(blocks) {
  return blocks.map((block) => block.trimmable ? renderTrimmable(block) : block.text).join("\n\n");
}
function renderTrimmable(block) {
  const fence = fenceFor(block.text);
  const body = `${fence}
${block.text.replace(/\s+$/, "")}
${fence}`;
  return block.title ? `${block.title}:

${body}` : body;
}
function fenceFor(text2) {
  const longest = Math.max(0, ...(text2.match(/`{3,}/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}
function cutToBytes(text2, maxBytes) {
  const buffer = Buffer.from(text2, "utf8").subarray(0, maxBytes);
  return buffer.toString("utf8").replace(/\uFFFD$/, "");
}
function byteLength(text2) {
  return Buffer.byteLength(text2, "utf8");
}

// src/fix/prompt-flakes.ts
var COMMITS_SHOWN = 10;
function flakeBlocks(flakes, inline) {
  if (flakes.length === 0) return [];
  const blocks = [
    fixed(
      [
        "## This test flakes: fix-loop's history across runs",
        "",
        "It failed and then passed at the same commit in earlier runs. fix-loop judges a fix of it by repetition: on a fresh machine it runs the test many times in a row and keeps the change only if every run passes, and the rest of the tests too. Look for the source of the nondeterminism (timing, ordering, shared state, randomness, the environment) and remove it; a change that only makes a failure rarer is refused."
      ].join("\n")
    )
  ];
  for (const { test, flake, repeat } of flakes) {
    const commits = flake.commits.filter(isCommitId).slice(0, COMMITS_SHOWN);
    const lines = [
      `### ${inline(test)}`,
      "",
      `- Flake rate: ${percent(flake.rate)} (${flake.flakes} of ${flake.runs} runs; at least ${percent(flake.lowerBound)} by the Wilson lower bound)`,
      `- Commits where it flaked, newest first: ${commits.length > 0 ? commits.map((sha) => sha.slice(0, 12)).join(", ") : "none recorded"}`,
      `- Check will run it ${repeat} times in a row; a test still flaking at ${percent(flake.rate)} passes that by luck ${percent((1 - flake.rate) ** repeat)} of the time.`
    ];
    const failure = flake.lastFailure;
    if (failure) {
      const where = isCommitId(failure.commit) ? ` at ${failure.commit.slice(0, 12)}` : "";
      lines.push(
        `- Its latest failing attempt${where}: ${inline(failure.message ?? "no message")}`
      );
    }
    blocks.push(fixed(lines.join("\n")));
    if (failure?.excerpt.trim())
      blocks.push({
        text: failure.excerpt,
        title: "Output of that failing attempt",
        trimmable: true
      });
  }
  return blocks;
}
function isCommitId(text2) {
  return /^[0-9a-f]{7,64}$/i.test(text2);
}
function percent(value) {
  return `${(value * 100).toFixed(1)}%`;
}
function fixed(text2) {
  return { text: text2, trimmable: false };
}

// src/fix/prompt.ts
var DEFAULT_PROMPT_BYTES = 24 * 1024;
var FULL_EVIDENCE_TESTS = 3;
var LISTED_LINES = 8;
function buildPrompt(input) {
  const blocks = [
    fixed2(header(input)),
    fixed2(rules(input.protectedPaths)),
    fixed2(`## Strategy: ${input.strategy.name}

${input.strategy.brief.trim()}`),
    fixed2(failureSummary(input)),
    ...flakeBlocks(input.flakes ?? [], inlineCode),
    ...evidenceBlocks(input.tests),
    ...sourceBlocks(input.sources),
    ...historyBlocks(input.history)
  ];
  return fitBlocks(blocks, input.maxBytes ?? DEFAULT_PROMPT_BYTES);
}
function header(input) {
  return [
    `# Fix a failing test group: attempt ${input.attempt} of ${input.maxAttempts}`,
    "",
    "fix-loop, the program that started you, ran this project's tests itself. After you finish it",
    "runs them again, together with every test that passed before, and decides on its own whether",
    "your change fixed the failure. Changes it cannot verify are undone."
  ].join("\n");
}
function rules(protectedPaths) {
  const paths = protectedPaths.length > 0 ? protectedPaths.map((path8) => `\`${path8}\``).join(", ") : "(none)";
  return [
    "## Rules",
    "",
    "1. Read the evidence below first: it is what fix-loop's own run printed, not a guess.",
    '2. Do not repeat a fix listed under "Earlier attempts": each was applied, verified, found not to work and undone.',
    `3. Do not edit protected paths: ${paths}. Not with Edit or Write and not through Bash: any change there rejects the attempt, whatever the tests say. Fix the code under test, not the tests.`,
    "4. Make the smallest change that fixes the root cause. Do not skip, disable or weaken tests.",
    '5. Finish by calling the StructuredOutput tool with your claim: `status` ("fixed" only if you ran the tests and saw them pass, else "not_fixed"), `root_cause`, `files_changed`, `tests_run` (the exact commands you ran) and `reasoning`.'
  ].join("\n");
}
function failureSummary(input) {
  const { group, tests } = input;
  const count = tests.length === 1 ? "1 test fails" : `${tests.length} tests fail`;
  const lines = [
    `## Failure: ${group.signature}`,
    "",
    `Group ${group.id} in tier ${group.tier}: ${count} with this signature, so they most likely share one root cause.`,
    "",
    ...culpritLead(group)
  ];
  for (const test of tests.slice(0, LISTED_LINES * 4)) {
    const run = !test.command ? "" : test.runsAlone === false ? ` \xB7 run (not this test alone: its runner cannot select it alone): \`${test.command}\`` : ` \xB7 run: \`${test.command}\``;
    lines.push(`- ${test.result.id} (${test.result.title}, ${test.result.file})${run}`);
  }
  if (tests.length > LISTED_LINES * 4) lines.push(`- and ${tests.length - LISTED_LINES * 4} more`);
  lines.push("", "Decisive lines (what each test printed that says why it failed):");
  lines.push(
    ...sameLineList(tests.map((test) => ({ test: test.result.id, line: test.decisiveLine })))
  );
  return lines.join("\n");
}
function culpritLead(group) {
  const culprit = group.triage?.culprit;
  if (!culprit) return [];
  const where = inlineCode(`${culprit.file}:${culprit.function}`);
  const close = (culprit.closeBehind ?? []).map(
    (each) => inlineCode(`${each.file}:${each.function}`)
  );
  return [
    `Where fix-loop's triage points first: ${where}, ${CULPRIT_READS[culprit.source]}. A lead to check, not a verdict.`,
    ...close.length > 0 ? [
      `Coverage hardly tells it from ${close.join(", ")} (ranked close behind it: often its caller or a function it always calls); the fault may be there.`
    ] : [],
    ""
  ];
}
var CULPRIT_READS = {
  frame: "the deepest frame of the project's own code on the failures' stacks",
  coverage: "the function the failing tests ran and the passing ones seldom did (coverage of fix-loop's own re-runs)",
  change: "a function changed since the base commit that the failing tests ran"
};
function evidenceBlocks(tests) {
  const seen = /* @__PURE__ */ new Set();
  const shown = tests.filter((test) => {
    if (seen.has(test.decisiveLine) || seen.size >= FULL_EVIDENCE_TESTS) return false;
    seen.add(test.decisiveLine);
    return true;
  });
  const blocks = [fixed2("## Evidence from fix-loop's run")];
  for (const test of shown) {
    const evidence = test.result.evidence;
    if (!evidence) {
      blocks.push(
        fixed2(
          `### ${test.result.id}

No output: ${test.result.reason ?? "the test did not run"}`
        )
      );
      continue;
    }
    const how = howTestEnded(evidence);
    const location = evidence.location ? ` \xB7 at ${evidence.location.file}:${evidence.location.line ?? "?"}` : "";
    blocks.push(fixed2(`### ${test.result.id}: ${test.result.title}

${how}${location}`));
    const summaryShown = evidence.summary.every((line) => evidence.excerpt.includes(line));
    if (evidence.summary.length > 0 && !summaryShown) {
      blocks.push(trimmable(evidence.summary.join("\n"), "PASS/FAIL/EVIDENCE lines"));
    }
    if (evidence.excerpt.trim().length > 0) {
      blocks.push(
        trimmable(
          evidence.excerpt,
          `Output${evidence.truncated ? " (middle elided by fix-loop)" : ""}`
        )
      );
    }
  }
  if (shown.length < tests.length) {
    blocks.push(
      fixed2(
        `The other ${tests.length - shown.length} tests printed the decisive lines listed above.`
      )
    );
  }
  return blocks;
}
function sourceBlocks(sources) {
  if (sources.length === 0) return [];
  const blocks = [fixed2("## Test source")];
  for (const source of sources) {
    const where = source.firstLine > 1 ? ` (from line ${source.firstLine})` : "";
    blocks.push(trimmable(source.text, `${source.file}${where}`));
  }
  return blocks;
}
function historyBlocks(history) {
  if (history.length === 0) return [];
  const blocks = [fixed2("## Earlier attempts (do not repeat these)")];
  for (const { attempt, failures } of history) {
    const verdict = attemptVerdict(attempt, "explained");
    const claim = attempt.claim;
    const head = [`### Attempt ${attempt.attempt} \xB7 strategy ${attempt.strategy} \xB7 ${verdict}`, ""];
    head.push(
      claim ? `- The agent claimed: ${claim.status === "fixed" ? "fixed" : "not fixed"}` : "- The agent gave no claim."
    );
    const files = attempt.filesChanged.length > 0 ? attempt.filesChanged.join(", ") : "none";
    head.push(`- Files changed: ${files}`);
    const statuses = Object.entries(attempt.verified.tests).map(([test, status]) => `${test} ${status}`).join(", ");
    head.push(`- fix-loop's verification: ${statuses || "tests not re-run"}`);
    if (attempt.verified.regressions.length > 0) {
      head.push(
        `- Regressions (passed before, failed after): ${attempt.verified.regressions.join(", ")}`
      );
    }
    if (attempt.detail) head.push(`- Why it was not kept: ${attempt.detail}`);
    if (failures.length > 0) {
      head.push(
        "- What the tests printed after this attempt:",
        ...sameLineList(failures).map((line) => `  ${line}`)
      );
    }
    blocks.push(fixed2(head.join("\n")));
    if (claim) {
      const said = [`Root cause: ${claim.root_cause}`, `Reasoning: ${claim.reasoning}`];
      if (claim.tests_run.length > 0) said.push(`Tests run: ${claim.tests_run.join("; ")}`);
      blocks.push(trimmable(said.join("\n"), "The agent's own words"));
    }
    if (attempt.diffStat)
      blocks.push(trimmable(attempt.diffStat, "Diff stat of the change (undone since)"));
  }
  return blocks;
}
function sameLineList(entries) {
  const byLine = /* @__PURE__ */ new Map();
  for (const { test, line } of entries) byLine.set(line, [...byLine.get(line) ?? [], test]);
  const lines = [...byLine.entries()].slice(0, LISTED_LINES).map(([line, ids]) => {
    const who = ids.length > 4 ? `${ids.slice(0, 4).join(", ")} and ${ids.length - 4} more` : ids.join(", ");
    return `- ${who}: ${inlineCode(line)}`;
  });
  if (byLine.size > LISTED_LINES)
    lines.push(`- and ${byLine.size - LISTED_LINES} more distinct lines`);
  return lines;
}
function inlineCode(text2) {
  const longest = Math.max(0, ...(text2.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${longest > 0 ? " " : ""}${text2}${longest > 0 ? " " : ""}${ticks}`;
}
function fixed2(text2) {
  return { text: text2, trimmable: false };
}
function trimmable(text2, title) {
  return { text: text2, title, trimmable: true };
}

// src/fix/protected-paths.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
function protectedChanges(files, globs) {
  if (globs.length === 0) return [];
  const isProtected = (0, import_picomatch2.default)([...globs], { dot: true });
  return files.filter((file) => isProtected(file));
}

// src/fix/test-sources.ts
import { readFile as readFile4 } from "node:fs/promises";
import { isAbsolute, relative as relative2 } from "node:path";
var MAX_SOURCES = 3;
var MAX_SOURCE_BYTES = 12 * 1024;
var CONTEXT_LINES = 40;
async function readTestSources(cwd, tests) {
  const sources = [];
  const seen = /* @__PURE__ */ new Set();
  for (const test of tests) {
    if (sources.length >= MAX_SOURCES) break;
    const wholeFile = test.run === `./${test.file}`;
    const location = wholeFile ? null : test.evidence?.location;
    const file = wholeFile ? test.file : location?.file;
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const real = await realFileInsideRoot(cwd, file);
    const text2 = real === null ? null : await readFile4(real, "utf8").catch(() => null);
    if (text2 === null) continue;
    const shown = isAbsolute(file) ? relative2(cwd, file) : file;
    if (wholeFile || !location?.line) {
      sources.push({ file: shown, text: text2.slice(0, MAX_SOURCE_BYTES), firstLine: 1 });
      continue;
    }
    const lines = text2.split("\n");
    const first = Math.max(1, location.line - CONTEXT_LINES);
    const last = Math.min(lines.length, location.line + CONTEXT_LINES);
    sources.push({ file: shown, text: lines.slice(first - 1, last).join("\n"), firstLine: first });
  }
  return sources;
}

// src/fix/verify-attempt.ts
async function verifyGroup(session, group, regressionCandidates, each = {}) {
  const runTiers = async (selection) => {
    const ran = await session.runTiers(selection, each.env ? { env: each.env } : {});
    await each.afterRun?.();
    return ran;
  };
  const first = await runTiers({ ids: group.tests });
  const groupResults = first.tests.filter((test) => group.tests.includes(test.id));
  const groupPassed = groupResults.length === group.tests.length && groupResults.every((test) => test.status === "passed");
  const stillFailing = groupResults.filter((test) => test.status !== "passed");
  const failures = stillFailing.map((test) => ({
    test: test.id,
    line: decisiveLine(test).line
  }));
  const sameSignature = stillFailing.some(
    (test) => test.status === "failed" && failsAsInGroup(test, group)
  );
  const tests = {};
  for (const test of groupResults) tests[test.id] = test.status;
  const others = regressionCandidates.filter((id) => !group.tests.includes(id));
  if (!groupPassed || others.length === 0) {
    const results = groupResults;
    return { groupPassed, tests, regressions: [], failures, sameSignature, results, fullRun: null };
  }
  const second = await runTiers({ tiers: tiersUpTo(session, group.tier) });
  const wasPassing = new Set(others);
  const regressions = second.tests.filter((test) => test.status === "failed" && !test.quarantined && wasPassing.has(test.id)).map((test) => test.id);
  const rest = second.tests.filter((test) => !group.tests.includes(test.id));
  return {
    groupPassed,
    tests,
    regressions,
    failures,
    sameSignature,
    results: [...groupResults, ...rest],
    fullRun: second.tests
  };
}
function tiersUpTo(session, tier) {
  const names = session.plan.map((planned) => planned.name);
  const index = names.indexOf(tier);
  return index === -1 ? names : names.slice(0, index + 1);
}

// src/fix/attempt.ts
async function runAttempt(run, group, number, step, history) {
  const started = Date.now();
  await drainEnded(run.options.runAs);
  const limitsBefore = limitCounts(run.options.runAs);
  const tree = await openAttemptTree(run.options.cwd, run.copy);
  const stateDir = await mkdtemp5(join4(tmpdir5(), "fix-loop-attempt-"));
  try {
    const prompt = await promptFor(run, group, number, step, history);
    const caps = run.budget.capsFor({ usd: step.budgetUsd ?? null, timeoutMs: step.timeoutMs });
    const agent = await runAgentAttempt(run, { prompt, step, stateDir, caps });
    run.budget.spend(agent.costUsd);
    const agentEnded = Date.now();
    const killedProcesses = [...agent.leftovers];
    const inspection = await inspectChanges(run, tree);
    const verification = mayVerify(inspection, agent) ? await verifyChange(run, group, agent.marker, killedProcesses) : null;
    const { decision, agreement } = judgeAttempt(run, agent, inspection, verification);
    const attempt = attemptRecord({
      group,
      number,
      step,
      prompt,
      agent,
      filesChanged: inspection.filesChanged,
      diffStat: inspection.changes.diffStat,
      verification,
      decision,
      agreement,
      killedProcesses,
      agentEnded,
      guardMode: run.options.config.fix.guards.mode,
      network: await run.options.agentNetwork?.takeLog() ?? null
    });
    const reached = limitsReached(run.options.runAs, limitsBefore);
    if (reached) attempt.detail = [attempt.detail, reached].filter(Boolean).join("; ");
    await keepOrUndo(run, group, attempt, { verification, inspection, tree });
    attempt.durationMs = Date.now() - started;
    return {
      attempt,
      earlier: { attempt, failures: verification?.failures ?? [] },
      progress: progressOf(inspection.filesChanged, decision, verification, agent),
      fixed: decision.fixed,
      modelFailure: agent.modelFailure
    };
  } catch (error) {
    await tree.undo(null).catch(() => void 0);
    run.session.sourcesChanged();
    throw error;
  } finally {
    await removeSharedFolder(stateDir);
  }
}
async function inspectChanges(run, tree) {
  const { cwd } = run.options;
  const changes = await tree.changes(testOutputs(run, tree.top));
  const filesChanged = changes.files.map((file) => projectPath(tree.top, cwd, file));
  if (filesChanged.length > 0) run.session.sourcesChanged();
  const protectedTouched = protectedChanges(filesChanged, run.options.config.fix.protected);
  return { changes, filesChanged, protectedTouched };
}
function judgeAttempt(run, agent, inspection, verification) {
  const decision = decideAttempt({
    agentEnd: agent.end,
    agentDetail: agent.detail,
    filesChanged: inspection.filesChanged,
    protectedTouched: inspection.protectedTouched,
    tamper: inspection.changes.tamper,
    verification
  });
  const agreement = attemptAgreement({
    claim: agent.claim,
    verifiedFixed: decision.fixed,
    ranCommands: agent.ranCommands,
    testFiles: run.testFiles,
    disagreements: agent.witnessDisagreements
  });
  return { decision, agreement };
}
async function keepOrUndo(run, group, attempt, facts) {
  const { inspection, tree } = facts;
  if (attempt.verified.passed) {
    run.recordVerification(facts.verification);
    await tree.keep(inspection.changes.files);
    if (run.options.commit)
      attempt.commit = await commitKept(run, group, attempt, inspection.changes.files, tree.top);
    return;
  }
  await tree.undo(inspection.changes.files);
  if (inspection.filesChanged.length > 0) run.session.sourcesChanged();
}
function mayVerify(inspection, agent) {
  return inspection.protectedTouched.length === 0 && inspection.changes.tamper.length === 0 && agent.end === "finished" && inspection.filesChanged.length > 0;
}
function verifyChange(run, group, marker, killedProcesses) {
  return verifyGroup(run.session, group, run.regressionCandidates(group), {
    // The tests run the agent's code: they carry its marker, and what they leave running
    // (double-forked included) is killed after each run like the agent's own leftovers.
    env: { [SESSION_MARKER]: marker },
    afterRun: async () => {
      killedProcesses.push(...await sweepAfterTests(run, marker));
    }
  });
}
async function promptFor(run, group, number, step, history) {
  const tests = group.tests.map((id) => run.currentTest(id));
  return buildPrompt({
    group,
    attempt: number,
    maxAttempts: run.maxAttempts,
    strategy: { name: step.name, brief: run.promptFileText(step)?.trim() || step.brief },
    tests: tests.map((result) => ({
      result,
      decisiveLine: decisiveLine(result).line,
      command: result.run ?? null,
      runsAlone: result.runsAlone ?? true
    })),
    sources: await readTestSources(run.options.cwd, tests),
    history: [...history],
    protectedPaths: run.options.config.fix.protected,
    flakes: [...flakesOf(tests, run.options.flakes)].map(([test, flake]) => ({
      test,
      flake,
      repeat: run.options.config.fix.flaky.repeat
    }))
  });
}
function progressOf(filesChanged, decision, verification, agent) {
  if (decision.fixed) return "progress";
  if (decision.rejected === "tamper") return "neutral";
  if (filesChanged.length === 0) return "no-change";
  if (agent.end !== "finished" || !verification) return "neutral";
  return verification.sameSignature ? "same-failure" : "progress";
}
async function commitKept(run, group, attempt, repoFiles, top) {
  try {
    return await commitFix(top, repoFiles, fixCommitMessage(group, attempt, run.maxAttempts));
  } catch (error) {
    run.note(
      "warning",
      `the fix for group ${group.id} is kept but could not be committed: ${messageOf(error)}`
    );
    return null;
  }
}
function sweepAfterTests(run, marker) {
  const runAs = run.options.runAs;
  if (!runAs) return killMarkedProcesses(marker);
  if (runAs.namespace) return drainEnded(runAs);
  return killUserProcesses(runAs, { spare: run.session.servicePids() });
}
function testOutputs(run, top) {
  const base = relative3(top, resolve2(run.options.cwd)).split(sep2).join("/");
  return run.options.config.tiers.flatMap((tier) => tier.junit ?? []).map((glob) => base === "" ? glob : `${base}/${glob}`);
}

// src/fix/fix-groups.ts
async function fixGroups(run, groups, selected) {
  const reporter = run.options.reporter;
  const tierOrder = run.session.plan.map((tier) => tier.name);
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index];
    if (!group) continue;
    const stop = reasonToStop(run);
    if (selected && !selected.has(group.id)) {
      settle(group, "skipped", "not selected for this run");
    } else if (stop) {
      settle(group, stop.status, stop.reason);
    } else if (run.fixesKept > 0 && await passesNow(run, group)) {
      settle(group, "fixed", "passes after an earlier group's fix; no attempt needed");
    } else {
      await fixGroup(run, group);
    }
    if (group.status !== "fixed") continue;
    const found = await runUnblockedTests(run, groups);
    if (found.length === 0) continue;
    reporter?.groupsFound?.(found);
    groups.push(...found);
    const rest = groups.splice(index + 1).sort(compareGroups(tierOrder));
    groups.push(...rest);
  }
}
async function fixGroup(run, group) {
  const reporter = run.options.reporter;
  const history = [];
  for (let number = 1; number <= run.maxAttempts; number++) {
    const stop = reasonToStop(run);
    if (stop) {
      settle(
        group,
        "deferred",
        `${stop.reason} (after ${number - 1} of ${run.maxAttempts} attempts)`
      );
      return;
    }
    const step = run.stepFor(number);
    reporter?.attemptStarted?.({ group: group.id, attempt: number, strategy: step.name });
    const outcome = await runAttempt(run, group, number, step, history);
    run.attempts.push(outcome.attempt);
    reporter?.attemptFinished?.(outcome.attempt);
    run.breaker.record(outcome.progress, `group ${group.id} attempt ${number}`);
    if (outcome.modelFailure) {
      const words = describeModelFailure(outcome.modelFailure);
      run.breaker.trip(words);
      if (outcome.modelFailure.kind === "unreachable") run.modelUnreachable = words;
    }
    if (outcome.fixed) {
      run.fixesKept += 1;
      settle(group, "fixed", `fixed on attempt ${number} (${step.name})`);
      return;
    }
    history.push(outcome.earlier);
  }
  settle(group, "deferred", deferralReason(history, run.maxAttempts));
}
function reasonToStop(run) {
  if (run.options.signal?.aborted) return { status: "skipped", reason: "the run was interrupted" };
  if (run.breaker.isOpen) {
    return { status: "skipped", reason: `circuit breaker open: ${run.breaker.toResults().reason}` };
  }
  const exhausted = run.budget.exhausted();
  return exhausted ? { status: "deferred", reason: exhausted } : null;
}
async function passesNow(run, group) {
  const results = run.resultsFromLastFullRun(group.tests) ?? (await run.session.runTiers({ ids: group.tests })).tests;
  run.updateTests(results);
  return group.tests.every(
    (id) => results.some((test) => test.id === id && test.status === "passed")
  );
}
async function runUnblockedTests(run, groups) {
  const waiting = run.allTests().filter((test) => test.status === "blocked" || test.status === "skipped" && test.runs === 0).map((test) => test.id);
  if (waiting.length === 0) return [];
  const rerun = await run.session.runTiers({ ids: waiting });
  run.updateTests(rerun.tests);
  const fresh = [];
  const tierOrder = run.session.plan.map((tier) => tier.name);
  for (const group of groupFailures(rerun.tests, tierOrder, { root: run.options.cwd })) {
    const existing = knownGroupFor(groups, group);
    if (!existing) {
      fresh.push(group);
      continue;
    }
    if (existing.status === "fixed") {
      run.note(
        "warning",
        `${group.tests.join(", ")} still fail with the signature of fixed group ${group.id}`
      );
      continue;
    }
    for (const id of group.tests) if (!existing.tests.includes(id)) existing.tests.push(id);
  }
  return fresh;
}
function settle(group, status, reason) {
  group.status = status;
  group.reason = reason;
}
function deferralReason(history, maxAttempts) {
  const steps = history.map(
    ({ attempt }) => `${attempt.strategy}: ${attemptVerdict(attempt, "brief")}`
  );
  const last = history.at(-1)?.failures[0]?.line;
  const lastLine = last ? `; last seen: ${last}` : "";
  return `not fixed after ${plural(maxAttempts, "attempt")} (${steps.join(" | ")})${lastLine}`;
}

// src/fix/breaker.ts
var HALF_OPEN_AFTER = 2;
var OPEN_AFTER = 3;
var CircuitBreaker = class {
  strikes = 0;
  lastStrikes = [];
  openReason = null;
  get state() {
    if (this.openReason) return "open";
    return this.strikes >= HALF_OPEN_AFTER ? "half-open" : "closed";
  }
  get isOpen() {
    return this.state === "open";
  }
  /** Records an attempt; `where` names it for the reason ("group 3f2a… attempt 2"). */
  record(progress, where) {
    if (this.openReason) return;
    if (progress === "neutral") return;
    if (progress === "progress") {
      this.strikes = 0;
      this.lastStrikes = [];
      return;
    }
    this.strikes += 1;
    this.lastStrikes.push(
      `${where}: ${progress === "no-change" ? "no file changed" : "same failure again"}`
    );
    if (this.strikes >= OPEN_AFTER) {
      this.openReason = `${this.strikes} attempts in a row made no progress (${this.lastStrikes.slice(-OPEN_AFTER).join("; ")}); stopped so a person can look`;
    }
  }
  /** Opens at once: a failure no later attempt can get past (the model refused the session). */
  trip(reason) {
    this.openReason ??= reason;
  }
  toResults() {
    if (this.openReason) return { state: "open", reason: this.openReason };
    if (this.state === "half-open") {
      return { state: "half-open", reason: `${this.strikes} attempts in a row made no progress` };
    }
    return { state: "closed", reason: null };
  }
};

// src/fix/budget.ts
var RunBudget = class {
  constructor(limits, now = Date.now) {
    this.limits = limits;
    this.now = now;
    this.startedAt = now();
  }
  limits;
  now;
  spentUsd = 0;
  startedAt;
  get spent() {
    return this.spentUsd;
  }
  spend(usd) {
    this.spentUsd += Math.max(0, usd);
  }
  /** Why no further attempt may start, or null while there is budget left. */
  exhausted() {
    const { usd, timeMs } = this.limits;
    if (usd !== null && this.spentUsd >= usd) {
      return `budget exhausted: $${this.spentUsd.toFixed(2)} of $${usd.toFixed(2)} spent`;
    }
    if (timeMs !== null && this.now() - this.startedAt >= timeMs) {
      return `time budget exhausted: ${formatSeconds(this.now() - this.startedAt)} of ${formatSeconds(timeMs)} used`;
    }
    return null;
  }
  /** The limits for the next attempt: the strategy's, unless the run has less left. */
  capsFor(strategy) {
    const leftUsd = this.limits.usd === null ? null : Math.max(0, this.limits.usd - this.spentUsd);
    const leftMs = this.limits.timeMs === null ? null : Math.max(0, this.limits.timeMs - (this.now() - this.startedAt));
    const cappedByRunUsd = leftUsd !== null && (strategy.usd === null || leftUsd < strategy.usd);
    const cappedByRunTime = leftMs !== null && leftMs < strategy.timeoutMs;
    return {
      usd: cappedByRunUsd ? leftUsd : strategy.usd,
      timeoutMs: cappedByRunTime && leftMs !== null ? leftMs : strategy.timeoutMs,
      cappedByRunUsd,
      cappedByRunTime
    };
  }
};
function formatSeconds(ms) {
  return `${Math.round(ms / 1e3)}s`;
}

// src/fix/fix-run.ts
var FixRun = class {
  constructor(options, session, setup, baseline, copy = null) {
    this.options = options;
    this.session = session;
    this.setup = setup;
    this.copy = copy;
    const budget = options.config.fix.budget;
    this.budget = new RunBudget({
      usd: options.budgetUsd ?? budget.usd ?? null,
      timeMs: budget.time ?? null
    });
    this.rank = tierRank(session.plan.map((tier) => tier.name));
    for (const test of baseline) {
      this.tests.set(test.id, test);
      if (test.status === "passed") this.passing.add(test.id);
      if (test.kind === "script") this.testFiles.set(test.id, test.file);
    }
  }
  options;
  session;
  setup;
  copy;
  budget;
  breaker = new CircuitBreaker();
  attempts = [];
  /** Script path of each script test: a claim of "BT-001" is matched by a command running it. */
  testFiles = /* @__PURE__ */ new Map();
  fixesKept = 0;
  /** Set when a session could not reach the model's API: the run ends as a failed gate (exit 3). */
  modelUnreachable = null;
  /**
   * The full run that verified the last kept fix: the tree has not changed since (rejected
   * attempts are undone), so a later group reads its tests' state here instead of running them.
   */
  lastFullRun = null;
  tests = /* @__PURE__ */ new Map();
  passing = /* @__PURE__ */ new Set();
  rank;
  get maxAttempts() {
    return this.setup.maxAttempts;
  }
  /** The ladder step for attempt n: the start step plus n - 1, the last step repeated if short. */
  stepFor(attempt) {
    const ladder = this.setup.ladder;
    const index = Math.min(this.setup.startStep + attempt - 1, ladder.length - 1);
    const step = ladder[index];
    if (!step) throw new Error("the strategy ladder is empty");
    return step;
  }
  currentTest(id) {
    const test = this.tests.get(id);
    if (!test) throw new Error(`test ${id} is not part of this run`);
    return test;
  }
  /** Every test in the order first seen, with the latest result the loop keeps for each. */
  allTests() {
    return [...this.tests.values()];
  }
  /** Tests that pass now in the group's tier and the tiers below it. */
  regressionCandidates(group) {
    const limit = this.rank(group.tier);
    return [...this.passing].filter((id) => {
      const test = this.tests.get(id);
      return test !== void 0 && this.rank(test.tier) <= limit;
    });
  }
  /**
   * A kept fix: its tests now pass and join the regression set. Their failing results stay,
   * as the evidence of what was fixed (they are reported as "fixed").
   */
  recordVerification(verification) {
    for (const test of verification?.results ?? []) {
      if (test.status === "passed") this.passing.add(test.id);
    }
    const fullRun = verification?.fullRun ?? null;
    this.lastFullRun = fullRun ? new Map(fullRun.map((test) => [test.id, test])) : null;
  }
  /** The results of these tests in the full run of the last kept fix, if it ran them all. */
  resultsFromLastFullRun(ids) {
    const found = ids.map((id) => this.lastFullRun?.get(id));
    return found.every((test) => test !== void 0) ? found : null;
  }
  /**
   * Fresh results from a re-run outside an attempt (a group checked again, blocked tests run
   * after a fix). A test that failed and now passes keeps its failing result: it was fixed.
   */
  updateTests(results) {
    for (const test of results) {
      const before = this.tests.get(test.id);
      if (test.status === "passed") this.passing.add(test.id);
      else this.passing.delete(test.id);
      if (test.status === "passed" && before?.status === "failed") continue;
      this.tests.set(test.id, test);
      if (test.kind === "script") this.testFiles.set(test.id, test.file);
    }
  }
  promptFileText(step) {
    return this.setup.promptFiles.get(step.name) ?? null;
  }
  note(level, text2) {
    this.options.reporter?.note?.(level, text2);
  }
};

// src/fix/options.ts
var FixSetupError = class extends UserError {
  name = "FixSetupError";
};

// src/fix/outcome.ts
function finalTests(tests, groups) {
  const statusOf = /* @__PURE__ */ new Map();
  for (const group of groups) {
    if (group.status !== "fixed" && group.status !== "deferred") continue;
    for (const id of group.tests) statusOf.set(id, group.status);
  }
  return tests.map((test) => {
    const status = test.status === "failed" ? statusOf.get(test.id) : void 0;
    return status ? { ...test, status } : test;
  });
}
function fixOutcome(groups, selected, tests, verify) {
  const mine = groups.filter((group) => selected === null || selected.has(group.id));
  if (mine.length === 0) return verify;
  const notMine = new Set(
    groups.filter((group) => !mine.includes(group)).flatMap((group) => group.tests)
  );
  const leftOver = tests.some((test) => failsTheRun(test) && !notMine.has(test.id));
  return !leftOver && mine.every((group) => group.status === "fixed") ? "fixed" : "deferred";
}
function refreshTiers(tiers, tests) {
  return tiers.map((tier) => {
    const mine = tests.filter((test) => test.tier === tier.name);
    const counts = {};
    for (const test of mine) counts[test.status] = (counts[test.status] ?? 0) + 1;
    const ran = mine.some((test) => test.status !== "blocked" && test.status !== "skipped");
    if ((tier.status === "blocked" || tier.status === "skipped") && !ran)
      return { ...tier, counts };
    const failing = mine.some(failsTheRun);
    const tierProblem = tier.status === "failed" && tier.reason !== null && mine.length === 0;
    const status = failing || tierProblem ? "failed" : (counts.blocked ?? 0) > 0 ? "blocked" : "passed";
    return { ...tier, counts, status, reason: status === "passed" ? null : tier.reason };
  });
}
function fixHeadline(groups, attempts, breakerReason) {
  const count = (status) => groups.filter((group) => group.status === status);
  const fixed3 = count("fixed");
  const deferred = count("deferred");
  const skipped = count("skipped");
  const parts = [];
  const fixedTests = fixed3.reduce((sum, group) => sum + group.tests.length, 0);
  parts.push(
    `${fixed3.length} of ${plural(groups.length, "group")} fixed (${plural(fixedTests, "test")}) in ${plural(attempts.length, "attempt")}`
  );
  if (deferred.length > 0) {
    const first = deferred[0];
    parts.push(`${deferred.length} deferred${first ? `, first: ${first.signature}` : ""}`);
  }
  if (skipped.length > 0) parts.push(`${skipped.length} skipped`);
  if (breakerReason) parts.push(`circuit breaker open: ${breakerReason}`);
  return parts.join("; ");
}

// src/fix/prepare-fix.ts
import { readFile as readFile5 } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";
var GROUP_ID = /^[0-9a-f]{12}$/;
async function prepareFix(options) {
  const fix = options.config.fix;
  const claude = await resolveClaudeBinary({
    configPath: options.claudePath ?? fix.claude.path,
    env: options.agentEnv ?? options.env ?? process.env,
    cwd: options.cwd
  });
  try {
    locateHookProgram();
  } catch (error) {
    if (error instanceof HookProgramMissingError)
      throw new FixSetupError(error.message, { cause: error });
    throw error;
  }
  try {
    await assertGitWorkTree(options.cwd);
  } catch (error) {
    throw new FixSetupError(messageOf(error), { cause: error });
  }
  const ladder = resolveStrategies(fix.strategies);
  const startStep = options.strategy ? ladder.findIndex((step) => step.name === options.strategy) : 0;
  if (startStep === -1) {
    throw new FixSetupError(
      `unknown strategy "${options.strategy}": the ladder is ${ladder.map((step) => step.name).join(", ")} (fix.strategies in the config)`
    );
  }
  const maxAttempts = options.maxAttempts ?? fix["max-attempts"];
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new FixSetupError(
      `max attempts must be a whole number of at least 1, not ${maxAttempts}`
    );
  }
  for (const id of options.groups ?? []) {
    if (!GROUP_ID.test(id)) {
      throw new FixSetupError(
        `"${id}" is not a group id: use the 12 hex digits of groups[].id in results.json`
      );
    }
  }
  const promptFiles = /* @__PURE__ */ new Map();
  for (const [index, step] of ladder.entries()) {
    if (!step.promptFile) continue;
    const file = resolve3(options.cwd, step.promptFile);
    const text2 = await readFile5(file, "utf8").catch((error) => {
      throw new FixSetupError(
        `fix.strategies[${index}].prompt: cannot read ${step.promptFile} (${error.code ?? error.message}); the path is relative to the project root`,
        { cause: error }
      );
    });
    promptFiles.set(step.name, text2);
  }
  return { claudePath: claude.path, ladder, startStep, maxAttempts, promptFiles };
}

// src/fix/run-fix.ts
async function runFix(requested) {
  const startedAt = /* @__PURE__ */ new Date();
  const changed = await changedSinceBase(requested);
  return withAgentSession(
    requested,
    (options, setup, session, copy) => fixInSession(options, setup, session, startedAt, copy, changed)
  );
}
async function withAgentSession(requested, body) {
  const setup = await prepareFix(requested);
  const reporter = requested.reporter;
  const runAs = requested.runAs ?? null;
  const shared = runAs ? await shareTreeWithAgent(requested, runAs, setup) : null;
  const agentEnv = requested.agentEnv ?? requested.env ?? process.env;
  const network = await openAgentNetwork({
    runAs: shared?.runAs ?? null,
    agentEnv,
    allow: requested.config.fix.network.allow,
    serviceHealth: Object.values(requested.config.services).map((service) => service.health)
  });
  reporter?.note?.(network.warning ? "warning" : "info", network.note);
  const options = {
    ...requested,
    runAs: network.runAs,
    env: network.withoutCredentials(requested.env ?? process.env),
    agentEnv: network.withoutCredentials(agentEnv),
    agentNetwork: network
  };
  let session = null;
  try {
    const model = await checkModelAccess({
      claudePath: setup.claudePath,
      cwd: options.cwd,
      env: network.gateEnv(agentEnv),
      runAs: options.runAs
    }) ?? await checkModelReachable(agentEnv, { signal: options.signal });
    session = await openSession({
      ...options,
      reportsInTree: false,
      gateProblems: model ? [{ kind: "model", name: "claude", message: model }] : []
    });
    const running = session;
    shared?.copyTree?.stopBeforeReading(
      () => running.stopServicesUntilNextRun(),
      () => running.startServicesAgain()
    );
    return await body(options, setup, session, shared?.copyTree ?? null);
  } finally {
    await session?.close();
    if (options.runAs) await killUserProcesses(options.runAs);
    await network.close();
    await shared?.release();
    reporter?.phase?.("done");
  }
}
async function fixInSession(options, setup, session, startedAt, copy, changed) {
  const reporter = options.reporter;
  reporter?.phase?.("tests");
  const baseline = await session.runTiers(options.selection, {
    takeCoverage: true,
    coverageToName: (changed?.size ?? 0) > 0
  });
  refuseUnknownIds(baseline, session.plan, options.signal);
  const base = {
    mode: "fix",
    configPath: options.configPath,
    startedAt,
    gates: session.gates,
    agentNetwork: options.agentNetwork?.reach
  };
  if (!session.gates.passed) return buildResults({ ...base, run: baseline });
  reporter?.phase?.("triage");
  const tierOrder = session.plan.map((tier) => tier.name);
  const named = options.selection?.ids ?? [];
  const flaky = flakyTargetGroups(baseline.tests, named, options.flakes);
  const failing = await triageFailures(testsToTriage(baseline.tests, named, flaky), tierOrder, {
    root: options.cwd,
    coverage: coverageForTiers(tiersForCoverage(session.plan), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      runAs: options.runAs
    }),
    taken: baseline.coverage,
    changed,
    // Bounded as verify bounds it, so a group gets the same id in both.
    coverageLimits: coverageLimitsFor(session.plan, baseline.tiers, baseline.phases?.firstRunMs)
  });
  const groups = [...failing, ...flaky];
  if (groups.length > 0) reporter?.groupsFound?.(groups);
  const selected = selectedGroups(options.groups, groups);
  for (const id of selected ?? []) {
    if (!groups.some((group) => group.id === id))
      reporter?.note?.("info", `group ${id} does not fail in this run`);
  }
  const run = new FixRun(options, session, setup, baseline.tests, copy);
  if (groups.length > 0) {
    reporter?.phase?.("fix");
    await fixGroups(run, groups, selected);
  }
  const tests = finalTests(run.allTests(), groups);
  const tiers = refreshTiers(baseline.tiers, tests);
  const breaker = run.breaker.toResults();
  return buildResults({
    ...base,
    gates: withUnreachableModel(session.gates, run.modelUnreachable),
    run: { tests, tiers },
    groups,
    attempts: run.attempts,
    trust: runAgreement(run.attempts),
    breaker,
    ...groups.length > 0 ? { guards: runGuards(run) } : {},
    outcome: fixOutcome(groups, selected, tests, verifyOutcome(session.gates, { tests, tiers })),
    headline: groups.length > 0 ? fixHeadline(groups, run.attempts, breaker.state === "open" ? breaker.reason : null) : void 0
  });
}
async function shareTreeWithAgent(options, runAs, setup) {
  const top = (await git(options.cwd, ["rev-parse", "--show-toplevel"])).trim();
  if (runAs.limits) {
    const limits = await setLimits(runAs, options.config.fix.limits);
    options.reporter?.note?.("info", `the agent's limits (fix.limits): ${limits}`);
  }
  let shared;
  let copy = null;
  if (runAs.namespace) {
    const made = await makeAgentCopy(top, runAs, { include: options.config.fix.copy.include });
    copy = made.copy;
    shared = { runAs: made.runAs, copyTree: null, release: made.copy.remove };
  } else {
    shared = { runAs, copyTree: null, release: await handTreeTo(top, runAs) };
  }
  const missing = await unreachableForUser(shared.runAs ?? runAs, {
    writable: [top, resolve4(options.cwd)],
    executable: [setup.claudePath, ...defaultHookCommand().slice(0, 1)],
    readable: defaultHookCommand().slice(1)
  });
  if (missing.length === 0) return copy ? withCopyTree(shared, copy, options) : shared;
  await shared.release();
  const why = `the agent user ${runAs.user} cannot reach ${[...new Set(missing)].join(", ")}`;
  const fix = "make the folders on the way open to it (chmod o+x)";
  if (!options.runAsOrSelf) throw new FixSetupError(`${why}: ${fix}, or run with agent-user off`);
  options.reporter?.note?.(
    "warning",
    `${why}, so the agent and the tests run as this user: ${fix}`
  );
  return { runAs: null, copyTree: null, release: async () => void 0 };
}
async function withCopyTree(shared, copy, options) {
  const caps = options.config.fix.caps;
  const copyTree = await CopyTree.open(copy, shared.runAs, {
    files: caps.files,
    fileBytes: caps["file-bytes"],
    totalBytes: caps["total-bytes"]
  }).catch(async (error) => {
    await shared.release();
    throw error;
  });
  return {
    ...shared,
    copyTree,
    release: async () => {
      await copyTree.close();
      await shared.release();
    }
  };
}
function runGuards(run) {
  return {
    mode: run.options.config.fix.guards.mode,
    fired: addGuardCounts(run.attempts.map((attempt) => attempt.guards?.fired ?? {}))
  };
}
function selectedGroups(wanted, groups) {
  if (!wanted || wanted.length === 0) return null;
  const ids = groups.map((group) => group.id);
  return new Set(
    wanted.map((id) => {
      const lookup3 = ids.includes(id) ? null : lookUpAlias(id, ids);
      return lookup3 && "found" in lookup3 ? lookup3.found : id;
    })
  );
}
function withUnreachableModel(gates, problem) {
  if (!problem) return gates;
  const preflight = {
    ok: false,
    problems: [
      ...gates.preflight.problems,
      { kind: "model", name: "claude", message: problem }
    ]
  };
  return { ...gates, preflight, passed: false };
}

export {
  runAgentAttempt,
  takeSnapshot,
  restoreSnapshot,
  FixRun,
  runFix,
  withAgentSession
};
