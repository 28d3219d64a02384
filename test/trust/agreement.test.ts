import { describe, expect, it } from "vitest";
import type { Attempt, Claim } from "../../src/results/schema.js";
import { judgeClaim, runAgreement } from "../../src/trust/agreement.js";

const claim = (status: Claim["status"], tests_run: string[]): Claim => ({
  status,
  root_cause: "sum subtracts",
  files_changed: ["src/sum.js"],
  tests_run,
  reasoning: "changed - to +",
});

describe("judgeClaim", () => {
  it("agrees when the claimed status matches and every claimed command ran", () => {
    const result = judgeClaim(claim("fixed", ["./tests/sum.sh", "npm test"]), true, [
      "bash tests/sum.sh",
      "cd . &&  npm test",
    ]);
    expect(result).toEqual({ agreed: true, unrun: [], detail: null });
  });

  it("disagrees when the agent claims fixed and the engine saw the tests fail", () => {
    expect(judgeClaim(claim("fixed", []), false, [])).toMatchObject({
      agreed: false,
      detail: "claimed fixed, verified not fixed",
    });
  });

  it("disagrees when the claim lists tests that never ran, even if the status matches", () => {
    const result = judgeClaim(
      claim("fixed", ["./tests/sum.sh", "BT-002"]),
      true,
      ["cat tests/sum.sh | head"],
      new Map([["BT-002", "tests/bt-002.sh"]]),
    );
    expect(result).toEqual({
      agreed: false,
      unrun: ["BT-002"],
      detail: "claimed to run BT-002, but no such command ran",
    });
  });

  it("matches a test id by its script path", () => {
    const result = judgeClaim(
      claim("not_fixed", ["BT-002"]),
      false,
      ["./tests/bt-002.sh; echo $?"],
      new Map([["BT-002", "tests/bt-002.sh"]]),
    );
    expect(result.agreed).toBe(true);
  });

  it("cannot agree without a claim", () => {
    expect(judgeClaim(null, false, [])).toEqual({
      agreed: false,
      unrun: [],
      detail: "the agent gave no claim",
    });
  });
});

describe("runAgreement", () => {
  it("scores a run's agreement as agreed attempts over all attempts", () => {
    const attempt = (agreed: boolean) => ({ agreed }) as Attempt;
    expect(runAgreement([])).toEqual({ score: null, agreed: 0, total: 0 });
    expect(runAgreement([attempt(true), attempt(false), attempt(true), attempt(true)])).toEqual({
      score: 0.75,
      agreed: 3,
      total: 4,
    });
  });
});
