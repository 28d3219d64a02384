import type { Group, TestResult } from "../results/schema.js";
import { blameChanges, ranAChange } from "./changes/change-witness.js";
import { type Culprit, frameCaller, frameCulprit, frameOnlyPassedTheValue } from "./culprit.js";
import { helpersCallers } from "./frames/helper-callers.js";
import { SourceReader } from "./frames/source-names.js";
import { withSourceSnapshot } from "./frames/source-snapshot.js";
import { groupFailures } from "./group.js";
import { joinAsOneCause } from "./join-one-cause.js";
import { failureSignature } from "./signature.js";
import {
  type CoverageLimits,
  chooseCoverageTests,
  DEFAULT_COVERAGE_LIMITS,
} from "./spectrum/choose-tests.js";
import type { CoverageRunner } from "./spectrum/coverage-runner.js";
import { staticReach } from "./spectrum/deepest-culprit.js";
import { keepStackCulpritsApart } from "./spectrum/framed-apart.js";
import { unitKeys } from "./spectrum/helper-name.js";
import { isNamedProjectFunction, localiseByCoverage, runCoverage } from "./spectrum/localise.js";
import { oneCause } from "./spectrum/one-cause.js";
import { failedAnAssertion, oneGroupSpectrum } from "./spectrum/one-group-spectrum.js";
import { failedSubtestOf } from "./subtests.js";

export interface TriageOptions {
  root?: string;
  /** Re-runs chosen tests with coverage; without it, failures with no culprit frame keep their signature. */
  coverage?: CoverageRunner | null;
  coverageLimits?: Partial<CoverageLimits>;
  /** Coverage the run already took on its retries, by test id (src/engine/retries.ts). */
  taken?: ReadonlyMap<string, Set<string>>;
  /** Culprit keys of the functions changed since the base commit (changes/changes-since.ts). */
  changed?: ReadonlySet<string>;
}

/**
 * Groups failures by root cause: culprit frames from the stacks, then, for the failures whose
 * stack names no project function, culprits from coverage when the failures make more than one
 * group without it, then the merge of groups sharing one; last, with a base commit, the blame
 * moved to the changed functions the failures ran.
 */
export function triageFailures(
  tests: TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions = {},
): Promise<Group[]> {
  return withSourceSnapshot(async () => {
    const answered = new Map(options.taken ?? []);
    const groups = await triageByEvidence(tests, tierOrder, options, answered);
    if (!options.changed) return groups;
    return blameChanges(groups, tests, tierOrder, {
      changed: options.changed,
      coverage: answered,
      root: options.root,
    });
  });
}

async function triageByEvidence(
  tests: TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions,
  answered: Map<string, Set<string>>,
): Promise<Group[]> {
  if (!options.coverage) return triageAll(tests, tierOrder, options);
  const coverage = recordingAnswers(options.coverage, answered);
  const groups = await triageAll(tests, tierOrder, { ...options, coverage }, answered);
  // Several groups may still be the symptoms of one function's bug: what coverage saw decides.
  const found = groups.length > 1 ? oneCause(groups, tests, answered, options.root) : null;
  return found ? joinAsOneCause(groups, found, tierOrder) : groups;
}

/** The runner, each answer it gives also kept in `into`. */
function recordingAnswers(runner: CoverageRunner, into: Map<string, Set<string>>): CoverageRunner {
  return {
    run: async (chosen, signal) => {
      const got = await runner.run(chosen, signal);
      for (const [id, functions] of got) into.set(id, functions);
      return got;
    },
    recordsCollection: runner.recordsCollection?.bind(runner),
  };
}

async function triageAll(
  tests: TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions,
  /** What coverage has answered so far, taken on the way included: options.coverage adds to it. */
  answered: ReadonlyMap<string, Set<string>> = new Map(options.taken ?? []),
): Promise<Group[]> {
  // A parent that failed with its subtest has no coverage of its own to give: all its subtests ran.
  const subtests = failedSubtestOf(tests, options.root);
  const failed = tests.filter((test) => test.status === "failed" && !subtests.has(test.id));
  // Coverage looks for the culprits the stacks do not show: no project frame at all, or only
  // the one that handed a built-in the value it threw on.
  const withoutCulprit = failed.filter((test) => {
    const signature = failureSignature(test, { root: options.root });
    const shown = signature.culprit !== null && !frameOnlyPassedTheValue(test, options.root);
    return !shown && isCodeFailure(signature.kind);
  });
  const helpers = helpersCallers(failed, options.root);
  const plain = groupFailures(tests, tierOrder, { root: options.root, helpersCallers: helpers });
  // Coverage decides which failures are one root cause; with one group there is nothing to
  // decide, and its re-runs (a profiler on every call of the passing sample) would cost a plain
  // verify of a red suite a third more than the suite itself. Verify and fix take the same
  // path, so a group keeps its id from one to the other. Not seen then: two bugs whose
  // failures print the same masked line.
  if (!options.coverage) return plain;
  const coverage = options.coverage;
  // One group the change names (changes/change-witness.ts): a coverage run to name it would be
  // thrown away. What the taken coverage says for free may still split it.
  const namedByChange =
    plain.length === 1 &&
    options.changed !== undefined &&
    ranAChange(failed, options.taken, options.changed, options.root);
  // One group whose stacks show no culprit, or only where a harness asserted: its spectrum.
  const spectrum = async () =>
    plain.length !== 1 || namedByChange
      ? null
      : nameByOneGroupSpectrum(tests, failed, tierOrder, {
          ...options,
          coverage,
          helpersCallers: helpers,
          withoutCulprit,
        });
  if (withoutCulprit.length === 0) return (await spectrum()) ?? plain;
  const passed = tests.filter(
    (test) => test.status === "passed" && withoutCulprit.some((f) => f.tier === test.tier),
  );
  const localise = (
    runner: CoverageRunner,
    taken = options.taken,
    symptoms?: ReadonlyMap<string, string>,
  ) =>
    localiseByCoverage(withoutCulprit, passed, {
      symptoms,
      runner,
      limits: options.coverageLimits,
      root: options.root,
      taken,
      proven: provenByStacks(failed, withoutCulprit, options.root),
      stacks: failed,
    });
  if (plain.length > 1) {
    const symptoms = new Map(plain.flatMap((group) => group.tests.map((id) => [id, group.id])));
    const coverageCulprits = keepStackCulpritsApart(
      await localise(options.coverage, options.taken, symptoms),
      failed,
      {
        reaches: reachedInTest(answered, options.root),
        commonInPassing: commonInPassing(answered, passed, options.root),
      },
      options.root,
    );
    return groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers,
    });
  }
  const bySpectrum = await spectrum();
  if (bySpectrum) return bySpectrum;
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
  if (madeBefore.length === 0 || namedByChange || !options.coverage.recordsCollection?.(madeBefore))
    return plain;
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

