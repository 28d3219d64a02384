import { codeTextOf } from "./code-text.js";
import type { FunctionSpan } from "./function-span.js";
import { goFunctions } from "./go-functions.js";
import type { Language } from "./language.js";
import { closing, lineOf } from "./text-scan.js";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A class's private method or field is named with its `#`. */
const SCRIPT_IDENTIFIER = /^#?[A-Za-z_$][\w$]*$/;
const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
/**
 * A TypeScript type parameter list, three levels deep, over lines: superstruct's
 * `size<\n  T extends string | any[] | Map<any, any> | Set<any>,\n  S extends number\n>(`, where
 * `<[^>]*>` ended at the first `>`. An arrow type's `=>` is no closing bracket. Where a name may
 * be a method's, the list must follow it at once: `i < set.length; i++) {` is a comparison.
 */
const TYPE_PARAMETERS = "<(?:=>|[^<>]|<(?:=>|[^<>]|<(?:=>|[^<>])*>)*>)*>";

/**
 * The first function named `name` in the source, by a scanner over its code (comments and
 * strings blanked): JavaScript and TypeScript function declarations and expressions, arrow
 * functions assigned to a name or property, class and object methods; Python `def` blocks by
 * their indentation; Go functions, and methods as `Type.Method`. Null when there is none.
 */
export function findFunction(
  source: string,
  name: string,
  language: Language,
  code = codeTextOf(source, language),
): FunctionSpan | null {
  return findFunctions(source, name, language, code)[0] ?? null;
}

/**
 * Every function named `name` in the source, in the order of their bodies: a class's method and
 * a module function of one name (superstruct's `Struct.validate` and `validate`), namesakes in
 * several object literals.
 */
export function findFunctions(
  source: string,
  name: string,
  language: Language,
  code = codeTextOf(source, language),
): FunctionSpan[] {
  if (language === "go") return goFunctions(code).filter((span) => span.name === name);
  if (language === "python") return IDENTIFIER.test(name) ? findPythonDefs(code, name) : [];
  return SCRIPT_IDENTIFIER.test(name) ? findScriptFunctions(code, name) : [];
}

/** Every function name the source defines, in the order of their bodies. */
export function definedNames(source: string, language: Language): string[] {
  const code = codeTextOf(source, language);
  if (language === "go") return [...new Set(goFunctions(code).map((span) => span.name))];
  const pattern =
    language === "python"
      ? /^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/gm
      : // A parameter list is left to findFunction, which matches its brackets: a type in it may
        // hold parentheses of its own (`message: string | ((args: X) => string)`).
        new RegExp(
          `\\bfunction\\s*\\*?\\s*([A-Za-z_$][\\w$]*)|(#?[A-Za-z_$][\\w$]*)\\s*(?::[^=;\\n]*)?=\\s*(?:async\\s+)?(?:function\\b|\\(|[A-Za-z_$][\\w$]*\\s*=>)|(?:^|[{;}])[ \\t]*(?:(?:public|private|protected|static|async|override)\\s+)*(#?[A-Za-z_$][\\w$]*)(?:${TYPE_PARAMETERS})?\\s*\\(`,
          "gm",
        );
  const spans = new Map<string, FunctionSpan>();
  for (const match of code.matchAll(pattern)) {
    const found = match[1] ?? match[2] ?? match[3];
    if (!found || KEYWORDS.has(found) || spans.has(found)) continue;
    const span = findFunction(source, found, language, code);
    if (span) spans.set(found, span);
  }
  return [...spans.values()].sort((a, b) => a.bodyStart - b.bodyStart).map((span) => span.name);
}

const KEYWORDS = new Set(["if", "for", "while", "switch", "catch", "function", "return", "with"]);

function findPythonDefs(code: string, name: string): FunctionSpan[] {
  const headers = code.matchAll(
    new RegExp(`^([ \\t]*)(?:async[ \\t]+)?def[ \\t]+${name}[ \\t]*\\(`, "gm"),
  );
  return [...headers].flatMap((header) => pythonDefAt(code, name, header) ?? []);
}

function pythonDefAt(code: string, name: string, header: RegExpExecArray): FunctionSpan | null {
  const indent = (header[1] ?? "").length;
  const paramsEnd = closing(code, header.index + header[0].length - 1);
  if (paramsEnd === -1) return null;
  const colon = code.indexOf(":", paramsEnd);
  if (colon === -1) return null;
  let end = code.indexOf("\n", colon);
  if (end === -1) end = code.length;
  while (end < code.length) {
    const next = code.indexOf("\n", end + 1);
    const line = code.slice(end + 1, next === -1 ? code.length : next);
    if (line.trim() !== "" && line.length - line.trimStart().length <= indent) break;
    end = next === -1 ? code.length : next;
  }
  return { name, line: lineOf(code, header.index), bodyStart: colon + 1, bodyEnd: end };
}

