/**
 * A stack's frames with the project's own paths relative to its root, as the rest of the
 * evidence names them. mocha trims the root from a frame's `(path)` but not from an anonymous
 * frame's bare path (`at /repo/node_modules/supertest/lib/test.js:308:13`, beside
 * `at Test._assertStatus (node_modules/supertest/lib/test.js:252:14)`). Only frame lines change:
 * a message that names an absolute path keeps it.
 */
export function framesRelativeTo(text: string, root: string): string {
  if (!root || !text.includes(root)) return text;
  const prefix = `${root.replace(/\/+$/, "")}/`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const absolute = new RegExp(`(^|[\\s(])(?:file://)?${prefix}`, "g");
  return text
    .split("\n")
    .map((line) => (FRAME_LINE.test(line) ? line.replace(absolute, "$1") : line))
    .join("\n");
}

/** A JavaScript stack frame (`at ...`) or vitest's (`❯ ...`). */
const FRAME_LINE = /^\s*(?:at|❯)\s/;
