import { randomBytes } from "node:crypto";
import { quoteShell } from "../process/shell-words.js";
import type { Selection } from "./command-line.js";

/**
 * `build` remembered by the shape of its selection, for a `build` that places the selection's
 * words, quoted, and reads no more in them than their option names: each shape is built once
 * with placeholder words, and each call puts its own words, quoted, in their places. The shape
 * is the option names (`-t`, `--grep`, `--test-name-pattern=`) and how many values and paths
 * follow them. Every test of a tier gets a `run:` line, and each line parsed the tier's command
 * twice (to select, then to drop the report options): a node --test tier of 6,976 tests spent
 * 260 ms on them. A shape is built directly, every time, where a placeholder does not stand as
 * a word of its own (gotestsum's `'--packages=a b'` holds two paths in one word) or where its
 * first line, also built directly, differs.
 */
export function bySelectionShape(
  build: (selection: Selection) => string | null,
): (selection: Selection) => string | null {
  const tag = `FIXLOOP${randomBytes(6).toString("hex")}`;
  const anywhere = new RegExp(tag, "g");
  // A placeholder word: an option's `--name=` kept, then the tag, its list and its index.
  const asWord = new RegExp(`(^| )((?:-[\\w-]*=)?${tag}([op])(\\d+)x)(?= |$)`, "g");
  const fill = (template: string, selection: Selection) =>
    template.replace(
      asWord,
      (_, before: string, _word: string, list: string, index: string) =>
        before +
        quoteShell((list === "o" ? selection.options : selection.paths)[Number(index)] ?? ""),
    );
  const templates = new Map<string, string | null | typeof DIRECT>();
  return (selection) => {
    const shape = `${selection.options.map(optionName).join("\u0000")}/${selection.paths.length}`;
    const template = templates.get(shape);
    if (template === DIRECT) return build(selection);
    if (template !== undefined) return template === null ? null : fill(template, selection);
    const direct = build(selection);
    const placed = build({
      options: selection.options.map((word, index) => placeholder(word, `${tag}o${index}x`)),
      paths: selection.paths.map((_, index) => `${tag}p${index}x`),
    });
    const standing = placed?.match(asWord)?.length ?? 0;
    const kept =
      placed === null
        ? direct === null
        : standing === (placed.match(anywhere)?.length ?? 0) && fill(placed, selection) === direct;
    templates.set(shape, kept ? placed : DIRECT);
    return direct;
  };
}

const DIRECT = Symbol("built directly");

/** What of an option word is its shape: all of `-t`, `--grep=` of `--grep=x`; nothing of a value. */
function optionName(word: string): string {
  if (!word.startsWith("-")) return "";
  const equals = word.indexOf("=");
  return equals === -1 ? word : word.slice(0, equals + 1);
}

/** An option name stays; a value becomes the placeholder, after its `--name=` if it has one. */
function placeholder(word: string, slot: string): string {
  const name = optionName(word);
  if (name === word) return word;
  return `${name}${slot}`;
}
