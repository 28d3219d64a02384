import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { localiseByCoverage } from "../../../src/triage/spectrum/localise.js";
import { functionsRun, unitsRun, type V8Script } from "../../../src/triage/spectrum/v8-coverage.js";
import { failedTest } from "../failed-test.js";

const here = path.dirname(new URL(import.meta.url).pathname);
const ROOT = "/fix-loop-corpus/dayjs";

/** Replays recorded coverage, as test/corpus does. */
function replay(recorded: Record<string, string[]>): CoverageRunner {
  return {
    async run(tests) {
      const found = new Map<string, Set<string>>();
      for (const test of tests) {
        const functions = recorded[test.id];
        if (functions) found.set(test.id, new Set(functions));
      }
      return found;
    },
  };
}

const withStatus = (id: string, status: TestResult["status"]) =>
  failedTest(id, ["Expected value to be: <n>"], { tier: "unit", status });

describe("culprits from coverage are the source's enclosing functions", () => {
  it("names dayjs's instanceFactory, a helper declared inside startOf, as startOf (a real V8 record)", () => {
    // What V8 reported for "StartOf EndOf ... Year ... with s and upper case" with startOf's
    // branch inverted (jest 22 + babel, one run): offsets in babel's output, names as V8 gives them.
    const record = JSON.parse(
      readFileSync(path.join(here, "fixtures/dayjs-start-of-v8.json"), "utf8"),
    ) as { scripts: V8Script[] };
    const ran = functionsRun(record.scripts, ROOT);
    expect(ran).toContain("src/index.js:startOf");
    expect(ran.filter((id) => /instanceFactory/.test(id))).toEqual([]);
    // Functions nested in nothing named keep their names (the class's body is babel's anonymous
    // function, the module's is jest's wrapper).
    expect(ran).toEqual(
      expect.arrayContaining([
        "src/index.js:Dayjs",
        "src/index.js:parse",
        "src/utils.js:prettyUnit",
      ]),
    );
  });

  it("keeps methods attached to an object, and does not fold a module's helpers into its default export", () => {
    const script: V8Script = {
      url: `file://${ROOT}/src/plugin/x/index.js`,
      functions: [
        { functionName: "", ranges: [{ startOffset: 0, endOffset: 900, count: 1 }] },
        { functionName: "_default", ranges: [{ startOffset: 10, endOffset: 800, count: 1 }] },
        { functionName: "parseDate", ranges: [{ startOffset: 20, endOffset: 100, count: 1 }] },
        { functionName: "proto.parse", ranges: [{ startOffset: 120, endOffset: 400, count: 1 }] },
        { functionName: "pad", ranges: [{ startOffset: 200, endOffset: 300, count: 1 }] },
      ],
    };
    expect(functionsRun([script], ROOT)).toEqual([
      "src/plugin/x/index.js:_default",
      "src/plugin/x/index.js:parseDate",
      "src/plugin/x/index.js:proto.parse",
      "src/plugin/x/index.js:proto.parse",
    ]);
  });

  it("blames every failure of the recorded startOf case on startOf", async () => {
    const dir = path.join(here, "../../corpus/dayjs/start-of-branch");
    // What jest 22's retry recorded on the way, in verify's first run.
    const recorded = JSON.parse(readFileSync(path.join(dir, "taken.json"), "utf8")) as Record<
      string,
      string[]
    >;
    const truth = JSON.parse(readFileSync(path.join(dir, "truth.json"), "utf8")) as {
      causes: Record<string, string[]>;
    };
    // The failing tests the retry re-ran (58 of its 65: one of each signature, then the quickest).
    const failing = Object.keys(recorded)
      .filter((id) => id in truth.causes)
      .map((id) => withStatus(id, "failed"));
    const passing = Object.keys(recorded)
      .filter((id) => !(id in truth.causes))
      .map((id) => withStatus(id, "passed"));
    const culprits = await localiseByCoverage(failing, passing, {
      runner: replay({}),
      root: ROOT,
      taken: new Map(Object.entries(recorded).map(([id, functions]) => [id, new Set(functions)])),
    });
    expect(failing.length).toBeGreaterThanOrEqual(40);
    expect(culprits.size).toBe(failing.length);
    expect(new Set([...culprits.values()].map((c) => `${c.file}:${c.function}`))).toEqual(
      new Set(["src/index.js:startOf"]),
    );
  });

  it("never blames jest's module wrapper, which every test of a process per test runs", async () => {
    // One process per test: each record holds the module bodies jest wraps (`Object.<anonymous>`).
    const load = ["src/constant.js:Object.<anonymous>", "src/index.js:Object.<anonymous>"];
    const recorded: Record<string, string[]> = {
      "fails 1": [...load, "src/index.js:startOf"],
      "fails 2": [...load, "src/index.js:startOf"],
      "fails 3": [...load],
      "passes 1": [...load, "src/index.js:format"],
    };
    const culprits = await localiseByCoverage(
      ["fails 1", "fails 2", "fails 3"].map((id) => withStatus(id, "failed")),
      [withStatus("passes 1", "passed")],
      { runner: replay(recorded), root: ROOT },
    );
    expect(culprits.get("fails 1")?.function).toBe("startOf");
    // A run that reached no project function but the module bodies gives no culprit at all.
    expect(culprits.has("fails 3")).toBe(false);
  });

  it("ranks a helper on its own spectrum and names its function: dayjs's add, not $set", async () => {
    // add runs for every unit, its helper instanceFactorySet only to add days; $set, which the
    // helper reaches, runs for fewer passing tests than add does.
    const url = `file://${ROOT}/src/index.js`;
    const fn = (functionName: string, start: number, end: number) => ({
      functionName,
      ranges: [{ startOffset: start, endOffset: end, count: 1 }],
    });
    const add = fn("add", 100, 500);
    const helper = fn("instanceFactorySet", 120, 200);
    const set = fn("$set", 600, 700);
    const scripts: Record<string, V8Script[]> = {
      "add a day": [{ url, functions: [add, helper, set] }],
      "add days": [{ url, functions: [add, helper, set] }],
      "add a month": [{ url, functions: [add] }],
      "add a year": [{ url, functions: [add] }],
      "set a date": [{ url, functions: [set] }],
    };
    const failing = ["add a day", "add days"].map((id) => withStatus(id, "failed"));
    const passing = ["add a month", "add a year", "set a date"].map((id) =>
      withStatus(id, "passed"),
    );
    const recorded = (run: (s: V8Script[], root: string) => string[]) =>
      replay(Object.fromEntries(Object.entries(scripts).map(([id, s]) => [id, run(s, ROOT)])));
    const byUnits = await localiseByCoverage(failing, passing, {
      runner: recorded(unitsRun),
      root: ROOT,
    });
    expect([...byUnits.values()].map((c) => c.function)).toEqual(["add", "add"]);
    expect(byUnits.get("add a day")?.score).toBe(1);
    // By functions alone the helper is part of add, which passing tests call more than $set.
    const byFunctions = await localiseByCoverage(failing, passing, {
      runner: recorded(functionsRun),
      root: ROOT,
    });
    expect([...byFunctions.values()].map((c) => c.function)).toEqual(["$set", "$set"]);
  });
});

describe("a class with fields, as V8 reports it", () => {
  it("names its methods as the source does, not as helpers of V8's <instance_members_initializer>", () => {
    // What node 20 reported for a class like yaml's ToJSContext (`anchors = new Map()` and a
    // `setAnchor` method): V8 lists an `<instance_members_initializer>` whose range covers the
    // class body, methods included.
    const record = JSON.parse(
      readFileSync(path.join(here, "fixtures/class-fields-v8.json"), "utf8"),
    ) as { scripts: V8Script[] };
    const ran = functionsRun(record.scripts, "/fix-loop-corpus/yaml");
    expect(ran).toContain("src/nodes/context.js:setAnchor");
    expect(ran.filter((id) => id.includes("<instance_members_initializer>/"))).toEqual([]);
  });
});
