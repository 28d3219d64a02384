import { codeTextOf } from "../../mutation/code-text.js";
import { definedNames, findFunctions } from "../../mutation/index.js";
import { inferredName } from "../frames/inferred-name.js";

/**
 * For a JavaScript or TypeScript file, the names a line's function may have in coverage and
 * stacks, by the mutation module's scanner (it blanks strings and templates over the whole file,
 * which a brace count a line at a time misreads): the innermost function holding the line. A
 * local helper is its own name alone, not its enclosing function's too: coverage keys a helper's
 * runs by both (`outer/helper`, unitKeys) or, when its encloser ran before coverage began, by
 * its own, so the change is seen either way; named by both, a change in path-to-regexp's
 * `writePath` was blamed on `consumeUntil`, which declares it (the tie went to the spectrum's
 * own culprit). A constructor is also its class's name, as V8's coverage calls it. Empty
 * outside every function the scanner finds.
 */
export function scriptFunctionsAt(text: string): (line: number) => string[] {
  const spans = scriptSpans(text);
  const lines = text.split("\n");
  return (line) => {
    const holding = spans.filter((span) => span.from <= line && line <= span.to).slice(0, 1);
    return holding.flatMap((span) =>
      span.name === "constructor"
        ? ["constructor", ...(classAbove(lines, span.from) ?? [])]
        : [span.name],
    );
  };
}

/** The named functions of a script and the lines each spans, innermost first. */
function scriptSpans(text: string): { name: string; from: number; to: number }[] {
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  const code = codeTextOf(text, "javascript");
  const lines = text.split("\n");
  return definedNames(text, "javascript")
    .flatMap((name) => findFunctions(text, name, "javascript", code))
    .map((span) => ({
      name: inferredName(span.name, lines[span.line - 1] ?? ""),
      from: span.line,
      to: lineAt(span.bodyEnd),
    }))
    .sort((a, b) => a.to - a.from - (b.to - b.from));
}

/** The class a constructor at `line` (1-based) is declared in: the nearest `class X` above. */
function classAbove(lines: readonly string[], line: number): string[] | null {
  for (let at = line - 1; at >= 0; at--) {
    const name = /\bclass\s+([A-Za-z_$][\w$]*)/.exec(lines[at] ?? "")?.[1];
    if (name) return [name];
  }
  return null;
}
