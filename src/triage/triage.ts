import type { Group, TestResult } from "../results/schema.js";
import { type Culprit, frameCaller, frameCulprit, frameOnlyPassedTheValue } from "./culprit.js";
import { helpersCallers } from "./frames/helper-callers.js";
import { groupFailures } from "./group.js";
import { failureSignature } from "./signature.js";
import {
  type CoverageLimits,
  chooseCoverageTests,
  DEFAULT_COVERAGE_LIMITS,
} from "./spectrum/choose-tests.js";
import type { CoverageRunner } from "./spectrum/coverage-runner.js";
import { isNamedProjectFunction, localiseByCoverage, runCoverage } from "./spectrum/localise.js";
import { failedSubtestOf } from "./subtests.js";

export interface TriageOptions {
  root?: string;
  /** Re-runs chosen tests with coverage; without it, failures with no culprit frame keep their signature. */
  coverage?: CoverageRunner | null;
  coverageLimits?: Partial<CoverageLimits>;
  /** Coverage the run already took on its retries, by test id (src/engine/retries.ts). */
  taken?: ReadonlyMap<string, Set<string>>;
}

/**
 * Groups failures by root cause: culprit frames from the stacks, then, for the failures whose
 * stack names no project function, culprits from coverage when the failures make more than one
 * group without it, then the merge of groups sharing one.
 */
export async function triageFailures(
  tests: TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions = {},
): Promise<Group[]> {
  // A parent that failed with its subtest has no coverage of its own to give: all its subtests ran.
  const subtests = failedSubtestOf(tests, options.root);
  const failed = tests.filter((test) => test.status === "failed" && !subtests.has(test.id));
  // Coverage looks for the culprits the stacks do not show: no project frame at all, or only
  // the one that handed a built-in the value it threw on.
  const withoutCulprit = failed.filter((test) => {
    const signature = failureSignature(test, { root: options.root });
    const shown = signature.culprit !== null && !frameOnlyPassedTheValue(test);
    return !shown && isCodeFailure(signature.kind);
  });
  const helpers = helpersCallers(failed, options.root);
  const plain = groupFailures(tests, tierOrder, { root: options.root, helpersCallers: helpers });
  // Coverage decides which failures are one root cause; with one group there is nothing to
  // decide, and its re-runs (a profiler on every call of the passing sample) would cost a plain
  // verify of a red suite a third more than the suite itself. Verify and fix take the same
  // path, so a group keeps its id from one to the other. Not seen then: two bugs whose
  // failures print the same masked line.
  if (!options.coverage || withoutCulprit.length === 0) return plain;
  const passed = tests.filter(
    (test) => test.status === "passed" && withoutCulprit.some((f) => f.tier === test.tier),
  );
  const localise = (runner: CoverageRunner, taken = options.taken) =>
    localiseByCoverage(withoutCulprit, passed, {
      runner,
      limits: options.coverageLimits,
      root: options.root,
      taken,
      proven: provenByStacks(failed, withoutCulprit, options.root),
    });
  if (plain.length > 1) {
    const coverageCulprits = await localise(options.coverage);
    return groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers,
    });
  }
  // One group: coverage a retry took on the way (it costs nothing more) may still name its
  // culprit, when it blames every failure without one on the same function; it never splits it.
  const taken = options.taken;
  if (!taken || !withoutCulprit.some((test) => taken.has(test.id))) return plain;
  const name = (coverageCulprits: Map<string, Culprit>) => {
    const blamed = new Map<string, number>();
    for (const culprit of coverageCulprits.values())
      blamed.set(culprit.key, (blamed.get(culprit.key) ?? 0) + 1);
    if (blamed.size === 0 || coverageCulprits.size < withoutCulprit.length) return null;
    // Two culprits that each explain several failures are two causes (deep-object-diff's
    // updatedDiff and arrayDiff's diff, whose failures print the same masked line); a stray
    // test or two blamed elsewhere is the spectrum's noise, and the group stays one.
    const causes = [...blamed.values()].filter((count) => count >= SPLIT_AT).length;
    if (blamed.size > 1 && causes !== blamed.size) return null;
    const named = groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers,
    });
    return named.length === blamed.size ? named : null;
  };
  const fromTaken = name(await localise(NO_RUNS));
  if (fromTaken) return fromTaken;
  // A failure that called no project function compared a value made before its body ran, in a
  // describe body as jest collected the tests (`const encoded = encodeXML(input)`): no in-run
  // coverage saw it. One run of such failures' files sees it, each value given to the tests
  // declared after it (src/junit/describe-coverage.ts), with passing tests of those files for
  // contrast; the other failures keep what was taken.
  const madeBefore = withoutCulprit.filter((test) => calledNoProjectFunction(taken.get(test.id)));
  if (madeBefore.length === 0 || !options.coverage.recordsCollection?.(madeBefore)) return plain;
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.coverageLimits };
  const files = new Set(madeBefore.map((test) => test.file));
  const inFiles = (test: TestResult) => files.has(test.file);
  const chosen = chooseCoverageTests(
    withoutCulprit.filter(inFiles),
    passed.filter(inFiles),
    limits,
    options.root,
  );
  const collected = await runCoverage(
    options.coverage,
    chosen,
    AbortSignal.timeout(limits.timeLimitMs),
  );
  return name(await localise(NO_RUNS, new Map([...taken, ...collected]))) ?? plain;
}

/** Taken coverage that shows the test calling none of the project's named functions. */
function calledNoProjectFunction(functions: ReadonlySet<string> | undefined): boolean {
  return functions !== undefined && ![...functions].some(isNamedProjectFunction);
}

/** Failures a culprit must explain, of one group coverage taken on the way splits. */
const SPLIT_AT = 3;

/** A runner that runs nothing: what was taken is all there is. */
const NO_RUNS: CoverageRunner = { run: async () => new Map() };

/** The functions the stacks of the other failures show throwing, each with its caller there. */
function provenByStacks(
  failed: readonly TestResult[],
  toLocalise: readonly TestResult[],
  root?: string,
): { culprit: Culprit; caller: Culprit }[] {
  return failed
    .filter((test) => !toLocalise.includes(test))
    .flatMap((test) => {
      const culprit = frameCulprit(test, root);
      const caller = frameCaller(test, root);
      return culprit && caller ? [{ culprit, caller }] : [];
    });
}

/** A refused connection or an HTTP status names its cause already; coverage would not add to it. */
function isCodeFailure(kind: ReturnType<typeof failureSignature>["kind"]): boolean {
  return kind !== "connection-refused" && kind !== "http-status";
}
