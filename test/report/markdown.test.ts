import { describe, expect, it } from "vitest";
import { aliasOf, lookUpAlias } from "../../src/ids/aliases.js";
import { renderFixPullRequestBody } from "../../src/report/fix-pull-request-body.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { attempt, failedResults, failingTest, passingTest } from "./results-fixture.js";

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("renderMarkdown", () => {
  it("shows the outcome, a table per tier and the evidence collapsed", () => {
    const text = renderMarkdown(failedResults());
    expect(text).toMatch(/^## fix-loop verify: ❌ failed/);
    expect(text).toContain("> `1 test failed in tier features`");
    expect(text).toMatch(/### ✅ Tier `health` · on failure: stop · passed/);
    expect(text).toMatch(/### ❌ Tier `features` · on failure: continue · failed/);
    expect(text).toContain("| ❌ | `BT-002` | `BT-002 title` | failed |");
    expect(text).toContain("<details><summary><code>BT-002 evidence (failed)</code></summary>");
    expect(text).toContain("FAIL: BT-002 expected 200, got 500");
    expect(text).toContain("| `api` | `http://127.0.0.1:8787/health` | ✅ healthy |");
    expect(text).toContain(
      "| `g1a2b3c4d5e6` | `features` | `BT-002` | open | `expected <n>, got <n>` |",
    );
    // Passing tests carry no evidence block.
    expect(text).not.toContain("BT-001 evidence");
  });

  it("lists attempts with strategy, claim, verdict, agreement and cost, then trust and fix PRs", () => {
    const results = failedResults({
      mode: "fix",
      outcome: "fixed",
      attempts: [
        attempt("g1a2b3c4d5e6", 1, {
          verified: { passed: false, tests: { "BT-002": "failed" }, regressions: [] },
          agreed: false,
        }),
        attempt("g1a2b3c4d5e6", 2),
      ],
      trust: { score: 0.5, agreed: 1, total: 2 },
      breaker: { state: "half-open", reason: "one attempt changed nothing" },
      run: {
        repository: "o/r",
        sha: "abc",
        ref: "refs/heads/main",
        runId: "7",
        runUrl: "https://github.example/o/r/actions/runs/7",
        pullRequest: null,
        fixPullRequests: [
          { group: "g1a2b3c4d5e6", url: "https://github.example/o/r/pull/3", number: 3 },
        ],
      },
    });
    const text = renderMarkdown(results);
    expect(text).toContain(
      "| `g1a2b3c4d5e6` | 1 | `local` | fixed | ❌ failed | **no** |  | 1 | $0.01 | 4 | 3.0 s |",
    );
    expect(text).toContain("| `g1a2b3c4d5e6` | 2 | `web` | fixed | ✅ passed | yes |");
    expect(text).toContain("**Trust:** 50%: 1 of 2 claims matched what the engine verified.");
    expect(text).toContain("**Circuit breaker half-open:** `one attempt changed nothing`");
    expect(text).toContain("- `g1a2b3c4d5e6`: [#3](https://github.example/o/r/pull/3)");
    expect(text).toContain("[workflow run](https://github.example/o/r/actions/runs/7)");
    expect(text).toContain(
      "<summary><code>g1a2b3c4d5e6 attempt 2 (web): verified fixed</code></summary>",
    );
  });

  it("keeps table cells intact when text carries pipes, newlines, HTML and backticks", () => {
    const test = failingTest("BT-009", { title: "a | b <script>alert(1)</script>\nsecond line" });
    const text = renderMarkdown(failedResults({ tests: [test] }));
    // Literal code: the pipe escaped for the table, the tag shown as written, one line.
    expect(text).toContain("| `a \\| b <script>alert(1)</script> second line` |");
    const tricky = failingTest("BT-010");
    if (tricky.evidence) tricky.evidence.excerpt = "```\nbreak out\n```\n";
    const fenced = renderMarkdown(failedResults({ tests: [tricky] }));
    expect(fenced).toContain("````text\n```\nbreak out\n```\n````");
  });

  it("applies the redactor to every piece of text taken from the results", () => {
    const test = failingTest("BT-011");
    if (test.evidence) test.evidence.excerpt = "token=ghp_secretsecretsecret";
    const text = renderMarkdown(
      failedResults({ tests: [test], headline: "ghp_secretsecretsecret leaked" }),
      {
        redact: (s) => s.replaceAll("ghp_secretsecretsecret", "[REDACTED]"),
      },
    );
    expect(text).not.toContain("ghp_secret");
    expect(text).toContain("token=[REDACTED]");
  });

  it("says where each group's failures were blamed and why groups were kept apart", () => {
    const groups = [
      {
        id: "aaaaaaaaaaaa",
        signature: "TypeError in more_itertools/more.py:ilen",
        tier: "features",
        tests: ["BT-002"],
        status: "open" as const,
        reason: null,
        triage: {
          culprit: { file: "more_itertools/more.py", function: "ilen", source: "frame" as const },
          merged: ["bbbbbbbbbbbb"],
          signatures: [],
          keptApart: "no shared culprit: its tests point at more.py:ilen (frame)",
        },
      },
    ];
    const text = renderMarkdown(failedResults({ groups }));
    expect(text).toContain(
      "- `aaaaaaaaaaaa`: culprit `more_itertools/more.py:ilen` from deepest project frame; merged `bbbbbbbbbbbb` (same culprit); kept apart because `no shared culprit: its tests point at more.py:ilen (frame)`",
    );
    // Results written before triage v2 have no triage data: no line for them.
    expect(renderMarkdown(failedResults())).not.toContain("kept apart because");
  });

  it("names the functions coverage ranks close behind a culprit", () => {
    const groups = [
      {
        id: "aaaaaaaaaaaa",
        signature: "AssertionError",
        tier: "features",
        tests: ["BT-002"],
        status: "open" as const,
        reason: null,
        triage: {
          culprit: {
            file: "lib/encoding.js",
            function: "isQuality",
            source: "coverage" as const,
            score: 0.787,
            closeBehind: [{ file: "lib/encoding.js", function: "specify", score: 0.731 }],
          },
          merged: [],
          signatures: [],
          keptApart: null,
        },
      },
    ];
    expect(renderMarkdown(failedResults({ groups }))).toContain(
      "- `aaaaaaaaaaaa`: culprit `lib/encoding.js:isQuality` from coverage (Ochiai), `lib/encoding.js:specify` close behind",
    );
  });

  it("shows each failing test's and each group's alias beside it, as code, none for a passing test", () => {
    const cents = "src/prices.test.ts > prices > cents";
    const text = renderMarkdown(
      failedResults({
        tests: [passingTest("BT-001"), failingTest(cents)],
        groups: [
          {
            id: "g1a2b3c4d5e6",
            signature: "expected <n>, got <n>",
            tier: "features",
            tests: [cents],
            status: "open",
            reason: null,
          },
        ],
      }),
    );
    const testAlias = aliasOf("test", cents);
    const groupAlias = aliasOf("group", "g1a2b3c4d5e6");
    const centsRow = text.split("\n").find((line) => line.startsWith(`| ❌ | \`${cents}\``));
    expect(centsRow).toMatch(new RegExp(`\\| \`${testAlias}\` \\|$`));
    const groupRow = text.split("\n").find((line) => line.startsWith("| `g1a2b3c4d5e6`"));
    expect(groupRow).toMatch(new RegExp(`\\| \`${groupAlias}\` \\|$`));
    expect(text).not.toContain(aliasOf("test", "BT-001"));
    // What the summary shows names the test again.
    expect(lookUpAlias(testAlias, ["BT-001", cents])).toEqual({ found: cents });
  });

  it("shows the notes it is given as warnings", () => {
    const text = renderMarkdown(failedResults(), {
      notes: ["fix mode refused: pull request from a fork"],
    });
    expect(text).toContain("> [!WARNING]\n> fix mode refused: pull request from a fork");
  });

  it("stays under the size limit by trimming evidence first and keeps every failing row", () => {
    const big = "x".repeat(40_000);
    const tests = Array.from({ length: 60 }, (_, i) => {
      const test = failingTest(`BT-${100 + i}`);
      if (test.evidence) {
        test.evidence.excerpt = `${big}\nDECISIVE LINE ${i}`;
        test.evidence.summary = Array.from({ length: 300 }, (_, n) => `FAIL: line ${n}`);
      }
      return test;
    });
    const full = renderMarkdown(failedResults({ tests }), { maxBytes: 100 * 1024 * 1024 });
    expect(bytes(full)).toBeGreaterThan(2 * 1024 * 1024);

    const text = renderMarkdown(failedResults({ tests }), { maxBytes: 200_000 });
    expect(bytes(text)).toBeLessThanOrEqual(200_000);
    for (const test of tests) expect(text).toContain(`| \`${test.id}\` |`);
    // The tail of the output is what says what went wrong; trimming keeps it.
    expect(text).toContain("DECISIVE LINE 59");
    expect(text).toContain("characters left out");
  });

  it("drops passed rows and then cuts with a note when even the tables are too big", () => {
    const tests = [
      ...Array.from({ length: 5_000 }, (_, i) => passingTest(`OK-${i}`)),
      ...Array.from({ length: 50 }, (_, i) => failingTest(`BT-${i}`)),
    ];
    const text = renderMarkdown(failedResults({ tests }), { maxBytes: 60_000 });
    expect(bytes(text)).toBeLessThanOrEqual(60_000);
    expect(text).toContain("5000 passed tests not listed");
    expect(text).toContain("| `BT-49` |");

    const tiny = renderMarkdown(failedResults({ tests }), { maxBytes: 2_000 });
    expect(bytes(tiny)).toBeLessThanOrEqual(2_000);
    expect(tiny).toContain("cut to fit GitHub's size limit");
  });

  it("never splits a multi-byte character when it has to cut", () => {
    const tests = Array.from({ length: 400 }, (_, i) =>
      failingTest(`BT-${i}`, { title: "ünïcødé ✓ ".repeat(20) }),
    );
    const text = renderMarkdown(failedResults({ tests }), { maxBytes: 5_001 });
    expect(bytes(text)).toBeLessThanOrEqual(5_001);
    expect(text).not.toContain("\uFFFD");
  });
});

describe("renderFixPullRequestBody", () => {
  const results = () =>
    failedResults({
      mode: "fix",
      outcome: "fixed",
      tests: [passingTest("BT-001"), failingTest("BT-002", { status: "fixed" })],
      groups: [
        {
          id: "g1a2b3c4d5e6",
          signature: "expected <n>, got <n>",
          tier: "features",
          tests: ["BT-002"],
          status: "fixed",
          reason: null,
        },
      ],
      attempts: [attempt("g1a2b3c4d5e6", 1)],
      trust: { score: 1, agreed: 1, total: 1 },
    });

  it("carries the signature, tests, evidence, verification, attempts, reasoning, trust and the marker", () => {
    const body = renderFixPullRequestBody(results(), "g1a2b3c4d5e6", {
      runUrl: "https://x/runs/1",
      baseSha: "0123456789abcdef",
    });
    expect(body).toContain("**Root cause signature:** `expected <n>, got <n>`");
    expect(body).toContain("**Tests fixed:** `BT-002` (tier `features`)");
    expect(body).toContain("### Evidence before");
    expect(body).toContain("FAIL: BT-002 expected 200, got 500");
    expect(body).toContain("### Verification after");
    expect(body).toContain("| ✅ | `BT-002` | passed |");
    expect(body).toContain("No regressions");
    expect(body).toContain("| `g1a2b3c4d5e6` | 1 | `local` | fixed | ✅ passed | yes |");
    expect(body).toContain("Read the evidence, found the missing guard, added it.");
    expect(body).toContain("run score 100%");
    expect(body).toContain("on `0123456789ab`");
    expect(body.trimEnd().endsWith("<!-- fix-loop:group=g1a2b3c4d5e6 -->")).toBe(true);
  });

  it("fits GitHub's body limit and keeps the marker when the evidence is huge", () => {
    const data = results();
    const test = data.tests[1];
    if (test?.evidence) test.evidence.excerpt = "y".repeat(500_000);
    const body = renderFixPullRequestBody(data, "g1a2b3c4d5e6", { maxChars: 20_000 });
    expect(body.length).toBeLessThanOrEqual(20_000);
    expect(body).toContain("<!-- fix-loop:group=g1a2b3c4d5e6 -->");
  });
});
