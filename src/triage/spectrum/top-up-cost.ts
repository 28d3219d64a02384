import type { TestResult } from "../../results/schema.js";

/** The share of its tiers' own time one more runner start may take to part tied suspects. */
export const TOP_UP_SHARE = 0.25;

/**
 * Whether a top-up of the passing sample (one more run of the runner, for `tests`) fits in a
 * quarter of the time of the tiers it runs in, judged by their first run: it costs a start of
 * the runner, what those tiers took beyond their tests' own time, and those tests' time.
 * negotiator's mocha tier takes 1.8 s for 0.2 s of tests: a top-up there cost as much as the
 * tier. Where a tier's time is not known, it fits.
 */
export function topUpFits(
  tierMs: Readonly<Record<string, number>> | undefined,
  ran: readonly TestResult[],
  tests: readonly TestResult[],
): boolean {
  const tiers = new Set(ran.map((test) => test.tier));
  const times = [...tiers].map((tier) => tierMs?.[tier]);
  if (times.some((time) => time === undefined)) return true;
  const tiersTime = (times as number[]).reduce((sum, time) => sum + time, 0);
  const own = (list: readonly TestResult[]) => list.reduce((sum, test) => sum + test.durationMs, 0);
  const start = Math.max(0, tiersTime - own(ran));
  return start + own(tests) <= TOP_UP_SHARE * tiersTime;
}
