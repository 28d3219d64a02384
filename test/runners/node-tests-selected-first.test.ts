import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * node --test lists no tests, so `--tests` on a first run once ran the whole tier and kept the
 * wanted tests' results (fast-json-stringify: 29 s for one test). Its ids are describe paths, so
 * node's name pattern selects a test from its id alone, in the file results.json printed for it.
 * Each test file notes in loaded.txt that node loaded it.
 */
const loads = (name: string) =>
  `require("node:fs").appendFileSync(require("node:path").join(__dirname, "..", "loaded.txt"), "${name}\\n");\n`;
const ROUNDING = `const { describe, it } = require("node:test");
const assert = require("node:assert");
${loads("rounding")}describe("Int16Array", () => {
  it("rounds", () => { assert.equal(Math.round(1.5), 3); });
  it("clamps", () => {});
});
`;
const OTHER = `const { test } = require("node:test");
${loads("other")}test("parses", () => {});
`;
const PROJECT = {
  "package.json": JSON.stringify({ name: "conversions", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "test/rounding.test.js": ROUNDING,
  "test/other.test.js": OTHER,
};

/** The test files node loaded, each once (a failure's re-run loads its file again). */
async function loaded(root: string): Promise<string[]> {
  const lines = (await readFile(path.join(root, "loaded.txt"), "utf8")).trim().split("\n");
  return [...new Set(lines)].sort();
}

async function statuses(root: string): Promise<string[][]> {
  return (await readResults(root)).tests.map((test) => [test.id, test.status]);
}

describe("node --test, --tests on a first run", () => {
  it("runs the file results.json printed for the test, not the tier", async () => {
    const root = await createTempProject(PROJECT);
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    await rm(path.join(root, "loaded.txt"));
    const run = await runCli(["verify", "-C", root, "--tests", "Int16Array > rounds"]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(await statuses(root)).toEqual([["Int16Array > rounds", "failed"]]);
    expect(await loaded(root)).toEqual(["rounding"]);
  });

  it("with no file printed, runs only the tests of that name", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root, "--tests", "parses"]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(await statuses(root)).toEqual([["parses", "passed"]]);
    // The failing test was not run: node reports it as not matching the pattern.
    const report = await readFile(path.join(root, "reports/junit.xml"), "utf8");
    expect(report).not.toContain("<failure");
  });

  it("finds a test that moved to another file since by running the whole tier", async () => {
    const root = await createTempProject(PROJECT);
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    await writeFile(path.join(root, "test/rounding.test.js"), loads("rounding"));
    const moved = ROUNDING.replace(loads("rounding"), "").replace(
      "{ describe, it }",
      "{ describe, it, test }",
    );
    await writeFile(path.join(root, "test/other.test.js"), `${moved}test("parses", () => {});\n`);
    const run = await runCli(["verify", "-C", root, "--tests", "Int16Array > rounds"]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(await statuses(root)).toEqual([["Int16Array > rounds", "failed"]]);
  });

  it("still refuses an id no test has", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root, "--tests", "Int16Array > floors"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no test has the id "Int16Array > floors"');
  });

  it("keeps an id from a comment inert: nothing in it runs, and its pattern characters select nothing", async () => {
    const root = await createTempProject(PROJECT);
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    for (const id of [
      "Int16Array > rounds$(touch pwned-dollar)",
      "Int16Array > `touch pwned-tick`",
      "Int16Array > '; touch pwned-quote; '",
      "Int16Array > .*",
    ]) {
      const run = await runCli(["verify", "-C", root, "--tests", id]);
      expect(run.code, run.stdout + run.stderr).toBe(2);
      expect(run.stderr).toContain("no test has the id");
    }
    for (const marker of ["pwned-dollar", "pwned-tick", "pwned-quote"])
      expect(existsSync(path.join(root, marker)), marker).toBe(false);
  });
});
