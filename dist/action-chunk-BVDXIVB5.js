import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  DEFAULT_COVERAGE_LIMITS,
  TestDiscoveryError,
  blockedReasonFor,
  cheapSample,
  checkPreflight,
  chooseCoverageTests,
  discoverScripts,
  findExecutable,
  gateBlockReason,
  kindOf,
  leftToSpectrum,
  noPhases,
  oneRunTestMs,
  parametrizedParent,
  planTiers,
  programsOf,
  readCoverageTap,
  readText
} from "./action-chunk-LG4XIEGI.js";
import {
  RUNNERS,
  cleanOutput,
  failsTheRun,
  frameworkOfCommand,
  markQuarantined,
  projectFile,
  removeSharedFolder,
  runnerNamed,
  shareFolder
} from "./action-chunk-SS2VXKTL.js";
import {
  pendingFrameworkTests
} from "./action-chunk-BPJEQ3KB.js";
import {
  aliasOf,
  editDistance,
  existsIn,
  idsWithAliasLike,
  isGroupAlias,
  lookUpAlias,
  nearestIds,
  require_dist
} from "./action-chunk-44OODCMK.js";
import {
  createRedactor
} from "./action-chunk-DRGHGIZG.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  OutputCapture,
  explainSpawnError,
  runAsUser,
  runProcess,
  stripAnsi,
  supervise,
  toSpawnTarget
} from "./action-chunk-TIVQHBMC.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import {
  __toESM
} from "./action-chunk-NSKS7F4O.js";

// src/ids/test-names.ts
function nameOf(id) {
  const parts = id.split(/ > |::/);
  return parts.at(-1) ?? id;
}
function isBareName(text) {
  return nameOf(text) === text;
}
function idsNamed(name, known) {
  if (!isBareName(name)) return [];
  return [...new Set(known.filter((id) => id !== name && nameOf(id) === name))];
}
function idsNamedLike(text, known) {
  const lower = nameOf(text).toLowerCase();
  const allowed = Math.max(2, Math.floor(lower.length / 8));
  const begins = known.filter((id) => nameOf(id).toLowerCase().startsWith(lower));
  const typos = known.map((id) => ({ id, edits: editDistance(nameOf(id).toLowerCase(), lower) })).filter(({ edits }) => edits <= allowed).sort((a, b) => a.edits - b.edits).map(({ id }) => id);
  return [.../* @__PURE__ */ new Set([...begins, ...typos])];
}

