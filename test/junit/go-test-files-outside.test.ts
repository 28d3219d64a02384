import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { JunitTestRef } from "../../src/junit/command-line.js";
import { describeGoTests } from "../../src/junit/go-test-files.js";
import { failedTest } from "../triage/failed-test.js";

const outside = mkdtempSync(path.join(tmpdir(), "fix-loop-go-outside-"));
const root = mkdtempSync(path.join(tmpdir(), "fix-loop-go-tree-"));
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

/**
 * A report is the tests' output and the tree is the change's: a package folder that links out
 * of the tree, or a package path that climbs out of it, must not have its _test.go files read
 * (their test functions' names and lines would end up in results.json).
 */
describe("go tests placed in their _test.go files", () => {
  it("reads none outside the tree: not through a link, not through `..` in a package path", async () => {
    writeFileSync(
      path.join(outside, "secret_test.go"),
      "package secret\n\nfunc TestSecret(t *testing.T) {}\n",
    );
    writeFileSync(path.join(root, "go.mod"), "module example.com/m\n\ngo 1.19\n");
    mkdirSync(path.join(root, "calc"));
    writeFileSync(
      path.join(root, "calc/calc_test.go"),
      "package calc\n\nfunc TestSum(t *testing.T) {}\n",
    );
    symlinkSync(outside, path.join(root, "leak"));
    const climb = `example.com/m/${path.relative(root, outside)}`;
    const cases: [string, string][] = [
      ["example.com/m/calc", "TestSum"],
      ["example.com/m/leak", "TestSecret"],
      [climb, "TestSecret"],
    ];
    const tests = cases.map(([pkg, name]) => ({
      ...failedTest(`${pkg} > ${name}`, [], { status: "passed" }),
      file: "reports/junit.xml",
    }));
    const refs: JunitTestRef[] = cases.map(([classname, name]) => ({
      name,
      classname,
      suite: classname,
      file: null,
      line: null,
    }));
    await describeGoTests(tests, refs, root);
    expect(tests.map((test) => test.file)).toEqual([
      "calc/calc_test.go",
      "reports/junit.xml",
      "reports/junit.xml",
    ]);
  });
});
