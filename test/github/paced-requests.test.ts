import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pacedOctokit } from "../../app/github/octokit.js";
import { type Pacing, retryDecision, writeGap } from "../../src/github/paced-requests.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";

// The app's own retries and write spacing, on real Octokit clients against a fake GitHub.

let github: FakeGitHub;

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "shop" });
});

afterAll(() => github.close());

function client(pacing: Pacing) {
  const warnings: string[] = [];
  /** When each request left the client: the server sees them later, by varying amounts. */
  const sent: { method: string; at: number }[] = [];
  const recordingFetch = (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? "GET", at: performance.now() });
    return fetch(url, init);
  };
  const log = {
    debug: () => {},
    info: () => {},
    warn: (message: string) => warnings.push(message),
    error: () => {},
  };
  const Octokit = pacedOctokit(pacing);
  const octokit = new Octokit({
    baseUrl: github.url,
    auth: { token: "test-token" },
    log,
    request: { fetch: recordingFetch },
  });
  return { octokit, warnings, sent };
}

/** Milliseconds between each request and the one before. */
const gapsOf = (times: number[]) => times.slice(1).map((at, index) => at - (times[index] ?? at));

const ISSUES = "/repos/:owner/:repo/issues";
const issue = { owner: "acme", repo: "shop", title: "t" };

describe("write spacing", () => {
  it("spaces one client's writes by the interval, and leaves reads alone", async () => {
    const { octokit, sent } = client({ retryBaseMs: 1, retries: 3, writeIntervalMs: 100 });
    // A client's first request is slower to leave than the rest (modules, sockets): measure after.
    await octokit.rest.issues.create(issue);
    sent.length = 0;
    await Promise.all([
      octokit.rest.issues.create(issue),
      octokit.rest.issues.create(issue),
      octokit.rest.repos.get({ owner: "acme", repo: "shop" }),
      octokit.rest.issues.create(issue),
    ]);
    const writes = sent.filter((entry) => entry.method === "POST").map((entry) => entry.at);
    expect(writes).toHaveLength(3);
    // Spaced where they enter the client; a busy event loop may hold one longer than the next on
    // its way out. Unspaced, they leave within a few milliseconds of each other.
    for (const gap of gapsOf(writes)) expect(gap).toBeGreaterThanOrEqual(60);
    const read = sent.find((entry) => entry.method === "GET");
    expect(read?.at).toBeLessThan(writes.at(1) ?? Number.NaN);
  });

  it("sends writes back to back with an interval of 0", async () => {
    const { octokit } = client({ retryBaseMs: 1, retries: 3, writeIntervalMs: 0 });
    github.clearRequests();
    await Promise.all([octokit.rest.issues.create(issue), octokit.rest.issues.create(issue)]);
    expect(github.requests.filter((entry) => entry.method === "POST")).toHaveLength(2);
  });
});

describe("retries", () => {
  it("retries a 5xx after 1, 4, 9 x the base, then hands the error on", async () => {
    const { octokit, warnings, sent } = client({ retryBaseMs: 10, retries: 3, writeIntervalMs: 0 });
    github.failNext({ method: "POST", path: ISSUES, status: 502, times: 4 });
    await expect(octokit.rest.issues.create(issue)).rejects.toMatchObject({ status: 502 });
    const tries = sent.map((entry) => entry.at);
    expect(tries).toHaveLength(4);
    const [first, second, third] = gapsOf(tries);
    expect(first).toBeGreaterThanOrEqual(9);
    expect(second).toBeGreaterThanOrEqual(39);
    expect(third).toBeGreaterThanOrEqual(89);
    expect(warnings).toEqual([
      "HTTP 502 on POST /repos/{owner}/{repo}/issues: retrying in 10 ms (retry 1 of 3)",
      "HTTP 502 on POST /repos/{owner}/{repo}/issues: retrying in 40 ms (retry 2 of 3)",
      "HTTP 502 on POST /repos/{owner}/{repo}/issues: retrying in 90 ms (retry 3 of 3)",
    ]);
  });

  it("does not retry an answer that asking again cannot change", async () => {
    const { octokit, warnings } = client({ retryBaseMs: 1, retries: 3, writeIntervalMs: 0 });
    github.clearRequests();
    await expect(
      octokit.rest.issues.get({ owner: "acme", repo: "shop", issue_number: 9999 }),
    ).rejects.toMatchObject({ status: 404 });
    expect(github.requests).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it("waits out a secondary rate limit for its retry-after, and a primary one until its reset", async () => {
    const { octokit, warnings } = client({ retryBaseMs: 1, retries: 3, writeIntervalMs: 0 });
    github.failNext({
      method: "POST",
      path: ISSUES,
      status: "secondary-rate-limit",
      retryAfterSeconds: 7,
    });
    github.failNext({ method: "GET", path: "/repos/:owner/:repo", status: "rate-limit" });
    await octokit.rest.issues.create(issue);
    await octokit.rest.repos.get({ owner: "acme", repo: "shop" });
    expect(warnings[0]).toBe(
      "secondary rate limit on POST /repos/{owner}/{repo}/issues: retrying in 7 ms (retry 1 of 3)",
    );
    expect(warnings[1]).toMatch(
      /^rate limit on GET \/repos\/\{owner\}\/\{repo\}: retrying in [23] ms/,
    );
  });

  it("gives up on a rate limit that lifts later than two minutes, and says so", async () => {
    const { octokit, warnings } = client({ retryBaseMs: 1, retries: 3, writeIntervalMs: 0 });
    github.clearRequests();
    github.failNext({ method: "POST", path: ISSUES, status: "rate-limit", retryAfterSeconds: 600 });
    await expect(octokit.rest.issues.create(issue)).rejects.toMatchObject({ status: 403 });
    expect(github.requests).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(/^rate limit \(lifts in 60\d s\) on POST .*: giving up$/),
    ]);
  });
});

describe("retryDecision", () => {
  const pacing: Pacing = { retryBaseMs: 1000, retries: 3, writeIntervalMs: null };
  it("treats a 403 without rate-limit headers as final, and a 429 as a secondary limit", () => {
    expect(retryDecision({ status: 403, message: "Resource not accessible" }, 0, pacing)).toEqual({
      retry: false,
    });
    expect(retryDecision({ status: 429, response: { headers: {} } }, 0, pacing)).toEqual({
      retry: true,
      waitMs: 60_000,
      reason: "secondary rate limit",
    });
  });

  it("stops after the last retry and never retries a 304 or an error that is not an answer from GitHub", () => {
    expect(retryDecision({ status: 503 }, 3, pacing)).toEqual({ retry: false });
    expect(retryDecision({ status: 304 }, 0, pacing)).toEqual({ retry: false });
    expect(retryDecision({ message: "socket hang up" }, 0, pacing)).toEqual({ retry: false });
  });
});

describe("writeGap", () => {
  it("follows GitHub's advice unless told: 3 s after content people are notified of, 1 s after other writes", () => {
    expect(writeGap("POST", "/repos/x/x/issues", null)).toBe(3000);
    expect(writeGap("POST", "/repos/x/x/issues/x/comments", null)).toBe(3000);
    expect(writeGap("PATCH", "/repos/x/x/issues/x", null)).toBe(1000);
    expect(writeGap("POST", "/repos/x/x/issues/x/labels", null)).toBe(1000);
    expect(writeGap("GET", "/repos/x/x/issues", null)).toBe(0);
    expect(writeGap("POST", "/app/installations/x/access_tokens", null)).toBe(0);
    expect(writeGap("POST", "/repos/x/x/issues", 250)).toBe(250);
  });
});
