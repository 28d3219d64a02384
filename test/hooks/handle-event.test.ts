import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { hookEventSchema } from "../../src/hooks/events.js";
import type { GuardOptions } from "../../src/hooks/guard-options.js";
import { handleEvent } from "../../src/hooks/handle-event.js";
import { readLedger } from "../../src/hooks/ledger.js";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import { recordWorktreeBaseline } from "../../src/hooks/worktree-baseline.js";
import { useGuardedProject } from "./guarded-project.js";
import { denial, postToolUse, postToolUseFailure, preToolUse, stop } from "./hook-events.js";

// The guards over a sequence of events, in this process: each call reads and writes the state
// folder exactly as one run of the hook program does (hook-program.test.ts runs the program).

const guarded = useGuardedProject();

/** What the hook program would print for this event, as parsed JSON (null: nothing). */
async function answer(guards: GuardOptions, event: Record<string, unknown>) {
  const parsed = hookEventSchema.parse({
    session_id: "session-1",
    cwd: guards.projectRoot,
    ...event,
  });
  return (await handleEvent(parsed, guards)) as Record<string, unknown> | null;
}

describe("repeat guard (PreToolUse)", () => {
  it("denies the third identical call, whatever the description says", async () => {
    const call = (description: string) => preToolUse("Bash", { command: "npm test", description });
    expect(await answer(guarded.current(), call("run the tests"))).toBeNull();
    expect(await answer(guarded.current(), call("run the tests"))).toBeNull();
    expect(await answer(guarded.current(), call("run the tests again"))).toEqual({
      hookSpecificOutput: {
        hookEventName: "PreToolUse",
        permissionDecision: "deny",
        permissionDecisionReason: expect.stringContaining(
          "This exact Bash call was already made 2 times",
        ),
      },
    });
    expect(denial(await answer(guarded.current(), call("once more")))).toContain(
      "already made 3 times",
    );
    expect(
      await answer(guarded.current(), preToolUse("Bash", { command: "npm test -- --verbose" })),
    ).toBeNull();
  });

  it("starts counting afresh after a successful edit", async () => {
    const test = preToolUse("Bash", { command: "npm test" });
    await answer(guarded.current(), test);
    await answer(guarded.current(), test);
    await answer(
      guarded.current(),
      postToolUse("Edit", { file_path: "src/app.js", old_string: "41", new_string: "42" }),
    );
    expect(await answer(guarded.current(), test)).toBeNull();
  });

  it("follows the configured limit and never denies the structured claim", async () => {
    const strict = { ...guarded.current(), repeatLimit: 1 };
    expect(denial(await answer(strict, preToolUse("Read", { file_path: "src/app.js" })))).toContain(
      "already made 0 times",
    );
    const claim = preToolUse("StructuredOutput", { status: "fixed" });
    expect(await answer(strict, claim)).toBeNull();
    expect(await answer(strict, claim)).toBeNull();
  });
});

describe("protected paths (PreToolUse)", () => {
  it("denies Edit, Write, MultiEdit and NotebookEdit under a protected glob, naming the glob", async () => {
    const inProject = (file: string) => path.join(guarded.current().projectRoot, file);
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
    const reasons: ReturnType<typeof denial>[] = [];
    for (const event of cases) reasons.push(denial(await answer(guarded.current(), event)));
    expect(reasons[0]).toMatch(
      /^tests\/app\.test\.sh is protected \(fix\.protected: "tests\/\*\*"\)/,
    );
    expect(reasons[1]).toMatch(/^tests\/app\.test\.sh is protected/);
    expect(reasons[2]).toMatch(/^tests\/deep\/x\.sh is protected/);
    expect(reasons[3]).toMatch(
      /^\.github\/n\.ipynb is protected \(fix\.protected: "\.github\/\*\*"\)/,
    );
  });

  it("lets edits elsewhere through, including outside the project", async () => {
    expect(
      await answer(
        guarded.current(),
        preToolUse("Edit", { file_path: "src/app.js", old_string: "1", new_string: "2" }),
      ),
    ).toBeNull();
    expect(
      await answer(
        guarded.current(),
        preToolUse("Write", { file_path: "/tmp/tests/scratch.txt", content: "" }),
      ),
    ).toBeNull();
    expect(
      await answer(guarded.current(), preToolUse("Read", { file_path: "tests/app.test.sh" })),
    ).toBeNull();
  });
});

describe("failure counter (PostToolUse / PostToolUseFailure)", () => {
  it("adds context after five failures in a row, and a success resets the count", async () => {
    const fail = () => answer(guarded.current(), postToolUseFailure("Bash", { command: "make" }));
    for (let i = 0; i < 4; i++) expect(await fail()).toBeNull();
    expect(await fail()).toEqual({
      hookSpecificOutput: {
        hookEventName: "PostToolUseFailure",
        additionalContext: expect.stringMatching(
          /^5 tool calls in a row have failed\. Stop and step back/,
        ),
      },
    });
    expect(await answer(guarded.current(), postToolUse("Bash", { command: "ls" }))).toBeNull();
    expect(await fail()).toBeNull();
  });
});

