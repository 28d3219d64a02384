import { closing } from "./text-scan.js";

/** What these read of an operator's scope: the code text, and where the function's body starts. */
interface Scope {
  code: string;
  start: number;
}

/**
 * What the operators need to know of Go to make mutants that still compile: Go is typed, so a
 * change that is a bug in JavaScript (`a + b` -> `a - b` on strings, `f(a, b)` -> `f(b, a)` on a
 * string and an int, `case 1:` -> a case that repeats another) is often no program at all.
 */

/**
 * The condition of `if [init;] cond {`: from its first character to its last, or null. Found
 * in the code text, trimmed in the source (a string at its end is blank in the code).
 */
export function goCondition(code: string, source: string, from: number): [number, number] | null {
  let start = from;
  for (let at = from; at < code.length; at += 1) {
    const char = code[at] as string;
    if (char === "(" || char === "[") {
      at = closing(code, at);
      if (at === -1) return null;
    } else if (char === ";") start = at + 1;
    else if (char === "{") {
      // A composite literal needs parentheses in a condition: the first `{` opens the block.
      const text = source.slice(start, at);
      const first = start + (text.length - text.trimStart().length);
      const last = start + text.trimEnd().length;
      return last > first ? [first, last] : null;
    } else if (char === "\n" && code.slice(start, at).trim() === "") return null;
  }
  return null;
}

/** `return -1` -> `return ` is no program, nor is `case x - 1:` -> `case x :` a change. */
export function goDropsOne(scope: Scope, start: number): boolean {
  return !/\b(?:return|case)\s*$/.test(scope.code.slice(lineStart(scope.code, start), start));
}

/**
 * A number `add-one` may change: not a `case` value (it could then repeat another case) and
 * not an array type's length (`[16]byte`: the type would change).
 */
export function goAddsOne(scope: Scope, start: number, end: number): boolean {
  if (/\bcase\b[^:]*$/.test(scope.code.slice(lineStart(scope.code, start), start))) return false;
  return !(scope.code[start - 1] === "[" && /^\][\w*[]/.test(scope.code.slice(end, end + 2)));
}

const NUMERIC =
  /^(?:u?int(?:8|16|32|64)?|uintptr|float(?:32|64)|complex(?:64|128)|byte|rune|time\.Duration)$/;

/** `+` -> `-` only where an operand is a number: `+` also joins strings. */
export function goPlusIsArithmetic(scope: Scope, start: number, end: number): boolean {
  const types = goParameterTypes(scope);
  const right = /^\s*([\w.]+)(\()?/.exec(scope.code.slice(end));
  const left = /([\w.]+)\s*$/.exec(scope.code.slice(Math.max(0, start - 60), start));
  const numeric = (word: string | undefined, call: boolean) =>
    word !== undefined &&
    (/^\d/.test(word) ||
      (call && (word === "len" || word === "cap")) ||
      NUMERIC.test(types.get(word) ?? ""));
  return numeric(right?.[1], right?.[2] !== undefined) || numeric(left?.[1], false);
}

/**
 * `x == 'a' || x == 'b'` -> `&&` is what `go vet`'s bool check (which `go test` runs) calls a
 * suspect and, as `x != a && x != b` -> `||` is a suspect or: `go test` then fails to build.
 */
export function goLogicalPasses(scope: Scope, start: number, end: number): boolean {
  const left = /([\w.]+(?:\[[^\]]*\])?)\s*(==|!=)\s*[^&|()]*$/.exec(
    scope.code.slice(lineStart(scope.code, start), start),
  );
  const right = /^\s*([\w.]+(?:\[[^\]]*\])?)\s*(==|!=)/.exec(scope.code.slice(end));
  return !(left && right && left[1] === right[1] && left[2] === right[2]);
}

/**
 * Two arguments may swap when both have one type that can be read: the same parameter type
 * of the function (receiver included), or both string literals. Then the call took that type
 * at both places, and still does.
 */
export function goSwapCompiles(scope: Scope, first: string, second: string): boolean {
  const types = goParameterTypes(scope);
  const typeOf = (argument: string) =>
    /^["`]/.test(argument)
      ? "string"
      : /^[A-Za-z_]\w*$/.test(argument)
        ? types.get(argument)
        : undefined;
  const a = typeOf(first);
  return a !== undefined && a === typeOf(second);
}

/** The parameters of the function around the scope, receiver included: name -> type text. */
function goParameterTypes(scope: Scope): Map<string, string> {
  const types = new Map<string, string>();
  const header = scope.code.lastIndexOf("\nfunc", scope.start) + 1;
  const signature = scope.code.slice(header + 4, scope.start);
  const lists: string[] = [];
  let at = 0;
  if (signature.trimStart().startsWith("(")) {
    const open = signature.indexOf("(");
    const close = closing(signature, open);
    if (close === -1) return types;
    lists.push(signature.slice(open + 1, close));
    at = close + 1;
  }
  const name = /^\s*[A-Za-z_]\w*\s*/.exec(signature.slice(at));
  if (!name) return types;
  at += name[0].length;
  if (signature[at] === "[") at = closing(signature, at) + 1;
  if (at <= 0 || signature[at] !== "(") return types;
  const close = closing(signature, at);
  if (close === -1) return types;
  lists.push(signature.slice(at + 1, close));
  for (const list of lists) {
    let pending: string[] = [];
    for (const part of topLevelParts(list)) {
      const words = /^\s*([A-Za-z_]\w*)\s*(.*?)\s*$/s.exec(part);
      if (!words?.[1]) continue;
      pending.push(words[1]);
      if (words[2]) {
        for (const each of pending) types.set(each, words[2].replace(/\s+/g, " "));
        pending = [];
      }
    }
  }
  return types;
}

function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

function lineStart(code: string, at: number): number {
  return code.lastIndexOf("\n", at - 1) + 1;
}
