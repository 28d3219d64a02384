// What a replay or a run takes as "changed since the base commit" (src/triage/changes/): the
// mutants' lines alone, or those with the functions the library's own history changed in the K
// commits before its pinned one: the harmless rest of a real change that a mutant sits in.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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
 * (`changedFunctions`, `changedLinesOf` from src/triage/changes/) on the tree at `root`.
 */
export function changedKeys(mode, triage, { library, root, mutants, mirrors = DEFAULT_MIRRORS }) {
  const goModule = goModuleOf(root);
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
  const [library] = librariesOf(libraryName);
  const gitDir = gitDirOf(library, mirrors);
  const git = (...args) =>
    execFileSync("git", ["--git-dir", gitDir, ...args], {
      encoding: "utf8",
      maxBuffer: 256 << 20,
    });
  // Fewer commits than K before it: the first commit is the base.
  const count = Number(git("rev-list", "--count", "--first-parent", library.commit).trim());
  const base = git("rev-parse", `${library.commit}~${Math.min(k, count - 1)}`).trim();
  const patch = git("diff", "--no-ext-diff", "--no-renames", "-U0", base, library.commit, "--");
  const keys = triage.changedFunctions(triage.changedLinesOf(patch), root, goModule);
  historyCache.set(id, keys);
  return keys;
}

function goModuleOf(root) {
  const goMod = path.join(root, "go.mod");
  if (!existsSync(goMod)) return null;
  return /^module\s+"?([^\s"]+)"?/m.exec(readFileSync(goMod, "utf8"))?.[1] ?? null;
}
