import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  createRedactor
} from "./action-chunk-DRGHGIZG.js";

// src/github/untrusted-text.ts
var redactByShape = createRedactor({});
var JOINER = "\u200D";
function breakHtmlComments(text) {
  return text.replace(/<!--/g, `<!${JOINER}--`);
}
function breakMentions(text) {
  return text.replace(/@(?=[A-Za-z0-9])/g, `@${JOINER}`).replace(/#(?=\d)/g, `#${JOINER}`).replace(/\b(GH)-(?=\d)/gi, `$1${JOINER}-`);
}
function inertText(text, redact = redactByShape) {
  return breakMentions(breakHtmlComments(redact(text)));
}
function untrustedText(redact) {
  return (text) => inertText(redact ? redact(text) : text);
}

// src/github/literal-markdown.ts
var LINE_ENDING = /\r\n|\r|\n/g;
function longestRun(text, char) {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}
function code(raw) {
  const text = breakHtmlComments(raw).replace(LINE_ENDING, " ");
  if (text === "") return "";
  const fence = "`".repeat(longestRun(text, "`") + 1);
  const pad = /^[` ]|[` ]$/.test(text) && text.trim() !== "" ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}
function codeCell(raw) {
  return code(raw).replace(/\\(?=\|)/g, "\\\u200B").replace(/\|/g, "\\|");
}
function codeBlock(raw, language = "text") {
  const text = breakHtmlComments(raw).replace(LINE_ENDING, "\n").replace(/\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  return `${fence}${language}
${text}
${fence}`;
}
var HTML_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;"
};
function htmlCode(raw) {
  const text = breakMentions(raw).replace(LINE_ENDING, " ").replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
  return text === "" ? "" : `<code>${text}</code>`;
}
function cutMarkdown(markdown, maxChars, note) {
  if (markdown.length <= maxChars) return markdown;
  const fences = markdown.match(/^`{3,}/gm) ?? [];
  const longestFence = Math.max(0, ...fences.map((fence) => fence.length));
  const room = Math.max(0, maxChars - note.length - longestFence - 1);
  const head = markdown.slice(0, room);
  const cut = head.slice(0, head.lastIndexOf("\n") + 1);
  let open = null;
  for (const line of cut.split("\n")) {
    const fence = /^(`{3,})/.exec(line)?.[1];
    if (!fence) continue;
    if (open === null) open = fence;
    else if (fence.length >= open.length && line.trim() === fence) open = null;
  }
  return `${cut}${open === null ? "" : `${open}
`}${note}`;
}

// src/report/markdown-blocks.ts
var STATUS_ICON = {
  passed: "\u2705",
  failed: "\u274C",
  blocked: "\u26D4",
  flaky: "\u{1F7E1}",
  skipped: "\u23ED\uFE0F",
  fixed: "\u{1F527}",
  deferred: "\u23F8\uFE0F"
};
var OUTCOME_ICON = {
  passed: "\u2705",
  failed: "\u274C",
  blocked: "\u26D4",
  fixed: "\u{1F527}",
  deferred: "\u23F8\uFE0F"
};
function cell(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|").replace(/\r\n|\r|\n/g, "<br>");
}
function table(headers, rows) {
  const head = `| ${headers.join(" | ")} |`;
  const rule = `| ${headers.map(() => "---").join(" | ")} |`;
  return [head, rule, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}
function details(summary, body) {
  return `<details><summary>${htmlCode(summary)}</summary>

${body}

</details>`;
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function cutToBytes(text, maxBytes, note) {
  if (byteLength(text) <= maxBytes) return text;
  const room = Math.max(0, maxBytes - byteLength(note));
  let cut = Buffer.from(text, "utf8").subarray(0, room).toString("utf8");
  cut = cut.replace(/\uFFFD$/, "");
  while (byteLength(cut) > room) cut = cut.slice(0, -1);
  return cut + note;
}

export {
  inertText,
  untrustedText,
  code,
  codeCell,
  codeBlock,
  cutMarkdown,
  STATUS_ICON,
  OUTCOME_ICON,
  cell,
  table,
  details,
  byteLength,
  cutToBytes
};
