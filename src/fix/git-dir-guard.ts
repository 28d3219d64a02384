import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * The parts of .git/ that decide which programs git starts and what it sees: the config (hooks
 * path, fsmonitor, filters, remotes, includes), the hooks and info/ (exclude, attributes).
 * Copied into memory before the agent runs, compared and put back after it, with plain file
 * reads: no git command runs until they are known to be as they were.
 */
export interface GitDirCopy {
  /** Absolute paths of the guarded files and folders. */
  roots: string[];
  entries: Map<string, GitDirEntry>;
}

type GitDirEntry =
  | { kind: "file"; content: Buffer; mode: number }
  | { kind: "link"; target: string }
  | { kind: "dir"; mode: number };

/** Beyond this much, .git/hooks or info/ is not something a repository ships. */
const MAX_BYTES = 8 * 1024 * 1024;

/** The guarded paths of a repository, from `git rev-parse --git-dir` and `--git-common-dir`. */
export function guardedGitPaths(gitDir: string, commonDir: string): string[] {
  const paths = [join(commonDir, "config"), join(commonDir, "hooks"), join(commonDir, "info")];
  paths.push(join(gitDir, "config.worktree"));
  if (gitDir !== commonDir) paths.push(join(gitDir, "info"));
  return [...new Set(paths)];
}

export async function copyGitDir(roots: string[]): Promise<GitDirCopy> {
  const entries = new Map<string, GitDirEntry>();
  let bytes = 0;
  for (const root of roots) {
    await walk(root, entries, (size) => {
      bytes += size;
      if (bytes > MAX_BYTES) {
        throw new Error(
          `.git/hooks, .git/info and .git/config hold more than ${MAX_BYTES} bytes; fix-loop copies them before each attempt to restore them, so remove what does not belong there`,
        );
      }
    });
  }
  return { roots, entries };
}

/** Guarded paths that differ from the copy: changed, added or removed (sorted). */
export async function gitDirChanges(copy: GitDirCopy): Promise<string[]> {
  const now = await copyGitDir(copy.roots).catch(() => null);
  if (!now) return [...copy.roots];
  const changed = new Set<string>();
  for (const [path, entry] of copy.entries) {
    const current = now.entries.get(path);
    if (!current || !sameEntry(entry, current)) changed.add(path);
  }
  for (const path of now.entries.keys()) if (!copy.entries.has(path)) changed.add(path);
  return [...changed].sort();
}

/** Puts every guarded path back as copied: extra files removed, changed ones rewritten. */
export async function restoreGitDir(copy: GitDirCopy): Promise<void> {
  for (const path of await gitDirChanges(copy)) {
    if (!copy.entries.has(path)) await rm(path, { recursive: true, force: true });
  }
  const paths = [...copy.entries.keys()].sort();
  for (const path of paths) {
    const entry = copy.entries.get(path);
    if (!entry) continue;
    const current = await describe(path);
    if (current && sameEntry(entry, current)) continue;
    if (current && !(current.kind === "dir" && entry.kind === "dir"))
      await rm(path, { recursive: true, force: true });
    await mkdir(dirname(path), { recursive: true });
    if (entry.kind === "dir") {
      await mkdir(path, { recursive: true });
      await chmod(path, entry.mode);
    } else if (entry.kind === "link") await symlink(entry.target, path);
    else await writeFile(path, entry.content, { mode: entry.mode });
  }
  const left = await gitDirChanges(copy);
  if (left.length > 0) throw new Error(`could not restore ${left.join(", ")}`);
}

async function walk(
  path: string,
  entries: Map<string, GitDirEntry>,
  count: (size: number) => void,
): Promise<void> {
  const entry = await describe(path);
  if (!entry) return;
  entries.set(path, entry);
  if (entry.kind === "file") count(entry.content.length);
  if (entry.kind !== "dir") return;
  for (const name of await readdir(path)) await walk(join(path, name), entries, count);
}

async function describe(path: string): Promise<GitDirEntry | null> {
  const stat = await lstat(path).catch(() => null);
  if (!stat) return null;
  if (stat.isSymbolicLink()) return { kind: "link", target: await readlink(path) };
  if (stat.isDirectory()) return { kind: "dir", mode: stat.mode & 0o7777 };
  // A fifo or socket in .git/hooks is never legitimate; reading it would block.
  if (!stat.isFile()) return { kind: "link", target: `(special file, mode ${stat.mode})` };
  return { kind: "file", content: await readFile(path), mode: stat.mode & 0o7777 };
}

function sameEntry(a: GitDirEntry, b: GitDirEntry): boolean {
  if (a.kind === "file" && b.kind === "file")
    return a.mode === b.mode && a.content.equals(b.content);
  if (a.kind === "link" && b.kind === "link") return a.target === b.target;
  if (a.kind === "dir" && b.kind === "dir") return a.mode === b.mode;
  return false;
}
