import type { TestResult } from "../../results/schema.js";
import { type Culprit, culpritOf, frameCulprit, frameOnlyPassedTheValue } from "../culprit.js";
import { decisiveLine } from "../decisive-line.js";
import { SourceReader } from "../frames/source-names.js";
import {
  type CoverageLimits,
  chooseCoverageTests,
  DEFAULT_COVERAGE_LIMITS,
} from "./choose-tests.js";
import { type CoverageRunner, helperOwner, splitFunctionId } from "./coverage-runner.js";
import { reportsAFailure } from "./failure-reporters.js";
import { localiseByCoverage, runCoverage } from "./localise.js";
import { testNamesakes } from "./test-namesake.js";

export interface OneGroupSpectrum {
  /** The one culprit the spectrum blames every covered failure on, by test id. */
  culprits: Map<string, Culprit>;
  /**
   * The culprit keys of the functions every covered failing and passing test ran (a test
   * harness: eslint's `RuleTester.run`, which runs each rule's tests and asserts for them).
   */
  harness: Set<string>;
}

/**
 * A real bug fails one to four tests, so they make one group, and a single group's culprit is
 * what its stacks show: nothing when every frame is the runner's or a library's (supertest's
 * assertions on an express response), or the project function where the assertion ran (a test
 * harness that lives in `lib/`). Re-run those failures with coverage beside the passing tests of
 * their files, and blame them on what the spectrum ranks first, once the functions that every
 * one of those tests ran are set aside: a harness runs in all of them, and tells nothing.
 * The answer stands only when it blames every covered failure on the same function; else null,
 * and the group keeps what its stacks showed.
 */
export async function oneGroupSpectrum(
  failing: readonly TestResult[],
  passed: readonly TestResult[],
  options: {
    runner: CoverageRunner;
    limits?: Partial<CoverageLimits>;
    root?: string;
    taken?: ReadonlyMap<string, Set<string>>;
    /** The files of the project frames where the failures' assertions ran. */
    assertedIn?: readonly string[];
  },
): Promise<OneGroupSpectrum | null> {
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.limits };
  const files = new Set(failing.map((test) => test.file));
  const near = passed.filter((test) => files.has(test.file));
  if (near.length === 0) return null;
  const taken = options.taken ?? new Map<string, Set<string>>();
  const chosen = chooseCoverageTests(failing, near, limits, options.root);
  // A retry that took coverage on the way (src/engine/retries.ts, mocha's in-run retry) gives
  // its sample as it is: a run of more passing tests costs a start of the runner, which on a
  // small tier took all of its time and answered nothing (eslint's rule tests, 0.7 s).
  const retried = chosen.failing.every((test) => taken.has(test.id));
  const toRun = retried
    ? { failing: [], passing: [] }
    : {
        failing: chosen.failing.filter((test) => !taken.has(test.id)),
        passing: chosen.passing.filter((test) => !taken.has(test.id)),
      };
  const covered = new Map(taken);
  if (toRun.failing.length + toRun.passing.length > 0)
    for (const [id, functions] of await runCoverage(
      options.runner,
      toRun,
      AbortSignal.timeout(limits.timeLimitMs),
    ))
      covered.set(id, functions);
  const failingIds = chosen.failing.map((test) => test.id).filter((id) => covered.has(id));
  const passingIds = near.map((test) => test.id).filter((id) => covered.has(id));
  if (failingIds.length === 0 || passingIds.length === 0) return null;

  // The functions every test ran, of the files where the failures' assertions ran: a test of
  // one function runs it in every test too, but asserts in the test file. The module the test
  // files are named after is what they test, never their harness, wherever it asserts.
  const testFiles = [...new Set(failing.map((test) => test.file))];
  const tested = new Set(
    [...testNamesakes(testFiles, ranByAll(failingIds.map((id) => covered.get(id))))].map(
      (id) => splitFunctionId(id).file,
    ),
  );
  const asserting = new Set((options.assertedIn ?? []).filter((file) => !tested.has(file)));
  const everywhere = new Set(
    [...ranByAll([...failingIds, ...passingIds].map((id) => covered.get(id)))].filter((id) =>
      asserting.has(splitFunctionId(id).file),
    ),
  );
  const sample = new Map(
    [...failingIds, ...passingIds].map((id) => [
      id,
      new Set([...(covered.get(id) ?? [])].filter((fn) => !everywhere.has(fn))),
    ]),
  );
  // What the failing tests' file names point at, when every failure ran it, is where to look.
  const namesakes = testNamesakes(testFiles, ranByAll(failingIds.map((id) => sample.get(id))));
  if (namesakes.size > 0)
    for (const id of failingIds)
      sample.set(id, new Set([...(sample.get(id) ?? [])].filter((fn) => namesakes.has(fn))));
  const culprits = await localiseByCoverage(
    failing.filter((test) => sample.has(test.id)),
    near.filter((test) => sample.has(test.id)),
    { runner: NO_RUNS, limits, root: options.root, taken: sample },
  );
  const keys = new Set([...culprits.values()].map((culprit) => culprit.key));
  if (keys.size !== 1 || culprits.size < failingIds.length) return null;
  // Left alone once what every test ran is set aside, an error logger says nothing more.
  const source = options.root ? new SourceReader(options.root) : null;
  const blamedIds = new Set(
    [...culprits.values()].map((culprit) => `${culprit.file}:${culprit.function}`),
  );
  if ([...blamedIds].some((id) => reportsAFailure(source, id))) return null;
  const harness = new Set(
    [...everywhere].map((id) => {
      const { file, function: fn } = splitFunctionId(id);
      return culpritOf(file, helperOwner(fn), "coverage", options.root).key;
    }),
  );
  return { culprits, harness };
}

/**
 * Whether a failure's stack leaves its culprit to the spectrum: it shows no project function
 * (or only one that handed a built-in the value it threw on), or the failure is an assertion,
 * whose deepest project frame is where it was checked.
 */
export function leftToSpectrum(test: TestResult, root?: string): boolean {
  return (
    frameCulprit(test, root) === null ||
    frameOnlyPassedTheValue(test, root) ||
    failedAnAssertion(test)
  );
}

/** An assertion failed: the stack's deepest project frame is where it was checked, not the bug. */
export function failedAnAssertion(test: TestResult): boolean {
  const decisive = decisiveLine(test);
  return decisive.kind === "assertion" || /^(?:[\w$]+\.)*AssertionError\b/.test(decisive.signature);
}

/** The functions every one of these tests ran. */
function ranByAll(sets: readonly (Set<string> | undefined)[]): Set<string> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((fn) => rest.every((set) => set?.has(fn))));
}

/** A runner that runs nothing: what was taken is all there is. */
const NO_RUNS: CoverageRunner = { run: async () => new Map() };
