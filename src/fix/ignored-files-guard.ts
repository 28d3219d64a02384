import { lstat, mkdir, readFile, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import picomatch from "picomatch";
import { git } from "./git-work-tree.js";

/**
 * Ignored files are not in a snapshot's tree, yet tests load them (a local config, generated
 * code, a .pyc). Before the agent runs, every ignored file outside node_modules is recorded
 * (lstat, whose ctime no user can set back) and, within a bound, copied. Afterwards each change
 * is undone: new files removed, changed or removed ones put back, so the verification sees the
 * ignored files as they were. Dependencies (node_modules) are the `check` job's to re-install;
 * a change there is not seen here.
 */
export interface IgnoredFiles {
  top: string;
  files: Map<string, IgnoredFile>;
  /** Set when some files were only recorded, not copied: their changes cannot be undone. */
  overBound: boolean;
}

interface IgnoredFile {
  stamp: string;
  /** The content (or link target) when it fits the bound; null: recorded only. */
  copy: { kind: "file"; content: Buffer; mode: number } | { kind: "link"; target: string } | null;
}

export interface IgnoredChanges {
  /** Paths (repository-relative) put back as they were. */
  restored: string[];
  /** Changed paths that could not be put back (beyond the copy bound). */
  unrestorable: string[];
}

/** Tool caches: a change there is expected when the agent runs tests, and is undone without a word. */
const CACHE_SEGMENTS = new Set([
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".cache",
  ".vite",
  ".turbo",
  ".nyc_output",
  "coverage",
]);
const MAX_COPIED_FILES = 5_000;
const MAX_COPIED_BYTES = 32 * 1024 * 1024;
const DEPENDENCIES = ":(exclude,glob)**/node_modules/**";

export async function recordIgnoredFiles(top: string): Promise<IgnoredFiles> {
  const files = new Map<string, IgnoredFile>();
  let bytes = 0;
  let overBound = false;
  for (const path of await listIgnored(top)) {
    const stat = await lstat(join(top, path)).catch(() => null);
    if (!stat) continue;
    let copy: IgnoredFile["copy"] = null;
    const fits = files.size < MAX_COPIED_FILES && bytes + stat.size <= MAX_COPIED_BYTES;
    if (fits && stat.isSymbolicLink())
      copy = { kind: "link", target: await readlink(join(top, path)) };
    else if (fits && stat.isFile()) {
      copy = { kind: "file", content: await readFile(join(top, path)), mode: stat.mode & 0o7777 };
      bytes += stat.size;
    }
    if (!copy) overBound = true;
    files.set(path, { stamp: stampOf(stat), copy });
  }
  return { top, files, overBound };
}

/** Undoes every change to the recorded ignored files; see IgnoredChanges. */
export async function restoreIgnoredFiles(recorded: IgnoredFiles): Promise<IgnoredChanges> {
  const { top } = recorded;
  const restored: string[] = [];
  const unrestorable: string[] = [];
  const now = new Set(await listIgnored(top));
  for (const path of now) {
    if (recorded.files.has(path)) continue;
    await rm(join(top, path), { recursive: true, force: true });
    restored.push(path);
  }
  for (const [path, before] of recorded.files) {
    const stat = await lstat(join(top, path)).catch(() => null);
    if (stat && stampOf(stat) === before.stamp) continue;
    if (!before.copy) {
      unrestorable.push(path);
      continue;
    }
    if (stat && before.copy.kind === "file" && stat.isFile()) {
      const content = await readFile(join(top, path));
      if (content.equals(before.copy.content) && (stat.mode & 0o7777) === before.copy.mode)
        continue;
    }
    await rm(join(top, path), { recursive: true, force: true });
    await mkdir(dirname(join(top, path)), { recursive: true });
    if (before.copy.kind === "link") await symlink(before.copy.target, join(top, path));
    else await writeFile(join(top, path), before.copy.content, { mode: before.copy.mode });
    restored.push(path);
  }
  return { restored: restored.sort(), unrestorable: unrestorable.sort() };
}

/**
 * The ignored changes that count as tampering: everything but tool caches and the reports the
 * tiers write (`outputs`, globs relative to the repository top).
 */
export function suspiciousIgnoredChanges(
  paths: readonly string[],
  outputs: readonly string[],
): string[] {
  const isOutput = outputs.length > 0 ? picomatch([...outputs], { dot: true }) : () => false;
  return paths.filter(
    (path) =>
      !path.split("/").some((segment) => CACHE_SEGMENTS.has(segment)) &&
      !path.endsWith(".pyc") &&
      !isOutput(path),
  );
}

async function listIgnored(top: string): Promise<string[]> {
  const listing = await git(top, [
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--",
    ".",
    DEPENDENCIES,
  ]);
  return listing.split("\0").filter((path) => path.length > 0 && path !== ".git");
}

/** Size, mode, inode, mtime and ctime: a write, a rename over it or a chmod changes one of them. */
function stampOf(stat: Awaited<ReturnType<typeof lstat>>): string {
  return `${stat.size}:${stat.mode}:${stat.ino}:${stat.mtimeMs}:${stat.ctimeMs}`;
}
