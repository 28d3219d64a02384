import type { CapturedOutput } from "../process/output.js";
import {
  binaryLine,
  cleanOutput,
  skipUtf8Continuation,
  trimIncompleteUtf8End,
} from "../text/decode-output.js";

export interface ExcerptOptions {
  /** Characters kept from the start (default 4000). */
  headChars?: number;
  /** Characters kept from the end (default 6000). */
  tailChars?: number;
  /** Applied to the text before it is cut, so a secret is never half shown. */
  redact?: (text: string) => string;
}

export interface Excerpt {
  text: string;
  /** True when anything of the output is not in the text. */
  truncated: boolean;
}

const DEFAULT_HEAD_CHARS = 4000;
const DEFAULT_TAIL_CHARS = 6000;
/** A cut moves to a line boundary when one is this close, so lines are shown whole. */
const LINE_SNAP_CHARS = 400;

/**
 * The output as a person should read it: decoded, ANSI-stripped, redacted, the head and the
 * tail kept and the middle replaced by one line saying how much was left out.
 */
export function excerpt(captured: CapturedOutput, options: ExcerptOptions = {}): Excerpt {
  const headChars = options.headChars ?? DEFAULT_HEAD_CHARS;
  const tailChars = options.tailChars ?? DEFAULT_TAIL_CHARS;
  const redact = options.redact ?? ((text: string) => text);
  const prepare = (bytes: Buffer) => redact(cleanOutput(bytes));

  if (captured.elidedBytes === 0) {
    const whole = prepare(Buffer.concat([captured.head, captured.tail]));
    if (isOnlyBinary(whole)) return { text: binaryLine(captured.totalBytes), truncated: false };
    if (whole.length <= headChars + tailChars) return { text: whole, truncated: false };
    const head = cutHead(whole, headChars);
    const tail = cutTail(whole.slice(head.length), tailChars);
    const middle = whole.slice(head.length, whole.length - tail.length);
    return {
      text: joinAroundGap(head, elisionLine(byteLength(middle), countLines(middle)), tail),
      truncated: true,
    };
  }

  // The capture dropped a middle part: a character or a line may be cut at either edge.
  const headText = prepare(trimIncompleteUtf8End(captured.head));
  const tailText = prepare(skipUtf8Continuation(captured.tail));
  if (isOnlyBinary(headText) && isOnlyBinary(tailText)) {
    return { text: binaryLine(captured.totalBytes), truncated: true };
  }
  const head = cutHead(headText, headChars);
  const tail = cutTail(dropPartialFirstLine(tailText), tailChars);
  const cutFromHead = headText.slice(head.length);
  const cutFromTail = tailText.slice(0, tailText.length - tail.length);
  const bytes = captured.elidedBytes + byteLength(cutFromHead) + byteLength(cutFromTail);
  const lines = captured.elidedLines + countLines(cutFromHead) + countLines(cutFromTail);
  return { text: joinAroundGap(head, elisionLine(bytes, lines), tail), truncated: true };
}

export function elisionLine(bytes: number, lines: number): string {
  return `... [${bytes} bytes / ${lines} lines elided] ...`;
}

/** Matches the line excerpt() puts where it left something out. */
export const ELISION_LINE = /^\.\.\. \[\d+ bytes \/ \d+ lines elided\] \.\.\.$/;

function isOnlyBinary(text: string): boolean {
  return /^(?:\[binary output, \d+ bytes\]\n?)+$/.test(text);
}

function cutHead(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const newline = text.lastIndexOf("\n", chars);
  return newline >= chars - LINE_SNAP_CHARS && newline > 0
    ? text.slice(0, newline + 1)
    : text.slice(0, chars);
}

function cutTail(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const from = text.length - chars;
  const newline = text.indexOf("\n", from);
  return newline !== -1 && newline <= from + LINE_SNAP_CHARS
    ? text.slice(newline + 1)
    : text.slice(from);
}

function dropPartialFirstLine(text: string): string {
  const newline = text.indexOf("\n");
  return newline !== -1 && newline <= LINE_SNAP_CHARS ? text.slice(newline + 1) : text;
}

function joinAroundGap(head: string, gap: string, tail: string): string {
  return `${head}${head.endsWith("\n") || head === "" ? "" : "\n"}${gap}\n${tail}`;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

function countLines(text: string): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}
