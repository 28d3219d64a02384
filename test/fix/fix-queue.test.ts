import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callTool, claim } from "../support/scripted-model/index.js";
import { scriptTest } from "../support/temp-project.js";
import { SUM_RIGHT, sumProject } from "./support/projects.js";
import { useScenarios } from "./support/scenario.js";

const done = (file: string) =>
  claim({
    status: "fixed",
    root_cause: "a bug",
    files_changed: [file],
    tests_run: [],
    reasoning: "fixed it",
  });

/** The session that fixes sumProject's sum() and says so. */
const fixSum = (root: string) => [
  callTool("Write", { file_path: join(root, "src/sum.js"), content: SUM_RIGHT }),
  done("src/sum.js"),
];

const runScenario = useScenarios();

describe("the group queue", () => {
  // One run, two queue facts that do not meet: within the smoke tier, a group the first group's
  // fix also fixed needs no attempt; across tiers, the features tier on-failure: stop held back
  // runs once smoke is fixed, and its new failure gets a session of its own.
  it("checks a group again after an earlier fix and needs no attempt when it passes; runs the tests a failed tier with on-failure: stop held back once it is fixed, and works on their new failures", async () => {
    const files = {
      ...sumProject(),
      "tests/sum-small.sh": scriptTest(
        { id: "BT-005", title: "sum of ones", tier: "smoke" },
        [
          "actual=$(node --input-type=module -e \"import { sum } from './src/sum.js'; console.log(sum(1, 1))\")",
          '[ "$actual" = "2" ] || { echo "FAIL: sum(1, 1) is wrong"; exit 1; }',
        ].join("\n"),
      ),
      "src/tax.js": "export function tax(amount) {\n  return amount * 0;\n}\n",
      "tests/tax.sh": scriptTest(
        { id: "BT-201", title: "tax is a fifth", tier: "features" },
        [
          "actual=$(node --input-type=module -e \"import { tax } from './src/tax.js'; console.log(tax(100))\")",
          '[ "$actual" = "20" ] || { echo "FAIL: tax(100)"; echo "EVIDENCE: tax(100) returned $actual instead of 20"; exit 1; }',
          'echo "PASS: tax(100)"',
        ].join("\n"),
      ),
    };
    const scenario = await runScenario({
      files,
      sessions: (root) => [
        fixSum(root),
        [
          callTool("Edit", {
            file_path: join(root, "src/tax.js"),
            old_string: "amount * 0",
            new_string: "amount / 5",
          }),
          done("src/tax.js"),
        ],
      ],
    });
    const { results, events, sessions } = scenario;
    expect(results.groups.map((group) => [group.tier, group.tests, group.status])).toEqual([
      ["smoke", ["BT-005"], "fixed"],
      ["smoke", ["BT-001"], "fixed"],
      ["features", ["BT-201"], "fixed"],
    ]);
    expect(results.groups[1]?.reason).toBe(
      "passes after an earlier group's fix; no attempt needed",
    );
    // One session per attempt, and no attempt for the group the first fix also fixed.
    expect(sessions).toHaveLength(2);
    expect(results.attempts.map((attempt) => attempt.group)).toEqual([
      results.groups[0]?.id,
      results.groups[2]?.id,
    ]);
    expect(events.filter((event) => event.startsWith("groups:"))).toEqual(["groups:2", "groups:1"]);
    // Until the features tier first ran: the baseline; the fix's check ran the first group's test
    // (BT-005) alone, then the tier once; the second group's re-check read that run instead of
    // running BT-001 again.
    const smoke = scenario.testRuns.slice(0, scenario.testRuns.indexOf("BT-201:failed"));
    const runsOf = (id: string) => smoke.filter((run) => run.startsWith(`${id}:`));
    expect(runsOf("BT-005")).toEqual(["BT-005:failed", "BT-005:passed", "BT-005:passed"]);
    expect(runsOf("BT-001")).toEqual(["BT-001:failed", "BT-001:passed"]);
    expect(runsOf("BT-002")).toEqual(["BT-002:passed", "BT-002:passed"]);
    expect(results.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-002", "passed"],
      ["BT-005", "fixed"],
      ["BT-001", "fixed"],
      ["BT-201", "fixed"],
    ]);
    expect(results.tiers.map((tier) => [tier.name, tier.status])).toEqual([
      ["smoke", "passed"],
      ["features", "passed"],
    ]);
    expect(results.outcome).toBe("fixed");
  });
});
