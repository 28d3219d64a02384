import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import type { CoverageTap } from "./coverage-runner.js";
import { attribute, readRecords, recordingCostMs } from "./one-run-coverage.js";

export interface RunnerCoverageTapOptions {
  cwd: string;
  runAs?: RunAs | null;
  /**
   * "failure": record from the first failed attempt in each test file on (a first run that
   * retries in place: only a failing file pays); "start": every test of the run.
   */
  from: "failure" | "start";
  /** Passing tests a file records densely after its first failure, before thinning (the contrast). */
  limit?: number;
}

/**
 * Coverage taken by the setup file our vitest and jest reporters add (src/junit/coverage-setup.ts)
 * on a run that happens anyway: the first run, whose in-run retries then cost no runner start of
 * their own, or a separate retry.
 */
export async function runnerCoverageTap(options: RunnerCoverageTapOptions): Promise<CoverageTap> {
  const dir = await mkdtemp(path.join(tmpdir(), "fix-loop-runner-coverage-"));
  shareFolder(dir, options.runAs);
  const out = path.join(dir, "coverage.jsonl");
  let costMs = 0;
  return {
    env: {
      FIX_LOOP_COVERAGE_OUT: out,
      FIX_LOOP_COVERAGE_FROM: options.from,
      ...(options.limit === undefined ? {} : { FIX_LOOP_COVERAGE_LIMIT: String(options.limit) }),
    },
    read: async (tests, recordNames) => {
      const records = await readRecords(out);
      costMs = recordingCostMs(records);
      return attribute(tests, records, options.cwd, recordNames);
    },
    costMs: () => costMs,
    close: () => removeSharedFolder(dir),
  };
}
