import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { GuardOptions } from "../../src/hooks/guard-options.js";
import { HOOK_ERROR_LOG } from "../../src/hooks/hook-error-log.js";
import { readLedger } from "../../src/hooks/ledger.js";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import { recordWorktreeBaseline } from "../../src/hooks/worktree-baseline.js";
import { createGitProject } from "../agent/git-project.js";
import { postToolUse, postToolUseFailure, preToolUse, runHook, stop } from "./run-hook.js";

const cleanup: string[] = [];
let options: GuardOptions;

beforeEach(async () => {
  const project = await createGitProject({
    "src/app.js": "export const answer = 41;\n",
    "tests/app.test.sh": "#!/bin/sh\nexit 1\n",
  });
  const stateDir = await mkdtemp(path.join(tmpdir(), "fix-loop-hook-state-"));
  cleanup.push(project, stateDir);
  options = {
    stateDir,
    projectRoot: project,
    protectedGlobs: ["tests/**", ".github/**"],
    repeatLimit: 3,
    failureLimit: 5,
  };
});

afterAll(async () => {
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

function denial(answer: Record<string, unknown> | null): string | undefined {
  const output = answer?.hookSpecificOutput as Record<string, unknown> | undefined;
  return output?.permissionDecision === "deny"
    ? String(output.permissionDecisionReason)
    : undefined;
}

describe("repeat guard (PreToolUse)", () => {
  it("denies the third identical call, whatever the description says", () => {
    const call = (description: string) => preToolUse("Bash", { command: "npm test", description });
    expect(runHook(options, call("run the tests")).answer).toBeNull();
    expect(runHook(options, call("run the tests")).answer).toBeNull();
    const third = runHook(options, call("run the tests again"));
    expect(third.status).toBe(0);
    expect(third.answer).toEqual({
      hookSpecificOutput: {
        hookEventName: "PreToolUse",
        permissionDecision: "deny",
        permissionDecisionReason: expect.stringContaining(
          "This exact Bash call was already made 2 times",
        ),
      },
    });
    expect(denial(runHook(options, call("once more")).answer)).toContain("already made 3 times");
    expect(
      runHook(options, preToolUse("Bash", { command: "npm test -- --verbose" })).answer,
    ).toBeNull();
  });

  it("starts counting afresh after a successful edit", () => {
    const test = preToolUse("Bash", { command: "npm test" });
    runHook(options, test);
    runHook(options, test);
    runHook(
      options,
      postToolUse("Edit", { file_path: "src/app.js", old_string: "41", new_string: "42" }),
    );
    expect(runHook(options, test).answer).toBeNull();
  });

  it("follows the configured limit and never denies the structured claim", () => {
    const strict = { ...options, repeatLimit: 1 };
    expect(
      denial(runHook(strict, preToolUse("Read", { file_path: "src/app.js" })).answer),
    ).toContain("already made 0 times");
    const claim = preToolUse("StructuredOutput", { status: "fixed" });
    expect(runHook(strict, claim).answer).toBeNull();
    expect(runHook(strict, claim).answer).toBeNull();
  });
});

describe("protected paths (PreToolUse)", () => {
  it("denies Edit, Write, MultiEdit and NotebookEdit under a protected glob, naming the glob", () => {
    const inProject = (file: string) => path.join(options.projectRoot, file);
    const cases = [
      preToolUse("Write", { file_path: "tests/app.test.sh", content: "exit 0" }),
      preToolUse("Edit", {
        file_path: inProject("tests/app.test.sh"),
        old_string: "1",
        new_string: "0",
      }),
      preToolUse("MultiEdit", { file_path: inProject("tests/deep/x.sh"), edits: [] }),
      preToolUse("NotebookEdit", { notebook_path: inProject(".github/n.ipynb"), new_source: "" }),
    ];
    const reasons = cases.map((event) => denial(runHook(options, event).answer));
    expect(reasons[0]).toMatch(
      /^tests\/app\.test\.sh is protected \(fix\.protected: "tests\/\*\*"\)/,
    );
    expect(reasons[1]).toMatch(/^tests\/app\.test\.sh is protected/);
    expect(reasons[2]).toMatch(/^tests\/deep\/x\.sh is protected/);
    expect(reasons[3]).toMatch(
      /^\.github\/n\.ipynb is protected \(fix\.protected: "\.github\/\*\*"\)/,
    );
  });

  it("lets edits elsewhere through, including outside the project", () => {
    expect(
      runHook(
        options,
        preToolUse("Edit", { file_path: "src/app.js", old_string: "1", new_string: "2" }),
      ).answer,
    ).toBeNull();
    expect(
      runHook(options, preToolUse("Write", { file_path: "/tmp/tests/scratch.txt", content: "" }))
        .answer,
    ).toBeNull();
    expect(
      runHook(options, preToolUse("Read", { file_path: "tests/app.test.sh" })).answer,
    ).toBeNull();
  });
});

describe("failure counter (PostToolUse / PostToolUseFailure)", () => {
  it("adds context after five failures in a row, and a success resets the count", () => {
    const fail = () => runHook(options, postToolUseFailure("Bash", { command: "make" })).answer;
    for (let i = 0; i < 4; i++) expect(fail()).toBeNull();
    expect(fail()).toEqual({
      hookSpecificOutput: {
        hookEventName: "PostToolUseFailure",
        additionalContext: expect.stringMatching(
          /^5 tool calls in a row have failed\. Stop and step back/,
        ),
      },
    });
    expect(runHook(options, postToolUse("Bash", { command: "ls" })).answer).toBeNull();
    expect(fail()).toBeNull();
  });
});

describe("progress gate (Stop)", () => {
  beforeEach(() => recordWorktreeBaseline(options.stateDir, options.projectRoot));

  it("blocks once when nothing changed, then lets the agent stop", () => {
    expect(runHook(options, stop(false)).answer).toEqual({
      decision: "block",
      reason: NO_PROGRESS_REASON,
    });
    expect(runHook(options, stop(false)).answer).toBeNull();
  });

  it("never blocks while stop_hook_active is true", () => {
    expect(runHook(options, stop(true)).answer).toBeNull();
  });

  it("lets the agent stop when a file changed or was added", async () => {
    await writeFile(path.join(options.projectRoot, "src/app.js"), "export const answer = 42;\n");
    expect(runHook(options, stop(false)).answer).toBeNull();
  });

  it("sees a further change to a file that was already dirty at the start", async () => {
    await writeFile(path.join(options.projectRoot, "notes.txt"), "dirty before the agent\n");
    recordWorktreeBaseline(options.stateDir, options.projectRoot);
    await writeFile(path.join(options.projectRoot, "notes.txt"), "changed by the agent, longer\n");
    expect(runHook(options, stop(false)).answer).toBeNull();
  });

  it("does not block outside a git work tree (it cannot tell)", async () => {
    const plain = await mkdtemp(path.join(tmpdir(), "fix-loop-not-git-"));
    cleanup.push(plain);
    const outside = { ...options, projectRoot: plain };
    recordWorktreeBaseline(outside.stateDir, plain);
    expect(runHook(outside, stop(false)).answer).toBeNull();
  });
});

describe("ledger", () => {
  it("records every call with its decision and a bounded input", () => {
    runHook(
      options,
      preToolUse("Write", { file_path: "src/big.js", content: "x".repeat(10_000) }, "toolu_1"),
    );
    runHook(options, postToolUse("Write", { file_path: "src/big.js", content: "x" }, "toolu_1"));
    runHook(
      options,
      preToolUse(
        "Edit",
        { file_path: "tests/app.test.sh", old_string: "", new_string: "" },
        "toolu_2",
      ),
    );
    runHook(options, postToolUseFailure("Bash", { command: "false" }, "Exit code 1"));
    const ledger = readLedger(options.stateDir);
    expect(
      ledger.map((entry) => [entry.event, entry.tool, entry.toolUseId, entry.decision]),
    ).toEqual([
      ["PreToolUse", "Write", "toolu_1", null],
      ["PostToolUse", "Write", "toolu_1", null],
      ["PreToolUse", "Edit", "toolu_2", "deny"],
      ["PostToolUseFailure", "Bash", "toolu_Bash", null],
    ]);
    expect(String(ledger[0]?.input?.content)).toMatch(/^x{400}… \(9600 more characters\)$/);
    expect(ledger[2]?.reason).toContain("is protected");
    expect(ledger[3]?.error).toBe("Exit code 1");
    expect(ledger[0]?.sessionId).toBe("session-1");
  });
});

describe("failures inside the hook never break the agent", () => {
  it("logs unreadable input to the state folder and exits 0 with no answer", async () => {
    const run = runHook(options, "this is not json");
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(await readFile(path.join(options.stateDir, HOOK_ERROR_LOG), "utf8")).toContain("JSON");
  });

  it("exits 0 without a state folder, saying why on stderr", () => {
    const run = runHook(options, preToolUse("Bash", { command: "ls" }), []);
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(run.stderr).toContain("the hook program needs --state-dir <folder>");
  });

  it("ignores events it does not guard", () => {
    const run = runHook(options, { hook_event_name: "SessionStart", source: "startup" });
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(existsSync(path.join(options.stateDir, HOOK_ERROR_LOG))).toBe(false);
  });

  it("exits 0 when the state folder cannot be written", () => {
    const broken = { ...options, stateDir: path.join(options.stateDir, "missing", "deeper") };
    const run = runHook(broken, preToolUse("Bash", { command: "ls" }));
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(
      execFileSync("git", ["status", "--porcelain"], {
        cwd: options.projectRoot,
        encoding: "utf8",
      }),
    ).toBe("");
  });
});
