import type { Stats } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Every file and symlink under `top` (links are not followed), by `/`-separated relative path,
 * skipping any folder whose name `skip` holds.
 */
export async function walkFiles(
  top: string,
  skip: ReadonlySet<string>,
): Promise<Map<string, Stats>> {
  const found = new Map<string, Stats>();
  const pending = [""];
  while (pending.length > 0) {
    const relative = pending.pop() as string;
    const entries = await readdir(path.join(top, relative), { withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) pending.push(child);
        continue;
      }
      const stat = await lstat(path.join(top, child)).catch(() => null);
      if (stat && (stat.isFile() || stat.isSymbolicLink())) found.set(child, stat);
    }
  }
  return found;
}

/** Size, mode, inode, mtime and ctime: a write, a rename over it or a chmod changes one of them. */
export function stampOf(stat: Stats): string {
  return `${stat.size}:${stat.mode}:${stat.ino}:${stat.mtimeMs}:${stat.ctimeMs}`;
}
