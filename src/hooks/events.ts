import * as z from "zod/mini";

/** The fields of Claude Code's hook input that the guards read; the rest is ignored. */
const common = {
  session_id: z._default(z.string(), ""),
  cwd: z.optional(z.string()),
};

const toolEventFields = {
  ...common,
  tool_name: z.string(),
  tool_input: z._default(z.record(z.string(), z.unknown()), {}),
  tool_use_id: z.optional(z.string()),
};

export const hookEventSchema = z.discriminatedUnion("hook_event_name", [
  z.object({ ...toolEventFields, hook_event_name: z.literal("PreToolUse") }),
  z.object({ ...toolEventFields, hook_event_name: z.literal("PostToolUse") }),
  z.object({
    ...toolEventFields,
    hook_event_name: z.literal("PostToolUseFailure"),
    error: z.optional(z.unknown()),
  }),
  z.object({
    ...common,
    hook_event_name: z.literal("Stop"),
    stop_hook_active: z._default(z.boolean(), false),
  }),
]);

export type HookEvent = z.infer<typeof hookEventSchema>;

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
