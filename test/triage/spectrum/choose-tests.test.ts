import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import {
  chooseCoverageTests,
  DEFAULT_COVERAGE_LIMITS,
} from "../../../src/triage/spectrum/choose-tests.js";
import { failedTest } from "../failed-test.js";

function test(id: string, file: string, status: TestResult["status"], durationMs: number) {
  return { ...failedTest(id, [`FAIL: ${id}`], { status }), file, durationMs, runs: 1 };
}

/**
 * fast-json-stringify's suite, as two runs of the same tree reported it: 400 quick passing tests
 * (median 1-2 ms) and 40 a little heavier (15-40 ms). On a loaded machine the heavy ones were
 * stretched far more than the median (24 went past 100 ms), and the sample changed with them.
 */
function suite(load: (ms: number, index: number) => number) {
  const failing = [
    test("validate a", "test/a.js", "failed", 3),
    test("validate b", "test/a.js", "failed", 3),
  ];
  const passed = Array.from({ length: 440 }, (_, index) => {
    const quiet = index < 400 ? 1 + (index % 3) : 15 + (index % 26);
    return test(`case ${index}`, `test/${"abcd"[index % 4]}.js`, "passed", load(quiet, index));
  });
  return chooseCoverageTests(failing, passed, DEFAULT_COVERAGE_LIMITS);
}

describe("the passing tests coverage contrasts with", () => {
  it("are the same on a quiet and a loaded run of the same tree", () => {
    const quiet = suite((ms) => ms);
    // Loaded: the median grows ninefold, the heavier tests four to eight times (60-320 ms).
    const loaded = suite((ms, index) => (index < 400 ? ms * 9 : ms * (4 + (index % 5))));
    expect(quiet.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(loaded.passing.map((t) => t.id)).toEqual(quiet.passing.map((t) => t.id));
  });

  it("still leave out a test far slower than the rest", () => {
    const chosen = suite((ms, index) => (index >= 400 ? 5_000 : ms));
    expect(chosen.passing.every((t) => t.durationMs < 5_000)).toBe(true);
  });
});

describe("the passing tests from outside the failures' files", () => {
  it("come from as few files as fill their half: a runner that re-runs by file starts no more", () => {
    // 2 failures in test/a.js; 12 other files of 6 quick passing tests each. Hashed one by one
    // across the suite, the far half (10 tests) named 7 or more files.
    const failing = [
      test("parse a", "test/a.js", "failed", 2),
      test("parse b", "test/a.js", "failed", 2),
    ];
    const near = Array.from({ length: 12 }, (_, index) =>
      test(`a case ${index}`, "test/a.js", "passed", 2),
    );
    const far = Array.from({ length: 72 }, (_, index) =>
      test(`case ${index}`, `test/f${index % 12}.js`, "passed", 2),
    );
    const chosen = chooseCoverageTests(failing, [...near, ...far], DEFAULT_COVERAGE_LIMITS);
    const farFiles = new Set(
      chosen.passing.filter((t) => t.file !== "test/a.js").map((t) => t.file),
    );
    expect(chosen.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(chosen.passing.filter((t) => t.file === "test/a.js")).toHaveLength(10);
    expect(farFiles.size).toBe(2);
  });
});

describe("a file far bigger than the rest", () => {
  // jshttp/cookie: failures in a 30-test file, and a generated file of 63,528 tests that a runner
  // must collect whole to run one of them (19.5 s of the sample's coverage run).
  function cookieLike(bigFileTests: number, smallTestMs: number) {
    const failing = [
      test("parse a", "test/parse.js", "failed", 1),
      test("parse b", "test/parse.js", "failed", 1),
    ];
    const near = Array.from({ length: 28 }, (_, index) =>
      test(`parse case ${index}`, "test/parse.js", "passed", 1),
    );
    const small = Array.from({ length: 60 }, (_, index) =>
      test(`small case ${index}`, `test/s${index % 3}.js`, "passed", smallTestMs),
    );
    const big = Array.from({ length: bigFileTests }, (_, index) =>
      test(`big case ${index}`, "test/big.js", "passed", 1),
    );
    return chooseCoverageTests(failing, [...near, ...small, ...big], DEFAULT_COVERAGE_LIMITS);
  }

  it("is left out of the far half of the sample", () => {
    // The small files' tests too slow to take: only the big file could give the far half.
    const chosen = cookieLike(5_000, 5_000);
    expect(chosen.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(chosen.passing.filter((t) => t.file === "test/big.js")).toEqual([]);
  });

  it("is not, when it holds no more than a thousand tests", () => {
    const chosen = cookieLike(1_000, 5_000);
    expect(chosen.passing.filter((t) => t.file === "test/big.js")).toHaveLength(10);
    // Past that, the failures' own file fills the sample.
    const without = cookieLike(1_001, 5_000);
    expect(without.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(without.passing.every((t) => t.file === "test/parse.js")).toBe(true);
  });
});

describe("a huge file that holds failures too", () => {
  const failing = [
    ...Array.from({ length: 29 }, (_, i) => test(`parse ${i}`, "test/parse.js", "failed", 1)),
    test("roundtrip", "test/big.js", "failed", 1),
  ];
  const big = Array.from({ length: 5_000 }, (_, index) =>
    test(`big case ${index}`, "test/big.js", "passed", 1),
  );
  const others = (ms: number) =>
    Array.from({ length: 60 }, (_, index) =>
      test(`small case ${index}`, `test/s${index % 3}.js`, "passed", ms),
    );

  it("gives no test to the sample when other files can (cookie: one passing test left in the failures' small file)", () => {
    const near = [test("parse ok", "test/parse.js", "passed", 1)];
    const chosen = chooseCoverageTests(
      failing,
      [...near, ...big, ...others(1)],
      DEFAULT_COVERAGE_LIMITS,
    );
    expect(chosen.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(chosen.passing.filter((t) => t.file === "test/big.js")).toEqual([]);
  });

  it("fills the sample when they cannot", () => {
    const chosen = chooseCoverageTests(
      failing,
      [...big, ...others(5_000)],
      DEFAULT_COVERAGE_LIMITS,
    );
    expect(chosen.passing.filter((t) => t.file === "test/big.js")).toHaveLength(
      DEFAULT_COVERAGE_LIMITS.maxPassing,
    );
  });
});

describe("the passing tests of a runner that selects by name", () => {
  const failing = [test("rounds -1", "test/int.js", "failed", 2)];
  // Half of the suite's titles are also in other files (node --test runs a title in each file
  // that has it): their run: lines run more than them.
  const passed = (alone: number) =>
    Array.from({ length: 60 }, (_, index) => ({
      ...test(`case ${index}`, `test/${"abc"[index % 3]}.js`, "passed", 1),
      runsAlone: index < alone,
    }));

  it("are those whose run: line runs them alone, where there are enough", () => {
    const chosen = chooseCoverageTests(failing, passed(30), DEFAULT_COVERAGE_LIMITS);
    expect(chosen.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(chosen.passing.every((t) => t.runsAlone)).toBe(true);
  });

  it("fill up from the others where too few run alone", () => {
    const chosen = chooseCoverageTests(failing, passed(5), DEFAULT_COVERAGE_LIMITS);
    expect(chosen.passing).toHaveLength(DEFAULT_COVERAGE_LIMITS.maxPassing);
    expect(chosen.passing.some((t) => !t.runsAlone)).toBe(true);
  });
});
