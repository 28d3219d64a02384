import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";

/** A build that copies src/ to lib/, which the tests load, and counts itself in build.log. */
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "built-first",
    private: true,
    scripts: {
      build:
        "node -e \"const fs=require('fs');fs.mkdirSync('lib',{recursive:true});fs.copyFileSync('src/sum.js','lib/sum.js');fs.appendFileSync('build.log','built\\n')\"",
    },
  }),
  "src/sum.js": "exports.sum = (a, b) => a + b + 1;\n",
  "test/sum.test.js": [
    'const test = require("node:test");',
    'const assert = require("node:assert");',
    'const { sum } = require("../lib/sum.js");',
    'test("adds", () => assert.strictEqual(sum(1, 2), 3));',
    'test("adds zero", () => assert.strictEqual(sum(0, 0), 0));',
    'test("is a function", () => assert.strictEqual(typeof sum, "function"));',
    "",
  ].join("\n"),
};

describe("a retry of failing tests behind a tier's build step", () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), "fix-loop-built-first-"));
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
      await writeFile(path.join(cwd, file), text);
    }
  });
  afterAll(async () => {
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });

  it("runs the tests again on the first run's build, without building again", async () => {
    const config = configSchema.parse({
      retries: 1,
      tiers: [
        {
          name: "unit",
          command:
            "mkdir -p reports && npm run build && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/",
          junit: "reports/junit.xml",
        },
      ],
    });
    const results = await runVerify({ cwd, config, configPath: "fix-loop.yml", env: process.env });
    const failed = results.tests.filter((test) => test.status === "failed");
    expect(failed.map((test) => test.title).sort()).toEqual(["adds", "adds zero"]);
    // Confirmed by a second run of each, which found the build the first run made.
    expect(failed.map((test) => test.runs)).toEqual([2, 2]);
    expect(await readFile(path.join(cwd, "build.log"), "utf8")).toBe("built\n");
    // The line a person runs builds first: their tree may have changed since.
    expect(failed[0]?.run).toContain("npm run build && ");
  }, 60_000);
});
