import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** Folders the agent reads but has no business writing: installed dependencies. */
const DEPENDENCIES = "node_modules";

/**
 * The installed-dependency folders of the tree (`node_modules`, at any depth, not inside one
 * another nor in `.git`), as paths relative to `top`: real folders only, and only those any user
 * may read and enter, since the agent user reads them where they are. The agent's copy lays each
 * of them in read-only rather than copying it: most of a JavaScript tree's files are there, and
 * fix-loop never compares them (check installs its own).
 */
export async function dependencyFolders(top: string): Promise<string[]> {
  const found: string[] = [];
  const pending = [""];
  while (pending.length > 0) {
    const relative = pending.pop() as string;
    const entries = await readdir(path.join(top, relative), { withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      if (!entry.isDirectory() || (relative === "" && entry.name === ".git")) continue;
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.name !== DEPENDENCIES) {
        pending.push(child);
        continue;
      }
      const stat = await lstat(path.join(top, child)).catch(() => null);
      if (stat?.isDirectory() && (stat.mode & 0o005) === 0o005) found.push(child);
    }
  }
  return found.sort();
}
