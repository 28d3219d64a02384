import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createProbe,
  waitForHealthy
} from "./cli-chunk-EBXRPYV6.js";
import {
  EXIT_INTERRUPTED
} from "./cli-chunk-WY6TZE2W.js";
import {
  DEFAULT_CONFIG_PATH,
  SERVICE_TIMEOUT_SECONDS,
  parseDurationMs,
  readConfigYaml
} from "./cli-chunk-JFX3ZYDB.js";
import {
  killAllProcessTreesSync
} from "./cli-chunk-TIJRPXKD.js";
import "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-T23RE6E6.js";

// src/cli/engine-command.ts
import path2 from "node:path";

// src/gates/probe-ahead.ts
import path from "node:path";
async function probeAhead(services, context) {
  const stop = new AbortController();
  const signal = context.signal ? AbortSignal.any([context.signal, stop.signal]) : stop.signal;
  const probes = /* @__PURE__ */ new Map();
  for (const [name, service] of Object.entries(services)) {
    if (service.start || !/^(https?|tcp):\/\//.test(service.health.trim())) continue;
    const cwd = path.resolve(context.cwd, service.cwd ?? ".");
    try {
      const probe = createProbe(service.health, { cwd, env: { ...context.env, ...service.env } });
      probes.set(name, { probe, timeoutMs: service.timeout, asked: askedAs(service) });
    } catch {
    }
  }
  await Promise.all([...probes.values()].map(({ probe }) => probe.prepare()));
  const ahead = /* @__PURE__ */ new Map();
  const failed = /* @__PURE__ */ new Set();
  for (const [name, { probe, timeoutMs, asked }] of probes) {
    const begin = performance.now();
    const own = new AbortController();
    const waited = waitForHealthy(probe, {
      timeoutMs,
      signal: AbortSignal.any([signal, own.signal])
    });
    void waited.then((result) => result.healthy ? void 0 : failed.add(name));
    ahead.set(name, { begin, waited, asked, stop: own });
  }
  return {
    take(name) {
      const wait = ahead.get(name) ?? null;
      ahead.delete(name);
      return failed.has(name) || !wait ? null : { begin: wait.begin, waited: wait.waited };
    },
    keepOnly(checked) {
      for (const [name, wait] of ahead) {
        const service = checked[name];
        if (service && !service.start && askedAs(service) === wait.asked) continue;
        wait.stop.abort();
        ahead.delete(name);
      }
    },
    cancel() {
      stop.abort();
    }
  };
}
function askedAs(service) {
  return JSON.stringify([service.health, service.timeout, service.cwd ?? ".", service.env]);
}

// src/gates/services-read-early.ts
function servicesReadEarly(data) {
  const services = data.services;
  if (!isRecord(services)) return {};
  const read = {};
  for (const [name, value] of Object.entries(services)) {
    if (!isRecord(value) || typeof value.health !== "string") continue;
    const given = value.timeout ?? SERVICE_TIMEOUT_SECONDS;
    const timeout = typeof given === "number" || typeof given === "string" ? parseDurationMs(given) : null;
    const env = value.env === void 0 ? {} : value.env;
    const stringsOnly = isRecord(env) && Object.values(env).every((v) => typeof v === "string");
    if (timeout === null || !stringsOnly) continue;
    if (value.start !== void 0 && typeof value.start !== "string") continue;
    if (value.cwd !== void 0 && typeof value.cwd !== "string") continue;
    read[name] = {
      health: value.health,
      timeout,
      env,
      ...value.start === void 0 ? {} : { start: value.start },
      ...value.cwd === void 0 ? {} : { cwd: value.cwd }
    };
  }
  return read;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/cli/abort-on-signals.ts
function abortOnSignals() {
  const controller = new AbortController();
  const onSignal = (name) => {
    if (controller.signal.aborted) {
      killAllProcessTreesSync();
      process.exit(EXIT_INTERRUPTED);
    }
    console.error(`
${name}: stopping tests and services (again to force)`);
    controller.abort(new Error(`interrupted by ${name}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
}

// src/cli/engine-command.ts
async function runEngine(args) {
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const yaml = await readConfigYaml(configPath, args.cwd);
  const abort = abortOnSignals();
  const probesAhead = await probeAhead(servicesReadEarly(yaml.data), {
    cwd: path2.resolve(args.cwd),
    env: process.env,
    signal: abort.signal
  });
  try {
    const config = (await import("./cli-load-2B2MPO3E.js")).checkedConfig(yaml);
    probesAhead.keepOnly(config.services);
    const { runEngineWith } = await import("./cli-engine-run-TMLWUETQ.js");
    return await runEngineWith(args, { config, configPath, abort, probesAhead });
  } finally {
    probesAhead.cancel();
    abort.dispose();
  }
}
export {
  runEngine
};
