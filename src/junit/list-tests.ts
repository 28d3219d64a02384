import path from "node:path";
import { runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";
import { type Framework, type JunitTestRef, runnerOf } from "./frameworks.js";
import { jestJunitFilesEnv } from "./jest-junit-files.js";
import { listFromReport } from "./list-from-report.js";
import { joinShell, quoteShell, type ShellPart, splitShell, unquote } from "./shell-words.js";
import { junitTestId } from "./test-id.js";

/**
 * The tests a JUnit tier would run, asked of its runner without running any (vitest `list`,
 * pytest `--collect-only`, go `test -list`, jest with a name filter nothing matches), so an id
 * no test has is refused before the tier runs. Each test is
 * known by the id fix-loop will give it from the report, and by the runner's own where it has
 * one. A runner that cannot list, a command fix-loop cannot rewrite, or a listing that fails
 * gives null: the ids are then checked after the run, as before.
 */
export interface ListedTests {
  /** fix-loop's ids, as junitTestId makes them from the report. */
  ids: Set<string>;
  /** The runner's own ids (pytest node ids), which name a test, or a file or class of tests. */
  runnerIds: string[];
  /** Whether a name below a listed test is one too: go lists TestX, and runs TestX/case. */
  subtests?: boolean;
  /** Each test as its report named it, where the listing is a report: enough to run it alone. */
  refs?: ReadonlyMap<string, JunitTestRef>;
}

export interface ListOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  runAs?: RunAs | null;
}

interface Lister {
  /**
   * The runner's words that list instead of run, after its program (and subcommand); `report`
   * is where a lister that reads a JUnit report has it written.
   */
  command(program: string[], scope: string[], report: string): string[];
  /** Whether an option of the tier's command keeps its meaning when listing (config, root, filters). */
  keeps(option: string): boolean;
  /** How the listing is read: the runner's output, or (null) the JUnit report it writes. */
  parse: ((stdout: string, cwd: string) => ListedTests | null) | null;
  /** Exit codes that still mean a complete listing (pytest's 5: no tests collected). */
  okCodes: readonly number[];
}

const only =
  (...options: string[]) =>
  (option: string) =>
    options.includes(option);

/**
 * jest options that do not keep their meaning in a listing: its own name filter and coverage
 * (replaced), output of its own (--json), and a watch, which would never end.
 */
const JEST_NOT_KEPT = new Set([
  "-t",
  "--testNamePattern",
  "--coverage",
  "--collectCoverage",
  "--collect-coverage",
  "--json",
  "--outputFile",
  "--watch",
  "--watchAll",
  "-u",
  "--updateSnapshot",
  "--listTests",
  "--showConfig",
]);

const LISTERS: Partial<Record<Framework, Lister>> = {
  vitest: {
    // `--json` last: followed by a word, it would take it as the file to write.
    command: (program, scope) => [...program, "list", ...scope, "--json"],
    keeps: only("-c", "--config", "-r", "--root", "--dir", "--project", "-t", "--testNamePattern"),
    parse: parseVitestList,
    okCodes: [0],
  },
  go: {
    // gotestsum's or go-junit-report's go test, as go test itself: it lists what it would run.
    command: (program, scope) => [...program, "test", "-list", ".", ...scope],
    keeps: only("-tags", "-mod", "-C"),
    parse: parseGoList,
    okCodes: [0],
  },
  pytest: {
    command: (program, scope) => [...program, "--collect-only", "-q", ...scope],
    keeps: only("-c", "--rootdir", "-p", "-o", "--import-mode", "--confcutdir", "-k", "-m"),
    parse: parsePytestCollection,
    okCodes: [0, 5],
  },
  jest: {
    // `(?!)` matches no name, not even an empty one: every test is skipped, and so is every
    // beforeAll and afterAll of a block with no test to run. The report goes where fix-loop
    // reads it: jest-junit's variables take precedence over its other settings (the file over
    // the folder and name, which older versions read).
    command: (program, scope, report) => [
      ...beforeRunner(program, [
        quoteShell(`JEST_JUNIT_OUTPUT_FILE=${report}`),
        quoteShell(`JEST_JUNIT_OUTPUT_DIR=${path.dirname(report)}`),
        quoteShell(`JEST_JUNIT_OUTPUT_NAME=${path.basename(report)}`),
      ]),
      ...scope,
      "-t",
      quoteShell("(?!)"),
      "--coverage=false",
    ],
    keeps: (option) => !JEST_NOT_KEPT.has(option),
    parse: null,
    okCodes: [0],
  },
};

/** Whether fix-loop can ask this runner for its tests without running them. */
export function canList(framework: Framework | null): boolean {
  return framework !== null && LISTERS[framework] !== undefined;
}

export async function listTests(
  command: string,
  framework: Framework | null,
  options: ListOptions,
): Promise<ListedTests | null> {
  const lister = framework ? LISTERS[framework] : undefined;
  if (!framework || !lister) return null;
  if (!lister.parse) {
    return listFromReport((report) => listingCommand(command, framework, lister, report), {
      ...options,
      env: jestJunitFilesEnv(framework, options.env),
      // jest's name filter reads the full name, which jest-junit's default name is (its
      // classname too); a name of other settings ("{title}") would select nothing.
      selectable: (ref) => ref.name === ref.classname,
    });
  }
  const parse = lister.parse;
  const listing = listingCommand(command, framework, lister, "");
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
  return parse(outcome.output.head.toString("utf8"), options.cwd);
}

