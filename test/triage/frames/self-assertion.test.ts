import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { frameCulprit, frameOnlyPassedTheValue } from "../../../src/triage/culprit.js";
import { triageFailures } from "../../../src/triage/triage.js";
import { failedTest } from "../failed-test.js";

/** A pytest failure (its long traceback) from the test's line down to where it was raised. */
function pytestFailure(id: string, traceback: string[], message: string): TestResult {
  const test = failedTest(id, traceback, { tier: "tests", message });
  return { ...test, kind: "junit", file: "tests/test_shelf.py" };
}

/** `shelf._check()`, the library's own check of its state, found it broken. */
const checkFailed = (id: string) =>
  pytestFailure(
    id,
    [
      "    def test_" + id + "():",
      ">       shelf._check()",
      "",
      "tests/test_shelf.py:31: ",
      "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _",
      "    def _check(self):",
      "        for at, row in enumerate(self._rows):",
      ">           assert self._ends[at] == row[-1]",
      "E           AssertionError",
      "",
      "src/shelves/shelf.py:88: AssertionError",
    ],
    "AssertionError",
  );

/** The test's own assert on a value the library returned. */
const valueWrong = (id: string) =>
  pytestFailure(
    id,
    [
      "    def test_" + id + "():",
      ">       assert shelf[5] == 5",
      "E       assert 6 == 5",
      "",
      "tests/test_shelf.py:44: AssertionError",
    ],
    "assert 6 == 5",
  );

describe("an AssertionError the project's own code raised", () => {
  it("is where a broken state was noticed, so the stack's function is left to coverage; a test's assert and a project's ValueError are not", () => {
    const noticed = checkFailed("count");
    expect(frameCulprit(noticed)?.function).toBe("_check");
    expect(frameOnlyPassedTheValue(noticed)).toBe(true);

    expect(frameOnlyPassedTheValue(valueWrong("getitem"))).toBe(false);
    const raised = pytestFailure(
      "parse",
      [
        "    def parse(text):",
        ">       raise ValueError('no shelf')",
        "E       ValueError: no shelf",
        "",
        "src/shelves/shelf.py:12: ValueError",
      ],
      "ValueError: no shelf",
    );
    expect(frameOnlyPassedTheValue(raised)).toBe(false);
  });

  it("joins the failures of the same bug that a test's assert caught, blamed on the function that broke the state", async () => {
    // _grow splits a full row one place off: three tests see it through _check's assert, two
    // through a value read back. Coverage: every failure ran _grow; of the passing tests, two
    // did (small shelves never grow), while all of them ran _check and __getitem__.
    const failing = [
      checkFailed("count"),
      checkFailed("delitem"),
      checkFailed("stress"),
      valueWrong("getitem"),
      valueWrong("slice"),
    ];
    const passing: TestResult[] = Array.from({ length: 10 }, (_, at) => ({
      ...failedTest(`passes_${at}`, [], { tier: "tests", status: "passed" }),
      kind: "junit",
      file: "tests/test_shelf.py",
      evidence: null,
    }));
    const fn = (name: string) => `src/shelves/shelf.py:${name}`;
    const coverage = new Map<string, Set<string>>([
      ...failing.map(
        (test) =>
          [test.id, new Set([fn("add"), fn("_grow"), fn("_check"), fn("__getitem__")])] as const,
      ),
      ...passing.map(
        (test, at) =>
          [
            test.id,
            new Set([fn("add"), fn("_check"), fn("__getitem__"), ...(at < 2 ? [fn("_grow")] : [])]),
          ] as const,
      ),
    ]);
    const runner = {
      run: async (tests: readonly TestResult[]) =>
        new Map(
          tests.flatMap((test) => {
            const functions = coverage.get(test.id);
            return functions ? [[test.id, functions] as const] : [];
          }),
        ),
    };
    const groups = await triageFailures([...failing, ...passing], ["tests"], { coverage: runner });
    expect(groups.map((group) => [group.tests.length, group.triage?.culprit?.function])).toEqual([
      [5, "_grow"],
    ]);
  });
});
