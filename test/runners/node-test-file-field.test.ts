import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * node:test's JUnit report names no file. results.json gave every test the report's path
 * (`reports/junit.xml`) as its file, and a failure the first project frame of its stack (a
 * helper in lib/, where the assertion did not run). Each test now has the file that ran it,
 * relative to the root as every other path in results.json: two files' tests of one name too.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "placed", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-concurrency=1 --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
    retries: 0
`,
  "lib/check.js": `exports.positive = (n) => { if (n <= 0) throw new Error("not positive: " + n); return n; };\n`,
  "test/a.test.js": `const { test, describe, it } = require("node:test");
const { positive } = require("../lib/check.js");
test("same name", () => { positive(-1); });
test("only in a", () => {});
describe("a group", () => { it("same name", () => { positive(2); }); });
`,
  "test/b.test.js": `const { test } = require("node:test");
const { positive } = require("../lib/check.js");
test("same name", () => { positive(1); });
test("parent", async (t) => { await t.test("same name", () => { positive(0); }); });
`,
  // node runs this file too (it is under test/): it declares no test of its own.
  "test/helper/declare.js": `const { test } = require("node:test");
const { positive } = require("../../lib/check.js");
module.exports = (what, n) => test("checks " + what, () => { positive(n); });
`,
  "test/c.test.js": `require("./helper/declare.js")("c", -5);\n`,
  "test/d.test.js": `require("./helper/declare.js")("d", 5);\n`,
};

describe("node --test, each test's file in results.json", () => {
  it("is the test file that ran it, for tests of the same name in two files too", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const placed = results.tests.map((test) => [test.id, test.status, test.file]);
    expect(placed).toEqual(
      expect.arrayContaining([
        ["same name", "failed", "test/a.test.js"],
        ["only in a", "passed", "test/a.test.js"],
        ["a group > same name", "passed", "test/a.test.js"],
        // Two files' top-level tests of one name: the report tells them apart by order alone.
        ["same name (2)", "passed", "test/b.test.js"],
        ["parent > same name", "failed", "test/b.test.js"],
        // Declared by a helper: node gives the helper's file, which run alone runs neither.
        ["checks c", "failed", "test/c.test.js"],
        ["checks d", "passed", "test/d.test.js"],
      ]),
    );
    expect(results.tests).toHaveLength(8);
    // The evidence points at the test's own line, not at the helper that threw.
    const failed = results.tests.find((test) => test.id === "same name");
    expect(failed?.evidence?.location).toEqual({ file: "test/a.test.js", line: 3 });
    // Its run: line starts the file that ran it, and it fails there again.
    const helped = results.tests.find((test) => test.id === "checks c");
    expect(helped?.run).toMatch(/ test\/c\.test\.js$/);
    const ran = spawnSync("sh", ["-c", helped?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(/^# fail (\d+)/m.exec(ran.stdout)?.[1]).toBe("1");
  });
});

describe("node --test, a test file that fails as a whole", () => {
  it("says why: what the file printed, where node's report says only that it failed", async () => {
    const root = await createTempProject({
      "package.json": JSON.stringify({ name: "loads", private: true }),
      ".github/fix-loop.yml": PROJECT[".github/fix-loop.yml"],
      "test/a.test.js": `const { test } = require("node:test");\ntest("fine", () => {});\n`,
      // As jsdom/data-urls' web-platform.js without the data its pretest script downloads.
      "test/platform.test.js": `const cases = require("./fetched/cases.json");\nrequire("node:test").test("cases", () => cases);\n`,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]?.file).toBe("test/platform.test.js");
    expect(failed[0]?.evidence?.message).toBe("Error: Cannot find module './fetched/cases.json'");
    expect(run.stdout).toContain("Cannot find module './fetched/cases.json'");
  });
});
