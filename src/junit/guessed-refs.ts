import type { Runner } from "../runners/runner.js";
import type { JunitTestRef } from "./command-line.js";

/** A file a selection may be scoped to: a test's source, not the JUnit report a test may be printed with. */
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The refs a runner that lists no tests selects the wanted ids by, made from the ids alone, and
 * scoped to the test files results.json printed for them when it printed a source file for each.
 */
export function guessedRefs(
  runner: Runner,
  ids: readonly string[],
  files: readonly string[] | undefined,
  cwd: string,
): Map<string, JunitTestRef[]> {
  const scoped = files?.every((file) => SOURCE_FILE.test(file)) ? files : undefined;
  const guessed = new Map<string, JunitTestRef[]>();
  for (const id of ids) {
    const refs = runner.refsOfId?.(id, cwd);
    if (refs) guessed.set(id, scoped ? refs.map((ref) => ({ ...ref, files: scoped })) : refs);
  }
  return guessed;
}
