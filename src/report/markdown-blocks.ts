import type { Outcome, TestStatus } from "../results/schema.js";

/** Small Markdown building blocks shared by the job summary and the fix pull request body. */

export const STATUS_ICON: Record<TestStatus, string> = {
  passed: "✅",
  failed: "❌",
  blocked: "⛔",
  flaky: "🟡",
  skipped: "⏭️",
  fixed: "🔧",
  deferred: "⏸️",
};

export const OUTCOME_ICON: Record<Outcome, string> = {
  passed: "✅",
  failed: "❌",
  blocked: "⛔",
  fixed: "🔧",
  deferred: "⏸️",
};

/** Text safe inside a table cell: no pipes breaking columns, no raw HTML, one line. */
export function cell(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|")
    .replace(/\r?\n/g, "<br>");
}

/** Inline code that survives backticks inside the text. */
export function code(text: string): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Inline code for a table cell: pipes escaped, one line. */
export function codeCell(text: string): string {
  return code(text.replace(/\r?\n/g, " ")).replace(/\|/g, "\\|");
}

/** A fenced block whose fence is longer than any backtick run in the text. */
export function codeBlock(text: string, language = "text"): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n+$/, "")}\n${fence}`;
}

export function table(headers: string[], rows: string[][]): string {
  const head = `| ${headers.join(" | ")} |`;
  const rule = `| ${headers.map(() => "---").join(" | ")} |`;
  return [head, rule, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/** A collapsed section; the summary is plain text, the body Markdown. */
export function details(summary: string, body: string): string {
  return `<details><summary>${cell(summary)}</summary>\n\n${body}\n\n</details>`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

export function formatUsd(usd: number): string {
  return `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`;
}

export function formatPercent(score: number | null): string {
  return score === null ? "n/a" : `${Math.round(score * 100)}%`;
}

/**
 * Keeps the head and the tail of a long text (the decisive lines of a failure are usually last)
 * and says how much was left out.
 */
export function trimMiddle(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  if (maxChars <= 0) return `[${text.length} characters left out]`;
  const head = Math.floor(maxChars / 3);
  const tail = maxChars - head;
  const omitted = text.length - head - tail;
  return `${text.slice(0, head)}\n… [${omitted} characters left out] …\n${text.slice(text.length - tail)}`;
}

export function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** Cuts text to at most maxBytes of UTF-8 without splitting a character, ending with a note. */
export function cutToBytes(text: string, maxBytes: number, note: string): string {
  if (byteLength(text) <= maxBytes) return text;
  const room = Math.max(0, maxBytes - byteLength(note));
  let cut = Buffer.from(text, "utf8").subarray(0, room).toString("utf8");
  // A character split by the byte cut decodes to U+FFFD; drop it.
  cut = cut.replace(/\uFFFD$/, "");
  while (byteLength(cut) > room) cut = cut.slice(0, -1);
  return cut + note;
}

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
