import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOOK_ERROR_LOG } from "../../src/hooks/hook-error-log.js";
import { readLedger } from "../../src/hooks/ledger.js";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import { recordWorktreeBaseline } from "../../src/hooks/worktree-baseline.js";
import { useGuardedProject } from "./guarded-project.js";
import { denial, postToolUseFailure, preToolUse, stop } from "./hook-events.js";
import { runHook } from "./run-hook.js";

// The bundled hook program end to end, one process per event as Claude Code runs it: its
// arguments, stdin and stdout, the state it keeps between processes, and that it never breaks
// the agent. What each guard decides is in guards.test.ts and handle-event.test.ts.

const guarded = useGuardedProject();

describe("the hook program", () => {
  it("denies the third identical call across three processes, and exits 0", () => {
    const call = (description: string) => preToolUse("Bash", { command: "npm test", description });
    expect(runHook(guarded.current(), call("run the tests"))).toMatchObject({
      status: 0,
      answer: null,
    });
    expect(runHook(guarded.current(), call("run the tests")).answer).toBeNull();
    const third = runHook(guarded.current(), call("run the tests again"));
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
  });

  it("takes the protected globs and the limits from its arguments", () => {
    const strict = { ...guarded.current(), repeatLimit: 1, failureLimit: 1 };
    expect(
      denial(runHook(strict, preToolUse("Write", { file_path: ".github/ci.yml" })).answer),
    ).toMatch(/^\.github\/ci\.yml is protected \(fix\.protected: "\.github\/\*\*"\)/);
    expect(
      denial(runHook(strict, preToolUse("Read", { file_path: "src/app.js" })).answer),
    ).toContain("already made 0 times");
    expect(runHook(strict, postToolUseFailure("Bash", { command: "make" })).answer).toEqual({
      hookSpecificOutput: {
        hookEventName: "PostToolUseFailure",
        additionalContext: expect.stringMatching(/^1 tool calls in a row have failed/),
      },
    });
  });

  it("blocks a stop once when git sees no change, and writes the ledger", () => {
    recordWorktreeBaseline(guarded.current().stateDir, guarded.current().projectRoot);
    expect(runHook(guarded.current(), stop(false)).answer).toEqual({
      decision: "block",
      reason: NO_PROGRESS_REASON,
    });
    expect(runHook(guarded.current(), stop(false)).answer).toBeNull();
    expect(
      readLedger(guarded.current().stateDir).map((entry) => [entry.event, entry.decision]),
    ).toEqual([
      ["Stop", "block"],
      ["Stop", null],
    ]);
  });
});

describe("failures inside the hook never break the agent", () => {
  it("logs unreadable input to the state folder and exits 0 with no answer", async () => {
    const run = runHook(guarded.current(), "this is not json");
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(await readFile(path.join(guarded.current().stateDir, HOOK_ERROR_LOG), "utf8")).toContain(
      "JSON",
    );
  });

  it("exits 0 without a state folder, saying why on stderr", () => {
    const run = runHook(guarded.current(), preToolUse("Bash", { command: "ls" }), []);
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(run.stderr).toContain("the hook program needs --state-dir <folder>");
  });

  it("ignores events it does not guard", () => {
    const run = runHook(guarded.current(), { hook_event_name: "SessionStart", source: "startup" });
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(existsSync(path.join(guarded.current().stateDir, HOOK_ERROR_LOG))).toBe(false);
  });

  it("exits 0 when the state folder cannot be written", () => {
    const broken = {
      ...guarded.current(),
      stateDir: path.join(guarded.current().stateDir, "missing", "deeper"),
    };
    const run = runHook(broken, preToolUse("Bash", { command: "ls" }));
    expect(run).toMatchObject({ status: 0, stdout: "" });
    expect(
      execFileSync("git", ["status", "--porcelain"], {
        cwd: guarded.current().projectRoot,
        encoding: "utf8",
      }),
    ).toBe("");
  });
});
