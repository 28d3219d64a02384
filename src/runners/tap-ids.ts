import { projectFile } from "../files/project-file.js";
import type { JunitTestRef } from "../junit/command-line.js";

/**
 * The ref of a tap test, from its id alone ("test/cart.test.js > cart > sums prices"): the file
 * is the first part, where the project holds it; the subtests between are its classname's
 * levels, the last part its name. tap lists no subtests without running them, and without this
 * `--tests` ran the whole tier to find one test (node-lru-cache: 2 min against 5 s). Null for an
 * id whose first part is no file of the project (a path outside it, or an absolute one).
 */
export function refsOfTapId(id: string, cwd: string): JunitTestRef[] | null {
  const parts = id.split(" > ");
  const file = parts[0] ?? "";
  const name = parts.at(-1) ?? "";
  if (parts.length < 2 || name === "") return null;
  if (!projectFile(file, cwd)) return null;
  return [{ name, classname: parts.slice(0, -1).join(" > "), suite: "", file, line: null }];
}
