import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { RAN_LOG_CONFTEST } from "../support/pytest-ran-log.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A src-layout project tested as cachetools is: unittest classes that take their tests from a
 * mixin in tests/__init__.py, a tier that sets PYTHONPATH through `env:`, and pytest's default
 * xunit2 report, which names no file. Shelf.__getitem__ fails inside a `try` (a chained
 * exception: its traceback starts in src/shelf/__init__.py); the mixin's test_count fails in
 * tests/__init__.py. Every test appends its node id to ran.log.
 */
const PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: python3 -m pytest -p no:cacheprovider --junitxml=reports/junit.xml
    junit: reports/junit.xml
    env:
      PYTHONPATH: src
`,
  "src/shelf/__init__.py": [
    "class Shelf:",
    "    def __init__(self):",
    "        self.data = {}",
    "",
    "    def __setitem__(self, key, value):",
    "        self.data[key] = value",
    "",
    "    def __getitem__(self, key):",
    "        try:",
    "            return self.data[key + 1]",
    "        except KeyError:",
    "            return self.__missing__(key)",
    "",
    "    def __missing__(self, key):",
    "        raise KeyError(key)",
    "",
    "    def __len__(self):",
    "        return len(self.data) + 1",
    "",
  ].join("\n"),
  "tests/__init__.py": [
    "class ShelfMixin:",
    "    def test_count(self):",
    "        shelf = self.Shelf()",
    "        shelf[1] = 1",
    "        self.assertEqual(1, len(shelf))",
    "",
    "    def test_empty(self):",
    "        self.assertEqual({}, self.Shelf().data)",
    "",
  ].join("\n"),
  "tests/conftest.py": RAN_LOG_CONFTEST,
  "tests/test_shelf.py": [
    "import unittest",
    "",
    "from shelf import Shelf",
    "",
    "from . import ShelfMixin",
    "",
    "",
    "class ShelfTest(unittest.TestCase, ShelfMixin):",
    "    Shelf = Shelf",
    "",
    "    def test_lookup(self):",
    "        shelf = Shelf()",
    "        shelf[2] = 2",
    "        self.assertEqual(2, shelf[2])",
    "",
  ].join("\n"),
};

const COUNT = "tests.test_shelf.ShelfTest > test_count";
const LOOKUP = "tests.test_shelf.ShelfTest > test_lookup";
const EMPTY = "tests.test_shelf.ShelfTest > test_empty";

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

/** The node ids pytest ran since the last call, each once (a failure's in-run retry runs it again). */
async function takeRanLog(root: string): Promise<string[]> {
  const file = path.join(root, "ran.log");
  const text = await readFile(file, "utf8").catch(() => "");
  await rm(file, { force: true });
  return [...new Set(text.split("\n").filter(Boolean))].sort();
}

describe("pytest's xunit2 report: one test is one test", () => {
  it("gives a failing test the file of its classname, not its traceback's, so its run: line runs it alone and --tests takes its node id back", async () => {
    const root = await createTempProject(PROJECT);
    const first = await runCli(["verify", "-C", root]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(1);
    const byId = new Map((await results(root)).tests.map((test) => [test.id, test]));
    const count = byId.get(COUNT);
    expect(count).toMatchObject({
      status: "failed",
      file: "tests/test_shelf.py",
      runnerId: "tests/test_shelf.py::ShelfTest::test_count",
      runsAlone: true,
      run: "PYTHONPATH=src python3 -m pytest -p no:cacheprovider tests/test_shelf.py::ShelfTest::test_count",
    });
    // The failing line is the mixin's, where the test's code is.
    expect(count?.evidence?.location).toEqual({ file: "tests/__init__.py", line: 5 });
    // The chained exception's traceback starts in the package; the test's own frame is the place.
    expect(byId.get(LOOKUP)).toMatchObject({
      status: "failed",
      file: "tests/test_shelf.py",
      runnerId: "tests/test_shelf.py::ShelfTest::test_lookup",
      runsAlone: true,
      evidence: { location: { file: "tests/test_shelf.py", line: 14 } },
    });
    // A passing test of the same class has the same file, as every test has on a green run.
    expect(byId.get(EMPTY)).toMatchObject({ status: "passed", file: "tests/test_shelf.py" });
    expect(first.stdout).toContain(`${COUNT} [${aliasOf("test", COUNT)}] (tests/test_shelf.py)`);
    await takeRanLog(root);

    const again = await runCli(["verify", "-C", root, "--tests", count?.runnerId ?? ""]);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(1);
    expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual([
      [COUNT, "failed"],
    ]);
    expect(await takeRanLog(root)).toEqual(["tests/test_shelf.py::ShelfTest::test_count"]);
  });

  it("runs only the chosen test whatever form of its id is given: fix-loop's id, its alias, the runner's id", async () => {
    const root = await createTempProject(PROJECT);
    const forms = [EMPTY, aliasOf("test", EMPTY), "tests/test_shelf.py::ShelfTest::test_empty"];
    for (const form of forms) {
      const run = await runCli(["verify", "-C", root, "--tests", form]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual([
        [EMPTY, "passed"],
      ]);
      expect({ form, ran: await takeRanLog(root) }).toEqual({
        form,
        ran: ["tests/test_shelf.py::ShelfTest::test_empty"],
      });
    }
  });
});
