import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A node --test project of describe/it only (as jsdom/webidl-conversions): node 20 runs a
 * describe's tests whether or not its name matches the pattern, and runs all of them when it
 * does. A failure's re-run and its run: line name the test alone, so they run it alone: the
 * webidl-conversions run: line of one failing test ran the 76 of its describe, the coverage
 * re-run of 22 tests 5,356 of 6,976.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "inc", private: true, scripts: { test: "node --test" } }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "lib/inc.js": "exports.inc = (n) => n + 2;\n",
  "test/inc.test.js": `const { describe, it } = require("node:test");
const assert = require("node:assert");
const { inc } = require("../lib/inc.js");
describe("inc", () => {
  it("adds one", () => { assert.equal(inc(1), 2); });
  it("keeps a number", () => { assert.equal(typeof inc(1), "number"); });
  it("is a function", () => { assert.equal(typeof inc, "function"); });
});
`,
};

describe("node --test, describe and it alone", () => {
  it("re-runs a failing test without the rest of its describe, and its run: line runs it alone", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed");
    expect(failed.map((test) => test.id)).toEqual(["inc > adds one"]);
    // Re-run and confirmed.
    expect(failed[0]?.runs).toBe(2);
    const line = failed[0]?.run ?? "";
    expect(line).toContain("'--test-name-pattern=^(?:adds one)$'");
    const ran = spawnSync("sh", ["-c", line], { cwd: root, encoding: "utf8" });
    const count = (what: string) =>
      Number(new RegExp(`^# ${what} (\\d+)`, "m").exec(ran.stdout)?.[1]);
    expect({ pass: count("pass"), fail: count("fail") }).toEqual({ pass: 0, fail: 1 });
  });
});
