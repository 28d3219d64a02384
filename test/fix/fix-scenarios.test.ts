import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callTool, claim, offeredTools, toolResults } from "../support/scripted-model/index.js";
import { sumProject } from "./support/projects.js";
import { promptOf, useScenarios } from "./support/scenario.js";

const RIGHT = "export function sum(a, b) {\n  return a + b;\n}\n";
const WRONG = "export function sum(a, b) {\n  return a + b + 1;\n}\n";

function fixed(files: string[], tests: string[]) {
  return claim({
    status: "fixed",
    root_cause: "sum subtracted instead of adding",
    files_changed: files,
    tests_run: tests,
    reasoning: "the test expects sum(2, 2) to be 4",
  });
}

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

describe("runFix with the real claude CLI and a scripted model", () => {
  // One honest session on a pytest project shows the whole record of a fix on attempt 1, and the
  // run: line the prompt gives a JUnit test: the agent runs that line first, as it was told.
  it("fixes the bug on attempt 1 and keeps the change; the prompt's run: line for a JUnit test (real pytest) is the command that runs that test alone, and running it leaves no report in the tree", async () => {
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
    const { results, root, sessions } = scenario;
    const ADD = "tests.test_calc.CalcTests > test_add";
    expect(results.outcome).toBe("fixed");
    expect(results.groups).toMatchObject([
      { status: "fixed", tests: [ADD], signature: "AssertionError in calc/core.py:add" },
    ]);
    expect(results.tests.map((test) => [test.id, test.status])).toEqual([
      [ADD, "fixed"],
      ["tests.test_calc.CalcTests > test_zero", "passed"],
      ["tests.test_calc > test_same", "passed"],
    ]);
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({
      attempt: 1,
      strategy: "local",
      verified: { passed: true, tests: { [ADD]: "passed" }, regressions: [] },
      agreed: true,
      // An honest agent leaves witnesses that agree and nothing to kill.
      distrust: [],
      killedProcesses: [],
      rejected: null,
      filesChanged: ["calc/core.py"],
      toolCalls: 3,
      commit: null,
    });
    expect(results.attempts[0]?.diffStat).toContain("calc/core.py | 2 +-");
    expect(results.trust).toEqual({ score: 1, agreed: 1, total: 1 });
    expect(results.breaker).toEqual({ state: "closed", reason: null });
    expect(await readFile(join(root, "calc/core.py"), "utf8")).toBe(
      "def add(a, b):\n    return a + b\n",
    );
    expect(sessions).toHaveLength(1);
    expect(scenario.events).toEqual([
      "groups:1",
      `start:${results.groups[0]?.id}:1:local`,
      `end:${results.groups[0]?.id}:1`,
    ]);

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
  });

  it("undoes a wrong fix, then fixes it on attempt 2 with the first attempt's evidence and the web tools", async () => {
    const scenario = await runScenario({
      files: sumProject(),
      sessions: (root) => [
        [
          callTool("Write", { file_path: join(root, "src/sum.js"), content: WRONG }),
          fixed(["src/sum.js"], []),
        ],
        [
          callTool("Read", { file_path: join(root, "src/sum.js") }),
          callTool("Edit", {
            file_path: join(root, "src/sum.js"),
            old_string: "a - b",
            new_string: "a + b",
          }),
          fixed(["src/sum.js"], []),
        ],
      ],
    });
    const { results, sessions, root } = scenario;
    expect(results.outcome).toBe("fixed");
    expect(
      results.attempts.map((a) => [a.attempt, a.strategy, a.verified.passed, a.rejected, a.agreed]),
    ).toEqual([
      [1, "local", false, null, false],
      [2, "web", true, null, true],
    ]);
    expect(results.attempts[0]?.verified.tests).toEqual({ "BT-001": "failed" });
    expect(sessions).toHaveLength(2);
    const [first, second] = sessions;
    expect(offeredTools(first?.[0] ?? never())).not.toContain("WebSearch");
    expect(offeredTools(second?.[0] ?? never())).toEqual(
      expect.arrayContaining(["WebSearch", "WebFetch"]),
    );
    const secondPrompt = promptOf(second);
    expect(promptOf(first)).not.toContain("## Earlier attempts");
    expect(secondPrompt).toContain(
      "### Attempt 1 · strategy local · not fixed: the tests still fail (undone)",
    );
    expect(secondPrompt).toContain("- BT-001: `EVIDENCE: expected 5 to be 4`");
    expect(secondPrompt).toContain("- fix-loop's verification: BT-001 failed");
    // The wrong change was undone before attempt 2 started: it saw the original code.
    expect(secondPrompt).toContain("- BT-001: `EVIDENCE: expected 0 to be 4`");
    expect(await readFile(join(root, "src/sum.js"), "utf8")).toBe(RIGHT);
  });
});

function never(): never {
  throw new Error("expected a recorded request");
}
