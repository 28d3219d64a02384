import type { TestResult } from "../../results/schema.js";
import { type Culprit, culpritOf, invariantChecker, isAnonymous } from "../culprit.js";
import { isProjectCode } from "../frames/project-code.js";
import { SourceReader } from "../frames/source-names.js";
import {
  alternate,
  type CoverageLimits,
  chooseCoverageTests,
  DEFAULT_COVERAGE_LIMITS,
} from "./choose-tests.js";
import { closeSuspects } from "./close-suspects.js";
import { asCallersChoices } from "./constant-choices.js";
import { type CoverageRunner, helperOwner, splitFunctionId } from "./coverage-runner.js";
import { deepestCulprits, staticCalls } from "./deepest-culprit.js";
import { expectedAThrow, makesAnError } from "./expected-throw.js";
import { reportsAFailure } from "./failure-reporters.js";
import { framedKeys, unitCulprit, unitKeys } from "./helper-name.js";
import { blameByOchiai, rankAllApart, type Suspect, topIsTied } from "./ochiai.js";
import { MIN_PASSING } from "./passing-sample.js";
import { blameHelpersCaller, sharedHelpers } from "./shared-helpers.js";
import { depthsOnStacks, forwardersOnStacks } from "./stack-depth.js";
import { symptomsWithOwnCause } from "./symptom-causes.js";
import { topUpFits } from "./top-up-cost.js";

export interface LocaliseOptions {
  runner: CoverageRunner;
  limits?: Partial<CoverageLimits>;
  root?: string;
  /** Coverage already taken (on a retry): when it has failing tests, their sample is used as is. */
  taken?: ReadonlyMap<string, Set<string>>;
  /** Functions other failures' stacks show throwing, each with the function the stack shows calling it. */
  proven?: readonly { culprit: Culprit; caller: Culprit }[];
  /**
   * The failures whose stacks break the spectrum's ties (stack-depth.ts), when more than those
   * to localise: a function other failures of the run show on their stacks is on a failing path.
   */
  stacks?: readonly TestResult[];
  /** Each failing test's signature group, where several: one may have a cause of its own. */
  symptoms?: ReadonlyMap<string, string>;
}

/**
 * Culprits for failures whose stack names no project function (a test compared a returned
 * value): re-run those tests and a sample of passing ones with coverage, and blame each failing
 * test on the function Ochiai ranks highest among those it called. Bounded by the limits; a
 * runner that fails or runs out of time leaves the tests without a culprit, never an error.
 */
