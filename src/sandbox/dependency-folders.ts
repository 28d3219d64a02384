import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** Folders the agent reads but has no business writing: installed dependencies. */
const DEPENDENCIES = "node_modules";
/** A Python virtual environment at the top, known by its pyvenv.cfg. */
const VIRTUAL_ENVIRONMENTS = [".venv", "venv"];

/**
 * The installed-dependency folders of the tree (`node_modules`, at any depth, not inside one
 * another nor in `.git`; a Python virtual environment `.venv` or `venv` at the top), as paths
 * relative to `top`: real folders only, and only those any user may read and enter, since the
 * agent user reads them where they are. The agent's copy lays each of them in read-only rather
 * than copying it: most of a JavaScript tree's files are there, they are ignored files git would
 * not list, and fix-loop never reads them back (check installs its own).
 */
export async function dependencyFolders(top: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of VIRTUAL_ENVIRONMENTS) {
    const stat = await lstat(path.join(top, name)).catch(() => null);
    const config = await lstat(path.join(top, name, "pyvenv.cfg")).catch(() => null);
    if (stat?.isDirectory() && (stat.mode & 0o005) === 0o005 && config?.isFile()) found.push(name);
  }
  const pending = [""];
  while (pending.length > 0) {
    const relative = pending.pop() as string;
    const entries = await readdir(path.join(top, relative), { withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      if (!entry.isDirectory() || (relative === "" && entry.name === ".git")) continue;
      if (relative === "" && found.includes(entry.name)) continue;
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
