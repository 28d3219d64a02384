import type { CoverageRunner } from "./coverage-runner.js";
import { coverageRunnerForCommand } from "./runner-for.js";

export interface CoverageTier {
  name: string;
  junit: { command: string } | null;
}

/**
 * One runner over a run's tiers: each test goes to the runner its tier's JUnit command starts
 * (pytest, vitest, node:test); tests of other tiers (scripts, runners not recognised) get no
 * coverage. Null when no tier has a runner, so triage skips coverage altogether.
 */
export function coverageForTiers(
  tiers: readonly CoverageTier[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): CoverageRunner | null {
  const runners = new Map<string, CoverageRunner>();
  for (const tier of tiers) {
    const runner = tier.junit ? coverageRunnerForCommand(tier.junit.command, options) : null;
    if (runner) runners.set(tier.name, runner);
  }
  if (runners.size === 0) return null;
  return {
    async run(tests, signal) {
      const found = new Map<string, Set<string>>();
      for (const [tier, runner] of runners) {
        const mine = tests.filter((test) => test.tier === tier);
        if (mine.length === 0 || signal?.aborted) continue;
        for (const [id, functions] of await runner.run(mine, signal)) found.set(id, functions);
      }
      return found;
    },
  };
}
