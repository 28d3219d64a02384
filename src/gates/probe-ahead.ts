import path from "node:path";
import { createProbe, type Probe, type WaitResult, waitForHealthy } from "./probe.js";
import type { AskedService } from "./services-read-early.js";

/** A service's wait that began before the session opened, and when it began. */
export interface WaitAhead {
  begin: number;
  waited: Promise<WaitResult>;
}

/** The waits begun ahead, by service name; each is taken once, by the services gate. */
export interface ProbesAhead {
  /**
   * The service's wait, once; null for none, and for one that already ended unhealthy: the run
   * took longer than the service's timeout to reach its gate (a long listing of tests), and the
   * gate waits its own timeout, as a service coming up meanwhile is due.
   */
  take(name: string): WaitAhead | null;
  /**
   * Ends and forgets each wait begun for a service the checked config does not have, or has
   * otherwise (waits may begin on the config as read, before the schema checked it).
   */
  keepOnly(services: Readonly<Record<string, AskedService>>): void;
  /** Ends every wait still going: the run is over, or stopped before its services gate. */
  cancel(): void;
}

/**
 * Starts waiting for the services fix-loop does not start itself (no `start:`) and that an
 * http(s) or tcp probe watches, as soon as the config is read: such a wait only asks, so it
 * may run while the rest of the engine loads and the tests are discovered. A dead backend is
 * then reported at its timeout, not at its timeout plus the start-up. A service with a start
 * command, or a cmd: probe (a command of the project's), waits for the gates before it, as
 * before; so does every service of a run whose agent has a network namespace (services.ts asks
 * them from inside it). Nothing of this is ever shown: the services gate reads each wait as its own.
 */
export async function probeAhead(
  services: Readonly<Record<string, AskedService>>,
  context: { cwd: string; env: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<ProbesAhead> {
  const stop = new AbortController();
  const signal = context.signal ? AbortSignal.any([context.signal, stop.signal]) : stop.signal;
  const probes = new Map<string, { probe: Probe; timeoutMs: number; asked: string }>();
  for (const [name, service] of Object.entries(services)) {
    if (service.start || !/^(https?|tcp):\/\//.test(service.health.trim())) continue;
    const cwd = path.resolve(context.cwd, service.cwd ?? ".");
    try {
      const probe = createProbe(service.health, { cwd, env: { ...context.env, ...service.env } });
      probes.set(name, { probe, timeoutMs: service.timeout, asked: askedAs(service) });
    } catch {
      // The services gate says what is wrong with it.
    }
  }
  // Loaded first: a try whose module were still loading would begin after the engine loaded.
  await Promise.all([...probes.values()].map(({ probe }) => probe.prepare()));
  const ahead = new Map<string, WaitAhead & { asked: string; stop: AbortController }>();
  const failed = new Set<string>();
  for (const [name, { probe, timeoutMs, asked }] of probes) {
    const begin = performance.now();
    const own = new AbortController();
    const waited = waitForHealthy(probe, {
      timeoutMs,
      signal: AbortSignal.any([signal, own.signal]),
    });
    void waited.then((result) => (result.healthy ? undefined : failed.add(name)));
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
    },
  };
}

/** What a wait asks, to tell whether the checked config asks the same. */
function askedAs(service: AskedService): string {
  return JSON.stringify([service.health, service.timeout, service.cwd ?? ".", service.env]);
}
