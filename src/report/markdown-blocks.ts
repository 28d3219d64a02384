import { htmlCode } from "../github/literal-markdown.js";
import type { Outcome, TestStatus } from "../results/schema.js";

/** Small Markdown building blocks shared by the job summary and the fix pull request body. */

export { code, codeBlock, codeCell } from "../github/literal-markdown.js";
export { trimMiddle } from "../text/trim-middle.js";

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

/**
 * fix-loop's own words in a table cell: no pipes breaking columns, no raw HTML, one line. Text
 * fix-loop did not write goes in a code span instead (codeCell), where nothing is markup.
 */
export function cell(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|")
    .replace(/\r\n|\r|\n/g, "<br>");
}

export function table(headers: string[], rows: string[][]): string {
  const head = `| ${headers.join(" | ")} |`;
  const rule = `| ${headers.map(() => "---").join(" | ")} |`;
  return [head, rule, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/**
 * A collapsed section; the summary is plain text shown as code (it names tests, so nothing in it
 * may link or notify), the body Markdown.
 */
export function details(summary: string, body: string): string {
  return `<details><summary>${htmlCode(summary)}</summary>\n\n${body}\n\n</details>`;
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
