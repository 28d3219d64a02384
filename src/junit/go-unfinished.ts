import type { TestResult } from "../results/schema.js";
import type { JunitTestRef } from "./command-line.js";

/**
 * A test a panic cut off after it started: gotestsum lists it as failed ("Failed"), with go's
 * progress lines as its whole output (`=== RUN`, `=== PAUSE`): a t.Parallel() subtest waits
 * until its parent's function returns, and a panic in the parent's other subtests ends the
 * binary first. go test itself counts no failure for it.
 */
export function isUnfinishedGoTest(details: string): boolean {
  const lines = details.split("\n").filter((line) => line.trim() !== "");
  return lines.length > 0 && lines.every((line) => /^=== (?:RUN|PAUSE|CONT|NAME)\s/.test(line));
}

/**
 * The tests of `panicked` packages that never finished, taken out of the run's tests and refs
 * (the same index in each) in place, as the tests the panic kept from starting are absent from
 * the report: they did not fail, they did not run. Returns how many each package lost.
 */
export function dropUnfinished(
  tests: TestResult[],
  refs: JunitTestRef[],
  unfinished: ReadonlySet<string>,
  panicked: ReadonlySet<string>,
): Map<string, number> {
  const dropped = new Map<string, number>();
  let kept = 0;
  for (let index = 0; index < tests.length; index++) {
    const ref = refs[index] as JunitTestRef;
    const test = tests[index] as TestResult;
    if (
      test.status === "failed" &&
      panicked.has(ref.classname) &&
      unfinished.has(unfinishedKey(ref.classname, ref.name))
    ) {
      dropped.set(ref.classname, (dropped.get(ref.classname) ?? 0) + 1);
      continue;
    }
    tests[kept] = test;
    refs[kept] = ref;
    kept++;
  }
  tests.length = kept;
  refs.length = kept;
  return dropped;
}

export function unfinishedKey(pkg: string, name: string): string {
  return `${pkg}\u0000${name}`;
}
