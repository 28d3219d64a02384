import { describe, expect, it } from "vitest";
import { judgeClaim } from "../../src/fix/agreement.js";
import type { Claim } from "../../src/results/schema.js";

const claim = (status: Claim["status"], tests_run: string[]): Claim => ({
  status,
  root_cause: "sum subtracts",
  files_changed: ["src/sum.js"],
  tests_run,
  reasoning: "changed - to +",
});

describe("judgeClaim", () => {
  it("agrees when the claimed status matches and every claimed command is in the ledger", () => {
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

  it("disagrees when the claim lists tests the ledger never ran, even if the status matches", () => {
    const result = judgeClaim(
      claim("fixed", ["./tests/sum.sh", "BT-002"]),
      true,
      ["cat tests/sum.sh | head"],
      new Map([["BT-002", "tests/bt-002.sh"]]),
    );
    expect(result).toEqual({
      agreed: false,
      unrun: ["BT-002"],
      detail: "claimed to run BT-002, but the ledger shows no such command",
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
