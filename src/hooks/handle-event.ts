import { callKey } from "./call-key.js";
import type { HookAnswer, HookEvent } from "./events.js";
import { countFailure, resetFailures } from "./failure-counter.js";
import type { GuardMode, GuardName, GuardOptions } from "./guard-options.js";
import { appendLedger, boundedInput, boundedText, type LedgerEntry } from "./ledger.js";
import { stopDenial } from "./progress-gate.js";
import { noteToolSuccess, repeatDenial } from "./repeat-guard.js";
import { readSessionState, type SessionState, writeSessionState } from "./session-state.js";
import { writtenFile } from "./written-file.js";

/** A guard's answer and how the ledger records it. */
interface Verdict {
  answer: HookAnswer;
  decision: LedgerEntry["decision"];
  reason: string | null;
  guard: GuardName | null;
}

/** A guard that fired on this event, before the mode decides what the agent hears. */
interface Finding {
  guard: GuardName;
  reason: string;
}

const LET_BE: Verdict = { answer: null, decision: null, reason: null, guard: null };

/**
 * Applies the guards to one event: updates the session state, writes the ledger, returns the answer.
 * Claude Code starts the hook program twice per tool call: what only some events need (picomatch
 * for a file write, git for a Stop) is loaded when one comes.
 */
export async function handleEvent(event: HookEvent, options: GuardOptions): Promise<HookAnswer> {
  const state = readSessionState(options.stateDir);
  const finding = await judge(event, state, options);
  const verdict = finding ? actOn(event, finding, options.mode) : LET_BE;
  writeSessionState(options.stateDir, state);
  appendLedger(options.stateDir, {
    at: new Date().toISOString(),
    event: event.hook_event_name,
    sessionId: event.session_id,
    ...toolFields(event),
    decision: verdict.decision,
    guard: verdict.guard,
    reason: verdict.reason,
    error: event.hook_event_name === "PostToolUseFailure" ? failureText(event.error) : null,
  });
  return verdict.answer;
}

async function judge(
  event: HookEvent,
  state: SessionState,
  options: GuardOptions,
): Promise<Finding | null> {
  switch (event.hook_event_name) {
    case "PreToolUse": {
      const denied =
        writtenFile(event.tool_name, event.tool_input) === null
          ? null
          : (await import("./protected-path-guard.js")).protectedPathDenial(
              event.tool_name,
              event.tool_input,
              options.projectRoot,
              options.protectedGlobs,
              options.newFileGlobs,
            );
      if (denied) return { guard: "protected-path", reason: denied };
      const repeated = repeatDenial(
        state,
        callKey(event.tool_name, event.tool_input),
        event.tool_name,
        options.repeatLimit,
      );
      return repeated ? { guard: "repeat", reason: repeated } : null;
    }
    case "PostToolUse":
      resetFailures(state);
      noteToolSuccess(state, event.tool_name);
      return null;
    case "PostToolUseFailure": {
      const context = countFailure(state, options.failureLimit);
      return context ? { guard: "failure-limit", reason: context } : null;
    }
    case "Stop": {
      const { worktreeChanged } = await import("./worktree-baseline.js");
      const reason = stopDenial(state, event.stop_hook_active, () =>
        worktreeChanged(options.stateDir, options.projectRoot),
      );
      return reason ? { guard: "progress-gate", reason } : null;
    }
  }
}

/** What the agent hears of a guard that fired, by mode. */
function actOn(event: HookEvent, finding: Finding, mode: GuardMode): Verdict {
  const quiet: Verdict = { answer: null, decision: "observe", ...finding };
  if (mode === "observe") return quiet;
  switch (event.hook_event_name) {
    case "PreToolUse":
      if (mode === "warn") {
        const additionalContext = `${WARNING_PREFIX}${finding.reason}`;
        return {
          answer: { hookSpecificOutput: { hookEventName: "PreToolUse", additionalContext } },
          decision: "warn",
          ...finding,
        };
      }
      return {
        answer: {
          hookSpecificOutput: {
            hookEventName: "PreToolUse",
            permissionDecision: "deny",
            permissionDecisionReason: finding.reason,
          },
        },
        decision: "deny",
        ...finding,
      };
    case "PostToolUse":
    case "PostToolUseFailure":
      // Already advice, never a refusal: warn and block say the same.
      return {
        answer: {
          hookSpecificOutput: {
            hookEventName: event.hook_event_name,
            additionalContext: finding.reason,
          },
        },
        decision: mode === "warn" ? "warn" : "context",
        ...finding,
      };
    case "Stop":
      // A stopping agent can only be held or let go; warn lets it go and records the finding.
      return mode === "warn"
        ? quiet
        : { answer: { decision: "block", reason: finding.reason }, decision: "block", ...finding };
  }
}

/** How a warn-mode guard introduces itself, so the agent knows the call went ahead. */
export const WARNING_PREFIX =
  "fix-loop guard warning (the call went ahead; it would be denied once the guards block): ";

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
