import path from "node:path";
import { isTestPath } from "../files/test-paths.js";
import type { JunitTestRef } from "../junit/command-line.js";

/** Helpers the runner plug-ins share to read a command's words and build a selection. */

export const set = (...names: string[]): ReadonlySet<string> => new Set(names);

const base = (word: string | undefined) => (word ? path.basename(word) : "");

/** The index after `name` (or `npx name`, `node_modules/.bin/name`), plus a subcommand if given. */
export function afterProgram(
  words: readonly string[],
  name: string,
  subcommand?: string,
): number | null {
  const index = words.findIndex((word) => base(word) === name);
  if (index === -1) return null;
  if (subcommand === undefined) return index + 1;
  return words[index + 1] === subcommand ? index + 2 : null;
}

/** Whether a word is the program `python`, `python3`, `python3.12`... */
export function isPython(word: string | undefined): boolean {
  return /^python/.test(base(word));
}

/**
 * "cart > checkout > rejects" as the runner's -t sees it: describe blocks joined by spaces. The
 * reports join with one space each side, and a title's own spaces at either end stay: destr's
 * `it("{     ")` is matched by nothing without its five.
 */
export function fullName(test: JunitTestRef): string {
  return test.name.split(/ (?:>|›) /).join(" ");
}

/**
 * The text as a pattern that matches it alone. U+FFFD, which stands in a report's name for a
 * control character XML cannot hold (node --test's "data:;base64,ab\fcd"), matches any one
 * character: a pattern of U+FFFD itself selected nothing, and the run passed with no test run.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replaceAll("\uFFFD", "[\\s\\S]");
}

/** A pattern matching one of these names whole; `leading` may stand before it (a regex part). */
export function anchoredAlternatives(names: readonly string[], leading = ""): string {
  const unique = [...new Set(names)].map(escapeRegExp);
  return `^${leading}(?:${unique.join("|")})$`;
}

export function filesOf(tests: readonly JunitTestRef[]): string[] | null {
  const files = tests.map((test) => test.file);
  if (files.some((file) => file === null)) return null;
  return [...new Set(files as string[])];
}

/**
 * The test files, when every test's is known. jest-junit and mocha-junit-reporter name none, and
 * the file read from a failure's first frame is the source's when the code threw: given as a
 * path, jest would find no test there. The name filter alone then selects.
 */
export function testFilesOf(tests: readonly JunitTestRef[]): string[] {
  const files = filesOf(tests);
  return files?.every(isTestPath) ? files : [];
}
