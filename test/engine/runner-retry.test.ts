import { readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { jestModules } from "../support/jest-install.js";
import { useSessionFolder } from "./support/session-folder.js";

const repoRoot = path.join(import.meta.dirname, "../..");
const project = useSessionFolder("runner-retry-");

/**
 * A vitest project whose test file logs each time it is loaded (one line per runner start) and
 * each test it runs: "flaky" fails on its first attempt only, "rejects" always.
 */
async function writeProject(config: string): Promise<void> {
  await symlink(
    path.join(repoRoot, "node_modules"),
    path.join(project.root, "node_modules"),
    "dir",
  );
  const files: Record<string, string> = {
    "package.json": '{ "type": "module" }\n',
    "vitest.config.mjs": config,
    "src/a.test.js": [
      'import { appendFileSync, existsSync, writeFileSync } from "node:fs";',
      'import { describe, expect, it } from "vitest";',
      'appendFileSync("ran.log", "load\\n");',
      'describe("cart", () => {',
      '  it("adds", () => { appendFileSync("ran.log", "adds\\n"); });',
      '  it("rejects", () => { appendFileSync("ran.log", "rejects\\n"); expect(1).toBe(2); });',
      '  it("flaky", () => {',
      '    appendFileSync("ran.log", "flaky\\n");',
      '    if (!existsSync("flaky.once")) { writeFileSync("flaky.once", ""); throw new Error("first attempt fails"); }',
      "  });",
      "});",
      "",
    ].join("\n"),
  };
  await project.write(files);
}

async function runTier(command: string) {
  const config = configSchema.parse({
    retries: 1,
    tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
  });
  return (await project.open(config)).runTiers();
}

async function ranLog(): Promise<string[]> {
  return (await readFile(path.join(project.root, "ran.log"), "utf8")).trim().split("\n");
}

describe("vitest retries a failing test in its own run", () => {
  it("starts vitest once: a failure that fails again is real, one that then passes is flaky with its failed attempt", async () => {
    await writeProject('export default { test: { include: ["src/**/*.test.js"] } };\n');
    const run = await runTier(
      "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
    );
    // One load of the file: the retries happened inside the first run.
    expect((await ranLog()).sort()).toEqual([
      "adds",
      "flaky",
      "flaky",
      "load",
      "rejects",
      "rejects",
    ]);
    const byTitle = new Map(run.tests.map((test) => [test.id, test]));
    expect(byTitle.get("src/a.test.js > cart > rejects")).toMatchObject({
      status: "failed",
      runs: 2,
      reason: null,
    });
    const flaky = byTitle.get("src/a.test.js > cart > flaky");
    expect(flaky).toMatchObject({ status: "flaky", runs: 2 });
    expect(flaky?.reason).toMatch(/^failed, then passed on re-run 1 of 1/);
    expect(flaky?.evidence?.summary).toContain("first attempt fails");
    expect(flaky?.evidence?.location?.file).toBe("src/a.test.js");
    expect(byTitle.get("src/a.test.js > cart > adds")).toMatchObject({ status: "passed", runs: 1 });
    // The run: line is the tier's own selection, without fix-loop's retry or reporter.
    expect(byTitle.get("src/a.test.js > cart > rejects")?.run).not.toMatch(/retry|fix-loop/);
  });

  it("keeps the separate re-run when the reporters come from the config (a --reporter would replace them)", async () => {
    await writeProject(
      'export default { test: { include: ["src/**/*.test.js"], reporters: ["junit"], outputFile: "reports/junit.xml" } };\n',
    );
    const run = await runTier("node_modules/.bin/vitest run");
    expect((await ranLog()).filter((line) => line === "load")).toHaveLength(2);
    const byTitle = new Map(run.tests.map((test) => [test.id, test]));
    expect(byTitle.get("src/a.test.js > cart > rejects")).toMatchObject({
      status: "failed",
      runs: 2,
    });
    expect(byTitle.get("src/a.test.js > cart > flaky")).toMatchObject({ status: "flaky", runs: 2 });
  });
});

describe("jest re-runs a failure in its own file only", () => {
  it("has jest-junit name each test's file, so the re-run loads that file, not every test file", async () => {
    await symlink(await jestModules(), path.join(project.root, "node_modules"), "dir");
    await project.write({
      // Reporters from the config: jest cannot retry in its own run, the engine re-runs.
      "package.json": '{ "private": true, "jest": { "reporters": ["default", "jest-junit"] } }\n',
      "test/a.test.js": [
        'const { appendFileSync } = require("node:fs");',
        'appendFileSync("ran.log", "load a\\n");',
        'describe("cart", () => {',
        '  test("adds", () => {});',
        '  test("rejects", () => { expect(1).toBe(2); });',
        "});",
        "",
      ].join("\n"),
      "test/b.test.js": [
        'const { appendFileSync } = require("node:fs");',
        'appendFileSync("ran.log", "load b\\n");',
        'test("other", () => {});',
        "",
      ].join("\n"),
    });
    const run = await runTier(
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci",
    );
    const failed = run.tests.find((test) => test.status === "failed");
    expect(failed).toMatchObject({ id: "cart rejects", runs: 2, runsAlone: true });
    expect(failed?.run).toContain("test/a.test.js");
    expect((await ranLog()).sort()).toEqual(["load a", "load a", "load b"]);
  });

  it("retries in jest's own run where jest-circus can, and keeps a fails-then-passes test flaky", async () => {
    await symlink(await jestModules(), path.join(project.root, "node_modules"), "dir");
    await project.write({
      "package.json": '{ "private": true }\n',
      "test/a.test.js": [
        'const { appendFileSync, existsSync, writeFileSync } = require("node:fs");',
        'appendFileSync("ran.log", "load a\\n");',
        'describe("cart", () => {',
        '  test("rejects", () => { appendFileSync("ran.log", "rejects\\n"); expect(1).toBe(2); });',
        // The same name again, passing: each takes its own record, in the file's order.
        '  test("rejects", () => {});',
        '  test("flaky", () => {',
        '    appendFileSync("ran.log", "flaky\\n");',
        '    if (!existsSync("flaky.once")) { writeFileSync("flaky.once", ""); throw new Error("first attempt fails"); }',
        "  });",
        '  test.todo("totals");',
        "});",
        "",
      ].join("\n"),
    });
    const run = await runTier(
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit",
    );
    // One load: both retries happened in the first run.
    expect((await ranLog()).sort()).toEqual(["flaky", "flaky", "load a", "rejects", "rejects"]);
    const byId = new Map(run.tests.map((test) => [test.id, test]));
    expect(byId.get("cart rejects")).toMatchObject({ status: "failed", runs: 2, reason: null });
    expect(byId.get("cart rejects (2)")).toMatchObject({ status: "passed", runs: 1 });
    const flaky = byId.get("cart flaky");
    expect(flaky).toMatchObject({ status: "flaky", runs: 2 });
    expect(flaky?.reason).toMatch(/^failed, then passed on re-run 1 of 1/);
    expect(flaky?.evidence?.summary.join("\n")).toContain("first attempt fails");
    // jest-junit writes a todo as a testcase with nothing in it, which reads as a pass.
    expect(byId.get("cart totals")).toMatchObject({ status: "skipped", runs: 0, reason: "todo" });
  });
});
