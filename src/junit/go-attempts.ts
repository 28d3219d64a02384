import type { TestResult } from "../results/schema.js";
import type { JunitTestRef } from "./command-line.js";

/**
 * gotestsum's --rerun-fails re-runs each failed test in the same invocation, and its JUnit
 * report then lists every attempt as a testcase of its own, failures first: the same name two
 * or three times. It re-runs only what failed, so a name with a pass among its failures failed
 * and then passed (flaky), and one with failures alone failed every attempt. Each such name
 * becomes one test, with its runs counted, so it is neither reported twice nor re-run once more
 * by fix-loop. A parent test (`TestX` of `TestX/case`) runs again around each re-run subtest:
 * it fails while any subtest of its fails, whatever its own attempts say. (go test -count=N
 * lists names N times too; a test that passed some of them and failed others is flaky there
 * too.) Returns the tests and their refs, in the report's order of first appearance.
 */
export function foldGoAttempts(
  tests: readonly TestResult[],
  refs: readonly JunitTestRef[],
): { tests: TestResult[]; refs: JunitTestRef[] } {
  const byKey = new Map<string, number[]>();
  for (let index = 0; index < tests.length; index++) {
    const key = keyOf(refs[index]);
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  }
  if ([...byKey.values()].every((indexes) => indexes.length === 1))
    return { tests: [...tests], refs: [...refs] };

  const folded = new Map<string, TestResult>();
  const keptRefs = new Map<string, JunitTestRef>();
  for (const [key, indexes] of byKey) {
    const attempts = indexes.map((index) => tests[index] as TestResult);
    const failed = attempts.filter((test) => test.status === "failed");
    const first = failed[0] ?? (attempts[0] as TestResult);
    const durationMs = attempts.reduce((sum, test) => sum + test.durationMs, 0);
    const result: TestResult = { ...first, runs: attempts.length, durationMs };
    if (failed.length > 0 && failed.length < attempts.length) {
      result.status = "flaky";
      result.reason = `failed, then passed on a re-run in the same run (${failed.length} of ${attempts.length} runs failed; gotestsum's --rerun-fails)`;
    }
    folded.set(key, result);
    keptRefs.set(key, refs[indexes[0] as number] as JunitTestRef);
  }
  // A parent stands failed while a subtest of its does, flaky when it failed at all otherwise.
  for (const [key, result] of folded) {
    if (result.status !== "flaky") continue;
    const inside = [...folded].filter(([other]) => other.startsWith(`${key}/`));
    if (inside.some(([, test]) => test.status === "failed")) {
      result.status = "failed";
      result.reason = null;
    }
  }
  return { tests: [...folded.values()], refs: [...keptRefs.values()] };
}

function keyOf(ref: JunitTestRef | undefined): string {
  return `${ref?.classname ?? ""}\u0000${ref?.name ?? ""}`;
}
