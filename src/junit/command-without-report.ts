import path from "node:path";
import { joinShell, type ShellPart, splitShell, unquote } from "../process/shell-words.js";
import { withoutReportFolders } from "./without-report-folder.js";

/**
 * The options that write a runner's JUnit report, for a runner whose output goes back to the
 * terminal once they are gone: the option naming the report file, the option choosing the
 * reporter that goes with it, the reporter's name when a selective run must drop it too (vitest's
 * `--reporter=junit`), and whether reporters and destinations pair by position (node's).
 */
export interface ReportOptions {
  file: readonly string[];
  reporter: string | null;
  junitReporter?: string;
  pairedByPosition?: boolean;
}

/** What a runner plug-in says of its report options: the command without them, or null. */
export interface ReportStripper {
  withoutReport?(command: string, reports: readonly string[]): string | null;
}

/**
 * The command a person or the agent runs to see a test fail: the tier's command without the
 * options that write its JUnit report. fix-loop reads reports from a folder of its own, outside
 * the tree; the report path the config names (`--junitxml=reports/junit.xml`) would only drop a
 * `reports/` folder into the agent's `git status`, and so would the `mkdir -p reports &&` made
 * for it. Left as it is when the runner is not one whose report options are known, or the
 * command does not spell the report path out.
 */
export function commandWithoutReport(
  command: string,
  runner: ReportStripper | null,
  reports: readonly string[],
): string {
  const stripped = runner?.withoutReport?.(command, reports);
  return stripped ? withoutReportFolders(stripped, reports) : command;
}

/** The command without the report `options` that write one of `reports`, or null. */
export function withoutReportOptions(
  command: string,
  options: ReportOptions,
  reports: readonly string[],
): string | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const isReport = (value: string) =>
    reports.some((report) => path.normalize(value) === path.normalize(report));

  const words = parts.map((part) => ("word" in part ? unquote(part.word) : null));
  const dropped = new Set<number>();
  const reporters: number[][] = [];
  const destinations: number[][] = [];
  const known = [...options.file, options.reporter];
  for (let i = 0; i < parts.length; i++) {
    const option = optionAt(words, i, known);
    if (!option) continue;
    if (options.file.includes(option.name)) {
      destinations.push(option.indexes);
      if (isReport(option.value)) for (const index of option.indexes) dropped.add(index);
    } else if (option.name === options.reporter) {
      reporters.push(option.indexes);
      if (options.junitReporter !== undefined && option.value === options.junitReporter) {
        for (const index of option.indexes) dropped.add(index);
      }
    }
    i = option.indexes.at(-1) ?? i;
  }
  if (options.pairedByPosition) {
    // The junit reporter goes with its destination: the n-th reporter writes to the n-th one.
    destinations.forEach((indexes, n) => {
      if (indexes.every((index) => dropped.has(index)))
        for (const index of reporters[n] ?? []) dropped.add(index);
    });
  }
  if (!destinations.some((indexes) => indexes.every((index) => dropped.has(index)))) return null;
  return joinShell(parts.filter((_, index) => !dropped.has(index)) as ShellPart[]);
}

/** One of the `known` options at `i`: `--name=value` in one word or `--name value` in two. */
function optionAt(
  words: readonly (string | null)[],
  i: number,
  known: readonly (string | null)[],
): { name: string; value: string; indexes: number[] } | null {
  const word = words[i] ?? "";
  const equals = word.indexOf("=");
  const name = equals === -1 ? word : word.slice(0, equals);
  if (!known.includes(name)) return null;
  if (equals !== -1) return { name, value: word.slice(equals + 1), indexes: [i] };
  const next = words[i + 1];
  return next == null ? null : { name, value: next, indexes: [i, i + 1] };
}

/**
 * `go test -v ./... 2>&1 | go-junit-report -out r.xml` without the pipe into the converter: go
 * test's own output is what a person reads (the converter would print XML). Null when no
 * go-junit-report reads the output.
 */
export function beforeJunitConverter(command: string): string | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const converter = parts.findIndex(
    (part) => "word" in part && /(?:^|\/)go-junit-report(?:\/|@|$)/.test(unquote(part.word)),
  );
  if (converter === -1) return null;
  const pipe = parts.slice(0, converter).findLastIndex((part) => "operator" in part);
  if (pipe === -1 || !("operator" in (parts[pipe] as ShellPart))) return null;
  if ((parts[pipe] as { operator: string }).operator !== "|") return null;
  // `2>&1` only fed the converter go test's errors: a person sees them anyway.
  return joinShell(
    parts.slice(0, pipe).filter((part) => !("redirect" in part && part.redirect === "2>&1")),
  );
}

/**
 * A command whose reporter prints the report, sent to the report file by a redirect (tap 16's
 * `tap -R xunit > reports/junit.xml`), without the redirect and the reporter option: the
 * runner's own output is then what a person reads. Null when no redirect writes a report.
 */
export function withoutRedirectedReport(
  command: string,
  reporter: { options: readonly string[]; name: string },
  reports: readonly string[],
): string | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const isReport = (target: string) =>
    reports.some((report) => path.normalize(unquote(target)) === path.normalize(report));
  const redirect = parts.findIndex(
    (part) =>
      "redirect" in part &&
      /^1?>[^>&]/.test(part.redirect) &&
      isReport(part.redirect.replace(/^1?>\s*/, "")),
  );
  if (redirect === -1) return null;
  const words = parts.map((part) => ("word" in part ? unquote(part.word) : null));
  const dropped = new Set([redirect]);
  for (let i = 0; i < parts.length; i++) {
    const option = optionAt(words, i, reporter.options);
    if (!option) continue;
    if (option.value === reporter.name) for (const index of option.indexes) dropped.add(index);
    i = option.indexes.at(-1) ?? i;
  }
  return joinShell(parts.filter((_, index) => !dropped.has(index)) as ShellPart[]);
}
