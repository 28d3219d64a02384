import { howTestEnded } from "../engine/how-it-ended.js";
import type { Reporter } from "../engine/types.js";
import { isKeptAttempt } from "../results/kept-attempt.js";
import type { Results, TestResult, TierResult } from "../results/schema.js";
import { formatDuration, plural } from "../text/quantities.js";
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
  /** Lines of the current tier's tests that did not pass, printed under the tier's line. */
  let held: string[] = [];
  let liveShown = false;
  const write = (line: string) => {
    if (liveShown) options.stream.write("\r\u001b[2K");
    liveShown = false;
    options.stream.write(`${line}\n`);
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
    options.stream.write(paint("dim", `  running ${names}${more}`));
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
      const line = `  ${symbol} ${testName(result)}${duration}${why ? paint("dim", ` - ${why}`) : ""}`;
      if (options.verbose) write(line);
      else held.push(line);
    },
    testPassedQuietly: () => redraw(),
    tierFinished(tier, counts) {
      write(tierLine(tier, counts, paint));
      for (const line of held) write(line);
      held = [];
      if (tier.reason && tier.status === "failed")
        write(paint("red", `  tier ${tier.name}: ${tier.reason}`));
    },
    groupsFound(groups) {
      write(paint("bold", `\n${plural(groups.length, "root cause")}`));
      for (const group of groups)
        write(`  ${group.id}  ${group.signature}  (${group.tests.join(", ")})`);
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
  for (const test of results.tests.filter(
    (t) => t.status === "failed" || t.status === "deferred",
  )) {
    const evidence = test.evidence;
    lines.push(
      "",
      paint(COLOR.bold ?? "", testName(test)) + paint(COLOR.dim ?? "", ` (${test.file})`),
    );
    if (test.run)
      lines.push(`  run: ${test.run}${test.runsAlone === false ? " (the whole tier)" : ""}`);
    if (!evidence) continue;
    const where = evidence.location?.line
      ? ` at ${evidence.location.file}:${evidence.location.line}`
      : "";
    lines.push(`  ${howTestEnded(evidence)}${where}`);
    for (const line of evidence.summary.slice(0, 8)) lines.push(`  ${line}`);
    if (evidence.summary.length === 0 && evidence.excerpt)
      lines.push(indent(lastLines(evidence.excerpt, 12)));
  }
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

/** A test's name, once: the id, and the title only when the id does not already say it. */
export function testName(test: Pick<TestResult, "id" | "title">): string {
  const { id, title } = test;
  if (title === "" || id === title || id.endsWith(title) || title.startsWith(id)) return id;
  return `${id} ${title}`;
}

/** "features (on failure: continue): 2 failed, 38 passed in 4.1 s" */
function tierLine(
  tier: TierResult,
  counts: string,
  paint: (color: keyof typeof COLOR, text: string) => string,
): string {
  const color = tier.status === "passed" ? "green" : tier.status === "failed" ? "red" : "yellow";
  const head = `${tier.name} (${onFailureWords(tier)}): ${paint(color, tier.status)}`;
  return `${head}${counts ? `, ${counts}` : ""} in ${formatDuration(tier.durationMs)}`;
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split("\n").slice(-count).join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}
