import type { Config } from "../config/schema.js";

/** Every glob a tier's test scripts are found by (tiers[].tests and the top-level tests). */
export function scriptGlobs(config: Config): string[] {
  const globs = [...config.tiers.flatMap((tier) => tier.tests ?? []), ...(config.tests ?? [])];
  return [...new Set(globs)];
}
