import { describe, expect, it } from "vitest";
import { headlineFor, verifyOutcome } from "../../src/engine/build-results.js";
import { summariseTier } from "../../src/engine/tier-status.js";
import type { PlannedTier } from "../../src/engine/types.js";
import { flakyTargetGroups } from "../../src/flaky/flaky-groups.js";
import type {
  FlakeSummary,
  QuarantinedTest,
  QuarantineList,
} from "../../src/flaky/quarantine-list.js";
import { markQuarantined, matchListed } from "../../src/flaky/quarantine-match.js";
import { testsToTriage } from "../../src/flaky/tests-to-triage.js";
import { aliasOf } from "../../src/ids/aliases.js";
import type { TestResult, TestStatus } from "../../src/results/schema.js";

function result(id: string, status: TestStatus, runnerId: string | null = null): TestResult {
  return {
    id,
    title: id,
    tier: "unit",
    status,
    durationMs: 5,
    kind: "junit",
    file: "report.xml",
    requires: [],
    runnerId,
    runs: status === "failed" ? 2 : 1,
    reason: null,
    evidence: null,
  };
}

function entry(id: string, alias = aliasOf("test", id)): QuarantinedTest {
  return {
    id,
    alias,
    since: "2026-11-20T10:00:00Z",
    reason: "flaked in 6 of 40 runs (15%, lower bound 7%)",
    rate: 0.15,
    lowerBound: 0.07,
    runs: 40,
    by: "rule",
  };
}

const list = (...tests: QuarantinedTest[]): QuarantineList => ({ version: 1, tests });

const TIER: PlannedTier = {
  name: "unit",
  onFailure: "continue",
  concurrency: 1,
  timeoutMs: 1000,
  retries: 1,
  requires: [],
  sources: [],
};
const ran = { durationMs: 10, notRun: null, problem: null };
const gates = { preflight: { ok: true, problems: [] }, services: [], passed: true };

describe("matching the quarantine list to the run's tests", () => {
  const tests = [
    result("test/cart.test.ts > cart > totals", "failed"),
    result("tests/test_api.py::test_retry", "failed", "tests/test_api.py::test_retry"),
    result("pkg.TestRace", "passed", "pkg/TestRace"),
  ];

  it("finds a test by its printed id, by its runner's id, and by its alias", () => {
    const byAlias = entry("renamed since", aliasOf("test", "tests/test_api.py::test_retry"));
    const matched = matchListed(
      [entry("test/cart.test.ts > cart > totals"), entry("pkg/TestRace"), byAlias],
      tests,
    );
    expect([...matched.keys()].sort()).toEqual([
      "pkg.TestRace",
      "test/cart.test.ts > cart > totals",
      "tests/test_api.py::test_retry",
    ]);
  });

  it("finds a test by the id an earlier fix-loop printed for it, unless a test has that id now", () => {
    const renamed = { ...result("Int16Array > rounds", "failed"), formerId: "test > rounds" };
    const holder = { ...result("test > loads", "passed"), formerId: "test > rounds (2)" };
    const matched = matchListed(
      [entry("test > rounds"), entry("test > loads")],
      [renamed, holder, result("test > rounds (2)", "passed")],
    );
    expect([...matched.keys()].sort()).toEqual(["Int16Array > rounds", "test > loads"]);
    expect(
      matchListed(
        [entry("test > rounds (2)")],
        [holder, result("test > rounds (2)", "passed")],
      ).has("test > rounds (2)"),
    ).toBe(true);
  });

  it("matches no test by an alias that starts two of the run's ids, nor a test it does not name", () => {
    // Two ids whose hashes share their first hex digit: the one-digit alias names both.
    const ids = Array.from({ length: 40 }, (_, n) => `t${n}`);
    const first = aliasOf("test", "t0").slice(2, 3);
    const twin = ids.find((id) => id !== "t0" && aliasOf("test", id).slice(2, 3) === first);
    expect(twin).toBeDefined();
    const many = ids.map((id) => result(id, "failed"));
    const matched = matchListed([entry("gone", `T-${first}`), entry("never ran")], many);
    expect(matched.size).toBe(0);
  });

  it("marks a quarantined test and keeps the status its runner gave", () => {
    const marked = markQuarantined(tests, list(entry("test/cart.test.ts > cart > totals")));
    expect(marked[0]).toMatchObject({
      status: "failed",
      quarantined: {
        since: "2026-11-20T10:00:00Z",
        reason: "flaked in 6 of 40 runs (15%, lower bound 7%)",
      },
    });
    expect(marked[1]?.quarantined).toBeUndefined();
  });
});

