import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { junitEvidence } from "../../src/junit/junit-evidence.js";
import { type JunitCase, streamJunit } from "../../src/junit/parse-junit.js";
import { v8Frames } from "../../src/triage/frames/v8-frames.js";

/** What tap 21 wrote for a test whose call into lib/cart.js threw a TypeError. */
const REPORT = readFileSync(new URL("../fixtures/junit/tap21-thrown.xml", import.meta.url), "utf8");

async function failure(): Promise<JunitCase> {
  const cases: JunitCase[] = [];
  await streamJunit(Readable.from([REPORT]), (testCase) => cases.push(testCase));
  const failed = cases.find((testCase) => testCase.status === "failed");
  if (!failed) throw new Error("the report has a failure");
  return failed;
}

describe("node-tap's diagnostic of a thrown error", () => {
  it("says the error's type and message, and its stack reads as frames of the project", async () => {
    const evidence = junitEvidence(await failure(), null, (text) => text);
    expect(evidence.message).toBe("TypeError: Cannot read properties of null (reading 'amount')");
    const frames = v8Frames(evidence.excerpt).map((frame) => `${frame.file}:${frame.function}`);
    expect(frames).toContain("lib/cart.js:total");
    expect(frames.at(-1)).toBe("lib/cart.js:<anonymous>");
  });
});
