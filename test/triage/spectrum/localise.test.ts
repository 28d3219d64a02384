import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { localiseByCoverage } from "../../../src/triage/spectrum/localise.js";
import { failedTest } from "../failed-test.js";

/** What each test called, as a runner would record it: `cents` is the bug in both tiers. */
const CALLS: Record<string, string[]> = {
  "py-cents": ["shop/prices.py:cents"],
  "py-label": ["shop/prices.py:label", "shop/prices.py:cents"],
  "py-tax": ["shop/prices.py:tax"],
  "js-total": ["src/cart.js:total", "src/cart.js:round"],
  "js-round": ["src/cart.js:round"],
  "js-empty": ["src/cart.js:empty"],
};

function test(id: string, tier: string, status: TestResult["status"]): TestResult {
  return failedTest(id, [`FAIL: ${id} is wrong`], { tier, status });
}

/** Replays CALLS for the tests it is asked to run, and remembers which those were. */
function recordingRunner(asked: string[]): CoverageRunner {
  return {
    async run(tests) {
      asked.push(...tests.map((t) => t.id));
      return new Map(tests.map((t) => [t.id, new Set(CALLS[t.id] ?? [])]));
    },
  };
}

describe("coverage a retry already took", () => {
  const failing = [test("py-cents", "unit", "failed"), test("py-label", "unit", "failed")];
  const passed = [test("py-tax", "unit", "passed")];
  const jsFailing = [test("js-total", "js", "failed"), test("js-round", "js", "failed")];
  const jsPassed = [test("js-empty", "js", "passed")];
  const taken = new Map(
    ["py-cents", "py-label", "py-tax"].map((id) => [id, new Set(CALLS[id])] as const),
  );

  it("is used as it is: nothing of that tier runs again", async () => {
    const asked: string[] = [];
    const culprits = await localiseByCoverage(failing, passed, {
      runner: recordingRunner(asked),
      taken,
    });
    expect(asked).toEqual([]);
    expect(culprits.get("py-label")?.function).toBe("cents");
  });

  it("leaves the failures of another tier to the runner", async () => {
    const asked: string[] = [];
    const culprits = await localiseByCoverage(
      [...failing, ...jsFailing],
      [...passed, ...jsPassed],
      { runner: recordingRunner(asked), taken },
    );
    expect(asked.sort()).toEqual(["js-empty", "js-round", "js-total"]);
    expect(culprits.get("py-cents")?.function).toBe("cents");
    expect(culprits.get("js-total")?.function).toBe("round");
  });
});

describe("a helper another failure's stack shows its caller calling", () => {
  const calls: Record<string, string[]> = {
    "js-title": ["src/text.js:title", "src/text.js:clean"],
    "js-upper": ["src/text.js:title"],
    "js-shout": ["src/text.js:shout", "src/text.js:clean"],
  };
  const runner: CoverageRunner = {
    async run(tests) {
      return new Map(tests.map((t) => [t.id, new Set(calls[t.id] ?? [])]));
    },
  };
  const proven = [
    {
      culprit: {
        key: "src/text.js:clean",
        file: "src/text.js",
        function: "clean",
        source: "frame",
      },
      caller: { key: "src/text.js:title", file: "src/text.js", function: "title", source: "frame" },
    } as const,
  ];

  it("takes the failures blamed on the caller that called it, and only those", async () => {
    const culprits = await localiseByCoverage(
      [test("js-title", "js", "failed"), test("js-upper", "js", "failed")],
      [test("js-shout", "js", "passed")],
      { runner, proven },
    );
    expect(culprits.get("js-title")?.function).toBe("clean");
    // It never reached clean: the stack's helper says nothing of it.
    expect(culprits.get("js-upper")?.function).toBe("title");
  });
});
