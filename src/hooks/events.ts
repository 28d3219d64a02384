import * as z from "zod/mini";

/** The fields of Claude Code's hook input that the guards read; the rest is ignored. */
const common = {
  session_id: z._default(z.string(), ""),
  cwd: z.optional(z.string()),
};

const toolInput = z._default(z.record(z.string(), z.unknown()), {});

export const hookEventSchema = z.discriminatedUnion("hook_event_name", [
  z.object({
    ...common,
    hook_event_name: z.literal("PreToolUse"),
    tool_name: z.string(),
    tool_input: toolInput,
    tool_use_id: z.optional(z.string()),
  }),
  z.object({
    ...common,
    hook_event_name: z.literal("PostToolUse"),
    tool_name: z.string(),
    tool_input: toolInput,
    tool_use_id: z.optional(z.string()),
  }),
  z.object({
    ...common,
    hook_event_name: z.literal("PostToolUseFailure"),
    tool_name: z.string(),
    tool_input: toolInput,
    tool_use_id: z.optional(z.string()),
    error: z.optional(z.unknown()),
  }),
  z.object({
    ...common,
    hook_event_name: z.literal("Stop"),
    stop_hook_active: z._default(z.boolean(), false),
  }),
]);

export type HookEvent = z.infer<typeof hookEventSchema>;
export type ToolEvent = Exclude<HookEvent, { hook_event_name: "Stop" }>;
export type StopEvent = Extract<HookEvent, { hook_event_name: "Stop" }>;

/** What the hook prints: Claude Code's JSON answer for the event, or nothing (let it be). */
export type HookAnswer =
  | {
      hookSpecificOutput: {
        hookEventName: "PreToolUse";
        permissionDecision: "deny";
        permissionDecisionReason: string;
      };
    }
  | {
      hookSpecificOutput: {
        hookEventName: "PostToolUse" | "PostToolUseFailure";
        additionalContext: string;
      };
    }
  | { decision: "block"; reason: string }
  | null;
