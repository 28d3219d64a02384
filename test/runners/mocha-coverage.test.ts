import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../src/results/schema.js";
import { runnerNamed } from "../../src/runners/registry.js";
import { MOCHA_PRICES } from "../support/mocha-prices.js";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * mocha's coverage for triage is taken in the process that runs the tests, through a root hook
 * plugin, as jest's and vitest's is: not one process per test. The project's own setup file
 * (`--require test/setup.js`) writes the pid of every mocha process that loads it.
 */

describe("mocha's coverage", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
  }, 240_000);

  it("gives each test the functions it called, from one mocha process for all of them", async () => {
    const root = await linkedProject(MOCHA_PRICES, modules);
    const mocha = runnerNamed("mocha");
    const commands: string[] = [];
    const runner = mocha?.coverage?.runner({
      cwd: root,
      env: process.env,
      commandFor: (tests) => {
        const command = `npx mocha --require test/setup.js --grep '^(?:${tests.map((test) => test.id).join("|")})$' test/prices.test.js`;
        commands.push(command);
        return command;
      },
    });
    const tests = [
      "prices totals",
      "prices taxes",
      "discounts takes a tenth",
      "prices totals and taxes",
    ].map(testNamed);
    const covered = await runner?.run(tests);

    expect(commands).toHaveLength(1);
    expect(await pids(root)).toHaveLength(1);
    const functions = (id: string) => [...(covered?.get(id) ?? [])].sort();
    expect(functions("prices totals")).toEqual(["lib/prices.js:total"]);
    expect(functions("prices taxes")).toEqual(["lib/prices.js:tax"]);
    expect(functions("discounts takes a tenth")).toEqual(["lib/prices.js:discount"]);
    expect(functions("prices totals and taxes")).toEqual([
      "lib/prices.js:tax",
      "lib/prices.js:total",
    ]);
  }, 120_000);

  it("verify blames failures whose stacks name no project function on the function they share, from the one mocha process that ran and retried them", async () => {
    const root = await linkedProject(
      { ...MOCHA_PRICES, "lib/prices.js": MOCHA_PRICES["lib/prices.js"].replace("/ 100", "/ 10") },
      modules,
    );
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed").map((test) => test.id);
    expect(failed.sort()).toEqual([
      "discounts takes a half",
      "discounts takes a quarter",
      "discounts takes a tenth",
      "discounts takes it all",
    ]);
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/prices.js",
      function: "discount",
      source: "coverage",
    });
    // mocha retried the failures in its own run (--retries), their coverage taken on the way.
    expect(
      results.tests.filter((test) => test.status === "failed").map((test) => test.runs),
    ).toEqual([2, 2, 2, 2]);
    expect(await pids(root)).toHaveLength(1);
  }, 240_000);

  it("verify tells a test that failed and then passed on mocha's own retry as flaky, with its failed attempt's evidence", async () => {
    const flips = `const assert = require("node:assert");
const fs = require("node:fs");
const path = require("node:path");
describe("flips", () => {
  it("fails once", () => {
    const marker = path.join(__dirname, "..", "flipped");
    if (!fs.existsSync(marker)) {
      fs.writeFileSync(marker, "");
      assert.fail("the first attempt fails");
    }
  });
  it("always fails", () => assert.strictEqual(1 + 1, 3));
});
`;
    const root = await linkedProject({ ...MOCHA_PRICES, "test/flips.test.js": flips }, modules);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const flaky = results.tests.find((test) => test.id === "flips fails once");
    expect(flaky).toMatchObject({ status: "flaky", runs: 2 });
    expect(flaky?.reason).toContain("mocha's own retry");
    expect(flaky?.evidence?.excerpt).toContain("the first attempt fails");
    expect(results.tests.find((test) => test.id === "flips always fails")).toMatchObject({
      status: "failed",
      runs: 2,
    });
    expect(await pids(root)).toHaveLength(1);
  }, 240_000);

  it("verify names the culprit of a single failure whose stack names no project function, from the coverage its re-run took", async () => {
    // One failure makes one group: no grouping to decide, but nothing on its stack to blame.
    const root = await linkedProject(
      {
        ...MOCHA_PRICES,
        "lib/prices.js": MOCHA_PRICES["lib/prices.js"].replace(
          "{ return price -",
          "{ if (percent >= 100) return price; return price -",
        ),
      },
      modules,
    );
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed").map((test) => test.id);
    expect(failed).toEqual(["discounts takes it all"]);
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/prices.js",
      function: "discount",
      source: "coverage",
    });
    // The coverage came from mocha's own retry of the failure, in its one process.
    expect(await pids(root)).toHaveLength(1);
    expect(results.phases?.coverageMs).toBe(0);
    expect(results.phases?.coverageInRunsMs).toBeGreaterThan(0);
  }, 240_000);
});

async function pids(root: string): Promise<string[]> {
  const text = await readFile(path.join(root, "pids.log"), "utf8");
  return [...new Set(text.split("\n").filter(Boolean))];
}

function testNamed(id: string): TestResult {
  return {
    id,
    title: id,
    tier: "unit",
    status: "passed",
    durationMs: 1,
    kind: "junit",
    file: "test/prices.test.js",
    requires: [],
    runs: 1,
    reason: null,
    evidence: null,
  };
}
