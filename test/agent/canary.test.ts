import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AgentTranscript, runAgent } from "../../src/agent/index.js";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import {
  callTool,
  claim,
  conversationText,
  type ScriptedModel,
  say,
  startScriptedModel,
  toolResultFor,
} from "../support/scripted-model/index.js";
import { CLAUDE, createGitProject } from "./git-project.js";
import { NAMED_TOOL, namedToolFiles } from "./hook-named-tool.js";

// Proves that the hooks really fire in the installed Claude Code: a denial reaches the model as
// an error tool_result, the ledger fills up, and the Stop hook's block buys one more model turn;
// every tool call but the claim's reaches PreToolUse, one whose name holds the claim's too.
describe("canary: our hooks in the real claude CLI", () => {
  let model: ScriptedModel;
  let project: string;
  let stateDir: string;
  let transcript: AgentTranscript;

  beforeAll(async () => {
    project = await createGitProject({
      "src/app.js": "export const answer = 41;\n",
      "tests/app.test.sh": "#!/bin/sh\nexit 1\n",
      ...namedToolFiles(),
    });
    stateDir = await mkdtemp(path.join(tmpdir(), "fix-loop-canary-state-"));
    model = await startScriptedModel([
      callTool(NAMED_TOOL, {}, "toolu_named"),
      callTool("Bash", { command: "cat src/app.js", description: "show the app" }, "toolu_cat"),
      callTool(
        "Write",
        { file_path: "tests/app.test.sh", content: "#!/bin/sh\nexit 0\n" },
        "toolu_write",
      ),
      say("Nothing to change, I am done."),
      claim({
        status: "not_fixed",
        root_cause: "unknown",
        files_changed: [],
        tests_run: [],
        reasoning: "canary",
      }),
    ]);
    transcript = await runAgent({
      claudePath: CLAUDE,
      cwd: project,
      prompt: "Fix the failing test.",
      env: model.env,
      stateDir,
      tools: ["Read", "Edit", "Write", "Bash"],
      maxTurns: 10,
      timeoutMs: 45_000,
      guards: { protectedGlobs: ["tests/**"] },
    });
  }, 60_000);

  afterAll(async () => {
    await model?.close();
    await rm(project, { recursive: true, force: true });
    await rm(stateDir, { recursive: true, force: true });
  });

  it("completes with the claim", () => {
    expect(transcript.error).toBeNull();
    expect(transcript.outcome).toBe("completed");
    expect(transcript.claim?.status).toBe("not_fixed");
  });

  it("sends the PreToolUse denial back to the model as an error tool_result", () => {
    const afterWrite = model.requests[3];
    expect(afterWrite).toBeDefined();
    const result = afterWrite && toolResultFor(afterWrite, "toolu_write");
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain('tests/app.test.sh is protected (fix.protected: "tests/**")');
    expect(transcript.toolCalls.find((call) => call.id === "toolu_write")?.denied).toBe(true);
  });

  it("writes every tool call to the ledger", () => {
    const events = transcript.ledger.map(
      (entry) => `${entry.event}:${entry.tool ?? ""}:${entry.decision ?? ""}`,
    );
    expect(events).toEqual([
      // Denied by the permission settings after the hook let it be: no Post event follows.
      `PreToolUse:${NAMED_TOOL}:`,
      "PreToolUse:Bash:",
      "PostToolUse:Bash:",
      "PreToolUse:Write:deny",
      "Stop::block",
      // The claim is a tool call too, hooked after (a success for the failure counter) but not
      // before, where no guard decides anything; the second stop goes through (stop_hook_active).
      "PostToolUse:StructuredOutput:",
      "Stop::",
    ]);
    expect(transcript.ledger[1]?.input).toEqual({
      command: "cat src/app.js",
      description: "show the app",
    });
  });

  it("gives the model one more turn when the Stop hook blocks", () => {
    const afterStop = model.requests[4];
    expect(afterStop && conversationText(afterStop)).toContain(NO_PROGRESS_REASON);
    expect(model.requests).toHaveLength(5);
    expect(model.exhausted).toBe(0);
    // CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 (added by runAgent): no probes, no side calls.
    expect(model.sideRequests).toEqual([]);
  });
});
