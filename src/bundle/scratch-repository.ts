import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bundleGit } from "./bundle-git.js";

export interface ScratchRepository {
  /** GIT_DIR, GIT_WORK_TREE and GIT_INDEX_FILE: a repository of ours over the agent's files. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A fresh repository of our own whose work tree is the project's and whose objects borrow the
 * project's (alternates). Nothing of the project's `.git/` but its objects is read: not its
 * config (filters, fsmonitor, diff drivers), not its index (skip-worktree flags), not its refs
 * (replace refs), not its info/ (attributes, excludes). The index starts empty.
 */
export async function openScratchRepository(
  workTree: string,
  /** The project's git common dir (absolute), when the caller already asked git for it. */
  known?: string,
): Promise<ScratchRepository> {
  const commonDir =
    known ??
    (await bundleGit(workTree, ["rev-parse", "--path-format=absolute", "--git-common-dir"])).trim();
  const scratch = await mkdtemp(path.join(os.tmpdir(), "fix-loop-bundle-"));
  const gitDir = path.join(scratch, "repository.git");
  try {
    await bundleGit(scratch, ["init", "--quiet", "--bare", "--template=", gitDir]);
    await mkdir(path.join(gitDir, "objects", "info"), { recursive: true });
    await writeFile(
      path.join(gitDir, "objects", "info", "alternates"),
      `${path.join(commonDir, "objects")}\n`,
    );
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  return {
    env: {
      GIT_DIR: gitDir,
      GIT_WORK_TREE: workTree,
      GIT_INDEX_FILE: path.join(scratch, "index"),
    },
    dispose: () => rm(scratch, { recursive: true, force: true }),
  };
}
