import { symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import type { Results } from "../../src/results/schema.js";
import { mergePartials } from "../../src/shards/merge.js";
import { runLeg } from "../../src/shards/run-leg.js";
import { timingsOf } from "../../src/shards/timings.js";
import { jestModules } from "../support/jest-install.js";
import { createTempProject } from "../support/temp-project.js";

/** Eight jest files of four tests, one bug failing in files 2 and 7. */
function jestProject(): Record<string, string> {
  const files: Record<string, string> = {
    "package.json": '{ "private": true }',
    "src/money.js":
      "module.exports = { cents: (amount) => Math.round(amount * 100) + (amount >= 100 ? 1 : 0) };\n",
  };
  for (let index = 1; index <= 8; index++) {
    const lines = [
      'const { cents } = require("../src/money.js");',
      `describe("part ${index}", () => {`,
    ];
    for (let test = 1; test <= 3; test++)
      lines.push(`  test("small ${test}", () => { expect(cents(${test})).toBe(${test * 100}); });`);
    const amount = index === 2 || index === 7 ? 100 + index : index;
    lines.push(
      `  test("large", () => { expect(cents(${amount})).toBe(${amount * 100}); });`,
      "});",
    );
    files[`test/part-${index}.test.js`] = lines.join("\n");
  }
  return files;
}

const config = configSchema.parse({
  retries: 1,
  tiers: [
    {
      name: "unit",
      command:
        "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit",
      junit: "reports/junit.xml",
    },
  ],
});

const view = (results: Results) =>
  new Map(results.tests.map((test) => [test.id, [test.status, test.run, test.runsAlone]]));

describe("a jest suite in 2 legs", () => {
  it("splits with jest's --shard, then by the last run's times, both equal to the unsharded run", async () => {
    const root = await createTempProject(jestProject(), "fix-loop-jest-legs-");
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const configPath = "fix-loop.yml";
    const whole = await runVerify({ cwd: root, config, configPath });
    expect(whole.tests).toHaveLength(32);
    for (const timings of [null, timingsOf(whole.tests)]) {
      const partials = [];
      for (let index = 1; index <= 2; index++)
        partials.push(
          await runLeg({ cwd: root, config, configPath, leg: { index, total: 2 }, timings }),
        );
      for (const partial of partials) {
        expect(partial.splits[0]?.how).toBe(timings ? "by-time" : "runner-option");
        expect(partial.tests.length).toBeLessThan(32);
      }
      const merged = await mergePartials(partials, { cwd: root, config, configPath });
      expect(view(merged)).toEqual(view(whole));
      expect(merged.groups.map((group) => [group.id, group.tests.sort()])).toEqual(
        whole.groups.map((group) => [group.id, group.tests.sort()]),
      );
    }
  }, 240_000);
});
