import { randomBytes } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { lstat, mkdir, open, readdir, rename, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { pathChecker } from "../bundle/path-rules.js";

/** One path of a kept change: its new content (from fix-loop's own spool file), or removed. */
export interface ChangeToApply {
  /** Repository-relative, `/`-separated. */
  path: string;
  content: { spool: string; executable: boolean } | null;
}

export class ApplyRefusedError extends Error {}

/** The bundle's path rules with no project root and no protected globs: shape, `.git*`, `.github/`. */
const bundleRules = pathChecker({ projectDir: "", protectedGlobs: [] });

/**
 * Why this path of a change may not be written into the checkout at `top`, or null: the bundle's
 * path rules, a folder on its way in the checkout that is a link or not a folder, or (for a
 * write) a folder where the file would go.
 */
export async function checkoutProblem(
  top: string,
  name: string,
  writes: boolean,
): Promise<string | null> {
  const rules = bundleRules(name);
  if (rules.length > 0) return rules.join("; ");
  const parts = name.split("/");
  for (let at = 1; at < parts.length; at += 1) {
    const folder = parts.slice(0, at).join("/");
    const stat = await lstat(path.join(top, folder)).catch(() => null);
    if (!stat) return null;
    if (stat.isSymbolicLink()) return `${folder} is a symbolic link in the checkout`;
    if (!stat.isDirectory()) return `${folder} is not a folder in the checkout`;
  }
  const target = await lstat(path.join(top, name)).catch(() => null);
  if (writes && target?.isDirectory()) return `${name} is a folder in the checkout`;
  return null;
}

/**
 * Writes a kept change into the checkout from its record alone, following no link: every path
 * is checked first (nothing is written when one fails); removals go first (unlink, which removes
 * a link itself, never what it points to; then folders left empty, rmdir only); each file is
 * written to a new name made with O_EXCL | O_NOFOLLOW in its folder and renamed over its path,
 * which replaces whatever was there (a link included) without going through it.
 */
export async function applyChange(top: string, changes: readonly ChangeToApply[]): Promise<void> {
  for (const change of changes) {
    const problem = await checkoutProblem(top, change.path, change.content !== null);
    if (problem) throw new ApplyRefusedError(`refused to write ${change.path}: ${problem}`);
  }
  for (const change of changes.filter((each) => each.content === null)) {
    const file = path.join(top, change.path);
    const stat = await lstat(file).catch(() => null);
    if (!stat) continue;
    if (stat.isDirectory())
      throw new ApplyRefusedError(`refused to remove the folder ${change.path}`);
    await unlink(file);
    await removeEmptyFolders(top, path.dirname(change.path));
  }
  for (const change of changes) {
    if (!change.content) continue;
    await makeFolders(top, change.path);
    await writeByRename(path.join(top, change.path), change.content);
  }
}

async function writeByRename(
  file: string,
  content: { spool: string; executable: boolean },
): Promise<void> {
  const fresh = path.join(path.dirname(file), `.fix-loop-${randomBytes(6).toString("hex")}`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const mode = content.executable ? 0o755 : 0o644;
  const handle = await open(fresh, flags, mode);
  try {
    await handle.chmod(mode);
    // The stream closes the handle when it ends, or fails.
    await pipeline(createReadStream(content.spool), handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(fresh).catch(() => undefined);
    throw error;
  }
  await rename(fresh, file);
}

/** The folders on the way to `name`, made one at a time, each checked to be a real folder. */
async function makeFolders(top: string, name: string): Promise<void> {
  const parts = name.split("/").slice(0, -1);
  for (let at = 1; at <= parts.length; at += 1) {
    const folder = path.join(top, ...parts.slice(0, at));
    await mkdir(folder, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
    const stat = await lstat(folder);
    if (!stat.isDirectory() || stat.isSymbolicLink())
      throw new ApplyRefusedError(`refused to write ${name}: ${folder} is not a folder`);
  }
}

async function removeEmptyFolders(top: string, folder: string): Promise<void> {
  let current = folder;
  while (current !== "." && current !== "") {
    const full = path.join(top, current);
    const stat = await lstat(full).catch(() => null);
    if (!stat?.isDirectory()) return;
    if ((await readdir(full)).length > 0) return;
    await rmdir(full).catch(() => undefined);
    current = path.dirname(current);
  }
}
