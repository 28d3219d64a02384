import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import { junitTestId, uniqueIds } from "../junit/test-id.js";

/**
 * A node:test id: the names of the describe blocks (and of tests holding subtests) around the
 * test, then its own, as node's JUnit reporter nests them in <testsuite>s (`Int16Array > rounds`,
 * `parent > child`, a top-level test by its name alone). node writes `classname="test"` on every
 * testcase: an id made of it (`test > rounds`, `test > rounds (2)` where a title repeats) moved
 * whenever a test of the same title was added before it. `name` is the name fix-loop shows (a
 * file entry's path from the root, node-test-file-entries.ts).
 */
export function nodeTestId(name: string, ref: JunitTestRef): string {
  return junitTestId(name, (ref.suites ?? []).join(" > "));
}

/** The id fix-loop gave a node:test test before, before its run made it unique: `test > <name>`. */
export function formerNodeTestId(name: string, ref: JunitTestRef): string {
  return junitTestId(name, ref.classname, ref.suite);
}

/**
 * Gives each ref the id fix-loop gave its test before, still accepted where given (a
 * results.json, an issue, `/fix`): `test > <title>`, the second of a title `test > <title> (2)`,
 * counted in report order over the whole tier, as those ids were.
 */
export function keepFormerNodeTestIds(refs: JunitTestRef[]): void {
  const ids = uniqueIds(refs.map((ref) => formerNodeTestId(ref.name, ref)));
  refs.forEach((ref, at) => {
    ref.formerId = ids[at];
  });
}

/**
 * The refs node's name pattern picks a test out by from its id alone, before any report named it
 * (node lists no tests): its own name under its parent's, and each longer tail of the path, for a
 * name that holds " > " itself (`test("a > b")`). A file entry's id is its path from the root,
 * which node names by the absolute path. Null for an id only a run of every file places: one
 * with an ordinal (`rounds (2)`), or an id an earlier fix-loop gave (`test > rounds`).
 */
export function refsOfNodeTestId(id: string, cwd: string): JunitTestRef[] | null {
  if (/ \(\d+\)$/.test(id) || id.startsWith("test > ")) return null;
  const parts = id.split(" > ");
  const ref = (name: string, suite = ""): JunitTestRef => ({
    name,
    classname: "test",
    suite,
    file: null,
    line: null,
  });
  const tails = parts.slice(0, -1).map((_, at) => ref(parts.slice(at).join(" > ")));
  const own = ref(parts[parts.length - 1] ?? id, parts[parts.length - 2]);
  const fileEntry = parts.length === 1 && id.includes("/") ? [ref(path.join(cwd, id))] : [];
  return [own, ...tails, ...fileEntry];
}
