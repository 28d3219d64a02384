import {
  joinShell,
  quoteShell,
  type ShellPart,
  splitShell,
  unquote,
} from "../process/shell-words.js";
import type { CommandLine, JunitTestRef, Selection } from "./command-line.js";

/** How to run a chosen set of a JUnit tier's tests. */
export interface RerunPlan {
  command: string;
  /** False when `command` is the tier's whole command: the runner could not be asked for less. */
  selective: boolean;
  /** Why the whole command runs, when it does. */
  reason: string | null;
}

export interface RerunRequest {
  /** The tier's command, as configured. */
  command: string;
  /** The tier's `rerun:` template, when set: {tests}, {files} and {names} are filled in. */
  template: string | null;
  /** The runner that wrote the report, by its name and how it reads its command line. */
  runner: { name: string; commandLine: CommandLine } | null;
  tests: readonly JunitTestRef[];
  /** Ids in the runner's own form (pytest node ids) that fix-loop has not seen in a report. */
  runnerIds?: readonly string[];
}

/**
 * The command that runs these tests and no others, built with the runner's own selection
 * (pytest node ids, -t for vitest and jest, -run for go test, --test-name-pattern for node:test,
 * file:line or --grep for playwright) from the tier's own command, so its options and report
 * path stay. When that cannot be done safely, the whole command, with the reason.
 */
export function rerunCommand(
  request: RerunRequest,
  /** Puts a selection into the tier's command: withSelection, unless the caller remembers it. */
  assemble?: (selection: Selection) => string | null,
): RerunPlan {
  const whole = (reason: string): RerunPlan => ({
    command: request.command,
    selective: false,
    reason,
  });
  if (request.template) return fromTemplate(request, whole);
  if (!request.runner) return whole("fix-loop does not know which test runner wrote the report");
  const { name, commandLine: runner } = request.runner;
  const selected = request.tests.length > 0 ? runner.select(request.tests) : null;
  if (request.tests.length > 0 && selected === null) {
    return whole(`the report does not say enough to select these tests with ${name}`);
  }
  const selection: Selection = {
    options: selected?.options ?? [],
    paths: [...(request.runnerIds ?? []), ...(selected?.paths ?? [])],
  };
  if (selection.options.length + selection.paths.length === 0) return whole("no test to select");
  const command = assemble
    ? assemble(selection)
    : withSelection(request.command, runner, selection);
  if (!command) {
    return whole(`the command does not call ${name} directly (set rerun: on the tier to say how)`);
  }
  return { command, selective: true, reason: null };
}

function fromTemplate(request: RerunRequest, whole: (reason: string) => RerunPlan): RerunPlan {
  const runner = request.runner?.commandLine ?? null;
  const ids = request.tests.map((test) => runner?.runnerId(test) ?? null);
  const files = request.tests.map((test) => test.file);
  const values: Record<string, string | null> = {
    tests: ids.some((id) => id === null)
      ? null
      : [...(request.runnerIds ?? []), ...(ids as string[])].map(quoteShell).join(" "),
    files: files.some((file) => file === null)
      ? null
      : [...new Set(files as string[])].map(quoteShell).join(" "),
    names: quoteShell(
      `^(?:${[...new Set(request.tests.map((test) => escapeRegExp(test.name)))].join("|")})$`,
    ),
  };
  let missing: string | null = null;
  const command = (request.template ?? "").replace(/\{(tests|files|names)\}/g, (_, key: string) => {
    const value = values[key] ?? null;
    if (value === null) missing = key;
    return value ?? "";
  });
  if (missing) return whole(`the report does not give {${missing}} for these tests`);
  return { command, selective: true, reason: null };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The command with the runner's call given `selection` instead of its own test filters, or null. */
export function withSelection(
  command: string,
  runner: CommandLine,
  selection: Selection,
): string | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const { segments, operators } = splitSegments(parts);
  for (const [index, segment] of segments.entries()) {
    const words = segment.filter((part): part is { word: string } => "word" in part);
    let plain = words.map((part) => unquote(part.word));
    const separator = runner.separatorAt?.(plain) ?? null;
    if (separator !== null) {
      words.splice(separator, 0, { word: "--" });
      plain = words.map((part) => unquote(part.word));
    }
    const start = runner.start(plain);
    if (start === null) continue;
    // After a `cd`, the report's paths are relative to another folder.
    const moved = segments
      .slice(0, index)
      .some((earlier) => earlier.some((part) => "word" in part && unquote(part.word) === "cd"));
    if (moved) return null;
    const kept = keptWords(
      words.map((part) => part.word),
      plain,
      start,
      runner,
      runner.replacesPaths === true ||
        (runner.replacesPaths === "when-selecting" && selection.paths.length > 0),
    );
    const options = selection.options.map(quoteShell);
    const paths = withPathsOption(kept.words, start, runner.pathsOption, selection.paths)
      ? []
      : selection.paths.map(quoteShell);
    if (runner.selectionFirst) {
      // node reads its options up to the first file: the files go after every option.
      kept.words.splice(start, 0, ...options);
      kept.words.push(...paths);
    } else {
      // Options after a `--` would be read as paths; paths go after every option.
      kept.words.splice(kept.separator ?? kept.words.length, 0, ...options);
      if (runner.pathsFirst && kept.separator === null) {
        kept.words.splice(kept.words.length - options.length, 0, ...paths);
      } else if (kept.endsInList && options.length === 0 && kept.separator === null) {
        // Right after a list option (`--reporters=jest-junit`) a path would be one more of its values.
        if (paths.length > 0) kept.words.push("--", ...paths);
      } else kept.words.push(...paths);
    }
    const redirects = segment.filter((part) => "redirect" in part);
    segments[index] = [...kept.words.map((word) => ({ word })), ...redirects];
    return joinShell(
      segments.flatMap((seg, i) => (i === 0 ? seg : [operators[i - 1] as ShellPart, ...seg])),
    );
  }
  return null;
}

