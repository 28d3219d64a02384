import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlanAtHead } from "../../src/action/modes/check/plan-at-head.js";
import { holdBundleFrameworkTests } from "../../src/action/modes/check/plan-framework-tests.js";
import { parseConfigText } from "../../src/config/load.js";
import { newGeneratedTest } from "../../src/plan/generated-test.js";
import { parsePlan } from "../../src/plan/parse-plan.js";
import { emptyPlanReport, type PlanReport } from "../../src/results/plan-report.js";
import { createProjectRepo, type ProjectRepo } from "./support/project.js";

// What check derives itself for a plan bundle, rather than take the plan job's report for it:
// the plan, from the pinned commit's objects, and each framework test's tier, from its config.

const PLAN = `## BT-301: Greeting
Tier: unit
Framework: pytest
Requires: api
Expected: hello

## BT-302: Count
Tier: smoke
Requires: api
Expected: 0
`;

const CONFIG = parseConfigText(
  [
    "services:",
    "  api:",
    "    start: node server.js",
    "    health: http://127.0.0.1:1/health",
    "tiers:",
    "  - name: unit",
    "    command: python3 -m pytest -q tests --junitxml=reports/junit.xml",
    "    junit: reports/junit.xml",
    "  - name: smoke",
    "    tests: tests/smoke/*.sh",
    "",
  ].join("\n"),
  "fix-loop.yml",
);

function reportPutting(file: string, tier: string): PlanReport {
  const test = newGeneratedTest({
    id: "BT-301",
    file,
    framework: "pytest",
    title: "Greeting",
    tier,
    requires: ["api"],
    timeoutMs: null,
  });
  return { ...emptyPlanReport("PLAN.md"), tests: [test] };
}

let repo: ProjectRepo;

beforeAll(() => {
  repo = createProjectRepo({ "app/PLAN.md": PLAN }, ".");
  // In the work tree only, as a bundle would add it: not the pinned commit's plan.
  mkdirSync(path.join(repo.dir, "app/tests/smoke"), { recursive: true });
  writeFileSync(path.join(repo.dir, "app/tests/smoke/NEW.md"), PLAN);
});

afterAll(() => repo?.remove());

describe("check reads the plan at the pinned commit", () => {
  it("reads it from the commit's objects, relative to the project root", async () => {
    const read = await readPlanAtHead(repo.dir, repo.head, "app", "PLAN.md");
    expect(read.problem).toBeNull();
    expect(read.entries.map((entry) => [entry.id, entry.tier])).toEqual([
      ["BT-301", "unit"],
      ["BT-302", "smoke"],
    ]);
  });

  it("refuses a plan outside the project, or one only the work tree has", async () => {
    const outside = await readPlanAtHead(repo.dir, repo.head, "app", "../.github/fix-loop.yml");
    expect(outside.problem).toBe('the plan "../.github/fix-loop.yml" is outside the project root');
    const absolute = await readPlanAtHead(repo.dir, repo.head, "app", "/etc/passwd");
    expect(absolute.problem).toContain("is outside the project root");
    const added = await readPlanAtHead(repo.dir, repo.head, "app", "tests/smoke/NEW.md");
    expect(added.problem).toBe(
      `the plan app/tests/smoke/NEW.md is not in the pinned commit ${repo.head.slice(0, 12)}: commit the plan the tests are written from`,
    );
    expect(added.entries).toEqual([]);
  });
});

describe("check holds each framework test to a tier of the pinned commit's config", () => {
  const plan = { name: "PLAN.md", entries: parsePlan(PLAN) };

  it("runs it in the tier the report names when that tier runs its framework, given that tier's entries only", () => {
    const file = "tests/test_bt_301.py.pending";
    const { held, refused } = holdBundleFrameworkTests(
      [file],
      reportPutting(file, "unit"),
      CONFIG,
      plan,
    );
    expect(refused).toEqual([]);
    expect(held.map((one) => [one.test.file, one.tier.tier, one.tier.framework])).toEqual([
      [file, "unit", "pytest"],
    ]);
    expect(held[0]?.entries.map((entry) => entry.id)).toEqual(["BT-301"]);
    expect(held[0]?.test.id).toBe("(none)");
  });

  it("refuses it before any run when that tier runs no framework, or would not collect the file", () => {
    const inSmoke = "tests/test_bt_301.py.pending";
    const notATest = "tests/helper_bt_301.py.pending";
    const outside = "other/test_bt_301.py.pending";
    const reasons = (file: string, tier: string) =>
      holdBundleFrameworkTests([file], reportPutting(file, tier), CONFIG, plan).refused.flatMap(
        (test) => test.reasons,
      );
    expect(reasons(inSmoke, "smoke")).toEqual([
      "the plan job's report puts it in tier smoke, which the config of the pinned commit does not have run a framework fix-loop writes (pytest, vitest, jest, playwright)",
    ]);
    expect(reasons(notATest, "unit")).toEqual([
      "tier unit's command (python3 -m pytest -q tests --junitxml=reports/junit.xml) would not run tests/helper_bt_301.py as a pytest test",
    ]);
    expect(reasons(outside, "unit")).toEqual([
      "tier unit's command (python3 -m pytest -q tests --junitxml=reports/junit.xml) would not run other/test_bt_301.py as a pytest test",
    ]);
  });
});
