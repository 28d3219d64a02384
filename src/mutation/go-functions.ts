import type { FunctionSpan } from "./function-span.js";
import { closing, lineOf } from "./text-scan.js";

/**
 * `func Name(`, `func (f *FlagSet) Name(`, `func (l *List[T]) At[`: at a line's start, as gofmt
 * lays declarations out. Groups: the receiver's text, the function's name.
 */
const GO_FUNC = /^func[ \t]*(?:\(([^()]*)\)[ \t]*)?([A-Za-z_]\w*)[ \t]*(?=[([])/gm;

/**
 * Go's functions are named as its stacks and coverage name them, less the package: `Parse` for
 * a function, `FlagSet.Parse` for a method of `FlagSet` or `*FlagSet` (Go lets a type and a
 * function of its package share a method's name, so the type is part of it).
 */
export function goFunctions(code: string): FunctionSpan[] {
  const found: FunctionSpan[] = [];
  for (const match of code.matchAll(GO_FUNC)) {
    const receiver = match[1] === undefined ? null : receiverType(match[1]);
    if (match[1] !== undefined && !receiver) continue;
    const name = receiver ? `${receiver}.${match[2]}` : (match[2] as string);
    const body = bodyAfter(code, match.index + match[0].length);
    if (body) found.push({ name, line: lineOf(code, match.index), ...body });
  }
  return found;
}

/** `f *FlagSet` -> FlagSet, `l *List[T]` -> List, `Series` -> Series. */
function receiverType(receiver: string): string | null {
  return /\*?\s*([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*$/.exec(receiver)?.[1] ?? null;
}

/**
 * The body after a name: past type parameters, parameters and results (which may hold
 * `struct{...}`, `interface{}` or a function type) to the `{` that opens it; null for a
 * declaration with no body.
 */
function bodyAfter(code: string, from: number): Pick<FunctionSpan, "bodyStart" | "bodyEnd"> | null {
  let at = from;
  while (at < code.length) {
    const char = code[at] as string;
    if (char === "(" || char === "[") {
      at = closing(code, at);
      if (at === -1) return null;
    } else if (char === "{") {
      const close = closing(code, at);
      if (close === -1) return null;
      if (!/\b(?:struct|interface)\s*$/.test(code.slice(Math.max(0, at - 12), at)))
        return { bodyStart: at + 1, bodyEnd: close };
      at = close;
    } else if (char === "\n") return null;
    at += 1;
  }
  return null;
}
