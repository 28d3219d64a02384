import { formatDuration } from "../text/quantities.js";

/**
 * Retries and write spacing for the GitHub calls of the app and the Action, as one Octokit
 * request hook.
 *
 * Octokit's plugins for this (plugin-retry, plugin-throttling) queue every request through
 * Bottleneck, which yields to the event loop on timers several times per request: about 17 ms of
 * idle and 1 ms of CPU per call on a 2-core runner, whether or not anything is retried or
 * spaced. Here a request that needs no wait goes straight through.
 */

/** How GitHub calls are paced. */
export interface Pacing {
  /** Base of the backoff: a 5xx is retried after 1, 4, 9 x this (and a rate limit after its reset x this / 1000). */
  retryBaseMs: number;
  /** Retries of one request before the error reaches the handler. */
  retries: number;
  /** Gap between writes per installation; null keeps GitHub's advice (1 s, 3 s for content). */
  writeIntervalMs: number | null;
}

/** GitHub's advice: retries after 1, 4, 9 s; writes spaced as it asks. */
export const DEFAULT_PACING: Pacing = { retryBaseMs: 1000, retries: 3, writeIntervalMs: null };

/** A rate limit that lifts later than this is not waited for: the handler fails, and says so. */
const LONGEST_WAIT_SECONDS = 120;
/** GitHub answers these the same way however often it is asked. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 410, 422, 451]);
/** A secondary rate limit that names no wait: GitHub's advice is at least a minute. */
const SECONDARY_LIMIT_SECONDS = 60;
/** Writes that create content people are notified of: GitHub limits these the hardest. */
const CONTENT_CREATION = /\/(issues|comments|pulls|reviews|releases)$/;
/** Token requests: spacing them would delay every first call of an installation. */
const TOKEN_REQUEST = /^\/(app\/installations\/[^/]+\/access_tokens|applications\/[^/]+\/token)/;

interface RequestOptions {
  method?: string;
  url?: string;
  [key: string]: unknown;
}
interface FailedRequest {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}
type Request = (options: RequestOptions) => Promise<unknown>;
interface Hookable {
  hook: {
    wrap(
      name: "request",
      wrapper: (request: Request, options: RequestOptions) => Promise<unknown>,
    ): void;
  };
  log: { warn(message: string): void };
}
interface ClientOptions {
  auth?: { installationId?: number | string } | string;
}

/** What to do with a failed request: wait this long and retry, or give up. */
export type RetryDecision =
  | { retry: true; waitMs: number; reason: string }
  | { retry: false; reason?: string };

/**
 * The plugin, with one write queue per installation shared by every client it is installed on
 * (Probot may make a new client per event). It says why a call waits or gives up to `warn`, or
 * else to the client's log.
 */
export function pacedRequests(
  pacing: Pacing,
  warn?: (text: string) => void,
): (octokit: Hookable, options: ClientOptions) => void {
  const queues = new Map<string, WriteQueue>();
  return (octokit, options) => {
    const key = installationOf(options);
    const say = warn ?? ((text: string) => octokit.log.warn(text));
    octokit.hook.wrap("request", async (request, requestOptions) => {
      const method = (requestOptions.method ?? "GET").toUpperCase();
      const path = pathOf(requestOptions.url ?? "");
      const gap = writeGap(method, path, pacing.writeIntervalMs);
      if (gap > 0) {
        let queue = queues.get(key);
        if (!queue) {
          queue = new WriteQueue();
          queues.set(key, queue);
        }
        await queue.turn(gap);
      }
      for (let retry = 0; ; retry++) {
        try {
          return await request(requestOptions);
        } catch (error) {
          const decision = retryDecision(error as FailedRequest, retry, pacing);
          if (!decision.retry) {
            if (decision.reason)
              say(`${decision.reason} on ${method} ${requestOptions.url}: giving up`);
            throw error;
          }
          say(
            `${decision.reason} on ${method} ${requestOptions.url}: retrying in ${formatDuration(decision.waitMs)} (retry ${retry + 1} of ${pacing.retries})`,
          );
          await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
        }
      }
    });
  };
}

/** Whether and when to retry a request that failed `retry` times before this. */
export function retryDecision(error: FailedRequest, retry: number, pacing: Pacing): RetryDecision {
  const status = error.status;
  if (typeof status !== "number" || status < 400) return { retry: false };
  const limit = rateLimitSeconds(error);
  if (limit) {
    if (retry >= pacing.retries || limit.seconds > LONGEST_WAIT_SECONDS)
      return { retry: false, reason: `${limit.kind} (lifts in ${limit.seconds} s)` };
    return { retry: true, waitMs: limit.seconds * pacing.retryBaseMs, reason: limit.kind };
  }
  if (FINAL_STATUSES.has(status) || retry >= pacing.retries) return { retry: false };
  return { retry: true, waitMs: (retry + 1) ** 2 * pacing.retryBaseMs, reason: `HTTP ${status}` };
}

/** Seconds until a primary or secondary rate limit lifts, or null when this is not one. */
function rateLimitSeconds(error: FailedRequest): { kind: string; seconds: number } | null {
  if (error.status !== 403 && error.status !== 429) return null;
  const headers = error.response?.headers ?? {};
  const retryAfter = Number(headers["retry-after"]);
  if (/\bsecondary rate\b/i.test(error.message ?? "") || error.status === 429)
    return {
      kind: "secondary rate limit",
      seconds: retryAfter > 0 ? retryAfter : SECONDARY_LIMIT_SECONDS,
    };
  if (String(headers["x-ratelimit-remaining"]) !== "0") return null;
  const resetMs = Number(headers["x-ratelimit-reset"]) * 1000;
  // One second more, so the retry comes after the reset.
  return { kind: "rate limit", seconds: Math.max(Math.ceil((resetMs - Date.now()) / 1000) + 1, 0) };
}

/** Milliseconds a write waits after the one before it, by GitHub's advice unless `intervalMs` says. */
export function writeGap(method: string, path: string, intervalMs: number | null): number {
  if (method === "GET" || method === "HEAD" || TOKEN_REQUEST.test(path)) return 0;
  if (intervalMs !== null) return intervalMs;
  return method === "POST" && CONTENT_CREATION.test(path) ? 3000 : 1000;
}

/** Writes one after another, each at least its gap after the one before. */
class WriteQueue {
  private tail: Promise<void> = Promise.resolve();
  private nextAt = 0;

  turn(gapMs: number): Promise<void> {
    const turn = this.tail.then(async () => {
      const wait = this.nextAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.nextAt = Date.now() + gapMs;
    });
    this.tail = turn;
    return turn;
  }
}

function installationOf(options: ClientOptions): string {
  const auth = options.auth;
  return typeof auth === "object" && auth.installationId !== undefined
    ? `installation ${auth.installationId}`
    : "app";
}

function pathOf(url: string): string {
  const path = url.startsWith("/") ? url : new URL(url, "http://github.test").pathname;
  return path.replace(/\?.*$/, "").replace(/\{[^}]*\}/g, "x");
}
