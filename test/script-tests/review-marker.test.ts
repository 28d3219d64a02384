import { describe, expect, it } from "vitest";
import {
  acceptScript,
  planHashOf,
  reviewStateOf,
  stampScript,
} from "../../src/script-tests/review-marker.js";

const SCRIPT = "#!/usr/bin/env bash\n# TEST: BT-001 - health\n# TIER: smoke\nexit 0\n";

describe("the review and plan-hash header lines", () => {
  it("stamps them after the shebang, replacing any the model wrote", () => {
    const fromModel = SCRIPT.replace("# TIER", "# PLAN-HASH: 000000000000\n# REVIEW: done\n# TIER");
    const stamped = stampScript(fromModel, "abcdef012345", "pending");
    expect(stamped.split("\n").slice(0, 4)).toEqual([
      "#!/usr/bin/env bash",
      "# PLAN-HASH: abcdef012345",
      "# REVIEW: pending - fix-loop plan --accept",
      "# TEST: BT-001 - health",
    ]);
    expect(stamped.match(/PLAN-HASH/g)).toHaveLength(1);
    expect(reviewStateOf(stamped)).toBe("pending");
    expect(planHashOf(stamped)).toBe("abcdef012345");
  });

  it("puts a refusal's reason on one line", () => {
    const stamped = stampScript(SCRIPT, "abcdef012345", "refused", "it passes\nwith api stopped");
    expect(stamped).toContain(
      "# REVIEW: refused (it passes with api stopped) - fix-loop plan --accept",
    );
    expect(reviewStateOf(stamped)).toBe("refused");
  });

  it("accepting removes the review line and keeps the hash for the next plan run", () => {
    const accepted = acceptScript(stampScript(SCRIPT, "abcdef012345", "pending"));
    expect(reviewStateOf(accepted)).toBeNull();
    expect(planHashOf(accepted)).toBe("abcdef012345");
    expect(accepted).toBe(SCRIPT.replace("bash\n", "bash\n# PLAN-HASH: abcdef012345\n"));
  });

  it("reads a hand-written script as no review and no hash", () => {
    expect(reviewStateOf(SCRIPT)).toBeNull();
    expect(planHashOf(SCRIPT)).toBeNull();
  });
});
