import path from "node:path";
import { existsIn } from "../files/exists-in.js";

/**
 * Where a relative config path is found in a folder above `cwd`, up to the repository's root
 * (the first folder holding `.git`): run from a subfolder, `.github/fix-loop.yml` is the root's.
 * Null when none is, or when the path is absolute.
 */
export async function configAbove(configPath: string, cwd: string): Promise<string | null> {
  if (path.isAbsolute(configPath)) return null;
  let folder = path.resolve(cwd);
  if (await existsIn(folder, ".git")) return null;
  for (let parent = path.dirname(folder); parent !== folder; parent = path.dirname(folder)) {
    folder = parent;
    if (await existsIn(folder, configPath)) return folder;
    if (await existsIn(folder, ".git")) return null;
  }
  return null;
}
