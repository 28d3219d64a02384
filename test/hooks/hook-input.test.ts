import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readHookEvent } from "../../src/hooks/events.js";
import { readSessionState } from "../../src/hooks/session-state.js";

// What the hook program reads without zod: Claude Code's event on stdin and its own state file.

describe("readHookEvent", () => {
  it("keeps the fields the guards read, with their defaults, and drops the rest", () => {
    const event = { hook_event_name: "PreToolUse", tool_name: "Read", transcript_path: "/x" };
    expect(readHookEvent(event)).toEqual({
      session_id: "",
      tool_name: "Read",
      tool_input: {},
      hook_event_name: "PreToolUse",
    });
    expect(readHookEvent({ hook_event_name: "Stop", session_id: "s", cwd: "/p" })).toEqual({
      session_id: "s",
      cwd: "/p",
      hook_event_name: "Stop",
      stop_hook_active: false,
    });
    const failed = {
      hook_event_name: "PostToolUseFailure",
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      tool_use_id: "t1",
      error: "exit 1",
    };
    expect(readHookEvent(failed)).toEqual({ session_id: "", ...failed });
  });

  it("reads no event it does not guard and no field of the wrong type", () => {
    const tool = { hook_event_name: "PostToolUse", tool_name: "Bash" };
    for (const input of [
      null,
      [tool],
      "PreToolUse",
      { ...tool, hook_event_name: "Notification" },
      { ...tool, tool_name: 3 },
      { ...tool, tool_input: ["a"] },
      { ...tool, tool_input: null },
      { ...tool, session_id: 1 },
      { ...tool, cwd: false },
      { ...tool, tool_use_id: 7 },
      { hook_event_name: "Stop", stop_hook_active: "yes" },
    ])
      expect(readHookEvent(input)).toBeNull();
  });
});

describe("readSessionState", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-hook-state-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const stateOf = (text: string) => {
    writeFileSync(path.join(folder, "state.json"), text);
    return readSessionState(folder);
  };
  const fresh = { calls: {}, failures: 0, stopBlocked: false };

  it("reads the counters, a missing one at its default", () => {
    expect(stateOf('{"calls":{"k":2},"failures":1}')).toEqual({
      calls: { k: 2 },
      failures: 1,
      stopBlocked: false,
    });
  });

  it("starts afresh from a torn file or a field of the wrong type", () => {
    for (const text of ['{"calls":', '{"failures":"2"}', '{"calls":{"k":"2"}}', "[]", "null"])
      expect(stateOf(text)).toEqual(fresh);
    rmSync(path.join(folder, "state.json"));
    expect(readSessionState(folder)).toEqual(fresh);
  });
});
