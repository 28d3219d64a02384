import { describe, expect, it } from "vitest";
import {
  attemptKept,
  attemptVerdict,
  formatDuration,
  formatPercent,
  formatUsd,
  plural,
} from "../../src/report/words.js";

const judged = (passed: boolean, rejected: Parameters<typeof attemptVerdict>[0]["rejected"]) => ({
  verified: { passed, tests: {}, regressions: [] },
  rejected,
});

describe("the words every report shares", () => {
  it("counts with the right noun", () => {
    expect(plural(1, "test")).toBe("1 test");
    expect(plural(0, "test")).toBe("0 tests");
    expect(plural(3, "root cause")).toBe("3 root causes");
    expect(plural(2, "child", "children")).toBe("2 children");
  });

  it("writes durations spaced for people and compact inside evidence messages", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(1234)).toBe("1.2 s");
    expect(formatDuration(184_000)).toBe("3 min 4 s");
    expect(formatDuration(400, "compact")).toBe("400ms");
    expect(formatDuration(1500, "compact")).toBe("1.5s");
    expect(formatDuration(120_000, "compact")).toBe("2m");
    expect(formatUsd(0.004)).toBe("$0.0040");
    expect(formatPercent(null)).toBe("n/a");
    expect(formatPercent(0.724)).toBe("72%");
  });

  it("words an attempt's verdict one way per audience", () => {
    expect(attemptVerdict(judged(true, null))).toBe("verified fixed");
    expect(attemptVerdict(judged(false, null))).toBe("not fixed");
    expect(attemptVerdict(judged(true, "regression"))).toBe("rejected: regression");
    expect(attemptVerdict(judged(false, null), "brief")).toBe("tests still fail");
    expect(attemptVerdict(judged(false, "no_change"), "brief")).toBe("no change");
    expect(attemptVerdict(judged(false, "tamper"), "brief")).toBe("rejected: tamper");
    expect(attemptVerdict(judged(false, "tamper"), "explained")).toBe(
      "rejected: changed protected paths (undone)",
    );
    expect(attemptVerdict(judged(false, "no_change"), "explained")).toBe(
      "rejected: no file changed",
    );
    expect(attemptVerdict(judged(false, null), "explained")).toBe(
      "not fixed: the tests still fail (undone)",
    );
    expect(attemptKept(judged(true, null))).toBe(true);
    expect(attemptKept(judged(true, "regression"))).toBe(false);
  });
});
