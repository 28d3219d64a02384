import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { triageFailures } from "../../../src/triage/triage.js";
import { failedTest } from "../failed-test.js";

/**
 * A spectrum like negotiator's when `specify` was broken (the daily sample's mutant): 20
 * failures all run the same functions, and the passing tests tell them apart only a little.
 * Ochiai is then sqrt(20 / (20 + p)) for a function p passing tests ran: `isQuality` (and its
 * own inner helper) 1.0, `specify` 0.976, `preferred` 0.953, `compare` and `getPriority` 0.933,
 * `parseAccept` 0.79.
 */
const FAILING = Array.from({ length: 20 }, (_, index) => `fail-${index}`);
const PASSING = Array.from({ length: 12 }, (_, index) => `pass-${index}`);
const ALL = [
  "parseAccept",
  "specify",
  "preferred",
  "compare",
  "getPriority",
  "isQuality",
  "isQuality/check",
];
/** What each of the first passing tests ran besides parseAccept (the rest ran only that). */
const PASSING_RAN: string[][] = [
  ["specify", "preferred", "compare", "getPriority"],
  ["preferred", "compare", "getPriority"],
  ["compare", "getPriority"],
];

function spectrum(passingRan: string[][]): Map<string, Set<string>> {
  const functions = (names: string[]) => new Set(names.map((name) => `lib/encoding.js:${name}`));
  return new Map([
    ...FAILING.map((id) => [id, functions(ALL)] as const),
    ...PASSING.map(
      (id, index) => [id, functions(["parseAccept", ...(passingRan[index] ?? [])])] as const,
    ),
  ]);
}

function test(id: string, status: TestResult["status"]): TestResult {
  return failedTest(id, [`FAIL: ${id} gave the wrong order`], { tier: "unit", status });
}

const tests = [
  ...FAILING.map((id) => test(id, "failed")),
  ...PASSING.map((id) => test(id, "passed")),
];
const noRuns: CoverageRunner = {
  async run() {
    throw new Error("the coverage was taken on the way: nothing should run again");
  },
};

async function culpritOf(taken: Map<string, Set<string>>) {
  const groups = await triageFailures(tests, ["unit"], { coverage: noRuns, taken });
  expect(groups).toHaveLength(1);
  return groups[0]?.triage?.culprit;
}

describe("functions close behind a coverage culprit", () => {
  it("are named with it, best first, three at most, and never its own inner helper", async () => {
    const culprit = await culpritOf(spectrum(PASSING_RAN));
    expect(culprit).toMatchObject({ file: "lib/encoding.js", function: "isQuality", score: 1 });
    expect(culprit?.closeBehind).toEqual([
      { file: "lib/encoding.js", function: "specify", score: 0.976 },
      { file: "lib/encoding.js", function: "preferred", score: 0.953 },
      { file: "lib/encoding.js", function: "compare", score: 0.933 },
    ]);
  });

  it("are not named when the passing tests part every other function from it", async () => {
    // Five passing tests ran each of the others: sqrt(20 / 25) = 0.894, under 0.9 of 1.0.
    const five = ["specify", "preferred", "compare", "getPriority"];
    const culprit = await culpritOf(spectrum([five, five, five, five, five]));
    expect(culprit?.function).toBe("isQuality");
    expect(culprit?.closeBehind).toBeUndefined();
  });
});
