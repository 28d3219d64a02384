import type { GitHub } from "@actions/github/lib/utils";
import { retry } from "@octokit/plugin-retry";
import { type ThrottlingOptions, throttling } from "@octokit/plugin-throttling";

/** The REST client every fix-loop GitHub helper takes (`octokit.rest.*`, `octokit.paginate`). */
export type GitHubClient = InstanceType<typeof GitHub>;

export interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL: api.github.com, a GHES host, or a test server. */
  baseUrl?: string;
  userAgent?: string;
  /** Say why a call waits or gives up (a rate limit); default nowhere. */
  warn?: (text: string) => void;
  /**
   * Space writes as GitHub asks (1 s, 3 s for those that notify); default true. A test server,
   * or a GitHub Enterprise Server without secondary limits, can do without.
   */
  paceWrites?: boolean;
}

type ThrottlingGroup = NonNullable<ThrottlingOptions["write"]>;

/** A throttling group that never waits: Bottleneck's Group, as much as plugin-throttling uses. */
const UNPACED = {
  key: () => ({
    schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      Promise.resolve(job(...args)),
  }),
} as unknown as ThrottlingGroup;

/** A rate limit that lifts later than this is not waited for: the call fails, and says so. */
const LONGEST_WAIT_SECONDS = 120;
const RETRIES = 3;

/**
 * The Action's client: @actions/github's, so it goes through the runner's proxy settings
 * (HTTPS_PROXY, NO_PROXY) to GITHUB_API_URL, whether github.com or a GitHub Enterprise Server;
 * with retries of server errors and waits for rate limits, so one bad gateway does not lose a
 * fix, and writes spaced as GitHub asks. Loaded when needed: @actions/github reads the runner's
 * environment as it loads, and importing the Action must not.
 */
export async function createGitHubClient(options: GitHubClientOptions): Promise<GitHubClient> {
  const { getOctokit } = await import("@actions/github");
  const warn = options.warn ?? (() => {});
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      count: number,
    ) => {
      const again = count < RETRIES && retryAfter <= LONGEST_WAIT_SECONDS;
      warn(
        `${kind} on ${request.method} ${request.url}: ${again ? `retrying in ${retryAfter} s` : "giving up"}`,
      );
      return again;
    };
  return getOctokit(
    options.token,
    {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      userAgent: options.userAgent ?? "fix-loop",
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
      retry: { retries: RETRIES },
      throttle: {
        onRateLimit: onLimit("rate limit"),
        onSecondaryRateLimit: onLimit("secondary rate limit"),
        ...(options.paceWrites === false ? { write: UNPACED, notifications: UNPACED } : {}),
      },
    },
    retry,
    throttling,
  );
}
