import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { aliasOf, lookUpAlias } from "../../src/ids/aliases.js";
import { createTerminalReporter, renderFinalSummary } from "../../src/report/terminal.js";
import { failedResults, failingTest, passingTest } from "./results-fixture.js";

/** 108 failures of one bug plus 3 of another, as a seeded bug in a real library gives. */
const oneBug = Array.from({ length: 108 }, (_, n) => failingTest(`add ${n}`));
const otherBug = Array.from({ length: 3 }, (_, n) => failingTest(`startOf ${n}`));
const groups = [
  {
    id: "a1a1a1a1a1a1",
    signature: "AssertionError in src/index.js:add",
    tier: "features",
    tests: oneBug.map((t) => t.id),
    status: "open" as const,
    reason: null,
  },
  {
    id: "b2b2b2b2b2b2",
    signature: "AssertionError in src/index.js:startOf",
    tier: "features",
    tests: otherBug.map((t) => t.id),
    status: "open" as const,
    reason: null,
  },
];

describe("the default log stays short however many tests fail", () => {
  it("prints a line per group and a few failures, the rest in results.json", () => {
    const stream = new PassThrough();
    let out = "";
    stream.on("data", (chunk) => {
      out += String(chunk);
    });
    const reporter = createTerminalReporter({ stream, live: false, color: false });
    reporter.tierStarted?.({ name: "features", sources: [] } as never);
    for (const test of [...oneBug, ...otherBug]) reporter.testFinished?.(test);
    reporter.tierFinished?.({
      name: "features",
      gate: "soft",
      status: "failed",
      durationMs: 4000,
      counts: { failed: 111 },
      reason: null,
    });
    reporter.groupsFound?.(groups as never);
    const lines = out.trimEnd().split("\n");
    expect(lines.length).toBeLessThan(20);
    expect(lines).toContain("  … 101 more failed (all in results.json)");
    expect(lines).toContain(
      `  a1a1a1a1a1a1 [${aliasOf("group", "a1a1a1a1a1a1")}]  AssertionError in src/index.js:add  (add 0, add 1, add 2 and 105 more)`,
    );
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(200);
  });

  it("says what the left-out lines are: failures apart from skips", () => {
    const stream = new PassThrough();
    let out = "";
    stream.on("data", (chunk) => {
      out += String(chunk);
    });
    const reporter = createTerminalReporter({ stream, live: false, color: false });
    reporter.tierStarted?.({ name: "features", sources: [] } as never);
    const skipped = Array.from({ length: 20 }, (_, n) => ({
      ...passingTest(`optional ${n}`, "features"),
      status: "skipped" as const,
      runs: 0,
      reason: "skipped by the test framework",
    }));
    for (const test of [...skipped, ...oneBug.slice(0, 15)]) reporter.testFinished?.(test);
    reporter.tierFinished?.({
      name: "features",
      gate: "soft",
      status: "failed",
      durationMs: 4000,
      counts: { failed: 15, skipped: 20 },
      reason: null,
    });
    expect(out.split("\n")).toContain("  … 5 more failed, 20 skipped (all in results.json)");
  });

  it("summarises one failure per group, naming how many more fail alike", () => {
    const results = failedResults({ tests: [...oneBug, ...otherBug], groups });
    const summary = renderFinalSummary(results, false);
    const lines = summary.split("\n");
    expect(lines.length).toBeLessThan(30);
    // Each with its alias, for --tests (pkg/errors: 10 of 11 failures had none shown anywhere).
    const withAlias = (id: string) => `${id} [${aliasOf("test", id)}]`;
    expect(summary).toContain(
      `  and 107 more tests failing alike: ${["add 1", "add 2", "add 3"].map(withAlias).join(", ")} and 104 more`,
    );
    expect(summary).toContain(
      `  and 2 more tests failing alike: ${withAlias("startOf 1")}, ${withAlias("startOf 2")}`,
    );
    // Few failures: each one's evidence, as before.
    const few = renderFinalSummary(
      failedResults({ tests: otherBug, groups: [groups[1]] as never }),
      false,
    );
    expect(few.match(/^startOf \d/gm)).toHaveLength(3);
  });

  it("ends with where the time went, the report included", () => {
    const ranOnce = otherBug.map((test) => ({ ...test, runs: 1 }));
    const results = failedResults({ tests: ranOnce, groups: [groups[1]] as never });
    const phases = { firstRunMs: 2460, retryMs: 0, coverageMs: 0, triageMs: 12, reportMs: 7 };
    const summary = renderFinalSummary({ ...results, phases, durationMs: 2480 }, false);
    expect(summary).toContain(
      "time: first runs 2.5 s, re-runs 0 ms, coverage 0 ms, triage 12 ms, report 7 ms of 2.5 s",
    );
    // Coverage the runner's hooks took inside the first run is said, as part of that run.
    const inRuns = { ...phases, coverageInRunsMs: 640 };
    const taken = renderFinalSummary({ ...results, phases: inRuns, durationMs: 2480 }, false);
    expect(taken).toContain(
      "time: first runs 2.5 s, re-runs 0 ms, coverage 0 ms (+ 640 ms taken inside the runs), triage 12 ms",
    );
    // The runner's listing before the run (`--tests` of a bare name, domutils: 2.1 s unsaid).
    const listed = { ...phases, listingMs: 2100 };
    const withListing = renderFinalSummary({ ...results, phases: listed, durationMs: 4600 }, false);
    expect(withListing).toContain("time: listing 2.1 s, first runs 2.5 s, re-runs 0 ms,");
    // The runner's own retry ran the failures again inside the first run (mocha's --retries).
    const retried = {
      ...results,
      tests: results.tests.map((test) => ({ ...test, runs: 2 })),
      phases,
      durationMs: 2480,
    };
    expect(renderFinalSummary(retried, false)).toContain(
      `re-runs 0 ms (${results.tests.length} tests retried inside the first runs), coverage`,
    );
  });
});

describe("the aliases the closing block prints", () => {
  it("name one test of the whole run, a passing test's short form shared too", () => {
    // Both ids' hashes start 0B45: the passing test's short alias is the failing one's.
    const failing = failingTest("prices > case 1");
    const passing = passingTest("prices > case 354", "features");
    const results = failedResults({
      tests: [failing, passing],
      groups: [{ ...groups[0], tests: [failing.id] }] as never,
    });
    const shown = /\[(T-[0-9A-F]+)\]/.exec(renderFinalSummary(results, false))?.[1] ?? "";
    expect(aliasOf("test", passing.id)).toBe(aliasOf("test", failing.id));
    expect(shown).not.toBe(aliasOf("test", failing.id));
    expect(lookUpAlias(shown, [failing.id, passing.id])).toEqual({ found: failing.id });
  });
});
