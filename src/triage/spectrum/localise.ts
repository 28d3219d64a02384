import type { TestResult } from "../../results/schema.js";
import { type Culprit, culpritOf, isAnonymous } from "../culprit.js";
import { isProjectCode } from "../frames/project-code.js";
import {
  alternate,
  type CoverageLimits,
  chooseCoverageTests,
  DEFAULT_COVERAGE_LIMITS,
} from "./choose-tests.js";
import { type CoverageRunner, splitFunctionId } from "./coverage-runner.js";
import { blameByOchiai } from "./ochiai.js";

export interface LocaliseOptions {
  runner: CoverageRunner;
  limits?: Partial<CoverageLimits>;
  root?: string;
  /** Coverage already taken (on a retry): when it has failing tests, their sample is used as is. */
  taken?: ReadonlyMap<string, Set<string>>;
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
  const covered = new Map(taken);
  if (toRun.failing.length > 0)
    for (const [id, functions] of await runCoverage(options.runner, toRun, limits))
      covered.set(id, functions);

  const projectOnly = (functions: Set<string> | undefined) =>
    new Set([...(functions ?? [])].filter(isNamedProjectFunction));
  const failingCoverage = new Map(
    chosen.failing.map((test) => [test.id, projectOnly(covered.get(test.id))]),
  );
  const passingCoverage = new Map(
    chosen.passing
      .filter((test) => covered.has(test.id))
      .map((test) => [test.id, projectOnly(covered.get(test.id))]),
  );

  const culprits = new Map<string, Culprit>();
  for (const [test, suspect] of blameByOchiai(failingCoverage, passingCoverage)) {
    const { file, function: fn } = splitFunctionId(suspect.fn);
    culprits.set(test, { ...culpritOf(file, fn, "coverage", options.root), score: suspect.score });
  }
  return culprits;
}

/**
 * Project code, and a function with a name: `<lambda>` or `<genexpr>` would join unrelated
 * tests. Module bodies are no function either: Python's `<module>`, and jest's wrapper around
 * each module, which V8 names `Object.<anonymous>`. Nor are the functions a tool writes into
 * the file: the counter istanbul adds to each file it instruments (a project's own jest
 * coverage, commander's `collectCoverage: true`), which every test that runs any of the file's
 * code calls, and TypeScript's module helpers (`__importDefault`), which run as modules load.
 */
function isNamedProjectFunction(id: string): boolean {
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

async function runCoverage(
  runner: CoverageRunner,
  chosen: { failing: TestResult[]; passing: TestResult[] },
  limits: CoverageLimits,
): Promise<ReadonlyMap<string, Set<string>>> {
  const deadline = AbortSignal.timeout(limits.timeLimitMs);
  return runner
    .run(alternate(chosen.failing, chosen.passing), deadline)
    .catch(() => new Map<string, Set<string>>());
}
