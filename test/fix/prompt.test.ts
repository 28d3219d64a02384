import { describe, expect, it } from "vitest";
import { DEFAULT_STRATEGIES } from "../../src/agent/index.js";
import { buildPrompt, type PromptInput, type PromptTest } from "../../src/fix/prompt.js";
import type { Attempt } from "../../src/results/schema.js";
import { failedTest } from "../triage/failed-test.js";

const group = {
  id: "3f2a9c1be0d4",
  signature: "expected <n> to be <n>",
  tier: "smoke",
  tests: ["BT-001"],
  status: "open" as const,
  reason: null,
};

function promptTest(id: string, output: string[], decisiveLine: string): PromptTest {
  return {
    result: failedTest(id, output),
    decisiveLine,
    command: `./tests/${id.toLowerCase()}.sh`,
  };
}

const firstClaim = {
  status: "fixed" as const,
  root_cause: "off by one in sum",
  files_changed: ["src/sum.js"],
  tests_run: ["./tests/bt-001.sh"],
  reasoning: "added one to the result",
};

const firstAttempt: Attempt = {
  group: group.id,
  attempt: 1,
  strategy: "local",
  claim: firstClaim,
  verified: { passed: false, tests: { "BT-001": "failed" }, regressions: [] },
  agreed: false,
  rejected: null,
  detail: "the group's tests still fail",
  filesChanged: ["src/sum.js"],
  diffStat: " src/sum.js | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)",
  toolCalls: 4,
  costUsd: 0.01,
  turns: 3,
  sessionId: "s-1",
  durationMs: 1200,
  promptBytes: 2000,
  agentMs: 1000,
  verifyMs: 200,
  commit: null,
  distrust: [],
  killedProcesses: [],
};

function brief(name: string): string {
  const step = DEFAULT_STRATEGIES.find((strategy) => strategy.name === name);
  if (!step) throw new Error(`no default strategy ${name}`);
  return step.brief;
}

function input(overrides: Partial<PromptInput> = {}): PromptInput {
  return {
    group,
    attempt: 1,
    maxAttempts: 3,
    strategy: { name: "local", brief: brief("local") },
    tests: [
      promptTest(
        "BT-001",
        ["PASS: loads", "FAIL: sum(2, 2)", "EVIDENCE: expected 5 to be 4"],
        "EVIDENCE: expected 5 to be 4",
      ),
    ],
    sources: [
      {
        file: "tests/bt-001.sh",
        text: "#!/bin/sh\n# TEST: BT-001 - sum\nnode -e 'check()'\n",
        firstLine: 1,
      },
    ],
    history: [],
    protectedPaths: ["tests/**", ".github/**"],
    ...overrides,
  };
}

