import { describe, expect, it } from "vitest";
import { renderFinalSummary } from "../../src/report/terminal.js";
import { failedResults, failingTest } from "./results-fixture.js";

/** A JUnit failure as vitest reports one: its message, and the stack it kept. */
function junitFailure(id: string, message: string, type: string, line: number | null) {
  return failingTest(id, {
    kind: "junit",
    file: "test/index.test.ts",
    evidence: {
      exitCode: null,
      signal: null,
      timedOut: false,
      durationMs: 19,
      summary: [message],
      excerpt: `${type}: ${message}\n ❯ print src/utils.ts:47:18\n ❯ validate src/struct.ts:195:17`,
      outputBytes: 120,
      truncated: false,
      message,
      location: { file: "test/index.test.ts", line },
      reported: { outcome: "failure", type, message },
    },
  });
}

function closingBlock(test: ReturnType<typeof junitFailure>): string[] {
  const group = {
    id: "c3c3c3c3c3c3",
    signature: `${test.evidence?.reported?.type} in src/utils.ts:print`,
    tier: "features",
    tests: [test.id],
    status: "open" as const,
    reason: null,
  };
  return renderFinalSummary(failedResults({ tests: [test], groups: [group] }), false).split("\n");
}

describe("a failure's evidence in the closing block", () => {
  it("says the report's message once, beside where the test failed", () => {
    const lines = closingBlock(junitFailure("equal", "expected 2 to be 3", "AssertionError", 12));
    const said = lines.filter((line) => line.includes("expected 2 to be 3"));
    expect(said).toEqual([
      "  the test runner reported a failure (AssertionError): expected 2 to be 3 at test/index.test.ts:12",
    ]);
  });

  it("shows the stack where the test file's line is unknown: it says where the error was thrown", () => {
    const message = "Cannot read properties of undefined (reading 'toString')";
    const lines = closingBlock(junitFailure("strict", message, "TypeError", null));
    expect(lines.filter((line) => line.includes(message))).toHaveLength(2);
    expect(lines).toContain(`  the test runner reported a failure (TypeError): ${message}`);
    expect(lines).toContain("     ❯ print src/utils.ts:47:18");
  });
});
