// The trees mutants go into. Each library gets one working copy per run, made once from its
// prepared tree: the sources copied, node_modules linked (never written), fix-loop's and the
// runner's leftovers of the prepared tree left out. A mutant writes its file into the copy;
// `reset` puts back the prepared file and removes what a run left, so the next mutant starts
// from the same tree without a copy of its own.
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const LEFT_OUT = new Set([
  ".git",
  ".fix-loop",
  "reports",
  "coverage",
  ".pytest_cache",
  ".fix-loop-real-index",
]);

export function freshCopy(root, dest) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (LEFT_OUT.has(entry)) continue;
    if (entry === "node_modules") symlinkSync(path.join(root, entry), path.join(dest, entry));
    else
      cpSync(path.join(root, entry), path.join(dest, entry), {
        recursive: true,
        verbatimSymlinks: true,
      });
  }
  return dest;
}

/** Writes a file of the copy anew (unlinked first: a copy never writes through to its source). */
export function writeMutated(copy, file, source) {
  const target = path.join(copy, file);
  rmSync(target, { force: true });
  writeFileSync(target, source);
}

export function removeCopy(copy) {
  rmSync(copy, { recursive: true, force: true });
}

/**
 * One working copy of a prepared tree, reused mutant after mutant: `put` writes a changed file,
 * `reset` restores every file put since the last reset and removes the run's leftovers.
 */
export function workingTree(root, dest) {
  freshCopy(root, dest);
  const changed = new Set();
  return {
    path: dest,
    put(file, source) {
      changed.add(file);
      writeMutated(dest, file, source);
    },
    reset() {
      for (const file of changed) {
        rmSync(path.join(dest, file), { force: true });
        copyFileSync(path.join(root, file), path.join(dest, file));
      }
      changed.clear();
      for (const entry of LEFT_OUT)
        rmSync(path.join(dest, entry), { recursive: true, force: true });
    },
  };
}
