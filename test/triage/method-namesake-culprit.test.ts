import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * fastify/accept-negotiator's layout (issue 29): `Negotiator.prototype.negotiate = function
 * (header)` and, in the same file, a top-level `function negotiate(header, supportedValues)`.
 * V8's stacks and coverage name the first "Negotiator.negotiate", the second "negotiate"; the
 * frame culprit kept only the part after the last dot, so both were `index.js:negotiate`: two
 * functions, one key, and the method's failures out of step with coverage and the change
 * witness, which name it "Negotiator.negotiate". Two bugs here, one in each: the method tests
 * `=== null` for a cache left undefined, and the function reads a missing header.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "negotiator", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "index.js": `'use strict'

function Negotiator (options) {
  const { supportedValues = [], cache } = options || {}
  this.supportedValues = supportedValues
  this.cache = cache
}

Negotiator.prototype.negotiate = function (header) {
  if (this.cache === null) {
    return negotiate(header, this.supportedValues)
  }
  if (!this.cache.has(header)) {
    this.cache.set(header, negotiate(header, this.supportedValues))
  }
  return this.cache.get(header)
}

function negotiate (header, supportedValues) {
  const wanted = header.split(',').map((each) => each.trim())
  return supportedValues.find((value) => wanted.includes(value)) ?? null
}

module.exports = negotiate
module.exports.Negotiator = Negotiator
`,
  "test/negotiate.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
const negotiate = require("../index.js");
const { Negotiator } = negotiate;
const cached = () => new Negotiator({ supportedValues: ["gzip", "br"], cache: new Map() });
const plain = () => new Negotiator({ supportedValues: ["gzip", "br"] });
test("a cached negotiator picks gzip", () => { assert.strictEqual(cached().negotiate("gzip"), "gzip"); });
test("a cached negotiator picks br", () => { assert.strictEqual(cached().negotiate("br, gzip"), "gzip"); });
test("a negotiator picks gzip", () => { assert.strictEqual(plain().negotiate("gzip"), "gzip"); });
test("a negotiator picks br", () => { assert.strictEqual(plain().negotiate("br"), "br"); });
test("negotiate picks gzip", () => { assert.strictEqual(negotiate("gzip", ["gzip"]), "gzip"); });
test("negotiate picks nothing for no header", () => { assert.strictEqual(negotiate(undefined, ["gzip"]), null); });
`,
};

describe("a prototype method named as a top-level function of its file", () => {
  it("is its own culprit, named as V8 names it, apart from the function", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed").map((t) => t.title);
    expect(failed.sort()).toEqual([
      "a negotiator picks br",
      "a negotiator picks gzip",
      "negotiate picks nothing for no header",
    ]);
    const culprits = results.groups.map((group) => ({
      key: group.triage?.culprit?.function,
      tests: group.tests.length,
    }));
    expect(culprits.sort((a, b) => b.tests - a.tests)).toEqual([
      { key: "Negotiator.negotiate", tests: 2 },
      { key: "negotiate", tests: 1 },
    ]);
  });
});
