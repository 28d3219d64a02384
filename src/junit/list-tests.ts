import path from "node:path";
import { runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";
import { type Framework, runnerOf } from "./frameworks.js";
import { joinShell, type ShellPart, splitShell, unquote } from "./shell-words.js";
import { junitTestId } from "./test-id.js";

/**
 * The tests a JUnit tier would run, asked of its runner without running any (vitest `list`,
 * pytest `--collect-only`), so an id no test has is refused before the tier runs. Each test is
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
}

export interface ListOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  runAs?: RunAs | null;
}

interface Lister {
  /** The runner's words that list instead of run, after its program (and subcommand). */
  command(program: string[], scope: string[]): string[];
  /** Options of the tier's command that keep their meaning when listing (config, root, filters). */
  kept: ReadonlySet<string>;
  parse(stdout: string, cwd: string): ListedTests | null;
  /** Exit codes that still mean a complete listing (pytest's 5: no tests collected). */
  okCodes: readonly number[];
}

const LISTERS: Partial<Record<Framework, Lister>> = {
  vitest: {
    // `--json` last: followed by a word, it would take it as the file to write.
    command: (program, scope) => [...program, "list", ...scope, "--json"],
    kept: new Set([
      "-c",
      "--config",
      "-r",
      "--root",
      "--dir",
      "--project",
      "-t",
      "--testNamePattern",
    ]),
    parse: parseVitestList,
    okCodes: [0],
  },
  go: {
    // gotestsum's or go-junit-report's go test, as go test itself: it lists what it would run.
    command: (program, scope) => [...program, "test", "-list", ".", ...scope],
    kept: new Set(["-tags", "-mod", "-C"]),
    parse: parseGoList,
    okCodes: [0],
  },
  pytest: {
    command: (program, scope) => [...program, "--collect-only", "-q", ...scope],
    kept: new Set(["-c", "--rootdir", "-p", "-o", "--import-mode", "--confcutdir", "-k", "-m"]),
    parse: parsePytestCollection,
    okCodes: [0, 5],
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
  const listing = listingCommand(command, framework, lister);
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
  return lister.parse(outcome.output.head.toString("utf8"), options.cwd);
}

/** A listing longer than this (some 50,000 tests) is not read: the ids are checked after the run. */
const LISTING_BYTES = 8 * 1024 * 1024;

/**
 * The tier's command with its runner's call turned into a listing: the words before the runner
 * (environment assignments), the runner, the options that scope what it runs, its paths. Null
 * when the runner is not called plainly (after a `cd`, behind a wrapper, in a pipeline).
 */
function listingCommand(command: string, framework: Framework, lister: Lister): string | null {
  const found = runnerWords(command, framework);
  if (!found) return null;
  const { written, plain, start } = found;
  const runner = runnerOf(framework);
  const program = programWords(written, plain, start, framework);
  const scope: string[] = [];
  for (let i = start; i < written.length; i++) {
    const value = plain[i] ?? "";
    const option = value.startsWith("-") ? (value.split("=")[0] ?? value) : null;
    const takesNext = option !== null && !value.includes("=") && runner.valueOptions.has(option);
    if (option === null) scope.push(written[i] ?? "");
    else if (lister.kept.has(option)) {
      scope.push(written[i] ?? "");
      if (takesNext) scope.push(written[i + 1] ?? "");
    }
    if (takesNext) i++;
  }
  return joinShell(lister.command(program, scope).map((word): ShellPart => ({ word })));
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
