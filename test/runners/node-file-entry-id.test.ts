import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A file of test data under test/ declares no test, and node --test's default glob runs it all
 * the same: its report names that entry by the file's absolute path. Its id is the same from
 * any checkout's folder.
 */
const PROJECT = {
  "package.json": JSON.stringify({ type: "module" }),
  "test/cases.js": 'export const CASES = [["gzip", "gzip"]];\n',
  "test/pick.test.js": [
    'import assert from "node:assert";',
    'import { test } from "node:test";',
    'import { CASES } from "./cases.js";',
    'test("picks each case", () => { for (const [a, b] of CASES) assert.equal(a, b); });',
  ].join("\n"),
};

describe("node --test's entry for a file that declares no test", () => {
  it("is named by its path from the project root, not the checkout's folder", async () => {
    const root = await createTempProject(PROJECT);
    const config = configSchema.parse({
      tiers: [
        {
          name: "unit",
          command:
            "node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml",
          junit: "reports/junit.xml",
        },
      ],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
    const ids = results.tests.map((test) => test.id);
    expect(ids.some((id) => id.includes(root))).toBe(false);
    expect(ids).toContain("test/cases.js");
    // The id it was printed with before still names it (quarantine.json, --tests).
    expect(results.tests.find((test) => test.id === "test/cases.js")?.formerId).toBe(
      "test > test/cases.js",
    );
    expect(results.outcome).toBe("passed");
  });
});
