import { readFile } from "node:fs/promises";
import path from "node:path";

/** What fix-loop reads of an installed package's package.json. */
export interface InstalledManifest {
  version?: string;
  engines?: { node?: string };
}

/**
 * The package.json of a package as the project at `cwd` has it installed: in its node_modules,
 * else a parent folder's (a workspace's root), as Node resolves it. Read by path, not through
 * the package's `exports`, which need not name its package.json. Null when none is found.
 */
export async function installedManifest(
  cwd: string,
  name: string,
): Promise<InstalledManifest | null> {
  for (let folder = path.resolve(cwd); ; folder = path.dirname(folder)) {
    const text = await readFile(
      path.join(folder, "node_modules", name, "package.json"),
      "utf8",
    ).catch(() => null);
    if (text !== null) {
      try {
        return JSON.parse(text) as InstalledManifest;
      } catch {
        return null;
      }
    }
    if (path.dirname(folder) === folder) return null;
  }
}

/** The major version of an installed package (installedManifest); null when unknown. */
export async function installedMajor(cwd: string, name: string): Promise<number | null> {
  const major = /^(\d+)\./.exec(String((await installedManifest(cwd, name))?.version))?.[1];
  return major === undefined ? null : Number(major);
}
