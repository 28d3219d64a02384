import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callTool, claim, hang, offeredTools } from "../support/scripted-model/index.js";
import {
  SUM_FIXED as FIXED,
  fiveTestsOneCauseProject,
  SUM_RIGHT as RIGHT,
  sumProject,
} from "./support/projects.js";
import { promptOf, useScenarios } from "./support/scenario.js";

const runScenario = useScenarios();

describe("limits, grouping and commits", () => {
  // The run starts at the step --strategy names, with that step's prompt file: the commit message
  // names that step, the rest does not meet it.
  it("sends five tests with one root cause to one session, fixes them together and commits the fix with a message naming the group, tests and attempt; starts at the step --strategy names, with that step's prompt file", async () => {
    const scenario = await runScenario({
      files: {
        ...fiveTestsOneCauseProject(),
        ".github/fix-web.md": "Search the vendor forum for sum bugs first.\n",
      },
      options: { commit: true, strategy: "web" },
      configure: (options) => {
        options.config.fix.strategies = [
          { name: "local" },
          { name: "web", prompt: ".github/fix-web.md" },
        ];
      },
      sessions: (root) => [
        [
          callTool("Edit", {
            file_path: join(root, "src/config.js"),
            old_string: "const settings = undefined;",
            new_string: "const settings = { port: 8080 };",
          }),
          claim({
            status: "fixed",
            root_cause: "settings were undefined",
            files_changed: ["src/config.js"],
            tests_run: [],
            reasoning: "every route reads the port",
          }),
        ],
      ],
    });
    const { results, sessions } = scenario;
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]).toMatchObject({
      // Signature v2: the exception type and the project function it was raised in.
      signature: "TypeError in src/config.js:port",
      tests: ["BT-101", "BT-102", "BT-103", "BT-104", "BT-105"],
      status: "fixed",
    });
    expect(sessions).toHaveLength(1);
    expect(results.attempts).toHaveLength(1);
    expect(Object.keys(results.attempts[0]?.verified.tests ?? {})).toHaveLength(5);
    expect(results.tests.every((test) => test.status === "fixed")).toBe(true);
    expect(promptOf(sessions[0])).toContain("5 tests fail with this signature");
    const sha = results.attempts[0]?.commit;
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(await scenario.git("rev-parse", "HEAD")).toBe(sha);
    const message = await scenario.git("log", "-1", "--format=%B");
    expect(message).toContain(`Group: ${results.groups[0]?.id} (tier features)`);
    expect(message).toContain("Tests: BT-101, BT-102, BT-103, BT-104, BT-105");
    expect(message).toContain("Attempt: 1 of 3 (strategy web)");
    expect(await scenario.git("show", "--name-only", "--format=", "HEAD")).toBe("src/config.js");
    expect(await scenario.git("status", "--porcelain")).toBe("");
    const first = sessions[0];
    expect(results.attempts[0]).toMatchObject({ strategy: "web", verified: { passed: true } });
    expect(offeredTools(first?.[0] ?? never())).toContain("WebSearch");
    expect(promptOf(first)).toContain(
      "## Strategy: web\n\nSearch the vendor forum for sum bugs first.",
    );
  });

  // Two attempts that do not meet, each undone: the first leaves a command running in the
  // background and hangs on the model; at the step's timeout runAgent kills the whole tree. The
  // second claims a fix the tests refute. The group is deferred, naming both.
  it("kills an agent that hangs at the attempt timeout with its whole process tree, saying so, and undoes what it wrote; does not believe a claim of fixed when the tests still fail", async () => {
    const marker = `fix-loop-timeout-${process.pid}-${Date.now()}`;
    const scenario = await runScenario({
      files: sumProject(),
      options: { maxAttempts: 2 },
      configure: (options) => {
        options.config.fix.strategies = [{ name: "local", timeout: 4_000 }, { name: "web" }];
      },
      sessions: (root) => [
        [
          callTool("Write", { file_path: join(root, "src/sum.js"), content: RIGHT }),
          callTool("Bash", {
            command: `sleep 60 # ${marker}`,
            description: "wait",
            run_in_background: true,
          }),
          hang(),
        ],
        [
          callTool("Edit", {
            file_path: join(root, "src/sum.js"),
            old_string: "a - b",
            new_string: "b - a",
          }),
          claim({
            status: "fixed",
            root_cause: "sum subtracted instead of adding",
            files_changed: ["src/sum.js"],
            tests_run: ["./tests/sum.sh"],
            reasoning: "the test expects sum(2, 2) to be 4",
          }),
        ],
      ],
    });
    const { results, root } = scenario;
    const [hung, claimed] = results.attempts;
    expect(hung).toMatchObject({ rejected: "timeout", verified: { passed: false } });
    expect(hung?.detail).toMatch(/did not finish within 4 s; its process tree was killed/);
    expect(hung?.durationMs).toBeLessThan(15_000);
    expect(processesMentioning(marker)).toEqual([]);
    expect(processesMentioning(hung?.sessionId ?? "no session")).toEqual([]);
    expect(claimed).toMatchObject({
      claim: { status: "fixed" },
      verified: { passed: false },
      agreed: false,
      rejected: null,
    });
    expect(claimed?.detail).toContain("claimed fixed, verified not fixed");
    expect(claimed?.detail).toContain("claimed to run ./tests/sum.sh, but no such command ran");
    // Neither the hung session nor the refuted claim agrees with the engine.
    expect(results.trust).toEqual({ score: 0, agreed: 0, total: 2 });
    expect(results.outcome).toBe("deferred");
    expect(results.groups[0]).toMatchObject({ status: "deferred" });
    expect(results.groups[0]?.reason).toBe(
      "not fixed after 2 attempts (local: rejected: timeout | web: tests still fail); last seen: EVIDENCE: expected 0 to be 4",
    );
    expect(results.tests.find((test) => test.id === "BT-001")?.status).toBe("deferred");
    // Both undone: the project's own code.
    expect(await readFile(join(root, "src/sum.js"), "utf8")).toContain("a - b");
  });

  it("stops at the run's budget and defers the group with the reason", async () => {
    const big = { input_tokens: 200_000, output_tokens: 1_000 };
    const scenario = await runScenario({
      files: sumProject(),
      options: { budgetUsd: 0.5 },
      sessions: (root) => [
        [
          {
            ...callTool("Write", { file_path: join(root, "src/sum.js"), content: RIGHT }),
            usage: big,
          },
          { ...callTool("Bash", { command: "./tests/sum.sh", description: "check" }), usage: big },
          FIXED,
        ],
      ],
    });
    const { results, root } = scenario;
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({ rejected: "budget" });
    expect(results.attempts[0]?.costUsd).toBeGreaterThan(0.5);
    expect(results.groups[0]?.status).toBe("deferred");
    expect(results.groups[0]?.reason).toMatch(
      /^budget exhausted: \$\d+\.\d\d of \$0\.50 spent \(after 1 of 3 attempts\)$/,
    );
    expect(results.outcome).toBe("deferred");
    expect(await readFile(join(root, "src/sum.js"), "utf8")).toContain("a - b");
  });

  it("stops at the run's wall time, cutting the attempt that was running", async () => {
    const scenario = await runScenario({
      files: sumProject(),
      configure: (options) => {
        options.config.fix.budget.time = 3_000;
      },
      sessions: () => [[hang()]],
    });
    const { results } = scenario;
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({ rejected: "budget" });
    expect(results.groups[0]?.reason).toMatch(
      /^time budget exhausted: \d+s of 3s used \(after 1 of 3 attempts\)$/,
    );
  });

  it("reports a failed gate (preflight) as blocked without starting the agent", async () => {
    const files = sumProject();
    files[".github/fix-loop.yml"] =
      `preflight:\n  env: [FIX_LOOP_BENCH_NOT_SET]\n${files[".github/fix-loop.yml"]}`;
    const scenario = await runScenario({ files, sessions: () => [] });
    expect(scenario.results).toMatchObject({
      mode: "fix",
      outcome: "blocked",
      attempts: [],
      groups: [],
    });
    expect(scenario.model.requests).toHaveLength(0);
  });

  it("says what is wrong before any test runs", async () => {
    let testsStarted = 0;
    const reporter = { testStarted: () => testsStarted++ };
    const run = (options: Record<string, unknown>) =>
      runScenario({ files: sumProject(), options: { reporter, ...options }, sessions: () => [] });
    await expect(run({ claudePath: "/nonexistent/claude" })).rejects.toMatchObject({
      name: "ClaudeNotFoundError",
      message: expect.stringContaining("/nonexistent/claude is not an executable file"),
    });
    await expect(run({ strategy: "turbo" })).rejects.toMatchObject({
      name: "FixSetupError",
      message:
        'unknown strategy "turbo": the ladder is local, web, deep (fix.strategies in the config)',
    });
    await expect(run({ groups: ["BT-001"] })).rejects.toMatchObject({ name: "FixSetupError" });
    expect(testsStarted).toBe(0);
  });
});

function never(): never {
  throw new Error("expected a recorded request");
}

function processesMentioning(marker: string): string[] {
  const out = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return out.split("\n").filter((line) => line.includes(marker) && !line.includes("ps -eo"));
}
