import { breakHtmlComments, breakMentions } from "./untrusted-text.js";

/**
 * Text fix-loop did not write reaches a GitHub body only through here, as literal text: in a
 * code span or a fenced block that nothing inside can close, or inside <code> in HTML. Markdown
 * makes no link, image, HTML, autolink or emphasis inside code, and GitHub links no @mention,
 * #123, GH-123, commit or issue URL there. `<!--` is broken even so, so the raw body never holds
 * a comment opener fix-loop did not write (its markers are read from the raw text).
 */

/** CommonMark's line endings: a lone CR ends a line too. */
const LINE_ENDING = /\r\n|\r|\n/g;

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** Inline code for running text (a heading, a line, a list item): one line, shown as written. */
export function code(raw: string): string {
  const text = breakHtmlComments(raw).replace(LINE_ENDING, " ");
  if (text === "") return "";
  const fence = "`".repeat(longestRun(text, "`") + 1);
  // A span strips one space from each end when both have one, and a backtick at either end
  // would join the fence: a space on each side keeps the text as it is.
  const pad = /^[` ]|[` ]$/.test(text) && text.trim() !== "" ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Inline code in a table cell. GFM splits a row at every `|` not escaped, code spans included,
 * and takes `\\` as an escaped backslash, so `a\|` would end the cell: each pipe is escaped, and
 * a backslash before one is kept apart from it by a zero-width space.
 */
export function codeCell(raw: string): string {
  return code(raw)
    .replace(/\\(?=\|)/g, "\\\u200B")
    .replace(/\|/g, "\\|");
}

/** A fenced block whose fence is longer than any backtick run in the text. */
export function codeBlock(raw: string, language = "text"): string {
  const text = breakHtmlComments(raw).replace(LINE_ENDING, "\n").replace(/\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

/**
 * Text inside an HTML block (a <summary>), as <code>: escaped, on one line (a blank line would end
 * the HTML block and start Markdown), mentions broken since GitHub links them in HTML text.
 */
export function htmlCode(raw: string): string {
  const text = breakMentions(raw)
    .replace(LINE_ENDING, " ")
    .replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
  return text === "" ? "" : `<code>${text}</code>`;
}

/**
 * Markdown cut to at most maxChars at a line's end, with `note` after it. A fenced block the cut
 * leaves open is closed first, so the note, and the markers after it, are not swallowed as code.
 */
export function cutMarkdown(markdown: string, maxChars: number, note: string): string {
  if (markdown.length <= maxChars) return markdown;
  const fences = markdown.match(/^`{3,}/gm) ?? [];
  const longestFence = Math.max(0, ...fences.map((fence) => fence.length));
  const room = Math.max(0, maxChars - note.length - longestFence - 1);
  const head = markdown.slice(0, room);
  const cut = head.slice(0, head.lastIndexOf("\n") + 1);
  let open: string | null = null;
  for (const line of cut.split("\n")) {
    const fence = /^(`{3,})/.exec(line)?.[1];
    if (!fence) continue;
    if (open === null) open = fence;
    else if (fence.length >= open.length && line.trim() === fence) open = null;
  }
  return `${cut}${open === null ? "" : `${open}\n`}${note}`;
}
