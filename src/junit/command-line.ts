/** What fix-loop knows of one JUnit test, enough to ask its runner for it alone. */
export interface JunitTestRef {
  /** The testcase name as the report wrote it. */
  name: string;
  classname: string;
  suite: string;
  /** Every <testsuite> around it, the outermost first, where a runner's ids are made of them. */
  suites?: readonly string[];
  /** The id an earlier fix-loop gave it, where its runner's reader worked it out. */
  formerId?: string;
  /** The test's file, relative to the project root, when known. */
  file: string | null;
  /**
   * Where the report names no file (node --test): every file whose run had a test of this name,
   * as the first run recorded them (src/runners/node-test-files.ts).
   */
  files?: readonly string[];
  /**
   * The end of what a test file's process wrote on stderr, for a node --test file that failed
   * as a whole (it threw while loading): node's JUnit report says only "test failed".
   */
  stderr?: string;
  /**
   * A describe that held no test: node's JUnit report writes it as a testcase, though it is no
   * test (node's own count leaves it out). Known from the run's record (node-test-files.ts).
   */
  emptyDescribe?: boolean;
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
 * How one runner reads its command line and selects tests on it (a runner plug-in's part, see
 * src/runners/runner.ts). `start` finds the runner in a simple command's words (the index of its
 * first argument); `select` gives the arguments that run these tests and nothing else, or null
 * when the refs lack what the runner needs.
 */
export interface CommandLine {
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
  /**
   * True when path arguments restrict the run and must give way to the selection;
   * "when-selecting" when they give way only to a selection that names paths of its own.
   */
  replacesPaths: boolean | "when-selecting";
  /** True when the selection's options must come right after the runner, its paths last (node reads options up to the first file). */
  selectionFirst?: boolean;
  /**
   * The switch that ends the runner's process once its tests are done (mocha's `--exit`): a
   * `run:` line carries it where the tier's run went on after its report, held open by what its
   * tests left, so the line a person pastes ends too.
   */
  forceExit?: string;
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
  /**
   * What a selection of this test runs whole, as a key: the tests of one such scope each run
   * the others along, so none runs alone (node:test's parent of a subtest). Null: only itself.
   */
  runsAlongWith?(test: JunitTestRef): string | null;
}
