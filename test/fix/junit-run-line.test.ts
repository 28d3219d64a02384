import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callTool, claim, toolResults } from "../support/scripted-model/index.js";
import { promptOf, useScenarios } from "./support/scenario.js";

const PYTEST = "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml";
/** What the prompt must give for test_add: pytest's node id, and no report option. */
const RUN_ALONE =
  "python3 -m pytest -q -p no:cacheprovider tests/test_calc.py::CalcTests::test_add";

/** A pytest project whose add() subtracts: one failing unittest-style test, two passing. */
function calcProject(): Record<string, string> {
  return {
    ".gitignore": "__pycache__/\n",
    ".github/fix-loop.yml": [
      "retries: 0",
      "tiers:",
      "  - name: unit",
      `    command: ${PYTEST}`,
      "    junit: reports/junit.xml",
      "fix:",
      "  max-attempts: 1",
      "  protected: ['tests/**', '.github/**']",
      "",
    ].join("\n"),
    "calc/__init__.py": "",
    "calc/core.py": "def add(a, b):\n    return a - b\n",
    "tests/__init__.py": "",
    "tests/test_calc.py": [
      "import unittest",
      "from calc.core import add",
      "",
      "class CalcTests(unittest.TestCase):",
      "    def test_add(self):",
      "        self.assertEqual(add(2, 2), 4)",
      "",
      "    def test_zero(self):",
      "        self.assertEqual(add(0, 0), 0)",
      "",
      "def test_same():",
      "    assert add(1, 0) == 1",
      "",
    ].join("\n"),
  };
}

const runScenario = useScenarios();

describe("the prompt's run: line for a JUnit test (real pytest, the real claude CLI)", () => {
  it("is the command that runs that test alone, and running it leaves no report in the tree", async () => {
    const scenario = await runScenario({
      files: calcProject(),
      sessions: (root) => [
        [
          callTool("Bash", { command: RUN_ALONE, description: "run the failing test" }),
          callTool("Bash", { command: "git status --porcelain", description: "what changed" }),
          callTool("Edit", {
            file_path: join(root, "calc/core.py"),
            old_string: "a - b",
            new_string: "a + b",
          }),
          claim({
            status: "fixed",
            root_cause: "add subtracted",
            files_changed: ["calc/core.py"],
            tests_run: [RUN_ALONE],
            reasoning: "the test expects add(2, 2) to be 4",
          }),
        ],
      ],
    });
    const { results, sessions } = scenario;
    const failing = results.tests.find((test) => test.id.endsWith("test_add"));
    expect(failing?.run).toBe(RUN_ALONE);
    expect(failing?.runsAlone).toBe(true);

    const prompt = promptOf(sessions[0]);
    expect(prompt).toContain(`run: \`${RUN_ALONE}\``);
    expect(prompt).not.toContain("--junitxml");
    expect(prompt).not.toContain("reports/");

    // What the agent saw when it ran that line: one test, failing; then a clean tree.
    const [ran, status] = toolResults(sessions[0]?.at(-1) ?? never());
    expect(ran?.text).toMatch(/\b1 failed\b/);
    expect(ran?.text).not.toMatch(/\bpassed\b/);
    expect(status?.text).not.toContain("reports");
    expect(results.outcome).toBe("fixed");
  });
});

function never(): never {
  throw new Error("the agent session made no request");
}
