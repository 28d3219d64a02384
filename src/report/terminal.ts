import { howTestEnded } from "../engine/how-it-ended.js";
import type { Reporter } from "../engine/types.js";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import { aliasesOf, aliasOf } from "../ids/aliases.js";
import { isKeptAttempt } from "../results/kept-attempt.js";
import type { Results, TestResult, TestStatus, TierResult } from "../results/schema.js";
import { formatDuration, plural } from "../text/quantities.js";
import { groupHeadline } from "./culprit-words.js";
import { createHeartbeat } from "./heartbeat.js";
import { createProgressReporter, type ProgressRenderer } from "./progress-reporter.js";
import { attemptVerdict, guardsLine, onFailureWords } from "./verdict-words.js";

export interface TerminalOptions {
  stream: NodeJS.WriteStream | NodeJS.WritableStream;
  /** Live, rewritten status line; otherwise one plain line per event (CI logs, pipes). */
  live: boolean;
  color: boolean;
  /** Every test gets a line; otherwise only tests that did not pass, under their tier's line. */
  verbose?: boolean;
}

const SYMBOL: Record<TestResult["status"], string> = {
  passed: "✓",
  failed: "✗",
  blocked: "■",
  flaky: "~",
  skipped: "-",
  fixed: "✓",
  deferred: "✗",
};

const COLOR: Record<string, string> = { red: "31", green: "32", yellow: "33", dim: "2", bold: "1" };

export function terminalOptionsFor(
  stream: NodeJS.WriteStream,
  plain: boolean,
  verbose = false,
): TerminalOptions {
  const tty = Boolean(stream.isTTY) && !process.env.CI && !plain;
  return { stream, live: tty, color: tty && !process.env.NO_COLOR, verbose };
}

/**
 * A Reporter that prints progress (the core is createProgressReporter): one line per tier with its counts and time, then the tests
 * that did not pass with their decisive lines (every test with `verbose`); on a terminal, a
 * live line shows what is running.
 */
