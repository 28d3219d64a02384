/**
 * File names as git writes them in a patch. The patch is read as latin1, one character per
 * byte, so names come back byte-exact and are decoded as UTF-8 here. A quoted name is C-style:
 * `"a/tab\tname"`, `"a/\303\251.txt"`.
 */

const ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  "\\": 92,
};

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A quoted name starting at `start` (the opening quote): its bytes and the index after it. */
function readQuoted(text: string, start: number): { bytes: number[]; end: number } | null {
  const bytes: number[] = [];
  let index = start + 1;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"') return { bytes, end: index + 1 };
    if (char !== "\\") {
      bytes.push(char.charCodeAt(0));
      index += 1;
      continue;
    }
    const next = text[index + 1] ?? "";
    const octal = /^[0-3][0-7][0-7]/.exec(text.slice(index + 1, index + 4));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      index += 4;
    } else if (next in ESCAPES) {
      bytes.push(ESCAPES[next] as number);
      index += 2;
    } else {
      return null;
    }
  }
  return null;
}

function decodeBytes(bytes: number[]): string | null {
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

function latin1Bytes(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** Strips git's `a/` or `b/` prefix; null when it is missing. */
function withoutPrefix(name: string, prefix: "a/" | "b/"): string | null {
  return name.startsWith(prefix) ? name.slice(prefix.length) : null;
}

/** A whole-line name: quoted or not, as on `---`/`+++` lines. */
export function decodeName(raw: string): string | null {
  if (raw.startsWith('"')) {
    const quoted = readQuoted(raw, 0);
    if (!quoted || quoted.end !== raw.length) return null;
    return decodeBytes(quoted.bytes);
  }
  return decodeBytes(latin1Bytes(raw));
}

/**
 * The path named by `diff --git a/P b/P`. Renames are refused, so both sides must name the same
 * path; that is also what makes an unquoted line with spaces readable (P is half of the rest).
 * Null when the line cannot be read or names two paths.
 */
export function gitHeaderPath(rest: string): string | null {
  if (rest.startsWith('"')) {
    const first = readQuoted(rest, 0);
    if (!first || rest[first.end] !== " ") return null;
    const a = decodeBytes(first.bytes);
    const b = decodeName(rest.slice(first.end + 1));
    if (a === null || b === null) return null;
    const pathA = withoutPrefix(a, "a/");
    return pathA !== null && pathA === withoutPrefix(b, "b/") ? pathA : null;
  }
  if (rest.endsWith('"')) {
    const split = rest.indexOf(' "');
    if (split < 0) return null;
    const a = decodeName(rest.slice(0, split));
    const b = decodeName(rest.slice(split + 1));
    const pathA = a === null ? null : withoutPrefix(a, "a/");
    return pathA !== null && b !== null && pathA === withoutPrefix(b, "b/") ? pathA : null;
  }
  if ((rest.length - 5) % 2 !== 0) return null;
  const size = (rest.length - 5) / 2;
  const a = rest.slice(0, 2 + size);
  const b = rest.slice(2 + size + 1);
  if (rest[2 + size] !== " " || a.slice(2) !== b.slice(2)) return null;
  if (!a.startsWith("a/") || !b.startsWith("b/")) return null;
  return decodeName(a.slice(2));
}

/** The path of a `--- ` or `+++ ` line: null for /dev/null, undefined when unreadable. */
export function markerPath(raw: string, prefix: "a/" | "b/"): string | null | undefined {
  // git appends a tab to an unquoted name holding a space, so `patch` can find its end.
  const name = raw.startsWith('"') ? raw : raw.replace(/\t$/, "");
  if (name === "/dev/null") return null;
  const decoded = decodeName(name);
  if (decoded === null) return undefined;
  return withoutPrefix(decoded, prefix) ?? undefined;
}
