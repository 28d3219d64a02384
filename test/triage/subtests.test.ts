import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseJunitFile } from "../../src/junit/parse-junit.js";
import type { TestResult } from "../../src/results/schema.js";
import { groupFailures } from "../../src/triage/group.js";
import { failureSignature } from "../../src/triage/signature.js";
import { failedSubtestOf } from "../../src/triage/subtests.js";
import { failedTest } from "./failed-test.js";

const corpus = path.join(path.dirname(new URL(import.meta.url).pathname), "../corpus");

/**
 * google/uuid with Validate seeded to slice one byte past a braced UUID (test/corpus/uuid):
 * gotestsum's report of the subtest that panicked and of its parent, whose own text is only
 * `--- FAIL: TestValidate`.
 */
async function validatePanic(): Promise<TestResult[]> {
  const cases = await parseJunitFile(path.join(corpus, "uuid/validate-panic/junit.xml"));
  return cases
    .filter((testCase) => testCase.status === "failed")
    .map((testCase) => ({
      ...failedTest(testCase.id, testCase.details.split("\n"), { tier: "unit", message: null }),
      runnerId: `${testCase.classname}.${testCase.name}`,
    }));
}

describe("go subtests in triage", () => {
  it("puts a parent that failed with its subtest in the subtest's group, blamed on the panicking function", async () => {
    const tests = await validatePanic();
    const parent = tests.find((test) => test.id === "github.com/google/uuid > TestValidate");
    expect(parent?.evidence?.excerpt).not.toContain("panic");
    // On its own, the parent's text names nothing: it would be a group of its own.
    expect(failureSignature(parent as TestResult, { root: "/fix-loop-corpus/uuid" }).culprit).toBe(
      null,
    );

    const groups = groupFailures(tests, ["unit"], { root: "/fix-loop-corpus/uuid" });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.tests.sort()).toEqual([
      "github.com/google/uuid > TestValidate",
      "github.com/google/uuid > TestValidate/Valid_UUID_with_Braces",
    ]);
    expect(groups[0]?.triage?.culprit).toMatchObject({
      file: "uuid.go",
      function: "uuid.Validate",
    });
    // A re-run of the parent alone fails with its own text: the group knows that signature too.
    const own = failureSignature(parent as TestResult, { root: "/fix-loop-corpus/uuid" }).id;
    expect([groups[0]?.id, ...(groups[0]?.triage?.signatures ?? [])]).toContain(own);
  });

  it("keeps a parent apart when its own stack names a function, and tells subtests by runner name", () => {
    const child = {
      ...failedTest("BT-041", ["    pricing_test.go:20: got 90, want 95"]),
      runnerId: "example.com/shop/pricing.TestDiscount/BT-041_ten_percent",
    };
    const quiet = {
      ...failedTest("example.com/shop/pricing > TestDiscount", ["--- FAIL: TestDiscount (0.00s)"]),
      runnerId: "example.com/shop/pricing.TestDiscount",
    };
    const namesless = {
      ...failedTest("example.com/shop/pricing > TestDiscountAll", ["--- FAIL: TestDiscountAll"]),
      runnerId: "example.com/shop/pricing.TestDiscountAll",
    };
    const panicking = {
      ...failedTest("example.com/shop/cart > TestTotal", [
        "panic: boom",
        "example.com/shop/cart.Total(...)",
        "\t/src/shop/cart/cart.go:12 +0x1d",
      ]),
      runnerId: "example.com/shop/cart.TestTotal",
    };
    const subtest = {
      ...failedTest("example.com/shop/cart > TestTotal/empty", ["    cart_test.go:9: got 1"]),
      runnerId: "example.com/shop/cart.TestTotal/empty",
    };
    const stands = failedSubtestOf([child, quiet, namesless, panicking, subtest], "/src/shop");
    // The ticket token hides the parent's name in the id; the runner's name still has it.
    expect(stands.get(quiet.id)?.id).toBe("BT-041");
    // TestDiscountAll is not below TestDiscount, and a parent whose stack names Total keeps it.
    expect([...stands.keys()]).toEqual([quiet.id]);
  });
});
