import { describe, expect, it } from "vitest";
import { renderCheckSummary } from "../../src/action/modes/check/check-summary.js";

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
    expect(text).toContain(
      "Why:\n\n```text\nfix bundle refused:\n- touches .github/workflows/ci.yml\n```",
    );
    expect(text).toContain("| `BT-002` | ❌ failed |");
    expect(text).toContain("| `BT-001` | ✅ passed |");
    expect(text).toContain(
      "Verdict (`verdict-3`, written after every process of the tests ended): `[]`",
    );
    expect(text).toContain("2 process(es) the tests left behind were killed.");
  });

  it("shows a passed plan bundle's review in a block, and its verdict entry without it", () => {
    const review = "# fix-loop plan: review of PLAN.md\n\n- `EVIDENCE: refused` <!-- x -->\n";
    const text = renderCheckSummary({
      sandbox: "setup and the tests run as the throwaway user u (uid 1001)",
      isolated: true,
      bundles: [
        {
          folder: "fix-loop-bundle-plan",
          group: "plan",
          sha256: SHA,
          outcome: "passed",
          tests: [{ id: "BT-101", status: "passed" }],
          problem: null,
          review,
        },
      ],
      verdictOutput: "verdict-0",
      verdict: [{ group: "plan", sha256: SHA, review }],
      killed: 0,
    });
    expect(text).toContain(
      "<details><summary><code>The review pull request's body: check's review of its runs</code></summary>\n\n```markdown\n# fix-loop plan: review of PLAN.md",
    );
    expect(text).not.toContain("<!-- x -->");
    expect(text).toContain(
      `Verdict (\`verdict-0\`, written after every process of the tests ended): \`[{"group":"plan","sha256":"${SHA}"}]\`, with the review of check's runs above for the pull request`,
    );
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
