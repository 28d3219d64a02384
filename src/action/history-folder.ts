import { realpath, rm } from "node:fs/promises";
import path from "node:path";
import { UserError } from "../errors.js";
import { hardenedGit as git } from "../git/hardened-git.js";

/**
 * The text of files at the top of a checkout of refs/fix-loop/history the workflow made before
 * the Action started (the history-folder input, relative to the workspace), read from the
 * checkout's own git objects, never from its working files. Only a repository of its own
 * counts: the commit under test can track files at that path but never a `.git`, so where the
 * checkout failed (the ref does not exist before the app's first run) it has nothing to forge.
 * A file the tree lacks is null, and so is every file when nothing was checked out.
 *
 * The checkout is removed once read, whatever it held: nothing reads it again, and it never
 * reaches the tests, the agent's copy or a bundle. A folder that is not one is left as it is
 * (its files may be the project's own).
 */
export async function readHistoryFolder<Name extends string>(
  folder: string,
  run: { workspace: string; project: string },
  names: readonly Name[],
): Promise<Record<Name, string | null>> {
  const texts = Object.fromEntries(names.map((name) => [name, null])) as Record<
    Name,
    string | null
  >;
  const real = await realpath(path.resolve(run.workspace, folder)).catch(() => null);
  if (!real) return texts;
  for (const kept of [run.workspace, run.project]) {
    const keptReal = await realpath(kept).catch(() => path.resolve(kept));
    if (keptReal === real || keptReal.startsWith(`${real}${path.sep}`))
      throw new UserError(
        `history-folder ${folder} holds the project's own checkout: give the folder the history ref was checked out to (for example .fix-loop-history)`,
      );
  }
  const top = await git(real, ["rev-parse", "--show-toplevel"]).catch(() => null);
  if (top === null || (await realpath(top.trim()).catch(() => null)) !== real)
    throw new UserError(
      `history-folder ${folder} is not a checkout of its own (no git repository there): nothing in it is read`,
    );
  try {
    const head = await git(real, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).catch(
      () => null,
    );
    if (!head) return texts;
    for (const entry of (await git(real, ["ls-tree", "-z", "HEAD"])).split("\0")) {
      const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(entry);
      const name = match?.[2] as Name | undefined;
      if (!match?.[1] || !name || !names.includes(name)) continue;
      texts[name] = await git(real, ["cat-file", "blob", match[1]]);
    }
    return texts;
  } finally {
    await rm(real, { recursive: true, force: true });
  }
}
