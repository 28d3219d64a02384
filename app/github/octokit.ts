import { ProbotOctokit } from "probot";
import { DEFAULT_PACING, type Pacing, pacedRequests } from "../../src/github/paced-requests.js";
import { conditionalRequests } from "./conditional-requests.js";
import { clientPerInstallation } from "./event-clients.js";

export type { Pacing } from "../../src/github/paced-requests.js";

/**
 * Probot's Octokit with retries and write spacing tuned by `pacing`, conditional GETs
 * (a 304 costs no rate limit), and one client per installation for events.
 */
export function pacedOctokit(pacing: Pacing): typeof ProbotOctokit {
  // Probot's retry and throttling plugins are off: pacedRequests does their work. A function,
  // not an object: Probot passes its own throttle options to every instance, and they would
  // replace an object default whole, switching throttling back on.
  const withPacing = (options: Record<string, unknown>) => ({
    ...options,
    retry: { enabled: false },
    throttle: { ...(options.throttle as object | undefined), enabled: false },
  });
  type Plugin = Parameters<typeof ProbotOctokit.plugin>[0];
  return ProbotOctokit.plugin(
    conditionalRequests() as unknown as Plugin,
    clientPerInstallation as unknown as Plugin,
    pacedRequests(pacing) as unknown as Plugin,
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
