import { callKey } from "./call-key.js";
import type { HookAnswer, HookEvent } from "./events.js";
import { countFailure, resetFailures } from "./failure-counter.js";
import type { GuardOptions } from "./guard-options.js";
import { appendLedger, boundedInput, boundedText, type LedgerEntry } from "./ledger.js";
import { stopDenial } from "./progress-gate.js";
import { protectedPathDenial } from "./protected-path-guard.js";
import { noteToolSuccess, repeatDenial } from "./repeat-guard.js";
import { readSessionState, type SessionState, writeSessionState } from "./session-state.js";
import { worktreeChanged } from "./worktree-baseline.js";

/** A guard's answer and how the ledger records it. */
interface Verdict {
  answer: HookAnswer;
  decision: LedgerEntry["decision"];
  reason: string | null;
}

const LET_BE: Verdict = { answer: null, decision: null, reason: null };

/** Applies the guards to one event: updates the session state, writes the ledger, returns the answer. */
export function handleEvent(event: HookEvent, options: GuardOptions): HookAnswer {
  const state = readSessionState(options.stateDir);
  const verdict = judge(event, state, options);
  writeSessionState(options.stateDir, state);
  appendLedger(options.stateDir, {
    at: new Date().toISOString(),
    event: event.hook_event_name,
    sessionId: event.session_id,
    ...toolFields(event),
    decision: verdict.decision,
    reason: verdict.reason,
    error: event.hook_event_name === "PostToolUseFailure" ? failureText(event.error) : null,
  });
  return verdict.answer;
}

function judge(event: HookEvent, state: SessionState, options: GuardOptions): Verdict {
  switch (event.hook_event_name) {
    case "PreToolUse": {
      const reason =
        protectedPathDenial(
          event.tool_name,
          event.tool_input,
          options.projectRoot,
          options.protectedGlobs,
        ) ??
        repeatDenial(
          state,
          callKey(event.tool_name, event.tool_input),
          event.tool_name,
          options.repeatLimit,
        );
      if (!reason) return LET_BE;
      return {
        answer: {
          hookSpecificOutput: {
            hookEventName: "PreToolUse",
            permissionDecision: "deny",
            permissionDecisionReason: reason,
          },
        },
        decision: "deny",
        reason,
      };
    }
    case "PostToolUse":
      resetFailures(state);
      noteToolSuccess(state, event.tool_name);
      return LET_BE;
    case "PostToolUseFailure": {
      const context = countFailure(state, options.failureLimit);
      if (!context) return LET_BE;
      return {
        answer: {
          hookSpecificOutput: { hookEventName: "PostToolUseFailure", additionalContext: context },
        },
        decision: "context",
        reason: context,
      };
    }
    case "Stop": {
      const reason = stopDenial(state, event.stop_hook_active, () =>
        worktreeChanged(options.stateDir, options.projectRoot),
      );
      return reason ? { answer: { decision: "block", reason }, decision: "block", reason } : LET_BE;
    }
  }
}

function toolFields(event: HookEvent): Pick<LedgerEntry, "tool" | "toolUseId" | "key" | "input"> {
  if (event.hook_event_name === "Stop") {
    return { tool: null, toolUseId: null, key: null, input: null };
  }
  return {
    tool: event.tool_name,
    toolUseId: event.tool_use_id ?? null,
    key: callKey(event.tool_name, event.tool_input),
    input: boundedInput(event.tool_input),
  };
}

function failureText(error: unknown): string {
  return boundedText(typeof error === "string" ? error : JSON.stringify(error ?? null));
}
