import { joinShell, quoteShell, splitShell, unquote } from "../process/shell-words.js";
import type { CommandLine } from "./command-line.js";

/** The runner's call in a command: the options it is given, and the command with words added to them. */
export interface RunnerCall {
  /** The names of the options the call gives (`--reporter` of `--reporter=junit`). */
  options: string[];
  /**
   * The command with `words` added to the call: before a `--`, else at the end of the runner's
   * simple command (a list option such as jest's --reporters, right after the runner, would
   * take a path that follows as one of its values).
   */
  withWords(words: readonly string[]): string;
}

/** The runner's call in `command`, or null when fix-loop cannot read the command or finds no call. */
export function runnerCall(command: string, commandLine: CommandLine): RunnerCall | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const words = parts.map((part) => ("word" in part ? unquote(part.word) : null));
  const start = commandLine.start(words.map((word) => word ?? ""));
  if (start === null) return null;
  const length = words.slice(start).findIndex((word) => word === null || word === "--");
  const end = length === -1 ? words.length : start + length;
  return {
    options: words.slice(start, end).map((word) => word?.split("=")[0] ?? ""),
    withWords: (added) =>
      joinShell([
        ...parts.slice(0, end),
        ...added.map((word) => ({ word: quoteShell(word) })),
        ...parts.slice(end),
      ]),
  };
}
