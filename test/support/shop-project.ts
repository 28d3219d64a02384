/**
 * A small Python project with a wrong value returned deep inside the code: `cents` is off by
 * one, `label` calls it, `tax` is right. test_cents and test_label fail with two different
 * messages and no stack frame of `cents`: only coverage can tell they share one cause.
 */
export const SHOP_PROJECT: Record<string, string> = {
  "shop/__init__.py": "",
  "shop/prices.py": [
    "def cents(amount):",
    "    return int(amount * 100) + 1  # seeded: off by one",
    "",
    "def label(amount):",
    "    return f'{cents(amount)} c'",
    "",
    "def tax(amount):",
    "    return round(amount * 0.2, 2)",
  ].join("\n"),
  "tests/test_prices.py": [
    "from shop.prices import cents, label, tax",
    "",
    "def test_cents():",
    "    assert cents(1.5) == 150",
    "",
    "def test_label():",
    "    assert label(2) == '200 c'",
    "",
    "def test_tax():",
    "    assert tax(10) == 2.0",
    "",
    "class TestMore:",
    "    def test_tax_zero(self):",
    "        assert tax(0) == 0",
  ].join("\n"),
};
