import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FrameworkFileRun, runFrameworkFile } from "../../src/plan/run-framework-file.js";
import { createTempProject } from "../support/temp-project.js";
import { ourVitestIn, VITEST_TIER } from "./support/our-vitest.js";

// A generated vitest test, run the way plan checks it: the tier's own command (this repository's
// vitest) made to run that one file, its report outside the tree, the file back under its
// pending name after. Another test file of the project fails if it runs at all.

let root: string;
let good: FrameworkFileRun;
let writer: FrameworkFileRun;
let testFolder: string[];

beforeAll(async () => {
  root = await createTempProject({
    "package.json": '{ "type": "module" }\n',
    "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.js"] } };\n',
    "test/other.test.js":
      'import { it, expect } from "vitest";\nit("other", () => expect(1).toBe(2));\n',
    "test/bt-001-adds.test.js.pending": [
      "// REVIEW: pending - fix-loop plan --accept",
      'import { it, expect } from "vitest";',
      'it("BT-001 adds", () => expect(1 + 1).toBe(2));',
      "",
    ].join("\n"),
    "test/bt-002-notes.test.js.pending": [
      'import { appendFileSync } from "node:fs";',
      'import { it } from "vitest";',
      'it("BT-002 keeps notes", () => appendFileSync("notes.txt", "x"));',
      "",
    ].join("\n"),
  });
  await ourVitestIn(root);
  const context = { cwd: root, env: process.env, runAs: null };
  good = await runFrameworkFile("test/bt-001-adds.test.js.pending", VITEST_TIER, context);
  writer = await runFrameworkFile("test/bt-002-notes.test.js.pending", VITEST_TIER, context);
  testFolder = (await readdir(path.join(root, "test"))).sort();
}, 60_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("running one generated vitest test as the tier's runner runs it", () => {
  it("runs that file alone, reads its id from the report and says how to run it", () => {
    expect(good.problem).toBeNull();
    expect(good.ran?.tests.map((test) => [test.id, test.status])).toEqual([["BT-001", "passed"]]);
    expect(good.note).toEqual({
      exitCode: 0,
      timedOut: false,
      summary: ["PASS: BT-001 adds"],
      command: "node_modules/.bin/vitest run test/bt-001-adds.test.js",
    });
    expect(good.changed).toEqual([]);
  });

  it("sees a file the test wrote, and leaves every test file under its name, the report outside the tree", async () => {
    expect(writer.changed).toEqual(["notes.txt"]);
    expect(await readFile(path.join(root, "notes.txt"), "utf8")).toBe("x");
    expect(testFolder).toEqual([
      "bt-001-adds.test.js.pending",
      "bt-002-notes.test.js.pending",
      "other.test.js",
    ]);
    expect(await readdir(root)).not.toContain("reports");
  });
});
