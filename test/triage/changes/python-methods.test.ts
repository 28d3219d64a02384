import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commitAllOnMain } from "../../support/commit-all.js";
import { runCli } from "../../support/run-cli.js";
import { readResults } from "../../support/runner-project.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * Two bugs in one tree, as cachetools' `LRUCache.__getitem__` and `typedkey` were: one in
 * `LastStore.__getitem__`, one in `get_key`, which `Store.__getitem__` calls. get_key's failures
 * raise in `Store.__getitem__` and never enter LastStore. Named by `def` alone, both methods are
 * `__getitem__`: the change to LastStore's would be what get_key's failures ran, and the frame
 * they raised in, and take them.
 */
const PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: python3 -m pytest -p no:cacheprovider --junitxml=reports/junit.xml
    junit: reports/junit.xml
    env:
      PYTHONPATH: src
`,
  ".gitignore": "reports/\n.fix-loop/\n__pycache__/\n",
  "src/store/keys.py": [
    "def set_key(k):",
    "    return ('k', k)",
    "",
    "",
    "def get_key(k):",
    "    return ('k', k)",
    "",
  ].join("\n"),
  "src/store/__init__.py": [
    "from .keys import get_key, set_key",
    "",
    "",
    "class Store:",
    "    def __init__(self):",
    "        self.data = {}",
    "",
    "    def __setitem__(self, k, v):",
    "        self.data[set_key(k)] = v",
    "",
    "    def __getitem__(self, k):",
    "        return self.data[get_key(k)]",
    "",
    "",
    "class LastStore(Store):",
    "    def __init__(self):",
    "        super().__init__()",
    "        self.last = None",
    "",
    "    def __getitem__(self, k):",
    "        self.last = k",
    "        return self.data[set_key(k)]",
    "",
  ].join("\n"),
  "tests/__init__.py": "",
  "tests/test_store.py": [
    "import unittest",
    "",
    "from store import LastStore, Store",
    "",
    "",
    "class StoreTest(unittest.TestCase):",
    "    def test_one(self):",
    "        store = Store()",
    "        store[1] = 10",
    "        self.assertEqual(10, store[1])",
    "",
    "    def test_two(self):",
    "        store = Store()",
    "        store[1], store[2] = 10, 20",
    "        self.assertEqual(20, store[2])",
    "",
    "    def test_text(self):",
    "        store = Store()",
    "        store['a'] = 1",
    "        self.assertEqual(1, store['a'])",
    "",
    "    def test_sets(self):",
    "        store = Store()",
    "        store[1] = 10",
    "        self.assertEqual(1, len(store.data))",
    "",
    "",
    "class LastStoreTest(unittest.TestCase):",
    "    def test_one(self):",
    "        store = LastStore()",
    "        store[1] = 10",
    "        self.assertEqual(10, store[1])",
    "",
    "    def test_two(self):",
    "        store = LastStore()",
    "        store[1], store[2] = 10, 20",
    "        self.assertEqual(20, store[2])",
    "",
    "    def test_remembers(self):",
    "        store = LastStore()",
    "        store[1] = 10",
    "        self.assertIsNone(store.last)",
    "",
  ].join("\n"),
};

async function twoBugs(): Promise<string> {
  const root = await createTempProject(PROJECT);
  commitAllOnMain(root, "store");
  await writeFile(
    path.join(root, "src/store/__init__.py"),
    PROJECT["src/store/__init__.py"].replace(
      "        return self.data[set_key(k)]",
      "        return self.data[set_key(k)] * 2",
    ),
  );
  await writeFile(
    path.join(root, "src/store/keys.py"),
    PROJECT["src/store/keys.py"].replace(
      "def get_key(k):\n    return ('k', k)",
      "def get_key(k):\n    return ('k', k, 1)",
    ),
  );
  return root;
}

describe("verify --base on a Python tree: methods named with their class", () => {
  it("blames each change for its own failures, where two classes' methods share a name", async () => {
    const root = await twoBugs();
    const run = await runCli(["verify", "-C", root, "--base", "HEAD"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/2 functions changed since/);
    const results = await readResults(root);
    const culprits = results.groups
      .map((group) => [
        [...group.tests].sort(),
        group.triage?.culprit && `${group.triage.culprit.file}:${group.triage.culprit.function}`,
      ])
      .sort();
    expect(culprits).toEqual([
      [
        ["tests.test_store.LastStoreTest > test_one", "tests.test_store.LastStoreTest > test_two"],
        "src/store/__init__.py:LastStore.__getitem__",
      ],
      [
        [
          "tests.test_store.StoreTest > test_one",
          "tests.test_store.StoreTest > test_text",
          "tests.test_store.StoreTest > test_two",
        ],
        "src/store/keys.py:get_key",
      ],
    ]);
    // The frame they raised in is named with its class, as the change and coverage are.
    expect(run.stdout).toContain("KeyError in src/store/__init__.py:Store.__getitem__");
  });
});
