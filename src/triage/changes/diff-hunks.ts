/** Lines of one file that a diff changed, on its new side (the tree as it is now). */
export interface ChangedLines {
  /** The path relative to the repository's root, as git prints it. */
  file: string;
  /** 1-based, inclusive. A pure deletion is the line just before it (the one it follows). */
  ranges: { from: number; to: number }[];
}

/**
 * The changed lines of a `git diff -U0` patch, by file. A file the patch deletes has no new
 * side and is left out; so is a path git had to quote (a tab or newline in its name), which no
 * coverage or stack would name the same way.
 */
export function changedLinesOf(patch: string): ChangedLines[] {
  const files: ChangedLines[] = [];
  let current: ChangedLines | null = null;
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      current = null;
      continue;
    }
    if (line.startsWith("+++ ")) {
      const target = line.slice(4);
      current = target.startsWith("b/") ? { file: target.slice(2), ranges: [] } : null;
      if (current) files.push(current);
      continue;
    }
    const hunk = HUNK.exec(line);
    if (!hunk || !current) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
    current.ranges.push(
      count === 0
        ? { from: Math.max(start, 1), to: Math.max(start, 1) }
        : { from: start, to: start + count - 1 },
    );
  }
  return files.filter((file) => file.ranges.length > 0);
}

/** `@@ -12,3 +14,5 @@`: the new side's first line and count. */
const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;
