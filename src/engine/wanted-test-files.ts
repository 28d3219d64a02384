import { projectFile as inProject } from "../files/project-file.js";

/**
 * The test files that hold the wanted tests, when every one's is known: the file the last run
 * printed for it, or the file its id starts with (`src/a.spec.ts > sums`,
 * `tests/test_a.py::test_sum`). A runner asked which tests it has is then asked of these files
 * alone: vitest lists a 63,528-test file in seconds that the project's run never needed.
 * Undefined when one of them is not known.
 */
export function wantedTestFiles(
  ids: readonly string[],
  printed: Readonly<Record<string, string>>,
  cwd: string,
): string[] | undefined {
  const files = new Set<string>();
  for (const id of ids) {
    const file = inProject(printed[id] ?? "", cwd) ?? leadingFile(id, cwd);
    if (!file) return undefined;
    files.add(file);
  }
  return files.size > 0 ? [...files] : undefined;
}

function leadingFile(id: string, cwd: string): string | null {
  const first = id.split(/\s+>\s+|::/)[0]?.trim() ?? "";
  return first === id ? null : inProject(first, cwd);
}
