import { spawnSync } from "node:child_process";
import { readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { runnerOf } from "../../src/runners/registry.js";
import { jestModules } from "../support/jest-install.js";
import { installedModules } from "../support/npm-install.js";
import { PRICES_JEST_COMMAND } from "../support/prices-project.js";
import { createTempProject, tempFolder } from "../support/temp-project.js";

/**
 * A first run records coverage from each file's first failure on (FIX_LOOP_COVERAGE_FROM=failure),
 * in one process for many test files (jest in band, vitest without isolation). Precise coverage
 * left on after a failing file slowed every file after it; it is turned off as the failing file
 * ends, and a later failing file turns it on again and records as the first did.
 *
 * Each test file writes, as it starts, whether the process's coverage session (the one the
 * setup file keeps for every file of the process) is on. Two of the three files fail, so in
 * any order a file runs after a failing one.
 */
function project(runner: "jest" | "vitest"): Record<string, string> {
  const header =
    runner === "vitest"
      ? [
          'import { appendFileSync } from "node:fs";',
          'import inspector from "node:inspector";',
          'import { expect, it as test } from "vitest";',
          'import { cents } from "../src/prices.js";',
        ]
      : [
          'const { appendFileSync } = require("node:fs");',
          'const inspector = require("node:inspector");',
          'const { cents } = require("../src/prices.js");',
        ];
  const file = (name: string, tests: string[]) =>
    [
      ...header,
      'const shared = inspector[Symbol.for("fix-loop.coverage")];',
      `appendFileSync("sessions.log", "${name} " + (shared && shared.session ? "on" : "off") + "\\n");`,
      ...tests,
    ].join("\n");
  const source =
    "function cents(amount) { return Math.round(amount * 100) + 1; } // seeded: off by one\n";
  return {
    ...(runner === "vitest"
      ? {
          "package.json": '{ "type": "module" }',
          "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.js"] } };\n',
          "src/prices.js": `${source}export { cents };\n`,
        }
      : {
          "package.json": '{ "private": true }',
          "src/prices.js": `${source}module.exports = { cents };\n`,
        }),
    "test/a.test.js": file("a", [
      'test("a fails", () => { expect(cents(1)).toBe(100); });',
      'test("a passes", () => { expect(typeof cents(1)).toBe("number"); });',
    ]),
    "test/b.test.js": file("b", ['test("b passes", () => { expect(1 + 1).toBe(2); });']),
    "test/c.test.js": file("c", [
      'test("c fails", () => { expect(cents(2)).toBe(200); });',
      'test("c passes", () => { expect(typeof cents(2)).toBe("number"); });',
    ]),
  };
}

