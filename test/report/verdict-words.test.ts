import { describe, expect, it } from "vitest";
import { attemptVerdict } from "../../src/report/verdict-words.js";
import { isKeptAttempt } from "../../src/results/kept-attempt.js";

const judged = (passed: boolean, rejected: Parameters<typeof attemptVerdict>[0]["rejected"]) => ({
  verified: { passed, tests: {}, regressions: [] },
  rejected,
});

describe("the words every report uses about attempts", () => {
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
    expect(isKeptAttempt(judged(true, null))).toBe(true);
    expect(isKeptAttempt(judged(true, "regression"))).toBe(false);
  });
});
