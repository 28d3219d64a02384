import { describe, expect, it } from "vitest";
import { renderCheckSummary } from "../../src/action/modes/check-summary.js";

const SHA = "a".repeat(64);

describe("check's job summary", () => {
  it("lists a refused and a failed bundle with why, and a verdict naming neither", () => {
    const text = renderCheckSummary({
      sandbox: "setup and the tests run as this user, not a throwaway one (agent-user: off)",
      isolated: false,
      bundles: [
        {
          folder: "fix-loop-bundle-x|`y`",
          group: null,
          sha256: null,
          outcome: "refused",
          tests: [],
          problem: "fix bundle refused:\n- touches .github/workflows/ci.yml",
        },
        {
          folder: "fix-loop-bundle-abc123",
          group: "abc123",
          sha256: SHA,
          outcome: "failed",
          tests: [
            { id: "BT-002", status: "failed" },
            { id: "BT-001", status: "passed" },
          ],
          problem: "failed check: BT-002 (the group's test) is failed",
        },
      ],
      verdictOutput: "verdict-3",
      verdict: [],
      killed: 2,
    });
    expect(text).toContain("## fix-loop check: 0 of 2 bundle(s) passed");
    expect(text).toContain("⚠️ setup and the tests run as this user, not a throwaway one");
    // A folder name cannot break the table: its pipe is escaped inside the code span.
    expect(text).toContain("| `` fix-loop-bundle-x\\|`y` `` | - | - | ⛔ refused |");
    expect(text).toContain(`| \`fix-loop-bundle-abc123\` | \`abc123\` | \`${SHA}\` | ❌ failed |`);
    expect(text).toContain("Why: fix bundle refused:<br>- touches .github/workflows/ci.yml");
    expect(text).toContain("| `BT-002` | ❌ failed |");
    expect(text).toContain("| `BT-001` | ✅ passed |");
    expect(text).toContain(
      "Verdict (`verdict-3`, written after every process of the tests ended): `[]`",
    );
    expect(text).toContain("2 process(es) the tests left behind were killed.");
  });

  it("says plainly how the bundle's code ran when the sandbox held", () => {
    const text = renderCheckSummary({
      sandbox: "setup and the tests run as the throwaway user fix-loop-agent-0a1b2c3d (uid 1001)",
      isolated: true,
      bundles: [],
      verdictOutput: "verdict",
      verdict: [],
      killed: 0,
    });
    expect(text).not.toContain("⚠️");
    expect(text).toContain(
      "\nsetup and the tests run as the throwaway user fix-loop-agent-0a1b2c3d",
    );
    expect(text).not.toContain("| Bundle |");
    expect(text).not.toContain("left behind");
  });
});
