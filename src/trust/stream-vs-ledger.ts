import type { AgentToolCall } from "../agent/transcript.js";
import { boundedText, type LedgerEntry, MAX_COMMAND } from "../hooks/ledger.js";

/** The claim arrives through this tool; the parser does not count it as a working call. */
const STRUCTURED_OUTPUT_TOOL = "StructuredOutput";

/**
 * Bash commands that really ran, by claude's own stream-json: the engine reads it from the
 * CLI's stdout, which the agent cannot write. A call refused by a hook or the permission
 * settings, or one that never got a result, did not run.
 */
export function commandsRan(calls: readonly AgentToolCall[]): string[] {
  return calls
    .filter((call) => call.name === "Bash" && call.denied !== true && call.isError !== undefined)
    .map((call) => call.input.command)
    .filter((command): command is string => typeof command === "string");
}

export interface WitnessInput {
  /** From the stream: every working tool call of the session. */
  calls: readonly AgentToolCall[];
  /** From the hooks' ledger file, which the agent's user can write. */
  ledger: readonly LedgerEntry[];
  /** The session id the stream reported; null when it never said. */
  sessionId: string | null;
  /** The stream ended with a result: a call in flight when the session was killed may lack its entry. */
  completed: boolean;
}

/**
 * Where the hook ledger tells another story than the stream: calls it lacks, calls claude never
 * made, a different command under the same call id, entries of another session. Empty when they
 * agree. Each item is a sentence for the attempt record.
 */
export function witnessDisagreements(input: WitnessInput): string[] {
  const { calls, ledger } = input;
  const problems: string[] = [];
  const foreign = ledger.filter(
    (entry) => input.sessionId !== null && entry.sessionId !== input.sessionId,
  );
  if (foreign.length > 0)
    problems.push(
      `${foreign.length} ledger entr${foreign.length === 1 ? "y names" : "ies name"} another session`,
    );

  const before = new Map<string, LedgerEntry>();
  const seenIds = new Set<string>();
  for (const entry of ledger) {
    if (entry.toolUseId === null || entry.tool === STRUCTURED_OUTPUT_TOOL) continue;
    seenIds.add(entry.toolUseId);
    if (entry.event === "PreToolUse" && !before.has(entry.toolUseId))
      before.set(entry.toolUseId, entry);
  }

  const made = new Set(calls.map((call) => call.id));
  const missing: string[] = [];
  const altered: string[] = [];
  for (const call of calls) {
    const entry = before.get(call.id);
    if (!entry) {
      if (call.denied !== true && input.completed) missing.push(describe(call));
      continue;
    }
    if (entry.tool !== call.name || commandOf(entry.input) !== boundedCommand(call.input)) {
      altered.push(describe(call));
    }
  }
  const invented = [...seenIds].filter((id) => !made.has(id));
  if (missing.length > 0) problems.push(`no ledger entry for ${list(missing)}`);
  if (altered.length > 0) problems.push(`the ledger records other input for ${list(altered)}`);
  if (invented.length > 0)
    problems.push(`the ledger shows ${plural(invented.length, "call")} claude never made`);
  return problems;
}

function commandOf(input: Record<string, unknown> | null): string | null {
  return typeof input?.command === "string" ? input.command : null;
}

/** The command as the hook records it (long commands are cut; see boundedInput). */
function boundedCommand(input: Record<string, unknown>): string | null {
  return typeof input.command === "string" ? boundedText(input.command, MAX_COMMAND) : null;
}

function describe(call: AgentToolCall): string {
  const command =
    typeof call.input.command === "string" ? ` \`${call.input.command.slice(0, 80)}\`` : "";
  return `${call.name}${command}`;
}

function list(items: string[]): string {
  const shown = items.slice(0, 3).join(", ");
  return items.length > 3 ? `${shown} and ${items.length - 3} more` : shown;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
