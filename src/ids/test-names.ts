import { editDistance } from "../config/suggest.js";

/**
 * A test's own name, the last part of its id: `TestParse` of `example.com/pkg > TestParse`,
 * `test_proxy[None]` of `tests/test_x.py::test_proxy[None]`. A name typed alone, as the runner's
 * own filter takes it (`go test -run TestParse`), names the test that alone has it.
 */
export function nameOf(id: string): string {
  const parts = id.split(/ > |::/);
  return parts.at(-1) ?? id;
}

/** Whether the text is a bare name: no part of an id before it. */
export function isBareName(text: string): boolean {
  return nameOf(text) === text;
}

/** The known ids whose own name is `name` (a bare name only: an id with parts names itself). */
export function idsNamed(name: string, known: readonly string[]): string[] {
  if (!isBareName(name)) return [];
  return [...new Set(known.filter((id) => id !== name && nameOf(id) === name))];
}

/**
 * The known ids whose own name begins as `text` does, ignoring case, then those whose name is a
 * typo away from it (a few edits: "should respect limits" for domutils' "should respect limit",
 * where the nearest whole ids were three of another file's): the first to suggest.
 */
export function idsNamedLike(text: string, known: readonly string[]): string[] {
  const lower = nameOf(text).toLowerCase();
  const allowed = Math.max(2, Math.floor(lower.length / 8));
  const begins = known.filter((id) => nameOf(id).toLowerCase().startsWith(lower));
  const typos = known
    .map((id) => ({ id, edits: editDistance(nameOf(id).toLowerCase(), lower) }))
    .filter(({ edits }) => edits <= allowed)
    .sort((a, b) => a.edits - b.edits)
    .map(({ id }) => id);
  return [...new Set([...begins, ...typos])];
}
