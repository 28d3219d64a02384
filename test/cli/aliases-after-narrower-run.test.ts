import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * fastify/fast-content-type-parse, as a newcomer used it: a full run prints each failure's alias;
 * `--tests` of one of them writes a results.json of that one; the alias of another, copied from
 * the full run, was then "no test has the id", after the whole tier had run (node --test lists
 * no tests beforehand). What earlier runs printed is remembered outside the project.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "parse", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "test/parse.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
test("lower-cases the type", () => { assert.equal("A".toLowerCase(), "b"); });
test("unquotes values", () => { assert.equal("'x'".slice(1, -1), "y"); });
test("keeps the rest", () => {});
`,
  // Each load of it leaves a line: a run that selects the tests of parse.test.js never loads it.
  "test/other.test.js": `require("node:fs").appendFileSync("loads.log", "other\\n");
require("node:test")("other passes", () => {});
`,
};

const LOWER = "lower-cases the type";
const UNQUOTE = "unquotes values";

describe("ids a full run printed", () => {
  it("still resolve after a narrower --tests run: an alias and a bare name", async () => {
    const root = await createTempProject(PROJECT);
    const full = await runCli(["verify", "-C", root]);
    expect(full.code).toBe(1);
    const loads = () => readFile(path.join(root, "loads.log"), "utf8");
    const loadedByFullRun = await loads();
    expect(full.stdout).toContain(`[${aliasOf("test", UNQUOTE)}]`);

    const one = await runCli(["verify", "-C", root, "--tests", LOWER]);
    expect(one.code).toBe(1);
    expect((await readResults(root)).tests.map((test) => test.id)).toEqual([LOWER]);

    for (const given of [aliasOf("test", UNQUOTE), UNQUOTE]) {
      const again = await runCli(["verify", "-C", root, "--tests", given]);
      expect(again.stderr).toBe("");
      expect(again.code).toBe(1);
      expect((await readResults(root)).tests.map((test) => [test.id, test.status])).toEqual([
        [UNQUOTE, "failed"],
      ]);
    }
    // Only the full run loaded the other file: each run after it knew its test's file, the
    // last two from what the full run printed, which the narrower run's results.json left out.
    expect(await loads()).toBe(loadedByFullRun);
    // Nothing of it in the project: git would show it.
    expect(await readdir(path.join(root, ".fix-loop"))).toEqual(["results.json"]);
  });
});
