import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * tap 16 (node-semver's runner) with its xunit reporter: one flat report of assertions whose
 * classname joins the file and its subtests with spaces. A real tap 16 from the npm registry
 * runs a project whose `sum` is off by one: its failures are subtests of a table (one subtest per
 * row, as semver's tests are written) and a file's top-level assertion, each failing with a
 * message of its own, none with a project frame.
 */
const TAP = "tap@16.3.10";

const PROJECT = {
  "package.json": JSON.stringify({ name: "cart", private: true, scripts: { test: "tap" } }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node_modules/.bin/tap --no-coverage -R xunit > reports/junit.xml"
    junit: reports/junit.xml
`,
  "lib/cart.js": `exports.sum = (prices) => prices.reduce((total, price) => total + price, 1);
exports.count = (items) => items.length;
exports.label = (text) => text.toUpperCase();
`,
  "test/cart.js": `const t = require("tap");
const { sum, count } = require("../lib/cart.js");
t.test("cart", async (t) => {
  t.test("sums prices", async (t) => {
    t.equal(sum([2, 2]), 4, "two and two");
    t.equal(count([2, 2]), 2, "two prices");
  });
  for (const [a, b] of [[1, 2], [2, 3], [5, 8]])
    t.test(\`pair \${a} \${b}\`, async (t) => t.equal(sum([a, b]), a + b, \`\${a} + \${b} is \${a + b}\`));
  t.test("counts", async (t) => t.equal(count([1]), 1));
});
t.equal(sum([]), 0, "nothing sums to zero");
`,
  "test/label.js": `const t = require("tap");
const { label, count } = require("../lib/cart.js");
t.test("label", async (t) => {
  t.equal(label("a"), "A", "upper case");
  t.equal(count([]), 0, "nothing to count");
});
`,
};

describe("tap 16 (xunit reporter)", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules([TAP], "tap");
  }, 240_000);

  it("reads each subtest as one test, and coverage on the re-run blames the function: one group, its culprit `sum`", async () => {
    const root = await linkedProject(PROJECT, modules);

    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    // A subtest's assertions are its parts; the file's top-level assertions are the file's test.
    expect(results.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["test/cart.js > cart counts", "passed"],
      ["test/cart.js > cart pair 1 2", "failed"],
      ["test/cart.js > cart pair 2 3", "failed"],
      ["test/cart.js > cart pair 5 8", "failed"],
      ["test/cart.js > cart sums prices", "failed"],
      ["test/cart.js", "failed"],
      ["test/label.js > label", "passed"],
    ]);
    const failed = results.tests.find((test) => test.id === "test/cart.js > cart sums prices");
    expect(failed?.file).toBe("test/cart.js");
    expect(failed?.evidence?.message).toContain("two and two");
    // The reporter escapes its stacks inside CDATA: read as it printed them.
    expect(failed?.evidence?.excerpt).toContain("at Test.<anonymous> (test/cart.js:5:7)");
    // Its run: line runs its file, cut to the top-level subtest its name may begin with.
    expect(failed?.run).toContain("'--grep=^(?:cart|cart sums|cart sums prices)$' test/cart.js");

    // Each failure's message is its own (their signatures differ): coverage makes them one.
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.tests).toHaveLength(5);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/cart.js",
      function: "exports.sum",
      source: "coverage",
    });
  }, 240_000);

  it("takes the coverage of a subtest whose name holds a #, which the report writes TAP-escaped", async () => {
    // npm-package-arg's subtests are named by specs such as `git+ssh://host/user/foo#1.2.3`.
    const root = await linkedProject(
      {
        ...PROJECT,
        "test/cart.js": `const t = require("tap");
const { sum, count } = require("../lib/cart.js");
t.test("cart", async (t) => {
  t.test("sums foo#1.2.3", async (t) => t.equal(sum([1, 2]), 3, "a pair adds up"));
  t.test("sums two", async (t) => t.equal(sum([2, 2]), 4, "the total is right"));
  t.test("counts", async (t) => t.equal(count([1]), 1));
});
`,
      },
      modules,
    );
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    const results = await readResults(root);
    expect(
      results.groups.map((group) => [group.tests.length, group.triage?.culprit?.function]),
    ).toEqual([[2, "exports.sum"]]);
  }, 240_000);
});
