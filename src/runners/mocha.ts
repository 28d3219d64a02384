import path from "node:path";
import { installedMajor } from "../files/installed-package.js";
import type { JunitTestRef } from "../junit/command-line.js";
import { withoutJunitReporter } from "../junit/reporter-list.js";
import type { RunReading } from "../junit/run-junit-command.js";
import { runnerCall } from "../junit/runner-call.js";
import { junitTestId } from "../junit/test-id.js";
import { MOCHA_HOOKS, MOCHA_LOADS } from "../triage/spectrum/one-run-hooks.js";
import { afterProgram, escapeRegExp, set, testFilesOf } from "./command-words.js";
import { inRunCoverage } from "./in-run-coverage.js";
import { JS_TEST_PATHS } from "./js-test-paths.js";
import { MOCHA_RETRY } from "./mocha-retry-hooks.js";
import type { Runner } from "./runner.js";
import { scriptArguments, words } from "./script-arguments.js";

const start = (words: readonly string[]) =>
  afterProgram(words, "mocha") ?? afterProgram(words, "_mocha");

/** mocha with mocha-junit-reporter, `--grep` with the full title to select. */
export const mocha = {
  name: "mocha",
  // mocha-junit-reporter's name is the full title, the id: --grep takes it as it is.
  fullNameOfId: (id) => id,
  wroteReport: (head) => /<testsuites\s[^>]*name="Mocha Tests"/.test(head),
  commandLine: {
    forceExit: "--exit",
    start,
    // mocha 9 and later (yargs 16) give each of these one value per occurrence: in
    // `--require test/support/env test/ test/acceptance/` (express) the folders are paths, so a
    // re-run of one test loads its file alone, not every file of the tier.
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
      "-n",
      "--retries",
      "--timeouts",
      "--watch-files",
      "--watch-ignore",
      "--global",
      "--globals",
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep", "-f", "--fgrep"),
    replacesPaths: true,
    runnerId: () => null,
    select(tests) {
      // mocha-junit-reporter names a test by its full title, the string --grep is matched with.
      const names = [...new Set(tests.map((test) => escapeRegExp(fullTitleOf(test))))];
      return { options: ["--grep", `^(?:${names.join("|")})$`], paths: testFilesOf(tests) };
    },
  },
  formerId: (test) => junitTestId(test.name, test.classname, test.suite),
  listing: {
    // mocha 9 and later: every test reported, none run (no hook either), pending ones as pending.
    // An older one (js-yaml's mocha 8) takes `--dry-run` for nothing and runs every test.
    listsHere: async (cwd) => ((await installedMajor(cwd, "mocha")) ?? 0) >= 9,
    command: (program, scope, report) => [
      ...program,
      ...scope,
      "--dry-run",
      "--reporter=mocha-junit-reporter",
      `--reporter-option=mochaFile=${report}`,
      INCLUDE_PENDING,
    ],
    takesFiles: true,
    keeps: (option) => !NOT_KEPT_IN_LISTING.has(option),
    read: { env: (env) => env, selectable: () => true, dryRun: true },
    okCodes: [0],
  },
  report: {
    // Pending tests reach the report only when asked, on the command line beside the file (a
    // --reporter-option given there replaces a .mocharc's).
    command(command) {
      const call = runnerCall(command, mocha.commandLine);
      const options = call?.options ?? [];
      if (!call || !options.some((option) => REPORTER_OPTIONS.has(option))) return command;
      return command.includes("includePending") ? command : call.withWords([INCLUDE_PENDING]);
    },
    readsRun,
    // mocha's diff of a value it cannot print, which mocha-junit-reporter appends to the failure.
    artifacts: [/\n? *\+ expected - actual: {2}failed to generate Mocha diff\n?/g],
    // Seen on express 4.10 (BugsJS): under mocha 2.0 and 2.2.5 the reporter writes nothing, and the
    // run exits 0 with a test failing.
    noReportHint: (report) =>
      `check the reporter options (--reporter=mocha-junit-reporter --reporter-option=mochaFile=${report}) and mocha's version (npx mocha --version): mocha-junit-reporter 2 writes none under an old mocha (2.0 or 2.2.5 on Node 20), and the run exits 0 whatever failed`,
    withoutReport: (command) =>
      withoutJunitReporter(command, {
        start,
        options: ["--reporter", "-R"],
        junitOnly: ["--reporter-options", "--reporter-option", "-O"],
        junitEnv: /^MOCHA_FILE=/,
        fallback: "--reporter=spec",
      }),
  },
  // A failure is retried in its own run (--retries), its coverage taken on the way.
  retry: MOCHA_RETRY,
  // Each test's coverage from one run, through a root hook plugin (a process per test where
  // mocha is older than 8 and loads no root hooks).
  coverage: inRunCoverage(MOCHA_HOOKS, "", MOCHA_LOADS),
  init: {
    language: "node",
    inScript: (script) =>
      script.split(/\s+/).some((word) => ["mocha", "_mocha"].includes(path.basename(word))),
    dependency: "mocha",
    // The script's setup files (--require), flags (--check-leaks), test folders and environment
    // (NODE_ENV=test) stay: without them a project runs fewer tests, or runs them differently.
    tier({ has, script, report }): { command: string; missing: string[] } {
      const own = scriptArguments(script, mocha.commandLine, DROPPED);
      const reporter = `--reporter=mocha-junit-reporter --reporter-option=mochaFile=${report}`;
      return {
        command: words(own.env, "npx mocha", own.args, reporter),
        missing: has("mocha-junit-reporter") ? [] : ["mocha-junit-reporter"],
      };
    },
    testPaths: JS_TEST_PATHS,
  },
  packages: {
    runner: "mocha",
    reporter: {
      name: "mocha-junit-reporter",
      key: "mocha",
      configs: [
        "package.json",
        ".mocharc.js",
        ".mocharc.cjs",
        ".mocharc.json",
        ".mocharc.yml",
        ".mocharc.yaml",
      ],
    },
  },
} satisfies Runner;

