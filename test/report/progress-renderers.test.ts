import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { ActionIO } from "../../src/action/io.js";
import { createLogReporter } from "../../src/action/log-reporter.js";
import type { PlannedTier, Reporter } from "../../src/engine/types.js";
import { createTerminalReporter } from "../../src/report/terminal.js";
import { attempt, failingTest, passingTest } from "./results-fixture.js";

const tier: PlannedTier = {
  name: "features",
  onFailure: "continue",
  concurrency: 2,
  timeoutMs: 10_000,
  retries: 1,
  requires: [],
  sources: [],
};
const blocked = { ...passingTest("BT-003", "features"), status: "blocked" as const, runs: 0 };

/** One run's events, in the order the engine sends them. */
function play(reporter: Reporter): void {
  reporter.phase?.("preflight");
  reporter.preflightChecked?.({
    ok: false,
    problems: [{ kind: "env", name: "DB", message: "DB is not set" }],
  });
  reporter.phase?.("services");
  const service = {
    name: "api",
    probe: "http://127.0.0.1:1/h",
    started: true,
    error: null,
    outputTail: null,
  };
  reporter.serviceChecked?.({ ...service, healthy: true, waitedMs: 1200 });
  reporter.serviceChecked?.({
    ...service,
    healthy: false,
    waitedMs: 3000,
    error: "refused",
    outputTail: "a\nb",
  });
  reporter.phase?.("tests");
  reporter.tierStarted?.(tier);
  for (const id of ["BT-001", "BT-002", "BT-003"])
    reporter.testStarted?.({ id, tier: "features", title: id });
  reporter.testFinished?.(passingTest("BT-001", "features"));
  reporter.testFinished?.(failingTest("BT-002"));
  reporter.testFinished?.({ ...blocked, reason: "needs api" });
  reporter.tierFinished?.({
    name: "features",
    gate: "soft",
    status: "failed",
    durationMs: 4100,
    counts: { passed: 1, failed: 1, blocked: 1 },
    reason: "the command crashed",
  });
  reporter.phase?.("triage");
  reporter.groupsFound?.([
    {
      id: "G-1",
      signature: "AssertionError at app.ts:completionRate",
      tier: "features",
      tests: ["BT-002"],
      status: "open",
      reason: null,
      // Blamed where its stack failed, which the signature names already: no more words.
      triage: {
        culprit: { file: "app.ts", function: "completionRate", source: "frame" },
        merged: [],
        signatures: [],
        keptApart: null,
      },
    },
    {
      id: "G-2",
      signature: "failure in error.go:(*Error).Error",
      tier: "features",
      tests: ["BT-004"],
      status: "open",
      reason: null,
      // Blamed on the change since the base: the line names it beside the signature's function.
      triage: {
        culprit: { file: "mapping.go", function: "getKind", source: "change" },
        merged: [],
        signatures: [],
        keptApart: null,
      },
    },
  ]);
  reporter.phase?.("fix");
  reporter.attemptStarted?.({ group: "G-1", attempt: 1, strategy: "local" });
  reporter.attemptFinished?.(attempt("G-1", 1));
  reporter.note?.("info", "a note");
  reporter.note?.("warning", "a warning");
  reporter.note?.("error", "an error");
  reporter.phase?.("done");
}

function terminalTranscript(verbose: boolean): string {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk) => {
    text += chunk;
  });
  play(createTerminalReporter({ stream, live: true, color: false, verbose }));
  // The live line is rewritten in place: show where.
  return text.replaceAll("\r\u001b[2K", "<clear>");
}

function logTranscript(verbose: boolean): string {
  const lines: string[] = [];
  const io = {
    info: (text: string) => lines.push(text),
    warning: (text: string) => lines.push(`warning: ${text}`),
    startGroup: (title: string) => lines.push(`::group::${title}`),
    endGroup: () => lines.push("::endgroup::"),
  } as unknown as ActionIO;
  const reporter = createLogReporter(io, (text) => text.replaceAll("127.0.0.1", "***"), {
    verbose,
  });
  play(reporter);
  reporter.close();
  return lines.join("\n");
}

