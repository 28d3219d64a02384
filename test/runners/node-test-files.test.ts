import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRunOutput as readRecord } from "../../src/files/read-run-output.js";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/** A test file that notes each time it is loaded, in loaded.log at the project's root. */
function testFile(name: string, body: string): string {
  return `const { test } = require("node:test");
const assert = require("node:assert");
require("node:fs").appendFileSync(require("node:path").join(__dirname, "..", "loaded.log"), "${name}\\n");
${body}`;
}

/**
 * node:test's JUnit report names no file: a re-run of its failures by name started every test
 * file of the command again (fast-json-stringify: 55 files for 12 failures in 7). The first run
 * records each test's file, and the re-run, like the run: line, names the failures' files only.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "files", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "test/a.test.js": testFile(
    "a",
    `test("adds one", () => { assert.equal(1 + 2, 2); });
test("keeps a number", () => { assert.equal(typeof 1, "number"); });
`,
  ),
  // Fails on its first run only: still flaky, told apart by its re-run.
  "test/b.test.js": testFile(
    "b",
    `const seen = require("node:path").join(__dirname, "..", "b-ran");
test("fails once", () => {
  const first = !require("node:fs").existsSync(seen);
  require("node:fs").writeFileSync(seen, "");
  assert.ok(!first, "first run");
});
`,
  ),
  "test/c.test.js": testFile("c", `test.skip("later", () => {});\n`),
};

describe("node --test, a re-run of some tests", () => {
  it("starts only the files of the tests it re-runs, with the same verdicts", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const status = Object.fromEntries(
      results.tests.map((test) => [test.id, [test.status, test.runs]]),
    );
    expect(status).toMatchObject({
      "adds one": ["failed", 2],
      "fails once": ["flaky", 2],
      "keeps a number": ["passed", 1],
    });
    const loaded = (await readFile(path.join(root, "loaded.log"), "utf8")).split("\n").sort();
    // c holds no failure: its file ran once, in the first run.
    expect(loaded.filter(Boolean)).toEqual(["a", "a", "b", "b", "c"]);
    const failed = results.tests.find((test) => test.id === "adds one");
    const line = failed?.run ?? "";
    expect(line).toMatch(/ --test test\/a\.test\.js$/);
    const ran = spawnSync("sh", ["-c", line], { cwd: root, encoding: "utf8" });
    expect(/^# fail (\d+)/m.exec(ran.stdout)?.[1]).toBe("1");
  });

  it("starts every file that ran a test of the failure's name, and no other", async () => {
    const root = await createTempProject({
      ...PROJECT,
      "test/d.test.js": testFile("d", `test("adds one", () => { assert.ok(true); });\n`),
    });
    await runCli(["verify", "-C", root]);
    const loaded = (await readFile(path.join(root, "loaded.log"), "utf8")).split("\n").sort();
    expect(loaded.filter(Boolean)).toEqual(["a", "a", "b", "b", "c", "d", "d"]);
  });
});

describe("the record a node --test run leaves, when the run put a fifo in its place", () => {
  it("is read as empty at once, not waited on for a writer that never comes", async () => {
    const root = await createTempProject({});
    const fifo = path.join(root, "files.jsonl");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    const read = await Promise.race([
      readRecord(fifo),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 2_000)),
    ]);
    expect(read).toBe("");
  });
});
