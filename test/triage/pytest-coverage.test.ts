import { spawnSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../src/results/schema.js";
import { pythonFunctionsByLine } from "../../src/triage/changes/python-functions.js";
import { pytestCoverageRunner } from "../../src/triage/spectrum/pytest-coverage.js";
import { PYTEST_RECORDER } from "../../src/triage/spectrum/pytest-recorder.js";
import { olderPython } from "../support/older-python.js";
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
    // A method is named with its class, as Python qualifies it: another class's `label` is another function.
    expect(project("test_label")).toEqual([
      "shop/prices.py:Basket.__init__",
      "shop/prices.py:Basket.label",
      "shop/prices.py:cents",
      "shop/prices.py:total",
    ]);
    expect([...(covered.get("test_cents") ?? [])]).toContain("tests/test_prices.py:hook_seen");
  });

  it("calls no Python function of its own on every call the tests make", async () => {
    const seen = (await readFile(path.join(root, "hooks.log"), "utf8")).trim().split("\n");
    expect(seen).toEqual(["False"]);
  });
});

/**
 * Functions that share names, as a real module's do: five `__getitem__` in cachetools, a
 * decorated method, a helper inside a method, a class inside a function, an async def.
 */
const QUALIFIED = [
  "import functools",
  "",
  "def cached(fn):",
  "    @functools.wraps(fn)",
  "    def wrapper(*args):",
  "        return fn(*args)",
  "    return wrapper",
  "",
  "class Cache:",
  "    def __getitem__(self, key):",
  '        """Looks the key up.',
  "",
  "Lines of a string say nothing of the blocks.",
  '"""',
  "        return key",
  "",
  "    class Entry:",
  "        def __getitem__(self, key):",
  "            return key",
  "",
  "class LRUCache(Cache):",
  "    @property",
  "    @cached",
  "    def size(self):",
  "        return 1",
  "",
  "    def __getitem__(self, key):",
  "        def touch(k):",
  "            return k",
  "        return touch(Cache.__getitem__(self, key))",
  "",
  "def make():",
  "    class Local:",
  "        def get(self):",
  "            return (lambda: 1)()",
  "    return Local().get()",
  "",
  "async def fetch():",
  "    return [x for x in ()]",
  "",
  "",
].join("\n");

/** The recorder's names for every function QUALIFIED defines, each against co_qualname where Python has it. */
const NAME_EVERY_FUNCTION = `
import json, types, sys
path = sys.argv[1]
top = compile(open(path).read(), path, "exec")
def codes(code):
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from codes(const)
found = []
for code in codes(top):
    if code.co_name.startswith("<"):
        continue
    fallback = _declared(path).get((code.co_firstlineno, code.co_name))
    found.append([code.co_firstlineno, getattr(code, "co_qualname", None), fallback])
print(json.dumps({"named": _named(list(codes(top))), "found": found}))
`;

async function nameEveryFunction(command: string, env: NodeJS.ProcessEnv) {
  const dir = await createTempProject({
    "pkg/cache.py": QUALIFIED,
    "name.py": PYTEST_RECORDER + NAME_EVERY_FUNCTION,
  });
  const ran = spawnSync(command, [path.join(dir, "name.py"), path.join(dir, "pkg/cache.py")], {
    encoding: "utf8",
    env: { ...env, FIXLOOP_COVERAGE_ROOT: dir },
  });
  expect(ran.stderr).toBe("");
  return JSON.parse(ran.stdout) as { named: string[]; found: [number, string | null, string][] };
}

const EXPECTED_NAMES = [
  "pkg/cache.py:<lambda>",
  "pkg/cache.py:<listcomp>",
  "pkg/cache.py:<module>",
  "pkg/cache.py:Cache",
  "pkg/cache.py:Cache.Entry",
  "pkg/cache.py:Cache.Entry.__getitem__",
  "pkg/cache.py:Cache.__getitem__",
  "pkg/cache.py:LRUCache",
  "pkg/cache.py:LRUCache.__getitem__",
  "pkg/cache.py:LRUCache.__getitem__.<locals>.touch",
  "pkg/cache.py:LRUCache.size",
  "pkg/cache.py:cached",
  "pkg/cache.py:cached.<locals>.wrapper",
  "pkg/cache.py:fetch",
  "pkg/cache.py:make",
  "pkg/cache.py:make.<locals>.Local",
  "pkg/cache.py:make.<locals>.Local.get",
];

describe("the recorder's function names", () => {
  it("are Python's qualified names, read from the source where Python has no co_qualname, and the names a change at each line gets", async () => {
    const { named, found } = await nameEveryFunction("python3", process.env);
    // 3.12 inlines comprehensions: no <listcomp> of its own.
    expect(named).toEqual(
      EXPECTED_NAMES.filter((name) => named.includes(name) || !name.endsWith("<listcomp>")),
    );
    const lines = QUALIFIED.split("\n");
    const byLine = pythonFunctionsByLine(lines);
    for (const [firstLine, qualname, fallback] of found) {
      if (qualname !== null)
        expect({ firstLine, fallback }).toEqual({ firstLine, fallback: qualname });
      // A def's own line, past its decorators, is named as coverage names the function.
      const def = lines.findIndex((text, at) => at >= firstLine - 1 && !/^\s*@/.test(text));
      if (/^\s*(?:async )?def /.test(lines[def] ?? ""))
        expect({ line: def + 1, name: byLine[def] }).toEqual({ line: def + 1, name: fallback });
    }
    // The docstring's unindented lines are still Cache.__getitem__'s.
    expect(byLine[lines.indexOf("        return key")]).toBe("Cache.__getitem__");
  });

  const older = olderPython();
  it.skipIf(older === null)(
    `are the same on a Python without co_qualname (${older?.version ?? "none found"})`,
    async () => {
      const { named, found } = await nameEveryFunction(older?.command ?? "", process.env);
      expect(found.every(([, qualname]) => qualname === null)).toBe(true);
      expect(named).toEqual(EXPECTED_NAMES);
    },
  );
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
