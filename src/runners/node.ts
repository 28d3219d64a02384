import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import { withoutReportOptions } from "../junit/command-without-report.js";
import { afterProgram, escapeRegExp, set } from "./command-words.js";
import { JS_TEST_PATHS } from "./js-test-paths.js";
import { NODE_TEST_COVERAGE } from "./node-test-coverage.js";
import { nodeTestFiles } from "./node-test-files.js";
import { refsOfNodeTestId } from "./node-test-ids.js";
import { nodeTestOnEveryCore } from "./node-test-rerun.js";
import { readsNodeSuites } from "./node-test-suites.js";
import type { Runner } from "./runner.js";

/** Where node's arguments start in a simple command's words, when it runs `--test`. */
function nodeTestStart(words: readonly string[]): number | null {
  const index = afterProgram(words, "node");
  return index !== null && words.slice(index).some((word) => word === "--test") ? index : null;
}

/** `node --test` with its junit reporter, `--test-name-pattern` to select. */
export const node = {
  name: "node",
  wroteReport: (head) => /<testcase\s[^>]*classname="test"/.test(head),
  commandLine: {
    start: nodeTestStart,
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
      "--test-skip-pattern",
      "--test-shard",
      "--test-coverage-include",
      "--test-coverage-exclude",
      "--test-coverage-branches",
      "--test-coverage-functions",
      "--test-coverage-lines",
      "--test-global-setup",
      "--test-isolation",
      "--env-file",
      "--env-file-if-exists",
      "--conditions",
      "-C",
      "--disable-warning",
      "--input-type",
      "--watch-path",
    ),
    listOptions: set(),
    // A leg's --test-shard is no re-run's: a chosen test would land in one leg of its own split.
    replacedOptions: set("--test-name-pattern", "--test-shard"),
    // node:test's report names no files: the command's stay unless the first run's record
    // (node-test-files.ts) gave every selected test its file.
    replacesPaths: "when-selecting",
    selectionFirst: true,
    runnerId: () => null,
    select(tests) {
      // Every Node matches a test's own name (Node 22 and later also its name after its
      // ancestors'), so each name is anchored whole: `(?:^| )name$` also ran every top-level
      // test whose own name ends in " name" (fast-json-stringify: "additionalProperties" ran
      // "nested additionalProperties" and two more). A subtest (`t.test`) runs only when its
      // parent does: the parent's name (its testsuite's) is an alternative too, and runs its
      // other subtests along (a describe's tests run without it: node-test-suites.ts leaves it
      // out where no test creates a subtest).
      // A file that failed as a whole is a test named by its absolute path: its file alone
      // runs it, and no pattern need name it (a run: line is not this machine's).
      const named = tests.filter((test) => !isFileItself(test));
      const scopes = named.flatMap((test) => (test.suite ? [test.suite, test.name] : [test.name]));
      const names = [...new Set(scopes.map(escapeRegExp))];
      const files = tests.map((test) => test.files ?? (test.file ? [test.file] : null));
      const known = files.every((each) => each !== null && each.length > 0);
      const paths = known ? [...new Set(files.flat() as string[])].sort() : [];
      const options = names.length > 0 ? [`--test-name-pattern=^(?:${names.join("|")})$`] : [];
      return { options, paths };
    },
    // A suite named in the pattern runs every test under it (its file's, as the paths go).
    runsAlongWith: (test) =>
      test.suite ? `${(test.files ?? [test.file]).join("\n")}\u0000${test.suite}` : null,
  },
  formerId: (test) => test.formerId ?? null,
  refsOfId: refsOfNodeTestId,
  report: {
    withoutReport: (command, reports) =>
      withoutReportOptions(
        command,
        {
          file: ["--test-reporter-destination"],
          reporter: "--test-reporter",
          pairedByPosition: true,
        },
        reports,
      ),
    readsRun: readsNodeSuites,
  },
  coverage: NODE_TEST_COVERAGE,
  rerun: { onEveryCore: nodeTestOnEveryCore },
  testFiles: nodeTestFiles(nodeTestStart),
  init: {
    language: "node",
    inScript: (script) => /\bnode\b.*\s--test\b/.test(script),
    // The script's words after --test (its test files or globs) stay.
    tier({ script, report, reportDir }) {
      const words = script.split(/\s+/);
      const args = words.slice(words.indexOf("--test") + 1).filter(Boolean);
      const command = [
        `mkdir -p ${reportDir} && node --test --test-reporter=junit`,
        `--test-reporter-destination=${report}`,
        ...args,
      ].join(" ");
      return { command, missing: [] };
    },
    testPaths: JS_TEST_PATHS,
  },
} satisfies Runner;

/** node:test's test for a file that failed as a whole: named by the file's absolute path. */
function isFileItself(test: JunitTestRef): boolean {
  return path.isAbsolute(test.name) && test.file !== null && test.name.endsWith(`/${test.file}`);
}