// src/engine/selection.ts
var SelectionError = class extends UserError {
  name = "SelectionError";
};
function checkSelection(plan, selection = {}) {
  tiersChosen(plan, selection);
  assignWanted(plan, selection);
}
function tiersChosen(plan, selection) {
  const names = selection.tiers ?? [];
  const unknown = names.filter((name) => !plan.some((tier) => tier.name === name));
  if (unknown.length > 0) {
    throw new SelectionError(
      `no tier named ${unknown.map((name) => `"${name}"`).join(", ")}; the config has ${plan.map((tier) => tier.name).join(", ")}`
    );
  }
  return names.length > 0 ? plan.filter((tier) => names.includes(tier.name)) : [...plan];
}
function assignWanted(plan, selection) {
  const ids = resolveAliases(plan, selection);
  if (ids.length === 0) return null;
  const sources = plan.flatMap((tier) => tier.sources);
  const assigned = /* @__PURE__ */ new Map();
  const unknown = [];
  for (const id of ids) {
    const answers = sources.map((source) => ({ source, owns: kindOf(source).owns(source, id) }));
    const sure = answers.filter((answer) => answer.owns === true);
    const owners = sure.length > 0 ? sure : answers.filter((a) => a.owns === null);
    if (owners.length === 0) unknown.push(id);
    for (const { source } of owners) {
      assigned.set(source, (assigned.get(source) ?? /* @__PURE__ */ new Set()).add(id));
    }
  }
  if (unknown.length > 0) throw unknownIdsError(unknown, plan);
  return assigned;
}
function sourcesToList(plan, selection) {
  const assigned = assignWanted(plan, selection);
  if (!assigned) return [];
  return [...assigned].flatMap(([source, ids]) => {
    const kind = kindOf(source);
    const unsure = [...ids].filter((id) => kind.owns(source, id) === null);
    return kind.learnIds && unsure.length > 0 ? [{ source, ids: unsure }] : [];
  });
}
function resolveAliases(plan, selection) {
  const ids = selection.ids ?? [];
  if (ids.length === 0) return [];
  const known = [...knownIdsOf(plan), ...selection.seenIds ?? []];
  const exact = new Set(known);
  const names = new Set(known.map(nameOf));
  const whole = (id) => exact.has(id) || names.has(id);
  const resolved = rejoinedAtCommas(ids, whole).map((id) => {
    if (exact.has(id)) return id;
    const written = writtenOtherwise(id, known);
    if (written) return written;
    const renamed = renamedIdOf(plan, id);
    if (renamed) return renamed;
    if (isGroupAlias(id))
      throw new SelectionError(
        `${id} is a group's alias, and --tests takes tests (a T- alias, or an id as verify prints it): fix-loop fix --groups ${id} fixes that group; its tests are the group's \`tests\` in .fix-loop/results.json`
      );
    const lookup = lookUpAlias(id, known);
    if ("found" in lookup) return lookup.found;
    if ("ambiguous" in lookup)
      throw new SelectionError(
        `the alias ${id} names ${lookup.ambiguous.length} tests: pass one of ${lookup.ambiguous.join(", ")}`
      );
    const named = idsNamed(id, ownIdsOf(plan, selection));
    if (named.length === 1) return named[0];
    if (named.length > 1)
      throw new SelectionError(
        `${named.length} tests are named ${id}: pass one of ${named.slice(0, NAMED_SHOWN).join(", ")}${named.length > NAMED_SHOWN ? ` and ${named.length - NAMED_SHOWN} more` : ""}`
      );
    return subtestOfNamed(id, plan, selection) ?? id;
  });
  return [...new Set(resolved)];
}
function writtenOtherwise(id, known) {
  const plain = plainForm(id);
  const matches = new Set(known.filter((each) => each !== id && plainForm(each) === plain));
  return matches.size === 1 ? [...matches][0] : null;
}
function plainForm(id) {
  return id.replace(/\s+›\s+/g, " ").replace(/\s+/g, " ").trim();
}
function subtestOfNamed(id, plan, selection) {
  const slash = id.indexOf("/");
  if (slash <= 0) return null;
  const named = idsNamed(id.slice(0, slash), ownIdsOf(plan, selection));
  if (named.length !== 1) return null;
  const subtest = `${named[0]}${id.slice(slash)}`;
  const owned = plan.some((tier) => tier.sources.some((s) => kindOf(s).owns(s, subtest) === true));
  return owned ? subtest : null;
}
var NAMED_SHOWN = 5;
function rejoinedAtCommas(ids, known) {
  const rejoined = [];
  for (let from = 0; from < ids.length; from++) {
    const first = ids[from];
    let whole = null;
    for (let to = from + 1; !known(first) && whole === null && to < ids.length; to++) {
      const parts = ids.slice(from, to + 1);
      const id = [", ", ","].map((comma) => parts.join(comma)).find(known);
      if (id) whole = { id, to };
    }
    rejoined.push(whole?.id ?? first);
    from = whole?.to ?? from;
  }
  return rejoined;
}
function renamedIdOf(plan, id) {
  for (const source of plan.flatMap((tier) => tier.sources)) {
    const renamed = kindOf(source).renamedId?.(source, id);
    if (renamed) return renamed;
  }
  return null;
}
function ownIdsOf(plan, selection) {
  const own = plan.flatMap(
    (tier) => tier.sources.flatMap((s) => (kindOf(s).ownIds ?? kindOf(s).knownIds)(s))
  );
  return [.../* @__PURE__ */ new Set([...own, ...selection?.seenIds ?? []])];
}
function knownIdsOf(plan) {
  return plan.flatMap((tier) => tier.sources.flatMap((s) => kindOf(s).knownIds(s)));
}
function unknownIdsAfterRun(assigned, ranCleanly, tests) {
  if (!assigned) return [];
  const answered = new Set(
    tests.flatMap((test) => [
      test.id,
      test.runnerId ?? test.id,
      parametrizedParent(test.runnerId) ?? test.id
    ])
  );
  const owners = /* @__PURE__ */ new Map();
  for (const [source, ids] of assigned) {
    for (const id of ids) owners.set(id, [...owners.get(id) ?? [], source]);
  }
  const renamed = (id, sources) => sources.some((s) => answered.has(kindOf(s).renamedId?.(s, id) ?? ""));
  return [...owners].filter(([id, sources]) => !answered.has(id) && !renamed(id, sources)).filter(([, sources]) => sources.every((s) => ranCleanly.has(s))).map(([id]) => id);
}
function unknownIdsError(ids, plan) {
  const known = ownIdsOf(plan);
  const each = ids.map((id) => {
    const aliasLike = idsWithAliasLike(id, known);
    const nearest = (aliasLike.length > 0 ? aliasLike : [.../* @__PURE__ */ new Set([...idsNamedLike(id, known), ...nearestIds(id, known, 3)])]).slice(0, 3);
    const named = nearest.map((known2) => `${known2} [${aliasOf("test", known2)}]`);
    return `no test has the id "${id}"${named.length > 0 ? ` (nearest: ${named.join(", ")})` : ""}`;
  });
  return new SelectionError(`${each.join("; ")}: ${idHint(plan)}`);
}
function idHint(plan) {
  const kinds = new Set(plan.flatMap((tier) => tier.sources.map((source) => source.kind)));
  const forms = [
    "an id as verify prints it, its alias (the T- and four characters printed beside it)",
    ...kinds.has("script") ? ["a script's TEST header id or file name"] : [],
    ...kinds.has("junit") ? ["the test runner's own id"] : []
  ];
  const choices = forms.length > 1 ? `${forms.slice(0, -1).join(", ")}, or ${forms.at(-1)}` : forms.join("");
  return `pass ${choices} (fix-loop verify --verbose lists every test)`;
}
function refuseUnknownIds(run, plan, signal) {
  if (signal?.aborted) return;
  if (run.unknownIds?.length) throw unknownIdsError(run.unknownIds, plan);
  if (run.skippedIds?.length)
    throw new SelectionError(skippedWords(run.skippedIds, run.xfailedIds));
}
function skippedWords(skipped, xfailed = []) {
  const quoted = (ids) => ids.map((id) => `"${id}"`).join(", ");
  const them = (ids) => ids.length === 1 ? "it" : "them";
  const notRun = skipped.filter((id) => !xfailed.includes(id));
  const failedAsMarked = skipped.filter((id) => xfailed.includes(id));
  return [
    notRun.length > 0 ? `${quoted(notRun)} did not run: the runner reported ${them(notRun)} skipped (a skip in the test's source, or a name filter that matched nothing)` : "",
    failedAsMarked.length > 0 ? `${quoted(failedAsMarked)} ran and failed, as ${failedAsMarked.length === 1 ? "its" : "their"} xfail mark expects (pytest's xfail)` : ""
  ].filter(Boolean).join("; ").concat(", so nothing was verified");
}
function skippedWantedIds(assigned, tests) {
  if (!assigned) return [];
  const wanted = new Set([...assigned.values()].flatMap((ids) => [...ids]));
  const isWanted = (test) => wanted.has(test.id) || typeof test.runnerId === "string" && wanted.has(test.runnerId);
  const ran = new Set(tests.filter((test) => test.status !== "skipped").map((test) => test.id));
  return tests.filter((test) => test.status === "skipped" && isWanted(test) && !ran.has(test.id)).map((test) => test.id);
}

// src/engine/session.ts
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path4 from "node:path";

// src/gates/services.ts
import path from "node:path";

