import { retry } from "@octokit/plugin-retry";
import { Octokit } from "@octokit/rest";

/** The REST client every fix-loop GitHub helper takes. */
export type GitHubClient = Octokit;

const RetryingOctokit = Octokit.plugin(retry);

export interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL: api.github.com, a GHES host, or a test server. */
  baseUrl?: string;
  userAgent?: string;
}

/** An Octokit that retries server errors and rate limits, so one bad gateway does not lose a fix. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  return new RetryingOctokit({
    auth: options.token,
    baseUrl: options.baseUrl ?? "https://api.github.com",
    userAgent: options.userAgent ?? "fix-loop",
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
}
