import { describe, expect, it } from "vitest";
import {
  EMPTY_HISTORY,
  type History,
  outcomesOf,
  parseHistory,
  withRun,
} from "../../src/flaky/history.js";
import { applyQuarantineRule, withManualQuarantine } from "../../src/flaky/quarantine-rule.js";
import { aliasOf } from "../../src/ids/aliases.js";
import { testResult } from "../app/fixtures.js";

const RULE = { window: 50, "quarantine-at": 0.3, "min-runs": 5, "release-after": 2 };

const run = (n: number, sha = `sha${n}`) => ({
  id: String(n),
  sha,
  at: `2026-01-01T00:00:${String(n).padStart(2, "0")}Z`,
  ref: "main",
});

function applied(order: number[], window = 50): History {
  let history = EMPTY_HISTORY;
  for (const n of order) {
    const tests = [
      testResult("a", n % 3 === 0 ? "flaky" : "passed"),
      testResult(`only-${n}`, "failed"),
    ];
    history = withRun(history, outcomesOf(run(n), tests), window);
  }
  return history;
}

describe("withRun", () => {
  it("keeps one character per run, aligned with the runs, oldest first", () => {
    const history = applied([1, 2, 3]);
    expect(history.runs.map((r) => r.id)).toEqual(["1", "2", "3"]);
    expect(history.tests).toEqual({ a: "PPK", "only-1": "F..", "only-2": ".F.", "only-3": "..F" });
    expect(history.evidence["only-2"]).toMatchObject({
      commit: "sha2",
      message: "expected 200, got 500",
    });
  });

  it("gives the same history for the same runs in any order, and ignores a run seen before", () => {
    const inOrder = applied([1, 2, 3, 4, 5, 6]);
    expect(applied([6, 1, 5, 2, 4, 3, 3, 6])).toEqual(inOrder);
  });

  it("keeps the last `window` runs and forgets tests and evidence that leave it", () => {
    const history = applied([1, 2, 3, 4, 5], 3);
    expect(history.runs.map((r) => r.id)).toEqual(["3", "4", "5"]);
    expect(history.tests.a).toBe("KPP");
    expect(Object.keys(history.tests).sort()).toEqual(["a", "only-3", "only-4", "only-5"]);
    // The flaky "a" has no evidence here (the fixture gives evidence to failures only).
    expect(Object.keys(history.evidence).sort()).toEqual(["only-3", "only-4", "only-5"]);
    const released = withRun(
      { ...history, released: { a: run(2).at, "only-4": run(4).at, gone: run(5).at } },
      outcomesOf(run(6), [testResult("a", "passed")]),
      3,
    ).released;
    expect(released).toEqual({ "only-4": run(4).at });
  });

  it("carries a test over to the id a newer fix-loop gives it: outcomes, evidence, quarantine", () => {
    const former = "test > rounds";
    let history = EMPTY_HISTORY;
    for (const [n, status] of [
      [1, "passed"],
      [2, "failed"],
      [3, "passed"],
    ] as const)
      history = withRun(history, outcomesOf(run(n), [testResult(former, status)]), 50);
    history = applyQuarantineRule(
      withManualQuarantine(history, former, "maintainer", run(3).at),
      RULE,
      run(3).at,
    );
    const renamed = { ...testResult("Int16Array > rounds", "passed"), formerId: former };
    const next = withRun(history, outcomesOf(run(4), [renamed]), 50);
    expect(next.tests).toEqual({ "Int16Array > rounds": "PFPP" });
    expect(Object.keys(next.evidence)).toEqual(["Int16Array > rounds"]);
    expect(next.evidence["Int16Array > rounds"]?.commit).toBe("sha2");
    expect(next.quarantine.map((entry) => [entry.id, entry.alias, entry.by])).toEqual([
      ["Int16Array > rounds", aliasOf("test", "Int16Array > rounds"), "@maintainer"],
    ]);
    // The quarantine stays when the former id's runs would have left the window.
    const later = [5, 6, 7].reduce(
      (kept, n) =>
        applyQuarantineRule(withRun(kept, outcomesOf(run(n), [renamed]), 3), RULE, run(n).at),
      next,
    );
    expect(later.quarantine.map((entry) => entry.id)).toEqual(["Int16Array > rounds"]);
  });

  it("keeps a former id that is itself a test of the run", () => {
    const history = withRun(
      EMPTY_HISTORY,
      outcomesOf(run(1), [testResult("test > a", "failed")]),
      50,
    );
    const tests = [
      testResult("test > a", "passed"),
      { ...testResult("suite > a", "passed"), formerId: "test > a" },
    ];
    expect(withRun(history, outcomesOf(run(2), tests), 50).tests).toEqual({
      "test > a": "FP",
      "suite > a": ".P",
    });
  });

  it("stays small: 2,000 tests over 200 runs with a 50-run window is under 250 kB", () => {
    let history = EMPTY_HISTORY;
    const ids = Array.from(
      { length: 2000 },
      (_, i) => `tests/test_module_${i % 40}.py::test_case_${i}`,
    );
    for (let n = 1; n <= 200; n += 1) {
      history = withRun(
        history,
        outcomesOf(
          run(n),
          ids.map((id) => testResult(id, "passed")),
        ),
        50,
      );
    }
    expect(history.runs).toHaveLength(50);
    expect(JSON.stringify(history).length).toBeLessThan(250_000);
  });
});

describe("parseHistory", () => {
  it("names the file and the key that does not parse", () => {
    expect(() => parseHistory("{", "history.json")).toThrow(/history.json is not JSON/);
    expect(() => parseHistory('{"version":1,"runs":[],"tests":{"a":3}}', "history.json")).toThrow(
      /history.json: tests.a/,
    );
  });
});
