import { mkdtemp, readdir, rm, rmdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import {
  copyGitDir,
  type GitDirCopy,
  gitDirChanges,
  guardedGitPaths,
  restoreGitDir,
} from "./git-dir-guard.js";
import { git } from "./git-work-tree.js";
import {
  type IgnoredFiles,
  recordIgnoredFiles,
  restoreIgnoredFiles,
  suspiciousIgnoredChanges,
} from "./ignored-files-guard.js";
import { type FlaggedEntry, flaggedIndexEntries, newFlags, reapplyFlags } from "./index-flags.js";

/**
 * The working tree as git would see it before an attempt, stored as git objects so it can be
 * compared and restored exactly: tracked and untracked files (ignored ones excepted), the
 * index, HEAD (an agent may commit), and beside them what git itself obeys: .git/config,
 * hooks and info/, the index's skip-worktree/assume-unchanged flags, and the ignored files.
 */
export interface Snapshot {
  top: string;
  head: string | null;
  index: string;
  /** Built from a fresh index, so no flag in the real one hides a file. */
  worktree: string;
  flagged: FlaggedEntry[];
  gitDir: GitDirCopy;
  ignored: IgnoredFiles;
}

export interface TreeChanges {
  /** Paths relative to the repository top, sorted: added, modified, deleted, mode changes. */
  files: string[];
  /** git's --stat summary of the change, for people and for the next prompt. */
  diffStat: string;
  /** What the agent did to git itself or to ignored files, in words; any entry is tampering. */
  tamper: string[];
  /**
   * Ignored files (repository-relative) changed during the attempt: put back, or thrown away
   * with the agent's copy.
   */
  ignoredRestored: string[];
}

export interface SnapshotOptions {
  /** Globs (repository-relative) of files the tests write, such as JUnit reports: put back silently. */
  outputs?: readonly string[];
}

export async function takeSnapshot(cwd: string): Promise<Snapshot> {
  const top = (await git(cwd, ["rev-parse", "--show-toplevel"])).trim();
  const headOutput = await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "");
  const head = headOutput.trim() || null;
  const index = (await git(top, ["write-tree"])).trim();
  const [gitDir, commonDir] = (
    await git(top, ["rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir"])
  )
    .trim()
    .split("\n");
  return {
    top,
    head,
    index,
    worktree: await worktreeTree(top),
    flagged: await flaggedIndexEntries(top),
    gitDir: await copyGitDir(guardedGitPaths(gitDir ?? "", commonDir ?? gitDir ?? "")),
    ignored: await recordIgnoredFiles(top),
  };
}

/**
 * What changed since the snapshot. The order matters: .git/config, hooks and info/ are compared
 * with plain file reads and put back before any git command runs (a planted fsmonitor or filter
 * would run inside it); ignored files are put back before anything re-runs the tests.
 */
export async function changesSince(
  snapshot: Snapshot,
  options: SnapshotOptions = {},
): Promise<TreeChanges> {
  const tamper: string[] = [];
  const gitDirChanged = await gitDirChanges(snapshot.gitDir);
  if (gitDirChanged.length > 0) {
    await restoreGitDir(snapshot.gitDir);
    tamper.push(`changed ${gitDirChanged.map((path) => gitPathName(snapshot, path)).join(", ")}`);
  }
  tamper.push(...newFlags(snapshot.flagged, await flaggedIndexEntries(snapshot.top)));
  const ignored = await restoreIgnoredFiles(snapshot.ignored);
  const suspicious = suspiciousIgnoredChanges(ignored.restored, options.outputs ?? []);
  if (suspicious.length > 0) tamper.push(`changed ignored files: ${suspicious.join(", ")}`);
  if (ignored.unrestorable.length > 0) {
    tamper.push(
      `changed ignored files too large to copy and put back: ${ignored.unrestorable.join(", ")}`,
    );
  }
  const now = await worktreeTree(snapshot.top);
  const changes = await diffTrees(snapshot.top, snapshot.worktree, now);
  return { ...changes, tamper, ignoredRestored: ignored.restored };
}

/**
 * Puts the working tree, the index, HEAD and the guarded parts of .git/ back as they were at
 * the snapshot: files the attempt created are removed, files it changed or deleted come back,
 * ignored files it changed are put back. Checks the result and throws if it is not exact.
 */
export async function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  const { top } = snapshot;
  await restoreGitDir(snapshot.gitDir);
  await restoreIgnoredFiles(snapshot.ignored);
  const head =
    (await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")).trim() || null;
  if (head !== snapshot.head) {
    if (snapshot.head) await git(top, ["reset", "--quiet", "--soft", snapshot.head]);
    else await git(top, ["update-ref", "-d", "HEAD"]);
  }

  const now = await worktreeTree(top);
  const status = await git(top, [
    "diff",
    "--no-ext-diff",
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
    await withFreshIndex(async (env) => {
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
  await reapplyFlags(top, snapshot.flagged);

  const restored = await worktreeTree(top);
  if (restored !== snapshot.worktree) {
    const left = await diffTrees(top, snapshot.worktree, restored);
    throw new Error(
      `could not restore the working tree exactly; still different: ${left.files.join(", ")}`,
    );
  }
}

/** Project-relative path of a repository path, with forward slashes. */
export function projectPath(top: string, cwd: string, repoPath: string): string {
  return relative(resolve(cwd), join(top, repoPath)).split(sep).join("/");
}

async function diffTrees(
  top: string,
  from: string,
  to: string,
): Promise<Pick<TreeChanges, "files" | "diffStat">> {
  if (from === to) return { files: [], diffStat: "" };
  const names = await git(top, [
    "diff",
    "--no-ext-diff",
    "--name-only",
    "--no-renames",
    "-z",
    from,
    to,
  ]);
  const files = names
    .split("\0")
    .filter((name) => name.length > 0)
    .sort();
  const stat = await git(top, [
    "diff",
    "--no-ext-diff",
    "--no-textconv",
    "--stat=100,80",
    "--no-color",
    "--no-renames",
    from,
    to,
  ]);
  return { files, diffStat: stat.replace(/\s+$/, "") };
}

/**
 * A tree object of the work tree as `git add --all` sees it, through a fresh index in a folder
 * of fix-loop's own: the real index is neither read nor written, so none of its flags hides a
 * file. Every file is hashed each time (no stat cache to trust); that is the price.
 */
async function worktreeTree(top: string): Promise<string> {
  return withFreshIndex(async (env) => {
    await git(top, ["add", "--all"], { env });
    return (await git(top, ["write-tree"], { env })).trim();
  });
}

async function withFreshIndex<T>(work: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), "fix-loop-index-"));
  try {
    return await work({ GIT_INDEX_FILE: join(folder, "index") });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** .git/config rather than an absolute path, for the attempt's detail. */
function gitPathName(snapshot: Snapshot, path: string): string {
  const name = relative(snapshot.top, path).split(sep).join("/");
  return name.startsWith("..") ? path : name;
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
