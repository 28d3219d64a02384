import { isProjectCode } from "./project-code.js";
import type { StackFrame } from "./stack-frame.js";

/**
 * Whether the project's own code raised the failure's AssertionError: the innermost frame of
 * the stack is the project's, not a test's or an assertion library's. An `assert` in a library
 * function checks a state it was handed (sortedcontainers' `_check`, which a test calls after
 * each change: "assert self._maxes[pos] == self._lists[pos][-1]"), or its caller's input; the
 * value that broke it was made elsewhere, as with a built-in that throws on what it was given.
 */
export function assertedInProjectCode(
  message: string,
  frames: readonly StackFrame[],
  root?: string,
): boolean {
  if (!ASSERTION_ERROR.test(message.trim())) return false;
  const innermost = frames.at(-1);
  return innermost !== undefined && isProjectCode(innermost.file, root);
}

/** Python's, node:assert's (`AssertionError [ERR_ASSERTION]`), chai's: by name, first on the line. */
const ASSERTION_ERROR = /^(?:[\w$]+\.)*AssertionError\b/;
