import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import { withoutRedirectedReport, withoutReportOptions } from "../junit/command-without-report.js";
import type { ReportSuite } from "../junit/junit-case-builder.js";
import type { RunReading } from "../junit/run-junit-command.js";
import type { TestResult } from "../results/schema.js";
import { afterProgram, anchoredAlternatives, filesOf, set } from "./command-words.js";
import { JS_TEST_PATHS } from "./js-test-paths.js";
import type { Runner } from "./runner.js";
import { scriptArguments, words } from "./script-arguments.js";
import { TAP_COVERAGE } from "./tap-coverage.js";
import { FLAT_SUITE, foldFlatReport, isFlatReport, selectFlat } from "./tap-flat-report.js";
import { refsOfTapId } from "./tap-ids.js";

/** tap's JUnit report joins a test's file and its enclosing subtests with this in its classname. */
const LEVEL = " > ";
/**
 * The suite of a failed assertion made by the file itself, outside any subtest: a subtest that
 * fails holds the assertion that failed, so a failed testcase at the file's level with nothing
 * under it is no subtest.
 */
const FILE_ASSERTION = "(the file's own assertion)";

/**
 * node-tap: 18 and later with its built-in junit reporter, `--grep` once per level of
 * subtests to select. Its report lists every assertion as a testcase inside its subtest's, and
 * every subtest inside its parent's; fix-loop reads each innermost subtest as one test (its id
 * "test/cart.test.js > cart > sums prices"), with the failed assertion's evidence. tap 16 with
 * its xunit reporter (`-R xunit`) is read as tap-flat-report.ts says. Coverage: tap-coverage.ts.
 */
export const tap = {
  name: "tap",
  // tap 18's junit reporter nests a testsuite per subtest in <testsuites>; tap 16's xunit is flat.
  wroteReport: (head) => /<testsuites?\s[^>]*name="TAP Tests"/.test(head),
  commandLine: {
    start: (words) => afterProgram(words, "tap", "run") ?? afterProgram(words, "tap"),
    valueOptions: set(
      "-R",
      "--reporter",
      "-f",
      "--reporter-file",
      "-r",
      "--reporter-arg",
      "-t",
      "--timeout",
      "-j",
      "--jobs",
      "--plugin",
      "--before",
      "--after",
      "--serial",
      "-o",
      "--output-file",
      "-d",
      "--output-dir",
      "--node-arg",
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      if (tests.length > 0 && tests.every((test) => test.suite === FLAT_SUITE))
        return selectFlat(tests);
      const files = filesOf(tests);
      if (!files) return null;
      // An assertion of the file itself may be made for a subtest (in its afterEach): a --grep
      // that names no subtest would run none, and the assertion with them. Its file runs whole.
      if (tests.some((test) => test.suite === FILE_ASSERTION)) return { options: [], paths: files };
      // --grep matches one level of subtests; given again, the next. As deep as the shallowest
      // test goes: a subtest named to a level runs with all of its own.
      const levels = tests.map(subtestPath);
      const depth = Math.min(...levels.map((names) => names.length));
      const options: string[] = [];
      for (let level = 0; level < depth; level++)
        options.push(`--grep=${anchoredAlternatives(levels.map((names) => names[level] ?? ""))}`);
      return { options, paths: files };
    },
  },
  refsOfId: refsOfTapId,
  report: {
    withoutReport: (command, reports) =>
      withoutReportOptions(
        command,
        { file: ["--reporter-file", "-f"], reporter: "--reporter", junitReporter: "junit" },
        reports,
      ) ??
      withoutRedirectedReport(command, { options: ["-R", "--reporter"], name: "xunit" }, reports),
    readsRun,
  },
  coverage: TAP_COVERAGE,
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => path.basename(word) === "tap"),
    dependency: "tap",
    // tap fails a run whose coverage is short of 100 % though every test passed: the tier
    // measures tests, so coverage is off. tap does not create the report's folder. Before 18,
    // tap has no junit reporter: its xunit one writes the flat report to stdout.
    tier({ script, report, reportDir, declared }): { command: string; missing: string[] } {
      const own = scriptArguments(script, tap.commandLine, DROPPED);
      const reporter = before18(declared("tap"))
        ? `--no-coverage -R xunit > ${report}`
        : `--reporter=junit --reporter-file=${report} --disable-coverage`;
      return {
        command: words(`mkdir -p ${reportDir} &&`, own.env, "npx tap", own.args, reporter),
        missing: [],
      };
    },
    testPaths: JS_TEST_PATHS,
  },
  packages: { runner: "tap" },
} satisfies Runner;

