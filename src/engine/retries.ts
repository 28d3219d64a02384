import type { TestResult } from "../results/schema.js";
import { kindOf, type TierSource } from "./tier-kinds/registry.js";
import type { KindContext, KindRun } from "./tier-kinds/tier-kind.js";

/**
 * Runs a source's tests, then re-runs only the failed ones (up to `retries` times, with the
 * runner's own selection where it has one): a test that passes on a re-run is flaky and never
 * reaches the agent. A passing test is announced at once, a failing one after its re-runs.
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
  let failing = first.tests.filter((test) => test.status === "failed");
  for (let run = 1; run <= retries && failing.length > 0 && !context.signal?.aborted; run++) {
    const again = await kind.run(source, new Set(failing.map((test) => test.id)), context);
    const latest = new Map(again.tests.map((test) => [test.id, test]));
    for (const test of failing) markRetry(test, latest.get(test.id), run, retries);
    failing = failing.filter((test) => test.status === "failed");
  }
  for (const test of first.tests) {
    if (test.runs > 1 || test.status === "failed") context.reporter?.testFinished?.(test);
  }
  return first;
}

function markRetry(test: TestResult, again: TestResult | undefined, run: number, of: number): void {
  test.runs += 1;
  test.durationMs += again?.durationMs ?? 0;
  if (again?.status === "passed") {
    test.status = "flaky";
    test.reason = `failed, then passed on re-run ${run} of ${of}`;
  }
}
