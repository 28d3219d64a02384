import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import {
  expectRerunAlone,
  initConfig,
  linkedProject,
  readResults,
} from "../support/runner-project.js";

/**
 * mocha as a project runs it: its test script requires a setup file that needs NODE_ENV, checks
 * leaks, and names two test folders. init keeps all of it; verify reads pending tests, gives ids
 * that do not repeat the title, and refuses an unknown id before any test runs.
 */
const PROJECT = {
  "package.json": JSON.stringify({
    name: "cart",
    private: true,
    scripts: {
      test: "NODE_ENV=test mocha --require test/setup.js --reporter dot --check-leaks test/ test/acceptance/",
    },
    devDependencies: { mocha: "11.7.6", "mocha-junit-reporter": "2.2.1" },
  }),
  "lib/cart.js": "exports.sum = (prices) => prices.reduce((total, price) => total + price, 1);\n",
  "test/setup.js": `if (process.env.NODE_ENV !== "test") throw new Error("the tests need NODE_ENV=test");\n`,
  "test/cart.test.js": `const assert = require("node:assert");
const { appendFileSync } = require("node:fs");
const { sum } = require("../lib/cart.js");
describe("cart", () => {
  beforeEach(() => appendFileSync("ran.log", "test\\n"));
  it("sums", () => assert.strictEqual(sum([2, 2]), 4));
  it("empty", () => assert.strictEqual([].length, 0));
  it.skip("coupons", () => assert.fail("skipped"));
  it("pending one");
});
`,
  "test/acceptance/flow.test.js": `const assert = require("node:assert");
describe("flow", () => {
  it("works", () => assert.ok(true));
});
`,
};

describe("mocha", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
  }, 240_000);

  it("init keeps the script's setup, flags, folders and environment; ids do not repeat the title; pending tests are in results.json; an unknown id is refused before any test runs", async () => {
    const root = await linkedProject(PROJECT, modules);

    const config = await initConfig(root);
    expect(config).toContain(
      "command: npx mocha --require test/setup.js --check-leaks test/ test/acceptance/ --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
    );
    // The script's NODE_ENV=test, which test/setup.js demands, is the tier's: every run gets it.
    expect(config).toContain("    env:\n      NODE_ENV: test\n");

    const first = await runCli(["verify", "-C", root]);
    expect(first.code).toBe(1);
    expect((await readResults(root)).tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["cart coupons", "skipped"],
      ["cart empty", "passed"],
      ["cart pending one", "skipped"],
      ["cart sums", "failed"],
      ["flow works", "passed"],
    ]);

    // Refused from mocha's --dry-run listing: no test body ran (each appends to ran.log).
    await rm(path.join(root, "ran.log"));
    const unknown = await runCli(["verify", "-C", root, "--tests", "cart sum"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no test has the id "cart sum" (nearest: cart sums');
    expect(existsSync(path.join(root, "ran.log"))).toBe(false);

    // The id as fix-loop printed it before (the title repeated) still runs the test.
    await expectRerunAlone(root, ["cart sums", "sums > cart sums"], "cart sums");
  }, 240_000);

  it("leaves mocha's own words out of a failure's evidence (a diff it could not print)", async () => {
    const root = await linkedProject(
      {
        ".github/fix-loop.yml": `tiers:
  - name: unit
    command: npx mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml
    junit: reports/junit.xml
`,
        "test/totals.test.js": `describe("cart", () => {
  it("totals", () => {
    const error = new Error("the total is wrong");
    error.actual = 5;
    error.expected = { get total() { throw new Error("no total"); } };
    throw error;
  });
});
`,
      },
      modules,
    );
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const [failed] = (await readResults(root)).tests;
    expect(failed?.evidence?.message).toBe("the total is wrong");
    expect(JSON.stringify(failed)).toContain("test/totals.test.js:3");
    expect(JSON.stringify(failed)).not.toContain("Mocha diff");
  }, 240_000);
});
