import path from "node:path";
import type { Config, ServiceConfig } from "../config/schema.js";
import { messageOf } from "../errors.js";
import { createRedactor } from "../evidence/redact.js";
import { type BackgroundProcess, startBackground } from "../process/background.js";
import type { RunAs } from "../process/run-as.js";
import type { ServiceResult } from "../results/schema.js";
import { stripAnsi } from "../text/strip-ansi.js";
import {
  createProbe,
  type Probe,
  type ServiceExit,
  type WaitResult,
  waitForHealthy,
} from "./probe.js";
import type { ProbesAhead } from "./probe-ahead.js";

export interface StartServicesOptions {
  /** The project root: a service's cwd is relative to it. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Aborting stops the waiting; call stop() to stop what was started. */
  signal?: AbortSignal;
  /** Called for each service as soon as its result is known. */
  onChecked?: (result: ServiceResult) => void;
  /** Applied to output tails and probe errors (default: secrets of env and the service's env). */
  redact?: (text: string) => string;
  /** Run the services and their cmd: probes as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
  /** Waits begun before the gates (probe-ahead.ts): a service that has one reads it. */
  ahead?: ProbesAhead | null;
}

export interface StartedServices {
  /** In config order. */
  results: ServiceResult[];
  /** Pids of the services this call started that still run. */
  pids(): number[];
  /**
   * Stops the services this call started (and nothing else); safe to call twice. With `names`,
   * only those of them (the plan's dead-service run): the rest keep running.
   */
  stop(names?: readonly string[]): Promise<void>;
}

/** Lines of a failed service's output kept for the report. */
const TAIL_LINES = 40;
/** The one try before starting anything must not eat the service's whole timeout. */
const FIRST_LOOK_MS = 500;
/** A service that failed its gate gets this long to exit on SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 500;
/** Output written just before a crash can arrive a moment after the exit event. */
const OUTPUT_SETTLE_MS = 50;

/**
 * The second gate before the tests. Every service, in parallel: a probe that already passes means the
 * service is up and nothing is started (started: false) — that is also how a port taken by
 * something that answers the probe is treated: it serves, so tests may run against it.
 * Otherwise its start command runs in the background and the probe is retried until its
 * timeout. A start command that fails (exits non-zero) ends the wait at once, with its output tail;
 * when that output says the address is in use, the error says the port is taken.
 */
export async function startServices(
  services: Config["services"],
  options: StartServicesOptions,
): Promise<StartedServices> {
  const started = new Map<string, BackgroundProcess>();
  const results = await Promise.all(
    Object.entries(services).map(async ([name, service]) => {
      const result = await checkService(name, service, options, (background) =>
        started.set(name, background),
      );
      options.onChecked?.(result);
      return result;
    }),
  );
  return {
    results,
    pids: () =>
      [...started.values()].flatMap((background) =>
        background.pid !== undefined && !background.hasExited() ? [background.pid] : [],
      ),
    async stop(names) {
      // A process's stop() settles once and is the same promise on a second call, so stopping
      // all waits too for the ones stopped before by name.
      const chosen = [...started].filter(([name]) => !names || names.includes(name));
      await Promise.all(chosen.map(([, background]) => background.stop()));
    },
  };
}

async function checkService(
  name: string,
  service: ServiceConfig,
  options: StartServicesOptions,
  track: (background: BackgroundProcess) => void,
): Promise<ServiceResult> {
  // A wait begun ahead asked from here; services the agent's network namespace reaches are asked
  // from inside it, through its relay, as the tests will reach them.
  const inside = Boolean(options.runAs?.namespace?.network);
  const ahead = service.start || inside ? null : (options.ahead?.take(name) ?? null);
  const begin = ahead?.begin ?? performance.now();
  const cwd = path.resolve(options.cwd, service.cwd ?? ".");
  const env = { ...options.env, ...service.env };
  const redact = options.redact ?? createRedactor(env);
  const report = (
    fields: Pick<ServiceResult, "healthy" | "started" | "error" | "outputTail">,
  ): ServiceResult => ({
    name,
    probe: service.health,
    waitedMs: Math.round(performance.now() - begin),
    ...fields,
    error: fields.error === null ? null : redact(fields.error),
    outputTail: fields.outputTail === null ? null : redact(fields.outputTail),
  });
  const up = (started: boolean) =>
    report({ healthy: true, started, error: null, outputTail: null });
  const down = (error: string | null, started: boolean, outputTail: string | null = null) =>
    report({ healthy: false, started, error, outputTail });

  let probe: Probe;
  try {
    probe = createProbe(service.health, { cwd, env, runAs: options.runAs });
  } catch (error) {
    return down(messageOf(error), false);
  }

  if (!service.start) {
    const waited = await (ahead?.waited ??
      waitForHealthy(probe, { timeoutMs: service.timeout, signal: options.signal }));
    return waited.healthy ? up(false) : down(waited.error, false);
  }

  const firstLook = await probe.check(Math.min(FIRST_LOOK_MS, service.timeout), options.signal);
  if (firstLook.healthy) return up(false);
  if (options.signal?.aborted) return down("interrupted before starting", false);

  const background = startBackground(service.start, { cwd, env, runAs: options.runAs });
  track(background);
  const waited = await waitForHealthy(probe, {
    timeoutMs: Math.max(0, service.timeout - (performance.now() - begin)),
    signal: options.signal,
    serviceExited: failedExit(background),
  });
  if (waited.healthy) return up(true);

  if (waited.exited) await sleep(OUTPUT_SETTLE_MS);
  const spawnError = background.hasExited() ? (await background.exited).error : null;
  const tail = lastLines(stripAnsi(background.outputTail()), TAIL_LINES);
  // It will not serve the tests: stop it now. The report does not wait for a slow death
  // (stop() of the caller does), so a dead service costs its timeout and no more.
  void background.stop(STOP_GRACE_MS);
  const error = options.signal?.aborted
    ? waited.error
    : startFailure(service, waited, spawnError, tail);
  return down(error, true, tail === "" ? null : tail);
}

/**
 * Settles when the start command fails. A start command that exits 0 is a launcher that put
 * the service in the background ("pg_ctl start", "server &"): the wait goes on until the timeout.
 */
function failedExit(background: BackgroundProcess): Promise<ServiceExit> {
  return new Promise((resolve) => {
    void background.exited.then((exit) => {
      if (exit.exitCode !== 0 || exit.signal !== null || exit.error !== null) {
        resolve({ exitCode: exit.exitCode, signal: exit.signal });
      }
    });
  });
}

function startFailure(
  service: ServiceConfig,
  waited: WaitResult,
  spawnError: string | null,
  tail: string,
): string {
  if (spawnError) return `could not run the start command "${service.start}": ${spawnError}`;
  const error = waited.exited
    ? (waited.error ?? "start command exited")
    : `not healthy ${formatSeconds(service.timeout)} after starting (last probe: ${waited.error})`;
  if (/EADDRINUSE|address already in use/i.test(tail)) {
    return `${error}; its output says the address is already in use: another process holds the port without answering ${service.health} — stop that process or change the port`;
  }
  return error;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function lastLines(text: string, count: number): string {
  const lines = text.replace(/\s+$/, "").split("\n");
  return lines.slice(-count).join("\n");
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
