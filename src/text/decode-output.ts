import { stripAnsi } from "./strip-ansi.js";

export const REPLACEMENT = "\uFFFD";
const decoder = new TextDecoder("utf-8", { fatal: false });
const BINARY_SHARE = 0.3;
const MIN_BINARY_LINE = 16;
/** Output that is binary but for this share of scraps is summarised as binary as a whole. */
const SCRAPS_SHARE = 0.02;
const BINARY_MARKERS = /\[binary output, \d+ bytes\]/g;
const SUSPICIOUS_CHARS = "[\\uFFFD\\x00-\\x08\\x0b\\x0c\\x0e-\\x1a\\x1c-\\x1f\\x7f]";
const SUSPICIOUS = new RegExp(SUSPICIOUS_CHARS, "g");
const HAS_SUSPICIOUS = new RegExp(SUSPICIOUS_CHARS);

/** UTF-8 text from bytes: invalid sequences and NULs become U+FFFD rather than garbage. */
export function decodeBytes(bytes: Uint8Array): string {
  return decoder.decode(bytes).replaceAll("\0", REPLACEMENT);
}

/**
 * Readable text from raw output: decoded, ANSI-stripped, and with runs of binary lines
 * replaced by one "[binary output, N bytes]" line each.
 */
export function cleanOutput(bytes: Uint8Array): string {
  const decoded = decodeBytes(bytes);
  const collapsed = collapseBinary(decoded);
  if (collapsed !== decoded && textLeft(collapsed) < decoded.length * SCRAPS_SHARE)
    return binaryLine(bytes.length);
  return stripAnsi(collapsed);
}

/** Characters that are not binary markers; random bytes leave a few valid-looking scraps. */
function textLeft(collapsed: string): number {
  return collapsed.replace(BINARY_MARKERS, "").trim().length;
}

/** True when so much of the text is undecodable or control characters that it is not worth showing. */
export function looksBinary(text: string, minLength = MIN_BINARY_LINE): boolean {
  if (text.length === 0 || text.length < minLength) return false;
  const suspicious = text.match(SUSPICIOUS)?.length ?? 0;
  return suspicious / text.length > BINARY_SHARE;
}

/**
 * Replaces every run of binary-looking lines with one marker; byte counts are approximate
 * (one per character). A short line counts as binary only next to a long binary line, so a
 * stray "\uFFFD" in text survives but the scraps between newlines in a blob do not.
 */
export function collapseBinary(text: string): string {
  if (!HAS_SUSPICIOUS.test(text)) return text;
  const lines = text.split("\n");
  const binary = lines.map((line) => looksBinary(line));
  const absorb = (index: number, neighbour: number) => {
    const line = lines[index] ?? "";
    const scrap = line.length < MIN_BINARY_LINE && (line === "" || HAS_SUSPICIOUS.test(line));
    if (!binary[index] && binary[neighbour] && (scrap || looksBinary(line, 1)))
      binary[index] = true;
  };
  for (let i = 1; i < lines.length; i++) absorb(i, i - 1);
  for (let i = lines.length - 2; i >= 0; i--) absorb(i, i + 1);

  const out: string[] = [];
  let binaryChars = 0;
  lines.forEach((line, index) => {
    if (binary[index]) {
      binaryChars += line.length + 1;
      return;
    }
    if (binaryChars > 0) out.push(binaryLine(binaryChars));
    binaryChars = 0;
    out.push(line);
  });
  if (binaryChars > 0) out.push(binaryLine(binaryChars - 1));
  return out.join("\n");
}

export function binaryLine(bytes: number): string {
  return `[binary output, ${bytes} bytes]`;
}

/** Drops a multi-byte UTF-8 sequence cut off at the end of a buffer. */
export function trimIncompleteUtf8End(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** Skips continuation bytes at the start of a buffer that began in the middle of a character. */
export function skipUtf8Continuation(bytes: Buffer): Buffer {
  let start = 0;
  while (start < Math.min(3, bytes.length) && ((bytes[start] ?? 0) & 0xc0) === 0x80) start++;
  return bytes.subarray(start);
}