/**
 * The one group's failures blamed on the function their spectrum names (one-group-spectrum.ts),
 * when every failure's stack shows no culprit or only a harness that asserted; else null.
 */
async function nameByOneGroupSpectrum(
  tests: TestResult[],
  failed: readonly TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions & {
    coverage: CoverageRunner;
    helpersCallers: ReadonlyMap<string, Culprit>;
    withoutCulprit: readonly TestResult[];
  },
): Promise<Group[] | null> {
  const asserted = failed.filter(
    (test) => !options.withoutCulprit.includes(test) && failedAnAssertion(test),
  );
  if (asserted.length + options.withoutCulprit.length !== failed.length) return null;
  const passed = tests.filter(
    (test) => test.status === "passed" && failed.some((f) => f.tier === test.tier),
  );
  const found = await oneGroupSpectrum(failed, passed, {
    runner: options.coverage,
    limits: options.coverageLimits,
    root: options.root,
    taken: options.taken,
    assertedIn: asserted.flatMap((test) => frameCulprit(test, options.root)?.file ?? []),
  });
  if (!found) return null;
  // A frame where an assertion ran stands unless it is in a harness's file: one whose functions
  // every test ran (eslint's RuleTester, whose `run` declares each test and asserts for it).
  const harnessFiles = new Set([...found.harness].map(fileOfKey));
  const harnessFailures = new Map<string, Culprit>();
  for (const test of asserted) {
    const frame = frameCulprit(test, options.root);
    const blamed = found.culprits.get(test.id);
    if (!frame || !blamed || !harnessFiles.has(fileOfKey(frame.key))) return null;
    harnessFailures.set(test.id, blamed);
  }
  const groups = groupFailures(tests, tierOrder, {
    root: options.root,
    coverageCulprits: found.culprits,
    helpersCallers: options.helpersCallers,
    harnessFailures,
  });
  return groups.length === 1 ? groups : null;
}

/**
 * Whether a test's coverage shows the function of one culprit key calling, through the
 * functions the test ran, that of another (deepest-culprit.ts's staticReach); unknown is yes.
 */
function reachedInTest(
  coverage: ReadonlyMap<string, ReadonlySet<string>>,
  root?: string,
): (testId: string, from: string, to: string) => boolean {
  const source = root ? new SourceReader(root) : null;
  return (testId, from, to) => {
    const functions = coverage.get(testId);
    if (!functions || !source) return true;
    const start = unitNamed(functions, from, root);
    const end = unitNamed(functions, to, root);
    if (!start || !end) return true;
    return staticReach(functions, source)(start, end);
  };
}

/** Whether more than half the passing tests with coverage ran a culprit key's function. */
function commonInPassing(
  coverage: ReadonlyMap<string, ReadonlySet<string>>,
  passed: readonly TestResult[],
  root?: string,
): (key: string) => boolean {
  const sets = passed.flatMap((test) => {
    const functions = coverage.get(test.id);
    return functions ? [functions] : [];
  });
  return (key) => {
    const ran = sets.filter((functions) =>
      [...functions].some((id) => unitKeys(id, root).includes(key)),
    );
    return ran.length * 2 > sets.length;
  };
}

/** The coverage unit named by a culprit key: its function's, else a helper's own (helper-name.ts). */
function unitNamed(functions: ReadonlySet<string>, key: string, root?: string): string | undefined {
  const units = [...functions];
  return (
    units.find((id) => unitKeys(id, root)[0] === key) ??
    units.find((id) => unitKeys(id, root).includes(key))
  );
}

/** "lib/testers/rule-tester.js" of "lib/testers/rule-tester.js:run". */
function fileOfKey(key: string): string {
  return key.slice(0, key.lastIndexOf(":"));
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

/**
 * A refused connection names its cause already; coverage would not add to it. An HTTP status
 * may come from the project's own code in the test's process (signature.ts), so coverage looks.
 */
function isCodeFailure(kind: ReturnType<typeof failureSignature>["kind"]): boolean {
  return kind !== "connection-refused";
}
