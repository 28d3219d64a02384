import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { localiseByCoverage } from "../../../src/triage/spectrum/localise.js";
import { failedTest } from "../failed-test.js";

/**
 * luxon (jest 29, babel-jest; MIT, moment/luxon b6b9d037) with `isoWeekdayToLocal` dropping its
 * `+ 1`: 110 failures. The coverage is the map verify's first run took (in-run, per test), cut
 * to the three files kept in fixtures/luxon-week/sources.json (conversions.js as mutated). 16 failures
 * read week data `possiblyCachedWeekData` computed before they ran, so they call neither
 * `gregorianToWeek` nor the mutant; the rest tie five functions, `gregorianToWeek` and four it
 * calls. Before, they made two groups: 62 blamed on the caching caller, 48 on a sibling.
 */
const FIXTURE = path.join(import.meta.dirname, "fixtures/luxon-week");
/** sources.json: the three files as they were, written out as the tree's source. */
let ROOT: string;
beforeAll(async () => {
  ROOT = await mkdtemp(path.join(tmpdir(), "luxon-week-"));
  const sources = JSON.parse(await readFile(path.join(FIXTURE, "sources.json"), "utf8"));
  for (const [file, text] of Object.entries(sources as Record<string, string>)) {
    await mkdir(path.dirname(path.join(ROOT, file)), { recursive: true });
    await writeFile(path.join(ROOT, file), text);
  }
});
afterAll(async () => {
  await rm(ROOT, { recursive: true, force: true });
});
/** coverage.json names each function once, in `functions`; a test lists the indices it called. */
const STORED = JSON.parse(readFileSync(path.join(FIXTURE, "coverage.json"), "utf8")) as {
  functions: string[];
  failing: Record<string, number[]>;
  passing: Record<string, number[]>;
};
const named = (tests: Record<string, number[]>) =>
  Object.fromEntries(
    Object.entries(tests).map(([id, calls]) => [id, calls.map((at) => STORED.functions[at] ?? "")]),
  );
const COVERAGE = { failing: named(STORED.failing), passing: named(STORED.passing) };

function result(id: string, status: TestResult["status"]): TestResult {
  return failedTest(id, [`FAIL: ${id}`], { tier: "tests", status });
}

describe("the deepest function the source shows the failures going through", () => {
  it("takes the failures a caller's cache hid, and wins over the caller it ties with", async () => {
    const taken = new Map(
      Object.entries({ ...COVERAGE.failing, ...COVERAGE.passing }).map(([id, fns]) => [
        id,
        new Set(fns),
      ]),
    );
    const culprits = await localiseByCoverage(
      Object.keys(COVERAGE.failing).map((id) => result(id, "failed")),
      Object.keys(COVERAGE.passing).map((id) => result(id, "passed")),
      { runner: { run: async () => new Map() }, root: ROOT, taken },
    );
    const blamed = new Map<string, number>();
    for (const culprit of culprits.values())
      blamed.set(culprit.key, (blamed.get(culprit.key) ?? 0) + 1);
    // One cause. Which of the four leaves the spectrum cannot say (they run in the same tests
    // and nothing else); the one named is in the mutated file, and neither caller.
    expect([...blamed]).toEqual([["src/impl/conversions.js:dayOfWeek", 110]]);
  });
});
