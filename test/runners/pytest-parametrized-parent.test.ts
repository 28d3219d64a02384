import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * pytest's own id of a parametrized test's function (boltons: `verify --tests
 * tests/test_urlutils.py::test_roundtrip`): pytest runs every case of it, and each case answers
 * for it. The id was refused after the run ("no test has the id"), under a tier line that said
 * "passed" for a tier that had reported none of the tests (test/report/progress-renderers).
 */
it("`verify --tests file::function` of a parametrized test runs its cases and reports them", async () => {
  const root = await createTempProject({
    ".github/fix-loop.yml": `tiers:
  - name: unit
    command: python3 -m pytest -p no:cacheprovider --junitxml=reports/junit.xml
    junit: reports/junit.xml
`,
    "tests/test_ports.py": [
      "import pytest",
      "",
      "@pytest.mark.parametrize('port', [80, 8080, 9000])",
      "def test_port(port):",
      "    assert port != 8080",
      "",
      "def test_other():",
      "    assert True",
      "",
    ].join("\n"),
  });
  const run = await runCli(["verify", "-C", root, "--tests", "tests/test_ports.py::test_port"]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(1);
  const results = JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8"));
  expect(
    results.tests.map((test: { id: string; status: string }) => [test.id, test.status]),
  ).toEqual([
    ["tests.test_ports > test_port[80]", "passed"],
    ["tests.test_ports > test_port[8080]", "failed"],
    ["tests.test_ports > test_port[9000]", "passed"],
  ]);
});
