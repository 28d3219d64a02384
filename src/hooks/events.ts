import { isPlainObject } from "./plain-object.js";

/**
 * The fields of Claude Code's hook input that the guards read; the rest is ignored. Read by hand,
 * not by a zod schema: the hook program starts once per event, and loading zod took a quarter
 * of its start.
 */
interface EventCommon {
  session_id: string;
  cwd?: string;
}

interface ToolEventFields extends EventCommon {
  tool_name: string;
  tool_input: Record<string, unknown>;
  tool_use_id?: string;
}

export type HookEvent =
  | (ToolEventFields & { hook_event_name: "PreToolUse" })
  | (ToolEventFields & { hook_event_name: "PostToolUse" })
  | (ToolEventFields & { hook_event_name: "PostToolUseFailure"; error?: unknown })
  | (EventCommon & { hook_event_name: "Stop"; stop_hook_active: boolean });

const TOOL_EVENTS = new Set(["PreToolUse", "PostToolUse", "PostToolUseFailure"]);

/**
 * The event in `input` (parsed JSON), with only the fields above and their defaults (an empty
 * session id, an empty tool input, stop_hook_active false); null for an event the guards do not
 * read or a field of the wrong type.
 */
export function readHookEvent(input: unknown): HookEvent | null {
  if (!isPlainObject(input)) return null;
  const { session_id = "", cwd, hook_event_name: name } = input;
  if (typeof session_id !== "string" || (cwd !== undefined && typeof cwd !== "string")) return null;
  const common: EventCommon = cwd === undefined ? { session_id } : { session_id, cwd };
  if (name === "Stop") {
    const { stop_hook_active = false } = input;
    if (typeof stop_hook_active !== "boolean") return null;
    return { ...common, hook_event_name: name, stop_hook_active };
  }
  if (typeof name !== "string" || !TOOL_EVENTS.has(name)) return null;
  const { tool_name, tool_input = {}, tool_use_id } = input;
  if (typeof tool_name !== "string" || !isPlainObject(tool_input)) return null;
  if (tool_use_id !== undefined && typeof tool_use_id !== "string") return null;
  const tool: ToolEventFields = { ...common, tool_name, tool_input };
  if (tool_use_id !== undefined) tool.tool_use_id = tool_use_id;
  if (name !== "PostToolUseFailure")
    return { ...tool, hook_event_name: name as "PreToolUse" | "PostToolUse" };
  return "error" in input
    ? { ...tool, hook_event_name: name, error: input.error }
    : { ...tool, hook_event_name: name };
}

/** What the hook prints: Claude Code's JSON answer for the event, or nothing (let it be). */
export type HookAnswer =
  | {
      hookSpecificOutput: {
        hookEventName: "PreToolUse";
        permissionDecision: "deny";
        permissionDecisionReason: string;
      };
    }
  | { hookSpecificOutput: { hookEventName: "PreToolUse"; additionalContext: string } }
  | {
      hookSpecificOutput: {
        hookEventName: "PostToolUse" | "PostToolUseFailure";
        additionalContext: string;
      };
    }
  | { decision: "block"; reason: string }
  | null;
