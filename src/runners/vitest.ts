import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import { withoutReportOptions } from "../junit/command-without-report.js";
import { VITEST_COVERAGE_SETUP } from "../junit/coverage-setup.js";
import { only } from "../junit/list-tests.js";
import type { ListedTests } from "../junit/listed-tests.js";
import { junitTestId } from "../junit/test-id.js";
import { VITEST_HOOKS } from "../triage/spectrum/one-run-hooks.js";
import { afterProgram, anchoredAlternatives, filesOf, fullName, set } from "./command-words.js";
import { inRunCoverage } from "./in-run-coverage.js";
import { JS_TEST_FILES, JS_TEST_PATHS } from "./js-test-paths.js";
import { jsonArrayIn } from "./json-array-output.js";
import type { OwnCoverage, Runner } from "./runner.js";
import { scriptArguments, words } from "./script-arguments.js";
import { fileLister, fileUnit, listedFiles, shardOptionAfter } from "./shard-parts.js";
import { refsOfVitestId } from "./vitest-ids.js";
import { VITEST_REPORTER, VITEST_RUNNING_SETUP } from "./vitest-retry-reporter.js";
import { VITEST_VALUE_OPTIONS } from "./vitest-value-options.js";

/**
 * `coverage: { enabled: true }` in vitest's config: every run collects the project's coverage,
 * and checks its thresholds, one test's run too.
 */
const VITEST_COVERAGE: OwnCoverage = {
  configs: ["ts", "mts", "cts", "js", "mjs", "cjs"].flatMap((ext) => [
    `vitest.config.${ext}`,
    `vite.config.${ext}`,
  ]),
  on: /\bcoverage\s*:\s*\{[^}]*\benabled\s*:\s*true\b/,
  off: "--coverage.enabled=false",
};

/** vitest, its junit reporter, `-t` with the full name and the file to select. */
export const vitest = {
  name: "vitest",
  wroteReport: (head) => /<testsuites\s[^>]*name="vitest tests"/.test(head),
  commandLine: {
    start: (words) => afterProgram(words, "vitest", "run") ?? afterProgram(words, "vitest"),
    valueOptions: set(...VITEST_VALUE_OPTIONS),
    listOptions: set(),
    // A leg's --shard is no re-run's: a chosen test would land in one leg of its own split.
    replacedOptions: set("-t", "--testNamePattern", "--shard"),
    coverageSwitches: set("--coverage", "--coverage.enabled"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: () => null,
    select(tests) {
      const files = filesOf(tests);
      if (!files) return null;
      // vitest 1 matches `-t` against its file suite's empty name, a space and the full name;
      // 2 and later against the full name (unjs/scule, vitest 1.6: every run line selected
      // no test). The space may lead.
      return { options: ["-t", anchoredAlternatives(tests.map(fullName), " ?")], paths: files };
    },
  },
  refsOfId: refsOfVitestId,
  listing: {
    // `--json` last: followed by a word, it would take it as the file to write.
    command: (program, scope) => [...program, "list", ...scope, "--json"],
    // `list` replaces `run`.
    program: (written, plain, start) =>
      plain[start - 1] === "run" ? written.slice(0, start - 1) : written.slice(0, start),
    keeps: only("-c", "--config", "-r", "--root", "--dir", "--project", "-t", "--testNamePattern"),
    takesFiles: true,
    read: { output: parseList },
    okCodes: [0],
  },
  report: {
    withoutReport: (command, reports) =>
      withoutReportOptions(
        command,
        {
          file: ["--outputFile", "--outputFile.junit"],
          reporter: "--reporter",
          junitReporter: "junit",
        },
        reports,
      ),
  },
  retry: {
    reporters: "--reporter",
    retryOption: "--retry",
    files: {
      "fix-loop-retries.mjs": VITEST_REPORTER,
      "fix-loop-coverage-setup.mjs": VITEST_COVERAGE_SETUP,
      "fix-loop-running-setup.mjs": VITEST_RUNNING_SETUP,
    },
    args: (folder, retries) => [
      `--retry=${retries}`,
      `--reporter=${path.join(folder, "fix-loop-retries.mjs")}`,
    ],
  },
  coverage: inRunCoverage(VITEST_HOOKS, "--pool=threads"),
  init: {
    language: "node",
    inScript: (script) => script.split(/\s+/).some((word) => path.basename(word) === "vitest"),
    dependency: "vitest",
    tier({ script, report }) {
      const own = scriptArguments(script, vitest.commandLine, DROPPED);
      // `vitest` alone watches; `run` is added, and a subcommand of the script's is not kept.
      const args = own.args.filter((word, i) => i > 0 || !/^(?:run|watch|dev)$/.test(word));
      const command = words(own.env, "npx vitest run", args);
      return { command: `${command} --reporter=junit --outputFile=${report}`, missing: [] };
    },
    testPaths: JS_TEST_PATHS,
    ownCoverage: VITEST_COVERAGE,
  },
  shard: {
    withOption: shardOptionAfter(/\bvitest(?:\s+run)?\b/),
    units: {
      lister: fileLister(
        (program, scope) => [...program, "list", ...scope, "--filesOnly", "--json"],
        only("-c", "--config", "-r", "--root", "--dir", "--project"),
        (written, plain, start) =>
          plain[start - 1] === "run" ? written.slice(0, start - 1) : written.slice(0, start),
      ),
      of: listedFiles,
    },
    unitOf: fileUnit,
  },
  packages: { runner: "vitest" },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.ts",
    testExample: 'test("BT-001 health answers ok", async () => { ... })',
  },
} satisfies Runner;

/**
 * Options of a project's script the tier replaces or must not keep; `--coverage` as for jest (it
 * also needs a coverage provider the project may install only for its own coverage job).
 */
const DROPPED = set("--reporter", "--outputFile", "--watch", "-w", "--ui", "--bail", "--coverage");

/**
 * `vitest list --json`: [{ name: "prices > cents", file: "/abs/test/prices.test.js" }]. Each
 * entry is a test as vitest's JUnit report names it (classname: the file), so a first run can
 * select it by file and name, as a re-run does.
 */
function parseList(stdout: string, cwd: string): ListedTests | null {
  const entries = jsonArrayIn(stdout);
  if (!entries) return null;
  const refs = new Map<string, JunitTestRef>();
  for (const entry of entries as { name?: unknown; file?: unknown }[]) {
    if (typeof entry?.name !== "string" || typeof entry.file !== "string") return null;
    const file = path.relative(cwd, entry.file).split(path.sep).join("/");
    refs.set(junitTestId(entry.name, file), {
      name: entry.name,
      classname: file,
      suite: file,
      file,
      line: null,
    });
  }
  return { ids: new Set(refs.keys()), runnerIds: [], refs };
}