export async function localiseByCoverage(
  failing: readonly TestResult[],
  passed: readonly TestResult[],
  options: LocaliseOptions,
): Promise<Map<string, Culprit>> {
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.limits };
  // A tier whose retry took coverage gives its sample as it is; the others are chosen and run.
  const taken = options.taken ?? new Map<string, Set<string>>();
  const tiersTaken = new Set(failing.filter((test) => taken.has(test.id)).map((t) => t.tier));
  const untaken = (test: TestResult) => !tiersTaken.has(test.tier);
  const toRun = chooseCoverageTests(
    failing.filter(untaken),
    passed.filter(untaken),
    limits,
    options.root,
  );
  const chosen = {
    failing: [...failing.filter((test) => taken.has(test.id)), ...toRun.failing],
    passing: [...passed.filter((test) => taken.has(test.id)), ...toRun.passing],
  };
  if (chosen.failing.length === 0) return new Map();
  const deadline = AbortSignal.timeout(limits.timeLimitMs);
  const covered = new Map(taken);

  if (toRun.failing.length > 0)
    for (const [id, functions] of await runCoverage(options.runner, toRun, deadline))
      covered.set(id, functions);

  const source = options.root ? new SourceReader(options.root) : null;
  // A function the source does not name (a compiler's helper) or one with an empty body is
  // nothing a person could fix (blamelessInSource).
  const named = (id: string) => {
    const { file, function: fn } = splitFunctionId(id);
    return culpritOf(file, helperOwner(fn), "coverage", options.root);
  };
  // Asked once a function: each test's coverage names mostly the same ones (path-to-regexp's 262
  // failures asked it of the same few functions a hundred times over).
  const blameable = new Map<string, boolean>();
  const isBlameable = (id: string) => {
    let answer = blameable.get(id);
    if (answer === undefined) {
      answer =
        isNamedProjectFunction(id) && (!source || !blamelessInSource(source, id, options.root));
      blameable.set(id, answer);
    }
    return answer;
  };
  const projectOnly = (functions: Set<string> | undefined) =>
    new Set([...(functions ?? [])].filter(isBlameable));
  const reporter = new Map<string, boolean>();
  const isReporter = (id: string) => {
    let reports = reporter.get(id);
    if (reports === undefined) {
      reports = reportsAFailure(source, id);
      reporter.set(id, reports);
    }
    return reports;
  };
  const stacks = options.stacks ?? failing;
  // A function whose own invariant check threw on a failing stack (yaml's `Alias.toJS`, "This
  // should not happen: Alias anchor was not resolved?") noticed a state another function made;
  // it ran in every failure the state broke, and less often than its maker in passing tests
  // (anchors are set where no alias reads them), so the spectrum would rank it first.
  const checkers = new Set(
    stacks.flatMap((test) => invariantChecker(test, options.root)?.key ?? []),
  );
  // What reports a failure (an error logger or handler, a value's display method) or such a
  // checker is blamed only when a failing test ran nothing else.
  const suspectsOf = (functions: Set<string> | undefined) => {
    const all = projectOnly(functions);
    const others = new Set(
      [...all].filter((id) => !isReporter(id) && !checkers.has(named(id).key)),
    );
    return others.size > 0 ? others : all;
  };
  const failingCoverage = new Map(
    chosen.failing.map((test) => [test.id, suspectsOf(covered.get(test.id))]),
  );
  const passingCoverage = new Map(
    chosen.passing
      .filter((test) => covered.has(test.id))
      .map((test) => [test.id, projectOnly(covered.get(test.id))]),
  );
  // Taken on the way, the passing sample is what that run could afford (a few tests after a
  // failure): when it is smaller than the sample a retry takes (retries.ts) and leaves the top
  // suspects tied, that sample is run too, within what is left of the step's time. A sample as
  // large as that one that still ties them shows functions that run together (path-to-regexp's
  // `parse` and the `consumeUntil` it always calls): more of the same tests would not part
  // them, and a runner start to try costs about what the first run did. Nor is it run where a
  // runner start alone would cost more than a quarter of the tiers' own time.
  const takenPassing = chosen.passing.filter((test) => taken.has(test.id)).length;
  if (
    tiersTaken.size > 0 &&
    takenPassing < DEFAULT_COVERAGE_LIMITS.maxPassing &&
    topIsTied(failingCoverage, passingCoverage)
  ) {
    const inTaken = (test: TestResult) => tiersTaken.has(test.tier);
    const more = chooseCoverageTests(
      failing.filter(inTaken),
      passed.filter(inTaken),
      { ...limits, maxPassing: DEFAULT_COVERAGE_LIMITS.maxPassing },
      options.root,
    ).passing.filter((test) => !covered.has(test.id));
    const ran = [...failing, ...passed].filter(inTaken);
    if (more.length > 0 && topUpFits(limits.tierMs, ran, more))
      for (const [id, functions] of await runCoverage(
        options.runner,
        { failing: [], passing: more },
        deadline,
      ))
        passingCoverage.set(id, projectOnly(functions));
  }

  // With no passing test's coverage to compare with (a run of selected tests), every function all
  // the failures ran scores 1.0: unless one alone leads, the spectrum cannot tell the fault from
  // the code around it (pillarjs/send: one test's request named `containsDotFile`, score 1).
  if (passingCoverage.size === 0 && topIsTied(failingCoverage, passingCoverage)) return new Map();
  const culprits = new Map<string, Culprit>();
  const forwarders = forwardersOnStacks(stacks, options.root);
  const onStack = depthsOnStacks(stacks, options.root, forwarders);
  // Tests that expected an error and got none: the function that makes it failed to.
  const errorMaker =
    source && failing.every(expectedAThrow) ? (id: string) => makesAnError(source, id) : undefined;
  const hints = {
    depthOnStack: (id: string) => onStack(named(id).key),
    makesAnError: errorMaker,
    isAccessor: (id: string) => {
      const { file, function: fn } = splitFunctionId(id);
      return source?.isAccessor(file, fn) ?? false;
    },
    symptomOf: (test: string) => options.symptoms?.get(test),
  };
  // A constant-returning function counts as a choice of its caller (constant-choices.ts).
  const choices = (coverage: ReadonlyMap<string, ReadonlySet<string>>) =>
    source ? asCallersChoices(coverage, source) : coverage;
  const passing = choices(passingCoverage);
  const blame = (covered: ReadonlyMap<string, ReadonlySet<string>>) => {
    const sample = choices(covered);
    const called = new Set([...sample.values()].flatMap((functions) => [...functions]));
    const graph = source ? staticCalls(called, source) : null;
    let blamed = blameByOchiai(sample, passing, { ...hints, calls: graph?.calls });
    if (!source || !options.root || !graph) return blamed;
    const { ranked, apart } = rankAllApart(sample, passing, hints);
    const isShared = sharedHelpers(options.root, source, called);
    blamed = blameHelpersCaller(blamed, ranked, sample, source, isShared);
    return deepestCulprits(blamed, ranked, sample, graph, {
      isShared,
      // Nor to a callee that only handed a built-in the parameters it was given.
      stays: (fn, callee) =>
        (errorMaker?.(fn) === true && !errorMaker(callee)) || forwarders.has(named(callee).key),
      apart,
    });
  };
  const blameAll = (failing: ReadonlyMap<string, ReadonlySet<string>>) => {
    const apart = withoutWhatEveryTestRan(failing, passingCoverage);
    const split = apart ? blame(apart) : null;
    return split && fallsApart(split, passingCoverage.size) ? split : blame(failing);
  };
  let blamedBy = blameAll(failingCoverage);
  if (options.symptoms)
    blamedBy = symptomsWithOwnCause(
      blamedBy,
      failingCoverage,
      passingCoverage,
      options.symptoms,
      blameAll,
    );
  const framed = framedKeys(stacks, options.root);
  const chosenBy = new Map<string, { fn: string; culprit: Culprit }>();
  for (const [test, suspect] of blamedBy) {
    const blamed = { ...unitCulprit(suspect.fn, framed, options.root), score: suspect.score };
    // A helper unit (`outer/helper`) is a call of the helper too: a stack that shows the helper
    // throwing under `outer` (path-to-regexp's `hasInSegment` in `toRegExpSource`) names it.
    const called = () =>
      [...(failingCoverage.get(test) ?? [])].flatMap((id) => unitKeys(id, options.root));
    chosenBy.set(test, {
      fn: suspect.fn,
      culprit: provenHelper(blamed, called, options.proven ?? []) ?? blamed,
    });
  }
  const close = closeSuspects(chosenBy, choices(failingCoverage), passing, hints, (fn) =>
    unitCulprit(fn, framed, options.root),
  );
  for (const [test, { fn, culprit }] of chosenBy) {
    const near = close.get(fn) ?? [];
    culprits.set(test, near.length > 0 ? { ...culprit, closeBehind: near } : culprit);
  }
  return culprits;
}

