import { readFileSync } from "node:fs";
import path from "node:path";
import { codeTextOf } from "../../mutation/code-text.js";
import { definedNames, findFunction } from "../../mutation/index.js";
import { culpritOf, isAnonymous } from "../culprit.js";
import { isProjectCode } from "../frames/project-code.js";
import { withSourceSnapshot } from "../frames/source-snapshot.js";
import { goFunctionsOf } from "../spectrum/go-coverage.js";
import type { ChangedLines } from "./diff-hunks.js";
import { pythonFunctionsByLine } from "./python-functions.js";

/**
 * The culprit keys ("src/utils.ts:withoutTrailingSlash") of the project functions whose lines
 * a diff changed, named as stacks and coverage name them, so a key here is a key there. Tests,
 * dependencies and lines outside every function name nothing; nor does a language triage does
 * not name functions of.
 */
export function changedFunctions(
  changes: readonly ChangedLines[],
  root: string,
  /** The Go module's path, from go.mod at the root, when there is one. */
  goModule: string | null = null,
): Set<string> {
  // Each line's name reads its file once, not once a line.
  return withSourceSnapshot(() => namedChanges(changes, root, goModule));
}

function namedChanges(
  changes: readonly ChangedLines[],
  root: string,
  goModule: string | null,
): Set<string> {
  const keys = new Set<string>();
  for (const { file, ranges } of changes) {
    if (!isProjectCode(file, root)) continue;
    const nameAt = functionNamer(file, root, goModule);
    if (!nameAt) continue;
    for (const { from, to } of ranges)
      for (let line = from; line <= to; line++) {
        const name = nameAt(line);
        if (name && !isAnonymous(name)) keys.add(culpritOf(file, name, "coverage", root).key);
      }
  }
  return keys;
}

/** The function name at each line of a file, as its language's stacks name it; null when unknown. */
function functionNamer(
  file: string,
  root: string,
  goModule: string | null,
): ((line: number) => string | null) | null {
  const text = readText(path.join(root, file));
  if (text === null) return null;
  if (JS_SOURCE.test(file)) {
    // The scanner reads whole-file strings and templates that the brace count, a line at a time,
    // can misread; the brace count stays for a function the scanner did not find (a second one
    // of the same name). A local helper inside another function is that function, as coverage
    // and stacks name it (v8-coverage.ts).
    const spans = scriptSpans(text);
    return (line) => {
      const holding = spans.filter((span) => span.from <= line && line <= span.to);
      const named = holding[1]?.name ?? holding[0]?.name;
      if (named) return named;
      const fn = culpritOf(file, "", "coverage", root, line).function;
      return fn === "" ? null : fn;
    };
  }
  const lines = text.split("\n");
  if (file.endsWith(".py")) {
    const names = pythonFunctionsByLine(lines);
    return (line) => names[line - 1] ?? null;
  }
  if (file.endsWith(".go") && goModule) {
    const declared = goFunctionsOf(text, `${goModule}/${file}`);
    return (line) => declared.find((fn) => fn.start <= line && line <= fn.end)?.name ?? null;
  }
  return null;
}

/** The named functions of a script and the lines each spans, innermost first. */
function scriptSpans(text: string): { name: string; from: number; to: number }[] {
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  const code = codeTextOf(text, "javascript");
  const lines = text.split("\n");
  return definedNames(text, "javascript")
    .flatMap((name) => findFunction(text, name, "javascript", code) ?? [])
    .map((span) => ({
      name: inferredName(span.name, lines[span.line - 1] ?? ""),
      from: span.line,
      to: lineAt(span.bodyEnd),
    }))
    .sort((a, b) => a.to - a.from - (b.to - b.from));
}

/**
 * The name V8 gives a function assigned to a property, which stacks and coverage both show:
 * `exports.round = (n) => ...` is "exports.round", `Foo.prototype.bar = function` "Foo.bar"
 * (the data-urls layout, every export so assigned).
 */
function inferredName(name: string, line: string): string {
  const assigned = new RegExp(
    String.raw`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\.${name.replaceAll("$", "\\$")}\s*=(?!=)\s*(.*)`,
  ).exec(line);
  // `this.bar = ...` is named after the function it is assigned in: left as the bare name; a
  // named function expression (`app.set = function set(`) keeps its own.
  if (!assigned?.[1] || assigned[1].startsWith("this")) return name;
  if (/^(?:async\s+)?function\s*\*?\s*[A-Za-z_$]/.test(assigned[2] ?? "")) return name;
  const owner = assigned[1].split(".").filter((part) => part !== "prototype");
  return [...owner, name].join(".");
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

const JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;
