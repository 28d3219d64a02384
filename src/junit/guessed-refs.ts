import type { LearnContext } from "../engine/tier-kinds/tier-kind.js";
import { isTestPath } from "../files/test-paths.js";
import type { Runner } from "../runners/runner.js";
import type { JunitTestRef } from "./command-line.js";
import { junitTestId } from "./test-id.js";

/** A file a selection may be scoped to: a test's source, not the JUnit report a test may be printed with. */
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The refs a runner selects the wanted ids by without listing its tests first, made from the ids
 * alone (a runner that lists none), or, for a runner whose id is a test's full name (jest,
 * mocha), from an id the last run printed and the file it printed for it: jest's listing of
 * uuid's one test file took 2.8 s before a 3.5 s run. Scoped to the test files results.json
 * printed for them when it printed a source file for each.
 */
export function guessedRefs(
  runner: Runner,
  context: Pick<LearnContext, "ids" | "files" | "cwd" | "printedFiles">,
  command: string,
): Map<string, JunitTestRef[]> {
  const { ids, files, cwd, printedFiles } = context;
  const scoped = files?.every((file) => SOURCE_FILE.test(file)) ? files : undefined;
  const guessed = new Map<string, JunitTestRef[]>();
  for (const id of ids) {
    const refs =
      runner.refsOfId?.(id, cwd) ??
      byFullName(runner.fullNameOfId?.(id, command, cwd) ?? null, id, printedFiles?.[id]);
    if (refs) guessed.set(id, scoped ? refs.map((ref) => ({ ...ref, files: scoped })) : refs);
  }
  return guessed;
}

/**
 * The ref of a test whose id is its full name, in the test file the last run printed: not an id
 * made of a ticket token ("BT-007"), a second test's "(2)" or a file's path (jest-junit's
 * `{filepath}` classname), which are no part of the name the runner selects by.
 */
function byFullName(
  name: string | null,
  id: string,
  file: string | undefined,
): JunitTestRef[] | null {
  if (name === null || !file || !isTestPath(file) || / \(\d+\)$/.test(id)) return null;
  if (junitTestId(id, id) !== id || id.split(" > ").some((part) => SOURCE_FILE.test(part)))
    return null;
  return [{ name, classname: name, suite: "", file, line: null }];
}
