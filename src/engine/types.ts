import type { Config } from "../config/schema.js";
import type { FlakesFile, QuarantineList } from "../flaky/quarantine-list.js";
import type { ProbesAhead } from "../gates/probe-ahead.js";
import type { RunAs } from "../process/run-as.js";
import type { OnFailure } from "../results/on-failure.js";
import type {
  Attempt,
  Group,
  PreflightResult,
  ServiceResult,
  TestResult,
  TierResult,
} from "../results/schema.js";
import type { TierSource } from "./tier-kinds/registry.js";
import type { ReportWritten, RunningNoted } from "./tier-kinds/tier-kind.js";

/** A tier as the engine runs it: config merged with defaults, scripts discovered. */
export interface PlannedTier {
  name: string;
  /** Whether a failure here stops the tiers after it (config `on-failure:`, formerly `gate:`). */
  onFailure: OnFailure;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  requires: string[];
  /** The tier's own environment (config `env:`), over the run's for every run of its tests. */
  env?: Record<string, string>;
  /** Where the tier's tests come from: one entry per tier kind that found some (see registry.ts). */
  sources: TierSource[];
}

/**
 * Live events for whatever presents a run: the terminal, the Action's log.
 * Every method is optional so a presenter implements only what it shows.
 */
export interface Reporter {
  phase?(name: "preflight" | "services" | "tests" | "triage" | "fix" | "done"): void;
  preflightChecked?(result: PreflightResult): void;
  serviceChecked?(result: ServiceResult): void;
  /** `notRun`: the reason the tier will not run (a gate failed, an earlier tier stopped the run). */
  tierStarted?(tier: PlannedTier, notRun?: string | null): void;
  testStarted?(test: { id: string; tier: string; title: string }): void;
  testFinished?(result: TestResult): void;
  reportWritten?(info: ReportWritten): void;
  runningNoted?(info: RunningNoted): void;
  tierFinished?(result: TierResult): void;
  groupsFound?(groups: Group[]): void;
  attemptStarted?(info: { group: string; attempt: number; strategy: string }): void;
  attemptFinished?(attempt: Attempt): void;
  note?(level: "info" | "warning" | "error", text: string): void;
}

/** Changes to one runTiers call. */
export interface RunOverrides {
  retries?: number;
  /** Added to the tests' environment (NODE_V8_COVERAGE for a coverage run, say). */
  env?: NodeJS.ProcessEnv;
  /** Triage follows: retries take coverage on the way where they can (TierRun.coverage). */
  takeCoverage?: boolean;
  /**
   * With takeCoverage: a retry takes it for one signature's failures too, which a group's name
   * may come from (the functions changed since the base: src/triage/changes/).
   */
  coverageToName?: boolean;
}

/** What a caller chooses to run. Empty or absent means everything. */
export interface Selection {
  /** fix-loop's test ids, or a runner's own (a pytest node id). */
  ids?: string[];
  tiers?: string[];
  /**
   * Ids the caller has seen printed (the last results' tests), so an alias of one resolves
   * before its tier has run; the tiers' own known ids count too.
   */
  seenIds?: string[];
  /** The test file of each id (and runner id) the caller has seen printed, where known. */
  seenFiles?: Readonly<Record<string, string>>;
  /** The groups the last run printed: a run of chosen tests continues them (seen-groups.ts). */
  seenGroups?: readonly Group[];
}

export interface EngineOptions {
  /** The project root: paths in the config are relative to it. */
  cwd: string;
  config: Config;
  /** Path of the config file, for the results and messages. */
  configPath: string;
  reporter?: Reporter;
  /** Aborts running tests and stops started services (Ctrl-C). */
  signal?: AbortSignal;
  /** Environment for tests and services; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /**
   * JUnit reports are written to a folder the engine owns, outside the project, whenever the
   * command names the report path; with this true (the default) each is then copied to where
   * the config says, for tools that read it later. `fix` sets it false: the agent never sees one.
   */
  reportsInTree?: boolean;
  /** Run every test, service and probe command as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
  /** A tests: glob that matches no file is no problem (`plan` is about to fill it). */
  emptyGlobsAllowed?: boolean;
  /**
   * Tests whose failure fails neither their tier nor the run (the app's quarantine list): they
   * run and are reported, marked `quarantined`, and triage leaves their failures out.
   */
  quarantine?: QuarantineList | null;
  /**
   * What the app's history knows of flaky tests (flakes.json): a test the caller names that
   * flaked there is worked on even when it passed this run, with its flake evidence.
   */
  flakes?: FlakesFile | null;
  /**
   * The commit the tree is compared with (a pull request's base): triage blames a failure that
   * ran a function changed since on it (src/triage/changes/). An unknown commit is a user error.
   */
  base?: string | null;
  /** Services' waits begun as the config was read (src/gates/probe-ahead.ts). */
  probesAhead?: ProbesAhead | null;
}

/** What the gates found before any test ran. */
export interface GateReport {
  preflight: PreflightResult;
  services: ServiceResult[];
  /** False when preflight or a service failed: no test may run (exit code 3). */
  passed: boolean;
}

export interface TierRun {
  tests: TestResult[];
  tiers: TierResult[];
  /**
   * The time of the tests' first runs and of their re-runs, summed over tiers, and what taking
   * coverage inside them cost (read-coverage-tap.ts).
   */
  phases?: {
    firstRunMs: number;
    retryMs: number;
    coverageInRunsMs: number;
    /** Asking the runners which tests they have, before the first run (`--tests` of an id they alone know). */
    listingMs?: number;
  };
  /** With takeCoverage: the functions each re-run test called, by test id, for triage. */
  coverage?: Map<string, Set<string>>;
  /** Selected ids no test answered to, though every tier given them ran (refuseUnknownIds). */
  unknownIds?: string[];
  /** Selected tests the runner reported skipped, none of them run (refuseUnknownIds). */
  skippedIds?: string[];
  /** Those of skippedIds that pytest's xfail reported: they ran, and failed as marked. */
  xfailedIds?: string[];
}

/**
 * A verification session: gates checked and services started once, tests run as often as
 * the caller needs (the fix loop re-runs them after every attempt), services stopped on close.
 * Opened with openSession() from src/engine/session.ts.
 */
export interface Session {
  readonly options: EngineOptions;
  readonly plan: PlannedTier[];
  readonly gates: GateReport;
  /** Runs the selected tests tier by tier, honouring gates, REQUIRES, retries and concurrency. */
  runTiers(selection?: Selection, overrides?: RunOverrides): Promise<TierRun>;
  /**
   * Says the project's files changed (a fix applied or undone): the services fix-loop started
   * run old code, so the next runTiers restarts them and probes them again first.
   */
  sourcesChanged(): void;
  /** Stops every service this session started; the next run of tests starts them again. */
  stopServicesUntilNextRun(): Promise<void>;
  /** Starts again the services stopped (or stale) since, as the next run of tests would. */
  startServicesAgain(): Promise<void>;
  /** Pids of the services this session started and still runs (spared by a sweep of the user). */
  servicePids(): number[];
  /**
   * Stops the named services this session started, runs `body` with every other service still
   * up, then starts and probes the named ones again (gates.services says how that went).
   */
  withServicesStopped<T>(names: readonly string[], body: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
