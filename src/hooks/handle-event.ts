import { callKey } from "./call-key.js";
import type { HookAnswer, HookEvent } from "./events.js";
import { countFailure, resetFailures } from "./failure-counter.js";
import type { GuardOptions } from "./guard-options.js";
import { appendLedger, boundedInput, boundedText, type LedgerEntry } from "./ledger.js";
import { stopDenial } from "./progress-gate.js";
import { protectedPathDenial } from "./protected-path-guard.js";
import { noteToolSuccess, repeatDenial } from "./repeat-guard.js";
import { readSessionState, writeSessionState } from "./session-state.js";
import { worktreeChanged } from "./worktree-baseline.js";

/** Applies the guards to one event: updates the session state, writes the ledger, returns the answer. */
export function handleEvent(event: HookEvent, options: GuardOptions): HookAnswer {
  const state = readSessionState(options.stateDir);
  const entry: LedgerEntry = {
    at: new Date().toISOString(),
    event: event.hook_event_name,
    sessionId: event.session_id,
    tool: null,
    toolUseId: null,
    key: null,
    input: null,
    decision: null,
    reason: null,
    error: null,
  };
  let answer: HookAnswer = null;

  if (event.hook_event_name === "Stop") {
    const reason = stopDenial(state, event.stop_hook_active, () =>
      worktreeChanged(options.stateDir, options.projectRoot),
    );
    if (reason) {
      answer = { decision: "block", reason };
      Object.assign(entry, { decision: "block", reason });
    }
  } else {
    const key = callKey(event.tool_name, event.tool_input);
    Object.assign(entry, {
      tool: event.tool_name,
      toolUseId: event.tool_use_id ?? null,
      key,
      input: boundedInput(event.tool_input),
    });
    if (event.hook_event_name === "PreToolUse") {
      const reason =
        protectedPathDenial(
          event.tool_name,
          event.tool_input,
          options.projectRoot,
          options.protectedGlobs,
        ) ?? repeatDenial(state, key, event.tool_name, options.repeatLimit);
      if (reason) {
        answer = {
          hookSpecificOutput: {
            hookEventName: "PreToolUse",
            permissionDecision: "deny",
            permissionDecisionReason: reason,
          },
        };
        Object.assign(entry, { decision: "deny", reason });
      }
    } else if (event.hook_event_name === "PostToolUse") {
      resetFailures(state);
      noteToolSuccess(state, event.tool_name);
    } else {
      entry.error = boundedText(
        typeof event.error === "string" ? event.error : JSON.stringify(event.error ?? null),
      );
      const context = countFailure(state, options.failureLimit);
      if (context) {
        answer = {
          hookSpecificOutput: { hookEventName: "PostToolUseFailure", additionalContext: context },
        };
        Object.assign(entry, { decision: "context", reason: context });
      }
    }
  }

  writeSessionState(options.stateDir, state);
  appendLedger(options.stateDir, entry);
  return answer;
}
