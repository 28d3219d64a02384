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
