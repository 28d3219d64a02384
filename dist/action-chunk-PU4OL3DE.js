import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  formatDuration
} from "./action-chunk-YZVDHCKG.js";

// src/github/paced-requests.ts
var DEFAULT_PACING = { retryBaseMs: 1e3, retries: 3, writeIntervalMs: null };
var LONGEST_WAIT_SECONDS = 120;
var FINAL_STATUSES = /* @__PURE__ */ new Set([400, 401, 403, 404, 410, 422, 451]);
var SECONDARY_LIMIT_SECONDS = 60;
var CONTENT_CREATION = /\/(issues|comments|pulls|reviews|releases)$/;
var TOKEN_REQUEST = /^\/(app\/installations\/[^/]+\/access_tokens|applications\/[^/]+\/token)/;
function pacedRequests(pacing, warn) {
  const queues = /* @__PURE__ */ new Map();
  return (octokit, options) => {
    const key = installationOf(options);
    const say = warn ?? ((text) => octokit.log.warn(text));
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
          const decision = retryDecision(error, retry, pacing);
          if (!decision.retry) {
            if (decision.reason)
              say(`${decision.reason} on ${method} ${requestOptions.url}: giving up`);
            throw error;
          }
          say(
            `${decision.reason} on ${method} ${requestOptions.url}: retrying in ${formatDuration(decision.waitMs)} (retry ${retry + 1} of ${pacing.retries})`
          );
          await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
        }
      }
    });
  };
}
function retryDecision(error, retry, pacing) {
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
function rateLimitSeconds(error) {
  if (error.status !== 403 && error.status !== 429) return null;
  const headers = error.response?.headers ?? {};
  const retryAfter = Number(headers["retry-after"]);
  if (/\bsecondary rate\b/i.test(error.message ?? "") || error.status === 429)
    return {
      kind: "secondary rate limit",
      seconds: retryAfter > 0 ? retryAfter : SECONDARY_LIMIT_SECONDS
    };
  if (String(headers["x-ratelimit-remaining"]) !== "0") return null;
  const resetMs = Number(headers["x-ratelimit-reset"]) * 1e3;
  return { kind: "rate limit", seconds: Math.max(Math.ceil((resetMs - Date.now()) / 1e3) + 1, 0) };
}
function writeGap(method, path, intervalMs) {
  if (method === "GET" || method === "HEAD" || TOKEN_REQUEST.test(path)) return 0;
  if (intervalMs !== null) return intervalMs;
  return method === "POST" && CONTENT_CREATION.test(path) ? 3e3 : 1e3;
}
var WriteQueue = class {
  tail = Promise.resolve();
  nextAt = 0;
  turn(gapMs) {
    const turn = this.tail.then(async () => {
      const wait = this.nextAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.nextAt = Date.now() + gapMs;
    });
    this.tail = turn;
    return turn;
  }
};
function installationOf(options) {
  const auth = options.auth;
  return typeof auth === "object" && auth.installationId !== void 0 ? `installation ${auth.installationId}` : "app";
}
function pathOf(url) {
  const path = url.startsWith("/") ? url : new URL(url, "http://github.test").pathname;
  return path.replace(/\?.*$/, "").replace(/\{[^}]*\}/g, "x");
}

// src/github/client.ts
async function createGitHubClient(options) {
  const { getOctokit } = await import("./action-github-QUWBQAHC.js");
  const warn = options.warn ?? (() => {
  });
  const pacing = { ...DEFAULT_PACING, writeIntervalMs: options.paceWrites === false ? 0 : null };
  return getOctokit(
    options.token,
    {
      ...options.baseUrl ? { baseUrl: options.baseUrl } : {},
      userAgent: options.userAgent ?? "fix-loop",
      log: { debug: () => {
      }, info: () => {
      }, warn: () => {
      }, error: () => {
      } }
    },
    pacedRequests(pacing, warn)
  );
}

export {
  createGitHubClient
};