export function createTerminalReporter(options: TerminalOptions): Reporter {
  const paint = (color: keyof typeof COLOR, text: string) =>
    options.color ? `\u001b[${COLOR[color]}m${text}\u001b[0m` : text;
  const running = new Set<string>();
  // No live line (CI, a pipe): a line as a tier starts and a heartbeat while it runs.
  const heartbeat = options.live
    ? null
    : createHeartbeat((line) => write(line), { announceStart: !options.verbose });
  /** The current tier's lines for tests that did not pass, printed under its line: failures first. */
  let held: { line: string; status: TestStatus }[] = [];
  let liveShown = false;
  const write = (line: string) => {
    if (liveShown) options.stream.write("\r\u001b[2K");
    liveShown = false;
    // A CLI run in a workflow step prints to the runner's log: no line may be a command there.
    options.stream.write(`${defuseWorkflowCommands(line)}\n`);
    showLive();
  };
  const redraw = () => {
    if (!options.live) return;
    if (liveShown) options.stream.write("\r\u001b[2K");
    liveShown = false;
    showLive();
  };
  const showLive = () => {
    if (!options.live || running.size === 0) return;
    const names = [...running].slice(0, 4).join(", ");
    const more = running.size > 4 ? ` +${running.size - 4}` : "";
    options.stream.write(paint("dim", defuseWorkflowCommands(`  running ${names}${more}`)));
    liveShown = true;
  };
  const statusColor = (status: TestResult["status"]) =>
    status === "passed" || status === "fixed"
      ? "green"
      : status === "flaky" || status === "blocked"
        ? "yellow"
        : status === "skipped"
          ? "dim"
          : "red";

  const renderer: ProgressRenderer = {
    preflightChecked(result) {
      if (result.ok) write(paint("dim", "preflight ok"));
      // The model's problem says "the model: ..." itself.
      for (const problem of result.problems)
        write(paint("red", `${problem.kind === "model" ? "" : "preflight: "}${problem.message}`));
    },
    serviceChecked(service) {
      const waited = `${(service.waitedMs / 1000).toFixed(1)} s`;
      if (service.healthy)
        write(`${paint("green", "●")} ${service.name} healthy at ${service.probe} (${waited})`);
      else {
        write(
          paint(
            "red",
            `● ${service.name} is down at ${service.probe}: ${service.error ?? "not healthy"} (waited ${waited})`,
          ),
        );
        if (service.outputTail) write(indent(paint("dim", lastLines(service.outputTail, 10))));
      }
    },
    tierStarted(tier) {
      held = [];
      if (options.verbose) write(paint("bold", `\n${tier.name} (${onFailureWords(tier)})`));
    },
    testStarted(test) {
      running.add(test.id);
      redraw();
    },
    testFinished(result) {
      running.delete(result.id);
    },
    testLine(result, why) {
      const symbol = paint(statusColor(result.status), SYMBOL[result.status]);
      const duration = result.runs > 0 ? paint("dim", ` ${formatDuration(result.durationMs)}`) : "";
      // Its alias too, for --tests: only the closing summary's tests had one printed.
      const alias = paint("dim", ` [${aliasOf("test", result.id)}]`);
      const line = `  ${symbol} ${testName(result)}${alias}${duration}${why ? paint("dim", ` - ${why}`) : ""}`;
      if (options.verbose) write(line);
      else held.push({ line, status: result.status });
    },
    testPassedQuietly: () => redraw(),
    tierFinished(tier, counts) {
      write(tierLine(tier, counts, paint));
      // Ten skips ("requires Python 3.12") came before pycodestyle's ten failures, which the
      // cut then left unsaid.
      const failed = held.filter((each) => each.status === "failed");
      const failedFirst = [...failed, ...held.filter((each) => each.status !== "failed")];
      for (const { line } of failedFirst.slice(0, LOG_TESTS_SHOWN)) write(line);
      const unshown = failedFirst.slice(LOG_TESTS_SHOWN);
      if (unshown.length > 0)
        write(
          paint("dim", `  … ${moreOf(unshown.map((each) => each.status))} (all in results.json)`),
        );
      held = [];
      if (tier.reason && tier.status === "failed")
        write(paint("red", `  tier ${tier.name}: ${tier.reason}`));
    },
    groupsFound(groups) {
      write(paint("bold", `\n${plural(groups.length, "root cause")}`));
      const aliases = aliasesOf(
        "group",
        groups.map((group) => group.id),
      );
      for (const group of groups) {
        write(
          `  ${group.id} [${aliases.get(group.id)}]  ${groupHeadline(group)}  (${someOf(group.tests, LOG_IDS_SHOWN)})`,
        );
      }
    },
    attemptStarted(info) {
      write(`  attempt ${info.attempt} on ${info.group} (${info.strategy})...`);
    },
    attemptFinished(attempt) {
      const verdict = paint(isKeptAttempt(attempt) ? "green" : "red", attemptVerdict(attempt));
      const claim = attempt.claim ? `agent said ${attempt.claim.status}` : "no claim";
      write(
        `  attempt ${attempt.attempt} (${attempt.strategy}): ${verdict}; ${claim}; agreed ${attempt.agreed}; $${attempt.costUsd.toFixed(4)}`,
      );
      // A failed session: Claude Code's own words for why.
      if (attempt.rejected === "error" && attempt.detail)
        write(paint("red", `    ${attempt.detail}`));
      if (attempt.guards) write(`    ${guardsLine(attempt.guards)}`);
    },
    note(level, text) {
      write(
        level === "error" ? paint("red", text) : level === "warning" ? paint("yellow", text) : text,
      );
    },
  };
  return createProgressReporter(renderer, { verbose: options.verbose, heartbeat });
}

