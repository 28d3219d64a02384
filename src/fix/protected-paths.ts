import picomatch from "picomatch";

/** The changed paths (project-relative) that match the protected globs of `fix.protected`. */
export function protectedChanges(files: readonly string[], globs: readonly string[]): string[] {
  if (globs.length === 0) return [];
  const isProtected = picomatch([...globs], { dot: true });
  return files.filter((file) => isProtected(file));
}
