import { spawnSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { runCli } from "../support/run-cli.js";
import { expectRerunAlone, ourVitestProject, readResults } from "../support/runner-project.js";

/**
 * Titles with spaces at either end, as unjs/destr's cases of invalid JSON are (`it("{     ")`):
 * their run: lines and `--tests` matched nothing, and `--tests` with one printed PASSED for a
 * failing test, none of it run.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "json", private: true, type: "module" }),
  // Never refuses: the two texts that are no JSON fail.
  "src/parse.js": "export const parse = (text) => text;\n",
  "test/parse.test.js": `import { describe, expect, it } from "vitest";
import { parse } from "../src/parse.js";
describe("refuses", () => {
  for (const text of ["{     ", " [1,"]) {
    it(text, () => { expect(parse(text)).toBe(null); });
  }
  it("ok", () => { expect(parse("ok")).toBe("ok"); });
});
`,
};

describe("vitest titles that begin or end with spaces", () => {
  it("keep them in the run: line and the id, and --tests finds the test by the id without them", async () => {
    const root = await ourVitestProject(PROJECT, ["retries: 0"]);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const failed = (await readResults(root)).tests.filter((test) => test.status === "failed");
    expect(failed.map((test) => test.id).sort()).toEqual([
      "test/parse.test.js > refuses >  [1,",
      "test/parse.test.js > refuses > {     ",
    ]);
    for (const test of failed) {
      const copied = spawnSync("sh", ["-c", test.run ?? "false"], { cwd: root, encoding: "utf8" });
      expect(stripVTControlCharacters(copied.stdout)).toMatch(/Tests\s+1 failed \| 2 skipped/);
    }
    // A copy from the terminal loses a line's last spaces; the list's ids are trimmed.
    await expectRerunAlone(
      root,
      [
        "test/parse.test.js > refuses > {",
        aliasOf("test", "test/parse.test.js > refuses > {     "),
      ],
      "test/parse.test.js > refuses > {     ",
    );
  });
});
