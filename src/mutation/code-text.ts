import type { Language } from "./language.js";

/**
 * The source with every character that is not code (comments, string and template text,
 * regular-expression literals) replaced by a space, newlines kept: the same length and lines, so
 * an index found in it is an index of the source. Scanners and operators search this text and
 * never see a `<` in a string or an `if` in a comment.
 */
export function codeTextOf(source: string, language: Language): string {
  const blank =
    language === "python"
      ? pythonBlanks(source)
      : language === "go"
        ? goBlanks(source)
        : scriptBlanks(source);
  let text = "";
  let from = 0;
  for (const [start, end] of blank) {
    text += source.slice(from, start) + source.slice(start, end).replace(/[^\n]/g, " ");
    from = end;
  }
  return text + source.slice(from);
}

type Span = [number, number];

/** Python: `#` comments and strings, triple-quoted or not (f-strings whole). */
function pythonBlanks(source: string): Span[] {
  const spans: Span[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (char === "#") {
      const end = lineEnd(source, at);
      spans.push([at, end]);
      at = end;
    } else if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), at);
      const close = triple ? char.repeat(3) : char;
      let end = at + close.length;
      while (end < source.length && !source.startsWith(close, end)) {
        if (source[end] === "\\") end += 1;
        else if (!triple && source[end] === "\n") break;
        end += 1;
      }
      end = Math.min(source.length, end + close.length);
      spans.push([at, end]);
      at = end;
    } else at += 1;
  }
  return spans;
}

/** Go: line and block comments, interpreted strings, runes, and raw strings (which span lines). */
function goBlanks(source: string): Span[] {
  const spans: Span[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    let end = -1;
    if (char === "/" && source[at + 1] === "/") end = lineEnd(source, at);
    else if (char === "/" && source[at + 1] === "*") {
      const close = source.indexOf("*/", at + 2);
      end = close === -1 ? source.length : close + 2;
    } else if (char === "`") {
      const close = source.indexOf("`", at + 1);
      end = close === -1 ? source.length : close + 1;
    } else if (char === '"' || char === "'") end = quotedEnd(source, at, char);
    if (end === -1) at += 1;
    else {
      spans.push([at, end]);
      at = end;
    }
  }
  return spans;
}

/** Characters after which a `/` starts a regular expression rather than dividing. */
const BEFORE_REGEX = new Set([..."(,=:[!&|?{};+-*%<>~^"]);
const WORDS_BEFORE_REGEX =
  /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)\s*$/;

/**
 * JavaScript and TypeScript: comments, quoted strings, regular expressions and the text of
 * template literals (their `${...}` expressions are code; the `${` and `}` are blanked so the
 * braces of the code stay balanced).
 */
function scriptBlanks(source: string): Span[] {
  const spans: Span[] = [];
  // Each open template's `${` depth: a `}` at depth 0 goes back into the template's text.
  const templates: number[] = [];
  let at = 0;
  let lastCode = -1;
  while (at < source.length) {
    const char = source[at] as string;
    const next = source[at + 1];
    if (char === "/" && next === "/") {
      const end = lineEnd(source, at);
      spans.push([at, end]);
      at = end;
      continue;
    }
    if (char === "/" && next === "*") {
      const close = source.indexOf("*/", at + 2);
      const end = close === -1 ? source.length : close + 2;
      spans.push([at, end]);
      at = end;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = quotedEnd(source, at, char);
      spans.push([at, end]);
      at = end;
      lastCode = end - 1;
      continue;
    }
    if (char === "/" && startsRegex(source, lastCode)) {
      const end = regexEnd(source, at);
      spans.push([at, end]);
      at = end;
      lastCode = end - 1;
      continue;
    }
    if (char === "`" || (char === "}" && templates.at(-1) === 0)) {
      if (char === "}") templates.pop();
      const end = templateTextEnd(source, at + 1);
      const opensExpression = source.startsWith("${", end);
      spans.push([at, opensExpression ? end + 2 : end + 1]);
      if (opensExpression) templates.push(0);
      at = opensExpression ? end + 2 : end + 1;
      lastCode = at - 1;
      continue;
    }
    const depth = templates.at(-1);
    if (depth !== undefined && (char === "{" || char === "}"))
      templates[templates.length - 1] = depth + (char === "{" ? 1 : -1);
    if (!/\s/.test(char)) lastCode = at;
    at += 1;
  }
  return spans;
}

function startsRegex(source: string, lastCode: number): boolean {
  if (lastCode < 0) return true;
  const before = source[lastCode] as string;
  if (BEFORE_REGEX.has(before)) return true;
  return WORDS_BEFORE_REGEX.test(source.slice(Math.max(0, lastCode - 10), lastCode + 1));
}

function quotedEnd(source: string, at: number, quote: string): number {
  let end = at + 1;
  while (end < source.length && source[end] !== quote && source[end] !== "\n") {
    if (source[end] === "\\") end += 1;
    end += 1;
  }
  return Math.min(source.length, end + 1);
}

function regexEnd(source: string, at: number): number {
  let end = at + 1;
  let inClass = false;
  while (end < source.length && source[end] !== "\n") {
    const char = source[end];
    if (char === "\\") end += 1;
    else if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    else if (char === "/" && !inClass) break;
    end += 1;
  }
  end += 1;
  while (end < source.length && /[a-z]/i.test(source[end] as string)) end += 1;
  return Math.min(source.length, end);
}

/** Where a template's text ends: at its closing backtick or at a `${`. */
function templateTextEnd(source: string, from: number): number {
  let end = from;
  while (end < source.length && source[end] !== "`" && !source.startsWith("${", end)) {
    if (source[end] === "\\") end += 1;
    end += 1;
  }
  return Math.min(end, source.length);
}

function lineEnd(source: string, at: number): number {
  const end = source.indexOf("\n", at);
  return end === -1 ? source.length : end;
}
