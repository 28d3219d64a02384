import type { TestResult } from "../../results/schema.js";
import { type Culprit, culpritOf, frameCulprit } from "../culprit.js";
import { helperOwner, isHelperUnit, splitFunctionId } from "./coverage-runner.js";

/**
 * The culprit a blamed coverage unit names. A helper declared inside a function (`outer/helper`,
 * v8-coverage.ts) is named as its function, where a bug at the helper's call site is (dayjs's
 * `startOf` picks `instanceFactory`'s arguments by a branch), unless a failure's stack shows the
 * helper itself failing: then the fault showed inside it, and the stacks name it so too (css-what's
 * `readValueWithParenthesis` in the 480-line `parseSelector`, throwing "Parenthesis not matched").
 */
export function unitCulprit(
  id: string,
  /** The culprit keys of the functions the failures' stacks show failing (framedKeys). */
  framed: ReadonlySet<string>,
  root?: string,
): Culprit {
  const { file, function: fn } = splitFunctionId(id);
  if (isHelperUnit(id)) {
    const helper = culpritOf(file, fn.slice(fn.indexOf("/") + 1), "coverage", root);
    if (framed.has(helper.key)) return helper;
  }
  return culpritOf(file, helperOwner(fn), "coverage", root);
}

/** The culprit keys of the functions these failures' stacks show failing. */
export function framedKeys(failed: readonly TestResult[], root?: string): Set<string> {
  return new Set(failed.flatMap((test) => frameCulprit(test, root)?.key ?? []));
}

/**
 * The culprit keys a coverage unit may be named by: its function's, and a helper's own
 * (`outer/helper` is a run of both).
 */
export function unitKeys(id: string, root?: string): string[] {
  const { file, function: fn } = splitFunctionId(id);
  const owner = culpritOf(file, helperOwner(fn), "coverage", root).key;
  if (!isHelperUnit(id)) return [owner];
  return [owner, culpritOf(file, fn.slice(fn.indexOf("/") + 1), "coverage", root).key];
}
