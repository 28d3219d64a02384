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

  it("keeps a panicking test in its _test.go file, and where it panicked as the failure's place", async () => {
    const tree = mkdtempSync(path.join(tmpdir(), "fix-loop-go-panic-"));
    try {
      writeFileSync(path.join(tree, "go.mod"), "module example.com/btree\n\ngo 1.19\n");
      writeFileSync(path.join(tree, "btree.go"), "package btree\n\nfunc split() {}\n");
      writeFileSync(
        path.join(tree, "btree_test.go"),
        "package btree\n\nfunc TestBTree(t *testing.T) {}\n\nfunc TestDeleteMin(t *testing.T) {}\n",
      );
      mkdirSync(path.join(tree, "node"));
      writeFileSync(path.join(tree, "node/node.go"), "package node\n\nfunc grow() {}\n");
      writeFileSync(
        path.join(tree, "node/node_test.go"),
        "package node\n\nfunc TestGrow(t *testing.T) {}\n",
      );
      // The report's text named the panic's frame (the parser took its file and line).
      const cases: [string, string, string, number][] = [
        ["example.com/btree", "TestDeleteMin", "btree.go", 448],
        ["example.com/btree/node", "TestGrow", "node.go", 12],
      ];
      const tests = cases.map(([pkg, name]) => failedTest(`${pkg} > ${name}`, ["panic"]));
      const refs: JunitTestRef[] = cases.map(([classname, name, file, line]) => ({
        name,
        classname,
        suite: classname,
        file,
        line,
      }));
      await describeGoTests(tests, refs, tree);
      expect(tests.map((test) => [test.file, test.evidence?.location])).toEqual([
        ["btree_test.go", { file: "btree.go", line: 448 }],
        ["node/node_test.go", { file: "node/node.go", line: 12 }],
      ]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
