import type { TierConfig } from "../../config/schema.js";
import type { RunAs } from "../../process/run-as.js";
import type { PreflightResult, TestResult } from "../../results/schema.js";
import type { ScriptTest } from "../../script-tests/script-test.js";
import type { CoverageTap } from "../../triage/spectrum/coverage-runner.js";

/**
 * A kind of tier: where its tests come from and how they run. The engine knows kinds only
 * through this interface; src/engine/tier-kinds/registry.ts lists them. A source is one kind's
 * part of one tier (a tier may hold scripts and a JUnit command side by side).
 */
export interface TierKind<Source extends { kind: string }> {
  /** Discover: this kind's part of a tier, from its config and the scripts placed in it, or null. */
  discover(input: DiscoverInput): Source | null;
  /**
   * Whether `id` (fix-loop's id or the runner's own) is one of this source's tests: true, false,
   * or null when it cannot tell before running (a JUnit command not run yet in this session).
   */
  owns(source: Source, id: string): boolean | null;
  /** The ids known so far (a JUnit command's only once it ran), to suggest for a mistyped one. */
  knownIds(source: Source): string[];
  /** Those of knownIds that are fix-loop's own, one per test (the runner's own ids left out). */
  ownIds?(source: Source): string[];
  /**
   * The id a known test has now, for the id an earlier fix-loop gave it (mocha's before the
   * repeated title went), or null.
   */
  renamedId?(source: Source, id: string): string | null;
  /**
   * Asks the runner which tests it has without running them (vitest list, pytest
   * --collect-only), so owns() can answer before the run; does nothing where it cannot.
   */
  learnIds?(source: Source, context: LearnContext): Promise<void>;
  /** Run and read results: every test, or only `wanted` (ids as owns() accepts them). One run each. */
  run(source: Source, wanted: ReadonlySet<string> | null, context: KindContext): Promise<KindRun>;
  /** Select tests to re-run: the command that runs these tests alone (see RerunPlan). */
  rerun(source: Source, tests: readonly TestResult[]): RerunPlan;
  /** Take function coverage on a run of this source (a retry), when its runner has a hook for it. */
  coverageTap?(source: Source, context: KindContext): Promise<CoverageTap | null>;
  /** Describe the source for people: "4 scripts", "JUnit command (pytest)". */
  describe(source: Source): string;
  /** Results for the source's tests when the tier cannot run (a gate failed), if it can list them. */
  notRun(source: Source, wanted: ReadonlySet<string> | null, why: NotRunWhy): TestResult[];
}

export interface LearnContext {
  /** The wanted ids the source cannot tell yet. */
  ids: readonly string[];
  /** The test files that hold them, where known (wanted-test-files.ts). */
  files?: readonly string[];
  /** Whether the last run printed every one of them (results.json): none is a typo. */
  printed?: boolean;
  /** The file the last runs printed for each id, where they printed one. */
  printedFiles?: Readonly<Record<string, string>>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  runAs?: RunAs | null;
}

export interface DiscoverInput {
  name: string;
  /** The tier's entry under tiers:, absent for a default tier named only in script headers. */
  config: TierConfig | undefined;
  /** The scripts that belong to this tier. */
  scripts: readonly ScriptTest[];
}

export interface KindContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  redact: (text: string) => string;
  /** The run's reporter (Reporter in src/engine/types.ts), as far as a tier's run speaks to it. */
  reporter?: KindReporter;
  tier: {
    name: string;
    timeoutMs: number;
    concurrency: number;
    requires: string[];
    /** The tier's own environment (config `env:`), already in `env`; run lines show it. */
    env?: Readonly<Record<string, string>>;
  };
  /** A folder the engine owns for this session, outside the project (reports go there). */
  scratch: string;
  /** Whether files the tests write for fix-loop (JUnit reports) are also left where configured. */
  reportsInTree: boolean;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
  /**
   * Set when the caller will want coverage of the failures (triage): a retry takes it on the
   * way where the kind can, and records here what each test called, by test id.
   */
  coverage?: Map<string, Set<string>>;
  /** Coverage is wanted for one signature's failures too (RunOverrides.coverageToName). */
  coverageToName?: boolean;
  /** Only pass or fail is wanted from this run (a retry): the runner may skip formatting failures. */
  outcomesOnly?: boolean;
  /**
   * The runner may retry a failing test this many times within this run, where it can tell
   * which attempt passed (vitest's --retry): such a test comes back with `runs` above 1, flaky
   * with its failed attempt's evidence when an attempt passed. Other tests come back run once.
   */
  runnerRetries?: number;
  /** The config file the run read, for messages that say where to correct a tier. */
  configPath?: string;
  /**
   * A command of the tier's that cannot start is a gate (KindRun.gateProblem) rather than a
   * failing test: true until a fix changes the tree, whose change may be why.
   */
  commandMissingIsGate?: boolean;
  /** Where the time of first runs and re-runs is added up (TierRun.phases). */
  timings?: { firstRunMs: number; retryMs: number; coverageInRunsMs: number };
  /** Called as each test's result is known, before any re-run. */
  onResult?(test: TestResult): void;
}

export interface KindRun {
  tests: TestResult[];
  /** A tier-level failure, like a JUnit command that wrote no report. */
  problem: string | null;
  /**
   * The tier's whole command ran out of its time, even if it wrote its report first (jest left
   * in watch mode, mocha held open by a handle): a re-run would run out of it again.
   */
  timedOut?: boolean;
  /**
   * A gate found by running the tier: its own command could not start (a program not found).
   * The session then fails preflight (exit 3), and no test of it is a failure to fix.
   */
  gateProblem?: PreflightResult["problems"][number];
}

/** How to run a chosen set of tests. */
export interface RerunPlan {
  command: string;
  /** False when `command` runs more than the chosen tests (the runner cannot select them). */
  selective: boolean;
  /** Why it is not selective, when it is not. */
  reason: string | null;
}

export interface NotRunWhy {
  status: "blocked" | "skipped";
  /** The reason for one test, from the services it requires. */
  reasonFor(requires: readonly string[]): string;
}

/** What a tier's run tells the run's reporter: a test started or finished, and notes. */
export interface KindReporter {
  testStarted?(test: { id: string; tier: string; title: string }): void;
  testFinished?(result: TestResult): void;
  reportWritten?(info: ReportWritten): void;
  runningNoted?(info: RunningNoted): void;
  note?(level: "info" | "warning" | "error", text: string): void;
}

/** The tier's runner notes, under `prefix`, the test each of its processes is in (running-tests.ts). */
export interface RunningNoted {
  tier: string;
  prefix: string;
}

/**
 * A tier's command, still running, wrote a whole report: the tests in it have finished, though
 * the command goes on (src/junit/report-watch.ts).
 */
export interface ReportWritten {
  tier: string;
  /** When (ms since the epoch). */
  writtenAt: number;
  /** "124 passed, 15 failed". */
  counts: string;
  /** Why the runner may still run: "it may be waiting on handles its tests left open (...)". */
  waiting: string;
}
