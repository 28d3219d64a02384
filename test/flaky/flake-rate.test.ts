import { describe, expect, it } from "vitest";
import { cleanRunsInARow, flakeStats, wilsonLowerBound } from "../../src/flaky/flake-rate.js";
import { EMPTY_HISTORY, type History } from "../../src/flaky/history.js";

/** A history of one test from its outcome string, each run at its own commit unless `shas` says. */
function historyOf(row: string, shas?: string[]): History {
  return {
    ...EMPTY_HISTORY,
    runs: [...row].map((_, index) => ({
      id: String(index + 1),
      sha: shas?.[index] ?? `c${index}`,
      at: `2026-01-01T00:${String(index).padStart(2, "0")}:00Z`,
      ref: "main",
    })),
    tests: { t: row },
  };
}

describe("wilsonLowerBound", () => {
  it("is 0 without flakes and far below the rate with few runs", () => {
    expect(wilsonLowerBound(0, 50)).toBe(0);
    expect(wilsonLowerBound(1, 2)).toBeCloseTo(0.0945, 3);
    expect(wilsonLowerBound(1, 2)).toBeLessThan(0.5 / 4);
  });

  it("moves toward the rate as runs grow", () => {
    expect(wilsonLowerBound(10, 100)).toBeCloseTo(0.0552, 3);
    expect(wilsonLowerBound(100, 1000)).toBeCloseTo(0.0829, 3);
  });

  it("two flakes in 50 runs pass 1 %, one does not (the default rule)", () => {
    expect(wilsonLowerBound(2, 50)).toBeGreaterThanOrEqual(0.01);
    expect(wilsonLowerBound(1, 10)).toBeGreaterThanOrEqual(0.01);
    expect(wilsonLowerBound(1, 50)).toBeLessThan(0.01);
  });
});

describe("flakeStats", () => {
  it("counts a failure that passed on a re-run (K) as a flake", () => {
    const stats = flakeStats(historyOf("PPKPPK"), "t");
    expect(stats).toMatchObject({ runs: 6, flakes: 2, flakedIn: [2, 5] });
    expect(stats.rate).toBeCloseTo(2 / 6);
  });

  it("counts a failure at a commit where the test also passed as a flake", () => {
    const stats = flakeStats(historyOf("PFP", ["a", "b", "b"]), "t");
    expect(stats.flakes).toBe(1);
  });

  it("never counts a regression: failing every run at each commit", () => {
    const shas = ["a", "a", "b", "b", "c", "d", "e"];
    const stats = flakeStats(historyOf("PPFFFFF", shas), "t");
    expect(stats).toMatchObject({ runs: 7, flakes: 0, lowerBound: 0 });
  });

  it("leaves skipped and absent runs out of the count, and runs before `since`", () => {
    expect(flakeStats(historyOf("PS.K"), "t").runs).toBe(2);
    const history = historyOf("KKPP");
    expect(flakeStats(history, "t", { since: history.runs[1]?.at }).flakes).toBe(0);
  });
});

describe("cleanRunsInARow", () => {
  it("counts the latest passes, skipping absences, up to a failure or flake", () => {
    expect(cleanRunsInARow(historyOf("KPP.PSP"), "t")).toBe(4);
    expect(cleanRunsInARow(historyOf("PPF"), "t")).toBe(0);
  });
});