// src/process/background.ts
import { spawn } from "node:child_process";
var running = /* @__PURE__ */ new Set();
function startBackground(command, options = {}) {
  const target = toSpawnTarget(command);
  const capture = new OutputCapture({ headBytes: 0, tailBytes: options.tailBytes ?? 16 * 1024 });
  let child = null;
  let startError = null;
  const as = runAsUser(target, options.env ?? process.env, options.runAs, { report: false });
  try {
    child = spawn(as.target.file, as.target.args, {
      cwd: options.cwd,
      env: as.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"]
    });
  } catch (error) {
    startError = messageOf(error);
  }
  child?.stdout?.on("data", (chunk) => capture.write(chunk));
  child?.stderr?.on("data", (chunk) => capture.write(chunk));
  let done = false;
  const exited = new Promise((resolve) => {
    if (!child) return resolve({ exitCode: null, signal: null, error: startError });
    child.once("exit", (code, signal) => resolve({ exitCode: code, signal, error: null }));
    child.once("error", (error) => {
      void explainSpawnError(error, target.file, options.cwd ?? process.cwd()).then(
        (message) => resolve({ exitCode: null, signal: null, error: message })
      );
    });
  }).finally(() => {
    done = true;
  });
  const pid = child?.pid;
  const watch = supervise(pid, { runAs: options.runAs });
  let stopping = null;
  const handle = {
    pid,
    exited,
    hasExited: () => done,
    outputTail: () => describeOutput(capture),
    stop(graceMs) {
      stopping ??= (async () => {
        await watch.stop(graceMs);
        await exited;
        child?.stdout?.destroy();
        child?.stderr?.destroy();
        running.delete(handle);
        watch.release();
      })();
      return stopping;
    }
  };
  running.add(handle);
  return handle;
}
function describeOutput(capture) {
  return cleanOutput(capture.tailSnapshot());
}

// src/gates/probe.ts
function createProbe(health, context) {
  const target = health.trim();
  if (target.startsWith("cmd:")) {
    const command = target.slice("cmd:".length).trim();
    if (command === "") throw new Error(`"${health}" has no command after "cmd:"`);
    return lazyProbe(
      target,
      () => import("./action-cmd-SHIR55RN.js"),
      (kind, timeoutMs, signal) => kind.probeCommand(command, timeoutMs, context, signal)
    );
  }
  const url = parseUrl(target);
  const inside = context.runAs?.namespace?.network?.dial ?? null;
  if (url.protocol === "http:" || url.protocol === "https:") {
    return lazyProbe(
      target,
      () => import("./action-http-OGEXLBHL.js"),
      (kind, timeoutMs, signal) => kind.probeHttp(url, timeoutMs, signal, inside)
    );
  }
  if (url.protocol === "tcp:") {
    const port = Number(url.port);
    if (!url.hostname || !(port > 0)) {
      throw new Error(`"${health}" needs a host and a port: tcp://127.0.0.1:5432`);
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    return lazyProbe(
      target,
      () => import("./action-tcp-74X7GXNC.js"),
      (kind, timeoutMs, signal) => kind.probeTcp(host, port, timeoutMs, signal, inside)
    );
  }
  throw new Error(
    `"${health}" is not a probe: use http://, https://, tcp://host:port or cmd:command`
  );
}
function lazyProbe(target, load, check) {
  return {
    target,
    check: async (timeoutMs, signal) => check(await load(), timeoutMs, signal),
    prepare: async () => {
      await load();
    }
  };
}
function parseUrl(target) {
  try {
    return new URL(target);
  } catch {
    throw new Error(`"${target}" is not a valid URL`);
  }
}
var MEANINGFUL_TRY_MS = 50;
async function waitForHealthy(probe, options) {
  const started = performance.now();
  const deadline = started + Math.max(0, options.timeoutMs);
  const interval = options.intervalMs ?? 150;
  const tryLimit = options.tryTimeoutMs ?? 2e3;
  const interrupted = watchInterruptions(options, deadline);
  const result = (fields) => ({
    ...fields,
    waitedMs: Math.round(performance.now() - started),
    tries
  });
  let tries = 0;
  let lastError = "not probed";
  const gaveUp = () => result({ healthy: false, error: lastError, exited: null });
  try {
    for (; ; ) {
      const tryTimeout = Math.min(tryLimit, Math.max(1, Math.ceil(deadline - performance.now())));
      const attempt = new AbortController();
      tries++;
      const outcome = await Promise.race([
        probe.check(tryTimeout, attempt.signal),
        interrupted.promise
      ]);
      attempt.abort();
      if ("healthy" in outcome) {
        if (outcome.healthy) return result({ healthy: true, error: null, exited: null });
        lastError = outcome.error;
      } else if (outcome.kind !== "deadline") {
        return result(stoppedBy(outcome, lastError));
      } else if (tries === 1 || tryTimeout >= MEANINGFUL_TRY_MS) {
        lastError = `timed out after ${tryTimeout} ms`;
      }
      const left = deadline - performance.now();
      if (left <= 0) return gaveUp();
      const pause = await Promise.race([
        sleep(left < interval + MEANINGFUL_TRY_MS ? left : interval),
        interrupted.promise
      ]);
      if (pause && pause.kind !== "deadline") return result(stoppedBy(pause, lastError));
      if (performance.now() >= deadline - 1) return gaveUp();
    }
  } finally {
    interrupted.dispose();
  }
}
function stoppedBy(interruption, lastError) {
  if (interruption.kind === "exited") {
    const { exitCode, signal } = interruption.exit;
    const how = signal ? `was killed by ${signal}` : `exited with code ${exitCode}`;
    return {
      healthy: false,
      error: `start command ${how} before the service became healthy (last probe: ${lastError})`,
      exited: interruption.exit
    };
  }
  return {
    healthy: false,
    error: `interrupted while waiting (last probe: ${lastError})`,
    exited: null
  };
}
function watchInterruptions(options, deadline) {
  let timer;
  let onAbort;
  const promise = new Promise((resolve) => {
    timer = setTimeout(
      () => resolve({ kind: "deadline" }),
      Math.max(0, deadline - performance.now())
    );
    onAbort = () => resolve({ kind: "aborted" });
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener("abort", onAbort, { once: true });
    options.serviceExited?.then((exit) => resolve({ kind: "exited", exit }));
  });
  return {
    promise,
    dispose() {
      clearTimeout(timer);
      if (onAbort) options.signal?.removeEventListener("abort", onAbort);
    }
  };
}
function sleep(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(void 0), Math.max(0, ms)));
}

