// Fresh copies of a prepared tree, one per mutant: the sources copied, node_modules linked
// (never written), fix-loop's and the runner's leftovers of the prepared tree left out.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const LEFT_OUT = new Set([
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
