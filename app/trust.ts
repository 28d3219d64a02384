import { z } from "zod";

/**
 * A repository's rolling trust in the agent, 0..1, kept in the dashboard's hidden state.
 *
 * An exponential moving average of observations, starting from a neutral prior of 0.5:
 *   score <- score + weight * (observation - score)
 * - a run with attempts observes its own trust (claims that matched verification / attempts),
 *   weight 0.3;
 * - a fix pull request observes 1 when merged and 0 when closed unmerged, weight 0.2 (a human's
 *   verdict on the fix, less frequent but more telling than a single run).
 * Recent behaviour dominates: after about 7 runs an old observation weighs under 10%.
 */

export const TRUST_PRIOR = 0.5;
export const RUN_WEIGHT = 0.3;
export const PULL_REQUEST_WEIGHT = 0.2;
const HISTORY_LIMIT = 30;

export const trustPointSchema = z.object({ at: z.string(), score: z.number(), cause: z.string() });

export const trustStateSchema = z.object({
  score: z.number().min(0).max(1).nullable(),
  history: z.array(trustPointSchema).default([]),
});

export type TrustState = z.infer<typeof trustStateSchema>;

export const NO_TRUST: TrustState = { score: null, history: [] };

export function observeTrust(
  trust: TrustState,
  observation: number,
  weight: number,
  cause: string,
  at: string,
): TrustState {
  const before = trust.score ?? TRUST_PRIOR;
  const score = clamp(before + weight * (clamp(observation) - before));
  return { score, history: [...trust.history, { at, score, cause }].slice(-HISTORY_LIMIT) };
}

/** 0..100, as the trust label shows it, or null before the first observation. */
export function trustPercent(trust: TrustState): number | null {
  return trust.score === null ? null : Math.round(trust.score * 100);
}

const BARS = "▁▂▃▄▅▆▇█";

/** The trend as a one-line sparkline, oldest first. */
export function sparkline(trust: TrustState): string {
  return trust.history
    .map((point) => BARS[Math.min(BARS.length - 1, Math.floor(point.score * BARS.length))])
    .join("");
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
}
