import { describe, expect, it } from "vitest";
import { configSchema } from "../../../src/config/schema.js";
import { runVerify } from "../../../src/engine/verify.js";
import { DISCOUNT_CONFIG, DISCOUNT_PROJECT } from "../../support/discount-project.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * One failing test run alone (`--tests`): no passing test ran beside it, so each function it
 * ran (`discounted`, `Price.__init__`, `Price.__eq__`) scores 1.0 and none leads. The spectrum
 * then names nothing; it named one of them at random (pillarjs/send: `containsDotFile`).
 */
describe("coverage with no passing test to compare with", () => {
  it("names no culprit when the failure's functions tie", async () => {
    const root = await createTempProject(DISCOUNT_PROJECT);
    const config = configSchema.parse(DISCOUNT_CONFIG);
    const results = await runVerify({
      cwd: root,
      config,
      configPath: "fix-loop.yml",
      selection: { ids: ["tests/test_discount.py::DiscountTest::test_sixty"] },
    });
    expect(results.tests.map((test) => [test.id, test.status])).toEqual([
      ["tests.test_discount.DiscountTest > test_sixty", "failed"],
    ]);
    expect(results.groups.map((group) => group.triage?.culprit ?? null)).toEqual([null]);
  });
});
