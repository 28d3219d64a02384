import path from "node:path";
import { isTestPath } from "../files/test-paths.js";

/** The test runners whose JUnit reports fix-loop recognises and whose own selection it uses. */
export type Framework = "pytest" | "vitest" | "jest" | "mocha" | "go" | "node" | "playwright";

/** What fix-loop knows of one JUnit test, enough to ask its runner for it alone. */
export interface JunitTestRef {
  /** The testcase name as the report wrote it. */
  name: string;
  classname: string;
  suite: string;
  /** The test's file, relative to the project root, when known. */
  file: string | null;
  line: number | null;
}

/**
 * The arguments that run chosen tests: options (a name filter) and paths (test files, pytest
 * node ids, go packages). They are placed apart: options before a `--` the command has, paths
 * after every option (a path right after a list option would be read as one of its values).
 */
export interface Selection {
  options: string[];
  paths: string[];
}

/**
 * How one runner selects tests on its command line. `start` finds the runner in a simple
 * command's words (the index of its first argument); `select` gives the arguments that run
 * these tests and nothing else, or null when the refs lack what the runner needs.
 */
interface Runner {
  start(words: readonly string[]): number | null;
  /** Options that take the next word as their value (so that word is not a test path). */
  valueOptions: ReadonlySet<string>;
  /**
   * Options that take every word up to the next option (jest's and mocha's yargs read
   * `--reporters default jest-junit test/a.test.js` as three reporters).
   */
  listOptions: ReadonlySet<string>;
  /** True when the runner's paths go before its options (kept from how vitest is written). */
  pathsFirst?: boolean;
  /** Options fix-loop replaces with its own selection (a name filter already there). */
  replacedOptions: ReadonlySet<string>;
  /**
   * The switches that turn the runner's own coverage on (`--coverage`, pytest-cov's `--cov`):
   * a run of a few tests would write its partial report over the whole run's, so selective
   * runs go without them. Their other coverage options do nothing without them.
   */
  coverageSwitches?: ReadonlySet<string>;
  /** True when path arguments restrict the run and must give way to the selection. */
  replacesPaths: boolean;
  /** True when the selection must come right after the runner (node reads options before files). */
  selectionFirst?: boolean;
  /**
   * Where a `--` must be added for `start` to find the runner's arguments (a wrapper such as
   * gotestsum that passes what follows it to the runner), or null.
   */
  separatorAt?(words: readonly string[]): number | null;
  /**
   * A wrapper's option, before the runner's words, that names the paths to run (gotestsum's
   * --packages, which --rerun-fails requires): the selection's paths replace its value.
   */
  pathsOption?: string;
  runnerId(test: JunitTestRef): string | null;
  select(tests: readonly JunitTestRef[]): Selection | null;
}

/** The framework that wrote a report, from its first kilobytes. */
export function frameworkOfReport(head: string): Framework | null {
  if (/<testsuites?\s[^>]*name="pytest(?: tests)?"/.test(head)) return "pytest";
  if (/<testsuites\s[^>]*name="vitest tests"/.test(head)) return "vitest";
  if (/<testsuites\s[^>]*name="jest tests"/.test(head)) return "jest";
  if (/<testsuites\s[^>]*name="Mocha Tests"/.test(head)) return "mocha";
  if (/<property\s+name="go\.version"/.test(head)) return "go";
  if (/<testsuites\s+id=""\s+name=""/.test(head)) return "playwright";
  if (/<testcase\s[^>]*classname="test"/.test(head)) return "node";
  return null;
}

