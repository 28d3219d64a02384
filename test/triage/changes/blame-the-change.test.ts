import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commitAllOnMain } from "../../support/commit-all.js";
import { runCli } from "../../support/run-cli.js";
import { readResults } from "../../support/runner-project.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * A caller only failing tests run outranks the broken function it calls, which passing tests
 * run too: the spectrum names `total` for a bug in `round`. With the commit the tree is
 * compared with (`--base`), the function that changed since, and that every failure ran, is
 * the culprit.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "prices", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  ".gitignore": "reports/\n.fix-loop/\n",
  "lib/price.js": `"use strict";
const { round } = require("./round.js");
function total(items) {
  return round(items.reduce((sum, item) => sum + item, 0));
}
function tax(amount) {
  return round(amount * 0.2);
}
module.exports = { total, tax };
`,
  "lib/round.js": `"use strict";
function round(amount) {
  return Math.round(amount * 100) / 100;
}
module.exports = { round };
`,
  "test/price.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const { total, tax } = require("../lib/price.js");
test("totals a basket", () => { assert.strictEqual(total([100.25, 20.5]), 120.75); });
test("totals a big basket", () => { assert.strictEqual(total([250.5, 250.25]), 500.75); });
test("totals three items", () => { assert.strictEqual(total([99.99, 0.02, 10]), 110.01); });
test("taxes a small amount", () => { assert.strictEqual(tax(10), 2); });
test("taxes cents", () => { assert.strictEqual(tax(0.5), 0.1); });
test("taxes a round amount", () => { assert.strictEqual(tax(50), 10); });
`,
};

/** The change under test: amounts past 100 lose their cents. */
const BROKEN_ROUND = `"use strict";
function round(amount) {
  if (amount > 100) return Math.floor(amount);
  return Math.round(amount * 100) / 100;
}
module.exports = { round };
`;

async function brokenProject(): Promise<string> {
  const root = await createTempProject(PROJECT);
  commitAllOnMain(root, "prices");
  await writeFile(path.join(root, "lib/round.js"), BROKEN_ROUND);
  return root;
}

describe("verify --base", () => {
  it("blames the changed function every failure ran, where the spectrum names its caller", async () => {
    const root = await brokenProject();
    const plain = await runCli(["verify", "-C", root]);
    expect(plain.code).toBe(1);
    const before = (await readResults(root)).groups;
    expect(before).toHaveLength(1);
    expect(before[0]?.triage?.culprit?.function).toBe("total");

    const based = await runCli(["verify", "-C", root, "--base", "HEAD"]);
    expect(based.code).toBe(1);
    expect(based.stdout).toMatch(
      /1 function changed since [0-9a-f]{12} \(HEAD\): lib\/round\.js:round; triage blames/,
    );
    // The group's line and its signature name the change, not the caller coverage first took
    // (`total`): the signature is what a fix's prompt, commit and pull request are titled by.
    const line = based.stdout.split("\n").find((text) => text.includes(" - likely in ")) ?? "";
    expect(line).toMatch(/ - likely in round \(lib\/round\.js\), changed since the base/);
    expect(line).toMatch(/\] +AssertionError in lib\/round\.js:round - likely in round /);
    expect(before[0]?.signature).toMatch(/^AssertionError in \S+:total$/);
    const results = await readResults(root);
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(3);
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.id).toBe(before[0]?.id);
    expect(results.groups[0]?.signature).toBe("AssertionError in lib/round.js:round");
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/round.js",
      function: "round",
      source: "change",
    });
  });

  it("refuses a base the clone does not have before any test runs, and says how to get it", async () => {
    const root = await brokenProject();
    const run = await runCli(["verify", "-C", root, "--base", "origin/no-such-branch"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/"origin\/no-such-branch" is not in this clone: fetch it/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toMatch(/totals a basket/);
  });

  it("says a name the repository has nowhere is unknown, with the nearest branches, not to fetch it", async () => {
    const root = await brokenProject();
    execFileSync("git", ["branch", "release-2"], { cwd: root });
    const run = await runCli(["verify", "-C", root, "--base", "mian"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /no branch, tag or commit named "mian" in this repository; the nearest branches: main, release-2/,
    );
    expect(run.stderr).not.toMatch(/fetch-depth|not in this clone/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toMatch(/totals a basket/);
  });

  it("keeps the fetch advice in a shallow clone, where a branch may just not be fetched", async () => {
    const root = await brokenProject();
    const clone = path.join(root, "shallow");
    execFileSync("git", ["clone", "-q", "--depth", "1", `file://${root}`, clone]);
    const run = await runCli(["verify", "-C", clone, "--base", "mian"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /"mian" is not in this clone: fetch it \(actions\/checkout's fetch-depth/,
    );
  });
});

