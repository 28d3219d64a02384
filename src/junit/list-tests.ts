import { runProcess } from "../process/run.js";
import {
  joinShell,
  quoteShell,
  type ShellPart,
  splitShell,
  unquote,
} from "../process/shell-words.js";
import type { CommandLine, JunitTestRef } from "./command-line.js";
import { listFromReport } from "./list-from-report.js";
import type { ListedTests, ListOptions } from "./listed-tests.js";
import type { ReportReader } from "./run-junit-command.js";

/** How a runner lists its tests without running them: a runner plug-in's part (src/runners). */
export interface Lister {
  /**
   * Whether the runner the project has lists without running a test; unset where it always does.
   * mocha before 9 knows no `--dry-run`: it ran every test and hook of a file to list it.
   */
  listsHere?(cwd: string): Promise<boolean>;
  /**
   * The runner's words that list instead of run, after its program (and subcommand); `report`
   * is where a lister that reads a JUnit report has it written.
   */
  command(program: string[], scope: string[], report: string): string[];
  /**
   * The words up to the runner's arguments that the listing keeps (the environment assignments
   * and the runner); by default every word before `start`.
   */
  program?(written: readonly string[], plain: readonly string[], start: number): string[];
  /**
   * Whether its paths may be test files, so a listing of a few tests' files lists those alone
   * (not go's packages).
   */
  takesFiles?: boolean;
  /** Whether an option of the tier's command keeps its meaning when listing (config, root, filters). */
  keeps(option: string): boolean;
  /** How the listing is read: from the runner's output, or from the JUnit report it writes. */
  read:
    | { output(stdout: string, cwd: string): ListedTests | null }
    | {
        /** The environment of the listing run (the reporter's own settings). */
        env(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
        /** Whether the runner's selection can pick out a test the report names this way. */
        selectable(ref: JunitTestRef): boolean;
        /**
         * True when the listing is a dry run whose tests read as passed (mocha --dry-run); else
         * every test must read as skipped, or the listing ran tests and is not one.
         */
        dryRun?: boolean;
      };
  /** Exit codes that still mean a complete listing (pytest's 5: no tests collected). */
  okCodes: readonly number[];
}

/** What listing needs of a runner: its command line, its lister if it has one, how its report reads. */
export interface ListingRunner extends ReportReader {
  commandLine: CommandLine;
  listing?: Lister;
}

export const only =
  (...options: string[]) =>
  (option: string) =>
    options.includes(option);

export async function listTests(
  command: string,
  runner: ListingRunner | null,
  options: ListOptions,
): Promise<ListedTests | null> {
  const lister = runner?.listing;
  if (!runner || !lister) return null;
  if (lister.listsHere && !(await lister.listsHere(options.cwd))) return null;
  const read = lister.read;
  const files = lister.takesFiles ? options.files : undefined;
  if (!("output" in read)) {
    return listFromReport(
      (report) => listingCommand(command, runner.commandLine, lister, report, files),
      {
        ...options,
        env: read.env(options.env),
        selectable: read.selectable,
        dryRun: read.dryRun ?? false,
        runner,
      },
    );
  }
  const listing = listingCommand(command, runner.commandLine, lister, "", files);
  if (!listing) return null;
  const outcome = await runProcess(listing, {
    cwd: options.cwd,
    env: options.env,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    runAs: options.runAs,
    stdoutOnly: true,
    output: { headBytes: LISTING_BYTES, tailBytes: 0 },
  });
  const complete = outcome.output.elidedBytes === 0 && outcome.output.tail.length === 0;
  if (outcome.exitCode === null || !lister.okCodes.includes(outcome.exitCode) || !complete)
    return null;
  return read.output(outcome.output.head.toString("utf8"), options.cwd);
}

/** A listing longer than this (some 50,000 tests) is not read: the ids are checked after the run. */
const LISTING_BYTES = 8 * 1024 * 1024;

/**
 * The tier's command with its runner's call turned into a listing: the words before the runner
 * (environment assignments), the runner, the options that scope what it runs, its paths (or the
 * `files` in their place). Null when the runner is not called plainly (after a `cd`, behind a
 * wrapper, in a pipeline).
 */
function listingCommand(
  command: string,
  runner: CommandLine,
  lister: Lister,
  report: string,
  files?: readonly string[],
): string | null {
  const found = runnerWords(command, runner);
  if (!found) return null;
  const { written, plain, start } = found;
  const program = lister.program?.(written, plain, start) ?? written.slice(0, start);
  const scope: string[] = [];
  for (let i = start; i < written.length; i++) {
    const value = plain[i] ?? "";
    const option = value.startsWith("-") ? (value.split("=")[0] ?? value) : null;
    // A name filter the listing drops takes its pattern with it (jest's -t is in no value list).
    const takesNext =
      option !== null &&
      !value.includes("=") &&
      (runner.valueOptions.has(option) || runner.replacedOptions.has(option));
    if (option === null) {
      if (!files) scope.push(written[i] ?? "");
    } else if (lister.keeps(option)) {
      scope.push(written[i] ?? "");
      if (takesNext) scope.push(written[i + 1] ?? "");
    }
    if (takesNext) i++;
  }
  if (files) scope.push(...files.map(quoteShell));
  return joinShell(lister.command(program, scope, report).map((word): ShellPart => ({ word })));
}

/** The program's words with `assignments` just before the runner, after (and so over) the tier's own. */
export function beforeRunner(program: readonly string[], assignments: readonly string[]): string[] {
  const runner = program.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(unquote(word)));
  const at = runner < 0 ? program.length : runner;
  return [...program.slice(0, at), ...assignments, ...program.slice(at)];
}

/**
 * The words of the simple command that calls the runner (in `go test ./... 2>&1 | go-junit-report`,
 * the first), and where its arguments start; null after a `cd` or when none calls it.
 */
function runnerWords(
  command: string,
  runner: CommandLine,
): { written: string[]; plain: string[]; start: number } | null {
  const parts = splitShell(command);
  if (!parts) return null;
  let words: string[] = [];
  const segments: string[][] = [];
  for (const part of [...parts, { operator: ";" }]) {
    if ("word" in part) words.push(part.word);
    else if ("operator" in part) {
      segments.push(words);
      words = [];
    }
  }
  for (const written of segments) {
    const plain = written.map(unquote);
    if (plain.includes("cd")) return null;
    const start = runner.start(plain) ?? runner.separatorAt?.(plain) ?? null;
    if (start !== null) return { written, plain, start };
  }
  return null;
}