function findScriptFunctions(code: string, name: string): FunctionSpan[] {
  const escaped = name.replace(/\$/g, "\\$");
  const headers = [
    // function name(, function* name<T>(
    new RegExp(`\\bfunction\\s*\\*?\\s*${escaped}\\s*(?:${TYPE_PARAMETERS})?\\s*\\(`, "g"),
    // const name = (, name = async function (, exports.name = (, name: (
    new RegExp(
      `(?:^|[^\\w$])${escaped}\\s*(?::[^=;\\n]*)?[=:]\\s*(?:async\\s*)?(?:function\\b\\s*\\*?\\s*[\\w$]*\\s*)?(?:${TYPE_PARAMETERS})?\\s*(?=\\(|[A-Za-z_$][\\w$]*\\s*=>)`,
      "g",
    ),
    // a method: name(...) { starting a line, a class body's member or an object's, after its modifiers
    new RegExp(
      `(?:^|[{;},])[ \\t]*(?:(?:public|private|protected|static|async|override|get|set)\\s+)*\\*?${escaped}(?:${TYPE_PARAMETERS})?\\s*\\(`,
      "gm",
    ),
  ];
  const found = new Map<number, FunctionSpan>();
  for (const header of headers) {
    for (const match of code.matchAll(header)) {
      const span = spanAfterHeader(code, match.index + match[0].length, name);
      if (span && !found.has(span.bodyStart))
        found.set(span.bodyStart, { ...span, line: lineOf(code, match.index + leading(match[0])) });
    }
  }
  return [...found.values()].sort((a, b) => a.bodyStart - b.bodyStart);
}

/** The body after a header that ends at or just before its parameters. */
function spanAfterHeader(
  code: string,
  at: number,
  name: string,
): Omit<FunctionSpan, "line"> | null {
  let paramsEnd: number;
  if (code[at - 1] === "(" || code[at] === "(") {
    paramsEnd = closing(code, code[at - 1] === "(" ? at - 1 : at);
  } else {
    // A single parameter without parentheses: `x => ...`.
    const single = /^[A-Za-z_$][\w$]*\s*/.exec(code.slice(at));
    if (!single) return null;
    paramsEnd = at + single[0].length - 1;
  }
  if (paramsEnd === -1) return null;
  let next = skipSpace(code, paramsEnd + 1);
  if (code[next] === ":") next = skipReturnType(code, next + 1);
  if (next === -1) return null;
  if (code.startsWith("=>", next)) {
    const start = skipSpace(code, next + 2);
    if (code[start] === "{") return block(code, start, name);
    const end = expressionEnd(code, start);
    // Ended by a `)` it did not open: a parameter's function type inside a signature
    // (cronstrue's `getSingleItemDescription: (t: string) => string`), no function of its own.
    if (code[end] === ")") return null;
    return { name, bodyStart: start, bodyEnd: end };
  }
  return code[next] === "{" ? block(code, next, name) : null;
}

function block(code: string, open: number, name: string): Omit<FunctionSpan, "line"> | null {
  const end = closing(code, open);
  return end === -1 ? null : { name, bodyStart: open + 1, bodyEnd: end };
}

/** Past a TypeScript return type: at the body's `{` or the arrow's `=>`, or -1. */
function skipReturnType(code: string, from: number): number {
  let at = from;
  let depth = 0;
  let previous = ":";
  while (at < code.length) {
    const char = code[at] as string;
    if (depth === 0 && code.startsWith("=>", at) && previous !== "(") return at;
    // A type predicate's type is no body: `x is { [key: string]: any } {`.
    const predicate = char === "{" && /\bis\s*$/.test(code.slice(Math.max(from, at - 8), at));
    if (depth === 0 && char === "{" && !/[:|&,<(]/.test(previous) && !predicate) return at;
    if (char === "(" || char === "[" || char === "{" || char === "<") depth += 1;
    else if (char === ")" || char === "]" || char === "}" || char === ">") depth -= 1;
    if (depth < 0 || char === ";") return -1;
    if (!/\s/.test(char)) previous = char;
    at += 1;
  }
  return -1;
}

/** Where an arrow's expression body ends: a `;`, a bracket it did not open, or a line that ends it. */
function expressionEnd(code: string, from: number): number {
  let depth = 0;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at] as string;
    if (char in OPENERS) depth += 1;
    else if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) return at;
      depth -= 1;
    } else if (depth === 0 && (char === ";" || char === ",")) return at;
    else if (depth === 0 && char === "\n") {
      const before = code.slice(from, at).trimEnd().at(-1) ?? "";
      const after = code.slice(at + 1).trimStart()[0] ?? "";
      if (!/[(,=+\-*/%&|?:<>!]/.test(before) && !/[.?:&|+\-*/%)\]]/.test(after)) return at;
    }
  }
  return code.length;
}

function skipSpace(code: string, from: number): number {
  let at = from;
  while (at < code.length && /\s/.test(code[at] as string)) at += 1;
  return at;
}

function leading(header: string): number {
  return header.length - header.trimStart().length;
}
