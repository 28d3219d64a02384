import { goFunctionBodies } from "./go-functions.js";
import {
  bodyStart,
  declaredOn,
  type OpenParameters,
  withoutStringsAndComments,
} from "./source-function.js";

/**
 * What each named function of a source file calls, by name, read from its text: `foo(` and
 * `.foo(` inside its body. A function declared inside another counts for both (coverage names a
 * local helper as its enclosing function, v8-coverage.ts). JavaScript and TypeScript bodies are
 * their braces, Python's their indentation, Go's its top-level functions' braces (go-functions.ts);
 * other languages give nothing. Rough, as the rest of this folder: a call through a variable or
 * a callback is not seen.
 */
export function callsByFunction(file: string, lines: readonly string[]): Map<string, Set<string>> {
  if (JS_SOURCE.test(file)) return jsCalls(lines);
  if (file.endsWith(".py")) return pythonCalls(lines);
  if (file.endsWith(".go")) return goCalls(lines);
  return new Map();
}

const JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const CALL = /([A-Za-z_$][\w$]*)\s*\(/g;
const NOT_CALLS = new Set([
  "if",
  "for",
  "while",
  "switch",
  "catch",
  "function",
  // go's function literal, `func(a, b int) bool { ... }`
  "func",
  "return",
  "typeof",
]);

function callsOn(text: string): string[] {
  return [...text.matchAll(CALL)].flatMap((match) =>
    match[1] && !NOT_CALLS.has(match[1]) ? [match[1]] : [],
  );
}

function add(calls: Map<string, Set<string>>, name: string, called: readonly string[]): void {
  const set = calls.get(name) ?? new Set<string>();
  for (const each of called) if (each !== name) set.add(each);
  calls.set(name, set);
}

function jsCalls(lines: readonly string[]): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  const open: { name: string | null; depth: number }[] = [];
  let depth = 0;
  let carried: OpenParameters | null = null;
  for (const line of lines) {
    const text = withoutStringsAndComments(line);
    const start = bodyStart(text, declaredOn(line), carried);
    let pending = start.name;
    carried = start.carried;
    // The calls of a line go to the functions open on it, before its own braces change them:
    // a declaration's parameters' defaults belong to it, but are rare enough to leave out.
    const called = callsOn(text);
    for (const entry of open) if (entry.name) add(calls, entry.name, called);
    for (const [at, char] of [...text].entries()) {
      if (char === "{") {
        depth++;
        open.push({ name: at < start.body ? null : pending, depth });
        if (pending && at >= start.body) add(calls, pending, []);
        if (at >= start.body) pending = null;
      } else if (char === "}") {
        while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= depth) open.pop();
        depth = Math.max(0, depth - 1);
      } else if (char === ";") pending = null;
    }
  }
  return calls;
}

function goCalls(lines: readonly string[]): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  for (const [name, body] of goFunctionBodies(lines)) add(calls, name, callsOn(body));
  return calls;
}

const PY_DEF = /^(\s*)(?:async\s+)?def\s+(\w+)\s*\(/;

function pythonCalls(lines: readonly string[]): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  const open: { name: string; indent: number }[] = [];
  for (const line of lines) {
    const code = line.replace(/#.*$/, "").replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, '""');
    if (code.trim() === "") continue;
    const indent = /^\s*/.exec(code)?.[0].length ?? 0;
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const def = PY_DEF.exec(code);
    if (def?.[2]) {
      add(calls, def[2], []);
      open.push({ name: def[2], indent });
      continue;
    }
    const called = callsOn(code);
    for (const entry of open) add(calls, entry.name, called);
  }
  return calls;
}
