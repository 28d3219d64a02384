import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import type { Results } from "../../src/results/schema.js";
import { mergePartials } from "../../src/shards/merge.js";
import { runLeg } from "../../src/shards/run-leg.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * pytest has no shard option: each leg collects the test files (--collect-only) and runs its
 * share of them, named on the command line. Six files, one bug failing in files 1 and 5.
 */
function pytestProject(): Record<string, string> {
  const files: Record<string, string> = {
    "calc.py": [
      "def cents(amount):",
      "    raw = round(amount * 100)",
      "    return raw + 1 if amount >= 100 else raw  # seeded: off by one",
    ].join("\n"),
    "conftest.py": "",
  };
  for (let index = 1; index <= 6; index++) {
    const lines = ["from calc import cents", ""];
    for (let test = 1; test <= 5; test++)
      lines.push(`def test_small_${test}():`, `    assert cents(${test}) == ${test * 100}`, "");
    const amount = index === 1 || index === 5 ? 100 + index : index;
    lines.push("def test_large():", `    assert cents(${amount}) == ${amount * 100}`, "");
    files[`tests/test_part_${index}.py`] = lines.join("\n");
  }
  return files;
}

// No retry of the failures (as go-legs): what is split and merged is the first run; the merge of
// legs whose failures were retried is sharded-verify's (each test's runs compared).
const config = configSchema.parse({
  retries: 0,
  tiers: [
    {
      name: "unit",
      command: "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml tests",
      junit: "reports/junit.xml",
    },
  ],
});

const view = (results: Results) =>
  new Map(results.tests.map((test) => [test.id, [test.status, test.run, test.file]]));

describe("a pytest suite in 3 legs", () => {
  it("runs each file in one leg, and merges into the unsharded run's tests and one group", async () => {
    const root = await createTempProject(pytestProject(), "fix-loop-pytest-legs-");
    const configPath = "fix-loop.yml";
    const whole = await runVerify({ cwd: root, config, configPath });
    const partials = [];
    for (let index = 1; index <= 3; index++)
      partials.push(
        await runLeg({ cwd: root, config, configPath, leg: { index, total: 3 }, timings: null }),
      );
    for (const partial of partials) {
      expect(partial.splits).toEqual([
        { tier: "unit", source: "junit", how: "by-count", units: 2, expectedMs: null },
      ]);
      expect(new Set(partial.tests.map((test) => test.file)).size).toBe(2);
    }
    const merged = await mergePartials(partials, { cwd: root, config, configPath });
    expect(merged.tests).toHaveLength(36);
    expect(view(merged)).toEqual(view(whole));
    expect(merged.groups.map((group) => group.tests.sort())).toEqual(
      whole.groups.map((group) => group.tests.sort()),
    );
    expect(merged.groups).toHaveLength(1);
  }, 120_000);
});