/** The framework a command runs, when one of its simple commands starts a known runner. */
export function frameworkOfCommand(command: string): Framework | null {
  const words = command.split(/\s+/).map((word) => word.replace(/^['"]|['"]$/g, ""));
  for (const [name, runner] of Object.entries(RUNNERS) as [Framework, Runner][]) {
    if (runner.start(words) !== null || (runner.separatorAt?.(words) ?? null) !== null) return name;
  }
  return null;
}

export function runnerOf(framework: Framework): Runner {
  return RUNNERS[framework];
}

/** "cart > checkout > rejects" as the runner's -t sees it: describe blocks joined by spaces. */
function fullName(test: JunitTestRef): string {
  return test.name
    .split(/\s+(?:>|›)\s+/)
    .map((part) => part.trim())
    .join(" ");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

function anchoredAlternatives(names: readonly string[]): string {
  const unique = [...new Set(names)].map(escapeRegExp);
  return `^(?:${unique.join("|")})$`;
}

function filesOf(tests: readonly JunitTestRef[]): string[] | null {
  const files = tests.map((test) => test.file);
  if (files.some((file) => file === null)) return null;
  return [...new Set(files as string[])];
}

/**
 * The test files, when every test's is known. jest-junit and mocha-junit-reporter name none, and
 * the file read from a failure's first frame is the source's when the code threw: given as a
 * path, jest would find no test there. The name filter alone then selects.
 */
function testFilesOf(tests: readonly JunitTestRef[]): string[] {
  const files = filesOf(tests);
  return files?.every(isTestPath) ? files : [];
}

const base = (word: string | undefined) => (word ? path.basename(word) : "");

/** The index after `name` (or `npx name`, `node_modules/.bin/name`), plus a subcommand if given. */
function afterProgram(words: readonly string[], name: string, subcommand?: string): number | null {
  const index = words.findIndex((word) => base(word) === name);
  if (index === -1) return null;
  if (subcommand === undefined) return index + 1;
  return words[index + 1] === subcommand ? index + 2 : null;
}

const set = (...names: string[]) => new Set(names);

const RUNNERS: Record<Framework, Runner> = {
  pytest: {
    start(words) {
      const module = words.findIndex(
        (word, i) =>
          word === "-m" && words[i + 1] === "pytest" && /^python/.test(base(words[i - 1])),
      );
      if (module !== -1) return module + 2;
      return afterProgram(words, "pytest") ?? afterProgram(words, "py.test");
    },
    valueOptions: set(
      "-k",
      "-m",
      "-p",
      "-c",
      "-o",
      "-n",
      "-W",
      "-r",
      "--junitxml",
      "--junit-xml",
      "--junit-prefix",
      "--rootdir",
      "--basetemp",
      "--maxfail",
      "--tb",
      "--import-mode",
      "--confcutdir",
      "--cov-report",
      "--log-level",
      "--durations",
      "--capture",
      "--color",
      "--ignore",
      "--deselect",
    ),
    listOptions: set(),
    replacedOptions: set(),
    coverageSwitches: set("--cov"),
    replacesPaths: true,
    runnerId(test) {
      if (!test.file?.endsWith(".py")) return null;
      const module = test.file.slice(0, -3).replaceAll("/", ".");
      if (test.classname === module) return `${test.file}::${test.name}`;
      if (!test.classname.startsWith(`${module}.`)) return null;
      const classes = test.classname.slice(module.length + 1).split(".");
      return [test.file, ...classes, test.name].join("::");
    },
    select(tests) {
      const ids = tests.map((test) => this.runnerId(test));
      return ids.some((id) => id === null) ? null : { options: [], paths: ids as string[] };
    },
  },
  vitest: {
    start: (words) => afterProgram(words, "vitest", "run") ?? afterProgram(words, "vitest"),
    valueOptions: set(
      "-c",
      "--config",
      "-r",
      "--root",
      "--dir",
      "--reporter",
      "--outputFile",
      "--project",
      "--pool",
      "--environment",
      "--shard",
    ),
    listOptions: set(),
    replacedOptions: set("-t", "--testNamePattern"),
    coverageSwitches: set("--coverage", "--coverage.enabled"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: () => null,
    select(tests) {
      const files = filesOf(tests);
      if (!files) return null;
      return { options: ["-t", anchoredAlternatives(tests.map(fullName))], paths: files };
    },
  },
  jest: {
    start: (words) => afterProgram(words, "jest"),
    valueOptions: set(
      "-c",
      "--config",
      "--reporters",
      "--selectProjects",
      "--maxWorkers",
      "-w",
      "--rootDir",
      "--outputFile",
      "--shard",
    ),
    listOptions: set(
      "--reporters",
      "--coverageReporters",
      "--collectCoverageOnlyFrom",
      "--coveragePathIgnorePatterns",
      "--modulePathIgnorePatterns",
      "--moduleDirectories",
      "--moduleFileExtensions",
      "--modulePaths",
      "--projects",
      "--roots",
      "--selectProjects",
      "--ignoreProjects",
      "--setupFiles",
      "--setupFilesAfterEnv",
      "--snapshotSerializers",
      "--testMatch",
      "--testPathIgnorePatterns",
      "--testPathPattern",
      "--testPathPatterns",
      "--transformIgnorePatterns",
      "--unmockedModulePathPatterns",
      "--watchPathIgnorePatterns",
    ),
    replacedOptions: set("-t", "--testNamePattern"),
    coverageSwitches: set("--coverage", "--collectCoverage", "--collect-coverage"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      // jest-junit names a test "describe title test title" by default: its full name already.
      const options = ["-t", anchoredAlternatives(tests.map(fullName))];
      return { options, paths: testFilesOf(tests) };
    },
  },
  mocha: {
    start: (words) => afterProgram(words, "mocha") ?? afterProgram(words, "_mocha"),
    valueOptions: set(
      "-R",
      "--reporter",
      "-O",
      "--config",
      "--package",
      "-u",
      "--ui",
      "-t",
      "--timeout",
      "-s",
      "--slow",
      "-j",
      "--jobs",
    ),
    listOptions: set(
      "--reporter-option",
      "--reporter-options",
      "-r",
      "--require",
      "--file",
      "--ignore",
      "--exclude",
      "--extension",
      "--spec",
      "--node-option",
      "--watch-files",
      "--watch-ignore",
      "--global",
      "--globals",
    ),
    replacedOptions: set("-g", "--grep", "-f", "--fgrep"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      // mocha-junit-reporter names a test by its full title, the string --grep is matched with.
      const names = [...new Set(tests.map((test) => escapeRegExp(test.name)))];
      return { options: ["--grep", `^(?:${names.join("|")})$`], paths: testFilesOf(tests) };
    },
  },
  go: {
    start: (words) => afterProgram(words, "go", "test") ?? afterGotestsumSeparator(words),
    separatorAt: gotestsumArgsAt,
    pathsOption: "--packages",
    valueOptions: set(
      "-count",
      "-timeout",
      "-tags",
      "-p",
      "-parallel",
      "-coverprofile",
      "-covermode",
      "-coverpkg",
      "-cpu",
      "-o",
      "-exec",
      "-bench",
      "-benchtime",
      "-skip",
      "-shuffle",
      "-ldflags",
      "-gcflags",
      "-mod",
      "-C",
    ),
    listOptions: set(),
    replacedOptions: set("-run"),
    replacesPaths: true,
    runnerId: (test) => `${test.classname}.${test.name}`,
    select(tests) {
      // One -run for every package: a same-named test elsewhere may run too, never one missed.
      const packages = [...new Set(tests.map((test) => test.classname))];
      if (packages.some((name) => name === "")) return null;
      return { options: ["-run", goRunPattern(tests.map((test) => test.name))], paths: packages };
    },
  },
  node: {
    start: (words) => {
      const index = afterProgram(words, "node");
      return index !== null && words.slice(index).some((word) => word === "--test") ? index : null;
    },
    valueOptions: set(
      "--test-reporter",
      "--test-reporter-destination",
      "--import",
      "--require",
      "-r",
      "--loader",
      "--experimental-loader",
      "--test-concurrency",
      "--test-timeout",
    ),
    listOptions: set(),
    replacedOptions: set("--test-name-pattern"),
    // node:test's report names no files, so the files of the command stay.
    replacesPaths: false,
    selectionFirst: true,
    runnerId: () => null,
    select(tests) {
      // Node 20 matches a test's own name; later versions its ancestors' names and its own.
      const names = [...new Set(tests.map((test) => escapeRegExp(test.name)))];
      return { options: [`--test-name-pattern=(?:^| )(?:${names.join("|")})$`], paths: [] };
    },
  },
  playwright: {
    start: (words) => afterProgram(words, "playwright", "test"),
    valueOptions: set(
      "-c",
      "--config",
      "--reporter",
      "--project",
      "-j",
      "--workers",
      "--output",
      "--retries",
      "--timeout",
      "--shard",
      "--grep-invert",
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: (test) => (test.file && test.line ? `${test.file}:${test.line}` : null),
    select(tests) {
      const located = tests.map((test) => this.runnerId(test));
      if (located.every((id) => id !== null)) return { options: [], paths: located as string[] };
      const titles = tests.map((test) => escapeRegExp(fullName(test)));
      const options = ["--grep", `(?:${[...new Set(titles)].join("|")})$`];
      return { options, paths: filesOf(tests) ?? [] };
    },
  },
};

/**
 * go test's -run for these tests, as go prints their names ("TestValidate/Valid_UUID"): one
 * anchored alternation per level, `^(?:TestA|TestB)$/^(?:case_1)$`, as deep as the shallowest
 * test goes. A test named to a level runs with all its subtests, so going deeper than one of
 * them would drop some of its subtests; levels of alternations may run a few more (TestB/case_1
 * as well), never fewer.
 */
export function goRunPattern(names: readonly string[]): string {
  const paths = names.map((name) => name.split("/"));
  const depth = Math.min(...paths.map((path) => path.length));
  const levels: string[] = [];
  for (let level = 0; level < depth; level++) {
    levels.push(anchoredAlternatives(paths.map((path) => path[level] ?? "")));
  }
  // A lone name needs no group: `^TestX$/^case_1$`, as a person writes it.
  return levels.map((level) => level.replace(/^\^\(\?:([^|()]*)\)\$$/, "^$1$")).join("/");
}

/** gotestsum's options that take the next word as their value (`gotestsum --help`). */
const GOTESTSUM_VALUES = set(
  "-f",
  "--format",
  "--junitfile",
  "--jsonfile",
  "--packages",
  "--post-run-command",
  "--junitfile-testsuite-name",
  "--junitfile-testcase-classname",
  "--junitfile-project-name",
  "--hide-summary",
  "--rerun-fails-max-failures",
  "--rerun-fails-report",
);

/** `gotestsum [flags] -- [go test flags and packages]`: the index after its `--`. */
function afterGotestsumSeparator(words: readonly string[]): number | null {
  const program = afterProgram(words, "gotestsum");
  if (program === null) return null;
  const separator = words.indexOf("--", program);
  return separator === -1 ? null : separator + 1;
}

/**
 * Where a gotestsum command without `--` must get one for go test's flags to follow: after
 * gotestsum's own options (`gotestsum --junitfile r.xml ./...` passes `./...` to go test).
 */
function gotestsumArgsAt(words: readonly string[]): number | null {
  const program = afterProgram(words, "gotestsum");
  if (program === null || words.includes("--", program)) return null;
  let index = program;
  while (index < words.length && words[index]?.startsWith("-")) {
    const word = words[index] ?? "";
    index += GOTESTSUM_VALUES.has(word) ? 2 : 1;
  }
  return Math.min(index, words.length);
}