/**
 * Gives a wrapper's paths option (before `start`) the selection's paths as its value; false
 * when the words have no such option.
 */
function withPathsOption(
  words: string[],
  start: number,
  option: string | undefined,
  paths: readonly string[],
): boolean {
  if (!option) return false;
  for (let index = 0; index < start; index++) {
    const word = unquote(words[index] ?? "");
    if (word === option && index + 1 < start) {
      words[index + 1] = quoteShell(paths.join(" "));
      return true;
    }
    if (word.startsWith(`${option}=`)) {
      words[index] = quoteShell(`${option}=${paths.join(" ")}`);
      return true;
    }
  }
  return false;
}

/**
 * The runner's words without its own test filters: options it replaces (with their values)
 * and, for a runner whose selection replaces paths, its paths. `separator` is the index of a
 * `--` kept in the words, after which every word is a path.
 */
function keptWords(
  written: readonly string[],
  plain: readonly string[],
  start: number,
  runner: CommandLine,
  replacesPaths: boolean,
): { words: string[]; separator: number | null; endsInList: boolean } {
  const words = written.slice(0, start);
  let separator: number | null = null;
  let inList = false;
  for (let i = start; i < written.length; i++) {
    const word = written[i] ?? "";
    const value = plain[i] ?? "";
    if (separator !== null) {
      if (!replacesPaths) words.push(word);
      continue;
    }
    if (value === "--") {
      separator = words.length;
      words.push(word);
      continue;
    }
    const option = value.startsWith("-") ? (value.split("=")[0] ?? value) : null;
    if (option === null) {
      // A word after a list option is one of its values, not a path.
      if (inList || !replacesPaths) words.push(word);
      continue;
    }
    const takesNext = !value.includes("=");
    if (runner.coverageSwitches?.has(option)) {
      // `--coverage=false` stays: it is not the run's coverage turned on.
      if (/=false$/i.test(value)) words.push(word);
      // pytest-cov's `--cov src`: the next word is its source, not a test path.
      else if (takesNext && option === "--cov" && !(plain[i + 1] ?? "-").startsWith("-")) i++;
      continue;
    }
    inList = runner.listOptions.has(option);
    if (runner.replacedOptions.has(option)) {
      if (takesNext) i++;
      continue;
    }
    words.push(word);
    if (takesNext && !inList && runner.valueOptions.has(option) && i + 1 < written.length) {
      words.push(written[++i] ?? "");
    }
  }
  return { words, separator, endsInList: inList };
}

/** The simple commands of a command line and the operators between them. */
function splitSegments(all: readonly ShellPart[]): {
  segments: ShellPart[][];
  operators: ShellPart[];
} {
  const segments: ShellPart[][] = [[]];
  const operators: ShellPart[] = [];
  for (const part of all) {
    if ("operator" in part) {
      operators.push(part);
      segments.push([]);
    } else segments.at(-1)?.push(part);
  }
  return { segments, operators };
}
