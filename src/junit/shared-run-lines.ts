import type { TestResult } from "../results/schema.js";

/**
 * A run: line that runs more than its test does not run it alone, whatever the runner's
 * selection said: two tests of one run share a line (node:test's name filter for a title two
 * files declare, over both files), or the line runs a whole scope its test is one of
 * (node 20 runs a subtest only by running its parent, and with it every other subtest:
 * `scopeOf`, where the runner says so).
 */
export function withSharedRunLines(
  tests: TestResult[],
  scopeOf: (test: TestResult) => string | null = () => null,
): TestResult[] {
  const lines = new Map<string, number>();
  const scopes = new Map<string, number>();
  const bump = (counts: Map<string, number>, key: string) =>
    counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const test of tests) {
    if (test.runsAlone && test.run) bump(lines, test.run);
    const scope = scopeOf(test);
    if (scope !== null) bump(scopes, scope);
  }
  const shared = (test: TestResult) => {
    const scope = scopeOf(test);
    return (lines.get(test.run ?? "") ?? 0) > 1 || (scope !== null && (scopes.get(scope) ?? 0) > 1);
  };
  return tests.map((test) =>
    test.runsAlone && test.run && shared(test) ? { ...test, runsAlone: false } : test,
  );
}
