/**
 * The artifact a run uploads its results.json in. A matrix of fix jobs uploads one per group,
 * `fix-loop-results-<group>`, beside the verify job's.
 */
export const RESULTS_ARTIFACT = "fix-loop-results";

/** The file inside the artifact. */
export const RESULTS_FILE = "results.json";

export function isResultsArtifact(name: string): boolean {
  return name === RESULTS_ARTIFACT || name.startsWith(`${RESULTS_ARTIFACT}-`);
}
