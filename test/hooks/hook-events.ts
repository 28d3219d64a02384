/** Claude Code's hook input for the events the guards handle, as tests write it. */

export function preToolUse(tool: string, input: Record<string, unknown>, id = `toolu_${tool}`) {
  return { hook_event_name: "PreToolUse", tool_name: tool, tool_input: input, tool_use_id: id };
}

export function postToolUse(tool: string, input: Record<string, unknown>, id = `toolu_${tool}`) {
  return {
    hook_event_name: "PostToolUse",
    tool_name: tool,
    tool_input: input,
    tool_use_id: id,
    tool_response: {},
  };
}

export function postToolUseFailure(
  tool: string,
  input: Record<string, unknown>,
  error = "Exit code 1",
) {
  return {
    hook_event_name: "PostToolUseFailure",
    tool_name: tool,
    tool_input: input,
    tool_use_id: `toolu_${tool}`,
    error,
  };
}

export function stop(stopHookActive: boolean) {
  return { hook_event_name: "Stop", stop_hook_active: stopHookActive };
}

/** The reason of a PreToolUse denial in a hook's answer, if it is one. */
export function denial(answer: Record<string, unknown> | null): string | undefined {
  const output = answer?.hookSpecificOutput as Record<string, unknown> | undefined;
  return output?.permissionDecision === "deny"
    ? String(output.permissionDecisionReason)
    : undefined;
}
