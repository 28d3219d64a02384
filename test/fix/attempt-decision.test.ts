import { describe, expect, it } from "vitest";
import { type AttemptFacts, decideAttempt } from "../../src/fix/attempt-decision.js";

const facts = (overrides: Partial<AttemptFacts>): AttemptFacts => ({
  agentEnd: "finished",
  filesChanged: ["src/sum.js"],
  protectedTouched: [],
  verification: { groupPassed: true, regressions: [] },
  ...overrides,
});

describe("decideAttempt", () => {
  it("keeps a change whose tests pass without regressions", () => {
    expect(decideAttempt(facts({}))).toEqual({ fixed: true, rejected: null, detail: null });
  });

  it("rejects tampering first, even when the tests pass or the session failed", () => {
    expect(decideAttempt(facts({ protectedTouched: ["tests/sum.sh"], agentEnd: "error" }))).toEqual(
      {
        fixed: false,
        rejected: "tamper",
        detail: "changed protected paths: tests/sum.sh",
      },
    );
  });

  it("names timeouts, errors and budget ends", () => {
    expect(
      decideAttempt(facts({ agentEnd: "timeout", agentDetail: "killed after 5s" })).detail,
    ).toBe("the agent did not finish in time: killed after 5s");
    expect(decideAttempt(facts({ agentEnd: "error" })).rejected).toBe("error");
    expect(decideAttempt(facts({ agentEnd: "budget" })).rejected).toBe("budget");
  });

  it("rejects no change, then judges by the re-run", () => {
    expect(decideAttempt(facts({ filesChanged: [] })).rejected).toBe("no_change");
    expect(decideAttempt(facts({ verification: { groupPassed: false, regressions: [] } }))).toEqual(
      {
        fixed: false,
        rejected: null,
        detail: "the group's tests still fail",
      },
    );
    expect(
      decideAttempt(facts({ verification: { groupPassed: true, regressions: ["BT-009"] } })),
    ).toEqual({
      fixed: false,
      rejected: "regression",
      detail: "tests that passed before now fail: BT-009",
    });
  });
});
