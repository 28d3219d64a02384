import path from "node:path";
import type { Framework } from "./frameworks.js";
import { REPORTER_LISTS, withoutJunitReporter } from "./reporter-list.js";
import { joinShell, type ShellPart, splitShell, unquote } from "./shell-words.js";

/**
 * What writes the JUnit report, per runner whose output goes back to the terminal once these
 * options are gone: the option naming the report file, and the option choosing the junit
 * reporter that goes with it (node pairs reporters and destinations by position).
 */
const REPORT_OPTIONS: Partial<Record<Framework, { file: string[]; reporter: string | null }>> = {
  pytest: { file: ["--junitxml", "--junit-xml"], reporter: null },
  vitest: { file: ["--outputFile", "--outputFile.junit"], reporter: "--reporter" },
  node: { file: ["--test-reporter-destination"], reporter: "--test-reporter" },
  // gotestsum's; a go-junit-report pipeline is cut before the converter instead.
  go: { file: ["--junitfile"], reporter: null },
};

/**
 * The command a person or the agent runs to see a test fail: the tier's command without the
 * options that write its JUnit report. fix-loop reads reports from a folder of its own, outside
 * the tree; the report path the config names (`--junitxml=reports/junit.xml`) would only drop a
 * `reports/` folder into the agent's `git status`. Left as it is when the runner is not one
 * whose report options are known, or the command does not spell the report path out.
 */
export function commandWithoutReport(
  command: string,
  framework: Framework | null,
  reports: readonly string[],
): string {
  if (framework === "jest" || framework === "mocha") {
    const parts = splitShell(command);
    return (parts && withoutJunitReporter(parts, REPORTER_LISTS[framework])) ?? command;
  }
  if (framework === "go") {
    const parts = splitShell(command);
    const cut = parts && beforeJunitConverter(parts);
    if (cut) return joinShell(cut);
  }
  const options = framework ? REPORT_OPTIONS[framework] : undefined;
  const parts = options ? splitShell(command) : null;
  if (!options || !parts) return command;
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
      if (option.value === "junit" && framework === "vitest") {
        for (const index of option.indexes) dropped.add(index);
      }
    }
    i = option.indexes.at(-1) ?? i;
  }
  if (framework === "node") {
    // The junit reporter goes with its destination: the n-th reporter writes to the n-th one.
    destinations.forEach((indexes, n) => {
      if (indexes.every((index) => dropped.has(index)))
        for (const index of reporters[n] ?? []) dropped.add(index);
    });
  }
  if (!destinations.some((indexes) => indexes.every((index) => dropped.has(index)))) return command;
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
function beforeJunitConverter(parts: readonly ShellPart[]): ShellPart[] | null {
  const converter = parts.findIndex(
    (part) => "word" in part && /(?:^|\/)go-junit-report(?:\/|@|$)/.test(unquote(part.word)),
  );
  if (converter === -1) return null;
  const pipe = parts.slice(0, converter).findLastIndex((part) => "operator" in part);
  if (pipe === -1 || !("operator" in (parts[pipe] as ShellPart))) return null;
  if ((parts[pipe] as { operator: string }).operator !== "|") return null;
  // `2>&1` only fed the converter go test's errors: a person sees them anyway.
  return parts.slice(0, pipe).filter((part) => !("redirect" in part && part.redirect === "2>&1"));
}
