import type { TestResult } from "../results/schema.js";
import { failureSignature } from "./signature.js";

/**
 * Re-running failures costs what they cost the first time, and a failing test is often the
 * slow one (a unittest diff of two long lists took ~3 s in more-itertools). Beyond the quickest
 * test of each signature, a re-run takes more failures only while their first-run time adds up
 * to this share of the tier's own test time.
 */
export const RERUN_TIME_SHARE = 0.02;
/** Small suites still re-run every quick failure. */
export const RERUN_TIME_FLOOR_MS = 1_000;

export interface CheapSample {
  /** What to re-run: the quickest of each signature, then the quickest others within the budget. */
  chosen: TestResult[];
  /** The rest, each with the signature it shares with a chosen test. */
  left: { test: TestResult; signature: string }[];
  /** The signature of every chosen test, by id. */
  signatures: Map<string, string>;
}

/**
 * Which failures to re-run (a retry, a coverage re-run). A failure left out shares its
 * signature with a chosen one: when that one fails again, the signature's cause is real.
 */
export function cheapSample(
  failing: readonly TestResult[],
  tierTestMs: number,
  root: string | undefined,
): CheapSample {
  const quickest = [...failing].sort(
    (a, b) => oneRunMs(a) - oneRunMs(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const signatures = new Map<string, string>();
  const chosen: TestResult[] = [];
  const rest: { test: TestResult; signature: string }[] = [];
  const seen = new Set<string>();
  for (const test of quickest) {
    const signature = failureSignature(test, { root }).id;
    if (seen.has(signature)) rest.push({ test, signature });
    else {
      seen.add(signature);
      chosen.push(test);
      signatures.set(test.id, signature);
    }
  }
  let budget = Math.max(RERUN_TIME_FLOOR_MS, RERUN_TIME_SHARE * tierTestMs);
  const left: CheapSample["left"] = [];
  for (const entry of rest) {
    if (oneRunMs(entry.test) <= budget) {
      budget -= oneRunMs(entry.test);
      chosen.push(entry.test);
      signatures.set(entry.test.id, entry.signature);
    } else left.push(entry);
  }
  return { chosen, left, signatures };
}

/** The time of one run of these tests, re-runs left out: what a re-run's budget is a share of. */
export function oneRunTestMs(tests: readonly TestResult[]): number {
  return tests.reduce((sum, test) => sum + oneRunMs(test), 0);
}

/** A re-run adds its time to the test's: a test's cost is the time of one of its runs. */
function oneRunMs(test: TestResult): number {
  return test.durationMs / Math.max(1, test.runs);
}
