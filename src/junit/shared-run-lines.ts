import type { TestResult } from "../results/schema.js";

/**
 * A run: line two tests of one run share runs both (node:test's name filter for a title two
 * files declare, over both files): neither runs alone, whatever the runner's selection said.
 */
export function withSharedRunLines(tests: TestResult[]): TestResult[] {
  const count = new Map<string, number>();
  for (const test of tests)
    if (test.runsAlone && test.run) count.set(test.run, (count.get(test.run) ?? 0) + 1);
  return tests.map((test) =>
    test.runsAlone && test.run && (count.get(test.run) ?? 0) > 1
      ? { ...test, runsAlone: false }
      : test,
  );
}
