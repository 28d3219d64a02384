import { declaredOn, sourceLines, withoutStringsAndComments } from "./source-function.js";
import type { StackFrame } from "./stack-frame.js";

/** V8's TypeError for a property read on null or undefined, and the property it read. */
const NULL_READ = /Cannot read propert(?:y|ies) of (?:null|undefined) \(reading '([^']+)'\)/;

/** `at Array.filter (<anonymous>)`: an array's built-in method calling a callback. */
const ARRAY_METHOD =
  /^\s*at (?:Array|TypedArray|Int\d+Array|Uint\d+Array|Float\d+Array)\.\w+ \((?:<anonymous>|native)\)\s*$/;

/**
 * Whether the failure is V8's TypeError for a property read on null or undefined, thrown where
 * a callback an array's method called (`.filter(isQuality)`) read that property of one of its
 * own parameters (`return spec.q > 0` in `isQuality(spec)`): the callback was handed an element
 * of the array, as a built-in is handed the value it throws on, and the function that put the
 * null in the array is not on the stack (negotiator's `getCharsetPriority`). A function called
 * directly with a null stays blamed: the fix may well be its own check for it.
 */
export function readAPropertyOfItsParameter(
  text: string,
  frame: StackFrame | undefined,
  root: string,
): boolean {
  const lines = text.split("\n");
  const property = NULL_READ.exec(lines[0] ?? "")?.[1];
  if (!property || !frame || frame.line === null) return false;
  const thrownAt = lines.findIndex(
    (line) => /^\s*at\s/.test(line) && line.includes(`:${frame.line}:`),
  );
  if (thrownAt === -1 || !ARRAY_METHOD.test(lines[thrownAt + 1] ?? "")) return false;
  const source = sourceLines(frame.file, root);
  const at = source?.[frame.line - 1];
  if (!source || at === undefined) return false;
  const parameters = parametersAt(source, frame.line);
  const code = withoutStringsAndComments(at);
  return parameters.some((name) =>
    new RegExp(
      String.raw`(?<![\w$.])${escapeDollar(name)}\s*\??\.\s*${escapeDollar(property)}\b`,
    ).test(code),
  );
}

/** The parameters of the nearest function declared at or above a line (1-based). */
export function parametersAt(lines: readonly string[], line: number): string[] {
  for (let index = line - 1; index >= 0; index--) {
    const text = lines[index] ?? "";
    const name = declaredOn(text);
    if (!name) continue;
    const list = /\(([^)]*)\)/.exec(text.slice(text.indexOf(name) + name.length))?.[1] ?? "";
    return list.split(",").flatMap((part) => {
      const parameter = /^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(part)?.[1];
      return parameter ? [parameter] : [];
    });
  }
  return [];
}

function escapeDollar(text: string): string {
  return text.replace(/[$]/g, "\\$");
}
