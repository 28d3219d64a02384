import { maskValueDiff } from "./value-diff.js";

/**
 * Masks the parts of a failure line that change from run to run and machine to machine, the
 * way LUCI Analysis masks failure reasons before clustering: what remains is the shape of the
 * error, so the same root cause gives the same text everywhere.
 *
 * Order matters: the wide patterns (timestamps, UUIDs, paths) go first so that the digit rule
 * at the end does not cut them into unrecognisable pieces.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes start with ESC.
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

const ISO_TIMESTAMP =
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
const CLOCK_TIME = /\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;
const UUID = /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;

/** Temporary folders on Linux, macOS (including /private) and Windows, and the runner's temp. */
const TEMP_PATH =
  /(?:(?:\/private)?\/(?:tmp|var\/tmp|var\/folders)|\/home\/runner\/work\/_temp|[A-Za-z]:\\(?:[^\\\s'"`]+\\)*?(?:Temp|tmp))(?:[\\/][^\s'"`,;:)\]}>]*)?/g;

/**
 * Absolute paths of two or more segments (Unix or Windows). Only the last segment is kept:
 * where a project lives differs per machine, the file name is the signal. Paths inside URLs
 * are cut the same way, which is stable if not pretty.
 */
const ABSOLUTE_PATH =
  /(?<![\w.-])(?:\/(?:[^\s'"`,;:)\]}>/]+\/)+[^\s'"`,;:)\]}>/]+|[A-Za-z]:\\(?:[^\\\s'"`,;:)\]}>]+\\)+[^\\\s'"`,;:)\]}>]+)/g;

const HEX_PREFIXED = /\b0[xX][0-9a-fA-F]+\b/g;
/** Runs of 8+ hex digits with at least one digit: hashes, object ids, addresses. */
const LONG_HEX = /\b(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{8,}\b/g;
/** Tokens, keys and encoded blobs: 20+ characters mixing upper case, lower case and digits. */
const BASE64_LIKE =
  /(?<![\w+/=-])(?=[\w+/-]*[A-Z])(?=[\w+/-]*[a-z])(?=[\w+/-]*\d)[\w+/-]{20,}={0,2}/g;
const DIGITS = /\d+/g;

export function maskText(text: string): string {
  const masked = maskValueDiff(text.replace(ANSI, ""))
    .replace(UUID, "<uuid>")
    .replace(ISO_TIMESTAMP, "<time>")
    .replace(CLOCK_TIME, "<time>")
    .replace(TEMP_PATH, "<tmp>")
    .replace(ABSOLUTE_PATH, (path) => `<path>/${lastSegment(path)}`)
    .replace(HEX_PREFIXED, "<hex>")
    .replace(LONG_HEX, "<hex>")
    .replace(BASE64_LIKE, "<token>")
    .replace(DIGITS, "<n>");
  return normaliseWhitespace(masked);
}

export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function lastSegment(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? "";
}
