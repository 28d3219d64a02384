import { describe, expect, it } from "vitest";
import { EMPTY_HISTORY, type History } from "../../src/flaky/history.js";
import { flakesFileOf, quarantineListOf } from "../../src/flaky/published-files.js";
import { flakesFileSchema, quarantineListSchema } from "../../src/flaky/quarantine-list.js";
import {
  applyQuarantineRule,
  type QuarantineRule,
  withManualQuarantine,
  withRelease,
} from "../../src/flaky/quarantine-rule.js";

const RULE: QuarantineRule = {
  window: 50,
  "quarantine-at": 0.01,
  "min-runs": 10,
  "release-after": 5,
};
const at = (index: number) =>
  `2026-01-01T${String(Math.floor(index / 60)).padStart(2, "0")}:${String(index % 60).padStart(2, "0")}:00Z`;

function historyOf(rows: Record<string, string>): History {
  const length = Math.max(...Object.values(rows).map((row) => row.length));
  return {
    ...EMPTY_HISTORY,
    runs: Array.from({ length }, (_, index) => ({
      id: String(index),
      sha: `c${index}`,
      at: at(index),
      ref: "main",
    })),
    tests: rows,
  };
}

const now = (history: History) => history.runs.at(-1)?.at ?? "";

describe("applyQuarantineRule", () => {
  it("quarantines two flakes in the window, with the numbers, and never one", () => {
    const history = historyOf({
      two: `${"P".repeat(20)}K${"P".repeat(10)}K`,
      one: `${"P".repeat(30)}K`,
    });
    const after = applyQuarantineRule(history, RULE, now(history));
    expect(after.quarantine.map((entry) => entry.id)).toEqual(["two"]);
    expect(after.quarantine[0]).toMatchObject({
      by: "rule",
      runs: 32,
      rate: 0.0625,
      since: now(history),
    });
    expect(after.quarantine[0]?.reason).toMatch(
      /flaked in 2 of 32 runs \(6\.3%\).*lower bound 1\.\d%/,
    );
  });

  it("waits for min-runs, and never quarantines a regression", () => {
    const early = historyOf({ t: "KPKP" });
    expect(applyQuarantineRule(early, RULE, now(early)).quarantine).toEqual([]);
    const regression = historyOf({ t: `${"P".repeat(10)}${"F".repeat(30)}` });
    expect(applyQuarantineRule(regression, RULE, now(regression)).quarantine).toEqual([]);
  });

  it("releases a rule's quarantine after release-after clean runs, then counts only later runs", () => {
    const flaky = historyOf({ t: `${"P".repeat(10)}KK` });
    const quarantined = applyQuarantineRule(flaky, RULE, now(flaky));
    expect(quarantined.quarantine).toHaveLength(1);
    const cleanRow = `${"P".repeat(10)}KK${"P".repeat(5)}`;
    const clean = { ...historyOf({ t: cleanRow }), quarantine: quarantined.quarantine };
    const released = applyQuarantineRule(clean, RULE, now(clean));
    expect(released.quarantine).toEqual([]);
    expect(released.released.t).toBe(now(clean));
    // The same two flakes are still in the window, but before the release: not quarantined again.
    expect(applyQuarantineRule(released, RULE, now(clean)).quarantine).toEqual([]);
  });

  it("keeps a maintainer's quarantine through clean runs until a maintainer releases it", () => {
    const history = historyOf({ t: "P".repeat(20) });
    const manual = withManualQuarantine(history, "t", "maintainer", now(history));
    expect(applyQuarantineRule(manual, RULE, now(history)).quarantine[0]?.by).toBe("@maintainer");
    expect(withRelease(manual, "t", now(history)).quarantine).toEqual([]);
  });
});

describe("the published files", () => {
  it("parse with the contract's schemas, flakiest first, with commits and evidence", () => {
    const history: History = {
      ...historyOf({ a: "PKPK", b: "PPPK", c: "PPPP" }),
      evidence: { a: { commit: "c3", at: at(3), message: "boom", excerpt: "boom\n" } },
    };
    const flakes = flakesFileSchema.parse(flakesFileOf(history));
    expect(flakes.tests.map((test) => test.id)).toEqual(["a", "b"]);
    expect(flakes.tests[0]).toMatchObject({
      flakes: 2,
      runs: 4,
      commits: ["c3", "c1"],
      firstFlakeAt: at(1),
      lastFlakeAt: at(3),
    });
    expect(flakes.tests[0]?.lastFailure?.message).toBe("boom");
    const list = withManualQuarantine(history, "b", "maintainer", at(3));
    expect(quarantineListSchema.parse(quarantineListOf(list)).tests.map((test) => test.id)).toEqual(
      ["b"],
    );
  });
});
