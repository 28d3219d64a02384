import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { JunitTestRef } from "../../src/junit/command-line.js";
import { streamJunit } from "../../src/junit/parse-junit.js";
import { runnerOf } from "../../src/runners/registry.js";

/** What tap 21 wrote for test/a.test.js, which passes, and test/crash.test.js, which throws as it loads. */
const REPORT = readFileSync(
  new URL("../fixtures/junit/tap21-file-threw.xml", import.meta.url),
  "utf8",
);

async function problemsOf(xml: string): Promise<string[]> {
  const reading = runnerOf("tap").report.readsRun?.();
  if (!reading) throw new Error("tap reads its runs");
  await streamJunit(Readable.from([xml]), (testCase) => reading.see(testCase), {
    onSuite: (suite) => reading.seeSuite?.(suite),
  });
  return reading.finish([], [] as JunitTestRef[], "/project", "npx tap");
}

describe("a tap test file that threw before it declared a test", () => {
  it("is named: tap's report counts its failure at the root alone, the file as skipped", async () => {
    expect(await problemsOf(REPORT)).toEqual([
      'tap counted a failure its report holds no test for: test/crash.test.js ran no test ("no tests found"), as a test file does that throws before it declares one; tap run on that file alone prints why',
    ]);
  });

  it("is not said of a file of no tests that tap did not count as failed", async () => {
    expect(await problemsOf(REPORT.replace('failures="1"', 'failures="0"'))).toEqual([]);
  });
});
