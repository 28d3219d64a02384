import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import { JEST_COVERAGE_SETUP } from "../junit/coverage-setup.js";
import { beforeRunner } from "../junit/list-tests.js";
import { withoutJunitReporter } from "../junit/reporter-list.js";
import { quoteShell } from "../process/shell-words.js";
import { JEST_HOOKS } from "../triage/spectrum/one-run-hooks.js";
import { afterProgram, anchoredAlternatives, fullName, set, testFilesOf } from "./command-words.js";
import { inRunCoverage } from "./in-run-coverage.js";
import { jestFullNameOfId } from "./jest-full-name.js";
import { JEST_REPORTER, JEST_SETUP } from "./jest-retry-hooks.js";
import { JEST_VALUE_OPTIONS } from "./jest-value-options.js";
import { JS_TEST_FILES, JS_TEST_PATHS } from "./js-test-paths.js";
import type { OwnCoverage, Runner } from "./runner.js";
import { scriptArguments, words } from "./script-arguments.js";
import { fileLister, fileUnit, listedFiles, shardOptionAfter } from "./shard-parts.js";

/**
 * The environment that has jest-junit name each test's file (`file="..."` on the testcase; its
 * environment variables take precedence over its other options). Without the file, a re-run of
 * a failure can select it only by name, and jest then loads and transforms every test file of
 * the project to find it: on dayjs, 90 files for the 33 failures of one. The attribute is the
 * only change to the report.
 */
function withTestFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.JEST_JUNIT_ADD_FILE_ATTRIBUTE !== undefined) return env;
  return { ...env, JEST_JUNIT_ADD_FILE_ATTRIBUTE: "true" };
}

/**
 * jest options that do not keep their meaning in a listing: its own name filter and coverage
 * (replaced), output of its own (--json), and a watch, which would never end.
 */
