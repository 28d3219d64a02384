import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { runJunitCommand } from "../../src/junit/run-junit-command.js";
import type { Results } from "../../src/results/schema.js";
import { identifyRunner } from "../../src/runners/registry.js";
import { triageFailures } from "../../src/triage/triage.js";
import { selectiveCommandOf } from "../corpus/selective-command.js";
import { SHOP_PROJECT } from "../support/shop-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * fix-loop reaches into a runner through its environment (a pytest plugin on PYTHONPATH named in
 * PYTEST_ADDOPTS, NODE_V8_COVERAGE for node's coverage). A tier command that sets one of these
 * itself must not cut the hook: the failures are still re-run, confirmed and blamed on the
 * function they share.
 */

/** The shop project in a src layout: it imports only with src on the path. */
const SRC_SHOP = Object.fromEntries(
  Object.entries(SHOP_PROJECT).map(([file, text]) => [
    file.startsWith("shop/") ? `src/${file}` : file,
    text,
  ]),
);

async function verifyPytest(tier: Record<string, unknown>, retries = 1): Promise<Results> {
  const root = await createTempProject(SRC_SHOP);
  const config = configSchema.parse({
    retries,
    tiers: [{ name: "unit", junit: "reports/junit.xml", ...tier }],
  });
  return runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
}

function failuresAndCulprits(results: Results) {
  return {
    failed: results.tests
      .filter((test) => test.status === "failed")
      .map((test) => [test.id, test.runs])
      .sort(),
    groups: results.groups.map((group) => [group.tests.length, group.triage?.culprit?.function]),
  };
}

const CONFIRMED_AND_BLAMED = {
  failed: [
    ["tests.test_prices > test_cents", 2],
    ["tests.test_prices > test_label", 2],
  ],
  groups: [[2, "cents"]],
};

const PYTEST = "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml";

describe("pytest's plugin, when the command sets the variables it rides on", () => {
  it("survives PYTHONPATH=src set before the runner (a src layout)", async () => {
    const results = await verifyPytest({ command: `PYTHONPATH=src ${PYTEST}` });
    expect(failuresAndCulprits(results)).toEqual(CONFIRMED_AND_BLAMED);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "src/shop/prices.py",
      source: "coverage",
    });
  }, 60_000);

  it("survives PYTHONPATH exported earlier in the command, and PYTEST_ADDOPTS of its own", async () => {
    const results = await verifyPytest({
      command: `export PYTHONPATH=src && PYTEST_ADDOPTS=-ra ${PYTEST}`,
    });
    expect(failuresAndCulprits(results)).toEqual(CONFIRMED_AND_BLAMED);
  }, 60_000);

  it("survives PYTHONPATH given through env", async () => {
    const results = await verifyPytest({ command: `env PYTHONPATH=src ${PYTEST}` });
    expect(failuresAndCulprits(results)).toEqual(CONFIRMED_AND_BLAMED);
  }, 60_000);

  it("takes PYTHONPATH from the tier's env: and joins its own to it", async () => {
    const results = await verifyPytest({ command: PYTEST, env: { PYTHONPATH: "src" } });
    expect(failuresAndCulprits(results)).toEqual(CONFIRMED_AND_BLAMED);
    // The run line a person (or the fix agent) is given carries the tier's environment.
    expect(results.tests.find((test) => test.id.endsWith("test_cents"))?.run).toBe(
      "PYTHONPATH=src python3 -m pytest -q -p no:cacheprovider tests/test_prices.py::test_cents",
    );
  }, 60_000);

  it("gives the tier's env: to triage's own coverage run too (no retry to ride on)", async () => {
    const results = await verifyPytest({ command: PYTEST, env: { PYTHONPATH: "src" } }, 0);
    expect(results.groups.map((group) => [group.tests.length, group.triage?.culprit])).toEqual([
      [2, expect.objectContaining({ function: "cents", source: "coverage" })],
    ]);
    expect(results.phases?.coverageMs).toBeGreaterThan(0);
  }, 60_000);
});

describe("node's coverage, when the command sets NODE_V8_COVERAGE itself", () => {
  it("still reads each test's coverage and blames the function both failures called", async () => {
    const root = await createTempProject({
      "package.json": '{ "type": "module" }',
      "reports/.keep": "",
      "src/prices.js": [
        "export function cents(amount) {",
        "  return Math.round(amount * 100) + 1; // seeded: off by one",
        "}",
        "export function label(amount) {",
        '  return String(cents(amount)) + " c";',
        "}",
        "export function tax(amount) {",
        "  return Math.round(amount * 20) / 100;",
        "}",
      ].join("\n"),
      "test/prices.test.js": [
        'import { test } from "node:test";',
        'import assert from "node:assert/strict";',
        'import { cents, label, tax } from "../src/prices.js";',
        'test("cents", () => { assert.equal(cents(1.5), 150); });',
        "test(\"label\", () => { assert.ok(label(2) === '200 c', 'the label of 2 is wrong'); });",
        'test("tax", () => { assert.equal(tax(10), 2); });',
      ].join("\n"),
    });
    const command =
      "NODE_V8_COVERAGE=coverage/own node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/";
    const run = await runJunitCommand(
      { tier: "unit", requires: [], command, reports: ["reports/junit.xml"] },
      {
        identify: identifyRunner,
        cwd: root,
        env: process.env,
        timeoutMs: 60_000,
        redact: (t) => t,
      },
    );
    expect(run.tests.filter((test) => test.status === "failed")).toHaveLength(2);
    const coverage = run.runner?.coverage?.runner({
      cwd: root,
      env: process.env,
      commandFor: selectiveCommandOf(run, command),
    });
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage });
    expect(groups.map((group) => [group.tests.length, group.triage?.culprit])).toEqual([
      [
        2,
        expect.objectContaining({ file: "src/prices.js", function: "cents", source: "coverage" }),
      ],
    ]);
  }, 60_000);
});
