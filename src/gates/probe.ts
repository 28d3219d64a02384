import type { RunAs } from "../process/run-as.js";
import type { ProbeOutcome } from "./probes/probe-outcome.js";

/** One way to ask "is this service up?", tried as often as needed. */
export interface Probe {
  /** The health string from the config, for messages. */
  readonly target: string;
  check(timeoutMs: number, signal?: AbortSignal): Promise<ProbeOutcome>;
  /** Loads what a try needs (its kind's module), so the first try begins at once. */
  prepare(): Promise<void>;
}

export interface ProbeContext {
  /** Where a cmd: probe runs. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Run a cmd: probe as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

/**
 * Turns `http(s)://…`, `tcp://host:port` or `cmd:command` into a probe; throws a readable error
 * otherwise. Each kind's module (http, tls, net) is imported at its first try, not by every start.
 */
export function createProbe(health: string, context: ProbeContext): Probe {
  const target = health.trim();
  if (target.startsWith("cmd:")) {
    const command = target.slice("cmd:".length).trim();
    if (command === "") throw new Error(`"${health}" has no command after "cmd:"`);
    return lazyProbe(
      target,
      () => import("./probes/cmd.js"),
      (kind, timeoutMs, signal) => kind.probeCommand(command, timeoutMs, context, signal),
    );
  }
  const url = parseUrl(target);
  // The services run in the agent's network namespace: they are probed there.
  const inside = context.runAs?.namespace?.network?.dial ?? null;
  if (url.protocol === "http:" || url.protocol === "https:") {
    return lazyProbe(
      target,
      () => import("./probes/http.js"),
      (kind, timeoutMs, signal) => kind.probeHttp(url, timeoutMs, signal, inside),
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
      () => import("./probes/tcp.js"),
      (kind, timeoutMs, signal) => kind.probeTcp(host, port, timeoutMs, signal, inside),
    );
  }
  throw new Error(
    `"${health}" is not a probe: use http://, https://, tcp://host:port or cmd:command`,
  );
}

/** A probe whose kind's module is imported at its first try or prepare(), not at start-up. */
function lazyProbe<Kind>(
  target: string,
  load: () => Promise<Kind>,
  check: (kind: Kind, timeoutMs: number, signal?: AbortSignal) => Promise<ProbeOutcome>,
): Probe {
  return {
    target,
    check: async (timeoutMs, signal) => check(await load(), timeoutMs, signal),
    prepare: async () => {
      await load();
    },
  };
}

function parseUrl(target: string): URL {
  try {
    return new URL(target);
  } catch {
    throw new Error(`"${target}" is not a valid URL`);
  }
}

/** How the process behind a service ended, when it ended before becoming healthy. */
export interface ServiceExit {
  exitCode: number | null;
  signal: string | null;
}

export interface WaitOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Settles when the start command exits: waiting stops at once then. */
  serviceExited?: Promise<ServiceExit>;
  /** Pause between tries (default 150 ms). */
  intervalMs?: number;
  /** Longest single try (default 2000 ms). */
  tryTimeoutMs?: number;
}

export interface WaitResult {
  healthy: boolean;
  waitedMs: number;
  /** The last probe error, or why waiting stopped; null when healthy. */
  error: string | null;
  tries: number;
  /** Set when the start command exited before the service became healthy. */
  exited: ServiceExit | null;
}

/** A try given less time than this says nothing new: the last real answer stands. */
const MEANINGFUL_TRY_MS = 50;

type Interruption =
  | { kind: "exited"; exit: ServiceExit }
  | { kind: "aborted" }
  | { kind: "deadline" };

/**
 * Probes until healthy, until the deadline, until the start command exits or until aborted.
 * Every try is cut at the deadline, so this returns within timeoutMs plus a few milliseconds
 * whatever the probe does; a try always runs at least once, even with a zero timeout.
 */
export async function waitForHealthy(probe: Probe, options: WaitOptions): Promise<WaitResult> {
  const started = performance.now();
  const deadline = started + Math.max(0, options.timeoutMs);
  const interval = options.intervalMs ?? 150;
  const tryLimit = options.tryTimeoutMs ?? 2000;
  const interrupted = watchInterruptions(options, deadline);
  const result = (fields: Omit<WaitResult, "waitedMs" | "tries">): WaitResult => ({
    ...fields,
    waitedMs: Math.round(performance.now() - started),
    tries,
  });
  let tries = 0;
  let lastError = "not probed";
  const gaveUp = () => result({ healthy: false, error: lastError, exited: null });
  try {
    for (;;) {
      const tryTimeout = Math.min(tryLimit, Math.max(1, Math.ceil(deadline - performance.now())));
      const attempt = new AbortController();
      tries++;
      const outcome = await Promise.race([
        probe.check(tryTimeout, attempt.signal),
        interrupted.promise,
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
      // Too little time left for another try to say something new: wait out the timeout instead.
      const pause = await Promise.race([
        sleep(left < interval + MEANINGFUL_TRY_MS ? left : interval),
        interrupted.promise,
      ]);
      if (pause && pause.kind !== "deadline") return result(stoppedBy(pause, lastError));
      if (performance.now() >= deadline - 1) return gaveUp();
    }
  } finally {
    interrupted.dispose();
  }
}

function stoppedBy(
  interruption: Interruption,
  lastError: string,
): Omit<WaitResult, "waitedMs" | "tries"> {
  if (interruption.kind === "exited") {
    const { exitCode, signal } = interruption.exit;
    const how = signal ? `was killed by ${signal}` : `exited with code ${exitCode}`;
    return {
      healthy: false,
      error: `start command ${how} before the service became healthy (last probe: ${lastError})`,
      exited: interruption.exit,
    };
  }
  return {
    healthy: false,
    error: `interrupted while waiting (last probe: ${lastError})`,
    exited: null,
  };
}

/** One promise that settles on the first of: the service exiting, the abort signal, the deadline. */
function watchInterruptions(
  options: WaitOptions,
  deadline: number,
): { promise: Promise<Interruption>; dispose(): void } {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const promise = new Promise<Interruption>((resolve) => {
    timer = setTimeout(
      () => resolve({ kind: "deadline" }),
      Math.max(0, deadline - performance.now()),
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
    },
  };
}

function sleep(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), Math.max(0, ms)));
}
