import { parametersAt } from "./null-parameter.js";
import { sourceLines, withoutStringsAndComments } from "./source-function.js";
import type { StackFrame } from "./stack-frame.js";

/** The last call on a line with plain arguments: `new Intl.ListFormat(locString, opts)`. */
const CALL = /(?:new\s+)?[A-Za-z_$][\w$.]*\s*\(([^()]*)\)/g;

/**
 * Whether the frame's line hands the call it makes nothing but the function's own parameters,
 * as they came (`new Intl.ListFormat(locString, opts)` in `getCachedLF(locString, opts)`): when
 * a built-in throws on them, the value was made by a caller, and the frame only passed it on.
 */
export function forwardsItsParameters(frame: StackFrame | undefined, root: string): boolean {
  if (!frame || frame.line === null) return false;
  const lines = sourceLines(frame.file, root);
  const at = lines?.[frame.line - 1];
  if (!lines || at === undefined) return false;
  const call = [...withoutStringsAndComments(at).matchAll(CALL)].at(-1);
  const passed = (call?.[1] ?? "").split(",").map((each) => each.trim());
  if (passed.length === 0 || passed.some((each) => each === "")) return false;
  const parameters = parametersAt(lines, frame.line);
  return passed.every((each) => parameters.includes(each));
}
