import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import type { Results } from "../../src/results/schema.js";
import { SHOP_PROJECT } from "../support/shop-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * The shop project fails two tests with two different messages: two signatures, so triage needs
 * coverage to see one cause. The retry takes it on the way; every test appends its node id and
 * traceback style to ran.log, so the test sees how each ran.
 */
let root: string;
let results: Results;
beforeAll(async () => {
  root = await createTempProject({
    ...SHOP_PROJECT,
    "tests/conftest.py": [
      "import os, pytest",
      "",
      "@pytest.fixture(autouse=True)",
      "def record(request):",
      "    with open(os.path.join(os.path.dirname(__file__), '..', 'ran.log'), 'a') as log:",
      "        log.write(request.node.nodeid + ' tb=' + request.config.option.tbstyle + '\\n')",
      "    yield",
    ].join("\n"),
  });
  // The engine's retry in a pytest of its own (fix-loop's in-run retry blocked, as a project
  // may; test/engine/pytest-one-run.test.ts has the retry in the first run).
  const command =
    "python3 -m pytest -q -p no:cacheprovider -p no:fixloop_retry --junitxml=reports/junit.xml";
  const config = configSchema.parse({
    retries: 1,
    tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
  });
  results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe("a retry that takes coverage on the way", () => {
  it("makes the two failures one group, blamed on the function they share", () => {
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "shop/prices.py",
      function: "cents",
      source: "coverage",
    });
  });

  it("runs each failing test twice in all: the suite, then one retry with coverage", async () => {
    const ran = (await readFile(path.join(root, "ran.log"), "utf8")).trim().split("\n");
    const runsOf = (id: string) => ran.filter((line) => line.startsWith(`${id} `));
    // The suite as configured, then the retry, which wants outcomes only (no tracebacks).
    expect(runsOf("tests/test_prices.py::test_cents")).toEqual([
      "tests/test_prices.py::test_cents tb=auto",
      "tests/test_prices.py::test_cents tb=no",
    ]);
    expect(runsOf("tests/test_prices.py::test_label")).toHaveLength(2);
    expect(results.tests.filter((test) => test.status === "failed").map((t) => t.runs)).toEqual([
      2, 2,
    ]);
  });

  it("records where the time went: first run, retry, no coverage re-runs, triage, report", () => {
    const phases = results.phases;
    expect(phases).not.toBeNull();
    expect(phases?.firstRunMs).toBeGreaterThan(0);
    expect(phases?.retryMs).toBeGreaterThan(0);
    // The retry took the coverage: triage started no coverage run of its own.
    expect(phases?.coverageMs).toBe(0);
    // What the plugin's recording took inside the retry (its start, stop, naming and write).
    expect(phases?.coverageInRunsMs).toBeGreaterThan(0);
    expect(phases?.triageMs).toBeGreaterThanOrEqual(0);
    expect(phases?.reportMs).toBeGreaterThanOrEqual(0);
    expect((phases?.firstRunMs ?? 0) + (phases?.retryMs ?? 0)).toBeLessThanOrEqual(
      results.tiers[0]?.durationMs ?? 0,
    );
  });
});
