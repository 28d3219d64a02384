import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { printedHeading } from "../support/printed-heading.js";
import { runCli } from "../support/run-cli.js";
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