// src/gates/services.ts
var TAIL_LINES = 40;
var FIRST_LOOK_MS = 500;
var STOP_GRACE_MS = 500;
var OUTPUT_SETTLE_MS = 50;
async function startServices(services, options) {
  const started = /* @__PURE__ */ new Map();
  const results = await Promise.all(
    Object.entries(services).map(async ([name, service]) => {
      const result = await checkService(
        name,
        service,
        options,
        (background) => started.set(name, background)
      );
      options.onChecked?.(result);
      return result;
    })
  );
  return {
    results,
    pids: () => [...started.values()].flatMap(
      (background) => background.pid !== void 0 && !background.hasExited() ? [background.pid] : []
    ),
    async stop(names) {
      const chosen = [...started].filter(([name]) => !names || names.includes(name));
      await Promise.all(chosen.map(([, background]) => background.stop()));
    }
  };
}
async function checkService(name, service, options, track) {
  const inside = Boolean(options.runAs?.namespace?.network);
  const ahead = service.start || inside ? null : options.ahead?.take(name) ?? null;
  const begin = ahead?.begin ?? performance.now();
  const cwd = path.resolve(options.cwd, service.cwd ?? ".");
  const env = { ...options.env, ...service.env };
  const redact = options.redact ?? createRedactor(env);
  const report = (fields) => ({
    name,
    probe: service.health,
    waitedMs: Math.round(performance.now() - begin),
    ...fields,
    error: fields.error === null ? null : redact(fields.error),
    outputTail: fields.outputTail === null ? null : redact(fields.outputTail)
  });
  const up = (started) => report({ healthy: true, started, error: null, outputTail: null });
  const down = (error2, started, outputTail = null) => report({ healthy: false, started, error: error2, outputTail });
  let probe;
  try {
    probe = createProbe(service.health, { cwd, env, runAs: options.runAs });
  } catch (error2) {
    return down(messageOf(error2), false);
  }
  if (!service.start) {
    const waited2 = await (ahead?.waited ?? waitForHealthy(probe, { timeoutMs: service.timeout, signal: options.signal }));
    return waited2.healthy ? up(false) : down(waited2.error, false);
  }
  const firstLook = await probe.check(Math.min(FIRST_LOOK_MS, service.timeout), options.signal);
  if (firstLook.healthy) return up(false);
  if (options.signal?.aborted) return down("interrupted before starting", false);
  const background = startBackground(service.start, { cwd, env, runAs: options.runAs });
  track(background);
  const waited = await waitForHealthy(probe, {
    timeoutMs: Math.max(0, service.timeout - (performance.now() - begin)),
    signal: options.signal,
    serviceExited: failedExit(background)
  });
  if (waited.healthy) return up(true);
  if (waited.exited) await sleep2(OUTPUT_SETTLE_MS);
  const spawnError = background.hasExited() ? (await background.exited).error : null;
  const tail = lastLines(stripAnsi(background.outputTail()), TAIL_LINES);
  void background.stop(STOP_GRACE_MS);
  const error = options.signal?.aborted ? waited.error : startFailure(service, waited, spawnError, tail);
  return down(error, true, tail === "" ? null : tail);
}
function failedExit(background) {
  return new Promise((resolve) => {
    void background.exited.then((exit) => {
      if (exit.exitCode !== 0 || exit.signal !== null || exit.error !== null) {
        resolve({ exitCode: exit.exitCode, signal: exit.signal });
      }
    });
  });
}
function startFailure(service, waited, spawnError, tail) {
  if (spawnError) return `could not run the start command "${service.start}": ${spawnError}`;
  const error = waited.exited ? waited.error ?? "start command exited" : `not healthy ${formatSeconds(service.timeout)} after starting (last probe: ${waited.error})`;
  if (/EADDRINUSE|address already in use/i.test(tail)) {
    return `${error}; its output says the address is already in use: another process holds the port without answering ${service.health} \u2014 stop that process or change the port`;
  }
  return error;
}
function formatSeconds(ms) {
  return `${Number((ms / 1e3).toFixed(1))} s`;
}
function lastLines(text, count) {
  const lines = text.replace(/\s+$/, "").split("\n");
  return lines.slice(-count).join("\n");
}
function sleep2(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/gates/tier-tools.ts
import { access, readFile } from "node:fs/promises";
import path3 from "node:path";

// src/init/ci-env.ts
var import_yaml = __toESM(require_dist(), 1);
import { readdir } from "node:fs/promises";
import path2 from "node:path";
var isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
var NPM_INSTALL = /\bnpm\s+(?:ci|install|i)\b[^\n&|;]*/g;
var NEEDED_FLAGS = ["--legacy-peer-deps", "--force"];
async function ciNpmInstallFlags(root) {
  for await (const { job } of ciJobs(root))
    for (const step of job.steps) {
      if (!isMapping(step) || typeof step.run !== "string") continue;
      for (const install of step.run.match(NPM_INSTALL) ?? []) {
        const flags = NEEDED_FLAGS.filter((flag) => install.split(/\s+/).includes(flag));
        if (flags.length > 0) return flags;
      }
    }
  return [];
}
async function* ciJobs(root) {
  const folder = path2.join(root, ".github", "workflows");
  const files = (await readdir(folder).catch(() => [])).filter((name) => /\.ya?ml$/.test(name) && !name.startsWith("fix-loop")).sort();
  for (const name of files) {
    let workflow;
    try {
      workflow = (0, import_yaml.parse)(await readText(folder, name) ?? "");
    } catch {
      continue;
    }
    if (!isMapping(workflow) || !isMapping(workflow.jobs)) continue;
    for (const job of Object.values(workflow.jobs))
      if (isMapping(job) && Array.isArray(job.steps))
        yield { workflow, job };
  }
}

// src/files/node-package-manager.ts
async function addDevDependencyCommand(root) {
  const manager = await packageManagerOf(root);
  if (manager !== "npm") return `${manager} add -D`;
  return withCiFlags(root, "npm install --save-dev");
}
async function packageManagerOf(root) {
  if (await existsIn(root, "pnpm-lock.yaml")) return "pnpm";
  if (await existsIn(root, "yarn.lock")) return "yarn";
  return "npm";
}
async function withCiFlags(root, command) {
  const flags = await ciNpmInstallFlags(root);
  return flags.length > 0 ? `${command} ${flags.join(" ")}` : command;
}
async function nodeInstallCommand(root) {
  const locked = (name) => lockFileInCheckout(root, name);
  if (await locked("pnpm-lock.yaml"))
    return "corepack enable pnpm && pnpm install --frozen-lockfile";
  if (await locked("yarn.lock")) {
    return await existsIn(root, ".yarnrc.yml") ? "corepack enable yarn && yarn install --immutable" : "yarn install --frozen-lockfile";
  }
  const npm = await locked("package-lock.json") || await locked("npm-shrinkwrap.json") ? "npm ci" : "npm install";
  return withCiFlags(root, npm);
}
async function lockFileInCheckout(root, name) {
  if (!await existsIn(root, name)) return false;
  const succeeds = (args) => hardenedGit(root, args).then(
    () => true,
    () => false
  );
  if (await succeeds(["rev-parse", "--is-inside-work-tree"]))
    return succeeds(["ls-files", "--error-unmatch", "--", name]);
  return !await succeeds(["check-ignore", "--quiet", "--", name]);
}

// src/gates/tier-tools.ts
async function checkTierTools(tiers, options) {
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  for (const tier of tiers) {
    if (!tier.command || !tier.junit) continue;
    for (const tool of await toolsOf(tier.command, options)) {
      if (seen.has(tool.name) || await tool.present()) continue;
      seen.add(tool.name);
      problems.push({
        kind: "command",
        name: tool.name,
        message: `${tool.name} is not installed, and the ${tier.name} tier's command needs it ${tool.role}: ${await tool.install()}`
      });
    }
  }
  return problems;
}
var ROLES = { run: "to run its tests", report: "to write its JUnit report" };
var PROGRAMS = new Map(
  Object.values(RUNNERS).flatMap(
    (runner) => Object.entries(runner.packages?.programs ?? {}).map(([name, program]) => [
      name,
      { role: ROLES[program.role], install: program.install }
    ])
  )
);
async function toolsOf(command, options) {
  const framework = frameworkOfCommand(command);
  const programs = programsOf(command);
  const tools = [];
  const nodeProject = await exists(path3.join(options.cwd, "package.json"));
  const packages = runnerNamed(framework)?.packages;
  const runnerPackage = packages?.runner;
  const reporter = packages?.reporter;
  if (nodeProject && runnerPackage) tools.push(nodePackage(runnerPackage, ROLES.run, options));
  const reporterNamed = reporter && (command.includes(reporter.name) || await namedIn(reporter, options.cwd));
  if (nodeProject && reporter && reporterNamed)
    tools.push(nodePackage(reporter.name, ROLES.report, options));
  for (const { program, args } of programs) {
    const known = PROGRAMS.get(program);
    if (known) {
      tools.push({
        name: program,
        role: known.role,
        present: async () => await findExecutable(program, options) !== null,
        install: async () => known.install
      });
    }
    if (/^python[\d.]*$/.test(path3.basename(program)) && args[0] === "-m" && args[1] === "pytest")
      tools.push(pythonModule(program, "pytest", options));
  }
  return tools;
}
function nodePackage(name, role, options) {
  return {
    name,
    role,
    present: () => resolvesFrom(options.cwd, name),
    install: async () => await listedInPackageJson(options.cwd, name) ? `${await nodeInstallCommand(options.cwd)} (package.json lists ${name}: the project's dependencies are not installed)` : `${await addDevDependencyCommand(options.cwd)} ${name}`
  };
}
async function listedInPackageJson(cwd, name) {
  const text = await readFile(path3.join(cwd, "package.json"), "utf8").catch(() => "");
  try {
    const manifest = JSON.parse(text);
    return ["dependencies", "devDependencies", "optionalDependencies"].some((field) => {
      const listed = manifest[field];
      return typeof listed === "object" && listed !== null && name in listed;
    });
  } catch {
    return false;
  }
}
function pythonModule(python, module, options) {
  return {
    name: module,
    role: "to run its tests",
    present: async () => {
      const outcome = await runProcess(
        // Found, not imported: importing pytest costs 0.1-0.25 s of every verify, finding it ~0.02 s.
        {
          file: python,
          args: [
            "-c",
            `import importlib.util, sys; sys.exit(0 if importlib.util.find_spec("${module}") else 1)`
          ]
        },
        {
          cwd: options.cwd,
          env: options.env,
          timeoutMs: 3e4
        }
      );
      return outcome.exitCode !== 1;
    },
    install: async () => `${python} -m pip install ${module}`
  };
}
async function resolvesFrom(cwd, name) {
  for (let folder = path3.resolve(cwd); ; folder = path3.dirname(folder)) {
    if (await exists(path3.join(folder, "node_modules", name, "package.json"))) return true;
    if (path3.dirname(folder) === folder) return false;
  }
}
async function namedIn(reporter, cwd) {
  for (const config of reporter.configs) {
    const text = await readFile(path3.join(cwd, config), "utf8").catch(() => "");
    const named = config === "package.json" ? JSON.stringify(underKey(text, reporter.key)) : text;
    if (named?.includes(reporter.name)) return true;
  }
  return false;
}
function underKey(json, key) {
  try {
    return JSON.parse(json)[key] ?? null;
  } catch {
    return null;
  }
}
function exists(file) {
  return access(file).then(
    () => true,
    () => false
  );
}

// src/engine/failed-to-build.ts
var COMPILER_ERROR = /\berror TS\d{3,5}\b|^\s*(?:\.{1,2}\/)?[\w./-]+\.go:\d+(?::\d+)?: \S/m;
function failedToBuild(test) {
  if (test.id !== `${test.tier}:command`) return false;
  const evidence = test.evidence;
  return COMPILER_ERROR.test(`${evidence?.message ?? ""}
${evidence?.excerpt ?? ""}`);
}

// src/engine/retries.ts
async function runWithRetries(source, wanted, context, retries) {
  const kind = kindOf(source);
  const started = performance.now();
  const first = await kind.run(source, wanted, {
    ...context,
    runnerRetries: retries,
    onResult: (test) => {
      if (test.status !== "failed" && test.runs === 1) context.reporter?.testFinished?.(test);
    }
  });
  const retriesStarted = performance.now();
  if (context.timings) context.timings.firstRunMs += retriesStarted - started;
  const wholeTimeout = (test) => first.timedOut === true || test.evidence?.timedOut === true && !test.runsAlone;
  for (const test of first.tests)
    if (test.status === "failed" && test.runs === 1 && wholeTimeout(test))
      test.reason = "not re-run: the whole command ran out of the tier's time, and would again";
    else if (test.status === "failed" && test.runs === 1 && failedToBuild(test))
      test.reason = "not re-run: its tests did not build (the compiler's error), nor would they again";
  let failing = first.tests.filter(
    (test) => test.status === "failed" && test.runs === 1 && !wholeTimeout(test) && !failedToBuild(test)
  );
  const passed = first.tests.filter((test) => test.status === "passed");
  const testMs = oneRunTestMs([...failing, ...passed]);
  let rounds = 0;
  for (let run = 1; run <= retries && failing.length > 0 && !context.signal?.aborted; run++) {
    rounds = run;
    failing = await retryRound(kind, source, context, {
      failing,
      passed,
      testMs,
      run,
      of: retries
    });
  }
  if (context.timings && rounds > 0) context.timings.retryMs += performance.now() - retriesStarted;
  for (const test of first.tests) {
    if (test.runs > 1 || test.status === "failed") context.reporter?.testFinished?.(test);
  }
  return first;
}
async function retryRound(kind, source, context, { failing, passed, testMs, run, of }) {
  const sample = cheapSample(failing, testMs, context.cwd);
  const answered = /* @__PURE__ */ new Set();
  const tap = run === 1 ? await tapCoverage(kind, source, context, sample.signatures, failing) : null;
  try {
    const contrast = tap ? chooseContrast(failing, passed, context.cwd) : [];
    await retry(kind, source, sample.chosen, context, { run, of, tap, contrast }, answered);
  } finally {
    await tap?.close();
  }
  const confirmed = /* @__PURE__ */ new Map();
  for (const test of sample.chosen) {
    const signature = sample.signatures.get(test.id);
    if (test.status === "failed" && signature && answered.has(test)) confirmed.set(signature, test);
  }
  const unconfirmed = sample.left.filter(({ signature }) => !confirmed.has(signature)).map(({ test }) => test);
  if (unconfirmed.length > 0 && !context.signal?.aborted) {
    const round = { run, of, tap: null, contrast: [] };
    await retry(kind, source, unconfirmed, context, round, answered);
  }
  for (const { test, signature } of sample.left) {
    const like = confirmed.get(signature);
    if (like) test.reason = `not re-run: it fails like ${like.id}, which failed again`;
  }
  return [...sample.chosen, ...unconfirmed].filter(
    (test) => test.status === "failed" && answered.has(test)
  );
}
async function retry(kind, source, tests, context, { run, of, tap, contrast }, answered) {
  const wanted = [...tests, ...contrast];
  const again = await kind.run(
    source,
    new Set(wanted.map((test) => test.id)),
    // The report left in the project (verify) stays the full run's, not this retry's; the
    // retried tests are announced once, after it, and the contrast sample not at all.
    {
      ...context,
      reporter: void 0,
      reportsInTree: false,
      outcomesOnly: true,
      env: tap ? { ...context.env, ...tap.env } : context.env
    }
  );
  const latest = new Map(again.tests.map((test) => [test.id, test]));
  const unanswered = [];
  const why = again.problem?.split("\n")[0] ?? "it is missing from the re-run's results";
  for (const test of tests) {
    const result = latest.get(test.id);
    if (result) {
      answered.add(test);
      markRetry(test, result, run, of);
    } else {
      unanswered.push(test);
      test.reason = `re-run ${run} of ${of} gave no result for it (${why}): the first run's failure stands, not confirmed`;
    }
  }
  if (unanswered.length > 0) {
    const named = unanswered.length === 1 ? unanswered[0]?.id : `${unanswered.length} tests`;
    context.reporter?.note?.(
      "warning",
      `${context.tier.name}: re-run ${run} of ${of} of ${named} gave no result (${why}); the first run's failures stand, not confirmed`
    );
  }
  if (tap) await readCoverageTap(tap, wanted, context);
}
async function tapCoverage(kind, source, context, signatures, failing) {
  if (!context.coverage || !kind.coverageTap) return null;
  const chosen = [...signatures.keys()];
  const toName = (id) => {
    const test = failing.find((each) => each.id === id);
    return test !== void 0 && leftToSpectrum(test, context.cwd);
  };
  if (new Set(signatures.values()).size < 2 && !context.coverageToName && !chosen.every(toName))
    return null;
  return kind.coverageTap(source, context);
}
function chooseContrast(failing, passed, root) {
  return chooseCoverageTests(failing, passed, DEFAULT_COVERAGE_LIMITS, root).passing;
}
function markRetry(test, again, run, of) {
  test.runs += 1;
  test.durationMs += again.durationMs;
  if (again.status === "passed") {
    test.status = "flaky";
    test.reason = `failed, then passed on re-run ${run} of ${of}`;
  }
}

// src/engine/tier-status.ts
function summariseTier(tier, tests, outcome) {
  const counts = {};
  for (const test of tests) counts[test.status] = (counts[test.status] ?? 0) + 1;
  const base = { name: tier.name, gate: gateOf(tier), durationMs: outcome.durationMs, counts };
  if (outcome.notRun)
    return { ...base, status: outcome.notRun.status, reason: outcome.notRun.reason };
  const failed = outcome.problem !== null || tests.some(failsTheRun);
  const status = failed ? "failed" : (counts.blocked ?? 0) > 0 ? "blocked" : "passed";
  return { ...base, status, reason: outcome.problem };
}
function gateOf(tier) {
  return tier.onFailure === "stop" ? "hard" : "soft";
}

// src/engine/wanted-test-files.ts
function wantedTestFiles(ids, printed, cwd) {
  const files = /* @__PURE__ */ new Set();
  for (const id of ids) {
    const file = projectFile(printed[id] ?? "", cwd) ?? leadingFile(id, cwd);
    if (!file) return void 0;
    files.add(file);
  }
  return files.size > 0 ? [...files] : void 0;
}
function leadingFile(id, cwd) {
  const first = id.split(/\s+>\s+|::/)[0]?.trim() ?? "";
  return first === id ? null : projectFile(first, cwd);
}

// src/engine/session.ts
async function openSession(options) {
  const env = options.env ?? process.env;
  const reporter = options.reporter ?? {};
  const inReview = [];
  const waiting = pendingFrameworkTests(options.cwd);
  waiting.catch(() => {
  });
  const scripts = await discoverScripts({
    cwd: options.cwd,
    config: options.config,
    emptyGlobsAllowed: options.emptyGlobsAllowed ?? false,
    onInReview: (files2) => inReview.push(...files2)
  });
  const files = [...inReview, ...await waiting];
  if (files.length > 0) {
    reporter.note?.(
      "warning",
      `${files.length} generated test${files.length === 1 ? " waits" : "s wait"} for review and ${files.length === 1 ? "does" : "do"} not run: ${files.join(", ")} (accept with fix-loop plan --accept <id>)`
    );
  }
  checkRequiredServicesExist(scripts, options.config);
  const plan = planTiers(options.config, scripts);
  checkSelection(plan, options.selection);
  const listingStarted = performance.now();
  const listed = await listBeforeRunning(plan, { ...options, env });
  const listingMs = listed ? performance.now() - listingStarted : 0;
  if (listed) checkSelection(plan, options.selection);
  reporter.phase?.("preflight");
  const checked = await checkPreflight(options.config.preflight, { cwd: options.cwd, env });
  const chosen = new Set(tiersChosen(plan, options.selection ?? {}).map((tier) => tier.name));
  const tools = await checkTierTools(
    options.config.tiers.filter((tier) => chosen.has(tier.name)),
    { cwd: options.cwd, env }
  );
  const problems = [...checked.problems, ...tools, ...options.gateProblems ?? []];
  const preflight = { ok: problems.length === 0, problems };
  reporter.preflightChecked?.(preflight);
  const session = new EngineSession({ ...options, env }, plan, preflight, listingMs);
  if (preflight.ok) await session.bringUpServices();
  return session;
}
async function listBeforeRunning(plan, options) {
  const asked = sourcesToList(plan, options.selection ?? {});
  for (const { source, ids } of asked) {
    const tier = plan.find((planned) => planned.sources.includes(source));
    await kindOf(source).learnIds?.(source, {
      ids,
      files: wantedTestFiles(ids, options.selection?.seenFiles ?? {}, options.cwd),
      printed: ids.every((id) => Object.hasOwn(options.selection?.seenFiles ?? {}, id)),
      printedFiles: options.selection?.seenFiles,
      cwd: options.cwd,
      env: { ...options.env, ...tier?.env },
      timeoutMs: tier?.timeoutMs ?? LIST_TIMEOUT_MS,
      signal: options.signal,
      runAs: options.runAs
    });
  }
  return asked.length > 0;
}
var LIST_TIMEOUT_MS = 12e4;
function checkRequiredServicesExist(scripts, config) {
  const declared = Object.keys(config.services);
  const problems = scripts.flatMap(
    (script) => script.requires.filter((name) => !declared.includes(name)).map((name) => ({
      file: script.file,
      message: `${script.file}: REQUIRES names "${name}", but services: declares ${declared.length > 0 ? declared.join(", ") : "no services"}; add it under services: or fix the header`
    }))
  );
  if (problems.length > 0) throw new TestDiscoveryError(problems);
}
var EngineSession = class {
  constructor(options, plan, preflight, listingMs = 0) {
    this.options = options;
    this.plan = plan;
    this.preflight = preflight;
    this.listingMs = listingMs;
    this.redact = createRedactor(options.env);
  }
  options;
  plan;
  preflight;
  listingMs;
  closed = false;
  servicesStale = false;
  services = [];
  /** Every startServices call of this session: the first, and restarts of some services. */
  started = [];
  redact;
  scratch = null;
  /** Gate problems a tier's run found: its own command could not start (KindRun.gateProblem). */
  foundRunning = [];
  treeChanged = false;
  get gates() {
    const preflight = this.foundRunning.length === 0 ? this.preflight : { ok: false, problems: [...this.preflight.problems, ...this.foundRunning] };
    return {
      preflight,
      services: this.services,
      passed: preflight.ok && this.services.every((service) => service.healthy)
    };
  }
  /** Starts (or, after a source change, restarts) the services and probes every one. */
  async bringUpServices() {
    await this.stopServices();
    this.started = [];
    if (Object.keys(this.options.config.services).length === 0) return;
    const reporter = this.options.reporter ?? {};
    reporter.phase?.("services");
    const started = await this.startSome(
      this.options.config.services,
      (result) => reporter.serviceChecked?.(result)
    );
    this.services = started.results;
  }
  async withServicesStopped(names, body) {
    for (const started of this.started) await started.stop(names);
    try {
      return await body();
    } finally {
      if (!this.closed) {
        const chosen = Object.entries(this.options.config.services).filter(
          ([name]) => names.includes(name)
        );
        const again = await this.startSome(Object.fromEntries(chosen));
        this.services = this.services.map(
          (result) => again.results.find((back) => back.name === result.name) ?? result
        );
      }
    }
  }
  async startSome(services, onChecked) {
    const started = await startServices(services, {
      cwd: this.options.cwd,
      env: this.options.env,
      signal: this.options.signal,
      onChecked,
      runAs: this.options.runAs,
      ahead: this.options.probesAhead
    });
    this.started.push(started);
    return started;
  }
  async stopServices() {
    await Promise.all(this.started.map((started) => started.stop()));
  }
  sourcesChanged() {
    this.servicesStale = true;
    this.treeChanged = true;
  }
  startServicesAgain() {
    return this.restartServicesIfStale();
  }
  async stopServicesUntilNextRun() {
    if (this.started.length === 0) return;
    await this.stopServices();
    this.started = [];
    this.servicesStale = true;
  }
  servicePids() {
    return this.started.flatMap((started) => started.pids());
  }
  async runTiers(selection = {}, overrides = {}) {
    await this.restartServicesIfStale();
    const run = { tests: [], tiers: [], phases: noPhases() };
    if (this.listingMs > 0 && run.phases) run.phases.listingMs = this.listingMs;
    this.listingMs = 0;
    if (overrides.takeCoverage) run.coverage = /* @__PURE__ */ new Map();
    let stoppedBy2 = this.gates.passed ? null : gateBlockReason(this.gates);
    const assigned = assignWanted(this.plan, selection);
    const ranCleanly = /* @__PURE__ */ new Set();
    for (const tier of tiersChosen(this.plan, selection)) {
      const parts = partsToRun(tier, assigned);
      if (parts.length === 0) continue;
      const summary = await this.runTier(tier, parts, { stoppedBy: stoppedBy2, overrides, ranCleanly }, run);
      stoppedBy2 ??= this.gates.passed ? stopAfter(tier, summary) : gateBlockReason(this.gates);
    }
    run.unknownIds = unknownIdsAfterRun(assigned, ranCleanly, run.tests);
    run.skippedIds = skippedWantedIds(assigned, run.tests);
    run.xfailedIds = run.skippedIds.filter(
      (id) => run.tests.some((test) => test.id === id && test.expectedToFail)
    );
    return run;
  }
  async restartServicesIfStale() {
    if (this.servicesStale && this.preflight.ok && !this.closed) {
      this.servicesStale = false;
      await this.bringUpServices();
    }
  }
  /** One tier: its sources run (or reported as not run), summarised, announced, recorded. */
  async runTier(tier, parts, how, run) {
    const { stoppedBy: stoppedBy2, overrides } = how;
    const reporter = this.options.reporter ?? {};
    const started = Date.now();
    const notRunReason = stoppedBy2 ?? (this.options.signal?.aborted ? "interrupted" : null);
    reporter.tierStarted?.(tier, notRunReason);
    const notRun = notRunReason ? {
      status: this.gates.passed ? "skipped" : "blocked",
      reason: notRunReason
    } : null;
    const ran = notRun ? this.reportNotRun(parts, notRun) : await this.runParts(tier, parts, overrides, {
      coverage: run.coverage,
      phases: run.phases,
      ...how
    });
    const { problem } = ran;
    const tests = markQuarantined(ran.tests, this.options.quarantine);
    const summary = summariseTier(tier, tests, {
      durationMs: Date.now() - started,
      // Its command could not start: blocked by a gate, as a missing tool found before is.
      notRun: ran.gateProblem ? { status: "blocked", reason: ran.gateProblem.message } : notRun,
      problem
    });
    run.tests.push(...tests);
    run.tiers.push(summary);
    reporter.tierFinished?.(summary);
    return summary;
  }
  reportNotRun(parts, notRun) {
    const tests = parts.flatMap(
      ({ source, wanted }) => kindOf(source).notRun(source, wanted, {
        status: notRun.status,
        reasonFor: (requires) => blockedReasonFor({ requires: [...requires] }, this.gates) ?? notRun.reason
      })
    );
    for (const result of tests) this.options.reporter?.testFinished?.(result);
    return { tests, problem: null };
  }
  async runParts(tier, parts, overrides, into) {
    const context = {
      coverage: into.coverage,
      coverageToName: overrides.coverageToName,
      timings: into.phases,
      scratch: await this.scratchFolder(),
      reportsInTree: this.options.reportsInTree ?? true,
      runAs: this.options.runAs,
      cwd: this.options.cwd,
      env: { ...this.options.env, ...tier.env, ...overrides.env },
      signal: this.options.signal,
      redact: this.redact,
      reporter: this.options.reporter,
      configPath: this.options.configPath,
      // Once a fix changed the tree, a command that cannot start is that change's failure.
      commandMissingIsGate: !this.treeChanged,
      tier
    };
    const tests = [];
    const problems = [];
    let gateProblem;
    for (const { source, wanted } of parts) {
      const ran = await runWithRetries(source, wanted, context, overrides.retries ?? tier.retries);
      tests.push(...ran.tests);
      if (ran.gateProblem) this.foundRunning.push(ran.gateProblem);
      gateProblem ??= ran.gateProblem;
      if (ran.problem) problems.push(ran.problem);
      else into.ranCleanly.add(source);
    }
    return {
      tests,
      problem: problems.length > 0 ? problems.join("; ") : null,
      ...gateProblem ? { gateProblem } : {}
    };
  }
  /** The session's own folder outside the project, made on first use, removed on close. */
  scratchFolder() {
    this.scratch ??= mkdtemp(path4.join(tmpdir(), "fix-loop-session-")).then((folder) => {
      shareFolder(folder, this.options.runAs);
      return folder;
    });
    return this.scratch;
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.stopServices();
    const scratch = await this.scratch?.catch(() => null);
    if (scratch) await removeSharedFolder(scratch);
  }
};
function partsToRun(tier, assigned) {
  return tier.sources.map((source) => ({ source, wanted: assigned ? assigned.get(source) ?? null : null })).filter((part) => !assigned || part.wanted !== null);
}
function stopAfter(tier, summary) {
  const stops = tier.onFailure === "stop" && (summary.status === "failed" || summary.status === "blocked");
  return stops ? `not run: the tier "${tier.name}" failed (on-failure: stop)` : null;
}

export {
  createProbe,
  refuseUnknownIds,
  openSession
};
