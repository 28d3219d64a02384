import path from "node:path";
import { normalisePath } from "../../files/test-paths.js";
import { pythonFunctionsByLine } from "../changes/python-functions.js";
import { assignedFunctionOn } from "./inferred-name.js";
import { readSourceText } from "./source-snapshot.js";

/**
 * A function's name as the project's source spells it. Runtimes rename: a bundler that inlines
 * modules turns `match` into `match2` when another module has a `match` too (vitest's frames and
 * V8 coverage both show it), so two failures in one function would not meet. With a line (a
 * frame's), the name is the one of the function enclosing that line; without (coverage), a
 * name the file does not declare loses the digits a bundler added, when the rest is declared.
 * The runtime's name stays when the source cannot be read or says nothing better.
 */
export function sourceFunctionName(
  file: string,
  runtimeName: string,
  line: number | null,
  root: string,
): string {
  if (file.endsWith(".go")) return goSourceName(runtimeName);
  if (file.endsWith(".py")) return pythonSourceName(file, runtimeName, line, root);
  if (!JS_SOURCE.test(file)) return runtimeName;
  return jsSourceName(file, withoutModuleWrapper(runtimeName), line, root);
}

/**
 * A CommonJS module's function is "Object.<anonymous>" to V8 (ts-jest, babel-jest output). An
 * accessor is "get hasValidationMetaData" to V8's coverage, where a stack's line and a diff name
 * it as the source spells it: one name for all three, and one a search finds.
 */
