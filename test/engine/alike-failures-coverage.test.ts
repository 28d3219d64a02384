import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { ALIKE_DENSE } from "../../src/junit/coverage-setup.js";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { type Framework, runnerOf } from "../../src/runners/registry.js";
import { installedModules } from "../support/npm-install.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A table of 40 durations that all fail at one throw (the seeded bug refuses every unit), and,
 * after it in the same file, two failures of another bug (a wrong format) that assert elsewhere.
 * The first run records the table's failures sparsely after the first ALIKE_DENSE, and every
 * failure of the other kind.
 */
const CASES = Array.from({ length: 40 }, (_, index) => `${index + 1}s`);
const DURATIONS: Record<string, string> = {
  "package.json": '{ "type": "module" }',
  "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.js"] } };\n',
  "src/durations.js": [
    "export function toMs(text) {",
    "  const match = /^(\\d+)(s|m)$/.exec(text);",
    "  if (!match || match[2] !== 'ms') throw new Error('cannot read \"' + text + '\"'); // seeded",
    "  return Number(match[1]) * (match[2] === 's' ? 1000 : 60000);",
    "}",
    "export function format(ms) {",
    "  return Math.round(ms / 100) + 's'; // seeded: hundreds, not thousands",
    "}",
    "export function half(ms) {",
    "  return ms / 2;",
    "}",
  ].join("\n"),
  "test/durations.test.js": [
    'import { describe, expect, it } from "vitest";',
    'import { format, half, toMs } from "../src/durations.js";',
    'describe("durations", () => {',
    `  it.each(${JSON.stringify(CASES)})("reads %s", (text) => { expect(toMs(text)).toBe(parseInt(text, 10) * 1000); });`,
    '  it("halves", () => { expect(half(10)).toBe(5); });',
    '  it("formats seconds", () => { expect(format(2000)).toBe("2s"); });',
    '  it("halves again", () => { expect(half(4)).toBe(2); });',
    '  it("formats a minute", () => { expect(format(60000) === "60s", "a minute reads wrong").toBe(true); });',
    "});",
  ].join("\n"),
};
/** The same project for mocha (CommonJS), whose failed attempt keeps no err of its own. */
const DURATIONS_MOCHA: Record<string, string> = {
  "package.json": '{ "private": true }',
  "src/durations.js": DURATIONS["src/durations.js"]
    ?.replace(/export function (\w+)/g, "exports.$1 = function $1")
    .concat("\n") as string,
  "test/durations.test.js": [
    'const assert = require("node:assert");',
    'const { format, half, toMs } = require("../src/durations.js");',
    'describe("durations", () => {',
    `  for (const text of ${JSON.stringify(CASES)}) it("reads " + text, () => { assert.equal(toMs(text), parseInt(text, 10) * 1000); });`,
    '  it("halves", () => { assert.equal(half(10), 5); });',
    '  it("formats seconds", () => { assert.equal(format(2000), "2s"); });',
    '  it("halves again", () => { assert.equal(half(4), 2); });',
    '  it("formats a minute", () => { assert.ok(format(60000) === "60s", "a minute reads wrong"); });',
    "});",
  ].join("\n"),
};
const MOCHA_COMMAND =
  "npx mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml test/";
const COMMAND = "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml";
const MODULES = path.join(import.meta.dirname, "../../node_modules");

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function project(files: Record<string, string>, modules: string): Promise<string> {
  const root = await createTempProject(files);
  roots.push(root);
  await symlink(modules, path.join(root, "node_modules"));
  return root;
}

/** The names of the tests a first run with the runner's in-run retry recorded, from the first failure on. */
async function recorded(runner: Framework, root: string, command: string): Promise<string[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), "fix-loop-test-records-"));
  roots.push(scratch);
  const out = path.join(scratch, "coverage.jsonl");
  const retry = await withRunnerRetry(runnerOf(runner), command, 1, scratch, {
    ...process.env,
    FIX_LOOP_COVERAGE_OUT: out,
    FIX_LOOP_COVERAGE_FROM: "failure",
    FIX_LOOP_COVERAGE_LIMIT: "20",
  });
  spawnSync("sh", ["-c", retry?.command ?? "false"], {
    cwd: root,
    env: retry?.env,
    stdio: "ignore",
  });
  return (await readFile(out, "utf8"))
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line).name as string);
}

/** The 1st to ALIKE_DENSE-th of the table's 40 cases, then the 11th and 12th, the 21st and 22nd. */
const SAMPLED = [...Array(ALIKE_DENSE).keys(), 10, 11, 20, 21].map((index) => CASES[index]);

describe("failures that fail alike, in a first run that records from the first failure", () => {
  it("are recorded densely at first, then two at each doubling; others all (vitest)", async () => {
    const names = await recorded("vitest", await project(DURATIONS, MODULES), COMMAND);
    const table = names.filter((name) => name.startsWith("durations > reads "));
    expect(table.sort()).toEqual(SAMPLED.map((text) => `durations > reads ${text}`).sort());
    expect(names).toEqual(
      expect.arrayContaining(["durations > formats seconds", "durations > formats a minute"]),
    );
  });

  it("are sampled alike in mocha, whose retried attempt keeps its error elsewhere", async () => {
    const modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
    const names = await recorded("mocha", await project(DURATIONS_MOCHA, modules), MOCHA_COMMAND);
    const table = names.filter((name) => name.startsWith("durations reads "));
    expect(table.sort()).toEqual(SAMPLED.map((text) => `durations reads ${text}`).sort());
    expect(names).toEqual(
      expect.arrayContaining(["durations formats seconds", "durations formats a minute"]),
    );
  }, 240_000);

  it("still give each cause its group and its culprit", async () => {
    const root = await project(DURATIONS, MODULES);
    const config = configSchema.parse({
      retries: 1,
      tiers: [{ name: "unit", command: COMMAND, junit: "reports/junit.xml" }],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
    const culprits = results.groups.map((group) => [
      group.tests.length,
      group.triage?.culprit?.function,
    ]);
    expect(culprits.sort()).toEqual([
      [2, "format"],
      [40, "toMs"],
    ]);
  });
});