const INCLUDE_PENDING = "--reporter-option=includePending=true";

const REPORTER_OPTIONS = set("-O", "--reporter-option", "--reporter-options");

/** Options a listing does not keep: the reporter (its own replaces it), filters, watch, parallel. */
const NOT_KEPT_IN_LISTING = set(
  "-R",
  "--reporter",
  "-O",
  "--reporter-option",
  "--reporter-options",
  "-g",
  "--grep",
  "-f",
  "--fgrep",
  "-w",
  "--watch",
  "-p",
  "--parallel",
  "-j",
  "--jobs",
);

/**
 * The full title ("cart checkout rejects"): mocha-junit-reporter's name, or its classname in
 * Jenkins mode, which swaps them; the other is the test's own title, which the full one ends with.
 */
function fullTitleOf(test: JunitTestRef): string {
  return test.classname.length > test.name.length ? test.classname : test.name;
}

/**
 * Each test's id is its full title ("cart checkout rejects"), or the ticket token in it: the
 * classname mocha-junit-reporter gives is the test's own title, and the id made of both repeated
 * it ("rejects > cart checkout rejects", still accepted: formerId).
 */
function readsRun(): RunReading {
  return {
    see() {},
    async finish(tests, refs) {
      tests.forEach((test, index) => {
        const ref = refs[index];
        if (!ref) return;
        const title = fullTitleOf(ref);
        test.id = junitTestId(title, title);
      });
      return [];
    },
  };
}

/** Options of a project's script the tier replaces or must not keep. */
const DROPPED = set(
  "-R",
  "--reporter",
  "-O",
  "--reporter-option",
  "--reporter-options",
  "-w",
  "--watch",
  "-b",
  "--bail",
);
