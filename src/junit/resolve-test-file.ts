import { existsSync } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";

/** What a test's file is told by: the report's own words, and where its failure text points. */
export interface FileClues {
  /** The file the report names (an attribute, a path-like classname or suite), else null. */
  declaredFile: string | null;
  /** That file, else the one the failure text shows (a frame, not always the test's). */
  file: string | null;
  classname: string;
  name: string;
}

/**
 * A test's file as a path relative to the project root, when it can be known: absolute paths
 * inside the root are made relative; pytest's xunit2 reports (no file attribute) name the
 * module in the classname, "tests.test_api.TestOrders", which is tests/test_api.py on disk. The
 * classname wins over the failure text, whose frames may be a helper's or the code under test
 * (a unittest mixin in tests/__init__.py, src/cachetools/__init__.py): a test has the same file
 * on a red run as on a green one, so its re-run selects it alone. A module pytest could not
 * collect has no classname and its dotted path for a name ("extra.test_props"): that module's
 * file. A frame outside the root (the standard library's importlib, where a collection error's
 * traceback starts) is no file of the project's: none is known then.
 */
export function createTestFileResolver(cwd: string): (clues: FileClues) => string | null {
  const modules = new Map<string, string | null>();
  const moduleFile = (classname: string, dotted = true): string | null => {
    if (!(dotted ? /^\w+(?:\.\w+)+$/ : /^\w+(?:\.\w+)*$/).test(classname)) return null;
    let known = modules.get(classname);
    if (known === undefined) {
      known = pythonModuleFile(classname, cwd);
      modules.set(classname, known);
    }
    return known;
  };
  return ({ declaredFile, file, classname, name }) => {
    if (declaredFile) return relativeToRoot(declaredFile, cwd);
    const module = classname === "" ? moduleFile(name, false) : moduleFile(classname);
    if (module) return module;
    const shown = file ? relativeToRoot(file, cwd) : null;
    return shown !== null && path.isAbsolute(shown) ? null : shown;
  };
}

export function relativeToRoot(file: string, cwd: string): string {
  if (!path.isAbsolute(file)) return file.replaceAll("\\", "/");
  const relative = path.relative(cwd, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return file;
  return relative.split(path.sep).join("/");
}

function pythonModuleFile(classname: string, cwd: string): string | null {
  const parts = classname.split(".");
  for (let length = parts.length; length > 0; length--) {
    const candidate = `${parts.slice(0, length).join("/")}.py`;
    if (existsSync(path.join(cwd, candidate))) return candidate;
  }
  return null;
}

/**
 * The real path of `file` (relative to `cwd` or absolute) when it is a regular file inside the
 * project root once every symlink is followed; null otherwise. A report is the tests' output,
 * so what it names is untrusted: /proc/self/environ, ../../home/runner/.ssh/id_rsa or a link
 * out of the project must never be read into a prompt.
 */
export async function realFileInsideRoot(cwd: string, file: string): Promise<string | null> {
  const root = await realpath(cwd).catch(() => null);
  const real = await realpath(path.resolve(cwd, file)).catch(() => null);
  if (root === null || real === null) return null;
  const inside = path.relative(root, real);
  if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? real : null;
}
