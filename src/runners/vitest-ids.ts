import { projectFile } from "../files/project-file.js";
import type { JunitTestRef } from "../junit/command-line.js";

/**
 * The ref of a vitest test, from its id alone ("test/cart.test.ts > cart > sums prices"): its
 * report's classname is the file, the first part, and its name the rest. `vitest list` to find
 * it first took 6-7 s on unjs/destr, where its run took 2 s. Null for an id whose first part is
 * no file of the project (vitest run from another root, an absolute path, one read as an
 * option): the listing finds it.
 */
export function refsOfVitestId(id: string, cwd: string): JunitTestRef[] | null {
  const [file = "", ...names] = id.split(" > ");
  const name = names.join(" > ");
  if (name === "" || !/\.[cm]?[jt]sx?$/.test(file)) return null;
  if (!projectFile(file, cwd)) return null;
  return [{ name, classname: file, suite: "", file, line: null }];
}