/**
 * The changed function returned a bad value and was gone from the stack by the time another
 * function threw on it: the stack names `split`, one signature, so without a base no coverage
 * is taken. With one, the retry takes it, and the change is seen.
 */
const THROWN_LATER = {
  "package.json": JSON.stringify({ name: "fields", private: true }),
  ".github/fix-loop.yml": PROJECT[".github/fix-loop.yml"],
  ".gitignore": PROJECT[".gitignore"],
  "lib/options.js": `"use strict";
function withDefaults(options) {
  return { separator: options.separator ?? "," };
}
module.exports = { withDefaults };
`,
  "lib/split.js": `"use strict";
function split(text, options) {
  return text.split(options.separator.trim());
}
module.exports = { split };
`,
  "test/split.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const { split } = require("../lib/split.js");
const { withDefaults } = require("../lib/options.js");
test("splits on commas by default", () => { assert.deepStrictEqual(split("a,b", withDefaults({})), ["a", "b"]); });
test("splits three fields by default", () => { assert.deepStrictEqual(split("a,b,c", withDefaults({})), ["a", "b", "c"]); });
test("keeps one field by default", () => { assert.deepStrictEqual(split("a", withDefaults({})), ["a"]); });
test("splits on a given separator", () => { assert.deepStrictEqual(split("a;b", { separator: ";" }), ["a", "b"]); });
test("trims the given separator", () => { assert.deepStrictEqual(split("a|b", { separator: " | " }), ["a", "b"]); });
`,
};

describe("verify --base, a change gone from the stack", () => {
  it("takes coverage on the retry of one signature's failures, and blames the change", async () => {
    const root = await createTempProject(THROWN_LATER);
    commitAllOnMain(root, "fields");
    await writeFile(
      path.join(root, "lib/options.js"),
      THROWN_LATER["lib/options.js"].replace("{ separator:", "{ sep:"),
    );
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    const plain = await readResults(root);
    expect(plain.groups).toHaveLength(1);
    expect(plain.groups[0]?.triage?.culprit?.function).toBe("split");

    expect((await runCli(["verify", "-C", root, "--base", "HEAD"])).code).toBe(1);
    const based = await readResults(root);
    expect(based.tests.filter((test) => test.status === "failed")).toHaveLength(3);
    expect(based.groups).toHaveLength(1);
    expect(based.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/options.js",
      function: "withDefaults",
      source: "change",
    });
  });
});

describe("verify --shard and merge, --base", () => {
  it("the leg covers what the merge then names by the change", async () => {
    const root = await createTempProject(THROWN_LATER);
    commitAllOnMain(root, "fields");
    await writeFile(
      path.join(root, "lib/options.js"),
      THROWN_LATER["lib/options.js"].replace("{ separator:", "{ sep:"),
    );
    const leg = await runCli(["verify", "-C", root, "--shard", "1/1", "--base", "HEAD"]);
    expect(leg.code).toBe(1);
    const partial = path.join(root, ".fix-loop/partial-1-of-1.json");
    expect((await runCli(["merge", "-C", root, "--base", "HEAD", partial])).code).toBe(1);
    const merged = await readResults(root);
    expect(merged.groups).toHaveLength(1);
    expect(merged.groups[0]?.triage?.culprit).toMatchObject({
      function: "withDefaults",
      source: "change",
    });
  });
});
