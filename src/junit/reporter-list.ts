import { joinShell, type ShellPart, splitShell, unquote } from "../process/shell-words.js";

/** A runner whose reporters are a list option (jest's --reporters, mocha's --reporter). */
export interface ReporterList {
  /** Where the runner's arguments start in a simple command's words (CommandLine.start). */
  start(words: readonly string[]): number | null;
  /** The option naming reporters, and its short form. */
  options: readonly string[];
  /** Options that only configure the junit reporter (mocha's --reporter-options mochaFile=…). */
  junitOnly: readonly string[];
  /** Environment variables that only configure the junit reporter. */
  junitEnv: RegExp;
  /** The reporter a person reads, given when no other is left (overriding a config file's). */
  fallback: string;
}

const isJunit = (value: string) => /junit/i.test(value);

/**
 * The command without its junit reporter, its options and its environment, and with the
 * runner's plain reporter when no other is left: a reporter named in the project's config (jest's
 * `reporters`, a .mocharc) is overridden too, so the run writes no report into the tree.
 * Null when the runner is not found in the command.
 */
export function withoutJunitReporter(command: string, list: ReporterList): string | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const words = parts.map((part) => ("word" in part ? unquote(part.word) : null));
  const segment = runnerSegment(words, list.start);
  if (!segment) return null;
  const dropped = new Set<number>();
  let reporters = 0;
  for (let i = segment.first; i < segment.start; i++) {
    if (list.junitEnv.test(words[i] ?? "")) dropped.add(i);
  }
  for (let i = segment.start; i < segment.end; i++) {
    const word = words[i] ?? "";
    const [name, inline] = splitOption(word);
    const reporter = list.options.includes(name);
    if (reporter || list.junitOnly.includes(name)) {
      const values = inline === null ? valuesAfter(words, i, segment.end) : [i];
      const junit = values.filter((at) => {
        const value = at === i ? (inline ?? "") : (words[at] ?? "");
        return list.junitOnly.includes(name) || isJunit(value);
      });
      for (const at of junit) dropped.add(at);
      const left = values.length - junit.length;
      if (reporter) reporters += left;
      if (left === 0) dropped.add(i);
      i = values.at(-1) ?? i;
    }
  }
  let last = segment.end - 1;
  while (dropped.has(last)) last--;
  const out: ShellPart[] = [];
  for (const [index, part] of parts.entries()) {
    if (!dropped.has(index)) out.push(part);
    if (index === last && reporters === 0) out.push({ word: list.fallback });
  }
  return joinShell(out);
}

/** "--reporters=a" -> ["--reporters", "a"]; "--ci" -> ["--ci", null]. */
function splitOption(word: string): [string, string | null] {
  const equals = word.indexOf("=");
  return equals === -1 ? [word, null] : [word.slice(0, equals), word.slice(equals + 1)];
}

/** The words a list option takes: every one up to the next option. */
function valuesAfter(words: readonly (string | null)[], at: number, end: number): number[] {
  const values: number[] = [];
  for (let i = at + 1; i < end; i++) {
    const word = words[i];
    if (word === null || word === undefined || word.startsWith("-")) break;
    values.push(i);
  }
  return values;
}

/** Where the runner's simple command is: its first word, its first argument, its end. */
function runnerSegment(
  words: readonly (string | null)[],
  start: ReporterList["start"],
): { first: number; start: number; end: number } | null {
  let first = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && words[i] !== null) continue;
    const plain = words.slice(first, i) as string[];
    const at = start(plain);
    if (at !== null) return { first, start: first + at, end: i };
    first = i + 1;
  }
  return null;
}
