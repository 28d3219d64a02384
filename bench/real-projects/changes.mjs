// What a replay or a run takes as "changed since the base commit" (src/triage/changes/): the
// mutants' lines alone, or those with the functions the library's own history changed in the K
// commits before its pinned one: the harmless rest of a real change that a mutant sits in.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { DEFAULT_MIRRORS, gitDirOf, librariesOf } from "./libraries.mjs";

/** "none", "mutant" or "history:K" -> { history: K | null } | null (none). */
export function changesMode(text) {
  if (!text || text === "none") return null;
  if (text === "mutant") return { history: null };
  const history = /^history:(\d+)$/.exec(text);
  if (history) return { history: Number(history[1]) };
  throw new Error(`--changes takes none, mutant or history:K, not "${text}"`);
}

/**
 * The culprit keys changed for one tree: each mutant's line, and with history:K the functions
 * the K commits before the library's pinned one changed, mapped by the product's own code
 * (`changedFunctions`, `changedLinesOf` from src/triage/changes/, `goModulePath` from
 * src/junit/go-module.ts) on the tree at `root`.
 */
export async function changedKeys(
  mode,
  triage,
  { library, root, mutants, mirrors = DEFAULT_MIRRORS },
) {
  const goModule = await triage.goModulePath(root);
  const lines = mutants.map((m) => ({ file: m.file, ranges: [{ from: m.line, to: m.line }] }));
  const keys = triage.changedFunctions(lines, root, goModule);
  if (mode.history) {
    const noise = historyKeys(library, mode.history, triage, root, goModule, mirrors);
    for (const key of noise) keys.add(key);
  }
  return keys;
}

const historyCache = new Map();

/** The functions the library's last K commits before its pinned one changed. */
export function historyKeys(libraryName, k, triage, root, goModule, mirrors = DEFAULT_MIRRORS) {
  const id = `${libraryName}\u0000${k}\u0000${root}`;
  if (historyCache.has(id)) return historyCache.get(id);
  const { git, base, commit } = historyOf(libraryName, k, mirrors);
  const patch = git("diff", "--no-ext-diff", "--no-renames", "-U0", base, commit, "--");
  const keys = triage.changedFunctions(triage.changedLinesOf(patch), root, goModule);
  historyCache.set(id, keys);
  return keys;
}

/**
 * The library's mirror (git with its --git-dir), its pinned commit, and the commit K
 * first-parent steps before it; the first commit when it has fewer before it.
 */
function historyOf(libraryName, k, mirrors) {
  const [library] = librariesOf(libraryName);
  const mirrorGit = gitDirOf(library, mirrors);
  const git = (...args) =>
    execFileSync("git", ["--git-dir", mirrorGit, ...args], {
      encoding: "utf8",
      maxBuffer: 256 << 20,
    });
  const count = Number(git("rev-list", "--count", "--first-parent", library.commit).trim());
  const base = git("rev-parse", `${library.commit}~${Math.min(k, count - 1)}`).trim();
  return { git, mirrorGit, base, commit: library.commit };
}

/**
 * Makes the working copy a git repository whose HEAD is the base of `mode`, for a live verify
 * with `--base HEAD`: the mutants' files as the prepared tree has them (or as the commit K before
 * the pinned one had them, with history:K), and with history:K every other file those K commits
 * changed, at that commit; a file they added is marked as to be added, as a new file of a pull
 * request shows in its diff. Nothing else is tracked: the rest of the tree is no change.
 */
export function commitBase(mode, { library, root, copy, mutantFiles, mirrors = DEFAULT_MIRRORS }) {
  rmSync(path.join(copy, ".git"), { recursive: true, force: true });
  const git = (args, input) =>
    execFileSync("git", args, { cwd: copy, input, encoding: "utf8", maxBuffer: 256 << 20 });
  git(["init", "-q"]);
  const tracked = new Map(mutantFiles.map((file) => [file, readFileSync(path.join(root, file))]));
  const added = [];
  if (mode.history) {
    const { mirrorGit, base, files } = historyFiles(library, mode.history, mirrors);
    for (const file of files) {
      const shown = spawnSync("git", ["--git-dir", mirrorGit, "show", `${base}:${file}`], {
        maxBuffer: 256 << 20,
      });
      if (shown.status === 0) tracked.set(file, shown.stdout);
      else if (existsSync(path.join(copy, file))) added.push(file);
    }
  }
  for (const [file, content] of tracked) {
    const blob = git(["hash-object", "-w", "--stdin"], content).trim();
    git(["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`]);
  }
  const tree = git(["write-tree"]).trim();
  const identity = ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid"];
  const commit = git([...identity, "commit-tree", tree, "-m", "base"]).trim();
  git(["update-ref", "HEAD", commit]);
  if (added.length > 0) git(["add", "-N", "--", ...added]);
}

/** The files the library's K commits before its pinned one changed, and that commit's id. */
function historyFiles(libraryName, k, mirrors) {
  const { git, mirrorGit, base, commit } = historyOf(libraryName, k, mirrors);
  const files = git("diff", "--name-only", "--no-renames", base, commit)
    .split("\n")
    .filter(Boolean);
  return { mirrorGit, base, files };
}