const NOT_KEPT_IN_LISTING = new Set([
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

/**
 * What jest's `-t` may know a test by, read from jest-junit's report: its full name, "describe
 * title test title". jest-junit's default name and classname are both that full name; a project
 * that names tests otherwise (JEST_JUNIT_TITLE="{title}", JEST_JUNIT_CLASSNAME="{classname}",
 * their titleTemplate and classNameTemplate options, another ancestorSeparator) leaves it in the
 * classname, or split between classname and name. Each form is anchored: one that is not the
 * full name matches no other test unless that test's full name is that very string.
 */
function fullNameCandidates(test: JunitTestRef): string[] {
  // The default (name and classname alike), or a classname that is the file ("{filepath}").
  const fileLike = test.classname === test.file || /\.[cm]?[jt]sx?$/.test(test.classname);
  const forms =
    test.name === test.classname || fileLike || test.classname.trim() === ""
      ? [test.name]
      : [test.name, test.classname, `${test.classname} ${test.name}`];
  return forms.map((name) => fullName({ ...test, name }));
}

/** Where jest's config may be: package.json's `jest` field, or a file of its own. */
const JEST_CONFIGS = [
  "package.json",
  "jest.config.js",
  "jest.config.cjs",
  "jest.config.mjs",
  "jest.config.ts",
  "jest.config.json",
];

/**
 * `collectCoverage: true` in jest's config (dayjs's package.json, beside a 100 % threshold on
 * its script): every run, one test's too, collected coverage and checked it.
 */
const JEST_COVERAGE: OwnCoverage = {
  configs: JEST_CONFIGS,
  on: /["']?collectCoverage["']?\s*:\s*true\b/,
  off: "--coverage=false",
};

/**
 * Scripts that run jest with a config of their own and hand it their arguments: kcd-scripts
 * (Kent C. Dodds' libraries: match-sorter, where init found no runner and its tier ran none of
 * the 40 tests). Each watches unless a CI variable is set or its switch says not to.
 */
const JEST_WRAPPERS = [{ program: "kcd-scripts", subcommand: "test", noWatch: "--no-watch" }];

/** Where jest's own arguments begin: after `jest`, or after a wrapper's `kcd-scripts test`. */
function jestStart(words: readonly string[]): number | null {
  const direct = afterProgram(words, "jest");
  if (direct !== null) return direct;
  for (const wrapper of JEST_WRAPPERS) {
    const after = afterProgram(words, wrapper.program, wrapper.subcommand);
    if (after !== null) return after;
  }
  return null;
}

function wrapperIn(script: string): (typeof JEST_WRAPPERS)[number] | null {
  const written = script.split(/\s+/);
  if (afterProgram(written, "jest") !== null) return null;
  return (
    JEST_WRAPPERS.find(
      (wrapper) => afterProgram(written, wrapper.program, wrapper.subcommand) !== null,
    ) ?? null
  );
}

/** jest with jest-junit, `-t` with the full name (and the file when the report names it) to select. */
export const jest = {
  name: "jest",
  fullNameOfId: (id, command, cwd) => jestFullNameOfId(id, command, cwd, JEST_CONFIGS),
  wroteReport: (head) => /<testsuites\s[^>]*name="jest tests"/.test(head),
  commandLine: {
    forceExit: "--forceExit",
    start: jestStart,
    valueOptions: set(...JEST_VALUE_OPTIONS),
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
    replacedOptions: set("-t", "--testNamePattern", "--shard"),
    coverageSwitches: set("--coverage", "--collectCoverage", "--collect-coverage"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      const options = ["-t", anchoredAlternatives(tests.flatMap(fullNameCandidates))];
      return { options, paths: testFilesOf(tests) };
    },
  },
  listing: {
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
    takesFiles: true,
    keeps: (option) => !NOT_KEPT_IN_LISTING.has(option),
    read: {
      env: withTestFiles,
      // jest's name filter reads the full name, which jest-junit's default name is (its
      // classname too); a name of other settings ("{title}") would select nothing.
      selectable: (ref) => ref.name === ref.classname,
    },
    okCodes: [0],
  },
  report: {
    env: withTestFiles,
    withoutReport: (command) =>
      withoutJunitReporter(command, {
        start: jestStart,
        options: ["--reporters"],
        junitOnly: [],
        junitEnv: /^JEST_JUNIT_\w+=/,
        fallback: "--reporters=default",
      }),
  },
  retry: {
    reporters: "--reporters",
    retryOption: null,
    files: {
      "fix-loop-retries.cjs": JEST_REPORTER,
      "fix-loop-retry-setup.cjs": JEST_SETUP,
      "fix-loop-coverage-setup.cjs": JEST_COVERAGE_SETUP,
    },
    args: (folder) => [`--reporters=${path.join(folder, "fix-loop-retries.cjs")}`],
    // Our reporter writes jest's full name; jest-junit's title template may say less or more.
    recordNames: fullNameCandidates,
  },
  coverage: inRunCoverage(JEST_HOOKS, "--runInBand"),
  init: {
    language: "node",
    inScript: (script) => jestStart(script.split(/\s+/)) !== null,
    dependency: "jest",
    // Options that take a list (--reporters) never come last: fix-loop re-runs chosen tests by
    // appending their files and a name filter, and `--reporters=jest-junit a.test.js` would read
    // the file as one more reporter. The script's own arguments follow `--ci`.
    tier({ has, script, report }): { command: string; missing: string[] } {
      const own = scriptArguments(script, jest.commandLine, DROPPED);
      const wrapper = wrapperIn(script);
      const program = wrapper
        ? `npx ${wrapper.program} ${wrapper.subcommand} ${wrapper.noWatch}`
        : "npx jest";
      return {
        command: words(
          own.env,
          `JEST_JUNIT_OUTPUT_FILE=${report} ${program} --reporters=default --reporters=jest-junit --ci`,
          own.args,
        ),
        missing: has("jest-junit") ? [] : ["jest-junit"],
      };
    },
    testPaths: JS_TEST_PATHS,
    ownCoverage: JEST_COVERAGE,
  },
  shard: {
    withOption: shardOptionAfter(/\bjest\b|\bkcd-scripts test\b/),
    units: {
      lister: fileLister(
        (program, scope) => [...program, ...scope, "--listTests", "--json"],
        (option) => option !== "--shard" && !NOT_KEPT_IN_LISTING.has(option),
      ),
      of: listedFiles,
    },
    unitOf: fileUnit,
  },
  packages: {
    runner: "jest",
    reporter: {
      name: "jest-junit",
      key: "jest",
      configs: JEST_CONFIGS,
    },
  },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.js",
    testExample: 'test("BT-001 health answers ok", async () => { ... })',
  },
} satisfies Runner;

/**
 * Options of a project's script the tier replaces or must not keep. `--coverage` too: the tier
 * verifies (fix-loop takes its own per-test coverage), and the project's coverage report cost
 * luxon's green tier 2.3x its tests alone. Its threshold with it: a run of a few tests (a
 * `run:` line, a re-run after a fix) never covers what the whole suite does, and failed on it.
 */
const DROPPED = set(
  "--reporters",
  "--ci",
  "--watch",
  "--watchAll",
  "--bail",
  "-b",
  "--coverage",
  "--coverageThreshold",
);
