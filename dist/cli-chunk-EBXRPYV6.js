import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/gates/probe.ts
function createProbe(health, context) {
  const target = health.trim();
  if (target.startsWith("cmd:")) {
    const command = target.slice("cmd:".length).trim();
    if (command === "") throw new Error(`"${health}" has no command after "cmd:"`);
    return lazyProbe(
      target,
      () => import("./cli-cmd-NZNQBZ26.js"),
      (kind, timeoutMs, signal) => kind.probeCommand(command, timeoutMs, context, signal)
    );
  }
  const url = parseUrl(target);
  const inside = context.runAs?.namespace?.network?.dial ?? null;
  if (url.protocol === "http:" || url.protocol === "https:") {
    return lazyProbe(
      target,
      () => import("./cli-http-LBCXCTM3.js"),
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
      () => import("./cli-tcp-JKLM5EJ6.js"),
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

export {
  createProbe,
  waitForHealthy
};
