import type { ProcessOutcome } from "../process/run.js";
import type { Evidence } from "../results/schema.js";
import { stripAnsi } from "../text/strip-ansi.js";
import { excerpt } from "./excerpt.js";
import { decisiveMessage, GO_BUILD_ERROR } from "./message.js";

export interface EvidenceOptions {
  redact?: (text: string) => string;
  /** The script's path relative to the project root, to find a file:line of its own. */
  file?: string;
  headChars?: number;
  tailChars?: number;
}

/** Turns what a process did into the evidence a person and the agent read. */
export function buildEvidence(outcome: ProcessOutcome, options: EvidenceOptions = {}): Evidence {
  const redact = options.redact ?? ((text: string) => text);
  const summary = outcome.output.lines.map((line) => redact(stripAnsi(line).trim()));
  if (outcome.output.droppedLines > 0)
    summary.push(`[${outcome.output.droppedLines} more summary lines not kept]`);
  const shown = excerpt(outcome.output, {
    redact,
    headChars: options.headChars,
    tailChars: options.tailChars,
  });
  const passed =
    outcome.exitCode === 0 && !outcome.timedOut && !outcome.aborted && !outcome.spawnError;
  const message = passed ? null : decisiveMessage(outcome, summary, shown.text);
  return {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    timedOut: outcome.timedOut,
    durationMs: Math.round(outcome.durationMs),
    summary,
    excerpt: shown.text,
    outputBytes: outcome.output.totalBytes,
    truncated: shown.truncated,
    message,
    location: passed
      ? null
      : options.file
        ? findOwnLocation(shown.text, options.file)
        : buildErrorLocation(message),
  };
}

/** A package go could not build: the first error's file and line, from the module's root. */
function buildErrorLocation(message: string | null): Evidence["location"] {
  const found = message ? GO_BUILD_ERROR.exec(message) : null;
  return found?.[1] && found[2]
    ? { file: found[1].replace(/^\.\//, ""), line: Number(found[2]) }
    : null;
}

/** Where a failing script went wrong: "path/test.sh: line 12: ..." (bash) or "path/test.sh:12". */
function findOwnLocation(text: string, file: string): Evidence["location"] {
  const name = file.split("/").pop() ?? file;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|[\\s/])${escaped}(?::\\s*line\\s+|:)(\\d+)\\b`, "m").exec(text);
  return match ? { file, line: Number(match[1]) } : null;
}
