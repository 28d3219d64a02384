import { breakHtmlComments, breakMentions } from "../github/untrusted-text.js";
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

/**
 * Inline code that survives backticks inside the text. Mentions and issue references do not
 * link inside code on GitHub; `<!--` is broken so no marker can hide in it.
 */
export function code(raw: string): string {
  const text = breakHtmlComments(raw);
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Inline code for a table cell: pipes escaped, one line. */
export function codeCell(text: string): string {
  return code(text.replace(/\r?\n/g, " ")).replace(/\|/g, "\\|");
}

/** A fenced block whose fence is longer than any backtick run in the text; `<!--` broken. */
export function codeBlock(raw: string, language = "text"): string {
  const text = breakHtmlComments(raw);
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n+$/, "")}\n${fence}`;
}

export function table(headers: string[], rows: string[][]): string {
  const head = `| ${headers.join(" | ")} |`;
  const rule = `| ${headers.map(() => "---").join(" | ")} |`;
  return [head, rule, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/**
 * A collapsed section; the summary is plain text (test ids and titles are shown there, so no
 * mention in it may notify), the body Markdown.
 */
export function details(summary: string, body: string): string {
  return `<details><summary>${cell(breakMentions(summary))}</summary>\n\n${body}\n\n</details>`;
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