/** The closing block: the headline, then the evidence of each failure. */
export function renderFinalSummary(results: Results, color: boolean): string {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const good = results.outcome === "passed" || results.outcome === "fixed";
  const lines = [
    "",
    paint(
      good ? (COLOR.green ?? "") : (COLOR.red ?? ""),
      `${results.outcome.toUpperCase()}: ${results.headline}`,
    ),
  ];
  const failing = results.tests.filter((t) => t.status === "failed" || t.status === "deferred");
  const shown = summarised(failing, results.groups);
  // Lengthened against every test of the run, as `--tests` reads an alias back: a failing
  // test's short form may be a passing one's too (router: 694 tests, `T-BC21` named two).
  const aliases = aliasesOf(
    "test",
    results.tests.map((test) => test.id),
  );
  const accounted = shown.reduce((sum, entry) => sum + 1 + entry.alike.length, 0);
  for (const { test, alike } of shown) {
    const evidence = test.evidence;
    lines.push(
      "",
      paint(COLOR.bold ?? "", testName(test)) +
        paint(COLOR.dim ?? "", ` [${aliases.get(test.id)}] (${test.file})`),
    );
    if (test.run)
      lines.push(`  run: ${test.run}${test.runsAlone === false ? " (not this test alone)" : ""}`);
    if (!evidence) continue;
    const where = evidence.location?.line
      ? ` at ${evidence.location.file}:${evidence.location.line}`
      : "";
    lines.push(`  ${howTestEnded(evidence)}${where}`);
    // The report's message is in the line above already; what the summary adds stays.
    const said = evidence.reported?.message?.trim().split("\n")[0]?.trim();
    const more = evidence.summary.filter((line) => line.trim() !== said);
    for (const line of more.slice(0, 8)) lines.push(`  ${line}`);
    // With nothing more to say and no line to point at (a TypeError thrown in the source, its
    // test file's frame past the stack the runner kept), the stack says where.
    const placed = Boolean(where) && evidence.summary.length > 0;
    if (more.length === 0 && !placed && evidence.excerpt)
      lines.push(indent(excerptToShow(test, evidence)));
    if (alike.length > 0)
      lines.push(
        `  and ${plural(alike.length, "more test")} failing alike: ${someOf(
          alike.map((id) => `${id} [${aliases.get(id)}]`),
          LOG_IDS_SHOWN,
        )}`,
      );
  }
  const quarantined = results.tests.filter((test) => test.quarantined);
  if (quarantined.length > 0)
    lines.push(
      "",
      `quarantined (run and reported, a failure fails nothing): ${someOf(
        quarantined.map((test) => `${test.id} ${test.status}`),
        LOG_TESTS_SHOWN,
      )}`,
    );
  if (results.phases)
    lines.push("", timeSpent(results.phases, results.durationMs, retriedInRuns(results)));
  if (accounted < failing.length)
    lines.push(
      "",
      `and ${plural(failing.length - accounted, "more failing test")}: see results.json`,
    );
  if (results.breaker.state !== "closed" && results.breaker.reason) {
    lines.push("", `circuit breaker ${results.breaker.state}: ${results.breaker.reason}`);
  }
  if (results.trust.score !== null) {
    lines.push(
      "",
      `trust: ${Math.round(results.trust.score * 100)}% (${results.trust.agreed} of ${results.trust.total} claims matched what fix-loop verified)`,
    );
  }
  return lines.join("\n");
}

/** Beyond this many failing tests, the summary shows one per group; every one is in results.json. */
const SUMMARY_TESTS_SHOWN = 10;
/** Test lines under a tier's line, and ids in one group's line, before "… N more". */
const LOG_TESTS_SHOWN = 10;
const LOG_IDS_SHOWN = 3;

/** "a, b, c" or "a, b, c and 105 more": a line stays short however many tests fail. */
function someOf(ids: readonly string[], shown: number): string {
  const listed = ids.slice(0, shown).join(", ");
  return ids.length > shown ? `${listed} and ${ids.length - shown} more` : listed;
}

