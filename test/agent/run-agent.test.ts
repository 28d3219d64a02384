import { execFileSync } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STRATEGIES, type RunAgentOptions, runAgent } from "../../src/agent/index.js";
import {
  callTool,
  callTools,
  claim,
  offeredTools,
  type Script,
  type ScriptedModel,
  say,
  startScriptedModel,
  systemText,
  toolResultFor,
} from "../support/scripted-model/index.js";
import { CLAUDE, createGitProject } from "./git-project.js";

const FIXED = {
  status: "fixed",
  root_cause: "off by one in answer",
  files_changed: ["src/app.js"],
  tests_run: ["sh tests/app.test.sh"],
  reasoning: "the test expects 42",
};

describe("runAgent against the real claude CLI", () => {
  const cleanup: string[] = [];
  const models: ScriptedModel[] = [];
  let project: string;

  /** Sessions that several tests read: each asserts its own facts of the same run. */
  let fixing: Awaited<ReturnType<typeof run>>;
  let searching: { model: ScriptedModel; transcript: Awaited<ReturnType<typeof runAgent>> };

  beforeAll(async () => {
    project = await createGitProject({
      "src/app.js": "export const answer = 41;\n",
      "tests/app.test.sh": '#!/bin/sh\ngrep -q "answer = 42" src/app.js\n',
    });
    cleanup.push(project);
    fixing = await run([
      callTool("Read", { file_path: path.join(project, "src/app.js") }, "toolu_read"),
      callTool(
        "Edit",
        { file_path: path.join(project, "src/app.js"), old_string: "41", new_string: "42" },
        "toolu_edit",
      ),
      callTool(
        "Bash",
        { command: "sh tests/app.test.sh", description: "run the test" },
        "toolu_test",
      ),
      claim(FIXED),
    ]);
    execFileSync("git", ["checkout", "-q", "--", "."], { cwd: project });
    searching = await search();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(models.map((model) => model.close()));
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function run(script: Script, overrides: Partial<RunAgentOptions> = {}) {
    return runAgainst(await startScriptedModel(script), overrides);
  }

  /**
   * runAgent in the project against `model` (closed after the file), in a state folder of its
   * own, with the local strategy's tools and the fixing prompt unless `overrides` say otherwise.
   */
  async function runAgainst(model: ScriptedModel, overrides: Partial<RunAgentOptions> = {}) {
    models.push(model);
    const stateDir = await mkdtemp(path.join(tmpdir(), "fix-loop-agent-state-"));
    cleanup.push(stateDir);
    const local = DEFAULT_STRATEGIES[0];
    const transcript = await runAgent({
      claudePath: CLAUDE,
      cwd: project,
      prompt: "Fix the failing test tests/app.test.sh.",
      env: model.env,
      stateDir,
      tools: local?.tools ?? [],
      maxTurns: 10,
      timeoutMs: 30_000,
      ...overrides,
    });
    return { model, transcript, stateDir };
  }

  it("parses tool calls, the structured claim, turns, cost and the session id", () => {
    const { transcript, model } = fixing;
    expect(transcript).toMatchObject({
      outcome: "completed",
      resultSubtype: "success",
      isError: false,
      error: null,
      claim: FIXED,
      exitCode: 0,
    });
    expect(transcript.toolCalls.map((call) => [call.id, call.name, call.isError])).toEqual([
      ["toolu_read", "Read", false],
      ["toolu_edit", "Edit", false],
      ["toolu_test", "Bash", false],
    ]);
    expect(transcript.toolCalls[2]?.input).toMatchObject({ command: "sh tests/app.test.sh" });
    expect(transcript.turns).toBeGreaterThanOrEqual(4);
    expect(transcript.costUsd).toBeGreaterThan(0);
    expect(transcript.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(transcript.offeredTools.sort()).toEqual([
      "Bash",
      "Edit",
      "Glob",
      "Grep",
      "Read",
      "StructuredOutput",
      "Write",
    ]);
    expect(model.requests).toHaveLength(4);
  });

  it("offers WebSearch and WebFetch in the web strategy only", () => {
    // `fixing` runs with the local strategy's tools, `searching` with the web strategy's.
    const local = fixing;
    const web = searching;
    const localTools = offeredTools(local.model.requests[0] ?? never());
    const webTools = offeredTools(web.model.requests[0] ?? never());
    expect(localTools).not.toContain("WebSearch");
    expect(localTools).not.toContain("WebFetch");
    expect(webTools).toEqual(
      expect.arrayContaining(["WebSearch", "WebFetch", "Read", "Bash", "StructuredOutput"]),
    );
  });

  /**
   * A web-strategy session whose one WebSearch the scripted model answers on the side. The same
   * session ends in a claim its schema refuses, with hooks that write no ledger: facts of the
   * transcript that do not meet the web tools, the side request or the system prompt.
   */
  async function search() {
    const model = await startScriptedModel(
      [
        callTool("WebSearch", { query: "vitest junit reporter" }, "toolu_search"),
        claim({
          status: "maybe",
          root_cause: "x",
          files_changed: [],
          tests_run: [],
          reasoning: "",
        }),
      ],
      { side: () => say("1. https://vitest.dev/guide/reporters") },
    );
    return runAgainst(model, {
      prompt: "Look it up.",
      tools: DEFAULT_STRATEGIES[1]?.tools ?? [],
      maxTurns: 5,
      model: "claude-scripted-test-1",
      appendSystemPrompt: "FIX-LOOP-RULES-MARKER",
      hookCommand: ["/bin/true"],
      jsonSchema: {
        type: "object",
        properties: { status: { type: "string" } },
        required: ["status"],
      },
    });
  }

  it("answers WebSearch through a side request kept apart from the conversation", () => {
    const { model, transcript } = searching;
    expect(transcript.outcome).toBe("completed");
    expect(transcript.toolCalls[0]).toMatchObject({ name: "WebSearch", isError: false });
    expect(model.sideRequests.map((request) => offeredTools(request))).toEqual([["web_search"]]);
    expect(toolResultFor(model.requests[1] ?? never(), "toolu_search")?.text).toContain(
      "https://vitest.dev/guide/reporters",
    );
    expect(model.requests[0]?.body.model).toBe("claude-scripted-test-1");
    expect(systemText(model.requests[0] ?? never())).toContain("FIX-LOOP-RULES-MARKER");
  });

  it("reports a crashing binary as an error with its stderr, never throwing", async () => {
    const bin = await mkdtemp(path.join(tmpdir(), "fix-loop-fake-claude-"));
    cleanup.push(bin);
    const fake = path.join(bin, "claude");
    await writeFile(
      fake,
      '#!/bin/sh\necho \'this is not json\'\necho \'{"type":"system","subtype":"init","session_id":"s-1","tools":[]}\'\necho \'segfault in the fake claude\' >&2\nexit 1\n',
    );
    await chmod(fake, 0o755);
    const { transcript } = await run([], { claudePath: fake });
    expect(transcript.outcome).toBe("error");
    expect(transcript.exitCode).toBe(1);
    expect(transcript.error).toBe(
      "Claude Code exited with code 1 without a result message: segfault in the fake claude",
    );
    expect(transcript.stderrTail).toBe("segfault in the fake claude");
    expect(transcript.sessionId).toBe("s-1");
    expect(transcript.notes.join("\n")).toContain('were not JSON, the first: "this is not json"');
  });

  it("reports a missing binary as an error", async () => {
    const { transcript } = await run([], { claudePath: "/nonexistent/claude" });
    expect(transcript.outcome).toBe("error");
    expect(transcript.error).toBe(
      "Claude Code could not be started: /nonexistent/claude does not exist",
    );
  });

  it("stops at the budget", async () => {
    const big = { input_tokens: 200_000, output_tokens: 1_000 };
    const { transcript } = await run(
      [
        { ...callTool("Bash", { command: "echo one", description: "1" }), usage: big },
        { ...callTool("Bash", { command: "echo two", description: "2" }), usage: big },
        say("never reached"),
      ],
      { budgetUsd: 0.5 },
    );
    expect(transcript).toMatchObject({
      outcome: "completed",
      isError: true,
      resultSubtype: "error_max_budget_usd",
    });
    expect(transcript.costUsd).toBeGreaterThan(0.5);
  });

  // One session, two facts that do not meet: the hooks' deny of each call before the cap (quoted
  // paths, a git commit), and the turn cap claude counts, denied calls or not.
  it("quotes the hook command for the shell (spaces and quotes in paths and globs), refuses git commands that would move HEAD behind the engine's back, and ends at the turn limit as a completed session with the CLI's error", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "fix-loop-agent-"));
    cleanup.push(parent);
    const stateDir = path.join(parent, "state with 'quotes' and $HOME");
    const { transcript } = await run(
      [
        callTool("Write", { file_path: "it's protected/x.txt", content: "x" }, "toolu_quoted"),
        callTools([
          {
            tool: "Bash",
            input: { command: "git commit --allow-empty -m sneaky", description: "commit" },
            id: "toolu_commit",
          },
        ]),
        callTool("Bash", { command: "echo three", description: "3" }),
      ],
      { stateDir, guards: { protectedGlobs: ["it's protected/**"] }, maxTurns: 2 },
    );
    expect(transcript.toolCalls[0]).toMatchObject({ id: "toolu_quoted", denied: true });
    expect(transcript.ledger[0]).toMatchObject({
      decision: "deny",
      reason: expect.stringContaining(`(fix.protected: "it's protected/**")`),
    });
    expect(transcript.toolCalls[1]).toMatchObject({
      id: "toolu_commit",
      isError: true,
      denied: true,
    });
    expect(
      execFileSync("git", ["rev-list", "--count", "HEAD"], {
        cwd: project,
        encoding: "utf8",
      }).trim(),
    ).toBe("1");
    expect(transcript).toMatchObject({
      outcome: "completed",
      isError: true,
      resultSubtype: "error_max_turns",
    });
    expect(transcript.error).toContain("maximum number of turns (2)");
  });

  it("keeps an invalid claim out and says why, and notes when the guard hooks never ran", () => {
    // `searching` ends in a claim its schema refuses, and its hooks write no ledger.
    const { transcript } = searching;
    expect(transcript.outcome).toBe("completed");
    expect(transcript.claim).toBeNull();
    expect(transcript.notes.join("\n")).toMatch(/did not match the claim schema \(status: /);
    expect(transcript.ledger).toEqual([]);
    expect(transcript.notes.join("\n")).toContain(
      "the guard hooks did not run: 1 tool call(s) and an empty ledger",
    );
  });

  it("writes the settings it passed, wiring the four hook events", async () => {
    const { stateDir } = fixing;
    const settings = JSON.parse(await readFile(path.join(stateDir, "settings.json"), "utf8"));
    expect(Object.keys(settings.hooks).sort()).toEqual([
      "PostToolUse",
      "PostToolUseFailure",
      "PreToolUse",
      "Stop",
    ]);
    expect(settings.hooks.PreToolUse[0].hooks[0].command).toContain("dist/hooks.js --state-dir");
  });
});

function never(): never {
  throw new Error("expected a recorded request");
}
