import type { TestResult } from "../results/schema.js";
import { cheapSample, oneRunTestMs } from "../triage/cheap-sample.js";
import { kindOf, type TierSource } from "./tier-kinds/registry.js";
import type { KindContext, KindRun, TierKind } from "./tier-kinds/tier-kind.js";

/**
 * Runs a source's tests, then re-runs the failed ones (up to `retries` times, with the runner's
 * own selection where it has one): a test that passes on a re-run is flaky and never reaches
 * the agent. A slow failure is not re-run when a quicker one with its signature fails again
 * (src/triage/cheap-sample.ts); when every re-run of a signature passes, the rest of it re-run
 * too. A passing test is announced at once, a failing one after its re-runs.
 */
export async function runWithRetries(
  source: TierSource,
  wanted: ReadonlySet<string> | null,
  context: KindContext,
  retries: number,
): Promise<KindRun> {
  const kind = kindOf(source);
  const first = await kind.run(source, wanted, {
    ...context,
    onResult: (test) => {
      if (test.status !== "failed") context.reporter?.testFinished?.(test);
    },
  });
  const testMs = oneRunTestMs(first.tests);
  let failing = first.tests.filter((test) => test.status === "failed");
  for (let run = 1; run <= retries && failing.length > 0 && !context.signal?.aborted; run++) {
    const sample = cheapSample(failing, testMs, context.cwd);
    await retry(kind, source, sample.chosen, context, run, retries);
    const confirmed = new Map<string, TestResult>();
    for (const test of sample.chosen) {
      const signature = sample.signatures.get(test.id);
      if (test.status === "failed" && signature) confirmed.set(signature, test);
    }
    const unconfirmed = sample.left.filter(({ signature }) => !confirmed.has(signature));
    if (unconfirmed.length > 0 && !context.signal?.aborted) {
      await retry(
        kind,
        source,
        unconfirmed.map(({ test }) => test),
        context,
        run,
        retries,
      );
    }
    for (const { test, signature } of sample.left) {
      const like = confirmed.get(signature);
      if (like) test.reason = `not re-run: it fails like ${like.id}, which failed again`;
    }
    const retried = new Set([...sample.chosen, ...unconfirmed.map(({ test }) => test)]);
    failing = failing.filter((test) => retried.has(test) && test.status === "failed");
  }
  for (const test of first.tests) {
    if (test.runs > 1 || test.status === "failed") context.reporter?.testFinished?.(test);
  }
  return first;
}

async function retry(
  kind: TierKind<TierSource>,
  source: TierSource,
  tests: readonly TestResult[],
  context: KindContext,
  run: number,
  of: number,
): Promise<void> {
  const again = await kind.run(source, new Set(tests.map((test) => test.id)), context);
  const latest = new Map(again.tests.map((test) => [test.id, test]));
  for (const test of tests) markRetry(test, latest.get(test.id), run, of);
}

function markRetry(test: TestResult, again: TestResult | undefined, run: number, of: number): void {
  test.runs += 1;
  test.durationMs += again?.durationMs ?? 0;
  if (again?.status === "passed") {
    test.status = "flaky";
    test.reason = `failed, then passed on re-run ${run} of ${of}`;
  }
}