/**
 * A spectrum cannot tell a function from a helper only it calls (they run together). When
 * another failure's stack shows the blamed function calling a helper that threw, and this test
 * called that helper too, the helper is the culprit: one bug, not a function and its helper
 * in two groups (entities: `encodeHTMLTrieRe` threw under `encodeHTML`, and a test blamed on
 * `encodeHTML` by coverage called it as well).
 */
function provenHelper(
  blamed: Culprit,
  /** The keys of the functions the test called (read from the source: only when needed). */
  called: () => readonly string[],
  proven: readonly { culprit: Culprit; caller: Culprit }[],
): Culprit | null {
  const helpers = proven.filter((each) => each.caller.key === blamed.key);
  if (helpers.length === 0) return null;
  const keys = called();
  const helper = helpers.find((each) => keys.includes(each.culprit.key));
  return helper ? { ...helper.culprit, source: "coverage", score: blamed.score } : null;
}

/** A coverage unit whose function the source does not name: a compiler's helper (`_defineProperty`). */
export function absentFromSource(source: SourceReader, id: string, root?: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  return source.lacksName(file, culpritOf(file, helperOwner(fn), "coverage", root).function);
}

/**
 * A coverage unit the source cannot be wrong in: a name it does not declare (absentFromSource)
 * or a function that runs no statement (an empty constructor, a no-op: empty-body.ts).
 */
