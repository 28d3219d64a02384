import { insertAfter } from "../flaky/repeat-command.js";
import type { JunitTestRef } from "../junit/command-line.js";
import { beforeJunitConverter, withoutReportOptions } from "../junit/command-without-report.js";
import { foldGoAttempts } from "../junit/go-attempts.js";
import { type GoPanic, goPanicProblems, isGoPanic } from "../junit/go-panic.js";
import { carriesAnothersPanic, returnCarriedPanics } from "../junit/go-panic-owner.js";
import { goRunSelection } from "../junit/go-run-option.js";
import { goRunPattern } from "../junit/go-run-pattern.js";
import { describeGoTests } from "../junit/go-test-files.js";
import { dropUnfinished, isUnfinishedGoTest, unfinishedKey } from "../junit/go-unfinished.js";
import { type Lister, only } from "../junit/list-tests.js";
import type { ListedTests } from "../junit/listed-tests.js";
import type { RunReading } from "../junit/run-junit-command.js";
import { junitTestId } from "../junit/test-id.js";
import { goCoverageRunner } from "../triage/spectrum/go-coverage.js";
import { forgetKeptBinaries, goFirstRunTap } from "../triage/spectrum/go-first-run.js";
import { afterProgram, set } from "./command-words.js";
import { refsOfGoId } from "./go-ids.js";
import { goRerunFromBinaries } from "./go-rerun-binaries.js";
import type { Runner } from "./runner.js";

/** `go test -list .`: each package's tests, as go test would run them. */
const GO_LISTING = {
  // gotestsum's or go-junit-report's go test, as go test itself: it lists what it would run.
  command: (program, scope) => [...program, "test", "-list", ".", ...scope],
  // The assignments and `go`: gotestsum and go test both list as go test.
  program: (written, plain) => {
    const program = plain.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
    return [...written.slice(0, Math.max(0, program)), "go"];
  },
  keeps: only("-tags", "-mod", "-C"),
  read: { output: parseList },
  okCodes: [0],
} satisfies Lister;

/**
 * go test, its JUnit report from go-junit-report or gotestsum, `-run` per level to select, ids
 * `package.TestName/subtest`.
 */