describe("a quarantined failure fails nothing", () => {
  const tests = markQuarantined([result("a", "failed"), result("b", "passed")], list(entry("a")));

  it("leaves its tier passed and the run's outcome passed", () => {
    const tier = summariseTier(TIER, tests, ran);
    expect(tier.status).toBe("passed");
    expect(tier.counts).toEqual({ failed: 1, passed: 1 });
    expect(verifyOutcome(gates, { tests, tiers: [tier] })).toBe("passed");
    expect(headlineFor("passed", gates, { tests, tiers: [tier] })).toBe(
      "all 2 tests passed, 1 failed in quarantine (not counted)",
    );
  });

  it("still fails the tier when a test off the list fails beside it", () => {
    const both = [...tests, result("c", "failed")];
    const tier = summariseTier(TIER, both, ran);
    expect(tier.status).toBe("failed");
    expect(verifyOutcome(gates, { tests: both, tiers: [tier] })).toBe("failed");
  });

  it("is left out of triage unless the run names it", () => {
    expect(testsToTriage(tests).map((test) => test.id)).toEqual(["b"]);
    expect(testsToTriage(tests, ["a"]).map((test) => test.id)).toEqual(["a", "b"]);
    expect(testsToTriage(tests, [aliasOf("test", "a")]).map((test) => test.id)).toEqual(["a", "b"]);
  });
});

describe("a flaky test the run names gets a group of its own", () => {
  const flake: FlakeSummary = {
    id: "race",
    alias: aliasOf("test", "race"),
    rate: 0.3,
    lowerBound: 0.18,
    runs: 40,
    flakes: 12,
    commits: ["a".repeat(40)],
    firstFlakeAt: null,
    lastFlakeAt: null,
    lastFailure: null,
  };
  const flakes = { version: 1 as const, tests: [flake] };

  it("when it passed this run, with the same id every time", () => {
    const tests = [result("race", "passed"), result("other", "passed")];
    const groups = flakyTargetGroups(tests, ["race"], flakes);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ tests: ["race"], tier: "unit", status: "open" });
    expect(groups[0]?.reason).toBe("flaked in 12 of 40 runs (30.0%), last at aaaaaaaaaaaa");
    expect(flakyTargetGroups(tests, [aliasOf("test", "race")], flakes)[0]?.id).toBe(groups[0]?.id);
  });

  it("whatever this run made of it, and never when the run does not name it", () => {
    const failed = flakyTargetGroups([result("race", "failed")], ["race"], flakes);
    const passed = flakyTargetGroups([result("race", "passed")], ["race"], flakes);
    expect(failed[0]?.id).toBe(passed[0]?.id);
    expect(flakyTargetGroups([result("race", "failed")], [], flakes)).toEqual([]);
    expect(flakyTargetGroups([result("race", "passed")], ["other"], flakes)).toEqual([]);
  });

  it("and triage leaves it to that group", () => {
    const tests = [result("race", "failed"), result("other", "failed")];
    const groups = flakyTargetGroups(tests, ["race"], flakes);
    expect(testsToTriage(tests, ["race"], groups).map((test) => test.id)).toEqual(["other"]);
  });
});
