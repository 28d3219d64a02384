import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { vitest } from "../../src/runners/vitest.js";
import { ourVitestProject } from "../support/runner-project.js";
import { tempFolder } from "../support/temp-project.js";

/**
 * vitest's in-run retry reporter, in a real vitest: what it writes for fix-loop to read back.
 * A green run of jshttp/cookie's 63,740 tests wrote a 12 MB record of attempts nobody retried.
 */
describe("vitest's record of its in-run retries", () => {
  it("holds the files where a test was retried, each whole, and nothing of the others", async () => {
    const root = await ourVitestProject({
      "package.json": '{ "type": "module" }',
      "test/green.test.js": [
        'import { expect, it } from "vitest";',
        'it("adds", () => expect(1 + 1).toBe(2));',
        'it("subtracts", () => expect(2 - 1).toBe(1));',
      ].join("\n"),
      "test/red.test.js": [
        'import { expect, it } from "vitest";',
        'it("multiplies", () => expect(2 * 2).toBe(5));',
        'it("divides", () => expect(4 / 2).toBe(2));',
      ].join("\n"),
    });
    const scratch = tempFolder("fix-loop-attempts-");
    const retry = await withRunnerRetry(
      vitest,
      "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
      1,
      scratch,
      process.env,
    );
    if (!retry) throw new Error("vitest's retry hooks were not added");
    const ran = spawnSync("sh", ["-c", retry.command], {
      cwd: root,
      env: retry.env,
      encoding: "utf8",
    });
    expect(ran.status).toBe(1);
    const record = JSON.parse(await readFile(retry.recordFile, "utf8")) as {
      tests: { file: string; name: string; retryCount: number }[];
    };
    expect(
      record.tests
        .map((test) => [path.relative(root, test.file), test.name, test.retryCount])
        .sort(),
    ).toEqual([
      ["test/red.test.js", "divides", 0],
      ["test/red.test.js", "multiplies", 1],
    ]);
  });
});