export const go = {
  name: "go",
  wroteReport: (head) => /<property\s+name="go\.version"/.test(head),
  commandLine: {
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
  listing: GO_LISTING,
  refsOfId: refsOfGoId,
  report: {
    // A go-junit-report pipeline is cut before the converter; gotestsum loses its --junitfile.
    withoutReport: (command, reports) =>
      beforeJunitConverter(command) ??
      withoutReportOptions(command, { file: ["--junitfile"], reporter: null }, reports),
    readsRun,
  },
  // go test has no shard option: fix-loop splits the packages go lists.
  shard: {
    units: { lister: GO_LISTING, of: (listed) => packagesOf(listed.runnerIds) },
    unitOf: (test) => (test.runnerId ? (packagesOf([test.runnerId])[0] ?? null) : null),
  },
  coverage: {
    runner: goCoverageRunner,
    onFirstRun: (context) => goFirstRunTap(context),
    timeLimit: "first-runs",
    oneRun: false,
  },
  rerun: { fromBuilds: goRerunFromBinaries, forget: forgetKeptBinaries },
  init: {
    language: "go",
    tier: ({ report, reportDir }) => ({
      command: `mkdir -p ${reportDir} && go test -v ./... 2>&1 | go run github.com/jstemmer/go-junit-report/v2@v2.1.0 -set-exit-code -iocopy -out ${report}`,
      missing: [],
    }),
    testPaths: ["**/*_test.go", "**/testdata/**"],
  },
  packages: {
    programs: {
      go: {
        role: "run",
        install: "install Go (https://go.dev/doc/install), or add actions/setup-go to the job",
      },
      "go-junit-report": {
        role: "report",
        install: "go install github.com/jstemmer/go-junit-report/v2@latest",
      },
      gotestsum: { role: "report", install: "go install gotest.tools/gotestsum@latest" },
    },
  },
  // A -count already there (often -count=1, to skip the cache) is replaced.
  repeat: {
    withOption: (command, times) =>
      /\s-count[= ]\d+/.test(command)
        ? command.replace(/(\s)-count[= ]\d+/, `$1-count=${times}`)
        : insertAfter(command, /\bgo\s+test\b/, `-count=${times}`),
    option: "go test's -count",
  },
} satisfies Runner;

/**
 * gotestsum's retries folded into one test each, the tests a panic cut off once started left
 * out with those it kept from starting, and both named as a problem; each failure placed in its
 * _test.go file, a parent's saying which subtests failed (go-test-files.ts).
 */
function readsRun(): RunReading {
  const panics: GoPanic[] = [];
  const unfinished = new Set<string>();
  const carriers = new Set<string>();
  return {
    see(testCase) {
      if (testCase.status !== "failed") return;
      const key = unfinishedKey(testCase.classname, testCase.name);
      if (carriesAnothersPanic(testCase.name, testCase.details)) carriers.add(key);
      else if (isGoPanic(testCase.details))
        panics.push({ pkg: testCase.classname, test: testCase.name });
      else if (isUnfinishedGoTest(testCase.details)) unfinished.add(key);
    },
    async finish(tests, refs, cwd, command) {
      // A panic another test carried goes back to its raiser; the carrier had not finished.
      const raisers = returnCarriedPanics(tests, refs, carriers, (ref) =>
        unfinishedKey(ref.classname, ref.name),
      );
      refs.forEach((ref, at) => {
        if (!carriers.has(unfinishedKey(ref.classname, ref.name))) return;
        const raiser = raisers.get(at);
        if (raiser !== undefined) unfinished.add(unfinishedKey(ref.classname, ref.name));
        panics.push({ pkg: ref.classname, test: raiser ?? ref.name });
      });
      const cut =
        panics.length === 0
          ? null
          : dropUnfinished(tests, refs, unfinished, new Set(panics.map((p) => p.pkg)));
      const folded = foldGoAttempts(tests, refs);
      tests.splice(0, tests.length, ...folded.tests);
      refs.splice(0, refs.length, ...folded.refs);
      await describeGoTests(tests, refs, cwd);
      return cut === null
        ? []
        : goPanicProblems(panics, goTestsOf(refs), cwd, cut, goRunSelection(command));
    },
  };
}

/** The tests a go report lists, as go names them, per package. */
function goTestsOf(refs: readonly JunitTestRef[]): Map<string, Set<string>> {
  const byPackage = new Map<string, Set<string>>();
  for (const ref of refs) {
    const names = byPackage.get(ref.classname) ?? new Set<string>();
    names.add(ref.name);
    byPackage.set(ref.classname, names);
  }
  return byPackage;
}

/**
 * `go test -list .`: each package's test names, then its "ok" line (a failed build: no listing).
 * A test's package and name are all `-run` needs, so each is also a ref the run can select.
 */
function parseList(stdout: string): ListedTests | null {
  const ids = new Set<string>();
  const runnerIds: string[] = [];
  const refs = new Map<string, JunitTestRef>();
  let names: string[] = [];
  for (const line of stdout.split("\n")) {
    const done = /^(?:ok|\?)\s+(\S+)/.exec(line);
    if (done?.[1]) {
      const pkg = done[1];
      for (const name of names) {
        const id = junitTestId(name, pkg);
        ids.add(id);
        runnerIds.push(`${pkg}.${name}`);
        refs.set(id, { name, classname: pkg, suite: pkg, file: null, line: null });
      }
      names = [];
    } else if (/^FAIL\b/.test(line)) return null;
    else if (/^(?:Test|Example|Fuzz)\w*$/.test(line.trim())) names.push(line.trim());
  }
  return { ids, runnerIds, subtests: true, refs };
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

/** The packages of go ids ("example.com/m/pkg.TestX/case" is in example.com/m/pkg). */
function packagesOf(ids: readonly string[]): string[] {
  const packages = ids.map(
    (id) => /^(.+?)\.(?:Test|Example|Fuzz|Benchmark)[^/.]*(?:\/.*)?$/.exec(id)?.[1],
  );
  return [...new Set(packages.filter((name): name is string => name !== undefined))].sort();
}