describe("progress gate (Stop)", () => {
  beforeEach(() =>
    recordWorktreeBaseline(guarded.current().stateDir, guarded.current().projectRoot),
  );

  it("blocks once when nothing changed, then lets the agent stop", async () => {
    expect(await answer(guarded.current(), stop(false))).toEqual({
      decision: "block",
      reason: NO_PROGRESS_REASON,
    });
    expect(await answer(guarded.current(), stop(false))).toBeNull();
  });

  it("never blocks while stop_hook_active is true", async () => {
    expect(await answer(guarded.current(), stop(true))).toBeNull();
  });

  it("lets the agent stop when a file changed or was added", async () => {
    await writeFile(
      path.join(guarded.current().projectRoot, "src/app.js"),
      "export const answer = 42;\n",
    );
    expect(await answer(guarded.current(), stop(false))).toBeNull();
  });

  it("sees a further change to a file that was already dirty at the start", async () => {
    await writeFile(
      path.join(guarded.current().projectRoot, "notes.txt"),
      "dirty before the agent\n",
    );
    recordWorktreeBaseline(guarded.current().stateDir, guarded.current().projectRoot);
    await writeFile(
      path.join(guarded.current().projectRoot, "notes.txt"),
      "changed by the agent, longer\n",
    );
    expect(await answer(guarded.current(), stop(false))).toBeNull();
  });

  it("does not block outside a git work tree (it cannot tell)", async () => {
    const plain = await mkdtemp(path.join(tmpdir(), "fix-loop-not-git-"));
    guarded.removeAfter(plain);
    const outside = { ...guarded.current(), projectRoot: plain };
    recordWorktreeBaseline(outside.stateDir, plain);
    expect(await answer(outside, stop(false))).toBeNull();
  });
});

describe("ledger", () => {
  it("records every call with its decision and a bounded input", async () => {
    await answer(
      guarded.current(),
      preToolUse("Write", { file_path: "src/big.js", content: "x".repeat(10_000) }, "toolu_1"),
    );
    await answer(
      guarded.current(),
      postToolUse("Write", { file_path: "src/big.js", content: "x" }, "toolu_1"),
    );
    await answer(
      guarded.current(),
      preToolUse(
        "Edit",
        { file_path: "tests/app.test.sh", old_string: "", new_string: "" },
        "toolu_2",
      ),
    );
    await answer(
      guarded.current(),
      postToolUseFailure("Bash", { command: "false" }, "Exit code 1"),
    );
    const ledger = readLedger(guarded.current().stateDir);
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

describe("guard modes", () => {
  const protectedWrite = preToolUse("Write", { file_path: "tests/app.test.sh", content: "" });
  const failure = postToolUseFailure("Bash", { command: "make" });

  it("observe answers nothing and records each guard that would have acted", async () => {
    const observe = { ...guarded.current(), mode: "observe" as const, failureLimit: 1 };
    recordWorktreeBaseline(observe.stateDir, observe.projectRoot);
    expect(await answer(observe, protectedWrite)).toBeNull();
    expect(await answer(observe, failure)).toBeNull();
    expect(await answer(observe, stop(false))).toBeNull();
    const fired = readLedger(observe.stateDir).map((entry) => [entry.guard, entry.decision]);
    expect(fired).toEqual([
      ["protected-path", "observe"],
      ["failure-limit", "observe"],
      ["progress-gate", "observe"],
    ]);
  });

  it("warn tells the agent without denying, and lets a stopping agent stop", async () => {
    const warn = { ...guarded.current(), mode: "warn" as const, failureLimit: 1 };
    recordWorktreeBaseline(warn.stateDir, warn.projectRoot);
    const told = await answer(warn, protectedWrite);
    expect(denial(told)).toBeUndefined();
    expect(told).toEqual({
      hookSpecificOutput: {
        hookEventName: "PreToolUse",
        additionalContext: expect.stringMatching(
          /^fix-loop guard warning \(the call went ahead.*tests\/app\.test\.sh is protected/,
        ),
      },
    });
    expect(await answer(warn, failure)).toMatchObject({
      hookSpecificOutput: { additionalContext: expect.stringContaining("1 tool calls in a row") },
    });
    expect(await answer(warn, stop(false))).toBeNull();
    const decisions = readLedger(warn.stateDir).map((entry) => entry.decision);
    expect(decisions).toEqual(["warn", "warn", "observe"]);
  });

  it("block names the guard in the ledger beside today's decisions", async () => {
    expect(denial(await answer(guarded.current(), protectedWrite))).toMatch(/is protected/);
    expect(readLedger(guarded.current().stateDir)[0]).toMatchObject({
      guard: "protected-path",
      decision: "deny",
    });
  });
});
