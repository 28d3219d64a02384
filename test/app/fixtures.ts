import type * as z from "zod";
import {
  type attemptSchema,
  type Group,
  type Results,
  resultsSchema,
  type TestResult,
} from "../../src/results/schema.js";

type AttemptInput = z.input<typeof attemptSchema>;

/** results.json v1 objects for the app's tests, parsed through the real schema. */

export function testResult(id: string, status: TestResult["status"], evidence = ""): TestResult {
  const failed = status === "failed" || status === "deferred";
  return {
    id,
    title: `${id} checks the shop`,
    tier: "features",
    status,
    durationMs: 120,
    kind: "script",
    file: `.fix-loop/tests/${id}.sh`,
    requires: [],
    runs: failed ? 2 : 1,
    reason: null,
    evidence: failed
      ? {
          exitCode: 1,
          signal: null,
          timedOut: false,
          durationMs: 120,
          summary: [`FAIL: ${id} expected 200, got 500`],
          excerpt: `running ${id}\n${evidence}\nFAIL: ${id} expected 200, got 500\n`,
          outputBytes: 64,
          truncated: false,
          message: "expected 200, got 500",
          location: { file: "src/server.js", line: 42 },
        }
      : null,
  };
}

export function group(id: string, tests: string[], status: Group["status"]): Group {
  return {
    id,
    signature: `HTTP 500 from /api/${id}`,
    tier: "features",
    tests,
    status,
    reason: null,
  };
}

export function attempt(
  groupId: string,
  n: number,
  agreed: boolean,
  rootCause = "a bug",
): AttemptInput {
  return {
    group: groupId,
    attempt: n,
    strategy: ["local", "web", "deep"][n - 1] ?? "deep",
    claim: {
      status: "fixed",
      root_cause: rootCause,
      files_changed: ["src/server.js"],
      tests_run: [],
      reasoning: "I changed the handler",
    },
    verified: { passed: agreed, tests: {}, regressions: [] },
    agreed,
    rejected: agreed ? null : "no_change",
    detail: null,
    filesChanged: ["src/server.js"],
    diffStat: "",
    toolCalls: 3,
    costUsd: 0.12,
    turns: 4,
    sessionId: null,
    durationMs: 2000,
    commit: null,
  };
}

export interface ResultsOptions {
  tests: TestResult[];
  groups?: Group[];
  attempts?: AttemptInput[];
  mode?: Results["mode"];
  outcome?: Results["outcome"];
  pullRequest?: number | null;
  fixPullRequests?: Array<{ group: string; url: string; number: number }>;
  finishedAt?: string;
}

export function results(options: ResultsOptions): Results {
  const attempts = options.attempts ?? [];
  const agreed = attempts.filter((a) => a.agreed).length;
  return resultsSchema.parse({
    version: 1,
    tool: { name: "fix-loop", version: "0.1.0" },
    mode: options.mode ?? (attempts.length > 0 ? "fix" : "verify"),
    outcome: options.outcome ?? ((options.groups ?? []).length > 0 ? "failed" : "passed"),
    headline: `${options.tests.filter((t) => t.status === "failed").length} tests failed`,
    startedAt: "2025-03-01T10:00:00.000Z",
    finishedAt: options.finishedAt ?? "2025-03-01T10:05:00.000Z",
    durationMs: 300_000,
    config: ".github/fix-loop.yml",
    preflight: { ok: true, problems: [] },
    services: [],
    tiers: [],
    tests: options.tests,
    groups: options.groups ?? [],
    attempts,
    trust: {
      score: attempts.length > 0 ? agreed / attempts.length : null,
      agreed,
      total: attempts.length,
    },
    run: {
      repository: "acme/shop",
      sha: null,
      ref: null,
      runId: null,
      runUrl: null,
      pullRequest: options.pullRequest ?? null,
      fixPullRequests: options.fixPullRequests ?? [],
    },
  });
}

/**
 * A verify run in which each of `ids` fails alone in an open group of its own, named
 * `g-<id>` unless `groupId` names it.
 */
export function eachFailingInItsOwnGroup(
  ids: string[],
  groupId: (id: string, index: number) => string = (id) => `g-${id}`,
): Results {
  return results({
    tests: ids.map((id) => testResult(id, "failed")),
    groups: ids.map((id, index) => group(groupId(id, index), [id], "open")),
  });
}

type CartOrAuthStatus = "failed" | "deferred";

/**
 * The shop's run with its two groups: BT-001 passes, BT-007 is g-cart's and BT-008 g-auth's,
 * each group open while its test fails and deferred with it.
 */
export function cartAndAuthRun(
  cart: CartOrAuthStatus,
  auth: CartOrAuthStatus,
  options: Omit<ResultsOptions, "tests" | "groups"> = {},
): Results {
  const groupStatus = (status: CartOrAuthStatus) => (status === "failed" ? "open" : "deferred");
  return results({
    ...options,
    tests: [testResult("BT-001", "passed"), testResult("BT-007", cart), testResult("BT-008", auth)],
    groups: [
      group("g-cart", ["BT-007"], groupStatus(cart)),
      group("g-auth", ["BT-008"], groupStatus(auth)),
    ],
  });
}
