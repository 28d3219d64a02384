import type { RunAs } from "../../process/run-as.js";
import type { TestResult } from "../../results/schema.js";

/**
 * Re-runs chosen tests with function-level coverage. Returns, per test id it could run, the
 * project functions the test called, each as "path/relative/to/root.py:function". Tests it
 * could not run are absent from the map; a runner never throws for a failing test, and stops
 * its processes when the signal aborts.
 */
export interface CoverageRunner {
  run(tests: readonly TestResult[], signal?: AbortSignal): Promise<Map<string, Set<string>>>;
  /**
   * Whether a run of these tests also records what their files ran while the runner collected
   * them (jest's describe bodies, src/junit/describe-coverage.ts), which no in-run coverage has.
   */
  recordsCollection?(tests: readonly TestResult[]): boolean;
}

/**
 * Coverage taken on a run that happens anyway (a retry of the failed tests): the environment
 * that turns it on for that run, then, per test id, the functions each test called.
 */
export interface CoverageTap {
  env: NodeJS.ProcessEnv;
  /**
   * `recordNames`: other names the runner may have recorded a test by, where its report names it
   * otherwise (jest under a renamed jest-junit title template).
   */
  read(tests: readonly TestResult[], recordNames?: RecordNames): Promise<Map<string, Set<string>>>;
  /** What taking the coverage cost inside the run, as of the last read, where the hooks say. */
  costMs?(): number;
  close(): Promise<void>;
}

/** The names beyond its id and title a runner's own record may give a test. */
export type RecordNames = (test: TestResult) => readonly string[];

/** Splits "src/utils.ts:withoutTrailingSlash" at its last colon. */
export function splitFunctionId(id: string): { file: string; function: string } {
  const colon = id.lastIndexOf(":");
  return { file: id.slice(0, colon), function: id.slice(colon + 1) };
}

/** The command that runs exactly these tests with the runner's own selection, or null. */
export type SelectiveCommand = (tests: readonly TestResult[]) => string | null;

/** What a runner plug-in's coverage runner is made with (src/runners/runner.ts). */
export interface CoverageRunnerOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  commandFor: SelectiveCommand;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

/** A runner's coverage runner, made for one tier; null for a runner without a runtime hook. */
export type MakeCoverageRunner = (options: CoverageRunnerOptions) => CoverageRunner | null;

/** No function name holds it: "outer/helper" is a helper declared inside `outer` (v8-coverage.ts). */
const HELPER = "/";

export function helperUnit(outer: string, helper: string): string {
  return `${outer}${HELPER}${helper}`;
}

export function isHelperUnit(id: string): boolean {
  return splitFunctionId(id).function.includes(HELPER);
}

/** The function a ranked unit is part of: `add` of "add/instanceFactorySet", else the name. */
export function helperOwner(fn: string): string {
  const at = fn.indexOf(HELPER);
  return at === -1 ? fn : fn.slice(0, at);
}
