import type { TestResult } from "../results/schema.js";
import { cheapSample, oneRunTestMs } from "../triage/cheap-sample.js";
import { chooseCoverageTests, DEFAULT_COVERAGE_LIMITS } from "../triage/spectrum/choose-tests.js";
import type { CoverageTap } from "../triage/spectrum/coverage-runner.js";
import { leftToSpectrum } from "../triage/spectrum/one-group-spectrum.js";
import { failedToBuild } from "./failed-to-build.js";
import { readCoverageTap } from "./read-coverage-tap.js";
import { kindOf, type TierSource } from "./tier-kinds/registry.js";
import type { KindContext, KindRun, TierKind } from "./tier-kinds/tier-kind.js";

/**
 * Runs a source's tests, then re-runs the failed ones (up to `retries` times, with the runner's
 * own selection where it has one): a test that passes on a re-run is flaky and never reaches
 * the agent. A slow failure is not re-run when a quicker one with its signature fails again
 * (src/triage/cheap-sample.ts); when every re-run of a signature passes, the rest of it re-run
 * too. A passing test is announced at once, a failing one after its re-runs.
 *
 * When triage will want coverage (context.coverage) and the failures have more than one
 * signature (one needs no coverage to decide), the first retry takes it on the way, with the
 * passing sample triage contrasts them with: the failures then run again once, not twice.
 */
export async function runWithRetries(
  source: TierSource,
  wanted: ReadonlySet<string> | null,
  context: KindContext,
  retries: number,
): Promise<KindRun> {
  const kind = kindOf(source);
  const started = performance.now();
  const first = await kind.run(source, wanted, {
    ...context,
    runnerRetries: retries,
    onResult: (test) => {
      if (test.status !== "failed" && test.runs === 1) context.reporter?.testFinished?.(test);
    },
  });
  const retriesStarted = performance.now();
  if (context.timings) context.timings.firstRunMs += retriesStarted - started;
  // A failure the runner already retried in its own run (runs > 1) needs no second start. Nor
  // does a whole command that ran out of the tier's time: its re-run would take as long again
  // (cachetools: a hung test, a 30 s tier, 30 s more; with init's 10 minutes, 10 more), even
  // where its report came first (kcd-scripts' jest in watch mode: 40 s, then 40 s more).
  const wholeTimeout = (test: TestResult) =>
    first.timedOut === true || (test.evidence?.timedOut === true && !test.runsAlone);
  for (const test of first.tests)
    if (test.status === "failed" && test.runs === 1 && wholeTimeout(test))
      test.reason = "not re-run: the whole command ran out of the tier's time, and would again";
    else if (test.status === "failed" && test.runs === 1 && failedToBuild(test))
      test.reason =
        "not re-run: its tests did not build (the compiler's error), nor would they again";
  let failing = first.tests.filter(
    (test) =>
      test.status === "failed" && test.runs === 1 && !wholeTimeout(test) && !failedToBuild(test),
  );
  const passed = first.tests.filter((test) => test.status === "passed");
  const testMs = oneRunTestMs([...failing, ...passed]);
  let rounds = 0;
  for (let run = 1; run <= retries && failing.length > 0 && !context.signal?.aborted; run++) {
    rounds = run;
    failing = await retryRound(kind, source, context, {
      failing,
      passed,
      testMs,
      run,
      of: retries,
    });
  }
  // Without a round there was no re-run, however long a loaded machine took to see that.
  if (context.timings && rounds > 0) context.timings.retryMs += performance.now() - retriesStarted;
  for (const test of first.tests) {
    if (test.runs > 1 || test.status === "failed") context.reporter?.testFinished?.(test);
  }
  return first;
}

interface RoundInput {
  failing: TestResult[];
  passed: readonly TestResult[];
  /** The tier's test time, one run of each: the budget is a share of it. */
  testMs: number;
  run: number;
  of: number;
}

/**
 * One round of re-runs: the cheap sample (with coverage on the first round, when it is
 * wanted), then the rest of any signature whose re-runs all passed. Returns the re-run tests
 * that still fail; a failure left out is marked as confirmed by its sibling.
 */
