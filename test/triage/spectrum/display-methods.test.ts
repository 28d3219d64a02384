import { describe, expect, it } from "vitest";
import { configSchema } from "../../../src/config/schema.js";
import { runVerify } from "../../../src/engine/verify.js";
import { showsAValue } from "../../../src/triage/spectrum/failure-reporters.js";
import { DISCOUNT_CONFIG, DISCOUNT_PROJECT } from "../../support/discount-project.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * unittest's assertEqual writes its message with repr() of both sides: only a failing test runs
 * the value's `__repr__` (tkem/cachetools, an `in` check negated in `LRUCache.__getitem__`: the
 * culprit was `__repr__`). Here `discounted` adds the 10 cents it should take off a price from
 * 50 % on: the tests of 50 % and more fail, those below pass, and the file's tests of Price
 * alone run `__init__` and `__eq__` too. `__repr__` runs in the three failures and no passing
 * test (Ochiai 1.0); `discounted` in the three failures and two passing tests.
 */

describe("a method that shows a value for a failure's message", () => {
  it("is not blamed while the failing tests ran another function: the one that made the value is", async () => {
    const root = await createTempProject(DISCOUNT_PROJECT);
    const config = configSchema.parse(DISCOUNT_CONFIG);
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
    const failed = results.tests.filter((test) => test.status === "failed").map((t) => t.id);
    expect(failed.sort()).toEqual([
      "tests.test_discount.DiscountTest > test_fifty",
      "tests.test_discount.DiscountTest > test_ninety",
      "tests.test_discount.DiscountTest > test_sixty",
    ]);
    expect(results.groups.map((group) => group.triage?.culprit?.function)).toEqual(["discounted"]);
  });

  it("is known by its language's name for it", () => {
    expect(showsAValue("cart/__init__.py:Price.__repr__")).toBe(true);
    expect(showsAValue("cart/__init__.py:__str__")).toBe(true);
    expect(showsAValue("error.go:(*Error).Error")).toBe(true);
    expect(showsAValue("flag.go:FlagSet.String")).toBe(true);
    expect(showsAValue("lib/range.js:Range.toString")).toBe(true);
    // Another language's name, or a function that only begins like one.
    expect(showsAValue("lib/range.js:String")).toBe(false);
    expect(showsAValue("cart/__init__.py:toString")).toBe(false);
    expect(showsAValue("flag.go:FlagSet.StringVar")).toBe(false);
  });
});
