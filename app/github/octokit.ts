import { ProbotOctokit } from "probot";
import { conditionalRequests } from "./conditional-requests.js";
import { clientPerInstallation } from "./event-clients.js";

/**
 * How the app paces GitHub calls. Probot already retries 5xx answers (plugin-retry) and waits
 * out rate limits (plugin-throttling); this tunes them, and lets a test or a GitHub Enterprise
 * without secondary limits drop the one-second spacing between writes.
 */
export interface Pacing {
  /** Base of the backoff: a 5xx is retried after 1, 4, 9 x this (and a rate limit after its reset x this / 1000). */
  retryBaseMs: number;
  /** Retries of one request before the error reaches the handler. */
  retries: number;
  /** Gap between writes per installation; null keeps GitHub's advice (1 s, 3 s for content). */
  writeIntervalMs: number | null;
}

export const DEFAULT_PACING: Pacing = { retryBaseMs: 1000, retries: 3, writeIntervalMs: null };
/** A rate limit that lifts later than this is not waited for: the handler fails, and says so. */
const LONGEST_WAIT_SECONDS = 120;

type Job = (...args: unknown[]) => unknown;

/** Bottleneck's Group interface, as much of it as plugin-throttling uses. */
function spacedGroup(intervalMs: number) {
  const limiters = new Map<
    string,
    { schedule: (options: unknown, job: Job, ...args: unknown[]) => Promise<unknown> }
  >();
  const create = () => {
    let chain: Promise<void> = Promise.resolve();
    let nextAt = 0;
    return {
      schedule(_options: unknown, job: Job, ...args: unknown[]): Promise<unknown> {
        if (intervalMs <= 0) return Promise.resolve(job(...args));
        const turn = chain.then(async () => {
          const wait = nextAt - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          nextAt = Date.now() + intervalMs;
        });
        chain = turn;
        return turn.then(() => job(...args));
      },
    };
  };
  return {
    key(id: string) {
      let limiter = limiters.get(id);
      if (!limiter) {
        limiter = create();
        limiters.set(id, limiter);
      }
      return limiter;
    },
  };
}

type LimitHandler = (
  retryAfter: number,
  options: { method: string; url: string },
  octokit: { log: { warn: (m: string) => void } },
  retryCount: number,
) => boolean;

function limitHandler(kind: string, pacing: Pacing): LimitHandler {
  return (retryAfter, options, octokit, retryCount) => {
    const retry = retryCount < pacing.retries && retryAfter <= LONGEST_WAIT_SECONDS;
    octokit.log.warn(
      `${kind} on ${options.method} ${options.url}: ${retry ? `retrying in ${retryAfter} s` : "giving up"} (retry ${retryCount + 1} of ${pacing.retries})`,
    );
    return retry;
  };
}

/**
 * Probot's Octokit with the retry and throttling plugins tuned by `pacing`, conditional GETs
 * (a 304 costs no rate limit), and one client per installation for events.
 */
export function pacedOctokit(pacing: Pacing): typeof ProbotOctokit {
  const throttle: Record<string, unknown> = {
    enabled: true,
    retryAfterBaseValue: pacing.retryBaseMs,
    onRateLimit: limitHandler("rate limit", pacing),
    onSecondaryRateLimit: limitHandler("secondary rate limit", pacing),
  };
  if (pacing.writeIntervalMs !== null) {
    throttle.write = spacedGroup(pacing.writeIntervalMs);
    throttle.notifications = spacedGroup(pacing.writeIntervalMs);
  }
  // A function, not an object: Probot passes its own throttle options to every instance, and an
  // object default would be replaced by them whole instead of merged.
  const withPacing = (options: Record<string, unknown>) => ({
    ...options,
    retry: {
      ...(options.retry as object | undefined),
      retryAfterBaseValue: pacing.retryBaseMs,
      retries: pacing.retries,
    },
    throttle: { ...(options.throttle as object | undefined), ...throttle },
  });
  type Plugin = Parameters<typeof ProbotOctokit.plugin>[0];
  return ProbotOctokit.plugin(
    conditionalRequests() as unknown as Plugin,
    clientPerInstallation as unknown as Plugin,
  ).defaults(withPacing as unknown as Parameters<typeof ProbotOctokit.defaults>[0]);
}

/** FIX_LOOP_RETRY_BASE_MS, FIX_LOOP_RETRIES, FIX_LOOP_WRITE_INTERVAL_MS, with defaults. */
export function pacingFromEnv(env: NodeJS.ProcessEnv): Pacing {
  return {
    retryBaseMs: wholeNumber(env, "FIX_LOOP_RETRY_BASE_MS") ?? DEFAULT_PACING.retryBaseMs,
    retries: wholeNumber(env, "FIX_LOOP_RETRIES") ?? DEFAULT_PACING.retries,
    writeIntervalMs:
      wholeNumber(env, "FIX_LOOP_WRITE_INTERVAL_MS") ?? DEFAULT_PACING.writeIntervalMs,
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string): number | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (!/^\d+$/.test(value))
    throw new Error(
      `${name} is "${value}"; give a whole number of milliseconds (or leave it unset)`,
    );
  return Number(value);
}
