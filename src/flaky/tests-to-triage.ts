import { lookUpAlias } from "../ids/aliases.js";
import type { Group, TestResult } from "../results/schema.js";

/**
 * The tests whose failures triage groups for the agent: every one but a quarantined test, which
 * is left out unless the caller named it (`/fix <id>` on a quarantined test is a request to fix
 * it), and but those already in a group of their own (a named flaky test: flaky-groups.ts).
 */
export function testsToTriage(
  tests: readonly TestResult[],
  named: readonly string[] = [],
  grouped: readonly Group[] = [],
): TestResult[] {
  const inGroups = new Set(grouped.flatMap((group) => group.tests));
  return tests.filter(
    (test) => !inGroups.has(test.id) && (!test.quarantined || isNamed(test, named)),
  );
}

/** Whether the caller named this test: by its printed id, its runner's id, or its alias. */
export function isNamed(
  test: Pick<TestResult, "id" | "runnerId">,
  named: readonly string[],
): boolean {
  return named.some(
    (name) =>
      name === test.id ||
      (test.runnerId != null && name === test.runnerId) ||
      "found" in lookUpAlias(name, [test.id]),
  );
}
