import { git } from "./git-work-tree.js";

/** An index entry git is told not to look at: its work-tree file can change unseen. */
export interface FlaggedEntry {
  path: string;
  flag: "skip-worktree" | "assume-unchanged";
}

/**
 * Entries of the real index carrying skip-worktree or assume-unchanged, from `git ls-files -v`:
 * "S" is skip-worktree, a lowercase tag assume-unchanged ("s" both, listed as skip-worktree).
 */
export async function flaggedIndexEntries(top: string): Promise<FlaggedEntry[]> {
  const listing = await git(top, ["ls-files", "-v", "-z"]);
  const flagged: FlaggedEntry[] = [];
  for (const field of listing.split("\0")) {
    const tag = field[0];
    const path = field.slice(2);
    if (!tag || path === "") continue;
    if (tag === "S" || tag === "s") flagged.push({ path, flag: "skip-worktree" });
    else if (tag !== tag.toUpperCase()) flagged.push({ path, flag: "assume-unchanged" });
  }
  return flagged;
}

/** Flags in `now` that `before` did not have, in words. */
export function newFlags(before: readonly FlaggedEntry[], now: readonly FlaggedEntry[]): string[] {
  const known = new Set(before.map((entry) => `${entry.flag}\0${entry.path}`));
  return now
    .filter((entry) => !known.has(`${entry.flag}\0${entry.path}`))
    .map((entry) => `${entry.path} is marked ${entry.flag} in the index`);
}

/** Sets the flags a snapshot recorded again (read-tree drops them), e.g. a sparse checkout's. */
export async function reapplyFlags(top: string, flagged: readonly FlaggedEntry[]): Promise<void> {
  for (const flag of ["skip-worktree", "assume-unchanged"] as const) {
    const paths = flagged.filter((entry) => entry.flag === flag).map((entry) => entry.path);
    if (paths.length === 0) continue;
    await git(top, ["update-index", `--${flag}`, "-z", "--stdin"], {
      input: `${paths.join("\0")}\0`,
    });
  }
}
