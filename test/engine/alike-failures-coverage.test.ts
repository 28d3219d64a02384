import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { ALIKE_DENSE } from "../../src/junit/coverage-setup.js";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { runnerOf } from "../../src/runners/registry.js";
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
const COMMAND = "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml";
const MODULES = path.join(import.meta.dirname, "../../node_modules");

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function project(): Promise<string> {
  const root = await createTempProject(DURATIONS);
  roots.push(root);
  await symlink(MODULES, path.join(root, "node_modules"));
  return root;
}

describe("failures that fail alike, in a first run that records from the first failure", () => {
  it("are recorded densely at first, then two at each doubling; others all", async () => {
    const root = await project();
    const scratch = await mkdtemp(path.join(tmpdir(), "fix-loop-test-records-"));
    roots.push(scratch);
    const out = path.join(scratch, "coverage.jsonl");
    const retry = await withRunnerRetry(runnerOf("vitest"), COMMAND, 1, scratch, {
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
    const names = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).name as string);
    const table = names.filter((name) => name.startsWith("durations > reads "));
    // The 1st to ALIKE_DENSE-th, then the 11th and 12th, the 21st and 22nd of the 40.
    const expected = [...Array(ALIKE_DENSE).keys(), 10, 11, 20, 21].map(
      (index) => `durations > reads ${CASES[index]}`,
    );
    expect(table.sort()).toEqual(expected.sort());
    expect(names).toEqual(
      expect.arrayContaining(["durations > formats seconds", "durations > formats a minute"]),
    );
  });

  it("still give each cause its group and its culprit", async () => {
    const root = await project();
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
