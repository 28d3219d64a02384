import { readFile } from "node:fs/promises";
import { messageOf, UserError } from "../errors.js";
import { resultsSchema, type TestResult } from "../results/schema.js";

/** A test of an earlier run, as much as a split needs: where it is and how long it took. */
export type TimedTest = Pick<TestResult, "id" | "kind" | "file" | "runnerId" | "durationMs">;

/** The tests of an earlier run (the default branch's last results.json), by tier. */
export type Timings = ReadonlyMap<string, readonly TimedTest[]>;

/** Reads `--timings FILE`: a results.json whose tests' times balance the legs. */
export async function readTimings(file: string): Promise<Timings> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new UserError(
      `cannot read the timings ${file} (${messageOf(error)}): give --timings an earlier run's results.json`,
      { cause: error },
    );
  }
  const results = resultsSchema.safeParse(parsed);
  if (!results.success) {
    throw new UserError(
      `the timings ${file} is not a fix-loop results.json: ${results.error.issues[0]?.message}`,
    );
  }
  return timingsOf(results.data.tests);
}

/** The tests that ran (a skipped one's 0 ms says nothing of its time), by tier. */
export function timingsOf(tests: readonly TestResult[]): Timings {
  const byTier = new Map<string, TimedTest[]>();
  for (const test of tests) {
    if (test.runs === 0) continue;
    const list = byTier.get(test.tier) ?? [];
    list.push(test);
    byTier.set(test.tier, list);
  }
  return byTier;
}

/** The time of each unit a tier's tests fall in (`unitOf`: a file, a package, a script's id). */
export function unitTimes(
  tests: readonly TimedTest[],
  unitOf: (test: TimedTest) => string | null,
): Map<string, number> {
  const times = new Map<string, number>();
  for (const test of tests) {
    const unit = unitOf(test);
    if (unit !== null) times.set(unit, (times.get(unit) ?? 0) + test.durationMs);
  }
  return times;
}
