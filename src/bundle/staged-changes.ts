import { bundleGit, bundleGitBytes } from "./bundle-git.js";
import { sha256Hex } from "./layout.js";
import { type FileMode, fileModeSchema, type ManifestFile } from "./manifest.js";

const NO_OBJECT = /^0+$/;
const GITLINK = "160000";

export interface GitPlace {
  cwd: string;
  /** GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE when the index or repository is not the default one. */
  env?: Record<string, string>;
}

/**
 * Each file the index changes against `base`, as a manifest entry: its change, its new mode
 * and the sha256 of its new content as git stores it (a submodule's content is its commit id).
 * Sorted by path; renames are not detected, so a move is a delete and an add.
 */
export async function stagedChanges(place: GitPlace, base: string): Promise<ManifestFile[]> {
  const raw = await bundleGit(
    place.cwd,
    [
      "diff",
      "--cached",
      "--raw",
      "-z",
      "--no-renames",
      "--full-index",
      "--no-ext-diff",
      base,
      "--",
    ],
    { env: place.env },
  );
  const fields = raw.split("\0");
  const files: ManifestFile[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [oldMode, newMode, , newObject, status] = (fields[index] ?? "").slice(1).split(" ");
    const path = fields[index + 1] ?? "";
    if (status === "D") {
      files.push({ path, change: "deleted", mode: null, sha256: null });
      continue;
    }
    const mode = knownMode(newMode, path);
    const sha256 =
      mode === GITLINK
        ? sha256Hex(newObject ?? "")
        : sha256Hex(await bundleGitBytes(place.cwd, ["cat-file", "blob", newObject ?? ""], place));
    const added = status === "A" || (oldMode !== undefined && NO_OBJECT.test(oldMode));
    files.push({ path, change: added ? "added" : "modified", mode, sha256 });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function knownMode(mode: string | undefined, path: string): FileMode {
  const parsed = fileModeSchema.safeParse(mode);
  if (!parsed.success)
    throw new Error(`git reports mode ${mode} for ${path}, which no bundle holds`);
  return parsed.data;
}
