import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * jsdom/data-urls' tests are named by the URLs they parse, control characters included
 * ("data:;base64,ab\fcd"). XML cannot hold them, and fix-loop reads each as U+FFFD: the test's
 * file was then unknown (its results named reports/junit.xml), and its run: line, a pattern of
 * U+FFFD, selected no test and passed.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "urls", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "test/base64.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
test("data:;base64,ab\\fcd", () => { assert.strictEqual(atob("ab" + "cd").length, 4); });
test("data:;base64,abcd", () => { assert.strictEqual(atob("abcd").length, 3); });
`,
  "test/other.test.js": `require("node:test")("other", () => {});\n`,
};

describe("a node --test name with a control character", () => {
  it("keeps its file, and its run: line runs that test and fails", async () => {
    const root = await createTempProject(PROJECT);
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    const failed = (await readResults(root)).tests.find((test) => test.status === "failed");
    expect(failed?.id).toBe("data:;base64,ab\uFFFDcd");
    expect(failed?.file).toBe("test/base64.test.js");
    const copied = spawnSync("sh", ["-c", failed?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(copied.status).not.toBe(0);
    expect(copied.stdout).toMatch(/# pass 0\n# fail 1\n/);
  });
});
