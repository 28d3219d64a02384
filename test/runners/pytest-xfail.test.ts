import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * pytest's xfail: the test runs and fails, as its mark says it should, and pytest counts it
 * apart ("1 passed, 1 skipped, 2 xfailed"). Its JUnit report writes it as a skip
 * (`<skipped type="pytest.xfail">`), which fix-loop counted among the tests that did not run
 * (click's xfails: "3 tests not run").
 */
const PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: python3 -m pytest -p no:cacheprovider --junitxml=reports/junit.xml
    junit: reports/junit.xml
`,
  "tests/test_marks.py": [
    "import pytest",
    "",
    "def test_plain():",
    "    assert 1 + 1 == 2",
    "",
    '@pytest.mark.xfail(reason="rounding bug 12")',
    "def test_known():",
    "    assert round(2.5) == 3",
    "",
    "@pytest.mark.xfail",
    "def test_unexplained():",
    "    assert [] == [1]",
    "",
    '@pytest.mark.skip(reason="not on this platform")',
    "def test_skipped():",
    "    pass",
    "",
  ].join("\n"),
};

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

describe("pytest's xfail", () => {
  it("is a test that ran and failed as marked, not one that did not run; chosen alone it verifies nothing, and says so", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const written = await results(root);
    expect(written.headline).toBe("1 test passed, 2 xfailed (as marked), 1 skipped");
    const byId = new Map(written.tests.map((test) => [test.id, test]));
    expect(byId.get("tests.test_marks > test_known")).toMatchObject({
      status: "skipped",
      expectedToFail: true,
      reason: "xfailed: ran and failed, as its xfail mark expects (rounding bug 12)",
    });
    expect(byId.get("tests.test_marks > test_unexplained")).toMatchObject({
      expectedToFail: true,
      reason: "xfailed: ran and failed, as its xfail mark expects",
    });
    const skipped = byId.get("tests.test_marks > test_skipped");
    expect(skipped).toMatchObject({ status: "skipped", reason: "not on this platform" });
    expect(skipped?.expectedToFail).toBeUndefined();

    const alone = await runCli(["verify", "-C", root, "--tests", "tests.test_marks > test_known"]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain(
      `"tests.test_marks > test_known" ran and failed, as its xfail mark expects (pytest's xfail), so nothing was verified`,
    );
  });
});
