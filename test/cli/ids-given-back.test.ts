import { spawnSync } from "node:child_process";
import { access, readFile, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { jestModules } from "../support/jest-install.js";
import { PRICES_VITEST } from "../support/prices-project.js";
import { printedHeading } from "../support/printed-heading.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

const CONFIG = `tiers:
  - name: unit
    command: node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml
    junit: reports/junit.xml
`;

async function pricesProject(files: Record<string, string> = {}): Promise<string> {
  const root = await createTempProject({
    ...PRICES_VITEST,
    ".github/fix-loop.yml": CONFIG,
    ...files,
  });
  await symlink(
    path.join(import.meta.dirname, "../../node_modules"),
    path.join(root, "node_modules"),
  );
  return root;
}

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

/**
 * Each re-run below gives one failing test back by its printed id and the other by its alias, in
 * one run: an id or alias that named no test would be refused (exit 2, after the run if not
 * before), one that named another test would show in the results, so each resolved to its test
 * alone.
 */
async function rerunByIdAndAlias(
  root: string,
  byId: { id: string; alias: string },
  byAlias: { id: string; alias: string },
): Promise<string> {
  const again = await runCli(["verify", "-C", root, "--tests", byId.id, "--tests", byAlias.alias]);
  expect(again.stderr).toBe("");
  expect(again.code).toBe(1);
  expect((await results(root)).tests.map((test) => [test.id, test.status]).sort()).toEqual(
    [
      [byId.id, "failed"],
      [byAlias.id, "failed"],
    ].sort(),
  );
  return again.stdout;
}

describe("ids fix-loop prints are accepted back", () => {
  // The first run selects two failing tests by aliases that resolve from the runner's listing
  // alone (no run printed them yet; the third test is left unrun); the second gives one back by
  // the id that run printed and the other by the alias it printed.
  it("vitest: aliases resolve from the listing before any run printed them; one failing test is re-run by its printed id (spaces and > included) and one by its alias, --tests repeated, each value one id", async () => {
    // A test file no selected test is in: run, its test leaves other.log (vitest's listing
    // loads the file but runs no test).
    const root = await pricesProject({
      "test/other.test.js": [
        'import { appendFileSync } from "node:fs";',
        'import { it } from "vitest";',
        'it("other", () => { appendFileSync("other.log", "ran\\n"); });',
      ].join("\n"),
    });
    const ids = ["cents", "label"].map((name) => `test/prices.test.js > prices > ${name}`);
    const first = await runCli([
      "verify",
      "-C",
      root,
      ...ids.flatMap((id) => ["--tests", aliasOf("test", id)]),
    ]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(1);
    expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual(
      ids.map((id) => [id, "failed"]),
    );
    // The run was vitest's own selection of that file and those names, not the whole suite.
    await expect(access(path.join(root, "other.log"))).rejects.toThrow();
    // No passing test ran beside them: coverage names only the one function both ran.
    expect(
      (await results(root)).groups.map((group) => group.triage?.culprit?.function ?? null),
    ).toEqual(["cents"]);
    const cents = printedHeading(first.stdout, "cents");
    expect(cents.id).toContain(" > ");
    const label = printedHeading(first.stdout, "label");

    // --tests repeated, right after the first run as a user would.
    const again = await rerunByIdAndAlias(root, cents, label);
    expect(printedHeading(again, "cents")).toEqual(cents);
    expect(printedHeading(again, "label")).toEqual(label);
  });

  it("jest: runs listed tests alone on the first run, one by its name as jest prints it and one by an alias that resolves from the listing; re-runs one by its printed id and one by its alias", async () => {
    const root = await createTempProject(JEST_FAILING);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const alias = aliasOf("test", "prices label");
    // jest prints "prices › cents" where its full name, the id, is "prices cents".
    const first = await runCli([
      "verify",
      "-C",
      root,
      "--tests",
      "prices › cents",
      "--tests",
      alias,
    ]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(1);
    expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual([
      ["prices cents", "failed"],
      ["prices label", "failed"],
    ]);
    // Loaded once to list and once to run (which retried each failure at once); only the wanted
    // tests' hooks and bodies ran (not tax's).
    expect(await marks(root)).toEqual([
      "load",
      "load",
      "beforeAll",
      ...["cents", "cents", "label", "label"].flatMap((name) => ["beforeEach", name]),
    ]);
    const cents = printedHeading(first.stdout, "cents");
    expect(cents.id).toContain(" ");
    const label = printedHeading(first.stdout, "label");
    await rm(path.join(root, "marks.log"));
    const again = await rerunByIdAndAlias(root, cents, label);
    // Ids the last run printed, in the file it printed: jest runs them with no listing first.
    expect((await marks(root)).filter((mark) => mark === "load")).toEqual(["load"]);
    expect(again).not.toMatch(/time: listing/);
  });
});

/** Whether the tier's JUnit report was written: the tier ran. */
async function tierRan(root: string): Promise<boolean> {
  return access(path.join(root, "reports/junit.xml")).then(
    () => true,
    () => false,
  );
}

const PYTEST_PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml
    junit: reports/junit.xml
`,
  "tests/test_prices.py": [
    "class TestCents:",
    "    def test_rounds(self):",
    "        assert round(1.5 * 100) == 150",
    "",
    "def test_label():",
    "    assert str(200) + ' c' == '200 c'",
    "",
  ].join("\n"),
};

const GO_PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: "gotestsum --junitfile reports/junit.xml -- ./..."
    junit: reports/junit.xml
`,
  "go.mod": "module example.com/prices\n\ngo 1.19\n",
  "prices_test.go": [
    "package prices",
    "",
    'import "testing"',
    "",
    'func TestCents(t *testing.T) { t.Run("half", func(t *testing.T) {}) }',
    "",
    "func TestLabel(t *testing.T) {}",
    "",
  ].join("\n"),
};
const GO_ENV = { GOPROXY: "off", GOFLAGS: "-mod=mod" };

/** A jest project whose file, hooks and test bodies each leave a line in marks.log. */
const JEST_PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit
    junit: reports/junit.xml
`,
  "package.json": '{ "private": true }',
  "test/prices.test.js": [
    'const { appendFileSync } = require("node:fs");',
    'const mark = (what) => appendFileSync("marks.log", what + "\\n");',
    'mark("load");',
    'beforeAll(() => mark("beforeAll"));',
    'describe("prices", () => {',
    '  beforeEach(() => mark("beforeEach"));',
    '  test("cents", () => { mark("cents"); expect(Math.round(1.5 * 100)).toBe(150); });',
    '  test("label", () => { mark("label"); });',
    '  test("tax", () => { mark("tax"); });',
    "});",
  ].join("\n"),
};

/** The same, with "cents" and "label" failing. */
const JEST_FAILING = {
  ...JEST_PROJECT,
  "test/prices.test.js": JEST_PROJECT["test/prices.test.js"]
    .replace("toBe(150)", "toBe(151)")
    .replace('mark("label");', 'mark("label"); throw new Error("the label of 2 is wrong");'),
};

/** The same as JEST_PROJECT, with jest-junit naming tests its own way: "prices > cents", not "prices cents". */
const JEST_PROJECT_OWN_NAMES = {
  ...JEST_PROJECT,
  "package.json": JSON.stringify({
    private: true,
    "jest-junit": { classNameTemplate: "{classname}", titleTemplate: "{title}" },
  }),
};

async function marks(root: string): Promise<string[]> {
  const text = await readFile(path.join(root, "marks.log"), "utf8").catch(() => "");
  return text.split("\n").filter(Boolean);
}
const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

describe("an unknown id is refused before the tier runs, where the runner lists its tests", () => {
  // defu's test/utils.test.ts imports describe from node:test by mistake: node's runner then
  // prints a TAP summary after `vitest list --json`'s array, which read as no listing at all.
  const STRAY_NODE_TEST = {
    "test/stray.test.js": [
      'import { describe } from "node:test";',
      'import { it } from "vitest";',
      'describe("never run by vitest", () => {});',
      'it("stays", () => {});',
    ].join("\n"),
  };
  it.each([
    ["", {}],
    [", though a test file's node:test prints after the listing", STRAY_NODE_TEST],
  ])(
    "vitest: names the unknown id and the nearest known ones, runs nothing, exits 2%s",
    async (_, files) => {
      const root = await pricesProject(files);
      const run = await runCli([
        "verify",
        "-C",
        root,
        "--tests",
        "test/prices.test.js > prices > centz",
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('no test has the id "test/prices.test.js > prices > centz"');
      expect(run.stderr).toContain("nearest: test/prices.test.js > prices > cents");
      expect(run.stdout).not.toContain("passed");
      expect(await tierRan(root)).toBe(false);
    },
  );

  // Refused having run no test body and no hook; the id jest-junit's own naming would give
  // ("prices cents") is unknown where the project names tests its own way.
  it("jest: refuses an unknown id having run no test body and no hook, exit 2, with the nearest as the project's jest-junit settings name it", async () => {
    const root = await createTempProject(JEST_PROJECT_OWN_NAMES);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const unknown = await runCli(["verify", "-C", root, "--tests", "prices cents"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no test has the id "prices cents"');
    expect(unknown.stderr).toContain("nearest: prices > cents");
    expect(unknown.stdout).not.toContain("passed");
    expect(await tierRan(root)).toBe(false);
    expect(await marks(root)).toEqual(["load"]);

    const known = await runCli(["verify", "-C", root, "--tests", "prices > cents"]);
    expect(known.stderr).toBe("");
    expect(known.code).toBe(0);
    expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual([
      ["prices > cents", "passed"],
    ]);
  });

  it("pytest: refuses an unknown node id before running, runs a known one", async () => {
    const root = await createTempProject(PYTEST_PROJECT);
    const unknown = await runCli([
      "verify",
      "-C",
      root,
      "--tests",
      "tests/test_prices.py::test_lable",
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no test has the id "tests/test_prices.py::test_lable"');
    // Once, by fix-loop's id and its alias: pytest's id is another name for the same test.
    const label = "tests.test_prices > test_label";
    expect(unknown.stderr).toContain(`nearest: ${label} [${aliasOf("test", label)}]`);
    expect(unknown.stderr).not.toContain("tests/test_prices.py::test_label [");
    // A pytest project hears of pytest's ids, not of script headers.
    expect(unknown.stderr).toContain(
      "or the test runner's own id (fix-loop verify --verbose lists",
    );
    expect(unknown.stderr).not.toContain("TEST header");
    expect(await tierRan(root)).toBe(false);

    // An alias one character off (an O for a 0, an I for a 1): the test it was meant for.
    const alias = aliasOf("test", label);
    const typo = `${alias.slice(0, -1)}${alias.endsWith("X") ? "Y" : "X"}`;
    const mistyped = await runCli(["verify", "-C", root, "--tests", typo]);
    expect(mistyped.code).toBe(2);
    expect(mistyped.stderr).toContain(`(nearest: ${label} [${alias}]):`);

    const known = await runCli([
      "verify",
      "-C",
      root,
      "--tests",
      "tests/test_prices.py::TestCents::test_rounds",
    ]);
    expect(known.stderr).toBe("");
    expect(known.code).toBe(0);
    expect((await results(root)).tests).toHaveLength(1);

    // Its bare name: the listing gives each test fix-loop's id and pytest's, one test still.
    const bare = await runCli(["verify", "-C", root, "--tests", "test_rounds"]);
    expect(bare.stderr).toBe("");
    expect(bare.code).toBe(0);
    expect((await results(root)).tests.map((test) => test.runnerId)).toEqual([
      "tests/test_prices.py::TestCents::test_rounds",
    ]);
  });

  it.skipIf(!hasGotestsum)(
    "go (through gotestsum): refuses an unknown test, runs a listed one's subtest",
    async () => {
      const root = await createTempProject(GO_PROJECT);
      const unknown = await runCli(
        ["verify", "-C", root, "--tests", "example.com/prices > TestCentz"],
        {
          env: GO_ENV,
        },
      );
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("nearest: example.com/prices > TestCents");
      expect(await tierRan(root)).toBe(false);

      const subtest = await runCli(
        ["verify", "-C", root, "--tests", "example.com/prices > TestCents/half"],
        { env: GO_ENV },
      );
      expect(subtest.stderr).toBe("");
      expect(subtest.code).toBe(0);
    },
  );
});
