import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod/mini";
import { GUARD_NAMES } from "./guard-options.js";

/** One line of the tool-call ledger: what the agent tried and what the guards decided. */
export const ledgerEntrySchema = z.object({
  at: z.string(),
  event: z.enum(["PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"]),
  sessionId: z.string(),
  tool: z.nullable(z.string()),
  toolUseId: z.nullable(z.string()),
  /** Equal keys mean identical calls (same tool, same input; a Bash description does not count). */
  key: z.nullable(z.string()),
  /** The tool input with long strings cut short. */
  input: z.nullable(z.record(z.string(), z.unknown())),
  /**
   * deny (PreToolUse), context added (Post*), block (Stop); warn: the agent was told and the
   * call went ahead; observe: a guard fired and nothing was said; null when no guard fired.
   */
  decision: z.nullable(z.enum(["deny", "context", "block", "warn", "observe"])),
  /** The guard that fired (absent in ledgers written before guards were named). */
  guard: z.optional(z.nullable(z.enum(GUARD_NAMES))),
  reason: z.nullable(z.string()),
  /** The failure text of a PostToolUseFailure, cut short. */
  error: z.nullable(z.string()),
});

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const LEDGER_FILE = "ledger.jsonl";

const MAX_STRING = 400;

export function ledgerPath(stateDir: string): string {
  return path.join(stateDir, LEDGER_FILE);
}

/** One write per entry, opened for append, so lines from hooks running side by side never interleave. */
export function appendLedger(stateDir: string, entry: LedgerEntry): void {
  appendFileSync(ledgerPath(stateDir), `${JSON.stringify(entry)}\n`);
}

/** The entries written so far; lines that do not parse are skipped. */
export function readLedger(stateDir: string): LedgerEntry[] {
  let text: string;
  try {
    text = readFileSync(ledgerPath(stateDir), "utf8");
  } catch {
    return [];
  }
  const entries: LedgerEntry[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const parsed = ledgerEntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
    } catch {
      // A torn last line (the hook was killed mid-write) is not worth failing the attempt for.
    }
  }
  return entries;
}

/** Kept longer than other strings: the engine compares the commands run with the claim's tests_run. */
export const MAX_COMMAND = 4_000;

/** The input as the ledger keeps it: strings longer than a few hundred characters are cut. */
export function boundedInput(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      key === "command" && typeof value === "string"
        ? boundedText(value, MAX_COMMAND)
        : bounded(value),
    ]),
  );
}

export function boundedText(text: string, max = MAX_STRING): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

function bounded(value: unknown): unknown {
  if (typeof value === "string") return boundedText(value);
  if (Array.isArray(value)) return value.slice(0, 20).map(bounded);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 20)
        .map(([k, v]) => [k, bounded(v)]),
    );
  }
  return value;
}
