import path from "node:path";
import { withoutJunitReporter } from "../junit/reporter-list.js";
import { nodeCoverageRunner } from "../triage/spectrum/node-coverage.js";
import { afterProgram, escapeRegExp, set, testFilesOf } from "./command-words.js";
import { JS_TEST_PATHS } from "./js-test-paths.js";
import type { Runner } from "./runner.js";
import { scriptArguments, words } from "./script-arguments.js";

const start = (words: readonly string[]) =>
  afterProgram(words, "mocha") ?? afterProgram(words, "_mocha");

/** mocha with mocha-junit-reporter, `--grep` with the full title to select. */
export const mocha = {
  name: "mocha",
  wroteReport: (head) => /<testsuites\s[^>]*name="Mocha Tests"/.test(head),
  commandLine: {
    start,
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
  report: {
    withoutReport: (command) =>
      withoutJunitReporter(command, {
        start,
        options: ["--reporter", "-R"],
        junitOnly: ["--reporter-options", "--reporter-option", "-O"],
        junitEnv: /^MOCHA_FILE=/,
        fallback: "--reporter=spec",
      }),
  },
  coverage: { runner: nodeCoverageRunner, timeLimit: "tiers", oneRun: false },
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
