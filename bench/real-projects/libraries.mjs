// The benchmark's libraries (libraries.json) and the trees made from them: a library's source
// at its pinned commit, exported from a bare mirror the fetch tool brought, into a scratch folder.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const DEFAULT_MIRRORS = "/work/.mirror";
export const DEFAULT_SCRATCH = "/tmp/fix-loop-real";

/** Every library, or those named in `only` (a comma-separated list). */
export function librariesOf(only) {
  const { libraries } = JSON.parse(readFileSync(path.join(HERE, "libraries.json"), "utf8"));
  if (!only) return libraries;
  const names = only.split(",");
  const unknown = names.filter((name) => !libraries.some((each) => each.name === name));
  if (unknown.length > 0)
    throw new Error(
      `libraries.json has no ${unknown.join(", ")}; it has ${libraries.map((each) => each.name).join(", ")}`,
    );
  return libraries.filter((each) => names.includes(each.name));
}

/** The git directory of a library's mirror: fetch makes <mirrors>/<owner>+<name>/repo. */
export function gitDirOf(library, mirrors) {
  const repo = path.join(mirrors, library.repo.replace("/", "+"), "repo");
  return existsSync(path.join(repo, ".git")) ? path.join(repo, ".git") : repo;
}

/** Why a library's pinned commit cannot be had from the mirrors, or null when it can. */
export function missingSource(library, mirrors) {
  const gitDir = gitDirOf(library, mirrors);
  if (!existsSync(gitDir)) return `no mirror at ${gitDir} (fetch github:${library.repo})`;
  const found = spawnSync("git", [
    "--git-dir",
    gitDir,
    "cat-file",
    "-e",
    `${library.commit}^{commit}`,
  ]);
  return found.status === 0 ? null : `the mirror at ${gitDir} has no commit ${library.commit}`;
}

/**
 * Writes the library's tree at its commit into `dest` (emptied first). Through an index of its
 * own rather than `git archive`, which leaves out what .gitattributes marks export-ignore
 * (test folders, often).
 */
export function exportTree(library, mirrors, dest) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const env = { ...process.env, GIT_INDEX_FILE: path.join(dest, ".fix-loop-real-index") };
  const gitDir = gitDirOf(library, mirrors);
  execFileSync("git", ["--git-dir", gitDir, "read-tree", library.commit], { env });
  execFileSync("git", ["--git-dir", gitDir, "--work-tree", dest, "checkout-index", "-a", "-f"], {
    env,
  });
  rmSync(env.GIT_INDEX_FILE);
}

/** The folder a library is prepared in. */
export function treeOf(library, scratch) {
  return path.join(scratch, library.name);
}
