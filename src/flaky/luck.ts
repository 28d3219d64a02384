/**
 * The chance that a test still flaking at `rate` passes `times` runs in a row anyway:
 * (1 - rate)^times. What an all-green repetition is worth as evidence of a fix.
 */
export function chanceOfLuckyPasses(rate: number, times: number): number {
  const clamped = Math.min(1, Math.max(0, rate));
  return (1 - clamped) ** Math.max(0, Math.floor(times));
}

/**
 * The same, in words and number: "a test still flaking at 12% would pass 20 runs in a row by
 * luck 7.6% of the time (about 1 in 13)".
 */
export function luckWords(rate: number, times: number): string {
  const chance = chanceOfLuckyPasses(rate, times);
  const odds = chance <= 0 ? "never" : chance >= 1 ? "every time" : `about 1 in ${oneIn(chance)}`;
  return `a test still flaking at the observed ${percentOf(rate)} would pass ${times} run${times === 1 ? "" : "s"} in a row by luck ${percentOf(chance)} of the time (${odds})`;
}

function oneIn(chance: number): string {
  const n = Math.round(1 / chance);
  return n >= 1_000_000 ? `${(n / 1_000_000).toPrecision(2)} million` : n.toLocaleString("en-US");
}

/** Small chances keep their significant digits: 0.0012% rather than 0%. */
function percentOf(chance: number): string {
  const percent = chance * 100;
  if (percent === 0 || percent >= 1) return `${percent.toFixed(1)}%`;
  return `${percent.toPrecision(2)}%`;
}
