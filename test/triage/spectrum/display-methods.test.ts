import { describe, expect, it } from "vitest";
import { configSchema } from "../../../src/config/schema.js";
import { runVerify } from "../../../src/engine/verify.js";
import { showsAValue } from "../../../src/triage/spectrum/failure-reporters.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * unittest's assertEqual writes its message with repr() of both sides: only a failing test runs
 * the value's `__repr__` (tkem/cachetools, an `in` check negated in `LRUCache.__getitem__`: the
 * culprit was `__repr__`). Here `discounted` adds the 10 cents it should take off a price from
 * 50 % on: the tests of 50 % and more fail, those below pass, and the file's tests of Price
 * alone run `__init__` and `__eq__` too. `__repr__` runs in the three failures and no passing
 * test (Ochiai 1.0); `discounted` in the three failures and two passing tests.
 */
const PROJECT = {
  "cart/__init__.py": [
    "class Price:",
    "    def __init__(self, cents):",
    "        self.cents = cents",
    "",
    "    def __eq__(self, other):",
    "        return isinstance(other, Price) and self.cents == other.cents",
    "",
    "    def __repr__(self):",
    "        return 'Price(%d)' % self.cents",
    "",
    "",
    "def discounted(price, percent):",
    "    if percent >= 50:",
    "        return Price(price.cents * (100 - percent) // 100 + 10)",
    "    return Price(price.cents * (100 - percent) // 100)",
  ].join("\n"),
  "tests/__init__.py": "",
  "tests/test_discount.py": [
    "import unittest",
    "from cart import Price, discounted",
    "",
    "",
    "class DiscountTest(unittest.TestCase):",
    "    def test_ten(self):",
    "        self.assertEqual(discounted(Price(1000), 10), Price(900))",
    "",
    "    def test_twenty(self):",
    "        self.assertEqual(discounted(Price(1000), 20), Price(800))",
    "",
    "    def test_fifty(self):",
    "        self.assertEqual(discounted(Price(1000), 50), Price(490))",
    "",
    "    def test_sixty(self):",
    "        self.assertEqual(discounted(Price(1000), 60), Price(390))",
    "",
    "    def test_ninety(self):",
    "        self.assertEqual(discounted(Price(1000), 90), Price(90))",
    "",
    "",
    "class PriceTest(unittest.TestCase):",
    "    def test_equal(self):",
    "        self.assertEqual(Price(5), Price(5))",
    "",
    "    def test_not_a_number(self):",
    "        self.assertNotEqual(Price(5), 5)",
    "",
    "    def test_zero(self):",
    "        self.assertEqual(Price(0), Price(0))",
    "",
    "    def test_in_a_list(self):",
    "        self.assertIn(Price(2), [Price(1), Price(2)])",
  ].join("\n"),
};

describe("a method that shows a value for a failure's message", () => {
  it("is not blamed while the failing tests ran another function: the one that made the value is", async () => {
    const root = await createTempProject(PROJECT);
    const config = configSchema.parse({
      tiers: [
        {
          name: "unit",
          command: "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml",
          junit: "reports/junit.xml",
        },
      ],
    });
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
