import { execFileSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanReport, planReportSchema } from "../../src/results/plan-report.js";
import { commitAllOnMain } from "../support/commit-all.js";
import { type CliRun, runCli } from "../support/run-cli.js";
import {
  callTool,
  type RecordedRequest,
  type ScriptedModel,
  say,
  sessionScript,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { createTempProject } from "../support/temp-project.js";

// `fix-loop plan` for a library: pytest tests whose entries require no service are checked
// against mutants of the code they exercise, in a scratch copy, before they are held for review.
// The real claude binary, a scripted model. One test pins a boundary (kept, the mutant that fails
// it named); one calls the code and asserts nothing (refused, the mutants tried named).

const PRICES = `def cents(amount):
    """Whole cents of an amount in euros, rounded half up."""
    return int(amount * 100 + 0.5)


def label(cents):
    if cents >= 100:
        return "big"
    return "small"
`;

const PLAN = `# Prices plan

Framework: pytest

## LIB-1: Labels start at one euro
Tier: unit
Function: label
Expected: a price of 100 cents is "big", one of 99 is "small".

## LIB-2: Cents of an amount
Tier: unit
Expected: \`cents(1.5)\` is 150.
`;

const CONFIG = `tiers:
  - name: unit
    command: python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml
    junit: reports/junit.xml
    timeout: 30s
retries: 0
`;

const PINS_THE_BOUNDARY = `from prices import label


def test_LIB_1_labels_start_at_one_euro():
    assert label(100) == "big"
    assert label(99) == "small"
`;

const ASSERTS_NOTHING = `from prices import cents


def test_LIB_2_cents_of_an_amount():
    cents(1.5)
    assert True
`;

let root: string;
let model: ScriptedModel;
const sessions: RecordedRequest[][] = [];
let plan: CliRun;
let report: PlanReport;
let review: string;
let status: string;
let noFunction: CliRun;
let noFunctionRequests: number;

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

beforeAll(async () => {
  root = await createTempProject({
    "prices.py": PRICES,
    "tests/test_prices.py":
      "from prices import cents\n\n\ndef test_OPS_1_zero():\n    assert cents(0) == 0\n",
    "PLAN.md": PLAN,
    "NONE.md":
      "## LIB-3: Totals add up\nTier: unit\nFramework: pytest\nExpected: `total([1, 2])` is 3.\n",
    ".github/fix-loop.yml": CONFIG,
    ".gitignore": "reports/\n__pycache__/\n",
  });
  commitAllOnMain(root, "prices");
  model = await startScriptedModel(
    sessionScript(
      [
        [
          callTool("Write", {
            file_path: path.join(root, "tests/test_lib_1_label.py"),
            content: PINS_THE_BOUNDARY,
          }),
          callTool("Write", {
            file_path: path.join(root, "tests/test_lib_2_cents.py"),
            content: ASSERTS_NOTHING,
          }),
          say("The tests are written."),
        ],
      ],
      sessions,
    ),
  );
  const env = { ...model.env, PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1" };
  noFunction = await runCli(["plan", "NONE.md", "-C", root], { env });
  noFunctionRequests = model.requests.length;
  plan = await runCli(["plan", "PLAN.md", "--json", ".fix-loop/plan.json", "-C", root], { env });
  report = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
  review = await readFile(path.join(root, ".fix-loop/plan-review.md"), "utf8");
  status = git("status", "--porcelain");
}, 120_000);

afterAll(async () => {
  await model?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const byId = (id: string) => report.tests.find((test) => test.id === id);

describe("fix-loop plan for code without services: tests checked against mutants", () => {
  it("refuses, before any model call, an entry needing no service that names no function of the source", () => {
    expect(noFunctionRequests).toBe(0);
    expect(noFunction.code).toBe(2);
    expect(noFunction.stderr).toContain(
      "NONE.md:1: LIB-3 requires no service and names no function of the project's source (total: defined in no source file)",
    );
    expect(noFunction.stderr).not.toMatch(/\n\s+at /);
  });

  it("writes both in one session, told that tests of code are run against small changes to it", () => {
    expect(plan.stderr).toBe("");
    expect(sessions).toHaveLength(1);
    expect(report.missing).toEqual([]);
    expect(report.tests.map((test) => [test.id, test.status])).toEqual([
      ["LIB-1", "pending"],
      ["LIB-2", "refused"],
    ]);
    expect(plan.code).toBe(1);
  });

  it("keeps the test a mutant of the function its entry names makes fail, naming that mutant", () => {
    const kept = byId("LIB-1");
    expect(kept?.reasons).toEqual([]);
    expect(kept?.dead).toBeNull();
    expect(kept?.mutants?.functions).toEqual(["prices.py:label"]);
    const tried = kept?.mutants?.tried ?? [];
    expect(tried.slice(0, -1).every((run) => run.outcome === "survived")).toBe(true);
    expect(tried.at(-1)).toMatchObject({
      function: "label",
      file: "prices.py",
      line: 7,
      outcome: "killed",
    });
    expect(tried.at(-1)?.evidence).toMatch(/assert/i);
    expect(review).toContain(
      "- against mutants of `prices.py:label`: fails against ``comparison-boundary at prices.py:7 (`>=` -> `>`)``, 1 tried in ",
    );
    expect(review).toContain("FAIL: AssertionError: assert 'small' == 'big'");
    expect(review).toContain(
      "- with the code as it is: exit 0 (`python3 -m pytest -q -p no:cacheprovider tests/test_lib_1_label.py`)",
    );
  });

  it("refuses the test that calls the code and asserts nothing, naming every mutant it passed", () => {
    const refused = byId("LIB-2");
    expect(refused?.mutants?.functions).toEqual(["prices.py:cents"]);
    const tried = refused?.mutants?.tried ?? [];
    expect(tried.length).toBeGreaterThanOrEqual(3);
    expect(tried.every((run) => run.outcome === "survived" && run.line === 3)).toBe(true);
    expect(tried.map((run) => run.description)).toEqual(
      expect.arrayContaining(["`*` -> `/`", "`+` -> `-`", "`100` -> `100 + 1`"]),
    );
    expect(refused?.reasons).toEqual([
      `it passes against every mutant tried of prices.py:cents, so it checks nothing of that code: ${tried.length} tried: ${tried.map((run) => `${run.operator} at prices.py:3 (${run.description})`).join("; ")}`,
    ]);
    expect(review).toContain(
      `- against mutants of \`prices.py:cents\`: passes against every one of the ${tried.length} tried`,
    );
  });

  it("mutates only a scratch copy: the project's code is as committed, the tests held for review", async () => {
    expect(await readFile(path.join(root, "prices.py"), "utf8")).toBe(PRICES);
    expect(status.split("\n").filter(Boolean).sort()).toEqual([
      "?? .fix-loop/",
      "?? tests/test_lib_1_label.py.pending",
      "?? tests/test_lib_2_cents.py.pending",
    ]);
  });
});