/**
 * The failing tests the summary shows: all of them when they are few, else the first of each
 * group (at most SUMMARY_TESTS_SHOWN groups) with the ids of the others of its group.
 */
function summarised(
  failing: readonly TestResult[],
  groups: Results["groups"],
): { test: TestResult; alike: string[] }[] {
  if (failing.length <= SUMMARY_TESTS_SHOWN) return failing.map((test) => ({ test, alike: [] }));
  const byId = new Map(failing.map((test) => [test.id, test]));
  const shown: { test: TestResult; alike: string[] }[] = [];
  const grouped = new Set<string>();
  for (const group of groups) {
    const members = group.tests.filter((id) => byId.has(id));
    for (const id of members) grouped.add(id);
    const first = byId.get(members[0] ?? "");
    if (first && shown.length < SUMMARY_TESTS_SHOWN)
      shown.push({ test: first, alike: members.slice(1) });
  }
  const loose = failing.filter((test) => !grouped.has(test.id));
  for (const test of loose.slice(0, Math.max(0, SUMMARY_TESTS_SHOWN - shown.length)))
    shown.push({ test, alike: [] });
  return shown;
}

/**
 * "time: first runs 4.1 s, re-runs 0.9 s, coverage 2.0 s, triage 96 ms, report 12 ms of 7.1 s":
 * apart, each its own time; a listing before the run (`--tests`) first, where there was one.
 */
function timeSpent(
  phases: NonNullable<Results["phases"]>,
  totalMs: number,
  retriedInRuns: number,
): string {
  const parts = [
    // A listing read back from the last run's (remembered-tests.ts) takes a millisecond: no word.
    ...((phases.listingMs ?? 0) >= 10 ? [`listing ${formatDuration(phases.listingMs ?? 0)}`] : []),
    `first runs ${formatDuration(phases.firstRunMs)}`,
    `re-runs ${formatDuration(phases.retryMs)}${retriedInRuns > 0 ? ` (${plural(retriedInRuns, "test")} retried inside the first runs)` : ""}`,
    `coverage ${formatDuration(phases.coverageMs)}${inRuns(phases.coverageInRunsMs)}`,
    `triage ${formatDuration(phases.triageMs)}`,
  ];
  if (phases.reportMs !== undefined) parts.push(`report ${formatDuration(phases.reportMs)}`);
  return `time: ${parts.join(", ")} of ${formatDuration(totalMs)}`;
}

/**
 * Tests run again by the runner's own retry, inside the first run (vitest's --retry, mocha's
 * --retries): "re-runs 0 ms" beside 18 tests that ran twice read as a contradiction.
 */
function retriedInRuns(results: Results): number {
  if ((results.phases?.retryMs ?? 0) > 0) return 0;
  return results.tests.filter((test) => (test.runs ?? 1) > 1).length;
}

/** " (+ 1.3 s taken inside the runs)": coverage the runner's hooks took, counted in the runs' time. */
function inRuns(ms: number | undefined): string {
  return ms ? ` (+ ${formatDuration(ms)} taken inside the runs)` : "";
}

/**
 * A test's name, once: the id, and the title only when the id does not already say it (with or
 * without the " (2)" that sets apart a second test of the same id).
 */
export function testName(test: Pick<TestResult, "id" | "title">): string {
  const { id, title } = test;
  const said = id.replace(/ \(\d+\)$/, "");
  if (title === "" || said === title || said.endsWith(title) || title.startsWith(said)) return id;
  return `${id} ${title}`;
}

