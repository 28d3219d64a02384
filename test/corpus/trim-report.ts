import type { TestResult } from "../../src/results/schema.js";

const TESTCASE = /<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g;

/**
 * The report with only the testcases the corpus needs: every failing one, and the passing ones
 * coverage re-ran. Passing testcases are dropped by their position among all testcases, which
 * is the order the JUnit tier read them in, so ids need not be recomputed here.
 */
export function trimJunitReport(
  xml: string,
  tests: readonly TestResult[],
  keep: ReadonlySet<string>,
): string {
  // A name the report holds more than once gets " (2)", " (3)" by position (jest-junit names
  // no file): every testcase of a kept name stays, so the numbers do not move.
  const base = (id: string) => id.replace(/ \(\d+\)$/, "");
  const keptNames = new Set(tests.filter((test) => keep.has(test.id)).map((test) => base(test.id)));
  let index = 0;
  return xml.replace(TESTCASE, (testcase) => {
    const test = tests[index++];
    if (!test) throw new Error("the report holds more testcases than the tier read");
    return keep.has(test.id) || keptNames.has(base(test.id)) ? testcase : "";
  });
}
