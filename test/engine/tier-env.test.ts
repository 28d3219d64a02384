import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";

/** A tier's env: reaches every run of its tests: scripts, a JUnit command, its re-runs. */
describe("a tier's own environment", () => {
  it("reaches a JUnit command's first run and its re-run, and its run lines", async () => {
    const root = await createTempProject({
      "package.json": '{ "type": "module" }',
      "reports/.keep": "",
      "test/env.test.js": [
        'import { test } from "node:test";',
        'import assert from "node:assert/strict";',
        'test("runs under the test environment", () => { assert.equal(process.env.NODE_ENV, "test"); });',
        // Fails only where the environment arrived: a re-run without it would pass and read as flaky.
        'test("sees the label", () => { assert.notEqual(process.env.LABEL, "two words"); });',
      ].join("\n"),
    });
    const config = configSchema.parse({
      retries: 1,
      tiers: [
        {
          name: "unit",
          command:
            "node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/",
          junit: "reports/junit.xml",
          env: { NODE_ENV: "test", LABEL: "two words" },
        },
      ],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
    const byTitle = (title: string) => results.tests.find((test) => test.title === title);
    expect(byTitle("runs under the test environment")?.status).toBe("passed");
    expect(byTitle("sees the label")).toMatchObject({ status: "failed", runs: 2 });
    expect(byTitle("sees the label")?.run).toMatch(
      // The command's folder gives way to the test's file, which the first run recorded.
      /^NODE_ENV=test LABEL='two words' node .* --test test\/env\.test\.js$/,
    );
  }, 60_000);

  it("reaches the tier's scripts, and no other tier", async () => {
    const check = '[ "$GREETING" = "hi there" ] || { echo "FAIL: GREETING=$GREETING"; exit 1; }';
    const root = await createTempProject({
      "a/one.sh": scriptTest({ id: "BT-001" }, check),
      "b/two.sh": scriptTest({ id: "BT-002" }, check),
    });
    const config = configSchema.parse({
      tiers: [
        { name: "with", tests: "a/*.sh", env: { GREETING: "hi there" } },
        { name: "without", tests: "b/*.sh" },
      ],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
    expect(results.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-001", "passed"],
      ["BT-002", "failed"],
    ]);
  }, 60_000);
});