/** "features (on failure: continue): 2 failed, 38 passed in 4.1 s" */
function tierLine(
  tier: TierResult,
  counts: string,
  paint: (color: keyof typeof COLOR, text: string) => string,
): string {
  // A tier that reported no test (none of the ids a run was given was its) passed nothing.
  const ranNone = tier.status === "passed" && counts === "" && tier.reason === null;
  const status = ranNone ? "ran no test" : tier.status;
  const color = status === "passed" ? "green" : status === "failed" ? "red" : "yellow";
  const head = `${tier.name} (${onFailureWords(tier)}): ${paint(color, status)}`;
  return `${head}${counts ? `, ${counts}` : ""} in ${formatDuration(tier.durationMs)}`;
}

/** A stack frame of the test runner's own or Node's: node_modules, node:internal, <anonymous>. */
const RUNNER_FRAME = /^\s*at\s.*(?:node_modules|node:internal|<anonymous>)/;

/**
 * The lines of a failure's output shown under it. Output a process printed ends with what went
 * wrong, so its last lines; a failure a runner wrote into its JUnit report leads with the
 * assertion (expected, received) and trails stack frames, mostly the runner's own, so its first
 * lines, without those frames.
 */
function excerptToShow(test: TestResult, evidence: NonNullable<TestResult["evidence"]>): string {
  const lines =
    test.kind !== "junit" || evidence.exitCode !== null
      ? lastLines(evidence.excerpt, 12).split("\n")
      : fromFailureLine(
          withoutGoRuntimeFrames(
            evidence.excerpt
              .trimEnd()
              .split("\n")
              // Blank lines too: jest's twelve lines held its diff's headings, not its values.
              .filter((line) => line.trim() !== "" && !RUNNER_FRAME.test(line)),
          ),
          evidence.location,
        ).slice(0, 12);
  return lines.map((line) => cutLine(line, SHOWN_LINE_CHARACTERS)).join("\n");
}

/**
 * The lines from the one that says where the test failed, when a line begins with its place
 * as go's `t.Errorf` writes it (`    radix_test.go:39: missing key`): go-radix's test printed
 * a screen of its own output before it, and the failure was past the lines shown.
 */
function fromFailureLine(
  lines: string[],
  location: NonNullable<TestResult["evidence"]>["location"],
): string[] {
  if (!location?.line) return lines;
  const place = `${location.file.split("/").at(-1)}:${location.line}:`;
  const at = lines.findIndex((line) => line.trimStart().startsWith(place));
  return at > 0 ? lines.slice(at) : lines;
}

/**
 * A line of output shown whole up to this length: btree's `got: [0 1 2 ... 9999]` was 8 KB of
 * one line, the rest of the report scrolled away. results.json keeps the evidence as it was.
 */
const SHOWN_LINE_CHARACTERS = 400;

function cutLine(line: string, most: number): string {
  if (line.length <= most) return line;
  return `${line.slice(0, most)} … [${line.length - most} characters cut here; results.json has them]`;
}

/**
 * A Go panic's stack without the frames of Go's own testing and runtime packages (each a function
 * line and its tab-indented file line), which come first and would fill the lines shown before
 * the project's own frames.
 */
function withoutGoRuntimeFrames(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (GO_RUNTIME_FRAME.test(line) && /^\t\S/.test(lines[index + 1] ?? "")) {
      index++;
      continue;
    }
    kept.push(line);
  }
  return kept;
}

/** `testing.tRunner.func1.2({0x53fcc0, ...})`, `runtime.gopanic(...)`, `panic({...})`. */
const GO_RUNTIME_FRAME = /^(?:testing|runtime)\.[\w.]+\(|^panic\(/;

function lastLines(text: string, count: number): string {
  return text.trimEnd().split("\n").slice(-count).join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}

/**
 * The lines a tier's cut left out, by what they say: "50 more failed, 267 skipped", not "317
 * more" after a tier line that counted 60 failures (ajv-formats).
 */
function moreOf(statuses: readonly TestStatus[]): string {
  const counts = new Map<TestStatus, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .map(([status, count], index) => `${count}${index === 0 ? " more" : ""} ${status}`)
    .join(", ");
}
