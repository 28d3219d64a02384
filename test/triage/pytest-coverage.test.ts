import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../src/results/schema.js";
import { pytestCoverageRunner } from "../../src/triage/spectrum/pytest-coverage.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * pytest's coverage plugin records each test's functions without a Python function of its own
 * called on every call (what made it cost three times the run on sortedcontainers): each test
 * writes down the profile hook it runs under.
 */
let root: string;
let covered: Map<string, Set<string>>;
beforeAll(async () => {
  root = await createTempProject({
    "shop/__init__.py": "",
    "shop/prices.py": [
      "def total(prices):",
      "    return sum(cents(price) for price in prices)",
      "",
      "def cents(price):",
      "    return round(price * 100)",
      "",
      "class Basket:",
      "    def __init__(self, prices):",
      "        self.prices = prices",
      "",
      "    def label(self):",
      "        return f'{total(self.prices)} cents'",
    ].join("\n"),
    "tests/test_prices.py": [
      "import os, sys, types",
      "from shop.prices import Basket, cents, total",
      "",
      "def hook_seen():",
      "    with open(os.path.join(os.path.dirname(__file__), '..', 'hooks.log'), 'a') as log:",
      "        log.write(str(isinstance(sys.getprofile(), types.FunctionType)) + '\\n')",
      "",
      "def test_cents():",
      "    hook_seen()",
      "    assert cents(1.5) == 150",
      "",
      "def test_total():",
      "    assert total([1, 2]) == 300",
      "",
      "def test_label():",
      "    assert Basket([1]).label() == '100 cents'",
    ].join("\n"),
  });
  const tests = ["test_cents", "test_total", "test_label"].map(testNamed);
  const runner = pytestCoverageRunner({
    cwd: root,
    env: process.env,
    commandFor: (chosen) =>
      `python3 -m pytest -q -p no:cacheprovider ${chosen.map((test) => test.runnerId).join(" ")}`,
  });
  covered = await runner.run(tests);
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe("pytest's coverage plugin", () => {
  it("gives each test the project's named functions it called", () => {
    // A generator expression has no name of its own (`<genexpr>`): triage never ranks one.
    const project = (id: string) =>
      [...(covered.get(id) ?? [])]
        .filter((fn) => fn.startsWith("shop/") && !fn.includes(":<"))
        .sort();
    expect(project("test_cents")).toEqual(["shop/prices.py:cents"]);
    expect(project("test_total")).toEqual(["shop/prices.py:cents", "shop/prices.py:total"]);
    expect(project("test_label")).toEqual([
      "shop/prices.py:__init__",
      "shop/prices.py:cents",
      "shop/prices.py:label",
      "shop/prices.py:total",
    ]);
    expect([...(covered.get("test_cents") ?? [])]).toContain("tests/test_prices.py:hook_seen");
  });

  it("calls no Python function of its own on every call the tests make", async () => {
    const seen = (await readFile(path.join(root, "hooks.log"), "utf8")).trim().split("\n");
    expect(seen).toEqual(["False"]);
  });
});

function testNamed(name: string): TestResult {
  return {
    id: name,
    title: name,
    tier: "unit",
    status: "passed",
    durationMs: 1,
    kind: "junit",
    file: "tests/test_prices.py",
    runnerId: `tests/test_prices.py::${name}`,
    requires: [],
    runs: 1,
    reason: null,
    evidence: null,
  };
}
