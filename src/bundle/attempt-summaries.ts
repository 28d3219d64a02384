import type { Results } from "../results/schema.js";
import type { AttemptSummary } from "./manifest.js";

/**
 * The group's attempts as the manifest records them: facts, and no free text but the strategy's
 * name (from the config), which is redacted like everything else fix-loop writes.
 */
export function attemptSummaries(
  results: Results,
  group: string,
  redact: (text: string) => string,
): AttemptSummary[] {
  return results.attempts
    .filter((attempt) => attempt.group === group)
    .map((attempt) => ({
      attempt: attempt.attempt,
      strategy: redact(attempt.strategy),
      passed: attempt.verified.passed,
      agreed: attempt.agreed,
      rejected: attempt.rejected,
      costUsd: attempt.costUsd,
    }));
}
