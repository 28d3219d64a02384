import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { jestModules } from "../support/jest-install.js";
import { printedHeading } from "../support/printed-heading.js";
import { runCli } from "../support/run-cli.js";
import { expectRerunAlone, linkedProject, readResults } from "../support/runner-project.js";

/**
 * jest-junit names a test by templates a project may change. Whatever they are, the id verify
 * prints re-runs that test and no other: here two tests share the title "cents" in two describe
 * blocks, and the re-run of one must not run the other.
 */
const PROJECT = {
  "package.json": '{ "private": true }',
  "src/prices.js":
    'exports.cents = (amount) => Math.round(amount * 10);\nexports.label = (amount) => amount + " c";\n',
  "test/prices.test.js": `const { cents, label } = require("../src/prices.js");
describe("prices", () => {
  test("cents", () => { expect(cents(1.5)).toBe(150); });
  test("label", () => { expect(label(2)).toBe("2 c"); });
});
describe("refunds", () => {
  test("cents", () => { expect(cents(0)).toBe(0); });
});
`,
};

const JEST =
  "JEST_JUNIT_ADD_FILE_ATTRIBUTE=true JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit";

describe("jest with jest-junit's naming changed", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await jestModules();
  }, 240_000);

  it.each([
    ["the title alone (JEST_JUNIT_TITLE)", `JEST_JUNIT_TITLE='{title}' ${JEST}`],
    [
      "the describe blocks as classname, the title as name",
      `JEST_JUNIT_CLASSNAME='{classname}' JEST_JUNIT_TITLE='{title}' ${JEST}`,
    ],
  ])(
    "%s: jest's own in-run retry is read back (no jest start of its own), and the printed id re-runs exactly that test",
    async (_, command) => {
      const root = await linkedProject(
        {
          ...PROJECT,
          ".github/fix-loop.yml": `retries: 1\ntiers:\n  - name: unit\n    command: ${command}\n    junit: reports/junit.xml\n`,
        },
        modules,
      );
      const first = await runCli(["verify", "-C", root]);
      expect(first.code).toBe(1);
      const results = await readResults(root);
      expect(results.tests.map((test) => test.status).sort()).toEqual([
        "failed",
        "passed",
        "passed",
      ]);
      const failed = results.tests.find((test) => test.status === "failed");
      expect(failed?.runsAlone).toBe(true);
      // Both attempts ran inside the first jest start: our reporter's record named the test by
      // jest's full name ("prices cents"), the report by the renamed template.
      expect(failed?.runs).toBe(2);
      expect(results.phases?.retryMs).toBe(0);
      // The coverage recorded on that retry is found by those names too: no coverage run, and
      // the one group is blamed on cents by it.
      expect(results.phases?.coverageMs).toBe(0);
      expect(results.groups.map((group) => group.triage?.culprit)).toMatchObject([
        { file: "src/prices.js", function: "exports.cents", source: "coverage" },
      ]);

      // The run: line a person copies runs the failing test alone, not the other "cents".
      const copied = spawnSync("sh", ["-c", failed?.run ?? "false"], {
        cwd: root,
        encoding: "utf8",
      });
      expect(copied.stderr).toMatch(/Tests:\s+1 failed, 2 skipped, 3 total/);

      const heading = printedHeading(first.stdout, "cents");
      await expectRerunAlone(root, [heading.id, heading.alias], heading.id);
    },
    240_000,
  );
});