describe("the terminal and the Actions log say the same things at the same moments", () => {
  it("on a terminal, quiet and verbose", () => {
    expect(terminalTranscript(false)).toMatchInlineSnapshot(`
      "preflight: DB is not set
      ● api healthy at http://127.0.0.1:1/h (1.2 s)
      ● api is down at http://127.0.0.1:1/h: refused (waited 3.0 s)
          a
          b
        running BT-001<clear>  running BT-001, BT-002<clear>  running BT-001, BT-002, BT-003<clear>  running BT-002, BT-003<clear>features (on failure: continue): failed, 1 passed, 1 failed, 1 blocked in 4.1 s
        ✗ BT-002 [T-F033] 120 ms - expected 200, got 500
        ■ BT-003 [T-5309] - needs api
        tier features: the command crashed

      2 root causes
        G-1 [G-C2A4]  AssertionError at app.ts:completionRate  (BT-002)
        G-2 [G-F362]  failure in error.go:(*Error).Error - likely in getKind (mapping.go), changed since the base  (BT-004)
        attempt 1 on G-1 (local)...
        attempt 1 (local): verified fixed; agent said fixed; agreed true; $0.0123
      a note
      a warning
      an error
      "
    `);
    // Verbose differs up to triage (every test under its tier's heading); from there it is the same.
    const TRIAGE = "2 root causes";
    const [quiet, verbose] = [terminalTranscript(false), terminalTranscript(true)];
    expect(verbose.slice(verbose.indexOf(TRIAGE))).toBe(quiet.slice(quiet.indexOf(TRIAGE)));
    expect(verbose.slice(0, verbose.indexOf(TRIAGE))).toMatchInlineSnapshot(`
      "preflight: DB is not set
      ● api healthy at http://127.0.0.1:1/h (1.2 s)
      ● api is down at http://127.0.0.1:1/h: refused (waited 3.0 s)
          a
          b

      features (on failure: continue)
        running BT-001<clear>  running BT-001, BT-002<clear>  running BT-001, BT-002, BT-003<clear>  ✓ BT-001 [T-0387] 30 ms
        running BT-002, BT-003<clear>  ✗ BT-002 [T-F033] 120 ms - expected 200, got 500
        running BT-003<clear>  ■ BT-003 [T-5309] - needs api
      features (on failure: continue): failed, 1 passed, 1 failed, 1 blocked in 4.1 s
        tier features: the command crashed

      "
    `);
  });

  it("in the Actions log, quiet and verbose", () => {
    expect(logTranscript(false)).toMatchInlineSnapshot(`
      "::group::Preflight
      ❌ env DB: DB is not set
      ::endgroup::
      ::group::Services
      api (http://***:1/h) ✅ healthy after 1.2 s
      api (http://***:1/h) ❌ down: refused after 3.0 s
      ::endgroup::
      ::group::Tier features (on failure: continue, no tests)
      ❌ BT-002 [T-F033] (120 ms): expected 200, got 500
      ⛔ BT-003 [T-5309] (30 ms): needs api
      tier features: failed (1 passed, 1 failed, 1 blocked) in 4.1 s
      the command crashed
      ::endgroup::
      ::group::Triage
      ::endgroup::
      ::group::Triage: 2 root causes
      G-1 (BT-002): AssertionError at app.ts:completionRate
      G-2 (BT-004): failure in error.go:(*Error).Error - likely in getKind (mapping.go), changed since the base
      ::endgroup::
      ::group::Fix G-1: attempt 1 (local)
      attempt 1 (local): verified fixed · claims fixed · agreed · 1 files · $0.01 · 4 turns · 3.0 s
      ::endgroup::
      a note
      warning: a warning
      error: an error"
    `);
    // Verbose adds the passing test's line, and nothing else.
    const tierTitle = "::group::Tier features (on failure: continue, no tests)\n";
    expect(logTranscript(true)).toBe(
      logTranscript(false).replace(tierTitle, `${tierTitle}✅ BT-001 [T-0387] (30 ms)\n`),
    );
  });
});

describe("a tier that reported no test", () => {
  it("is said to have run none, not to have passed", () => {
    const stream = new PassThrough();
    let text = "";
    stream.on("data", (chunk) => {
      text += chunk;
    });
    const reporter = createTerminalReporter({ stream, live: false, color: false, verbose: false });
    reporter.tierStarted?.(tier);
    const finished = { name: "features", gate: "soft" as const, durationMs: 522, reason: null };
    reporter.tierFinished?.({ ...finished, status: "passed", counts: {} });
    reporter.tierFinished?.({ ...finished, status: "passed", counts: { passed: 3 } });
    expect(text).toContain("features (on failure: continue): ran no test in 522 ms\n");
    expect(text).toContain("features (on failure: continue): passed, 3 passed in 522 ms\n");
  });

  it("lists a tier's failures before its skipped tests, so the cut never hides them", () => {
    let text = "";
    // Written at once, as a terminal is: a stream's later chunks would come a tick after.
    const stream = {
      write: (chunk: string) => {
        text += chunk;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    const reporter = createTerminalReporter({ stream, live: false, color: false, verbose: false });
    reporter.tierStarted?.(tier);
    // pycodestyle: twelve tests skipped on this Python finish before the failures.
    for (let n = 1; n <= 12; n++)
      reporter.testFinished?.({
        ...passingTest(`skip-${n}`, "features"),
        status: "skipped",
        runs: 0,
        reason: "requires Python 3.12",
      });
    reporter.testFinished?.(failingTest("W191"));
    reporter.tierFinished?.({
      name: "features",
      gate: "soft",
      status: "failed",
      durationMs: 1600,
      counts: { failed: 1, skipped: 12 },
      reason: null,
    });
    const lines = text.split("\n");
    const heading = lines.findIndex((line) =>
      line.startsWith("features (on failure: continue): failed"),
    );
    expect(lines[heading + 1]).toMatch(/^ {2}✗ W191 /);
    // What was left out, by what it is: the tier line counted 1 failure (ajv-formats: "317 more").
    expect(lines).toContain("  … 3 more skipped (all in results.json)");
  });
});
