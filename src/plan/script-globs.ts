import type { Config } from "../config/schema.js";
import { frameworkOfCommand } from "../runners/registry.js";
import { PENDING_SUFFIX } from "../script-tests/pending-framework-tests.js";
import { isWritableFramework, styleOf } from "./framework-style.js";

/**
 * Every glob a plan bundle may add files under: those a tier's test scripts are found by
 * (tiers[].tests and the top-level tests), and for a tier whose command runs a framework plan
 * writes tests in, that framework's test names held for review (`**\/test_*.py.pending`).
 */
export function scriptGlobs(config: Config): string[] {
  const globs = [...config.tiers.flatMap((tier) => tier.tests ?? []), ...(config.tests ?? [])];
  for (const tier of config.tiers) {
    const framework = tier.command ? frameworkOfCommand(tier.command) : null;
    if (!isWritableFramework(framework)) continue;
    globs.push(...styleOf(framework).testFiles.map((glob) => `${glob}${PENDING_SUFFIX}`));
  }
  return [...new Set(globs)];
}
