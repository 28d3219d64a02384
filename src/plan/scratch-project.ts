import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunAs } from "../process/run-as.js";
import { handTreeTo } from "../process/share-files.js";
import { dependencyFolders } from "../sandbox/dependency-folders.js";

/** A throwaway copy of the project, for runs that change its code (mutants): never the user's tree. */
export interface ScratchProject {
  /** The copy's top: the same relative paths as the project. */
  top: string;
  remove(): Promise<void>;
}

/** Neither copied nor linked: git's data and fix-loop's own folder. */
const LEFT_OUT = new Set([".git", ".fix-loop"]);

/**
 * Copies the project into a fresh temporary folder, links (never copies) its installed
 * dependencies (`node_modules`, a top `.venv`) so its runner starts as it does in the project,
 * and, when the tests run as the agent user, gives the copy to that user's group. Links in the
 * project are copied as they are written, so none points back into the user's tree by a path the
 * copy made absolute.
 */
export async function makeScratchProject(
  cwd: string,
  runAs: RunAs | null,
): Promise<ScratchProject> {
  const top = await mkdtemp(path.join(tmpdir(), "fix-loop-mutants-"));
  const linked = await dependencyFolders(cwd);
  const skipped = new Set([...linked.map((folder) => path.join(cwd, folder))]);
  await cp(cwd, top, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) =>
      !skipped.has(source) && !LEFT_OUT.has(path.relative(cwd, source).split(path.sep)[0] ?? ""),
  });
  for (const folder of linked) await symlink(path.join(cwd, folder), path.join(top, folder));
  const giveBack = runAs ? await handTreeTo(top, runAs) : null;
  return {
    top,
    async remove() {
      await giveBack?.();
      await rm(top, { recursive: true, force: true });
    },
  };
}
