import type { RunnerRepeat } from "../flaky/repeat-command.js";
import type { CommandLine, JunitTestRef } from "../junit/command-line.js";
import type { ReportStripper } from "../junit/command-without-report.js";
import type { CoverageHooks } from "../junit/coverage-hooks.js";
import type { Lister } from "../junit/list-tests.js";
import type { ListedTests } from "../junit/listed-tests.js";
import type { RunReading } from "../junit/run-junit-command.js";
import type { RetryHooks } from "../junit/runner-retry.js";
import type { RunAs } from "../process/run-as.js";
import type { CoverageTap, MakeCoverageRunner } from "../triage/spectrum/coverage-runner.js";

/**
 * Everything fix-loop knows of one test runner, in one place: a runner is one file of
 * src/runners implementing this, and one line of src/runners/registry.ts. The parts are the
 * narrow interfaces the modules that use them declare (src/junit, src/triage/spectrum), so those
 * modules take a runner as an argument and never name one.
 */
export interface Runner {
  /** The runner's name: in logs, in results.json's tier descriptions, on a plan's `Framework:`. */
  name: string;
  /** Whether its JUnit reporter wrote this report, from the report's first kilobytes. */
  wroteReport(head: string): boolean;
  /** How it is found in a command, reads its options, names a test and selects some to run. */
  commandLine: CommandLine;
  /**
   * Whether fix-loop may hand `id` to the runner as it is before any report named it (a pytest
   * node id: `tests/test_util.py::ParseTests::test_empty`).
   */
  takesOwnId?(id: string): boolean;
  /**
   * For a runner that cannot list its tests: the refs its selection picks a test out by from
   * the id alone, before any report named it (node:test's describe paths). Null where only a
   * run of everything places the id.
   */
  refsOfId?(id: string, cwd: string): JunitTestRef[] | null;
  /**
   * The full name it selects a test by, where a test's id is that (jest's, mocha's): an id the
   * last run printed is then selected by it in the file it printed, with no listing first. Null
   * where the id may be another name (`command` is the tier's).
   */
  fullNameOfId?(id: string, command: string, cwd: string): string | null;
  /**
   * The id an earlier fix-loop gave a test, accepted back where it is given (a results.json, an
   * issue, a `/fix`): mocha's ids once repeated the test's title ("rejects > cart rejects").
   */
  formerId?(test: JunitTestRef): string | null;
  /** How it lists its tests without running them, so an unknown id is refused before the run. */
  listing?: Lister;
  /** Its report: the environment a run needs for it, how it is read beyond testcases, and how a person's command goes without it. */
  report: RunnerReport;
  /** The environment that asks for outcomes only, for a run whose evidence is not kept. */
  outcomesOnlyEnv?(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** How it retries a failing test within the same run (vitest's --retry, jest's retryTimes). */
  retry?: RetryHooks;
  /** How triage takes function coverage of its tests. */
  coverage?: RunnerCoverage;
  /** How the re-run of failures right after their first run reuses that run's builds. */
  rerun?: RunnerRerun;
  /** How a first run learns the test files a report that names none ran each test in. */
  testFiles?: RunnerTestFiles;
  /** How `fix-loop init` finds it in a project and writes its tier. */
  init?: RunnerInit;
  /** The packages a Node project installs it and its JUnit reporter as (a missing one is a gate). */
  packages?: RunnerPackages;
  /** How `fix-loop plan` writes a test in it (a plan's `Framework:` names the runner). */
  plan?: PlanStyle;
  /** Its own option to run one test K times (check's repetition of a flaky test); else a loop. */
  repeat?: RunnerRepeat;
  /** How one leg of a sharded verify runs its share (`fix-loop verify --shard i/N`). */
  shard?: RunnerShard;
}

/** How a re-run of failures differs from the first run: cheaper where the runner allows it. */
export interface RunnerRerun {
  /** The selected re-run command through the first run's builds (go's test binaries), or null to run it as it is. */
  fromBuilds?(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string | null>;
  /** A run that is not such a re-run starts: what an earlier one kept may be stale. */
  forget?(cwd: string): void;
  /** The re-run command on every core where the runner's default leaves one idle, or null. */
  onEveryCore?(command: string, env: NodeJS.ProcessEnv): Promise<string | null>;
}

/**
 * For a runner whose report names no test file (node --test): what its first run is given to
 * record them, so a re-run of some tests starts their files only.
 */
export interface RunnerTestFiles {
  /** The first run's command with the recorder, or null where it cannot be added safely. */
  record(command: string, context: TapContext): Promise<TestFilesRecord | null>;
}

export interface TestFilesRecord {
  command: string;
  /** After the run: gives each ref whose file the report left out the files that ran a test of its name. */
  fill(refs: Iterable<JunitTestRef>, cwd: string): Promise<void>;
}

/** One leg of a sharded run: `index` of `total`, counted from 1 (`--shard=2/4`). */
export interface Leg {
  index: number;
  total: number;
}

/**
 * How a runner runs one leg's share of a tier: with its own shard option, or with the units
 * (test files, go's packages) fix-loop splits by the previous run's times, handed to it as paths.
 */
export interface RunnerShard {
  /** The command with the runner's own shard option (jest, vitest, playwright `--shard=i/N`). */
  withOption?(command: string, leg: Leg): string | null;
  /** How the units are listed without running a test, and read from the listing. */
  units?: { lister: Lister; of(listed: ListedTests): string[] };
  /** The unit a test of an earlier run belongs to (its file; its package), for its time. */
  unitOf(test: { file: string; runnerId?: string | null }): string | null;
}

/** How a runner's test files are named, commented, and how their tests carry a plan id. */
export interface PlanStyle {
  /** The names the runner collects by default; a generated file must have one. */
  testFiles: readonly string[];
  /** The line comment of the file's language: fix-loop's review lines are written with it. */
  comment: "#" | "//";
  /** A file name and a test line for BT-001, shown to the session as the pattern to follow. */
  fileExample: string;
  testExample: string;
}

export interface RunnerReport extends ReportStripper {
  /**
   * The command a run of the tier is given, for what the report must hold beyond what the
   * command asks (mocha-junit-reporter leaves pending tests out unless told).
   */
  command?(command: string): string;
  /** The environment every run of the tier gets for the report (jest-junit's file attribute). */
  env?(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** For a runner whose report needs more than its testcases read (go's retries and panics). */
  readsRun?(): RunReading;
  /** Output artifacts: text its reporter writes into a failure that is not the test's, stripped. */
  artifacts?: readonly RegExp[];
  /** What to check when the command exits 0 and writes no report (its reporter's options). */
  noReportHint?(report: string): string;
}

/** What a coverage tap needs to start: the project, its environment, whom the tests run as. */
export interface TapContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A folder the engine owns for this session, outside the project. */
  scratch: string;
  runAs?: RunAs | null;
}

export interface RunnerCoverage {
  /** A coverage runner that re-runs chosen tests with the tier's selective command. */
  runner: MakeCoverageRunner;
  /** Coverage taken on a retry that runs anyway (the engine's re-run of failures). */
  onRetry?(context: TapContext): Promise<CoverageTap | null>;
  /**
   * Coverage taken on the tier's first run: go keeps its test binaries; vitest, jest and pytest
   * record the failures' in-run retries (only when `retries` is 1 or more).
   */
  onFirstRun?(context: TapContext, retries: number): Promise<CoverageTap | null>;
  /**
   * How a run whose environment asks for coverage loads the setup that takes it, where no in-run
   * retry reporter of ours brings it in (mocha's `--require` of a root hook plugin).
   */
  hooks?: CoverageHooks;
  /**
   * How long triage's coverage may take: the tiers' own time ("tiers": it re-runs tests in
   * processes of the runner's), the first runs' ("first-runs": go re-runs kept binaries), or the
   * default cap ("default": pytest takes it on its retry).
   */
  timeLimit: "tiers" | "first-runs" | "default";
  /** True when coverage of the whole sample is one run of the runner, so more passing tests cost little. */
  oneRun: boolean;
}

/** What init knows of a project: its dependencies and its own test script. */
export interface InitProject {
  has(dependency: string): boolean;
  /** The version range the project declares for a dependency (`^16.3.0`), null when it has none. */
  declared(dependency: string): string | null;
  /** The project's `test` script, "" when it has none. */
  script: string;
  /** Where the tier writes its JUnit report, and that report's folder. */
  report: string;
  reportDir: string;
}

export interface RunnerInit {
  /** The kind of project init reads for it. */
  language: "node" | "python" | "go";
  /** For a Node runner: whether the project's test script runs it. */
  inScript?(script: string): boolean;
  /** For a Node runner: the package that, listed as a dependency, says the project uses it. */
  dependency?: string;
  /** The tier's command, with the project's own test arguments and environment, and the packages it needs that the project lacks. */
  tier(project: InitProject): { command: string; missing: string[] };
  /** Where its tests live by its own conventions: paths the fix agent must not edit. */
  testPaths: readonly string[];
  /**
   * Where a project's config may turn the runner's own coverage on for every run, and the
   * argument that turns it off, which init adds to the tier (src/init/own-coverage.ts).
   */
  ownCoverage?: OwnCoverage;
}

/** A runner's own coverage, as a project's config turns it on. */
export interface OwnCoverage {
  /** The config files to read, package.json's field for the runner included. */
  configs: readonly string[];
  /** What a config says when it collects coverage on every run. */
  on: RegExp;
  /** The tier's argument that turns it off. */
  off: string;
}

export interface RunnerPackages {
  /** The package the runner is installed as (a Node project's). */
  runner?: string;
  /** Its JUnit reporter, when a package of its own: named in the command or one of `configs`. */
  reporter?: { name: string; key: string; configs: readonly string[] };
  /** Programs on PATH a command may call for it: whether each runs the tests or writes the report, and how to install it. */
  programs?: Readonly<Record<string, { role: "run" | "report"; install: string }>>;
}
