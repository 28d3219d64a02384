import type { GitHub } from "@actions/github/lib/utils";
import { DEFAULT_PACING, pacedRequests } from "./paced-requests.js";

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
  const pacing = { ...DEFAULT_PACING, writeIntervalMs: options.paceWrites === false ? 0 : null };
  return getOctokit(
    options.token,
    {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      userAgent: options.userAgent ?? "fix-loop",
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    },
    pacedRequests(pacing, warn) as unknown as Parameters<typeof getOctokit>[2],
  );
}
