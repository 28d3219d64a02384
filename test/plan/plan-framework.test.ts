import { execFileSync } from "node:child_process";
import { readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanReport, planReportSchema } from "../../src/results/plan-report.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { promptOf } from "../fix/support/scenario.js";
import { commitAllOnMain } from "../support/commit-all.js";
import { GREETER_SERVER, greeterConfig, PYTEST_TIER } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
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

// `fix-loop plan` writing pytest tests instead of scripts, for a tier whose command runs pytest:
// the real claude binary, a scripted model, a small HTTP service. One entry asks for pytest, the
// other follows from its tier; one test is good, one passes whatever the service does.

const PLAN = `# Greeter plan

## BT-001: Greeting names the visitor
Tier: unit
Framework: pytest
Requires: api
Call GET /hello?name=Ada.
Expected: the body is "hello, Ada".

## BT-002: Counter starts at zero
Tier: unit
Requires: api
Call GET /count.
Expected: the body is "0".
`;

/** A pytest test that asks the service one route and compares the body. */
function bodyTest(name: string, route: string, body: string, port: number): string {
  return [
    "import urllib.request",
    "",
    "",
    `def ${name}():`,
    `    with urllib.request.urlopen("http://127.0.0.1:${port}${route}", timeout=2) as answer:`,
    `        assert answer.read().decode() == ${JSON.stringify(body)}`,
    "",
  ].join("\n");
}

const ALWAYS_PASSES = ["def test_BT_002_counter_starts_at_zero():", "    assert True", ""].join(
  "\n",
);

let root: string;
let port: number;
let model: ScriptedModel;
const sessions: RecordedRequest[][] = [];
let wrongTier: CliRun;
let plan: CliRun;
let report: PlanReport;
let review: string;
let statusAfterPlan: string;
let collectedAfterPlan: boolean;
let heldAfterPlan: string;
let verifyPending: CliRun;
let pendingResults: Results;
let accept: CliRun;
let verifyAccepted: CliRun;
let acceptedResults: Results;
let again: CliRun;
let againReport: PlanReport;

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const cli = (...args: string[]) =>
  runCli([...args, "-C", root], {
    env: { ...model.env, PORT: String(port), PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1" },
  });
const results = async () =>
  resultsSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
  );

beforeAll(async () => {
  port = await freePort();
  root = await createTempProject({
    "package.json": '{ "name": "greeter", "type": "module" }\n',
    "server.js": GREETER_SERVER,
    "PLAN.md": PLAN,
    ".github/fix-loop.yml": greeterConfig({ api: { port } }, { unit: PYTEST_TIER }),
    ".gitignore": "reports/\n__pycache__/\n",
    "tests/test_ops_1_up.py": bodyTest("test_OPS_1_service_is_up", "/health", "ok", port),
    "WRONG.md": "## BT-001: Greeting\nTier: unit\nFramework: vitest\nExpected: hello\n",
  });
  commitAllOnMain(root, "greeter");

  model = await startScriptedModel(
    sessionScript(
      [
        [
          callTool("Write", {
            file_path: path.join(root, "tests/test_bt_001_hello.py"),
            content: bodyTest(
              "test_BT_001_greeting_names_the_visitor",
              "/hello?name=Ada",
              "hello, Ada",
              port,
            ),
          }),
          callTool("Write", {
            file_path: path.join(root, "tests/test_bt_002_count.py"),
            content: ALWAYS_PASSES,
          }),
          // A good test, but its name carries no plan id: the report cannot tie it to an entry.
          callTool("Write", {
            file_path: path.join(root, "tests/test_greeting_extra.py"),
            content: bodyTest("test_greeting_for_bob", "/hello?name=Bob", "hello, Bob", port),
          }),
          say("The tests are written."),
        ],
      ],
      sessions,
    ),
  );

  wrongTier = await cli("plan", "WRONG.md");
  plan = await cli("plan", "PLAN.md", "--json", ".fix-loop/plan.json");
  report = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
  review = await readFile(path.join(root, ".fix-loop/plan-review.md"), "utf8");
  statusAfterPlan = git("status", "--porcelain");
  collectedAfterPlan = await exists("tests/test_bt_001_hello.py");
  heldAfterPlan = await readFile(path.join(root, "tests/test_bt_001_hello.py.pending"), "utf8");
  verifyPending = await cli("verify");
  pendingResults = await results();
  accept = await cli("plan", "--accept", "BT-001");
  verifyAccepted = await cli("verify");
  acceptedResults = await results();
  again = await cli("plan", "PLAN.md", "--json", ".fix-loop/plan.json");
  againReport = planReportSchema.parse(
    JSON.parse(await readFile(path.join(root, ".fix-loop/plan.json"), "utf8")),
  );
}, 120_000);

