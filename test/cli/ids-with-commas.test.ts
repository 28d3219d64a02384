import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { installedModules } from "../support/npm-install.js";
import { printedHeading } from "../support/printed-heading.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A test title with a comma (fastify/accept-negotiator: 80 of its 96 titles have one): the id
 * verify prints for it is taken back whole by --tests, though a --tests value is otherwise a
 * comma-separated list.
 */
const PROJECT = {
  "package.json": JSON.stringify({ type: "module" }),
  "lib/accept.js": [
    "export function pick(header) {",
    '  const [first] = header.split(",").map((part) => part.split(";")[0].trim());',
    '  return first === "gzip" ? "identity" : first;',
    "}",
  ].join("\n"),
  "test/accept.test.js": [
    'import assert from "node:assert";',
    'import { test } from "node:test";',
    'import { pick } from "../lib/accept.js";',
    'test("picks gzip from gzip;q=1, identity;q=0", () => assert.equal(pick("gzip;q=1, identity;q=0"), "gzip"));',
    'test("picks br", () => assert.equal(pick("br"), "br"));',
  ].join("\n"),
  ".github/fix-loop.yml": [
    "tiers:",
    "  - name: unit",
    "    command: node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml",
    "    junit: reports/junit.xml",
  ].join("\n"),
};

describe("an id with a comma, as verify printed it", () => {
  it("is one id to --tests: that test runs, and nothing is refused", async () => {
    const root = await createTempProject(PROJECT);
    const first = await runCli(["verify", "-C", root]);
    expect(first.code).toBe(1);
    const { id } = printedHeading(first.stdout, "picks gzip");
    expect(id).toContain(", identity");

    const again = await runCli(["verify", "-C", root, "--tests", id]);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(1);
    const results = resultsSchema.parse(
      JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    expect(results.tests.map((test) => [test.id, test.status])).toEqual([[id, "failed"]]);
  });
});

describe("a bare name with a comma, of a test a run printed", () => {
  // unjs/scule's `describe("splitByCase")` holds `"FOOBar => [ 'FOO', 'Bar' ]"`.
  it("is one name to --tests: that test runs", async () => {
    const root = await createTempProject({
      ...PROJECT,
      "test/accept.test.js": [
        'import assert from "node:assert";',
        'import { describe, it } from "node:test";',
        'import { pick } from "../lib/accept.js";',
        'describe("pick", () => {',
        '  it("gzip;q=1, identity;q=0 => gzip", () => assert.equal(pick("gzip;q=1, identity;q=0"), "gzip"));',
        '  it("br => br", () => assert.equal(pick("br"), "br"));',
        "});",
      ].join("\n"),
    });
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    const name = "gzip;q=1, identity;q=0 => gzip";
    const again = await runCli(["verify", "-C", root, "--tests", name]);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(1);
    expect((await readResults(root)).tests.map((test) => [test.id, test.status])).toEqual([
      [`pick > ${name}`, "failed"],
    ]);
  });
});

/**
 * A mocha title with a comma, asked for before any run printed it (pillarjs/router's
 * "Router .param(name, fn) should 400 on invalid path value"): the list splits it, and the
 * runner's listing, which knows it whole, puts it back together.
 */
describe("an id with a comma no run printed, that the runner's listing knows", () => {
  it("is put back together and runs alone", async () => {
    const modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
    const root = await linkedProject(
      {
        "package.json": '{ "private": true }\n',
        "test/router.test.js": [
          'const assert = require("node:assert");',
          'describe("Router", () => {',
          '  it(".param(name, fn) should 400 on invalid path value", () => assert.ok(true));',
          '  it(".use(fn) should run", () => assert.ok(true));',
          "});",
        ].join("\n"),
        ".github/fix-loop.yml": [
          "tiers:",
          "  - name: unit",
          "    command: npx mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
          "    junit: reports/junit.xml",
        ].join("\n"),
      },
      modules,
    );
    const wanted = "Router .param(name, fn) should 400 on invalid path value";
    const run = await runCli(["verify", "-C", root, "--tests", wanted]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const results = await readResults(root);
    expect(results.tests.map((test) => test.id)).toEqual([wanted]);
  }, 240_000);
});