describe("buildPrompt", () => {
  it("gives the first attempt the rules, the brief, the evidence and the test source", () => {
    const prompt = buildPrompt(input());
    expect(prompt).toContain("attempt 1 of 3");
    expect(prompt).toContain("Read the evidence below first");
    expect(prompt).toContain("Do not edit protected paths: `tests/**`, `.github/**`");
    expect(prompt).toContain("StructuredOutput");
    expect(prompt).toContain(brief("local"));
    expect(prompt).toContain("## Failure: expected <n> to be <n>");
    expect(prompt).toContain("- BT-001: `EVIDENCE: expected 5 to be 4`");
    expect(prompt).toContain("run: `./tests/bt-001.sh`");
    expect(prompt).toContain("exit code 1");
    expect(prompt).toContain("# TEST: BT-001 - sum");
    expect(prompt).not.toContain("## Earlier attempts");
  });

  it("tells a later attempt what was tried and what the engine saw afterwards", () => {
    const prompt = buildPrompt(
      input({
        attempt: 2,
        strategy: { name: "web", brief: brief("web") },
        history: [
          {
            attempt: firstAttempt,
            failures: [{ test: "BT-001", line: "EVIDENCE: expected 6 to be 4" }],
          },
        ],
      }),
    );
    expect(prompt).toContain("## Earlier attempts (do not repeat these)");
    expect(prompt).toContain(
      "### Attempt 1 · strategy local · not fixed: the tests still fail (undone)",
    );
    expect(prompt).toContain("- The agent claimed: fixed");
    expect(prompt).toContain("Root cause: off by one in sum");
    expect(prompt).toContain("- Files changed: src/sum.js");
    expect(prompt).toContain("src/sum.js | 2 +-");
    expect(prompt).toContain("- fix-loop's verification: BT-001 failed");
    expect(prompt).toContain("- BT-001: `EVIDENCE: expected 6 to be 4`");
    expect(prompt).toContain("## Strategy: web");
  });

  it("shows shared evidence once for five tests with one root cause", () => {
    const tests = ["BT-001", "BT-002", "BT-003", "BT-004", "BT-005"].map((id) =>
      promptTest(id, ["FAIL: config not found", "long output line"], "FAIL: config not found"),
    );
    const prompt = buildPrompt(input({ tests }));
    expect(prompt).toContain("5 tests fail with this signature");
    expect(prompt).toContain(
      "- BT-001, BT-002, BT-003, BT-004 and 1 more: `FAIL: config not found`",
    );
    expect(prompt.match(/long output line/g)).toHaveLength(1);
    expect(prompt).toContain("The other 4 tests printed the decisive lines listed above.");
  });

  it("stays within the byte limit and always keeps the decisive lines", () => {
    const noise = Array.from({ length: 3000 }, (_, i) => `noise line ${i} ${"x".repeat(40)}`);
    const output = [...noise.slice(0, 1500), "FAIL: the decisive line", ...noise.slice(1500)];
    const big = promptTest("BT-001", output, "FAIL: the decisive line");
    const source = { file: "tests/bt-001.sh", text: noise.join("\n"), firstLine: 1 };
    const history = [1, 2].map((n) => ({
      attempt: {
        ...firstAttempt,
        attempt: n,
        claim: { ...firstClaim, reasoning: noise.join(" ") },
      },
      failures: [{ test: "BT-001", line: `FAIL: still broken after attempt ${n}` }],
    }));
    const prompt = buildPrompt(
      input({ tests: [big], sources: [source], history, maxBytes: 24 * 1024 }),
    );
    expect(Buffer.byteLength(prompt)).toBeLessThanOrEqual(24 * 1024);
    expect(prompt).toContain("- BT-001: `FAIL: the decisive line`");
    expect(prompt).toContain("FAIL: still broken after attempt 1");
    expect(prompt).toContain("FAIL: still broken after attempt 2");
    expect(prompt).toContain("bytes left out");
    expect(prompt).toContain("noise line 0 ");
    expect(prompt).toContain("noise line 2999 ");
  });
});

describe("where triage points", () => {
  it("is given as a lead with what it read, and left out when triage named nothing", () => {
    const input: PromptInput = {
      group: {
        ...group,
        triage: {
          culprit: { file: "lib/round.js", function: "round", source: "change" },
          merged: [],
          signatures: [],
          keptApart: null,
        },
      },
      attempt: 1,
      maxAttempts: 3,
      strategy: { name: "local", brief: brief("local") },
      tests: [promptTest("BT-001", ["expected 3 to be 4"], "expected 3 to be 4")],
      sources: [],
      history: [],
      protectedPaths: [],
    };
    expect(buildPrompt(input)).toContain(
      "Where fix-loop's triage points first: `lib/round.js:round`, a function changed since the base commit that the failing tests ran. A lead to check, not a verdict.",
    );
    expect(buildPrompt({ ...input, group })).not.toContain("triage points");
  });

  it("names what coverage ranks close behind the culprit as places the fault may be", () => {
    const culprit = {
      file: "lib/encoding.js",
      function: "isQuality",
      source: "coverage" as const,
      score: 0.787,
      closeBehind: [{ file: "lib/encoding.js", function: "specify", score: 0.731 }],
    };
    const prompt = buildPrompt({
      group: {
        ...group,
        triage: { culprit, merged: [], signatures: [], keptApart: null },
      },
      attempt: 1,
      maxAttempts: 3,
      strategy: { name: "local", brief: brief("local") },
      tests: [promptTest("BT-001", ["expected 3 to be 4"], "expected 3 to be 4")],
      sources: [],
      history: [],
      protectedPaths: [],
    });
    expect(prompt).toContain(
      "Coverage hardly tells it from `lib/encoding.js:specify` (ranked close behind it: often its caller or a function it always calls); the fault may be there.",
    );
  });
});
