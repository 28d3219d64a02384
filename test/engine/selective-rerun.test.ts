import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { rerunCommandFor } from "../../src/engine/tier-kinds/registry.js";
import { RAN_LOG_CONFTEST } from "../support/pytest-ran-log.js";
import { useSessionFolder } from "./support/session-folder.js";

const repoRoot = path.join(import.meta.dirname, "../..");
const project = useSessionFolder("selective-");

async function open(tier: Record<string, unknown>, retries = 1, reportsInTree = true) {
  const config = configSchema.parse({ retries, tiers: [{ name: "unit", ...tier }] });
  return project.open(config, reportsInTree);
}

/** Every test appends its pytest node id to ran.log, so a test sees what each run ran. */
const PYTEST_PROJECT = {
  "tests/__init__.py": "",
  "tests/conftest.py": RAN_LOG_CONFTEST,
  "tests/test_util.py": [
    "import os",
    "import unittest",
    "",
    "class ParseTests(unittest.TestCase):",
    "    def test_empty(self):",
    "        self.assertEqual([], [])",
    "",
    "    def test_even(self):",
    "        self.assertEqual(len('abc') % 2, 0, 'odd length')",
    "",
    "def test_flaky():",
    "    marker = os.path.join(os.path.dirname(__file__), '..', 'flaky.once')",
    "    if not os.path.exists(marker):",
    "        open(marker, 'w').close()",
    "        raise RuntimeError('first run fails')",
    "",
  ].join("\n"),
  "tests/test_math.py": [
    "import pytest",
    "",
    "@pytest.mark.parametrize('a,b', [(1, 2), (2, 3)])",
    "def test_sum(a, b):",
    "    assert a + 1 == b",
    "",
  ].join("\n"),
};

// The engine's own re-run is what these tests are about: the command blocks fix-loop's in-run
// retry (src/runners/pytest-retry.ts), as a project may.
const PYTEST_ALONE = "python3 -m pytest -q -p no:cacheprovider -p no:fixloop_retry";
const PYTEST = `${PYTEST_ALONE} --junitxml=reports/junit.xml`;

async function ranLog(): Promise<string[]> {
  const text = await readFile(path.join(project.root, "ran.log"), "utf8").catch(() => "");
  return text.split("\n").filter(Boolean);
}

describe("selective re-runs with a real pytest", () => {
  it("re-runs only the failed tests, and gives every test the command that runs it alone", async () => {
    await project.write(PYTEST_PROJECT);
    const opened = await open({ command: PYTEST, junit: "reports/junit.xml" });
    const run = await opened.runTiers();
    // The report is copied back into the tree (as verify asks): the full run's, not the retry's.
    const report = await readFile(path.join(project.root, "reports/junit.xml"), "utf8");
    expect(report.match(/<testcase /g)).toHaveLength(5);

    const byId = new Map(run.tests.map((test) => [test.id, test]));
    expect(byId.get("tests.test_util.ParseTests > test_even")).toMatchObject({
      status: "failed",
      runs: 2,
      runnerId: "tests/test_util.py::ParseTests::test_even",
      // The command to paste: no report option, so it writes nothing into the tree.
      run: `${PYTEST_ALONE} tests/test_util.py::ParseTests::test_even`,
      runsAlone: true,
      evidence: {
        exitCode: null,
        // pytest writes no type attribute; its message is the exception line.
        reported: {
          outcome: "failure",
          type: null,
          message: "AssertionError: 1 != 0 : odd length",
        },
      },
    });
    expect(byId.get("tests.test_util > test_flaky")).toMatchObject({
      status: "flaky",
      runs: 2,
      reason: "failed, then passed on re-run 1 of 1",
    });
    expect(byId.get("tests.test_math > test_sum[1-2]")?.runnerId).toBe(
      "tests/test_math.py::test_sum[1-2]",
    );
    // The first run ran all five; the re-run only the two that failed.
    const log = await ranLog();
    expect(log.slice(5).sort()).toEqual([
      "tests/test_util.py::ParseTests::test_even",
      "tests/test_util.py::test_flaky",
    ]);

    // The test's own command, run in a shell, runs that test and no other, and writes no report.
    await rm(path.join(project.root, "ran.log"));
    await rm(path.join(project.root, "reports"), { recursive: true });
    execFileSync("sh", ["-c", `${byId.get("tests.test_math > test_sum[2-3]")?.run} || true`], {
      cwd: project.root,
      stdio: "ignore",
    });
    expect(await ranLog()).toEqual(["tests/test_math.py::test_sum[2-3]"]);
    expect(existsSync(path.join(project.root, "reports"))).toBe(false);

    const plan = rerunCommandFor(opened.plan[0] as (typeof opened.plan)[number], [
      byId.get("tests.test_util.ParseTests > test_empty") as (typeof run.tests)[number],
    ]);
    expect(plan).toEqual({
      command: `${PYTEST} tests/test_util.py::ParseTests::test_empty`,
      selective: true,
      reason: null,
    });
  });

  it("runs one test named by its pytest node id in a fresh session, its report written outside the project when not asked to copy it back", async () => {
    await project.write(PYTEST_PROJECT);
    // Not asked to copy the report back (fix's way); asked, with a retry: the first test's run.
    const opened = await open({ command: PYTEST, junit: "reports/junit.xml" }, 1, false);
    const run = await opened.runTiers({ ids: ["tests/test_util.py::ParseTests::test_empty"] });
    // Read from the report outside the tree: the test's result is there, the tree has none.
    expect(run.tests.map((test) => [test.id, test.status])).toEqual([
      ["tests.test_util.ParseTests > test_empty", "passed"],
    ]);
    expect(existsSync(path.join(project.root, "reports"))).toBe(false);
    expect(await ranLog()).toEqual(["tests/test_util.py::ParseTests::test_empty"]);
    // fix-loop's own id selects it too, now that a report named it.
    await rm(path.join(project.root, "ran.log"));
    const again = await opened.runTiers({ ids: ["tests.test_util.ParseTests > test_empty"] });
    expect(again.tests).toHaveLength(1);
    expect(await ranLog()).toEqual(["tests/test_util.py::ParseTests::test_empty"]);
    expect(existsSync(path.join(project.root, "reports"))).toBe(false);
  });

  it("uses the tier's rerun: template when the command does not call pytest itself", async () => {
    await project.write({
      ...PYTEST_PROJECT,
      "run-tests.sh": `#!/bin/sh\nexec ${PYTEST} "$@"\n`,
    });
    execFileSync("chmod", ["+x", path.join(project.root, "run-tests.sh")]);
    const opened = await open(
      { command: "./run-tests.sh", junit: "reports/junit.xml", rerun: "./run-tests.sh {tests}" },
      0,
    );
    const first = await opened.runTiers();
    const even = first.tests.find((test) => test.id.endsWith("test_even"));
    expect(even?.run).toBe("./run-tests.sh tests/test_util.py::ParseTests::test_even");
    await rm(path.join(project.root, "ran.log"));
    await opened.runTiers({ ids: [even?.id ?? ""] });
    expect(await ranLog()).toEqual(["tests/test_util.py::ParseTests::test_even"]);
  });

  it("says so when it cannot run a test alone", async () => {
    await project.write({ ...PYTEST_PROJECT, "run-tests.sh": `#!/bin/sh\nexec ${PYTEST}\n` });
    execFileSync("chmod", ["+x", path.join(project.root, "run-tests.sh")]);
    const opened = await open({ command: "./run-tests.sh", junit: "reports/junit.xml" }, 0);
    const run = await opened.runTiers();
    expect(run.tests[0]).toMatchObject({ run: "./run-tests.sh", runsAlone: false });
  });
});

