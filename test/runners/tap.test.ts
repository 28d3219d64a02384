import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { printedHeading } from "../support/printed-heading.js";
import { runCli } from "../support/run-cli.js";
import {
  expectRerunAlone,
  initConfig,
  linkedProject,
  readResults,
} from "../support/runner-project.js";

/**
 * node-tap, the runner added as one file (src/runners/tap.ts) and a registry line: a real tap 21
 * (from the npm registry) runs a tiny project through init's tier, verify, and the re-run of one
 * test by the id verify printed.
 */
const TAP = "tap@21.8.0";

const PROJECT = {
  "package.json": JSON.stringify({
    name: "cart",
    private: true,
    scripts: { test: "tap test/" },
    devDependencies: { tap: "21.8.0" },
  }),
  "lib/cart.js": "exports.sum = (prices) => prices.reduce((total, price) => total + price, 1);\n",
  "test/cart.test.js": `const t = require("tap");
const { sum } = require("../lib/cart.js");
t.test("cart", async (t) => {
  t.test("sums prices", async (t) => {
    t.equal(sum([2, 2]), 4, "sum is right");
  });
  t.test("empty", async (t) => {
    t.equal([].length, 0);
  });
});
`,
  // An assertion of the file itself, made after each subtest: node-lru-cache's tracing test.
  "test/total.test.js": `const t = require("tap");
const { sum } = require("../lib/cart.js");
t.afterEach((child) => {
  t.equal(sum([]), 0, \`\${child.name} leaves nothing to pay\`);
});
t.test("checkout", async (t) => {
  t.ok(true);
});
`,
  // An assertion written over several lines: tap's diagnostic ends with those lines of source.
  "test/items.test.js": `const t = require("tap");
const { sum } = require("../lib/cart.js");
t.test("items", async (t) => {
  t.same(
    [sum([1]), "pen"],
    [1, "pen"],
  );
});
`,
  "test/label.test.js": `const t = require("tap");
require("node:fs").appendFileSync("label-ran", "x");
t.test("label", async (t) => {
  t.equal("a".toUpperCase(), "A");
});
`,
};

describe("node-tap", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules([TAP], "tap");
  }, 240_000);

  it("init writes its tier, verify reads each innermost subtest as one test, and a printed id re-runs that test alone", async () => {
    const root = await linkedProject(PROJECT, modules);

    const config = await initConfig(root);
    // The script's own test folder stays; coverage (tap's 100 % gate) is off for the tier.
    expect(config).toContain(
      "mkdir -p reports && npx tap test/ --reporter=junit --reporter-file=reports/junit.xml --disable-coverage",
    );

    const first = await runCli(["verify", "-C", root]);
    expect(first.code).toBe(1);
    const run = await readResults(root);
    // Assertions ("should be equal") and the parent subtest are not tests of their own.
    expect(run.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["test/cart.test.js > cart > empty", "passed"],
      ["test/cart.test.js > cart > sums prices", "failed"],
      ["test/items.test.js > items", "failed"],
      ["test/label.test.js > label", "passed"],
      ["test/total.test.js > checkout leaves nothing to pay", "failed"],
      ["test/total.test.js > checkout", "passed"],
    ]);
    const failed = run.tests.find((test) => test.id === "test/cart.test.js > cart > sums prices");
    // The failed assertion's evidence (its diff), not the subtest's bare "failed" line.
    expect(failed?.evidence?.message).toBe("expected 4, got 5");
    // Not the last line of the assertion's source, which tap's diagnostic ends with.
    const items = run.tests.find((test) => test.id === "test/items.test.js > items");
    expect(items?.evidence?.message).toBe("expected 1, got 2");
    expect(run.groups.map((group) => group.signature).join("\n")).not.toMatch(/\[1, "pen"\]|\)/);
    expect(JSON.stringify(failed?.evidence)).toContain("sum is right");
    expect(failed?.file).toBe("test/cart.test.js");
    expect(failed?.runsAlone).toBe(true);
    expect(failed?.run).toBe(
      "npx tap --disable-coverage '--grep=^(?:cart)$' '--grep=^(?:sums prices)$' test/cart.test.js",
    );

    // The run: line a person copies runs that test, and filters the others out.
    const copied = spawnSync("sh", ["-c", failed?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(copied.stdout).toMatch(/not ok 1 - sum is right/);
    expect(copied.stdout).toMatch(/ok \d+ - empty # SKIP filter/);
    expect(copied.stdout).not.toContain("label");

    // The file's own assertion is made only when a subtest runs: its file runs whole.
    const total = run.tests.find((test) => test.id.endsWith("leaves nothing to pay"));
    expect(total?.run).toBe("npx tap --disable-coverage test/total.test.js");
    const totalRun = spawnSync("sh", ["-c", total?.run ?? "false"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(totalRun.stdout).toMatch(/not ok \d+ - checkout leaves nothing to pay/);

    const heading = printedHeading(first.stdout, "sums prices");
    expect(heading.id).toBe("test/cart.test.js > cart > sums prices");
    // tap lists no test without running it: the id alone says which file to run.
    rmSync(path.join(root, "label-ran"), { force: true });
    await expectRerunAlone(root, [heading.id, heading.alias], heading.id);
    expect(existsSync(path.join(root, "label-ran"))).toBe(false);
  }, 240_000);
});
