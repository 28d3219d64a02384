import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  GENERIC_MESSAGE,
  typeReadOtherThanReported
} from "./action-chunk-SS2VXKTL.js";
import {
  ON_FAILURE_OF_GATE
} from "./action-chunk-44OODCMK.js";
import {
  formatDuration,
  plural
} from "./action-chunk-YZVDHCKG.js";

// src/report/verdict-words.ts
var REJECTION_WORDS = {
  tamper: "changed protected paths",
  regression: "broke tests that passed before",
  no_change: "no file changed",
  timeout: "the session timed out",
  error: "the session failed",
  budget: "the budget ran out"
};
function attemptVerdict(attempt, style = "report") {
  const { rejected } = attempt;
  if (style === "brief") {
    if (rejected === null) return "tests still fail";
    return rejected === "no_change" ? "no change" : `rejected: ${rejected}`;
  }
  if (style === "explained") {
    if (attempt.verified.passed) return "fixed";
    if (rejected === null) return "not fixed: the tests still fail (undone)";
    const undone = rejected === "no_change" ? "" : " (undone)";
    return `rejected: ${REJECTION_WORDS[rejected]}${undone}`;
  }
  if (rejected) return `rejected: ${rejected}`;
  return attempt.verified.passed ? "verified fixed" : "not fixed";
}
function verifiedCell(passed) {
  return passed ? "\u2705 passed" : "\u274C failed";
}
function guardsLine(report) {
  return `guards (${report.mode}): ${guardsFired(report) ?? "none fired"}`;
}
function guardsFired(report) {
  const fired = Object.entries(report.fired).filter(([, count]) => count > 0).map(([guard, count]) => `${guard} fired ${plural(count, "time")}`);
  return fired.length > 0 ? fired.join(", ") : null;
}
function onFailureWords(tier) {
  return `on failure: ${"onFailure" in tier ? tier.onFailure : ON_FAILURE_OF_GATE[tier.gate]}`;
}

// src/text/trim-middle.ts
var NOTE_ROOM = 64;
function trimMiddle(text, max, unit = "characters") {
  const size = unit === "bytes" ? byteLength : (part) => part.length;
  const total = size(text);
  if (total <= max) return text;
  const room = Math.max(0, max - NOTE_ROOM);
  let headChars = Math.floor(room / 3);
  let tailChars = room - headChars;
  for (; ; ) {
    const head = snapHead(text.slice(0, headChars));
    const tail = snapTail(text.slice(text.length - tailChars));
    const omitted = total - size(head) - size(tail);
    const result = `${head}
\u2026 [${omitted} ${unit} left out] \u2026
${tail}`;
    if (size(result) <= max || headChars + tailChars === 0) return result;
    headChars = Math.floor(headChars * 0.9);
    tailChars = Math.floor(tailChars * 0.9);
  }
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function snapHead(head) {
  const newline = head.lastIndexOf("\n");
  return newline > head.length * 0.8 ? head.slice(0, newline) : head;
}
function snapTail(tail) {
  const newline = tail.indexOf("\n");
  return newline !== -1 && newline < tail.length * 0.2 ? tail.slice(newline + 1) : tail;
}

// src/engine/how-it-ended.ts
function howTestEnded(evidence) {
  const reported = evidence.reported;
  if (reported) {
    const read = typeReadOtherThanReported(evidence);
    const readAs = read ? `, read from its message as ${/^[AEIOU]/.test(read) ? "an" : "a"} ${read}: the name its group goes by` : "";
    const type = reported.type ? ` (${reported.type}${readAs})` : "";
    const said = reported.message ? firstLine(reported.message) : "";
    const message = said && !GENERIC_MESSAGE.test(said) ? `: ${said}` : "";
    return `the test runner reported ${article(reported.outcome)}${type}${message}`;
  }
  if (evidence.timedOut) return `timed out after ${formatDuration(evidence.durationMs)}`;
  if (evidence.signal) return `killed by ${evidence.signal}`;
  if (evidence.exitCode === null) return "failed, as the test runner's report says";
  return `exit code ${evidence.exitCode}`;
}
function article(outcome) {
  return outcome === "skipped" ? "it skipped" : `${outcome === "error" ? "an" : "a"} ${outcome}`;
}
function firstLine(text) {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}\u2026` : line;
}

export {
  attemptVerdict,
  verifiedCell,
  guardsLine,
  guardsFired,
  onFailureWords,
  trimMiddle,
  howTestEnded
};
