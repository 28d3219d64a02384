/** One leg's share of a split: its units, and the time they took last run (as far as known). */
export interface LegShare {
  units: string[];
  expectedMs: number;
}

/**
 * Splits units (test files, go packages, scripts) over `total` legs so each leg's time is about
 * the same: the longest unit first to the leg with least time so far (ties: the lower leg),
 * from the previous run's times. A unit with no known time counts as the mean of the known ones,
 * or 1 when none is known: the split is then by count. Every leg computes the same split from
 * the same inputs, so no leg needs to hear from another.
 */
export function splitByTime(
  units: readonly string[],
  times: ReadonlyMap<string, number>,
  total: number,
): LegShare[] {
  const known = units.map((unit) => times.get(unit)).filter((ms) => ms !== undefined);
  const mean = known.length > 0 ? known.reduce((sum, ms) => sum + ms, 0) / known.length : 1;
  const weighed = [...new Set(units)]
    .map((unit) => ({ unit, ms: times.get(unit) ?? mean }))
    .sort((a, b) => b.ms - a.ms || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
  const legs: LegShare[] = Array.from({ length: total }, () => ({ units: [], expectedMs: 0 }));
  for (const { unit, ms } of weighed) {
    let least = 0;
    for (let index = 1; index < total; index++) {
      if ((legs[index]?.expectedMs ?? 0) < (legs[least]?.expectedMs ?? 0)) least = index;
    }
    const leg = legs[least] as LegShare;
    leg.units.push(unit);
    leg.expectedMs += ms;
  }
  for (const leg of legs) leg.units.sort();
  return legs;
}

/** How uneven legs are: the slowest leg's time over the mean, less one (0.15 is 15 % over). */
export function spreadOf(legMs: readonly number[]): number {
  if (legMs.length === 0) return 0;
  const mean = legMs.reduce((sum, ms) => sum + ms, 0) / legMs.length;
  return mean > 0 ? Math.max(...legMs) / mean - 1 : 0;
}
