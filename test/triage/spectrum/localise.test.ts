import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { localiseByCoverage } from "../../../src/triage/spectrum/localise.js";
import { triageFailures } from "../../../src/triage/triage.js";
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

describe("coverage jest took on its own retries of commander's formatItem bug", () => {
  // Recorded by verify on commander 63eed4aa with `if (!description)` in Help.formatItem turned
  // round (test/corpus/seeds.mjs, format-item-branch): the 33 failing tests' retries and the 8
  // passing tests after them, as functionsRun names them (the project's istanbul coverage on).
  const here = path.dirname(new URL(import.meta.url).pathname);
  const recorded = JSON.parse(
    readFileSync(path.join(here, "fixtures/commander-format-item-retries.json"), "utf8"),
  ) as Record<"failing" | "passing", Record<string, string[]>>;
  const failing = Object.keys(recorded.failing).map((id) => test(id, "unit", "failed"));
  const passed = Object.keys(recorded.passing).map((id) => test(id, "unit", "passed"));
  const taken = new Map(
    [...Object.entries(recorded.failing), ...Object.entries(recorded.passing)].map(
      ([id, functions]) => [id, new Set(functions)] as const,
    ),
  );
  const nothingRuns: CoverageRunner = {
    async run() {
      throw new Error("the taken coverage should be enough");
    },
  };

  it("blames formatItem, not the class's constructor, which every one of its calls runs too", async () => {
    // Help (the constructor), formatItem and istanbul's counter for help.js are called by the
    // same tests here: Ochiai ties them, and most of the test names say "help".
    const tied = ["lib/help.js:Help", "lib/help.js:formatItem"];
    for (const id of tied) {
      expect(failing.every((t) => taken.get(t.id)?.has(id))).toBe(true);
      expect(passed.filter((t) => taken.get(t.id)?.has(id)).length).toBe(5);
    }
    const culprits = await localiseByCoverage(failing, passed, { runner: nothingRuns, taken });
    expect(culprits.size).toBe(33);
    expect(new Set([...culprits.values()].map((c) => `${c.file}:${c.function}`))).toEqual(
      new Set(["lib/help.js:formatItem"]),
    );
  });

  it("never blames istanbul's counter function, which every test of an instrumented file calls", async () => {
    const counter = "lib/help.js:cov_20v531kn2i";
    expect(failing.every((t) => taken.get(t.id)?.has(counter))).toBe(true);
    // A failure whose record holds nothing of help.js but the counter has no culprit there.
    const only = new Map([
      ["reached the counter only", new Set([counter])],
      ...passed.map((t) => [t.id, taken.get(t.id) ?? new Set<string>()] as const),
    ]);
    const culprits = await localiseByCoverage(
      [test("reached the counter only", "unit", "failed")],
      passed,
      {
        runner: nothingRuns,
        taken: only,
      },
    );
    expect(culprits.has("reached the counter only")).toBe(false);
  });
});

describe("functions a compiler writes into the project's files", () => {
  it("are never blamed: TypeScript's module helpers run in every test that loads the module", async () => {
    // Names as V8 gave them in entities' recorded coverage (ts-jest, CommonJS).
    const helpers = [
      "src/decode.ts:Object.<anonymous>.__importDefault",
      "src/decode.ts:Object.<anonymous>.__importStar",
    ];
    const taken = new Map([
      ["fails", new Set([...helpers, "src/decode.ts:Object.<anonymous>"])],
      ["passes", new Set(["src/decode.ts:getDecoder"])],
    ]);
    const culprits = await localiseByCoverage(
      [test("fails", "unit", "failed")],
      [test("passes", "unit", "passed")],
      { runner: recordingRunner([]), taken },
    );
    expect(culprits.has("fails")).toBe(false);
  });
});

describe("a passing sample taken on the way that cannot tell the top suspects apart", () => {
  // entities with replaceCodePoint broken: the retry recorded one passing test after the
  // failures, and the decoder's helpers tie with the broken function.
  const calls: Record<string, string[]> = {
    "js-a": ["src/decode.ts:isNumber", "src/decode_codepoint.ts:replaceCodePoint"],
    "js-b": ["src/decode.ts:isNumber", "src/decode_codepoint.ts:replaceCodePoint"],
    "js-escape": ["src/escape.ts:escape"],
    "js-digits": ["src/decode.ts:isNumber"],
    "js-named": ["src/decode.ts:decodeHTML"],
  };
  const runner = (asked: string[]): CoverageRunner => ({
    async run(tests) {
      asked.push(...tests.map((t) => t.id));
      return new Map(tests.map((t) => [t.id, new Set(calls[t.id] ?? [])]));
    },
  });
  const taken = new Map(["js-a", "js-b", "js-escape"].map((id) => [id, new Set(calls[id])]));
  const failing = [test("js-a", "js", "failed"), test("js-b", "js", "failed")];
  const passed = ["js-escape", "js-digits", "js-named"].map((id) => test(id, "js", "passed"));

  it("is topped up with the tier's own passing sample, and the tie is broken by it", async () => {
    const asked: string[] = [];
    const culprits = await localiseByCoverage(failing, passed, { runner: runner(asked), taken });
    expect(asked.sort()).toEqual(["js-digits", "js-named"]);
    expect(culprits.get("js-a")?.function).toBe("replaceCodePoint");
  });

  it("is not, when it decides already", async () => {
    const asked: string[] = [];
    const decided = new Map([...taken, ["js-digits", new Set(calls["js-digits"])]]);
    const culprits = await localiseByCoverage(failing, passed, {
      runner: runner(asked),
      taken: decided,
    });
    expect(asked).toEqual([]);
    expect(culprits.get("js-b")?.function).toBe("replaceCodePoint");
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

describe("one group, with coverage a retry took on the way", () => {
  const same = (id: string, status: TestResult["status"]) =>
    failedTest(id, ["FAIL: the total is wrong"], { tier: "js", status });
  const tests = [
    same("js-total", "failed"),
    same("js-round", "failed"),
    same("js-empty", "passed"),
  ];
  const counted = (asked: string[]): CoverageRunner => ({
    async run(chosen) {
      asked.push(...chosen.map((t) => t.id));
      return new Map();
    },
  });

  it("is named when the coverage blames every failure on one function, and nothing runs", async () => {
    const asked: string[] = [];
    const taken = new Map(
      ["js-total", "js-round", "js-empty"].map((id) => [id, new Set(CALLS[id])] as const),
    );
    const groups = await triageFailures(tests, ["js"], { coverage: counted(asked), taken });
    expect(groups.map((g) => [g.tests.length, g.triage?.culprit?.function])).toEqual([
      [2, "round"],
    ]);
    expect(asked).toEqual([]);
  });

  it("stays as it was when the coverage does not blame every failure on one function", async () => {
    // js-total called nothing of the project in its own body (its value was made elsewhere).
    const taken = new Map<string, Set<string>>([
      ["js-total", new Set()],
      ["js-round", new Set(CALLS["js-round"])],
      ["js-empty", new Set(CALLS["js-empty"])],
    ]);
    const groups = await triageFailures(tests, ["js"], { coverage: counted([]), taken });
    expect(groups.map((g) => [g.tests.length, g.triage?.culprit ?? null])).toEqual([[2, null]]);
  });
});
