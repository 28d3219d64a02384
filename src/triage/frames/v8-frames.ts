import type { StackFrame } from "./stack-frame.js";

/** `at fn (file:line:col)`, `at file:line:col`, `at async Foo.bar (file:///x.mjs:1:2)`. */
const AT_FRAME =
  /^\s*at\s+(?:(.+?)\s+\()?((?:file:\/\/|node:)?[^\s()]+?):(\d+)(?::\d+)?\)?\s*\{?\s*$/;
/** vitest's own rendering: `❯ parseQuery src/query.ts:57:28` or `❯ src/query.ts:57:28`. */
const VITEST_FRAME = /^\s*❯\s+(?:(\S+)\s+)?(\S+?):(\d+)(?::\d+)?\s*$/;

/**
 * Frames of the V8 stacks in the text (vitest, jest, node:test, mocha), outermost first. V8
 * prints the innermost frame first; each stack is turned so every parser agrees. A failure can
 * show several stacks (node:test wraps the test's error, whose `cause:` holds the real one):
 * they follow one another, so the last project frame is the innermost of the last stack.
 */
export function v8Frames(text: string): StackFrame[] {
  const stacks: StackFrame[][] = [];
  let current: StackFrame[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = AT_FRAME.exec(line) ?? VITEST_FRAME.exec(line);
    if (match) {
      current.push({
        file: match[2] ?? "",
        line: Number(match[3]),
        function: functionName(match[1]),
        stack: stacks.length,
      });
    } else if (current.length > 0 && line.trim() !== "" && !/^\s*at\s/.test(line)) {
      // "at Array.reduce (<anonymous>)" has no place but is still the same stack.
      stacks.push(current.reverse());
      current = [];
    }
  }
  if (current.length > 0) stacks.push(current.reverse());
  return stacks.flat();
}

/** "async Object.withoutTrailingSlash [as x]" -> "withoutTrailingSlash": V8 coverage's name. */
function functionName(raw: string | undefined): string {
  if (!raw) return "<anonymous>";
  const name = raw
    .replace(/\s*\[as [^\]]+\]$/, "")
    .replace(/^(?:async|new)\s+/, "")
    .trim();
  const last = name.split(".").pop() ?? name;
  return last === "" || last === "<anonymous>" ? "<anonymous>" : last;
}

/** `at fromCodePoint (<anonymous>)`, `at Array.map (native)`: a built-in of the engine, no source. */
const BUILTIN_FRAME = /^\s*at\s+(?:.+?\s+)?\((?:<anonymous>|native)\)\s*$/;

/**
 * Whether the error was thrown by one of the engine's built-in functions (String.fromCodePoint,
 * JSON.parse, new Array(-1)): the innermost line of the last V8 stack in the text has no source.
 * The project frame under it passed the built-in a bad value; where that value was made, the
 * stack does not say.
 */
export function thrownByBuiltin(text: string): boolean {
  let innermost: string | null = null;
  let inStack = false;
  for (const line of text.split(/\r?\n/)) {
    const isFrame = /^\s*at\s/.test(line);
    if (isFrame && !inStack) innermost = line;
    inStack = isFrame || (inStack && line.trim() === "");
  }
  return innermost !== null && BUILTIN_FRAME.test(innermost);
}
