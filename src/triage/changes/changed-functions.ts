import path from "node:path";
import { readTextIfAny } from "../../files/read-text-if-any.js";
import { culpritOf, isAnonymous } from "../culprit.js";
import { isProjectCode } from "../frames/project-code.js";
import { withSourceSnapshot } from "../frames/source-snapshot.js";
import { goFunctionsOf } from "../spectrum/go-coverage.js";
import type { ChangedLines } from "./diff-hunks.js";
import { pythonFunctionsByLine } from "./python-functions.js";
import { scriptFunctionsAt } from "./script-functions.js";

/**
 * The culprit keys ("src/utils.ts:withoutTrailingSlash") of the project functions whose lines
 * a diff changed, named as stacks and coverage name them, so a key here is a key there. Tests,
 * dependencies and lines outside every function name nothing; nor does a language triage does
 * not name functions of.
 */
export function changedFunctions(
  changes: readonly ChangedLines[],
  root: string,
  /** The Go module's path, from go.mod at the root, when there is one. */
  goModule: string | null = null,
): Set<string> {
  // Each line's name reads its file once, not once a line.
  return withSourceSnapshot(() => namedChanges(changes, root, goModule));
}

function namedChanges(
  changes: readonly ChangedLines[],
  root: string,
  goModule: string | null,
): Set<string> {
  const keys = new Set<string>();
  for (const { file, ranges } of changes) {
    if (!isProjectCode(file, root)) continue;
    const nameAt = functionNamer(file, root, goModule);
    if (!nameAt) continue;
    for (const { from, to } of ranges)
      for (let line = from; line <= to; line++)
        for (const name of nameAt(line))
          if (!isAnonymous(name)) keys.add(culpritOf(file, name, "coverage", root).key);
  }
  return keys;
}

/** The function name at each line of a file, as its language's stacks name it; null when unknown. */
function functionNamer(
  file: string,
  root: string,
  goModule: string | null,
): ((line: number) => string[]) | null {
  const text = readTextIfAny(path.join(root, file));
  if (text === null) return null;
  if (JS_SOURCE.test(file)) {
    // The brace count (what stacks get) stays for a function the scanner did not find: a
    // second one of the same name.
    const scanned = scriptFunctionsAt(text);
    return (line) => {
      const names = scanned(line);
      if (names.length > 0) return names;
      const fn = culpritOf(file, "", "coverage", root, line).function;
      return fn === "" ? [] : [fn];
    };
  }
  const lines = text.split("\n");
  if (file.endsWith(".py")) {
    const names = pythonFunctionsByLine(lines);
    return (line) => (names[line - 1] ? [names[line - 1] as string] : []);
  }
  if (file.endsWith(".go") && goModule) {
    const declared = goFunctionsOf(text, `${goModule}/${file}`);
    return (line) =>
      declared.flatMap((fn) => (fn.start <= line && line <= fn.end ? [fn.name] : []));
  }
  return null;
}

const JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;
