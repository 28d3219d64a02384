import { describe, expect, it } from "vitest";
import { coverageLimitsFor, coverageTimeLimit } from "../../src/engine/triage-cost.js";
import type { PlannedTier } from "../../src/engine/types.js";
import type { TierResult } from "../../src/results/schema.js";

const tier = (framework: string | null): PlannedTier =>
  ({
    name: "unit",
    sources: [{ kind: "junit", learned: { framework, tests: new Map() } }],
  }) as unknown as PlannedTier;
const ran = (durationMs: number): TierResult => ({
  name: "unit",
  gate: "hard",
  status: "failed",
  durationMs,
  counts: {},
  reason: null,
});

describe("what coverage for triage may cost", () => {
  it("is the tiers' own time for runners that start a process per test, capped at 120 s", () => {
    expect(coverageTimeLimit([tier("vitest")], [ran(4_000)])).toBe(4_000);
    // A sub-second suite's coverage is its process starts: 3 s at least.
    expect(coverageTimeLimit([tier("node")], [ran(300), ran(500)])).toBe(3_000);
    expect(coverageTimeLimit([tier("jest")], [ran(6_500), ran(500)])).toBe(7_000);
    expect(coverageTimeLimit([tier("jest")], [ran(600_000)])).toBe(120_000);
  });

  it("keeps the default cap where coverage rides on pytest's retry", () => {
    expect(coverageTimeLimit([tier("pytest")], [ran(2_000)])).toBe(120_000);
    expect(coverageTimeLimit([tier("pytest")], [ran(2_000)], 1_500)).toBe(120_000);
  });

  it("is the first runs' time for go, less a tenth to stop what runs then", () => {
    expect(coverageTimeLimit([tier("go")], [ran(2_000)], 430)).toBe(387);
    expect(coverageTimeLimit([tier("go")], [ran(900_000)], 800_000)).toBe(120_000);
    // Without a figure for the first runs (a caller that has none) the cap stays.
    expect(coverageTimeLimit([tier("go")], [ran(2_000)])).toBe(120_000);
    // A go tier beside a vitest one: the first runs, not the tiers' time with their retries.
    expect(coverageTimeLimit([tier("go"), tier("vitest")], [ran(700), ran(600)], 1_000)).toBe(900);
    expect(coverageLimitsFor([tier("go")], [ran(2_000)], 1_200)).toEqual({
      timeLimitMs: 1_080,
      tierMs: { unit: 2_000 },
    });
  });

  it("samples five times the passing tests where every tier takes coverage in one run", () => {
    expect(coverageLimitsFor([tier("vitest"), tier("jest")], [ran(4_000)])).toEqual({
      timeLimitMs: 4_000,
      tierMs: { unit: 4_000 },
      maxPassing: 100,
    });
    // mocha too, through a root hook plugin (src/junit/mocha-coverage-hooks.ts).
    expect(coverageLimitsFor([tier("vitest"), tier("mocha")], [ran(4_000)])).toMatchObject({
      timeLimitMs: 4_000,
      maxPassing: 100,
    });
    expect(coverageLimitsFor([tier("vitest"), tier("node")], [ran(4_000)])).toEqual({
      timeLimitMs: 4_000,
      tierMs: { unit: 4_000 },
    });
    expect(coverageLimitsFor([tier("pytest")], [ran(4_000)])).toMatchObject({
      timeLimitMs: 120_000,
    });
  });
});
