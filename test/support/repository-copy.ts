import { execFileSync } from "node:child_process";
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tempFolder } from "./temp-project.js";

const REPO = path.resolve(import.meta.dirname, "../..");

/**
 * fix-loop's own files as they are in this worktree (tracked and new, `dist/` only when asked;
 * with `only`, just the files at or under those paths), in a git repository of their own with
 * one commit: for the scripts that work on the repository.
 */
export function copyOfRepository(
  options: { dist?: boolean; only?: readonly string[] } = {},
): string {
  const copy = tempFolder("fix-loop-repository-");
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: REPO, encoding: "utf8" },
  )
    .split("\0")
    .filter(
      (file) =>
        file &&
        (options.dist || !file.startsWith("dist/")) &&
        !file.startsWith("test/corpus/") &&
        (!options.only || options.only.some((at) => file === at || file.startsWith(`${at}/`))),
    );
  for (const file of files) {
    try {
      cpSync(path.join(REPO, file), path.join(copy, file));
    } catch {
      // Listed but deleted in the worktree.
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  // The copy borrows this repository's objects (git's alternates): `git add` then writes only the
  // files the worktree changed, not a compressed object for each of its ~1,000 files (0.8 s of CPU,
  // nearly all system time, per copy).
  const objects = execFileSync(
    "git",
    ["rev-parse", "--path-format=absolute", "--git-path", "objects"],
    {
      cwd: REPO,
      encoding: "utf8",
    },
  ).trim();
  writeFileSync(path.join(copy, ".git/objects/info/alternates"), `${objects}\n`);
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "fix-loop");
  return copy;
}
