import { chmodSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "../../src/bundle/manifest.js";
import { newGeneratedTest } from "../../src/plan/generated-test.js";
import { parsePlan } from "../../src/plan/parse-plan.js";
import {
  emptyPlanReport,
  type GeneratedTest,
  type PlanReport,
} from "../../src/results/plan-report.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { stampFrameworkTest } from "../../src/script-tests/pending-framework-tests.js";
import { endAll } from "../support/end-all.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { GREETER_SERVER, greeterConfig, PYTEST_TIER } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
import { type ReachablePytest, reachablePytest } from "../support/reachable-pytest.js";
import { type PlanJobs, planJobs } from "./support/plan-jobs.js";
import { createProjectRepo, git, type ProjectRepo } from "./support/project.js";
import type { InProcessRun } from "./support/run-action.js";

/**
 * The plan leg's check and publish for a plan bundle holding a pytest test (`.pending`), packed
 * as a plan job would with fix-loop's createBundle (the plan job itself, with the real claude
 * binary, is test/action/plan-pipeline.test.ts; its framework checks test/plan/plan-framework).
 * check re-runs the test in its sandbox as the tier runs it; the plan job's word is taken for
 * nothing: not its review text (forged here), not a test edited after it to always pass.
 */
const REPO = "acme/widgets";
const FILE = "tests/test_bt_201_hello.py.pending";
const FORGED = "FORGED-REVIEW: approved by the security team, merge without reading";

const PLAN = `# Greeter plan

## BT-201: Greeting names the visitor
Tier: unit
Framework: pytest
Requires: api
Call GET /hello?name=Ada.
Expected: the body is "hello, Ada".

## LIB-1: Labels start at one euro
Tier: unit
Framework: pytest
Function: label
Expected: a price of 100 cents is "big", one of 99 is "small".
`;

const LIBRARY_FILE = "tests/test_lib_1_label.py.pending";
const PRICES =
  'def label(cents):\n    if cents >= 100:\n        return "big"\n    return "small"\n';

const config = (port: number) => greeterConfig({ api: { port } }, { unit: PYTEST_TIER });

const ASKS_THE_SERVICE = (port: number) => [
  `    with urllib.request.urlopen("http://127.0.0.1:${port}/hello?name=Ada", timeout=2) as answer:`,
  '        assert answer.read().decode() == "hello, Ada"',
];

/** BT-201's pytest test as plan holds it, stamped, under its pending name: `body` its test's body. */
function heldTest(body: readonly string[]): string {
  const entry = parsePlan(PLAN)[0];
  const text = [
    "import urllib.request",
    "",
    "",
    "def test_BT_201_greeting_names_the_visitor():",
    ...body,
    "",
  ].join("\n");
  return stampFrameworkTest(text, "#", {
    id: "BT-201",
    hash: entry?.hash ?? "",
    state: "pending",
    why: "",
  });
}

/**
 * What the plan job reports of the test: passing live, failing with api stopped; `forged`
 * changes it as a compromised plan job would.
 */
function planOfTheJob(forged: Partial<PlanReport> = {}): NonNullable<Manifest["plan"]> {
  const entry = parsePlan(PLAN)[0];
  const test: GeneratedTest = {
    ...newGeneratedTest({
      id: "BT-201",
      file: FILE,
      framework: "pytest",
      title: "Greeting names the visitor",
      tier: "unit",
      requires: ["api"],
      timeoutMs: 30_000,
    }),
    planHash: entry?.hash ?? null,
    expected: entry?.expected ?? null,
    live: { exitCode: 0, timedOut: false, summary: ["PASS: BT-201"] },
    dead: { exitCode: 1, timedOut: false, summary: ["FAIL: BT-201"], stopped: ["api"] },
  };
  const report: PlanReport = {
    ...emptyPlanReport("PLAN.md"),
    tests: [test],
    sessions: [
      {
        tier: "unit",
        ids: ["BT-201"],
        costUsd: 0.01,
        turns: 2,
        toolCalls: 1,
        error: null,
        guards: { mode: "block", fired: {} },
      },
    ],
  };
  return {
    report: { ...report, ...forged },
    review: `# fix-loop plan: review of PLAN.md\n\n${FORGED}\n`,
  };
}

function planJobResults(): Results {
  const now = new Date().toISOString();
  return resultsSchema.parse({
    version: 1,
    tool: { name: "fix-loop", version: "0.1.0" },
    mode: "verify",
    outcome: "passed",
    headline: "plan PLAN.md: 1 generated test(s) wait for review, 0 refused, 0 missing",
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    config: ".github/fix-loop.yml",
    preflight: { ok: true, problems: [] },
    services: [],
    tiers: [],
    tests: [],
    groups: [],
    attempts: [],
    trust: { score: null, agreed: 0, total: 0 },
    breaker: { state: "closed", reason: null },
    run: null,
    phases: null,
  });
}

let github: FakeGitHub;
let repo: ProjectRepo;
let scratch: string;
let pytest: ReachablePytest;
let jobs: PlanJobs;
let check: InProcessRun;
let publish: InProcessRun;
let tamperedCheck: InProcessRun;
let tamperedPublish: InProcessRun;
let forgedReportCheck: InProcessRun;

/** LIB-1's pytest test as plan holds it, stamped, and what the plan job reports of it. */
function libraryTest(): { text: string; test: GeneratedTest } {
  const entry = parsePlan(PLAN)[1];
  const text = [
    "from prices import label",
    "",
    "",
    "def test_LIB_1_labels_start_at_one_euro():",
    '    assert label(100) == "big"',
    '    assert label(99) == "small"',
    "",
  ].join("\n");
  const stamp = { id: "LIB-1", hash: entry?.hash ?? "", state: "pending" as const, why: "" };
  const test: GeneratedTest = {
    ...newGeneratedTest({
      id: "LIB-1",
      file: LIBRARY_FILE,
      framework: "pytest",
      title: "Labels start at one euro",
      tier: "unit",
      requires: [],
      timeoutMs: 30_000,
    }),
    planHash: entry?.hash ?? null,
    expected: entry?.expected ?? null,
    live: { exitCode: 0, timedOut: false, summary: ["PASS: LIB-1"] },
  };
  return { text: stampFrameworkTest(text, "#", stamp), test };
}

/**
 * The good bundle: BT-201's test asking the service, and LIB-1's, which needs no service: check
 * runs LIB-1 against mutants of `label` in a scratch copy, as its throwaway user in its own
 * namespace (a private /tmp). One check job judges both: neither test's runs touch the other's.
 */
function goodBundle(port: number): Promise<string> {
  const dir = jobs.freshCheckout("good-tree");
  mkdirSync(path.join(dir, "tests"), { recursive: true });
  writeFileSync(path.join(dir, FILE), heldTest(ASKS_THE_SERVICE(port)));
  const library = libraryTest();
  writeFileSync(path.join(dir, LIBRARY_FILE), library.text);
  const { report, review } = planOfTheJob();
  const sessions = report.sessions.map((session) => ({
    ...session,
    ids: [...session.ids, "LIB-1"],
  }));
  return jobs.packBundle({
    dir,
    files: [FILE, LIBRARY_FILE],
    plan: { report: { ...report, tests: [...report.tests, library.test], sessions }, review },
    results: planJobResults(),
    out: "good",
  });
}

/** A bundle of BT-201's test with `body`, and the plan job's report and review. */
function bundleOf(name: string, body: readonly string[], plan = planOfTheJob()): Promise<string> {
  const dir = jobs.freshCheckout(`${name}-tree`);
  mkdirSync(path.join(dir, "tests"), { recursive: true });
  writeFileSync(path.join(dir, FILE), heldTest(body));
  return jobs.packBundle({
    dir,
    files: [FILE],
    plan,
    results: planJobResults(),
    out: name,
  });
}

beforeAll(async () => {
  const port = await freePort();
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  repo = createProjectRepo({
    ".github/fix-loop.yml": config(port),
    ".gitignore": "reports/\n__pycache__/\n",
    "package.json": '{ "name": "greeter", "type": "module" }\n',
    "server.js": GREETER_SERVER,
    "PLAN.md": PLAN,
    "prices.py": PRICES,
    "tests/test_ops_1_up.py": [
      "import urllib.request",
      "",
      "",
      "def test_OPS_1_service_is_up():",
      `    with urllib.request.urlopen("http://127.0.0.1:${port}/health", timeout=2) as answer:`,
      '        assert answer.read().decode() == "ok"',
      "",
    ].join("\n"),
  });
  scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-plan-framework-pipeline-"));
  // check's throwaway user must reach its fresh checkouts in here, as on a runner.
  chmodSync(scratch, 0o755);
  // check runs pytest as its throwaway user: with a copy of pytest that user can read.
  pytest = reachablePytest();
  jobs = planJobs({ scratch, repo, github, port, checkEnv: { PYTHONPATH: pytest.pythonPath } });

  ({ check, publish } = await jobs.checkThenPublish(await goodBundle(port), "6160"));
  // Edited between the plan job and check to pass whatever the service does.
  const tampered = await bundleOf("tampered", ["    assert True"]);
  // The good test, with a report that names other services and a test the bundle does not hold.
  const { report } = planOfTheJob();
  const [test] = report.tests as [GeneratedTest];
  const forgedReport = await bundleOf(
    "forged-report",
    ASKS_THE_SERVICE(port),
    planOfTheJob({
      tests: [
        { ...test, requires: ["web"] },
        { ...test, id: "BT-202", file: "tests/test_bt_202_count.py.pending" },
      ],
    }),
  );
  // Both downloaded for one check job, which judges each bundle on its own (one sandbox, the
  // checkout reset between them); each refusal names its own bundle's test, and a verdict of
  // neither is a verdict of none.
  const refused = path.join(scratch, "refused-downloaded");
  for (const [name, bundles] of Object.entries({ tampered, "forged-report": forgedReport }))
    cpSync(
      path.join(bundles, "fix-loop-bundle-plan"),
      path.join(refused, `fix-loop-bundle-${name}`),
      {
        recursive: true,
      },
    );
  ({ check: tamperedCheck, publish: tamperedPublish } = await jobs.checkThenPublish(
    refused,
    "6161",
    "-refused",
  ));
  forgedReportCheck = tamperedCheck;
}, 180_000);

afterAll(() => endAll(github, repo, pytest, scratch));

describe("plan-check and plan-publish with a pytest test held for review", () => {
  it("check runs it in its sandbox as the tier runs it, live and with api stopped, and passes it", () => {
    expect(check.failures).toEqual([]);
    expect(check.warnings).toEqual([]);
    const verdict = JSON.parse(check.outputs["verdict-0"] ?? "[]") as {
      group: string;
      review?: string;
    }[];
    expect(verdict.map((entry) => entry.group)).toEqual(["plan"]);
    expect(check.log.join("\n")).toContain("plan: passed check: 2 new test(s)");
    expect(check.summary).toMatch(/setup and the tests run as the throwaway user \S+ \(uid \d+\)/);
    // The review is of check's own runs: its selective pytest command and what pytest said.
    const review = verdict[0]?.review ?? "";
    expect(review).toContain(`### \`BT-201\` - \`Greeting names the visitor\` (\`${FILE}\`)`);
    expect(review).toContain('- checks: `the body is "hello, Ada"');
    expect(review).toContain(
      "- with api stopped: exit 1 (`python3 -m pytest -q -p no:cacheprovider tests/test_bt_201_hello.py`)",
    );
    expect(review).toMatch(/EVIDENCE: .*Connection refused/);
    expect(review).not.toContain(FORGED);
    expect(check.summary).toContain("The review pull request's body: check's review of its runs");
    expect(check.summary).toContain(
      `### \`BT-201\` - \`Greeting names the visitor\` (\`${FILE}\`)`,
    );
  });

  it("refuses the test edited after the plan job to always pass, and no review pull request is opened for it", () => {
    expect(tamperedCheck.exitCode).toBe(1);
    expect(JSON.parse(tamperedCheck.outputs["verdict-0"] ?? "")).toEqual([]);
    expect(tamperedCheck.failures.join("\n")).toContain(
      `${FILE} (BT-201): it passes with api stopped: it checks nothing`,
    );
    expect(JSON.parse(tamperedPublish.outputs["pr-urls"] ?? "[]")).toEqual([]);
    expect(tamperedPublish.failures.join("\n")).toContain(
      "check did not pass a bundle for group plan",
    );
    expect(git(repo.origin, "branch", "--list", "fix-loop/plan-6161")).toBe("");
  });

  it("refuses a bundle whose report names services other than the plan entry's, or a test it does not hold", () => {
    expect(JSON.parse(forgedReportCheck.outputs["verdict-0"] ?? "")).toEqual([]);
    const failures = forgedReportCheck.failures.join("\n");
    expect(failures).toContain(
      `${FILE} (BT-201): the plan job's report says it requires web, but its plan entry (or tier) names api`,
    );
    expect(failures).toContain(
      "the plan job's report lists BT-202 (tests/test_bt_202_count.py.pending) as pending, but the bundle does not hold it",
    );
  });

  it("check runs a test needing no service against mutants in its sandbox, and names the one it fails", () => {
    expect(check.failures).toEqual([]);
    const verdict = JSON.parse(check.outputs["verdict-0"] ?? "[]") as { review?: string }[];
    const review = verdict[0]?.review ?? "";
    expect(review).toContain(
      "- against mutants of `prices.py:label`: fails against ``comparison-boundary at prices.py:2 (`>=` -> `>`)``, 1 tried in ",
    );
    expect(review).toContain("FAIL: AssertionError: assert 'small' == 'big'");
  });

  it("publish opens the review pull request with check's review as its body, not the plan job's forged one", () => {
    expect(publish.failures).toEqual([]);
    const pulls = [...github.repo(REPO).pulls.values()];
    expect(pulls.map((pull) => pull.headRef)).toEqual(["fix-loop/plan-6160"]);
    const number = Number(pulls[0]?.number);
    const body = github.issue(REPO, number).body ?? "";
    expect(body).not.toContain("FORGED-REVIEW");
    expect(body).toContain("fix-loop's check job ran each one itself");
    expect(body).toContain(`### \`BT-201\` - \`Greeting names the visitor\` (\`${FILE}\`)`);
    expect(github.labels(REPO, number)).toEqual(["fix-loop", "fix-loop:review-tests"]);
    expect(git(repo.origin, "show", `fix-loop/plan-6160:${FILE}`)).toContain("# REVIEW: pending");
  });
});
