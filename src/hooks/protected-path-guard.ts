import path from "node:path";
import picomatch from "picomatch";

/** Tools that write a file, and the input field naming it. */
const FILE_WRITERS: Record<string, string> = {
  Edit: "file_path",
  MultiEdit: "file_path",
  Write: "file_path",
  NotebookEdit: "notebook_path",
};

/** The reason to deny a write to a protected path, or null when the call may go ahead. */
export function protectedPathDenial(
  tool: string,
  input: Record<string, unknown>,
  projectRoot: string,
  globs: readonly string[],
): string | null {
  const field = FILE_WRITERS[tool];
  const target = field ? input[field] : undefined;
  if (typeof target !== "string" || globs.length === 0) return null;
  const relative = path
    .relative(projectRoot, path.resolve(projectRoot, target))
    .split(path.sep)
    .join("/");
  if (relative.startsWith("../") || path.isAbsolute(relative)) return null;
  const glob = globs.find((pattern) => picomatch(pattern, { dot: true })(relative));
  if (!glob) return null;
  return (
    `${relative} is protected (fix.protected: "${glob}"). Tests, CI and fix-loop's own files are ` +
    "the judge of a fix, not part of it: change the code under test instead. Writing it another " +
    "way (for example through Bash) gets the whole attempt rejected."
  );
}