async function retryRound(
  kind: TierKind<TierSource>,
  source: TierSource,
  context: KindContext,
  { failing, passed, testMs, run, of }: RoundInput,
): Promise<TestResult[]> {
  const sample = cheapSample(failing, testMs, context.cwd);
  // The re-run tests that got a result: a crashed re-run proves nothing either way.
  const answered = new Set<TestResult>();
  const tap =
    run === 1 ? await tapCoverage(kind, source, context, sample.signatures, failing) : null;
  try {
    const contrast = tap ? chooseContrast(failing, passed, context.cwd) : [];
    await retry(kind, source, sample.chosen, context, { run, of, tap, contrast }, answered);
  } finally {
    await tap?.close();
  }
  const confirmed = new Map<string, TestResult>();
  for (const test of sample.chosen) {
    const signature = sample.signatures.get(test.id);
    if (test.status === "failed" && signature && answered.has(test)) confirmed.set(signature, test);
  }
  const unconfirmed = sample.left
    .filter(({ signature }) => !confirmed.has(signature))
    .map(({ test }) => test);
  if (unconfirmed.length > 0 && !context.signal?.aborted) {
    const round = { run, of, tap: null, contrast: [] };
    await retry(kind, source, unconfirmed, context, round, answered);
  }
  for (const { test, signature } of sample.left) {
    const like = confirmed.get(signature);
    if (like) test.reason = `not re-run: it fails like ${like.id}, which failed again`;
  }
  // A test whose re-run crashed is not re-run again: the same command would crash the same way.
  return [...sample.chosen, ...unconfirmed].filter(
    (test) => test.status === "failed" && answered.has(test),
  );
}

interface RetryRound {
  run: number;
  of: number;
  /** Coverage to take on this run, of the retried tests and of `contrast`. */
  tap: CoverageTap | null;
  /** Passing tests run along for coverage only: their results here change nothing. */
  contrast: readonly TestResult[];
}

async function retry(
  kind: TierKind<TierSource>,
  source: TierSource,
  tests: readonly TestResult[],
  context: KindContext,
  { run, of, tap, contrast }: RetryRound,
  answered: Set<TestResult>,
): Promise<void> {
  const wanted = [...tests, ...contrast];
  const again = await kind.run(
    source,
    new Set(wanted.map((test) => test.id)),
    // The report left in the project (verify) stays the full run's, not this retry's; the
    // retried tests are announced once, after it, and the contrast sample not at all.
    {
      ...context,
      reporter: undefined,
      reportsInTree: false,
      outcomesOnly: true,
      env: tap ? { ...context.env, ...tap.env } : context.env,
    },
  );
  const latest = new Map(again.tests.map((test) => [test.id, test]));
  const unanswered: TestResult[] = [];
  const why = again.problem?.split("\n")[0] ?? "it is missing from the re-run's results";
  for (const test of tests) {
    const result = latest.get(test.id);
    if (result) {
      answered.add(test);
      markRetry(test, result, run, of);
    } else {
      unanswered.push(test);
      test.reason = `re-run ${run} of ${of} gave no result for it (${why}): the first run's failure stands, not confirmed`;
    }
  }
  if (unanswered.length > 0) {
    const named = unanswered.length === 1 ? unanswered[0]?.id : `${unanswered.length} tests`;
    context.reporter?.note?.(
      "warning",
      `${context.tier.name}: re-run ${run} of ${of} of ${named} gave no result (${why}); the first run's failures stand, not confirmed`,
    );
  }
  if (tap) await readCoverageTap(tap, wanted, context);
}

async function tapCoverage(
  kind: TierKind<TierSource>,
  source: TierSource,
  context: KindContext,
  signatures: ReadonlyMap<string, string>,
  failing: readonly TestResult[],
): Promise<CoverageTap | null> {
  if (!context.coverage || !kind.coverageTap) return null;
  // One signature needs no coverage to decide its groups, but may to name its culprit.
  const chosen = [...signatures.keys()];
  const toName = (id: string) => {
    const test = failing.find((each) => each.id === id);
    return test !== undefined && leftToSpectrum(test, context.cwd);
  };
  if (new Set(signatures.values()).size < 2 && !context.coverageToName && !chosen.every(toName))
    return null;
  return kind.coverageTap(source, context);
}

/** The passing tests triage will contrast the failures with (choose-tests.ts, same choice). */
function chooseContrast(
  failing: readonly TestResult[],
  passed: readonly TestResult[],
  root: string,
): TestResult[] {
  return chooseCoverageTests(failing, passed, DEFAULT_COVERAGE_LIMITS, root).passing;
}

function markRetry(test: TestResult, again: TestResult, run: number, of: number): void {
  test.runs += 1;
  test.durationMs += again.durationMs;
  if (again.status === "passed") {
    test.status = "flaky";
    test.reason = `failed, then passed on re-run ${run} of ${of}`;
  }
}
