import { firstDeclarationLine } from "../frames/source-function.js";
import { identifierOf, type SourceReader } from "../frames/source-names.js";
import { helperUnit, isHelperUnit, splitFunctionId } from "./coverage-runner.js";

/**
 * A function with no parameters whose body only returns a literal: `commaAndOnX0() { return
 * ", and on %s"; }`, one of a locale's or a dialect's strings. It holds data, not logic: when a
 * test runs the wrong one, the function that picked it is wrong. Run by the failing tests of
 * every locale (cronstrue's getDayOfWeekDescription picking `commaAndOnX0` for
 * `commaOnlyOnX0`), each locale's copy scores low on its own, and the spectrum named `format`,
 * which every description goes through, or nothing.
 */
export function returnsAConstant(source: SourceReader, id: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  const name = identifierOf(fn);
  const lines = source.linesOf(file);
  if (!name || !lines || isHelperUnit(id)) return false;
  const at = firstDeclarationLine(lines, name);
  if (at === -1) return false;
  const text = lines.slice(at, at + 4).join(" ");
  return CONSTANT_BODY.test(text.slice(text.indexOf(name) + name.length));
}

/** The unit of a caller's choices of constants: no function is named so. */
const CHOICE = "<constant>";

const LITERAL = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\x60[^\x60$]*\x60|-?\d[\w.]*|true|false|null)`;
/** `()`, a return type, then `{ return <literal>; }` (TypeScript, JavaScript). */
const CONSTANT_BODY = new RegExp(
  String.raw`^\s*\(\s*\)\s*(?::\s*[\w$.<>[\]| ]+)?\s*\{\s*return\s+${LITERAL}\s*;?\s*\}`,
);

/**
 * Each test's functions with every constant-returning one it ran counted as a choice of its one
 * caller among them: one unit per caller (`caller/<constant>`, ranked and named as part of the
 * caller, as a helper declared inside it is: coverage-runner.ts), whichever string and locale
 * it picked. A wrong choice picks one string where another was due and the other where the
 * first was (cronstrue's 22 failures that got ", and on" and 9 ", only on"): as one unit they
 * outrank `format`, which every description goes through, even against a passing sample of 17
 * (31 failures and 3 passing tests against 31 and 8). A constant with no caller, or more than
 * one, among the test's functions stays as it is.
 */
export function asCallersChoices(
  coverage: ReadonlyMap<string, ReadonlySet<string>>,
  source: SourceReader,
): Map<string, Set<string>> {
  const constant = new Map<string, boolean>();
  const isConstant = (id: string) => {
    let known = constant.get(id);
    if (known === undefined) {
      known = returnsAConstant(source, id);
      constant.set(id, known);
    }
    return known;
  };
  const lifted = new Map<string, Set<string>>();
  for (const [test, functions] of coverage) {
    const ids = [...functions];
    const set = new Set<string>();
    for (const id of ids) {
      const name = isConstant(id) ? identifierOf(splitFunctionId(id).function) : null;
      const callers = name
        ? ids.filter((other) => {
            const { file, function: fn } = splitFunctionId(other);
            return other !== id && !isConstant(other) && source.callsOf(file, fn).has(name);
          })
        : [];
      const [caller] = callers;
      if (!name || !caller || callers.length > 1) {
        set.add(id);
        continue;
      }
      const { file, function: fn } = splitFunctionId(caller);
      set.add(`${file}:${helperUnit(fn, CHOICE)}`);
    }
    lifted.set(test, set);
  }
  return lifted;
}
