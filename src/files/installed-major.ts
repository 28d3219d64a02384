import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The major version of a package as the project at `cwd` resolves it (its node_modules, or a
 * parent's), from the package's package.json; null when it is not installed or says none.
 */
export async function installedMajor(cwd: string, name: string): Promise<number | null> {
  try {
    const manifest = createRequire(path.join(cwd, "noop.js")).resolve(`${name}/package.json`);
    const version = JSON.parse(await readFile(manifest, "utf8")).version;
    const major = /^(\d+)\./.exec(String(version))?.[1];
    return major === undefined ? null : Number(major);
  } catch {
    return null;
  }
}
