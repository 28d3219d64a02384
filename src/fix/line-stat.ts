/**
 * A `git diff --stat`-like summary of changed files, made from their contents alone (no git
 * runs on the agent's copy): lines added and removed are counted as a multiset difference.
 */
export function lineStat(
  changes: readonly { path: string; before: Buffer | null; after: Buffer | null }[],
): string {
  if (changes.length === 0) return "";
  let insertions = 0;
  let deletions = 0;
  const rows = changes.map(({ path, before, after }) => {
    if (isBinary(before) || isBinary(after)) return ` ${path} | Bin`;
    const { added, removed } = countLines(before, after);
    insertions += added;
    deletions += removed;
    const bar = "+".repeat(Math.min(added, 40)) + "-".repeat(Math.min(removed, 40));
    return ` ${path} | ${added + removed} ${bar}`.trimEnd();
  });
  const files = `${changes.length} file${changes.length === 1 ? "" : "s"} changed`;
  return [...rows, ` ${files}, ${insertions} insertions(+), ${deletions} deletions(-)`].join("\n");
}

function countLines(
  before: Buffer | null,
  after: Buffer | null,
): { added: number; removed: number } {
  const old = new Map<string, number>();
  for (const line of linesOf(before)) old.set(line, (old.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of linesOf(after)) {
    const left = old.get(line) ?? 0;
    if (left > 0) old.set(line, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of old.values()) removed += left;
  return { added, removed };
}

function linesOf(content: Buffer | null): string[] {
  if (!content || content.length === 0) return [];
  return content.toString("utf8").replace(/\n$/, "").split("\n");
}

function isBinary(content: Buffer | null): boolean {
  return content?.subarray(0, 8000).includes(0) ?? false;
}
