import { runJunitTier } from "../junit/run-junit-tier.js";
import type { TestResult } from "../results/schema.js";
import type { TierRunContext } from "./run-script-tier.js";
import type { PlannedTier } from "./types.js";

/**
 * Runs a JUnit tier's command; when tests failed, runs it again (up to `retries` times) and marks
 * the tests that passed on a re-run as flaky. Frameworks cannot re-run one test portably, so the
 * whole command runs again.
 */
export async function runJunitTierWithRetries(
  tier: PlannedTier,
  context: TierRunContext,
): Promise<{ tests: TestResult[]; problem: string | null }> {
  const options = {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: tier.timeoutMs,
    signal: context.signal,
    redact: context.redact,
  };
  const first = await runJunitTier(tier, options);
  for (const test of first.tests) {
    context.reporter?.testStarted?.({ id: test.id, tier: test.tier, title: test.title });
  }
  const tests = first.tests.map((test) => ({ ...test, runs: 1 }));
  let stillFailing = tests.filter((test) => test.status === "failed");
  for (let run = 1; run <= context.retries && stillFailing.length > 0 && !context.signal?.aborted; run++) {
    const again = await runJunitTier(tier, options);
    const passedNow = new Set(again.tests.filter((test) => test.status === "passed").map((test) => test.id));
    for (const test of stillFailing) {
      test.runs++;
      if (passedNow.has(test.id)) {
        test.status = "flaky";
        test.reason = `failed, then passed on re-run ${run} of ${context.retries}`;
      }
    }
    stillFailing = stillFailing.filter((test) => test.status === "failed");
  }
  for (const test of tests) context.reporter?.testFinished?.(test);
  return { tests, problem: first.problem };
}
