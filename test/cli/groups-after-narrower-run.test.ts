import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * expressjs/morgan, as a newcomer used it: the full run put a bug's failures in one group,
 * G-9B2D, blamed on `getResponseTimeToken`; `--tests` of two of them made G-6837 with no
 * culprit. Here one bug in `discount` fails two tests with different assertions: two signature
 * groups, which coverage joins under `discount`. One of the tests alone is one group, and with
 * no passing test to compare with, its coverage cannot tell `discount` from the helpers it calls.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "shop", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "src/price.js": `function round(value) { return Math.round(value * 100) / 100; }
function clamp(value) { return Math.max(0, value); }
function discount(price, percent) { return clamp(round(price - (price * percent) / 100 + 1)); }
function total(prices) { return clamp(round(prices.reduce((sum, price) => sum + price, 0))); }
module.exports = { discount, total };
`,
  "test/price.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const { discount, total } = require("../src/price.js");
test("takes ten percent off", () => { assert.equal(discount(100, 10), 90); });
test("never goes below zero", () => { assert.ok(discount(10, 100) <= 0); });
test("adds prices", () => { assert.equal(total([1, 2]), 3); });
test("adds nothing", () => { assert.equal(total([]), 0); });
`,
};

const TEN = "takes ten percent off";

describe("a run of some of a group's failing tests", () => {
  it("keeps the group the full run found: its id and its culprit", async () => {
    const root = await createTempProject(PROJECT);
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    const [full, ...others] = (await readResults(root)).groups;
    expect(others).toEqual([]);
    expect(full?.triage?.culprit).toMatchObject({ file: "src/price.js", function: "discount" });

    const one = await runCli(["verify", "-C", root, "--tests", TEN]);
    expect(one.code).toBe(1);
    const [narrow, ...more] = (await readResults(root)).groups;
    expect(more).toEqual([]);
    expect(narrow).toMatchObject({ id: full?.id, tests: [TEN] });
    expect(narrow?.triage?.culprit).toMatchObject({ function: "discount" });
    expect(one.stdout).toContain(full?.signature);
  });

  it("is a group of its own when the test now fails another way, even in the same function", async () => {
    const root = await createTempProject(PROJECT);
    await runCli(["verify", "-C", root]);
    const [full] = (await readResults(root)).groups;
    await writeFile(
      path.join(root, "src/price.js"),
      `function discount(price, percent) { return price.rate.toFixed(percent); }
function total(prices) { return prices.reduce((sum, price) => sum + price, 0); }
module.exports = { discount, total };
`,
    );
    expect((await runCli(["verify", "-C", root, "--tests", TEN])).code).toBe(1);
    const [narrow] = (await readResults(root)).groups;
    expect(narrow?.id).not.toBe(full?.id);
  });
});
