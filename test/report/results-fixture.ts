import {
  type Attempt,
  type Results,
  resultsSchema,
  type TestResult,
  type TestStatus,
  testStatusSchema,
} from "../../src/results/schema.js";

/** A failing test result with evidence, parsed through the real schema. */
export function failingTest(id: string, overrides: Partial<TestResult> = {}): TestResult {
  return {
    id,
    title: `${id} title`,
    tier: "features",
    status: "failed",
    durationMs: 120,
    kind: "script",
    file: `.fix-loop/tests/${id}.sh`,
    requires: [],
    runs: 2,
    reason: null,
    evidence: {
      exitCode: 1,
      signal: null,
      timedOut: false,
      durationMs: 120,
      summary: [`FAIL: ${id} expected 200, got 500`],
      excerpt: `running ${id}\nFAIL: ${id} expected 200, got 500\n`,
      outputBytes: 40,
      truncated: false,
      message: "expected 200, got 500",
      location: { file: "src/server.js", line: 42 },
    },
    ...overrides,
  };
}

export function passingTest(id: string, tier = "health"): TestResult {
  return {
    id,
    title: `${id} title`,
    tier,
    status: "passed",
    durationMs: 30,
    kind: "script",
    file: `.fix-loop/tests/${id}.sh`,
    requires: [],
    runs: 1,
    reason: null,
    evidence: null,
  };
}

export function attempt(group: string, n: number, overrides: Partial<Attempt> = {}): Attempt {
  return {
    group,
    attempt: n,
    strategy: n === 1 ? "local" : "web",
    claim: {
      status: "fixed",
      root_cause: "the handler returns 500 when the body is empty",
      files_changed: ["src/server.js"],
      tests_run: ["BT-002"],
      reasoning: "Read the evidence, found the missing guard, added it.",
    },
    verified: { passed: true, tests: { "BT-002": "passed" }, regressions: [] },
    agreed: true,
    rejected: null,
    detail: null,
    filesChanged: ["src/server.js"],
    diffStat: " src/server.js | 2 +-\n 1 file changed",
    toolCalls: 5,
    costUsd: 0.0123,
    turns: 4,
    sessionId: "session-1",
    durationMs: 3_000,
    promptBytes: 4_000,
    agentMs: 2_500,
    verifyMs: 500,
    commit: null,
    distrust: [],
    killedProcesses: [],
    ...overrides,
  };
}

/** Per-status counts as the schema wants them: every status present. */
export function counts(some: Partial<Record<TestStatus, number>>): Record<TestStatus, number> {
  const all = Object.fromEntries(testStatusSchema.options.map((status) => [status, 0]));
  return { ...all, ...some } as Record<TestStatus, number>;
}

/** Results of a verify run with one passing health tier and one failing feature tier. */
export function failedResults(overrides: Partial<Results> = {}): Results {
  return resultsSchema.parse({
    version: 1,
    tool: { name: "fix-loop", version: "0.1.0" },
    mode: "verify",
    outcome: "failed",
    headline: "1 test failed in tier features",
    startedAt: "2025-01-01T00:00:00.000Z",
    finishedAt: "2025-01-01T00:00:02.000Z",
    durationMs: 2000,
    config: ".github/fix-loop.yml",
    preflight: { ok: true, problems: [] },
    services: [
      {
        name: "api",
        probe: "http://127.0.0.1:8787/health",
        healthy: true,
        started: true,
        waitedMs: 200,
        error: null,
      },
    ],
    tiers: [
      {
        name: "health",
        gate: "hard",
        status: "passed",
        durationMs: 100,
        counts: counts({ passed: 1 }),
      },
      {
        name: "features",
        gate: "soft",
        status: "failed",
        durationMs: 300,
        counts: counts({ failed: 1 }),
      },
    ],
    tests: [passingTest("BT-001"), failingTest("BT-002")],
    groups: [
      {
        id: "g1a2b3c4d5e6",
        signature: "expected <n>, got <n>",
        tier: "features",
        tests: ["BT-002"],
        status: "open",
      },
    ],
    ...overrides,
  });
}
