import { declaredOn } from "./source-function.js";

/** How many lines after a declaration its body's braces are looked for. */
const SPAN = 6;

/**
 * Whether the JS or TS lines declare a function `name` and every declaration of it has an empty
 * body: `function NullObject () { }`, `noop() {}`, `const skip = () => {}`. Such a function runs
 * no statement, so it computes nothing wrong; a spectrum still ranks it first where the failing
 * tests reach it more often than passing ones (fastify/fast-content-type-parse: both parsers'
 * bugs were blamed on the empty constructor both call, and made one group). The body is found
 * after the parameters' closing parenthesis (a default `= {}` among them is no body).
 */
export function declaredEmpty(lines: readonly string[], name: string): boolean {
  let found = false;
  for (const [at, line] of lines.entries()) {
    if (declaredOn(line) !== name) continue;
    found = true;
    if (!emptyAfter(lines.slice(at, at + SPAN).join("\n"), name)) return false;
  }
  return found;
}

function emptyAfter(text: string, name: string): boolean {
  const named = text.indexOf(name);
  if (named === -1) return false;
  const open = text.indexOf("(", named + name.length);
  if (open === -1) return false;
  let depth = 0;
  let close = -1;
  for (let at = open; at < text.length && close === -1; at++) {
    if (text[at] === "(") depth++;
    else if (text[at] === ")" && --depth === 0) close = at;
  }
  if (close === -1) return false;
  return /^\s*(?:=>\s*)?\{\s*\}/.test(text.slice(close + 1));
}
