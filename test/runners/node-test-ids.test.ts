import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * node:test's JUnit reporter writes `classname="test"` on every testcase and nests describe
 * blocks (and tests holding subtests) as <testsuite>s. A test's id is its place among them; ids
 * were once `test > <title>`, with an ordinal where a title repeated (webidl-conversions:
 * `test > should throw a TypeError for Int16Array different realm (22)`), which moved whenever
 * a test of the same title was added before it.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "conversions", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "test/convert.test.js": `const { describe, it, test } = require("node:test");
const assert = require("node:assert");
describe("Int16Array", () => {
  it("rejects another realm", () => {});
  it("rounds", () => { assert.equal(Math.round(1.5), 3); });
});
describe("Int32Array", () => {
  it("rejects another realm", () => {});
  describe("clamped", () => { it("rounds", () => {}); });
  describe("pending", () => {});
});
describe("empty", () => {});
test("loads", () => {});
test("parent", async (t) => { await t.test("child", () => {}); });
`,
};

describe("node --test ids", () => {
  // The report writes a describe that holds no test as a testcase; it is no test (node counts 6).
  it("are the test's describe path, the same title in two describes two ids without an ordinal; an empty describe is no test", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    expect(results.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["Int16Array > rejects another realm", "passed"],
      ["Int16Array > rounds", "failed"],
      ["Int32Array > clamped > rounds", "passed"],
      ["Int32Array > rejects another realm", "passed"],
      ["loads", "passed"],
      ["parent > child", "passed"],
    ]);
    expect(run.stdout).toContain("✗ Int16Array > rounds");
  });

  it.each([
    ["test > rounds", "Int16Array > rounds", "failed", 1],
    ["test > rounds (2)", "Int32Array > clamped > rounds", "passed", 0],
  ])(
    "take back an id an earlier fix-loop printed (%s): that test runs, under its id now",
    async (former, id, status, code) => {
      const root = await createTempProject(PROJECT);
      const run = await runCli(["verify", "-C", root, "--tests", former]);
      expect(run.code, run.stdout + run.stderr).toBe(code);
      const results = await readResults(root);
      expect(results.tests.map((test) => [test.id, test.status])).toEqual([[id, status]]);
    },
  );

  it("keep a test quarantined under the id an earlier fix-loop gave it", async () => {
    const quarantine = {
      version: 1,
      tests: [
        {
          id: "test > rounds",
          alias: "T-0000",
          since: "2026-11-20T10:00:00Z",
          reason: "flaked in 6 of 40 runs",
          rate: 0.15,
          lowerBound: 0.07,
          runs: 40,
          by: "@maintainer",
        },
      ],
    };
    const root = await createTempProject({
      ...PROJECT,
      "quarantine.json": JSON.stringify(quarantine),
    });
    const run = await runCli(["verify", "-C", root, "--quarantine", "quarantine.json"]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const results = await readResults(root);
    expect(results.tests.find((test) => test.id === "Int16Array > rounds")).toMatchObject({
      status: "failed",
      formerId: "test > rounds",
      quarantined: { since: "2026-11-20T10:00:00Z" },
    });
  });
});
