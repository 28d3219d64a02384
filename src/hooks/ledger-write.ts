import { appendFileSync } from "node:fs";
import path from "node:path";
import type { LedgerEntry } from "./ledger.js";

// The ledger as the hook program writes it, apart from its schema (ledger.ts): the hook starts
// once per event, and constructing zod's schemas took a quarter of its start.

export const LEDGER_FILE = "ledger.jsonl";

const MAX_STRING = 400;

export function ledgerPath(stateDir: string): string {
  return path.join(stateDir, LEDGER_FILE);
}

/** One write per entry, opened for append, so lines from hooks running side by side never interleave. */
export function appendLedger(stateDir: string, entry: LedgerEntry): void {
  appendFileSync(ledgerPath(stateDir), `${JSON.stringify(entry)}\n`);
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
