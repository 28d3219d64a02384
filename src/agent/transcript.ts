import type { LedgerEntry } from "../hooks/ledger.js";
import type { MarkedProcess } from "../process/kill-tree.js";
import type { Claim } from "../results/schema.js";

export interface AgentToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** The tool result came back as an error (a failed command, a refused edit, a denial). */
  isError?: boolean;
  /** A hook or the permission settings refused the call. */
  denied?: boolean;
}

/**
 * Why the model refused a session, when no later attempt could do better: the credential
 * (auth), the account's limits (quota: rate, overload, credit), the model name (model), or an
 * API that could not be reached at all (unreachable: DNS, a refused connection, a timeout).
 */
export interface ModelFailure {
  kind: "auth" | "quota" | "model" | "unreachable";
  /** Claude Code's own words (its result text). */
  words: string;
}

/** Everything fix-loop learns from one agent session. Built from the CLI's stream-json output. */
export interface AgentTranscript {
  /**
   * completed: the CLI reported a result (check isError and resultSubtype: it may have hit the
   * turn or budget limit); error: it crashed, could not start, or ended without a result;
   * timeout: it ran past timeoutMs and its process tree was killed.
   */
  outcome: "completed" | "error" | "timeout";
  /** The result message's subtype: success, error_max_turns, error_max_budget_usd, error_during_execution... */
  resultSubtype: string | null;
  isError: boolean;
  turns: number;
  costUsd: number;
  sessionId: string | null;
  model: string | null;
  /** The built-in tools the CLI actually offered (from its init message). */
  offeredTools: string[];
  /** The structured claim, validated; null when missing or invalid (see notes). */
  claim: Claim | null;
  toolCalls: AgentToolCall[];
  /** What the hooks recorded: every tool call before and after, and the guards' decisions. */
  ledger: LedgerEntry[];
  /** The value of FIX_LOOP_SESSION in the session's environment: every process it started carries it. */
  marker: string;
  /** Processes carrying the marker that were still running after the session, killed. */
  leftovers: MarkedProcess[];
  /** The final result text, bounded. */
  text: string;
  stderrTail: string;
  exitCode: number | null;
  durationMs: number;
  /** Why the session did not complete, or the CLI's own error text for a result with is_error. */
  error: string | null;
  /** Things worth knowing that are not errors: non-JSON lines, an invalid claim, tools not offered. */
  notes: string[];
  /**
   * The API error that ended the session, as Claude Code reported it: the HTTP status and error
   * type of its result, and the code of its synthetic error message (authentication_failed,
   * rate_limit, billing_error, model_not_found, server_error...). Null when none.
   */
  apiError: { status: number | null; type: string | null; code: string | null } | null;
  /** A failure of the model itself (credential, quota, model name): no next attempt can do better. */
  modelFailure: ModelFailure | null;
}