describe.each([
  {
    runner: "jest" as const,
    modules: jestModules,
    command: `${PRICES_JEST_COMMAND} --runInBand`,
  },
  {
    runner: "vitest" as const,
    modules: async () => path.join(import.meta.dirname, "../../node_modules"),
    command:
      "node_modules/.bin/vitest run --no-isolate --no-file-parallelism --reporter=junit --outputFile=reports/junit.xml",
  },
])(
  "$runner: coverage recorded from a failure, many test files in one process",
  ({ runner, modules, command }) => {
    it("is off as each file starts, and a later failing file records as the first did", async () => {
      const root = await createTempProject(project(runner));
      await symlink(await modules(), path.join(root, "node_modules"));
      const scratch = tempFolder("fix-loop-test-records-");
      const out = path.join(scratch, "coverage.jsonl");
      const retry = await withRunnerRetry(runnerOf(runner), command, 1, scratch, {
        ...process.env,
        FIX_LOOP_COVERAGE_OUT: out,
        FIX_LOOP_COVERAGE_FROM: "failure",
        FIX_LOOP_COVERAGE_LIMIT: "20",
      });
      const run = spawnSync("sh", ["-c", retry?.command ?? "false"], {
        cwd: root,
        env: retry?.env,
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(1);
      const sessions = (await readFile(path.join(root, "sessions.log"), "utf8")).trim().split("\n");
      expect(sessions.sort()).toEqual(["a off", "b off", "c off"]);
      const records = (await readFile(out, "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
        .map((record) => ({
          file: path.basename(record.file),
          name: record.name.replace(/^.* > /, ""),
          calls: record.scripts.flatMap((script: { functions: { functionName: string }[] }) =>
            script.functions.map((fn) => fn.functionName),
          ),
        }));
      // Each failing file: its failure (the retry, recording starts after the failed attempt)
      // and the passing test after it, both calling cents; b, all passing, records nothing.
      expect(records.sort((x, y) => (x.name < y.name ? -1 : 1))).toEqual([
        { file: "a.test.js", name: "a fails", calls: ["cents"] },
        { file: "a.test.js", name: "a passes", calls: ["cents"] },
        { file: "c.test.js", name: "c fails", calls: ["cents"] },
        { file: "c.test.js", name: "c passes", calls: ["cents"] },
      ]);
    });
  },
);

/**
 * mocha loads the setup once (a root hook plugin) for every file of its one process: a file ends
 * when a test of another file begins. Each test writes whether coverage is on as it runs; the
 * files run in order a, b, c.
 */
describe("mocha: coverage recorded from a failure, every test file in one process", () => {
  const test = (file: string, name: string, body: string) =>
    `  it("${name}", () => { log("${file} ${name}"); ${body} });`;
  const file = (name: string, tests: string[]) =>
    [
      'const assert = require("node:assert");',
      'const { appendFileSync } = require("node:fs");',
      'const inspector = require("node:inspector");',
      'const { cents } = require("../src/prices.js");',
      'const log = (what) => { const shared = inspector[Symbol.for("fix-loop.coverage")]; appendFileSync("sessions.log", what + " " + (shared && shared.session ? "on" : "off") + "\\n"); };',
      `describe("${name}", () => {`,
      ...tests,
      "});",
    ].join("\n");
  const files = {
    "package.json": '{ "private": true }',
    "src/prices.js":
      "function cents(amount) { return Math.round(amount * 100) + 1; } // seeded: off by one\nmodule.exports = { cents };\n",
    "test/a.test.js": file("a", [
      test("a", "fails", "assert.strictEqual(cents(1), 100);"),
      test("a", "passes", 'assert.strictEqual(typeof cents(1), "number");'),
    ]),
    "test/b.test.js": file("b", [
      test("b", "passes", 'assert.strictEqual(typeof cents(3), "number");'),
    ]),
    "test/c.test.js": file("c", [
      test("c", "fails", "assert.strictEqual(cents(2), 200);"),
      test("c", "passes", 'assert.strictEqual(typeof cents(2), "number");'),
    ]),
  };

  it("is off again when the failing file ends: a passing file after it records nothing and runs without it", async () => {
    const root = await createTempProject(files);
    const modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
    await symlink(modules, path.join(root, "node_modules"));
    const scratch = tempFolder("fix-loop-test-records-");
    const out = path.join(scratch, "coverage.jsonl");
    const command =
      "node_modules/.bin/mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml test/";
    const retry = await withRunnerRetry(runnerOf("mocha"), command, 1, scratch, {
      ...process.env,
      FIX_LOOP_COVERAGE_OUT: out,
      FIX_LOOP_COVERAGE_FROM: "failure",
      FIX_LOOP_COVERAGE_LIMIT: "20",
    });
    const run = spawnSync("sh", ["-c", retry?.command ?? "false"], {
      cwd: root,
      env: retry?.env,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(2);
    const sessions = (await readFile(path.join(root, "sessions.log"), "utf8")).trim().split("\n");
    // A failure's first attempt runs before recording starts; its retry and what follows in its
    // file are recorded.
    expect(sessions).toEqual([
      "a fails off",
      "a fails on",
      "a passes on",
      "b passes off",
      "c fails off",
      "c fails on",
      "c passes on",
    ]);
    const records = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .map((record) => `${path.basename(record.file)}: ${record.name}`);
    expect(records).toEqual([
      "a.test.js: a fails",
      "a.test.js: a passes",
      "c.test.js: c fails",
      "c.test.js: c passes",
    ]);
  }, 240_000);
});
