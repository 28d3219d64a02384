import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callTool, claim, offeredTools } from "../support/scripted-model/index.js";
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

const runScenario = useScenarios();

describe("runFix with the real claude CLI and a scripted model", () => {
  it("fixes the bug on attempt 1 and keeps the change", async () => {
    const scenario = await runScenario({
      files: sumProject(),
      sessions: (root) => [
        [
          callTool("Read", { file_path: join(root, "src/sum.js") }),
          callTool("Edit", {
            file_path: join(root, "src/sum.js"),
            old_string: "a - b",
            new_string: "a + b",
          }),
          callTool("Bash", { command: "./tests/sum.sh", description: "run the test" }),
          fixed(["src/sum.js"], ["./tests/sum.sh"]),
        ],
      ],
    });
    const { results, root } = scenario;
    expect(results.outcome).toBe("fixed");
    expect(results.groups).toMatchObject([
      { status: "fixed", tests: ["BT-001"], signature: "expected <n> to be <n>" },
    ]);
    expect(results.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-002", "passed"],
      ["BT-001", "fixed"],
    ]);
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({
      attempt: 1,
      strategy: "local",
      verified: { passed: true, tests: { "BT-001": "passed" }, regressions: [] },
      agreed: true,
      // An honest agent leaves witnesses that agree and nothing to kill.
      distrust: [],
      killedProcesses: [],
      rejected: null,
      filesChanged: ["src/sum.js"],
      toolCalls: 3,
      commit: null,
    });
    expect(results.attempts[0]?.diffStat).toContain("src/sum.js | 2 +-");
    expect(results.trust).toEqual({ score: 1, agreed: 1, total: 1 });
    expect(results.breaker).toEqual({ state: "closed", reason: null });
    expect(await readFile(join(root, "src/sum.js"), "utf8")).toBe(RIGHT);
    expect(scenario.sessions).toHaveLength(1);
    expect(scenario.events).toEqual([
      "groups:1",
      `start:${results.groups[0]?.id}:1:local`,
      `end:${results.groups[0]?.id}:1`,
    ]);
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
