import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { culpritOf as namedCulprit } from "../../../src/triage/culprit.js";
import { closeSuspects } from "../../../src/triage/spectrum/close-suspects.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { splitFunctionId } from "../../../src/triage/spectrum/coverage-runner.js";
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
  it("are named with it, best first, five at most, and never its own inner helper", async () => {
    const culprit = await culpritOf(spectrum(PASSING_RAN));
    expect(culprit).toMatchObject({ file: "lib/encoding.js", function: "isQuality", score: 1 });
    expect(culprit?.closeBehind).toEqual([
      { file: "lib/encoding.js", function: "specify", score: 0.976 },
      { file: "lib/encoding.js", function: "preferred", score: 0.953 },
      { file: "lib/encoding.js", function: "compare", score: 0.933 },
      { file: "lib/encoding.js", function: "getPriority", score: 0.933 },
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

describe("a function the culprit's group ranks above it", () => {
  it("is named as tied with it, at the culprit's own score, never close behind with a higher one", () => {
    // colorama: `enable_vt_processing` 0.408 listed close behind `get_win32_calls` at 0.392.
    const ran = (...names: string[]) => new Set(names.map((name) => `lib/a.js:${name}`));
    const failing = new Map([
      ["t1", ran("outer", "inner")],
      ["t2", ran("outer", "inner")],
    ]);
    const passing = new Map([
      ["p1", ran("outer")],
      ["p2", ran("inner")],
      ["p3", ran("inner")],
    ]);
    const toCulprit = (fn: string) => {
      const { file, function: name } = splitFunctionId(fn);
      return namedCulprit(file, name, "coverage");
    };
    // The culprit the whole spectrum gave its tests: `inner`, at 0.6 over every failure.
    const culprit = { ...toCulprit("lib/a.js:inner"), score: 0.6 };
    const blamed = new Map([
      ["t1", { fn: "lib/a.js:inner", culprit }],
      ["t2", { fn: "lib/a.js:inner", culprit }],
    ]);
    const close = closeSuspects(blamed, failing, passing, {}, toCulprit).get("lib/a.js:inner");
    expect(close).toEqual([{ file: "lib/a.js", function: "outer", score: 0.6 }]);
  });
});
