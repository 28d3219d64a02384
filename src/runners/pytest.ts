import { insertAfter } from "../flaky/repeat-command.js";
import type { JunitTestRef } from "../junit/command-line.js";
import { withoutReportOptions } from "../junit/command-without-report.js";
import { type Lister, only } from "../junit/list-tests.js";
import type { ListedTests } from "../junit/listed-tests.js";
import { junitTestId } from "../junit/test-id.js";
import {
  pytestCoverageRunner,
  pytestCoverageTap,
  pytestOutcomesOnlyEnv,
} from "../triage/spectrum/pytest-coverage.js";
import { afterProgram, isPython, set } from "./command-words.js";
import { readsPytestRun } from "./pytest-collection.js";
import { doctestTextFile, pytestFirstRunTap, pytestRetry } from "./pytest-retry.js";
import type { Runner } from "./runner.js";
import { fileUnit } from "./shard-parts.js";

/** `pytest --collect-only -q`: its node ids. */
const PYTEST_LISTING = {
  command: (program, scope) => [...program, "--collect-only", "-q", ...scope],
  // What the tier runs: its config and root, its filters, and what it collects (a doctest is a
  // test only under --doctest-modules or --doctest-glob; --ignore and --deselect drop tests).
  keeps: only(
    ...["-c", "--rootdir", "-p", "-o", "--import-mode", "--confcutdir", "-k", "-m"],
    ...["--doctest-modules", "--doctest-glob", "--ignore", "--ignore-glob", "--deselect"],
    ...["--pyargs", "--noconftest"],
  ),
  takesFiles: true,
  read: { output: parseCollection },
  okCodes: [0, 5],
} satisfies Lister;

/** pytest, its JUnit report from --junitxml, its node ids ("tests/test_x.py::TestY::test_z"). */
export const pytest = {
  name: "pytest",
  wroteReport: (head) => /<testsuites?\s[^>]*name="pytest(?: tests)?"/.test(head),
  commandLine: {
    start(words) {
      const module = words.findIndex(
        (word, i) => word === "-m" && words[i + 1] === "pytest" && isPython(words[i - 1]),
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
      "--ignore-glob",
      "--deselect",
      "--doctest-glob",
    ),
    listOptions: set(),
    replacedOptions: set(),
    coverageSwitches: set("--cov"),
    replacesPaths: true,
    runnerId: pytestRunnerId,
    select(tests) {
      const ids = tests.map((test) => this.runnerId(test));
      return ids.some((id) => id === null) ? null : { options: [], paths: ids as string[] };
    },
  },
  takesOwnId: (id) => /^[^\s:]+\.py(?:::\S.*)?$/.test(id),
  listing: PYTEST_LISTING,
  report: {
    readsRun: readsPytestRun,
    withoutReport: (command, reports) =>
      withoutReportOptions(
        command,
        { file: ["--junitxml", "--junit-xml"], reporter: null },
        reports,
      ),
  },
  // pytest has no shard option of its own: fix-loop splits the files it collects.
  shard: {
    units: { lister: PYTEST_LISTING, of: (listed) => unitsOfNodeIds(listed.runnerIds) },
    unitOf: fileUnit,
  },
  outcomesOnlyEnv: pytestOutcomesOnlyEnv,
  retry: pytestRetry(pytestRunnerId),
  coverage: {
    runner: pytestCoverageRunner,
    onRetry: pytestCoverageTap,
    onFirstRun: pytestFirstRunTap,
    timeLimit: "default",
    oneRun: false,
  },
  init: {
    language: "python",
    tier: ({ report }) => ({ command: `python3 -m pytest --junitxml=${report}`, missing: [] }),
    // test/ as well as tests/: tabulate keeps its helpers in test/common.py.
    testPaths: ["tests/**", "test/**", "**/test_*.py", "**/*_test.py", "**/conftest.py"],
  },
  plan: {
    testFiles: ["**/test_*.py", "**/*_test.py"],
    comment: "#",
    fileExample: "test_bt_001_health.py",
    testExample: "def test_BT_001_health_answers_ok():",
  },
  packages: {
    programs: {
      pytest: { role: "run", install: "python3 -m pip install pytest" },
      "py.test": { role: "run", install: "python3 -m pip install pytest" },
    },
  },
  // pytest-repeat, when installed; without it pytest exits 4 (a usage error) and check loops.
  repeat: {
    withOption: (command, times) => insertAfter(command, /\bpytest\b/, `--count=${times}`),
    option: "pytest-repeat's --count",
    unknownOptionExit: 4,
  },
} satisfies Runner;

/**
 * The node id of a test the report names ("tests/test_x.py::TestY::test_z"), or null. A module
 * pytest could not collect (no classname, its dotted path for a name) is selected by its file:
 * collecting it again shows the same error.
 */
function pytestRunnerId(test: JunitTestRef): string | null {
  // A text file's doctests (`--doctest-glob='*.rst'`) are one item, the file: its run: line ran
  // the whole tier (sortedcontainers' docs/introduction.rst).
  if (!test.file?.endsWith(".py")) return doctestTextFile(test);
  const module = test.file.slice(0, -3).replaceAll("/", ".");
  if (test.classname === "" && test.name === module) return test.file;
  if (test.classname === module) return `${test.file}::${test.name}`;
  if (!test.classname.startsWith(`${module}.`)) return null;
  const classes = test.classname.slice(module.length + 1).split(".");
  return [test.file, ...classes, test.name].join("::");
}

/**
 * `pytest --collect-only -q`: one node id a line ("tests/test_x.py::TestY::test_z[1]"), then
 * counts. Each test is known by the id its report will give it, and by what selects it alone
 * (its file and classname), so `--tests` with that id runs it alone before any report named it.
 */
function parseCollection(stdout: string): ListedTests | null {
  const runnerIds = stdout
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^[^\s:]+\.py::\S/.test(line));
  const ids = new Set<string>();
  const refs = new Map<string, JunitTestRef>();
  for (const nodeId of runnerIds) {
    const [file = "", ...names] = nodeId.split("::");
    const name = names.pop() ?? "";
    const classname = [file.slice(0, -3).replaceAll("/", "."), ...names].join(".");
    const id = junitTestId(name, classname);
    ids.add(id);
    if (!refs.has(id)) refs.set(id, { name, classname, suite: "", file, line: null });
  }
  return { ids, runnerIds, refs };
}

/** The files of node ids ("tests/test_x.py::TestY::test_z" is in tests/test_x.py). */
function unitsOfNodeIds(nodeIds: readonly string[]): string[] {
  return [...new Set(nodeIds.map((id) => id.split("::")[0] ?? id))].sort();
}
