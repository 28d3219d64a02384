import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * jsdom/data-urls writes every function as an arrow of one bare parameter assigned to an export
 * (`module.exports.fromURLRecord = urlRecord => {`), which V8 names "module.exports.fromURLRecord".
 * Triage read no such declaration in the source, took every one of them for a name a compiler
 * wrote (as babel's `_defineProperty`), and left the mutant's failures with no culprit: "no
 * project frame in the stack, no coverage", though coverage had been taken.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "sums", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "lib/sum.js": `"use strict";
const { clean } = require("./clean.js");
module.exports = text => (clean(text) === "" ? 0 : module.exports.fromList(clean(text).split(",")));
// The bug: the total starts at 1.
module.exports.fromList = items => items.reduce((total, item) => total + Number(item), 1);
`,
  "lib/clean.js": `exports.clean = text => text.trim();\n`,
  "test/sum.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const sum = require("../lib/sum.js");
const { clean } = require("../lib/clean.js");
test("adds two", () => { assert.strictEqual(sum("1,2"), 3); });
test("adds three", () => { assert.strictEqual(sum("1,2,3"), 6); });
test("adds one", () => { assert.strictEqual(sum(" 4 "), 4); });
test("an empty text is zero", () => { assert.strictEqual(sum(""), 0); });
test("a blank text is zero", () => { assert.strictEqual(sum("   "), 0); });
test("cleans spaces", () => { assert.strictEqual(clean(" a "), "a"); });
`,
};

describe("a culprit written as an arrow assigned to an export", () => {
  it("is named: the function every failure ran and no passing test did", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(3);
    expect(results.groups).toHaveLength(1);
    const culprit = results.groups[0]?.triage?.culprit;
    expect(culprit?.file).toBe("lib/sum.js");
    expect(culprit?.function).toMatch(/fromList$/);
  });
});