/** A listing longer than this (some 50,000 tests) is not read: the ids are checked after the run. */
const LISTING_BYTES = 8 * 1024 * 1024;

/**
 * The tier's command with its runner's call turned into a listing: the words before the runner
 * (environment assignments), the runner, the options that scope what it runs, its paths. Null
 * when the runner is not called plainly (after a `cd`, behind a wrapper, in a pipeline).
 */
function listingCommand(
  command: string,
  framework: Framework,
  lister: Lister,
  report: string,
): string | null {
  const found = runnerWords(command, framework);
  if (!found) return null;
  const { written, plain, start } = found;
  const runner = runnerOf(framework);
  const program = programWords(written, plain, start, framework);
  const scope: string[] = [];
  for (let i = start; i < written.length; i++) {
    const value = plain[i] ?? "";
    const option = value.startsWith("-") ? (value.split("=")[0] ?? value) : null;
    // A name filter the listing drops takes its pattern with it (jest's -t is in no value list).
    const takesNext =
      option !== null &&
      !value.includes("=") &&
      (runner.valueOptions.has(option) || runner.replacedOptions.has(option));
    if (option === null) scope.push(written[i] ?? "");
    else if (lister.keeps(option)) {
      scope.push(written[i] ?? "");
      if (takesNext) scope.push(written[i + 1] ?? "");
    }
    if (takesNext) i++;
  }
  return joinShell(lister.command(program, scope, report).map((word): ShellPart => ({ word })));
}

/** The program's words with `assignments` just before the runner, after (and so over) the tier's own. */
function beforeRunner(program: readonly string[], assignments: readonly string[]): string[] {
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
  framework: Framework,
): { written: string[]; plain: string[]; start: number } | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const runner = runnerOf(framework);
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

/**
 * The words up to the runner's arguments: the environment assignments and the runner, without
 * vitest's `run` (list replaces it); for go, the assignments and `go` (gotestsum and go test both
 * list as go test).
 */
function programWords(
  written: readonly string[],
  plain: readonly string[],
  start: number,
  framework: Framework,
): string[] {
  if (framework === "vitest" && plain[start - 1] === "run") return written.slice(0, start - 1);
  if (framework !== "go") return written.slice(0, start);
  const program = plain.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  return [...written.slice(0, Math.max(0, program)), "go"];
}

/** `go test -list .`: each package's test names, then its "ok" line (a failed build: no listing). */
function parseGoList(stdout: string): ListedTests | null {
  const ids = new Set<string>();
  const runnerIds: string[] = [];
  let names: string[] = [];
  for (const line of stdout.split("\n")) {
    const done = /^(?:ok|\?)\s+(\S+)/.exec(line);
    if (done?.[1]) {
      for (const name of names) {
        ids.add(junitTestId(name, done[1]));
        runnerIds.push(`${done[1]}.${name}`);
      }
      names = [];
    } else if (/^FAIL\b/.test(line)) return null;
    else if (/^(?:Test|Example|Fuzz)\w*$/.test(line.trim())) names.push(line.trim());
  }
  return { ids, runnerIds, subtests: true };
}

/** `vitest list --json`: [{ name: "prices > cents", file: "/abs/test/prices.test.js" }]. */
function parseVitestList(stdout: string, cwd: string): ListedTests | null {
  let entries: unknown;
  try {
    entries = JSON.parse(stdout.slice(stdout.indexOf("[")));
  } catch {
    return null;
  }
  if (!Array.isArray(entries)) return null;
  const ids = new Set<string>();
  for (const entry of entries as { name?: unknown; file?: unknown }[]) {
    if (typeof entry?.name !== "string" || typeof entry.file !== "string") return null;
    const file = path.relative(cwd, entry.file).split(path.sep).join("/");
    ids.add(junitTestId(entry.name, file));
  }
  return { ids, runnerIds: [] };
}

/** `pytest --collect-only -q`: one node id a line ("tests/test_x.py::TestY::test_z[1]"), then counts. */
function parsePytestCollection(stdout: string): ListedTests | null {
  const runnerIds = stdout
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^[^\s:]+\.py::\S/.test(line));
  const ids = new Set<string>();
  for (const nodeId of runnerIds) {
    const [file = "", ...names] = nodeId.split("::");
    const name = names.pop() ?? "";
    const classname = [file.slice(0, -3).replaceAll("/", "."), ...names].join(".");
    ids.add(junitTestId(name, classname));
  }
  return { ids, runnerIds };
}

/**
 * Whether a wanted id names listed tests: one of fix-loop's ids, or a runner id that is, or
 * contains, a listed one (pytest takes a file or a class: `tests/test_x.py::TestY`).
 */
export function isListed(listed: ListedTests, id: string): boolean {
  if (listed.ids.has(id)) return true;
  if (listed.subtests && [...listed.ids].some((test) => id.startsWith(`${test}/`))) return true;
  return listed.runnerIds.some(
    (runnerId) =>
      runnerId === id || runnerId.startsWith(`${id}::`) || runnerId.startsWith(`${id}[`),
  );
}
