import { mkdir, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Creates a folder and its missing parents, one level at a time. Node's own
 * `mkdir({ recursive: true })` never returns for a path under a pseudo-filesystem such as
 * /proc (each level answers ENOENT and it retries), so a user's `--json /proc/x/r.json` would
 * hang the run; here the deepest existing ancestor decides and the error names the folder.
 */
export async function ensureDirectory(directory: string): Promise<void> {
  const absolute = path.resolve(directory);
  const existing = await stat(absolute).catch(() => null);
  if (existing?.isDirectory()) return;
  if (existing) throw new Error(`${absolute} exists and is not a folder`);
  const parent = path.dirname(absolute);
  if (parent !== absolute) await ensureDirectory(parent);
  await mkdir(absolute).catch(async (error: NodeJS.ErrnoException) => {
    // Another process may have created it between the stat and the mkdir.
    if (error.code === "EEXIST" && (await stat(absolute)).isDirectory()) return;
    throw error;
  });
}
