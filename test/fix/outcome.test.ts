import { describe, expect, it } from "vitest";
import { finalTests, fixHeadline, fixOutcome, refreshTiers } from "../../src/fix/outcome.js";
import type { Attempt, Group, TierResult } from "../../src/results/schema.js";
import { failedTest } from "../triage/failed-test.js";

const group = (
  id: string,
  tests: string[],
  status: Group["status"],
  signature = `cause ${id}`,
): Group => ({
  id,
  signature,
  tier: "smoke",
  tests,
  status,
  reason: null,
});

const passed = (id: string) => ({ ...failedTest(id, []), status: "passed" as const });

describe("fix outcome", () => {
  const tests = [
    failedTest("BT-001", []),
    failedTest("BT-002", []),
    passed("BT-003"),
    failedTest("BT-004", []),
  ];

  it("marks a fixed group's tests fixed and a deferred group's deferred", () => {
    const groups = [
      group("a", ["BT-001"], "fixed"),
      group("b", ["BT-002"], "deferred"),
      group("c", ["BT-004"], "skipped"),
    ];
    expect(finalTests(tests, groups).map((test) => test.status)).toEqual([
      "fixed",
      "deferred",
      "passed",
      "failed",
    ]);
  });

  it("is fixed only when every selected group is fixed and no failure is left", () => {
    const all = [group("a", ["BT-001"], "fixed"), group("b", ["BT-002", "BT-004"], "fixed")];
    expect(fixOutcome(all, null, finalTests(tests, all), "failed")).toBe("fixed");
    const some = [group("a", ["BT-001"], "fixed"), group("b", ["BT-002", "BT-004"], "deferred")];
    expect(fixOutcome(some, null, finalTests(tests, some), "failed")).toBe("deferred");
    const chosen = [group("a", ["BT-001"], "fixed"), group("b", ["BT-002", "BT-004"], "skipped")];
    expect(fixOutcome(chosen, new Set(["a"]), finalTests(tests, chosen), "failed")).toBe("fixed");
    expect(fixOutcome([], null, [passed("BT-003")], "passed")).toBe("passed");
  });

  it("passes a tier whose failures were all fixed", () => {
    const tier: TierResult = {
      name: "smoke",
      gate: "hard",
      status: "failed",
      durationMs: 5,
      counts: { failed: 1, passed: 1 },
      reason: null,
    };
    const fixed = finalTests(
      [failedTest("BT-001", []), passed("BT-003")],
      [group("a", ["BT-001"], "fixed")],
    );
    expect(refreshTiers([tier], fixed)).toEqual([
      { ...tier, status: "passed", counts: { fixed: 1, passed: 1 } },
    ]);
  });

  it("sums the run up in one line", () => {
    const groups = [
      group("a", ["BT-001", "BT-002"], "fixed"),
      group("b", ["BT-004"], "deferred", "HTTP 500"),
    ];
    expect(fixHeadline(groups, [{} as Attempt, {} as Attempt, {} as Attempt], null)).toBe(
      "1 of 2 groups fixed (2 tests) in 3 attempts; 1 deferred, first: HTTP 500",
    );
  });
});
