import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commitAllOnMain } from "../support/commit-all.js";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * node --test (Node's own runner, the one running these tests): a project whose `sum` is off by
 * one fails four tests, each with a message of its own and no project frame (two signatures at
 * least), one of them a subtest (`t.test`) of a passing parent. Coverage for triage is taken in
 * the test files' own processes by node:test's hooks, on the engine's re-run of the failures:
 * no coverage phase of one process per test after it.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "cart", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "lib/cart.js": `exports.sum = (prices) => prices.reduce((total, price) => total + price, 1);
exports.label = (text) => text.toUpperCase();
exports.count = (items) => items.length;
`,
  "test/cart.test.js": `const { test, describe, it } = require("node:test");
const assert = require("node:assert");
const { sum, count } = require("../lib/cart.js");
test("sums prices", () => { assert.equal(sum([2, 2]), 4); });
test("sums nothing", () => { assert.strictEqual(sum([]), 0, "nothing sums to zero"); });
test("count", () => { assert.equal(count([1, 2]), 2); });
describe("totals", () => { it("total of one", () => { assert.deepEqual({ total: sum([1]) }, { total: 1 }); }); });
test("parent", async (t) => {
  await t.test("child sum", () => { assert.ok(sum([3]) === 3); });
});
`,
  "test/label.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const { label, count } = require("../lib/cart.js");
test("label", () => { assert.equal(label("a"), "A"); });
test("count nothing", () => { assert.equal(count([]), 0); });
`,
};

describe("node --test coverage", () => {
  it("is taken on the re-run, in the test files' processes: one group, its culprit `sum`, no coverage phase", async () => {
    const root = await createTempProject(PROJECT);

    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed").map((test) => test.id);
    expect(failed.sort()).toEqual([
      "parent > child sum",
      "sums nothing",
      "sums prices",
      "totals > total of one",
    ]);
    // The subtest ran again (its parent's name selects it): confirmed, not "no result".
    const child = results.tests.find((test) => test.id === "parent > child sum");
    expect(child?.runs).toBe(2);
    expect(child?.reason).toBeNull();

    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.tests).toHaveLength(4);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/cart.js",
      function: "exports.sum",
      source: "coverage",
    });
    // Taken on the re-run that confirms the failures: no run of its own after it, and what the
    // takes cost there is said.
    expect(results.phases?.coverageMs).toBe(0);
    expect(results.phases?.coverageInRunsMs).toBeGreaterThan(0);
  }, 120_000);

  it("names a subtest its parent started without await, whose body node 20 runs after the parent ended", async () => {
    const root = await createTempProject({
      ...PROJECT,
      "test/cart.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const { sum } = require("../lib/cart.js");
test("sums prices", () => { assert.equal(sum([2, 2]), 4); });
test("cart", async (t) => {
  t.plan(2);
  await t.test("awaited", () => { assert.equal(sum([1, 1]), 2); });
  t.test("started last", (t) => { t.plan(1); t.assert.notStrictEqual(sum([]), 1); });
});
`,
    });
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    const results = await readResults(root);
    expect(
      results.groups.map((group) => [group.tests.sort(), group.triage?.culprit?.function]),
    ).toEqual([[["cart > awaited", "cart > started last", "sums prices"], "exports.sum"]]);
  }, 120_000);

  // fastify/fast-content-type-parse: parse's and safeParse's subtests share their names. Named
  // by their leaf alone, each one's coverage was pooled with its namesake's, and safeParse's
  // failure, which never ran parse, went to parse's group as the change it ran.
  it("keeps apart the coverage of subtests of one name under two parents", async () => {
    const body = (typeLine: string) =>
      `  const [type, ...rest] = header.split(";");\n  return { type: ${typeLine}, parameters: rest.length };`;
    const source = (parseType: string, safeType: string) =>
      [
        "function parse(header) {",
        body(parseType),
        "}",
        "function safeParse(header) {",
        '  if (typeof header !== "string") return { type: "", parameters: 0 };',
        body(safeType),
        "}",
        "module.exports = { parse, safeParse };",
        "",
      ].join("\n");
    const root = await createTempProject({
      "package.json": JSON.stringify({ name: "parse", private: true }),
      ".github/fix-loop.yml": PROJECT[".github/fix-loop.yml"],
      "lib/parse.js": source("type.trim().toLowerCase()", "type.trim().toLowerCase()"),
      "test/parse.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const { parse, safeParse } = require("../lib/parse.js");
for (const [name, fn] of [["parse", parse], ["safeParse", safeParse]]) {
  test(name, async (t) => {
    await t.test("lower-cases the type", () => assert.equal(fn("A/B").type, "a/b"));
    await t.test("counts parameters", () => assert.equal(fn("a/b; q=1").parameters, 1));
    await t.test("counts none", () => assert.equal(fn("a/b").parameters, 0));
  });
}
`,
    });
    commitAllOnMain(root, "parsers");
    // Two bugs: parse throws without parameters, safeParse no longer lower-cases.
    await writeFile(
      path.join(root, "lib/parse.js"),
      source("rest[0].trim().toLowerCase()", "type.trim()"),
    );
    expect((await runCli(["verify", "-C", root, "--base", "HEAD"])).code).toBe(1);
    const results = await readResults(root);
    expect(
      results.groups
        .map((group) => [group.tests.sort(), group.triage?.culprit?.function])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      [["parse > counts none", "parse > lower-cases the type"], "parse"],
      [["safeParse > lower-cases the type"], "safeParse"],
    ]);
  }, 120_000);
});