describe("selective re-runs with real vitest and node:test", () => {
  it("re-runs a failed vitest test by file and name", async () => {
    await symlink(
      path.join(repoRoot, "node_modules"),
      path.join(project.root, "node_modules"),
      "dir",
    );
    await project.write({
      "package.json": '{ "type": "module" }\n',
      "vitest.config.mjs": 'export default { test: { include: ["src/**/*.test.js"] } };\n',
      "src/a.test.js": [
        'import { appendFileSync } from "node:fs";',
        'import { describe, expect, it } from "vitest";',
        'describe("cart", () => {',
        '  it("adds", () => { appendFileSync("ran.log", "adds\\n"); });',
        '  it("rejects (an) empty cart", () => { appendFileSync("ran.log", "rejects\\n"); expect(1).toBe(2); });',
        "});",
        "",
      ].join("\n"),
      "src/b.test.js": [
        'import { appendFileSync } from "node:fs";',
        'import { it } from "vitest";',
        'it("other", () => { appendFileSync("ran.log", "other\\n"); });',
        "",
      ].join("\n"),
    });
    const opened = await open({
      command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
      junit: "reports/junit.xml",
    });
    const run = await opened.runTiers();
    const failed = run.tests.find((test) => test.status === "failed");
    expect(failed).toMatchObject({
      id: "src/a.test.js > cart > rejects (an) empty cart",
      runs: 2,
      runsAlone: true,
      // The junit reporter and its file are the engine's business: pasted, this prints the test.
      run: "node_modules/.bin/vitest run src/a.test.js -t '^ ?(?:cart rejects \\(an\\) empty cart)$'",
    });
    expect((await ranLog()).sort()).toEqual(["adds", "other", "rejects", "rejects"]);
    await rm(path.join(project.root, "ran.log"));
    await rm(path.join(project.root, "reports"), { recursive: true });
    const pasted = spawnSync("sh", ["-c", failed?.run ?? ""], {
      cwd: project.root,
      encoding: "utf8",
    });
    expect(pasted.stdout).toContain("rejects (an) empty cart");
    expect(await ranLog()).toEqual(["rejects"]);
    expect(existsSync(path.join(project.root, "reports"))).toBe(false);
  });

  it("re-runs a failed node:test test by its name", async () => {
    await project.write({
      "test/a.test.mjs": [
        'import { appendFileSync } from "node:fs";',
        'import { test } from "node:test";',
        'import assert from "node:assert";',
        'test("adds", () => { appendFileSync("ran.log", "adds\\n"); });',
        'test("fails", () => { appendFileSync("ran.log", "fails\\n"); assert.equal(1, 2); });',
        "",
      ].join("\n"),
    });
    const opened = await open({
      command:
        "node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/a.test.mjs",
      junit: "reports/junit.xml",
    });
    const run = await opened.runTiers();
    const failed = run.tests.find((test) => test.status === "failed");
    expect(failed).toMatchObject({ title: "fails", runs: 2, runsAlone: true });
    expect(await ranLog()).toEqual(["adds", "fails", "fails"]);
    expect(existsSync(path.join(project.root, "reports/junit.xml"))).toBe(true);
    await rm(path.join(project.root, "ran.log"));
    await rm(path.join(project.root, "reports"), { recursive: true });
    const pasted = spawnSync("sh", ["-c", failed?.run ?? ""], {
      cwd: project.root,
      encoding: "utf8",
    });
    expect(failed?.run).not.toContain("junit");
    expect(pasted.stdout).toContain("fails");
    expect(await ranLog()).toEqual(["fails"]);
    expect(existsSync(path.join(project.root, "reports"))).toBe(false);
  });
});
