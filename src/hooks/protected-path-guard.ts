import { lstatSync, type Stats } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { writtenFile } from "./written-file.js";

/**
 * The reason to deny a write to a protected path, or null when the call may go ahead. A Write
 * that creates a file matching `newFileGlobs` may go under a protected glob (a plan session's
 * new script in `.fix-loop/tests/tier1/`), when nothing is at that path yet and no folder on
 * the way is a link; every existing file stays protected.
 */
export function protectedPathDenial(
  tool: string,
  input: Record<string, unknown>,
  projectRoot: string,
  globs: readonly string[],
  newFileGlobs: readonly string[] = [],
): string | null {
  const target = writtenFile(tool, input);
  if (target === null || globs.length === 0) return null;
  const relative = path
    .relative(projectRoot, path.resolve(projectRoot, target))
    .split(path.sep)
    .join("/");
  if (relative.startsWith("../") || path.isAbsolute(relative)) return null;
  const glob = globs.find((pattern) => picomatch(pattern, { dot: true })(relative));
  if (!glob) return null;
  if (tool === "Write" && createsAllowedFile(projectRoot, relative, newFileGlobs)) return null;
  return (
    `${relative} is protected (fix.protected: "${glob}"). Tests, CI and fix-loop's own files are ` +
    "the judge of a fix, not part of it: change the code under test instead. Writing it another " +
    "way (for example through Bash) gets the whole attempt rejected."
  );
}

function createsAllowedFile(
  root: string,
  relative: string,
  newFileGlobs: readonly string[],
): boolean {
  if (newFileGlobs.length === 0 || !picomatch([...newFileGlobs], { dot: true })(relative))
    return false;
  const parts = relative.split("/");
  // Nothing at the path, and every folder on the way a real folder (or not made yet).
  for (let depth = 1; depth <= parts.length; depth++) {
    const at = path.join(root, ...parts.slice(0, depth));
    const info = lstatOrNull(at);
    if (depth === parts.length) return info === null;
    if (info === null) return true;
    if (info === undefined || !info.isDirectory()) return false;
  }
  return false;
}

/** The path's own entry; null only when nothing is there (any other error counts as something). */
function lstatOrNull(file: string): Stats | null | undefined {
  try {
    return lstatSync(file);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? null : undefined;
  }
}
