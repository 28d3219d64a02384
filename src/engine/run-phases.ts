import type { TierRun } from "./types.js";

export type RunPhases = NonNullable<TierRun["phases"]>;

/** A run's phases before any tier ran. */
export function noPhases(): RunPhases {
  return { firstRunMs: 0, retryMs: 0, coverageInRunsMs: 0 };
}

/** The run's phases in whole milliseconds, as results.json and a leg's partial give them. */
export function roundedPhases(phases: TierRun["phases"]): RunPhases {
  return {
    firstRunMs: Math.round(phases?.firstRunMs ?? 0),
    retryMs: Math.round(phases?.retryMs ?? 0),
    coverageInRunsMs: Math.round(phases?.coverageInRunsMs ?? 0),
    ...(phases?.listingMs ? { listingMs: Math.round(phases.listingMs) } : {}),
  };
}
