import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createProbe,
  waitForHealthy
} from "./cli-chunk-4YADPSEN.js";
import {
  DEFAULT_CONFIG_PATH,
  loadConfig
} from "./cli-chunk-AUXVMHU3.js";
import {
  EXIT_INTERRUPTED
} from "./cli-chunk-WY6TZE2W.js";
import "./cli-chunk-3LILK64F.js";
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
      probes.set(name, { probe, timeoutMs: service.timeout });
    } catch {
    }
  }
  await Promise.all([...probes.values()].map(({ probe }) => probe.prepare()));
  const ahead = /* @__PURE__ */ new Map();
  const failed = /* @__PURE__ */ new Set();
  for (const [name, { probe, timeoutMs }] of probes) {
    const begin = performance.now();
    const waited = waitForHealthy(probe, { timeoutMs, signal });
    void waited.then((result) => result.healthy ? void 0 : failed.add(name));
    ahead.set(name, { begin, waited });
  }
  return {
    take(name) {
      const wait = ahead.get(name) ?? null;
      ahead.delete(name);
      return failed.has(name) ? null : wait;
    },
    cancel() {
      stop.abort();
    }
  };
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
  const config = await loadConfig(configPath, args.cwd);
  const abort = abortOnSignals();
  const probesAhead = await probeAhead(config.services, {
    cwd: path2.resolve(args.cwd),
    env: process.env,
    signal: abort.signal
  });
  try {
    const { runEngineWith } = await import("./cli-engine-run-VR3S42NK.js");
    return await runEngineWith(args, { config, configPath, abort, probesAhead });
  } finally {
    probesAhead.cancel();
    abort.dispose();
  }
}
export {
  runEngine
};
