import { copyFile, readdir, rm, rmdir } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { git } from "./git.js";

/**
 * The working tree as git would see it before an attempt, stored as git objects so it can be
 * compared and restored exactly: tracked and untracked files (ignored ones excepted), the
 * index, and HEAD (an agent may commit).
 */
export interface Snapshot {
  top: string;
  head: string | null;
  index: string;
  worktree: string;
}

export interface TreeChanges {
  /** Paths relative to the repository top, sorted: added, modified, deleted, mode changes. */
  files: string[];
  /** git's --stat summary of the change, for people and for the next prompt. */
  diffStat: string;
}

let temporaryIndexes = 0;

export async function takeSnapshot(cwd: string): Promise<Snapshot> {
  const top = (await git(cwd, ["rev-parse", "--show-toplevel"])).trim();
  const headOutput = await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "");
  const head = headOutput.trim() || null;
  const index = (await git(top, ["write-tree"])).trim();
  return { top, head, index, worktree: await worktreeTree(top) };
}

/** What changed in the working tree since the snapshot, untracked files included. */
export async function changesSince(snapshot: Snapshot): Promise<TreeChanges> {
  const now = await worktreeTree(snapshot.top);
  return diffTrees(snapshot.top, snapshot.worktree, now);
}

/**
 * Puts the working tree, the index and HEAD back as they were at the snapshot: files the
 * attempt created are removed, files it changed or deleted come back. Ignored files are not
 * part of a snapshot and are left alone. Checks the result and throws if it is not exact.
 */
export async function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  const { top } = snapshot;
  const head =
    (await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")).trim() || null;
  if (head !== snapshot.head) {
    if (snapshot.head) await git(top, ["reset", "--quiet", "--soft", snapshot.head]);
    else await git(top, ["update-ref", "-d", "HEAD"]);
  }

  const now = await worktreeTree(top);
  const status = await git(top, [
    "diff",
    "--name-status",
    "--no-renames",
    "-z",
    snapshot.worktree,
    now,
  ]);
  const added: string[] = [];
  const back: string[] = [];
  const fields = status.split("\0").filter((field) => field.length > 0);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? "";
    const path = fields[i + 1] ?? "";
    if (code.startsWith("A")) added.push(path);
    else back.push(path);
  }

  for (const path of added) {
    await rm(join(top, path), { force: true, recursive: true });
    await removeEmptyParents(top, dirname(join(top, path)));
  }
  if (back.length > 0) {
    await withTemporaryIndex(top, async (env) => {
      await git(top, ["read-tree", snapshot.worktree], { env });
      // A path that became a folder must go before the file can come back.
      for (const path of back) await rm(join(top, path), { force: true, recursive: true });
      await git(top, ["checkout-index", "--force", "--stdin", "-z"], {
        env,
        input: `${back.join("\0")}\0`,
      });
    });
  }
  await git(top, ["read-tree", snapshot.index]);

  const restored = await worktreeTree(top);
  if (restored !== snapshot.worktree) {
    const left = await diffTrees(top, snapshot.worktree, restored);
    throw new Error(
      `could not restore the working tree exactly; still different: ${left.files.join(", ")}`,
    );
  }
}

/** Project-relative path of a repository path, with forward slashes. */
export function projectPath(snapshot: Snapshot, cwd: string, repoPath: string): string {
  return relative(resolve(cwd), join(snapshot.top, repoPath)).split(sep).join("/");
}

async function diffTrees(top: string, from: string, to: string): Promise<TreeChanges> {
  if (from === to) return { files: [], diffStat: "" };
  const names = await git(top, ["diff", "--name-only", "--no-renames", "-z", from, to]);
  const files = names
    .split("\0")
    .filter((name) => name.length > 0)
    .sort();
  const stat = await git(top, ["diff", "--stat=100,80", "--no-color", "--no-renames", from, to]);
  return { files, diffStat: stat.replace(/\s+$/, "") };
}

/** A tree object of the work tree as `git add -A` sees it, written without touching the index. */
async function worktreeTree(top: string): Promise<string> {
  return withTemporaryIndex(top, async (env) => {
    await git(top, ["add", "--all"], { env });
    return (await git(top, ["write-tree"], { env })).trim();
  });
}

async function withTemporaryIndex<T>(
  top: string,
  work: (env: NodeJS.ProcessEnv) => Promise<T>,
): Promise<T> {
  const realIndex = resolve(top, (await git(top, ["rev-parse", "--git-path", "index"])).trim());
  temporaryIndexes += 1;
  const temporary = `${realIndex}.fix-loop-${process.pid}-${temporaryIndexes}`;
  // Starting from the real index reuses its stat cache, so only changed files are hashed.
  await copyFile(realIndex, temporary).catch(() => undefined);
  try {
    return await work({ GIT_INDEX_FILE: temporary });
  } finally {
    await rm(temporary, { force: true });
  }
}

async function removeEmptyParents(top: string, folder: string): Promise<void> {
  let current = folder;
  while (current.startsWith(top) && current !== top) {
    const entries = await readdir(current).catch(() => null);
    if (entries === null || entries.length > 0) return;
    await rmdir(current).catch(() => undefined);
    current = dirname(current);
  }
}
