import { hardenedGit } from "../../git/hardened-git.js";
import { goModulePath } from "../../junit/go-module.js";
import { changedFunctions } from "./changed-functions.js";
import { changedLinesOf } from "./diff-hunks.js";
import { unknownBaseMessage } from "./unknown-base.js";

/** What changed since a base commit, for triage: the functions, and the commit they are against. */
export interface ChangesSince {
  /** The base as git resolved it (a full commit id). */
  base: string;
  /** Culprit keys of the project functions changed between the base and the tree as it is. */
  functions: ReadonlySet<string>;
}

/**
 * The project functions changed between `base` (any commit-ish) and the working tree under
 * `root`, committed or not: the change a failure most likely came from. Paths are taken
 * relative to `root`, and only files under it count (a project in a folder of its repository).
 * External diff drivers and text conversions stay off: the repository's config names them.
 * Throws a message that says what to do when git does not know the base.
 */
export async function changesSince(root: string, base: string): Promise<ChangesSince> {
  const resolved = await hardenedGit(root, [
    "rev-parse",
    "--verify",
    "--quiet",
    "--end-of-options",
    `${base}^{commit}`,
  ]).catch(() => null);
  if (!resolved?.trim()) throw new Error(await unknownBaseMessage(root, base));
  const commit = resolved.trim();
  const patch = await hardenedGit(root, [
    "diff",
    "--no-ext-diff",
    "--no-textconv",
    "--no-color",
    "--no-renames",
    "--relative",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    "-U0",
    commit,
    "--",
  ]);
  return {
    base: commit,
    functions: changedFunctions(changedLinesOf(patch), root, await goModulePath(root)),
  };
}
