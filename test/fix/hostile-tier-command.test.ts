import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { callTool, claim } from "../support/scripted-model/index.js";
import { runScenario, type Scenario } from "./support/scenario.js";

/**
 * A tier command that cannot start is a gate before any fix (exit 3, nothing for the agent):
 * src/gates/tier-command-missing.ts. An agent must not earn that verdict by deleting the
 * command's script: a regression would then read as "blocked" instead of "failed". Once an
 * attempt has changed the tree, a command that cannot start stays a failing test, and the
 * attempt is not a fix.
 */
const RUN_TESTS = [
  "#!/bin/sh",
  "mkdir -p reports",
  "actual=$(node --input-type=module -e \"import { sum } from './src/sum.js'; console.log(sum(2, 2))\")",
  'if [ "$actual" = "4" ]; then case=\'<testcase classname="sum" name="adds"/>\';',
  'else case=\'<testcase classname="sum" name="adds"><failure message="expected 4">sum(2, 2) is \'"$actual"\'</failure></testcase>\'; fi',
  'printf \'<testsuites><testsuite name="sum">%s</testsuite></testsuites>\\n\' "$case" > reports/junit.xml',
  '[ "$actual" = "4" ]',
].join("\n");

const PROJECT = {
  "package.json": '{ "name": "sum-bug", "type": "module" }\n',
  ".gitignore": "reports/\n",
  ".github/fix-loop.yml": [
    "retries: 0",
    "tiers:",
    "  - name: unit",
    "    command: ./run-tests.sh",
    "    junit: reports/junit.xml",
    "fix:",
    "  max-attempts: 1",
    "  protected: ['.github/**']",
    "",
  ].join("\n"),
  "run-tests.sh": RUN_TESTS,
  "src/sum.js": "export function sum(a, b) {\n  return a - b;\n}\n",
};

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.cleanup();
  scenario = undefined;
});

describe("an agent that deletes the tier's command", { timeout: 120_000 }, () => {
  it("gets no gate for it: the tests fail, the attempt is no fix and is undone", async () => {
    scenario = await runScenario({
      files: PROJECT,
      options: { maxAttempts: 1 },
      sessions: (root) => [
        [
          callTool("Bash", { command: `rm ${join(root, "run-tests.sh")}`, description: "attack" }),
          claim({
            status: "fixed",
            root_cause: "the test script was wrong",
            files_changed: ["run-tests.sh"],
            tests_run: [],
            reasoning: "removed it",
          }),
        ],
      ],
    });
    const { results } = scenario;
    expect(results.preflight.problems).toEqual([]);
    expect(results.outcome).not.toBe("blocked");
    expect(results.outcome).not.toBe("fixed");
    expect(scenario.sessions).toHaveLength(1);
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]?.claim?.status).toBe("fixed");
    expect(results.attempts[0]?.filesChanged).toContain("run-tests.sh");
    // The engine's own run after the attempt: the tier's command failed as a test, not a gate.
    expect(results.attempts[0]?.verified.passed).toBe(false);
    // The script is back: the attempt's change was undone.
    expect(await scenario.git("status", "--porcelain")).toBe("");
  });
});
