import { access } from "node:fs/promises";
import path from "node:path";

/**
 * The git repository a project folder is in: the nearest folder at or above it holding `.git`
 * (a folder, or a file in a worktree), or the project folder itself when none does. GitHub runs
 * only the workflows at that root, and a project below it is the pipeline's working directory.
 */
export async function repositoryRoot(projectFolder: string): Promise<string> {
  const start = path.resolve(projectFolder);
  for (let folder = start; ; folder = path.dirname(folder)) {
    const found = await access(path.join(folder, ".git")).then(
      () => true,
      () => false,
    );
    if (found) return folder;
    if (path.dirname(folder) === folder) return start;
  }
}
