import { readFileSync } from "node:fs";
import * as z from "zod/mini";
import { GUARD_NAMES } from "./guard-options.js";
import { ledgerPath } from "./ledger-write.js";

export {
  appendLedger,
  boundedInput,
  boundedText,
  LEDGER_FILE,
  ledgerPath,
  MAX_COMMAND,
} from "./ledger-write.js";

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
