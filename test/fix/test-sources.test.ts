import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTestSources } from "../../src/fix/test-sources.js";
import { failingTest } from "../report/results-fixture.js";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fix-loop-sources-"));
  await mkdir(join(root, "tests"));
  await writeFile(join(root, "tests/test_api.py"), "def test_orders():\n    assert False\n");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const junitTest = (id: string, file: string) => {
  const test = failingTest(id, { kind: "junit", file });
  if (test.evidence) test.evidence.location = { file, line: 2 };
  return test;
};

describe("test sources for the prompt", () => {
  it("reads a file the report names inside the project, and never one outside it", async () => {
    process.env.FIX_LOOP_SOURCES_SECRET = "ghs_mustnotleak";
    try {
      const sources = await readTestSources(root, [
        junitTest("a", "/proc/self/environ"),
        junitTest("b", "../../../../../../proc/self/environ"),
        junitTest("c", "tests/test_api.py"),
      ]);
      expect(sources.map((source) => source.file)).toEqual(["tests/test_api.py"]);
      expect(JSON.stringify(sources)).not.toContain("ghs_mustnotleak");
    } finally {
      delete process.env.FIX_LOOP_SOURCES_SECRET;
    }
  });
});
