import * as z from "zod";

/**
 * Repository trust: a repository's rolling trust in the agent, 0..1, kept in the dashboard's
 * hidden state. (One attempt's agreement with the engine is the other idea, in agreement.ts;
 * a run's agreement is one of the observations here.)
 *
 * An exponential moving average of observations, starting from a neutral prior:
 *   score <- score + weight * (observation - score)
 * - a run with attempts observes its agreement (claims that matched verification / attempts);
 * - a fix pull request observes 1 when merged and 0 when closed unmerged (a human's verdict on
 *   the fix, less frequent but more telling than a single run).
 * Recent behaviour dominates: after about 7 runs an old observation weighs under 10%.
 * The prose that explains it (dashboard, READMEs) comes from repositoryTrustFormula().
 */

export const TRUST_PRIOR = 0.5;
export const RUN_WEIGHT = 0.3;
export const PULL_REQUEST_WEIGHT = 0.2;
const HISTORY_LIMIT = 30;

/** The formula in one sentence, from the constants above, for the dashboard and the READMEs. */
export function repositoryTrustFormula(): string {
  return (
    `Trust is an exponential moving average (from ${percent(TRUST_PRIOR)}) of the share of agent claims ` +
    `that matched verification in each run (weight ${RUN_WEIGHT}) and of fix pull requests merged (1) ` +
    `or closed unmerged (0) (weight ${PULL_REQUEST_WEIGHT}).`
  );
}

export const trustPointSchema = z.object({ at: z.string(), score: z.number(), cause: z.string() });

export const trustStateSchema = z.object({
  score: z.number().min(0).max(1).nullable(),
  history: z.array(trustPointSchema).default([]),
});

export type TrustState = z.infer<typeof trustStateSchema>;

export const NO_TRUST: TrustState = { score: null, history: [] };

/** A finished run with attempts: observes its agreement (agreed / total). */
export function observeRun(
  trust: TrustState,
  run: { agreed: number; total: number },
  cause: string,
  at: string,
): TrustState {
  if (run.total === 0) return trust;
  return observeTrust(trust, run.agreed / run.total, RUN_WEIGHT, cause, at);
}

/** A fix pull request closed: merged observes 1, closed unmerged 0. */
export function observePullRequest(
  trust: TrustState,
  merged: boolean,
  cause: string,
  at: string,
): TrustState {
  return observeTrust(trust, merged ? 1 : 0, PULL_REQUEST_WEIGHT, cause, at);
}

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

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}
