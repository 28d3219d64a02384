import { describe, expect, it } from "vitest";
import { RunBudget } from "../../src/fix/budget.js";

describe("RunBudget", () => {
  it("has no limit when none is set", () => {
    const budget = new RunBudget({ usd: null, timeMs: null });
    budget.spend(100);
    expect(budget.exhausted()).toBeNull();
    expect(budget.capsFor({ usd: 2, timeoutMs: 60_000 })).toEqual({
      usd: 2,
      timeoutMs: 60_000,
      cappedByRunUsd: false,
      cappedByRunTime: false,
    });
  });

  it("gives an attempt what is left of the run's money and says when it is gone", () => {
    const budget = new RunBudget({ usd: 1, timeMs: null });
    expect(budget.capsFor({ usd: 2, timeoutMs: 1000 })).toMatchObject({
      usd: 1,
      cappedByRunUsd: true,
    });
    budget.spend(0.75);
    expect(budget.capsFor({ usd: 0.5, timeoutMs: 1000 })).toMatchObject({
      usd: 0.25,
      cappedByRunUsd: true,
    });
    budget.spend(0.25);
    expect(budget.exhausted()).toBe("budget exhausted: $1.00 of $1.00 spent");
  });

  it("caps the attempt timeout by the wall time left", () => {
    let now = 1_000;
    const budget = new RunBudget({ usd: null, timeMs: 60_000 }, () => now);
    now += 50_000;
    expect(budget.capsFor({ usd: null, timeoutMs: 30_000 })).toMatchObject({
      timeoutMs: 10_000,
      cappedByRunTime: true,
    });
    now += 10_000;
    expect(budget.exhausted()).toBe("time budget exhausted: 60s of 60s used");
  });
});
