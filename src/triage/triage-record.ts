import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Group, TestResult } from "../results/schema.js";
import type { CoverageRunner } from "./spectrum/coverage-runner.js";
import { type TriageOptions, triageFailures } from "./triage.js";

/** What one triage was given, with what its coverage runs answered: enough to run it again. */
export interface TriageRecord {
  tests: TestResult[];
  tierOrder: string[];
  root?: string;
  coverageLimits?: TriageOptions["coverageLimits"];
  taken: [string, string[]][] | null;
  /** Whether the runner said a run records what the test files ran while collected. */
  recordsCollection: boolean;
  /** Each run of the coverage runner, in order: the tests asked for and what it answered. */
  runs: { asked: string[]; answered: [string, string[]][] }[];
  hasCoverage: boolean;
  /** The functions changed since the run's base commit, when it had one. */
  changed?: string[];
}

/**
 * triageFailures, and, when `FIX_LOOP_TRIAGE_RECORD` names a folder, a record of its inputs and
 * coverage runs in it (bench/real-projects/retriage.mjs runs triage again on one without
 * running a test: the inner loop of tuning the culprit on real libraries' mutants).
 */
export async function triageRecorded(
  tests: TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Group[]> {
  const folder = env.FIX_LOOP_TRIAGE_RECORD;
  if (!folder) return triageFailures(tests, tierOrder, options);
  const runs: TriageRecord["runs"] = [];
  let collects = false;
  const inner = options.coverage;
  const coverage: CoverageRunner | null = inner
    ? {
        run: async (chosen, signal) => {
          const answered = await inner.run(chosen, signal);
          runs.push({
            asked: chosen.map((test) => test.id),
            answered: [...answered].map(([id, fns]) => [id, [...fns]]),
          });
          return answered;
        },
        recordsCollection: (chosen) => {
          const records = inner.recordsCollection?.(chosen) ?? false;
          collects ||= records;
          return records;
        },
      }
    : null;
  const groups = await triageFailures(tests, tierOrder, { ...options, coverage });
  const record: TriageRecord = {
    tests,
    tierOrder: [...tierOrder],
    root: options.root,
    coverageLimits: options.coverageLimits,
    taken: options.taken ? [...options.taken].map(([id, fns]) => [id, [...fns]]) : null,
    runs,
    hasCoverage: inner !== null && inner !== undefined,
    recordsCollection: collects,
    ...(options.changed ? { changed: [...options.changed] } : {}),
  };
  mkdirSync(folder, { recursive: true });
  const name = `${Date.now()}-${path.basename(options.root ?? "tree")}.json`;
  writeFileSync(path.join(folder, name), JSON.stringify(record));
  return groups;
}
