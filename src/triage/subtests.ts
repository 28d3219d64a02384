import type { TestResult } from "../results/schema.js";
import { frameCulprit } from "./culprit.js";

/**
 * Failed tests that failed because a subtest of theirs did, each with the subtest that stands
 * for it. go test reports `TestValidate` failed when `TestValidate/Valid_UUID` fails, and the
 * parent's own output is only `--- FAIL: TestValidate`: it is the same failure, not one more
 * root cause. A parent whose own stack names a project function keeps its own failure. The
 * stand-in is the first failing subtest that has none of its own below it.
 */
export function failedSubtestOf(
  tests: readonly TestResult[],
  root?: string,
): Map<string, TestResult> {
  const failed = tests.filter((test) => test.status === "failed");
  const isBelow = (child: TestResult, parent: TestResult) =>
    child.tier === parent.tier && nameOf(child).startsWith(`${nameOf(parent)}/`);
  const leaves = failed.filter((test) => !failed.some((other) => isBelow(other, test)));
  const stands = new Map<string, TestResult>();
  for (const test of failed) {
    const leaf = leaves.find((other) => isBelow(other, test));
    if (leaf && frameCulprit(test, root) === null) stands.set(test.id, leaf);
  }
  return stands;
}

/** The runner's own name (go's `pkg.TestX/case_1`); an id may be a ticket token instead. */
function nameOf(test: TestResult): string {
  return test.runnerId ?? test.id;
}
