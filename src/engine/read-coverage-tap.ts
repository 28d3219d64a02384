import type { TestResult } from "../results/schema.js";
import type { CoverageTap, RecordNames } from "../triage/spectrum/coverage-runner.js";
import type { KindContext } from "./tier-kinds/tier-kind.js";

/**
 * What a tap recorded during a run, into the run's coverage, and what recording cost, into its
 * phases: inside the first runs' and re-runs' time, apart from the coverage runs triage starts.
 */
export async function readCoverageTap(
  tap: CoverageTap,
  tests: readonly TestResult[],
  context: Pick<KindContext, "coverage" | "timings">,
  recordNames?: RecordNames,
): Promise<void> {
  for (const [id, functions] of await tap.read(tests, recordNames))
    context.coverage?.set(id, functions);
  if (context.timings) context.timings.coverageInRunsMs += tap.costMs?.() ?? 0;
}
