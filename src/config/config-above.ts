import { access } from "node:fs/promises";
import path from "node:path";

/**
 * Where a relative config path is found in a folder above `cwd`, up to the repository's root
 * (the first folder holding `.git`): run from a subfolder, `.github/fix-loop.yml` is the root's.
 * Null when none is, or when the path is absolute.
 */
export async function configAbove(configPath: string, cwd: string): Promise<string | null> {
  if (path.isAbsolute(configPath)) return null;
  let folder = path.resolve(cwd);
  if (await exists(path.join(folder, ".git"))) return null;
  for (let parent = path.dirname(folder); parent !== folder; parent = path.dirname(folder)) {
    folder = parent;
    if (await exists(path.join(folder, configPath))) return folder;
    if (await exists(path.join(folder, ".git"))) return null;
  }
  return null;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
