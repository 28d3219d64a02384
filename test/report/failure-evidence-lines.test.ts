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

  it("shows a jest diff down to its values: the report's blank lines take none of the lines shown", () => {
    const test = junitFailure("v35 v3", "", "", 72);
    const evidence = test.evidence;
    if (!evidence) throw new Error("the fixture has evidence");
    // jest-junit (uuid, jest 28) writes no message: the failure text is all there is.
    evidence.summary = [];
    evidence.reported = { outcome: "failure", type: null, message: null };
    evidence.excerpt = [
      "assert.strictEqual(received, expected)",
      "",
      "Expected value to strictly be equal to:",
      '  "9125a8dc-52ee-365b-a5aa-81b0b3681cf6"',
      "Received:",
      '  "962e9b47-e186-3e5a-8be9-b7d0cc290ee7"',
      "",
      "Difference:",
      "",
      "- Expected",
      "+ Received",
      "",
      "- 9125a8dc-52ee-365b-a5aa-81b0b3681cf6",
      "+ 962e9b47-e186-3e5a-8be9-b7d0cc290ee7",
      "    at Object.strictEqual (test/unit/v35.test.js:72:12)",
      "    at Promise.then.completed (node_modules/jest-circus/build/utils.js:333:28)",
    ].join("\n");
    const lines = closingBlock(test);
    expect(lines).toContain("    - 9125a8dc-52ee-365b-a5aa-81b0b3681cf6");
    expect(lines).toContain("    + 962e9b47-e186-3e5a-8be9-b7d0cc290ee7");
  });

  it("shows a Go panic's project frames, not Go's own testing and runtime frames before them", () => {
    const test = junitFailure("TestDeleteMinG", "panic: index out of range", "panic", null);
    const evidence = test.evidence;
    if (!evidence) throw new Error("the fixture has evidence");
    evidence.summary = [];
    evidence.excerpt = [
      "=== RUN   TestDeleteMinG",
      "panic: runtime error: index out of range [1] with length 1 [recovered]",
      "goroutine 7 [running]:",
      "testing.tRunner.func1.2({0x53fcc0, 0xc00001c0a8})",
      "\t/usr/lib/go-1.19/src/testing/testing.go:1396 +0x24e",
      "testing.tRunner.func1()",
      "\t/usr/lib/go-1.19/src/testing/testing.go:1399 +0x39f",
      "panic({0x53fcc0, 0xc00001c0a8})",
      "\t/usr/lib/go-1.19/src/runtime/panic.go:884 +0x212",
      "github.com/google/btree.(*node[...]).growChildAndRemove(0xc0000dc480, 0x0)",
      "\t/home/u/btree/btree_generic.go:448 +0xde5",
    ].join("\n");
    const lines = closingBlock(test);
    expect(lines).toContain(
      "    github.com/google/btree.(*node[...]).growChildAndRemove(0xc0000dc480, 0x0)",
    );
    expect(lines.some((line) => line.includes("testing.tRunner"))).toBe(false);
    expect(lines.some((line) => line.includes("src/runtime/panic.go"))).toBe(false);
  });

  it("cuts a line of output longer than 400 characters: the rest is in results.json", () => {
    const test = junitFailure("TestBTreeG", "mismatch:", "failure", null);
    const evidence = test.evidence;
    if (!evidence) throw new Error("the fixture has evidence");
    evidence.summary = [];
    const got = `got: [${Array.from({ length: 2000 }, (_, n) => n).join(" ")}]`;
    evidence.excerpt = ["btree_generic_test.go:88: mismatch:", got, "--- FAIL: TestBTreeG"].join(
      "\n",
    );
    const shown = closingBlock(test).find((line) => line.includes("got: [0 1 2"));
    expect(shown).toBe(
      `    ${got.slice(0, 400)} … [${got.length - 400} characters cut here; results.json has them]`,
    );
  });

  it("starts a go test's lines at the one that says where it failed, past the test's own output", () => {
    const test = junitFailure("TestRadix", "Failed", "failure", null);
    const evidence = test.evidence;
    if (!evidence) throw new Error("the fixture has evidence");
    evidence.summary = [];
    evidence.location = { file: "radix_test.go", line: 39 };
    evidence.excerpt = [
      "=== RUN   TestRadix",
      ...Array.from({ length: 15 }, (_, n) => `9b1c2d3e-000${n}-4a5b-8c7d-0e1f2a3b4c5d`),
      "    radix_test.go:39: missing key 9b1c2d3e-0003-4a5b-8c7d-0e1f2a3b4c5d",
      "--- FAIL: TestRadix (0.01s)",
    ].join("\n");
    const lines = closingBlock(test);
    expect(lines).toContain(
      "        radix_test.go:39: missing key 9b1c2d3e-0003-4a5b-8c7d-0e1f2a3b4c5d",
    );
    expect(lines).not.toContain("    === RUN   TestRadix");
  });
});