afterAll(async () => {
  await model?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const byId = (id: string) => report.tests.find((test) => test.id === id);
const exists = (file: string) =>
  stat(path.join(root, file)).then(
    () => true,
    () => false,
  );

describe("fix-loop plan with a pytest tier (the real claude binary, a scripted model)", () => {
  it("refuses, with exit 2 and the line, an entry asking for a framework its tier does not run", () => {
    expect(wrongTier.code).toBe(2);
    expect(wrongTier.stderr).toContain(
      "WRONG.md:3: BT-001 asks for vitest, but tier unit does not run it: its command: runs pytest",
    );
    expect(wrongTier.stderr).not.toMatch(/\n\s+at /);
  });

  it("runs one session for the tier's two entries, told to write pytest tests like the project's own", () => {
    expect(plan.stderr).toBe("");
    expect(sessions).toHaveLength(1);
    const prompt = promptOf(sessions[0]);
    expect(prompt).toContain("You are writing pytest tests for this project");
    expect(prompt).toContain(
      'Tier "unit" runs: `python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml`',
    );
    expect(prompt).toContain("Write one new file per entry in tests/");
    expect(prompt).toContain("### tests/test_ops_1_up.py");
    expect(prompt).toContain("def test_BT_001_health_answers_ok():");
    expect(prompt).toContain("### BT-001 - Greeting names the visitor");
    expect(prompt).toContain("### BT-002 - Counter starts at zero");
    expect(prompt).not.toContain("#!/usr/bin/env bash");
  });

  it("keeps the good test for review and refuses the one that passes against a dead service, ids read from the JUnit report", () => {
    expect(plan.code, plan.stdout).toBe(1);
    expect(report.missing).toEqual([]);
    expect(report.tests.map((test) => [test.id, test.framework, test.file, test.status])).toEqual([
      ["BT-001", "pytest", "tests/test_bt_001_hello.py.pending", "pending"],
      ["BT-002", "pytest", "tests/test_bt_002_count.py.pending", "refused"],
      [
        "tests.test_greeting_extra > test_greeting_for_bob",
        "pytest",
        "tests/test_greeting_extra.py.pending",
        "refused",
      ],
    ]);
    expect(report.tests[2]?.reasons).toEqual([
      'test "tests.test_greeting_extra > test_greeting_for_bob" carries no plan id: start its name with the entry\'s id (def test_BT_001_health_answers_ok():)',
    ]);
    expect(byId("BT-002")?.reasons).toEqual(["it passes with api stopped: it checks nothing"]);
    const good = byId("BT-001");
    expect(good).toMatchObject({
      title: "Greeting names the visitor",
      requires: ["api"],
      live: {
        exitCode: 0,
        summary: ["PASS: BT-001 test_BT_001_greeting_names_the_visitor"],
        command: "python3 -m pytest -q -p no:cacheprovider tests/test_bt_001_hello.py",
      },
      dead: { exitCode: 1 },
    });
    expect(good?.dead?.summary[0]).toBe("FAIL: BT-001 test_BT_001_greeting_names_the_visitor");
    expect(good?.dead?.summary[1]).toMatch(/^EVIDENCE: .*Connection refused/);
  });

  it("holds both under a name pytest does not collect, stamped in Python's comments, uncommitted", async () => {
    expect(collectedAfterPlan).toBe(false);
    expect(heldAfterPlan.split("\n").slice(0, 4)).toEqual([
      "# PLAN-TEST: BT-001",
      `# PLAN-HASH: ${byId("BT-001")?.planHash}`,
      "# REVIEW: pending - fix-loop plan --accept",
      "import urllib.request",
    ]);
    expect(await readFile(path.join(root, "tests/test_bt_002_count.py.pending"), "utf8")).toContain(
      "# REVIEW: refused (it passes with api stopped: it checks nothing)",
    );
    expect(statusAfterPlan.split("\n").filter(Boolean).sort()).toEqual([
      "?? .fix-loop/",
      "?? tests/test_bt_001_hello.py.pending",
      "?? tests/test_bt_002_count.py.pending",
      "?? tests/test_greeting_extra.py.pending",
    ]);
  });

  it("says in the review what each test checks, how it was run and what it printed", () => {
    expect(review).toContain(
      "### `BT-001` - `Greeting names the visitor` (`tests/test_bt_001_hello.py.pending`)",
    );
    expect(review).toContain(
      "- a `pytest` test, held as `tests/test_bt_001_hello.py.pending` so no runner collects it; accepting moves it to `tests/test_bt_001_hello.py`",
    );
    expect(review).toContain(
      "- with api stopped: exit 1 (`python3 -m pytest -q -p no:cacheprovider tests/test_bt_001_hello.py`)",
    );
    expect(review).toContain("- **refused:** `it passes with api stopped: it checks nothing`");
    expect(review).toContain("1 generated test(s) wait for review, 2 refused, 0 missing.");
  });

  it("verify does not run them before they are accepted, says so, and runs the accepted one green after", async () => {
    expect(verifyPending.code, verifyPending.stdout).toBe(0);
    expect(verifyPending.stdout).toContain(
      "3 generated tests wait for review and do not run: tests/test_bt_001_hello.py.pending, tests/test_bt_002_count.py.pending, tests/test_greeting_extra.py.pending",
    );
    expect(pendingResults.tests.map((test) => [test.id, test.status])).toEqual([
      ["OPS-1", "passed"],
    ]);
    expect(accept.code, accept.stderr).toBe(0);
    expect(accept.stdout).toMatch(/^accepted 1: tests\/test_bt_001_hello\.py\n/);
    const accepted = await readFile(path.join(root, "tests/test_bt_001_hello.py"), "utf8");
    expect(accepted).not.toContain("REVIEW");
    expect(accepted).toContain("# PLAN-TEST: BT-001");
    expect(await exists("tests/test_bt_001_hello.py.pending")).toBe(false);
    expect(verifyAccepted.code, verifyAccepted.stdout).toBe(0);
    expect(acceptedResults.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["BT-001", "passed"],
      ["OPS-1", "passed"],
    ]);
    expect(verifyAccepted.stdout).toContain(
      "2 generated tests wait for review and do not run: tests/test_bt_002_count.py.pending, tests/test_greeting_extra.py.pending",
    );
  });

  it("again later, knows both files by their PLAN-TEST line, accepted or held, and writes nothing", () => {
    expect(again.code, again.stdout).toBe(0);
    expect(sessions).toHaveLength(1);
    expect(againReport.unchanged).toEqual(["BT-001", "BT-002"]);
    expect(againReport.tests).toEqual([]);
  });
});
