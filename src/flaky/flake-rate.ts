import type { History } from "./history.js";

/** The z of a two-sided 95 % interval: the bound the quarantine rule compares. */
export const DEFAULT_Z = 1.96;

/**
 * The Wilson score interval's lower bound for `flakes` in `runs`: how flaky the test is at
 * least, with the runs seen so far. One flake in two runs is 0.09, not 0.5; none is 0.
 */
export function wilsonLowerBound(flakes: number, runs: number, z = DEFAULT_Z): number {
  if (runs <= 0 || flakes <= 0) return 0;
  const p = flakes / runs;
  const z2 = z * z;
  const centre = p + z2 / (2 * runs);
  const spread = z * Math.sqrt((p * (1 - p)) / runs + z2 / (4 * runs * runs));
  return Math.max(0, (centre - spread) / (1 + z2 / runs));
}

/** One test's flakes over the runs of the window. */
export interface FlakeStats {
  /** Runs in which the test ran (passed, failed or flaked). */
  runs: number;
  flakes: number;
  rate: number;
  lowerBound: number;
  /** Indexes into history.runs of the runs where it flaked, oldest first. */
  flakedIn: number[];
}

/**
 * A flake is a run where the test failed and then passed on a re-run (K), or a failure at a
 * commit where the test also passed in another run of the window. A failure at a commit where it
 * never passed is a real one (a regression, a broken test), never a flake, however often.
 * Only runs after `since` (a release) count, when given.
 */
export function flakeStats(
  history: History,
  id: string,
  options: { since?: string; z?: number } = {},
): FlakeStats {
  const row = history.tests[id] ?? "";
  const passedAt = new Set<string>();
  for (let index = 0; index < row.length; index += 1) {
    const outcome = row[index];
    if (outcome === "P" || outcome === "K") passedAt.add(history.runs[index]?.sha ?? "");
  }
  let runs = 0;
  const flakedIn: number[] = [];
  for (let index = 0; index < row.length; index += 1) {
    const run = history.runs[index];
    if (!run || (options.since && run.at <= options.since)) continue;
    const outcome = row[index];
    if (outcome !== "P" && outcome !== "F" && outcome !== "K") continue;
    runs += 1;
    if (outcome === "K" || (outcome === "F" && passedAt.has(run.sha))) flakedIn.push(index);
  }
  const flakes = flakedIn.length;
  return {
    runs,
    flakes,
    rate: runs === 0 ? 0 : flakes / runs,
    lowerBound: wilsonLowerBound(flakes, runs, options.z),
    flakedIn,
  };
}

/** How many of the test's latest runs in a row were clean (passed, no flake), skipping absences. */
export function cleanRunsInARow(history: History, id: string): number {
  const row = history.tests[id] ?? "";
  let clean = 0;
  for (let index = row.length - 1; index >= 0; index -= 1) {
    const outcome = row[index];
    if (outcome === "P") clean += 1;
    else if (outcome === "F" || outcome === "K") break;
  }
  return clean;
}

/** A rate for people: "3.4%", one decimal, since flake rates live between 0 and a few percent. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
