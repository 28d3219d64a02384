import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { redirectReport } from "../../junit/report-outside-tree.js";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageRunner, MakeCoverageRunner } from "./coverage-runner.js";

/** What coverage needs of one tier; the engine supplies it (tiersForCoverage). */
export interface CoverageTier {
  name: string;
  /**
   * The coverage runner of the tier's JUnit command's runner, or null when it has none (no JUnit
   * command, or a runner without a hook here, as playwright): triage then keeps those failures'
   * signatures.
   */
  coverageRunner: MakeCoverageRunner | null;
  /** Where that command writes its JUnit reports, relative to the project. */
  reports: readonly string[];
  /** The tier's own command that runs these tests alone, or null when it cannot select them. */
  selectiveCommand(tests: readonly TestResult[]): string | null;
  /** The tier's own environment (config `env:`), over the run's. */
  env?: Readonly<Record<string, string>>;
}

/**
 * One runner over a run's tiers: each test goes to the coverage runner of its tier's runner,
 * which re-runs it with the tier's own selective command. Tests whose runner
 * cannot select them alone get no coverage. Null when no tier has a framework with a hook.
 */
export function coverageForTiers(
  tiers: readonly CoverageTier[],
  options: { cwd: string; env: NodeJS.ProcessEnv; runAs?: RunAs | null },
): CoverageRunner | null {
  const runners = new Map<string, CoverageRunner>();
  let scratch: string | null = null;
  for (const tier of tiers) {
    const runner = tier.coverageRunner?.({
      ...options,
      env: { ...options.env, ...tier.env },
      commandFor: (tests) => {
        const command = tier.selectiveCommand(tests);
        if (command === null) return null;
        // Like every run of the tier, the report goes to a folder of ours: in the project its
        // folder may not exist yet (fix never copies reports back), and the runner would fail.
        scratch ??= mkdtempSync(path.join(tmpdir(), "fix-loop-coverage-reports-"));
        shareFolder(scratch, options.runAs);
        const redirect = redirectReport(command, tier.reports, scratch);
        for (const report of tier.reports) {
          const folder = path.dirname(path.join(scratch, report));
          mkdirSync(folder, { recursive: true });
          // With an agent user the tests run as that user: every folder down to the report is shared.
          for (let at = folder; at !== scratch && at.startsWith(scratch); at = path.dirname(at))
            shareFolder(at, options.runAs);
        }
        return redirect?.command ?? command;
      },
    });
    if (runner) runners.set(tier.name, runner);
  }
  if (runners.size === 0) return null;
  return {
    recordsCollection: (tests) =>
      tests.every((test) => runners.get(test.tier)?.recordsCollection?.([test]) === true),
    async run(tests, signal) {
      const found = new Map<string, Set<string>>();
      try {
        for (const [tier, runner] of runners) {
          const mine = tests.filter((test) => test.tier === tier);
          if (mine.length === 0 || signal?.aborted) continue;
          for (const [id, functions] of await runner.run(mine, signal)) found.set(id, functions);
        }
        return found;
      } finally {
        if (scratch) await removeSharedFolder(scratch);
        scratch = null;
      }
    },
  };
}
