/**
 * What a failed doctest expected and got, in one line: pytest's report message for a doctest
 * is the docstring's first source line ("313  The first n elements of a sequence"), and the
 * decisive lines, the example and its `Expected:`/`Got:` blocks, sat only deep in the excerpt
 * (toolz). Null where the text holds no such blocks.
 */
export function doctestOutcome(details: string): string | null {
  const lines = details.split("\n");
  const expected = lines.findIndex((line) => line.trim() === "Expected:");
  // An example that printed nothing: doctest writes `Got nothing` on one line (humanize).
  const got = lines.findIndex(
    (line, at) => at > expected && (line.trim() === "Got:" || line.trim() === "Got nothing"),
  );
  if (expected < 1 || got < 0) return null;
  const example = lines
    .slice(0, expected)
    .reverse()
    .map((line) => /^\s*\d*\s*>>> (.*)$/.exec(line)?.[1])
    .find((found) => found !== undefined);
  const block = (from: number, to: number) =>
    lines
      .slice(from, to)
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .join(" ");
  const after = lines.findIndex((line, at) => at > got && line.trim() === "");
  const wanted = block(expected + 1, got);
  const gotten =
    lines[got]?.trim() === "Got:" ? block(got + 1, after < 0 ? lines.length : after) : "";
  return `${example ? `${example}: ` : ""}expected ${wanted}, got ${gotten || "nothing"}`;
}