/** Whether a declared range (`^16.3.0`, `~15`, `16.x`) is a tap older than 18; unknown ones are not. */
function before18(range: string | null): boolean {
  const major = /^\D{0,3}(\d+)/.exec(range ?? "")?.[1];
  return major !== undefined && Number(major) < 18;
}

/** Options of a project's script the tier replaces or must not keep. */
const DROPPED = set("-R", "--reporter", "-f", "--reporter-file", "-w", "--watch", "-b", "--bail");

/** The subtests a test is in and its own name: ["cart", "sums prices"]. */
function subtestPath(test: JunitTestRef): string[] {
  return [...test.classname.split(LEVEL).slice(1), test.name];
}

/**
 * The innermost subtests as tests: an assertion (a testcase with none inside it, in a subtest's
 * testsuite) gives its failure to its subtest and goes; a subtest with subtests of its own goes
 * unless an assertion of its own failed. Each test's file is its classname's first part.
 */
function readsRun(): RunReading {
  const files = fileSuites();
  return {
    see() {},
    seeSuite: files.see,
    async finish(tests, refs) {
      if (isFlatReport(refs)) {
        foldFlatReport(tests, refs);
        return files.problems();
      }
      const pathOf = (ref: JunitTestRef) => `${ref.classname}${LEVEL}${ref.name}`;
      const byPath = new Map(refs.map((ref, index) => [pathOf(ref), index]));
      const hasChildren = new Set(refs.map((ref) => ref.classname));
      const assertion = refs.map(
        (ref) => !hasChildren.has(pathOf(ref)) && byPath.has(ref.classname),
      );
      const ownFailure = new Map<number, TestResult>();
      const hasSubtests = new Set<number>();
      refs.forEach((ref, index) => {
        const parent = byPath.get(ref.classname);
        if (parent === undefined) return;
        if (!assertion[index]) hasSubtests.add(parent);
        else if (tests[index]?.status === "failed" && !ownFailure.has(parent))
          ownFailure.set(parent, tests[index] as TestResult);
      });
      const kept: number[] = [];
      refs.forEach((_, index) => {
        if (assertion[index]) return;
        if (hasSubtests.has(index) && !ownFailure.has(index)) return;
        kept.push(index);
      });
      const keptTests = kept.map((index) => {
        const test = tests[index] as TestResult;
        const failed = ownFailure.get(index);
        const file = fileOf(refs[index] as JunitTestRef);
        return {
          ...test,
          file: file ?? test.file,
          evidence: test.status === "failed" && failed?.evidence ? failed.evidence : test.evidence,
        };
      });
      const keptRefs = kept.map((index) => {
        const ref = refs[index] as JunitTestRef;
        const fileAssertion =
          !ref.classname.includes(LEVEL) &&
          !hasChildren.has(pathOf(ref)) &&
          tests[index]?.status === "failed";
        return {
          ...ref,
          file: fileOf(ref) ?? ref.file,
          suite: fileAssertion ? FILE_ASSERTION : ref.suite,
        };
      });
      tests.splice(0, tests.length, ...keptTests);
      refs.splice(0, refs.length, ...keptRefs);
      return files.problems();
    },
  };
}

/**
 * A test file that threw before it declared a test is, in tap's JUnit report, a file of no
 * tests skipped ("no tests found"), its failure counted by the report's root alone: minimatch's
 * test/class-edge-cases.js, broken by a seeded bug, was in no result, and a run whose only
 * failure it was read "exited with code 1 but its report shows no failed test". Such files are
 * named where the root counts more failures than the files do.
 */
function fileSuites(): { see(suite: ReportSuite): void; problems(): string[] } {
  let root: ReportSuite | null = null;
  const files: ReportSuite[] = [];
  return {
    see(suite) {
      if (suite.depth === 0) root = suite;
      else if (suite.depth === 1) files.push(suite);
    },
    problems() {
      const counted = files.reduce((sum, file) => sum + file.failures, 0);
      const unaccounted = (root?.failures ?? 0) - counted;
      const empty = files.filter((file) => file.cases === 0 && file.skipped > 0);
      if (unaccounted < 1 || empty.length === 0) return [];
      const names = empty.map((file) => file.name).join(", ");
      return [
        `tap counted ${unaccounted === 1 ? "a failure" : `${unaccounted} failures`} its report holds no test for: ${names} ran no test ("no tests found"), as a test file does that throws before it declares one; tap run on ${empty.length === 1 ? "that file" : "one of them"} alone prints why`,
      ];
    },
  };
}

function fileOf(ref: JunitTestRef): string | null {
  const file = ref.classname.split(LEVEL)[0] ?? "";
  return /\.[cm]?[jt]sx?$/.test(file) ? file : null;
}