export function blamelessInSource(source: SourceReader, id: string, root?: string): boolean {
  if (absentFromSource(source, id, root)) return true;
  const { file, function: fn } = splitFunctionId(id);
  return source.isEmpty(file, culpritOf(file, helperOwner(fn), "coverage", root).function);
}

/**
 * Project code, and a function with a name: `<lambda>` or `<genexpr>` would join unrelated
 * tests. Module bodies are no function either: Python's `<module>`, and jest's wrapper around
 * each module, which V8 names `Object.<anonymous>`. Nor are the functions a tool writes into
 * the file: the counter istanbul adds to each file it instruments (a project's own jest
 * coverage, commander's `collectCoverage: true`), which every test that runs any of the file's
 * code calls, and TypeScript's module helpers (`__importDefault`), which run as modules load.
 */
export function isNamedProjectFunction(id: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  return (
    isProjectCode(file) &&
    !isAnonymous(fn) &&
    fn !== "<module>" &&
    fn !== JEST_MODULE &&
    !ISTANBUL_COUNTER.test(fn) &&
    !TYPESCRIPT_HELPER.test(fn)
  );
}

const JEST_MODULE = "Object.<anonymous>";
/** istanbul-lib-instrument names it `cov_` and a base-36 hash of the file's path. */
const ISTANBUL_COUNTER = /^cov_[0-9a-z]+$/;
/** As tsc emits them for CommonJS, inside the module's wrapper. */
const TYPESCRIPT_HELPER =
  /^(?:Object\.<anonymous>\.)?__(?:importDefault|importStar|createBinding|setModuleDefault|exportStar)$/;

/** What the runner gives before the step's deadline (one for all its runs). */
export async function runCoverage(
  runner: CoverageRunner,
  chosen: { failing: TestResult[]; passing: TestResult[] },
  deadline: AbortSignal,
): Promise<ReadonlyMap<string, Set<string>>> {
  if (deadline.aborted) return new Map();
  return runner
    .run(alternate(chosen.failing, chosen.passing), deadline)
    .catch(() => new Map<string, Set<string>>());
}

/**
 * The failing tests' suspects less the functions every covered test ran, failing and passing
 * alike (a failing test keeps them when it ran nothing else), or null when there are none.
 * What every test runs the spectrum ranks only by how few passing tests the sample holds; with
 * a small sample (the few tests an in-run retry covered after a failure) it ranks first and
 * takes the failures of two bugs together (negotiator's `parseAccept`, which every Accept
 * header goes through, over `specify` of one file and `getCharsetPriority` of another).
 */
function withoutWhatEveryTestRan(
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  passing: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, Set<string>> | null {
  if (passing.size < MIN_PASSING) return null;
  const [first, ...rest] = [...failing.values(), ...passing.values()];
  const everywhere = new Set([...(first ?? [])].filter((fn) => rest.every((set) => set.has(fn))));
  if (everywhere.size === 0) return null;
  return new Map(
    [...failing].map(([test, functions]) => {
      const left = new Set([...functions].filter((fn) => !everywhere.has(fn)));
      return [test, left.size > 0 ? left : new Set(functions)];
    }),
  );
}

/**
 * Whether the blame names two functions or more for several failures each (two causes), one of
 * them a function most passing tests leave alone. A function every test ran is set aside only
 * when, without it, the failures fall apart so: a single bug's failures stay with what they all
 * ran, when nothing else explains them together. Nor does what most passing tests run: with
 * negotiator's `parseAccept` (which every Accept header goes through) skipping the first media
 * type, its failures fell to the constructor and `isQuality`, which 7 of the 10 passing tests ran.
 */
function fallsApart(blamed: ReadonlyMap<string, Suspect>, passing: number): boolean {
  const counts = new Map<string, { suspect: Suspect; count: number }>();
  for (const suspect of blamed.values()) {
    const seen = counts.get(suspect.fn);
    counts.set(suspect.fn, { suspect, count: (seen?.count ?? 0) + 1 });
  }
  const causes = [...counts.values()].filter(({ count }) => count >= CAUSE_AT);
  return causes.length >= 2 && causes.some(({ suspect }) => suspect.passed <= passing / 2);
}

/** Failures a function must explain to count as a cause of its own. */
const CAUSE_AT = 3;
