import path from "node:path";
import { hardenedGit as git } from "../git/hardened-git.js";

/** What goes into the agent's copy, as tar names relative to the checkout's top. */
export interface CopiedFiles {
  /** `.` and every folder on the way to a file first, then the files: each copied on its own. */
  entries: string[];
  /** The folders of `entries` (`.` for the top). */
  folders: Set<string>;
}

/**
 * The files the tests need, from git in the checkout (never in the copy): tracked files (those of
 * submodules too), untracked ones that are not ignored, and ignored ones that `include` names
 * (git pathspec globs from the top; a name ending in `/` takes the folder's files). An ignored
 * `.env`, a `gha-creds-*.json` the runner left, a build folder: none of them, unless named.
 */
export async function filesForTheCopy(
  top: string,
  include: readonly string[],
): Promise<CopiedFiles> {
  const listings = [
    await git(top, ["ls-files", "-z", "--cached", "--recurse-submodules"]),
    await git(top, ["ls-files", "-z", "--others", "--exclude-standard"]),
  ];
  if (include.length > 0) {
    const specs = include.map((glob) => `:(glob)${glob.endsWith("/") ? `${glob}**` : glob}`);
    listings.push(
      await git(top, [
        "ls-files",
        "-z",
        "--others",
        "--ignored",
        "--exclude-standard",
        "--",
        ...specs,
      ]),
    );
  }
  const files = new Set<string>();
  for (const listing of listings)
    for (const name of listing.split("\0")) {
      // An untracked nested repository is listed as its folder (`name/`): copied as a folder.
      const plain = name.replace(/\/+$/, "");
      if (plain.length > 0 && !plain.split("/").some((part) => part === ".git")) files.add(plain);
    }
  const folders = new Set<string>(["."]);
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== "."; folder = path.posix.dirname(folder))
      folders.add(folder);
  }
  const sortedFolders = [...folders].sort();
  const onlyFiles = [...files].filter((file) => !folders.has(file)).sort();
  return { entries: [...sortedFolders, ...onlyFiles], folders };
}