function withoutModuleWrapper(runtimeName: string): string {
  return runtimeName
    .replace(/^(?:Object\.)?<anonymous>\.(?=.)/, "")
    .replace(/(^|\.)(?:get|set) (?=#?[A-Za-z_$])/, "$1");
}

function jsSourceName(
  file: string,
  runtimeName: string,
  line: number | null,
  root: string,
): string {
  const read = readSource(file, root);
  if (!read) return runtimeName;
  if (line !== null) {
    const enclosing = enclosingFunctionAt(read, line);
    if (enclosing) return enclosing;
  }
  read.declared ??= declaredNames(read.lines);
  if (read.declared.has(runtimeName)) return runtimeName;
  const undigited = runtimeName.replace(/\d+$/, "");
  return undigited !== runtimeName && read.declared.has(undigited) ? undigited : runtimeName;
}

/**
 * A Python frame's function qualified as its coverage names it (`LRUCache.__getitem__`; a
 * traceback shows only `__getitem__`, which the file's other classes may have too): the `def`
 * enclosing the frame's line, when that is the function the frame names. Coverage's names come
 * qualified already (pytest-recorder.ts), and a lambda or a module body stays as it is.
 */
function pythonSourceName(
  file: string,
  runtimeName: string,
  line: number | null,
  root: string,
): string {
  if (line === null || runtimeName.startsWith("<") || runtimeName.includes(".")) return runtimeName;
  const read = readSource(file, root);
  if (!read || line < 1 || line > read.lines.length) return runtimeName;
  read.pythonFunctions ??= pythonFunctionsByLine(read.lines);
  const qualified = read.pythonFunctions[line - 1];
  return qualified?.endsWith(`.${runtimeName}`) ? qualified : runtimeName;
}

/**
 * A Go frame's function as its source declares it, the way go coverage names it: a closure
 * (`cart.Totals.func1`, `.func1.2`) is part of the function it is written in, and a generic's
 * `[...]` is no part of its name (`cart.(*List[...]).At` is `cart.(*List).At`).
 */
function goSourceName(runtimeName: string): string {
  return runtimeName.replaceAll("[...]", "").replace(/(?:\.func\d+)(?:\.\d+)*$/, "");
}

const JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const NAME = String.raw`[A-Za-z_$][\w$]*`;
const DECLARATIONS = [
  new RegExp(String.raw`\bfunction\s*\*?\s*(${NAME})\s*[<(]`),
  new RegExp(
    String.raw`\b(?:const|let|var)\s+(${NAME})\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|${NAME})\s*(?::[^=]+)?=>)`,
  ),
  // An arrow whose parameters go on the lines below (yaml's `export const isCollection = (`).
  new RegExp(String.raw`\b(?:const|let|var)\s+(${NAME})\s*(?::[^=]+)?=\s*(?:async\s*)?\(\s*$`),
  new RegExp(
    String.raw`^\s*(${NAME})\s*[:=]\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|${NAME})\s*=>)`,
  ),
  new RegExp(
    String.raw`^\s*(?:(?:public|private|protected|static|async|get|set|override|readonly)\s+)*\*?(#?${NAME})\s*(?:<[^>]*>)?\s*\([^;]*\)\s*(?::[^{;]+)?\{`,
  ),
];
const NOT_NAMES = new Set(["if", "for", "while", "switch", "catch", "function", "return", "with"]);

/** The name a line declares a function under, if it does. */
export function declaredOn(text: string): string | null {
  for (const pattern of DECLARATIONS) {
    const name = pattern.exec(text)?.[1];
    if (name && !NOT_NAMES.has(name)) return name;
  }
  return null;
}

/**
 * The index of the first line that declares a function `name` (declaredOn), or -1. One pass
 * per file, kept while its text stays the same (sourceLines gives the same array): a spectrum
 * asks of every function it ranks, and pflag's 25 coverage records asked flag.go's 1,300 lines
 * hundreds of times, about 110 ms of a red verify.
 */
export function firstDeclarationLine(lines: readonly string[], name: string): number {
  return declarationsIn(lines).get(name) ?? -1;
}

/** Each name the lines declare a function under (declaredOn), with its first line's index. */
function declarationsIn(lines: readonly string[]): Map<string, number> {
  let index = firstDeclarations.get(lines);
  if (!index) {
    index = new Map();
    for (const [at, text] of lines.entries()) {
      const declared = declaredOn(text);
      if (declared && !index.has(declared)) index.set(declared, at);
    }
    firstDeclarations.set(lines, index);
  }
  return index;
}

const firstDeclarations = new WeakMap<readonly string[], Map<string, number>>();

function declaredNames(lines: readonly string[]): Set<string> {
  return new Set(declarationsIn(lines).keys());
}

/**
 * The innermost named function whose braces hold line `line` (1-based). Braces are counted outside strings and comments, roughly: a file this misreads
 * gives the runtime's name back. Every line's answer comes from one pass over the file, kept
 * with its text: a red run asks for the frames of hundreds of failures, most in the same few
 * files (path-to-regexp's 87 failures took 5 s of CPU, the pass made again for each frame).
 */
function enclosingFunctionAt(read: ReadSource, line: number): string | null {
  if (line < 1 || line > read.lines.length) return null;
  read.enclosing ??= enclosingFunctions(read.lines);
  return read.enclosing[line - 1] ?? null;
}

/** For each line (0-based), the name enclosingFunctionAt gives it. */
function enclosingFunctions(lines: readonly string[]): (string | null)[] {
  const open: { name: string | null; depth: number }[] = [];
  const answers: (string | null)[] = [];
  let depth = 0;
  let carried: OpenParameters | null = null;
  for (const line of lines) {
    const text = withoutStringsAndComments(line);
    // An assigned method is named as V8 names it (`Negotiator.negotiate`), not as a top-level
    // function of the same file its property shares a name with.
    const declared = declaredOn(line) ?? assignedFunctionOn(line);
    const start = bodyStart(text, declared, carried, (name) => name.split(".").at(-1) ?? name);
    let pending = start.name;
    carried = start.carried;
    for (const [at, char] of [...text].entries()) {
      if (char === "{") {
        depth++;
        open.push({ name: at < start.body ? null : pending, depth });
        if (at >= start.body) pending = null;
      } else if (char === "}") {
        while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= depth) open.pop();
        depth = Math.max(0, depth - 1);
      } else if (char === ";") pending = null;
    }
    // A helper declared inside another named function is its own, as the stack shows it: the
    // fault showed there (css-what's `readValueWithParenthesis` inside `parseSelector`), and
    // coverage then names the helper too (spectrum/helper-name.ts).
    const named = open.flatMap((entry) => (entry.name ? [entry.name] : []));
    answers.push(named.at(-1) ?? null);
  }
  return answers;
}

/** A function whose parameter list goes on past the line that declared it, and its parentheses still open. */
export interface OpenParameters {
  name: string;
  parens: number;
}

/**
 * Where the body of a function may open on this line: the one the line declares, or one an
 * earlier line declared whose parameter list is still open (`export function parseSetCookie(`,
 * then a parameter a line, then `): SetCookie | undefined {`, as formatters write it: its calls
 * went to no function, cookie-es's `_decode` unseen). The index after the list closes (its
 * defaults' braces open no body), 0 when nothing is declared, Infinity while the list stays open;
 * `carried` is that list after the line. `named` gives the name as the line writes it.
 */
export function bodyStart(
  text: string,
  declared: string | null,
  carried: OpenParameters | null,
  named: (name: string) => string = (name) => name,
): { name: string | null; body: number; carried: OpenParameters | null } {
  const scan = (from: number, parens: number, name: string) => {
    for (let at = from; at < text.length; at++) {
      if (text[at] === "(") parens++;
      else if (text[at] === ")" && --parens === 0) return { name, body: at, carried: null };
    }
    return { name, body: Number.POSITIVE_INFINITY, carried: { name, parens } };
  };
  if (declared) {
    const written = named(declared);
    const open = text.indexOf("(", text.indexOf(written) + written.length);
    return open === -1 ? { name: declared, body: 0, carried: null } : scan(open, 0, declared);
  }
  if (carried) return scan(0, carried.parens, carried.name);
  return { name: null, body: 0, carried: null };
}

/**
 * The source as this module reads it, line for line: the name a line declares (as
 * `function name() `) and its braces and semicolons outside strings and comments, nothing else.
 * Names read from it are the names read from the source; the triage corpus keeps it for the
 * files its stacks and coverage name, instead of the project's code (test/corpus/README.md).
 */
export function sourceOutline(lines: readonly string[]): string[] {
  let carried: OpenParameters | null = null;
  return lines.map((text) => {
    const code = withoutStringsAndComments(text);
    const start = bodyStart(code, declaredOn(text), carried);
    carried = start.carried;
    // A parameter list that goes on past its line is named on the line it closes on, where its
    // body may open: the outline's lines between hold no parameters to span them.
    const name = start.carried ? null : start.name;
    // Braces in the parameter list (a default's `{}`, a type's) open no body: left out.
    const body = Math.min(start.body, code.length);
    const structure = (code.slice(0, body).replace(/[{}]/g, "") + code.slice(body)).replace(
      /[^{};]/g,
      "",
    );
    return `${name ? `function ${name}() ` : ""}${structure}`.trimEnd();
  });
}

export function withoutStringsAndComments(text: string): string {
  return text
    .replace(/\/\/.*$/, "")
    .replace(/\/\*.*?\*\//g, "")
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
}

/** Read per call, so a file an attempt changed is read as it is now. */
export function sourceLines(file: string, root: string): string[] | null {
  return readSource(file, root)?.lines ?? null;
}

/** A source file's text as last read, and what was worked out from it. */
interface ReadSource {
  text: string;
  lines: string[];
  enclosing?: (string | null)[];
  declared?: Set<string>;
  pythonFunctions?: (string | null)[];
}

const lastRead = new Map<string, ReadSource>();

/**
 * The file read now (once a triage: source-snapshot.ts); what was worked out from its text is
 * kept while the text stays the same (an attempt's edit makes it read afresh).
 */
function readSource(file: string, root: string): ReadSource | null {
  const relative = normalisePath(file, root);
  const full = path.isAbsolute(relative) ? relative : path.resolve(root, relative);
  const text = readSourceText(full);
  if (text === null) {
    lastRead.delete(full);
    return null;
  }
  const known = lastRead.get(full);
  if (known?.text === text) return known;
  const read = { text, lines: text.split(/\r?\n/) };
  lastRead.set(full, read);
  return read;
}
