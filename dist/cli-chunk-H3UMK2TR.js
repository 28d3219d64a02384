import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  attemptVerdict,
  decisiveLine,
  describeTier,
  guardsLine,
  howTestEnded,
  onFailureWords
} from "./cli-chunk-X75OOVZ5.js";
import {
  formatDuration,
  plural,
  runningTests,
  runningTestsText
} from "./cli-chunk-5WQFVKAQ.js";
import {
  aliasOf,
  aliasesOf
} from "./cli-chunk-UWZEYOYF.js";

// src/github/workflow-commands.ts
var TRIMMED = "\\s\\u0085\\u180e\\ufeff";
var COMMAND_AT_LINE_START = new RegExp(`(^|[\\r\\n])([${TRIMMED}]*):(?=:)`, "g");
var ZERO_WIDTH_SPACE = "\u200B";
function defuseWorkflowCommands(text) {
  return text.replace(COMMAND_AT_LINE_START, `$1$2:${ZERO_WIDTH_SPACE}`).replace(/##\[/g, `##${ZERO_WIDTH_SPACE}[`);
}

// src/results/kept-attempt.ts
function isKeptAttempt(attempt) {
  return attempt.rejected === null && attempt.verified.passed;
}

// src/report/culprit-words.ts
var WHENCE = {
  frame: "the deepest project frame",
  coverage: "by coverage of the failing tests",
  change: "changed since the base"
};
function likelyCulprit(group) {
  const culprit = group.triage?.culprit;
  if (!culprit) return null;
  const named = culprit.source === "frame" && group.signature.includes(culprit.function);
  if (named && group.signature.includes(culprit.file.split("/").at(-1) ?? culprit.file))
    return null;
  const weak = culprit.source === "coverage" && (culprit.score ?? 1) < WEAK_SCORE;
  const how = weak ? `possibly in ${culprit.function} (${culprit.file}), ${WHENCE.coverage}, weakly (score ${culprit.score})` : `likely in ${culprit.function} (${culprit.file}), ${WHENCE[culprit.source]}`;
  const close = closeBehindNames(culprit);
  return close ? `${how}; ${close}` : how;
}
function closeBehindNames(culprit) {
  const close = culprit.closeBehind ?? [];
  if (close.length === 0) return null;
  const name = (each) => each.file === culprit.file ? each.function : `${each.function} (${each.file})`;
  const tied = close.filter((each) => each.score === culprit.score);
  const behind = close.filter((each) => each.score !== culprit.score);
  return [
    ...tied.length > 0 ? [`tied with ${tied.map(name).join(", ")}`] : [],
    ...behind.length > 0 ? [`close behind: ${behind.map(name).join(", ")}`] : []
  ].join("; ");
}
var WEAK_SCORE = 0.3;
function groupHeadline(group) {
  const likely = likelyCulprit(group);
  if (!likely) return group.signature;
  const { signatureFrom, culprit } = group.triage ?? {};
  const at = group.signature.lastIndexOf(" in ");
  const named = group.signature.slice(at + " in ".length);
  const guessedAnother = at > 0 && signatureFrom !== void 0 && signatureFrom !== "frame" && !named.endsWith(`:${culprit?.function}`);
  return `${guessedAnother ? group.signature.slice(0, at) : group.signature} - ${likely}`;
}

// src/report/heartbeat.ts
var DEFAULT_HEARTBEAT_MS = 3e4;
function heartbeatIntervalMs(env = process.env) {
  const seconds = Number(env.FIX_LOOP_HEARTBEAT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1e3 : DEFAULT_HEARTBEAT_MS;
}
function createHeartbeat(say, options = {}) {
  const intervalMs = options.intervalMs ?? heartbeatIntervalMs();
  let timer = null;
  let counts = /* @__PURE__ */ new Map();
  let running = /* @__PURE__ */ new Set();
  let started = 0;
  let written = null;
  let noted = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const beat = async (name) => {
    const finished = [...counts].map(([status, count]) => `${count} ${status}`);
    if (running.size > 0) finished.push(`${running.size} running`);
    const sofar = written ? `its report, written ${formatDuration(Date.now() - written.writtenAt)} ago, holds ${written.counts}: ${written.waiting}` : finished.length > 0 ? `${finished.join(", ")} so far` : "no test result yet";
    const now = Date.now();
    const inProgress = noted && !written ? await runningTests(noted, now).catch(() => []) : [];
    const current = inProgress.length > 0 ? `; now in ${runningTestsText(inProgress.slice(0, 3))}` : "";
    say(`${name}: still running after ${formatDuration(now - started)}; ${sofar}${current}`);
  };
  return {
    tierStarted(tier) {
      stop();
      counts = /* @__PURE__ */ new Map();
      running = /* @__PURE__ */ new Set();
      written = null;
      noted = null;
      started = Date.now();
      if (options.announceStart !== false)
        say(`${tier.name} (${onFailureWords(tier)}): started, ${describeTier(tier)}`);
      timer = setInterval(() => void beat(tier.name), intervalMs);
      timer.unref();
    },
    testStarted(test) {
      written = null;
      running.add(test.id);
    },
    testFinished(result) {
      running.delete(result.id);
      counts.set(result.status, (counts.get(result.status) ?? 0) + 1);
    },
    reportWritten(info) {
      written = info;
    },
    runningNoted(info) {
      noted = info.prefix;
    },
    tierFinished: stop,
    attemptStarted({ group, attempt, strategy }) {
      stop();
      started = Date.now();
      const name = `attempt ${attempt} on ${group} (${strategy})`;
      timer = setInterval(
        () => say(`${name}: the agent is still at work after ${formatDuration(Date.now() - started)}`),
        intervalMs
      );
      timer.unref();
    },
    attemptFinished: stop
  };
}

// src/report/progress-reporter.ts
function createProgressReporter(renderer, options) {
  const { heartbeat } = options;
  return {
    phase(name) {
      renderer.phase?.(name);
    },
    preflightChecked: (result) => renderer.preflightChecked(result),
    serviceChecked: (service) => renderer.serviceChecked(service),
    tierStarted(tier, notRun) {
      if (!notRun) heartbeat?.tierStarted(tier);
      renderer.tierStarted(tier);
    },
    testStarted(test) {
      heartbeat?.testStarted(test);
      renderer.testStarted?.(test);
    },
    testFinished(test) {
      heartbeat?.testFinished(test);
      renderer.testFinished?.(test);
      if (options.verbose || test.status !== "passed") renderer.testLine(test, whyNotPassed(test));
      else renderer.testPassedQuietly?.(test);
    },
    reportWritten(info) {
      heartbeat?.reportWritten(info);
    },
    runningNoted(info) {
      heartbeat?.runningNoted(info);
    },
    tierFinished(tier) {
      heartbeat?.tierFinished();
      renderer.tierFinished(tier, countsText(tier.counts));
    },
    groupsFound: (groups) => renderer.groupsFound(groups),
    attemptStarted(info) {
      heartbeat?.attemptStarted(info);
      renderer.attemptStarted(info);
    },
    attemptFinished(attempt) {
      heartbeat?.attemptFinished();
      renderer.attemptFinished(attempt);
    },
    note: (level, text) => renderer.note(level, text)
  };
}
function whyNotPassed(test) {
  return test.status === "failed" ? decisiveLine(test).line : test.reason;
}
function countsText(counts) {
  return Object.entries(counts).filter(([, count]) => (count ?? 0) > 0).map(([status, count]) => `${count} ${status}`).join(", ");
}

// src/report/terminal.ts
var SYMBOL = {
  passed: "\u2713",
  failed: "\u2717",
  blocked: "\u25A0",
  flaky: "~",
  skipped: "-",
  fixed: "\u2713",
  deferred: "\u2717"
};
var COLOR = { red: "31", green: "32", yellow: "33", dim: "2", bold: "1" };
function terminalOptionsFor(stream, plain, verbose = false) {
  const tty = Boolean(stream.isTTY) && !process.env.CI && !plain;
  return { stream, live: tty, color: tty && !process.env.NO_COLOR, verbose };
}
function createTerminalReporter(options) {
  const paint = (color, text) => options.color ? `\x1B[${COLOR[color]}m${text}\x1B[0m` : text;
  const running = /* @__PURE__ */ new Set();
  const heartbeat = options.live ? null : createHeartbeat((line) => write(line), { announceStart: !options.verbose });
  let held = [];
  let liveShown = false;
  const write = (line) => {
    if (liveShown) options.stream.write("\r\x1B[2K");
    liveShown = false;
    options.stream.write(`${defuseWorkflowCommands(line)}
`);
    showLive();
  };
  const redraw = () => {
    if (!options.live) return;
    if (liveShown) options.stream.write("\r\x1B[2K");
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
  const statusColor = (status) => status === "passed" || status === "fixed" ? "green" : status === "flaky" || status === "blocked" ? "yellow" : status === "skipped" ? "dim" : "red";
  const renderer = {
    preflightChecked(result) {
      if (result.ok) write(paint("dim", "preflight ok"));
      for (const problem of result.problems)
        write(paint("red", `${problem.kind === "model" ? "" : "preflight: "}${problem.message}`));
    },
    serviceChecked(service) {
      const waited = `${(service.waitedMs / 1e3).toFixed(1)} s`;
      if (service.healthy)
        write(`${paint("green", "\u25CF")} ${service.name} healthy at ${service.probe} (${waited})`);
      else {
        write(
          paint(
            "red",
            `\u25CF ${service.name} is down at ${service.probe}: ${service.error ?? "not healthy"} (waited ${waited})`
          )
        );
        if (service.outputTail) write(indent(paint("dim", lastLines(service.outputTail, 10))));
      }
    },
    tierStarted(tier) {
      held = [];
      if (options.verbose) write(paint("bold", `
${tier.name} (${onFailureWords(tier)})`));
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
      const alias = paint("dim", ` [${aliasOf("test", result.id)}]`);
      const line = `  ${symbol} ${testName(result)}${alias}${duration}${why ? paint("dim", ` - ${why}`) : ""}`;
      if (options.verbose) write(line);
      else held.push({ line, status: result.status });
    },
    testPassedQuietly: () => redraw(),
    tierFinished(tier, counts) {
      write(tierLine(tier, counts, paint));
      const failed = held.filter((each) => each.status === "failed");
      const failedFirst = [...failed, ...held.filter((each) => each.status !== "failed")];
      for (const { line } of failedFirst.slice(0, LOG_TESTS_SHOWN)) write(line);
      const unshown = failedFirst.slice(LOG_TESTS_SHOWN);
      if (unshown.length > 0)
        write(
          paint("dim", `  \u2026 ${moreOf(unshown.map((each) => each.status))} (all in results.json)`)
        );
      held = [];
      if (tier.reason && tier.status === "failed")
        write(paint("red", `  tier ${tier.name}: ${tier.reason}`));
    },
    groupsFound(groups) {
      write(paint("bold", `
${plural(groups.length, "root cause")}`));
      const aliases = aliasesOf(
        "group",
        groups.map((group) => group.id)
      );
      for (const group of groups) {
        write(
          `  ${group.id} [${aliases.get(group.id)}]  ${groupHeadline(group)}  (${someOf(group.tests, LOG_IDS_SHOWN)})`
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
        `  attempt ${attempt.attempt} (${attempt.strategy}): ${verdict}; ${claim}; agreed ${attempt.agreed}; $${attempt.costUsd.toFixed(4)}`
      );
      if (attempt.rejected === "error" && attempt.detail)
        write(paint("red", `    ${attempt.detail}`));
      if (attempt.guards) write(`    ${guardsLine(attempt.guards)}`);
    },
    note(level, text) {
      write(
        level === "error" ? paint("red", text) : level === "warning" ? paint("yellow", text) : text
      );
    }
  };
  return createProgressReporter(renderer, { verbose: options.verbose, heartbeat });
}
function renderFinalSummary(results, color) {
  const paint = (code, text) => color ? `\x1B[${code}m${text}\x1B[0m` : text;
  const good = results.outcome === "passed" || results.outcome === "fixed";
  const lines = [
    "",
    paint(
      good ? COLOR.green ?? "" : COLOR.red ?? "",
      `${results.outcome.toUpperCase()}: ${results.headline}`
    )
  ];
  const failing = results.tests.filter((t) => t.status === "failed" || t.status === "deferred");
  const shown = summarised(failing, results.groups);
  const aliases = aliasesOf(
    "test",
    results.tests.map((test) => test.id)
  );
  const accounted = shown.reduce((sum, entry) => sum + 1 + entry.alike.length, 0);
  for (const { test, alike } of shown) {
    const evidence = test.evidence;
    lines.push(
      "",
      paint(COLOR.bold ?? "", testName(test)) + paint(COLOR.dim ?? "", ` [${aliases.get(test.id)}] (${test.file})`)
    );
    if (test.run)
      lines.push(`  run: ${test.run}${test.runsAlone === false ? " (not this test alone)" : ""}`);
    if (!evidence) continue;
    const where = evidence.location?.line ? ` at ${evidence.location.file}:${evidence.location.line}` : "";
    lines.push(`  ${howTestEnded(evidence)}${where}`);
    const said = evidence.reported?.message?.trim().split("\n")[0]?.trim();
    const more = evidence.summary.filter((line) => line.trim() !== said);
    for (const line of more.slice(0, 8)) lines.push(`  ${line}`);
    const placed = Boolean(where) && evidence.summary.length > 0;
    if (more.length === 0 && !placed && evidence.excerpt)
      lines.push(indent(excerptToShow(test, evidence)));
    if (alike.length > 0)
      lines.push(
        `  and ${plural(alike.length, "more test")} failing alike: ${someOf(
          alike.map((id) => `${id} [${aliases.get(id)}]`),
          LOG_IDS_SHOWN
        )}`
      );
  }
  const quarantined = results.tests.filter((test) => test.quarantined);
  if (quarantined.length > 0)
    lines.push(
      "",
      `quarantined (run and reported, a failure fails nothing): ${someOf(
        quarantined.map((test) => `${test.id} ${test.status}`),
        LOG_TESTS_SHOWN
      )}`
    );
  if (results.phases)
    lines.push("", timeSpent(results.phases, results.durationMs, retriedInRuns(results)));
  if (accounted < failing.length)
    lines.push(
      "",
      `and ${plural(failing.length - accounted, "more failing test")}: see results.json`
    );
  if (results.breaker.state !== "closed" && results.breaker.reason) {
    lines.push("", `circuit breaker ${results.breaker.state}: ${results.breaker.reason}`);
  }
  if (results.trust.score !== null) {
    lines.push(
      "",
      `trust: ${Math.round(results.trust.score * 100)}% (${results.trust.agreed} of ${results.trust.total} claims matched what fix-loop verified)`
    );
  }
  return lines.join("\n");
}
var SUMMARY_TESTS_SHOWN = 10;
var LOG_TESTS_SHOWN = 10;
var LOG_IDS_SHOWN = 3;
function someOf(ids, shown) {
  const listed = ids.slice(0, shown).join(", ");
  return ids.length > shown ? `${listed} and ${ids.length - shown} more` : listed;
}
function summarised(failing, groups) {
  if (failing.length <= SUMMARY_TESTS_SHOWN) return failing.map((test) => ({ test, alike: [] }));
  const byId = new Map(failing.map((test) => [test.id, test]));
  const shown = [];
  const grouped = /* @__PURE__ */ new Set();
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
function timeSpent(phases, totalMs, retriedInRuns2) {
  const parts = [
    // A listing read back from the last run's (remembered-tests.ts) takes a millisecond: no word.
    ...(phases.listingMs ?? 0) >= 10 ? [`listing ${formatDuration(phases.listingMs ?? 0)}`] : [],
    `first runs ${formatDuration(phases.firstRunMs)}`,
    `re-runs ${formatDuration(phases.retryMs)}${retriedInRuns2 > 0 ? ` (${plural(retriedInRuns2, "test")} retried inside the first runs)` : ""}`,
    `coverage ${formatDuration(phases.coverageMs)}${inRuns(phases.coverageInRunsMs)}`,
    `triage ${formatDuration(phases.triageMs)}`
  ];
  if (phases.reportMs !== void 0) parts.push(`report ${formatDuration(phases.reportMs)}`);
  return `time: ${parts.join(", ")} of ${formatDuration(totalMs)}`;
}
function retriedInRuns(results) {
  if ((results.phases?.retryMs ?? 0) > 0) return 0;
  return results.tests.filter((test) => (test.runs ?? 1) > 1).length;
}
function inRuns(ms) {
  return ms ? ` (+ ${formatDuration(ms)} taken inside the runs)` : "";
}
function testName(test) {
  const { id, title } = test;
  const said = id.replace(/ \(\d+\)$/, "");
  if (title === "" || said === title || said.endsWith(title) || title.startsWith(said)) return id;
  return `${id} ${title}`;
}
function tierLine(tier, counts, paint) {
  const ranNone = tier.status === "passed" && counts === "" && tier.reason === null;
  const status = ranNone ? "ran no test" : tier.status;
  const color = status === "passed" ? "green" : status === "failed" ? "red" : "yellow";
  const head = `${tier.name} (${onFailureWords(tier)}): ${paint(color, status)}`;
  return `${head}${counts ? `, ${counts}` : ""} in ${formatDuration(tier.durationMs)}`;
}
var RUNNER_FRAME = /^\s*at\s.*(?:node_modules|node:internal|<anonymous>)/;
function excerptToShow(test, evidence) {
  const lines = test.kind !== "junit" || evidence.exitCode !== null ? lastLines(evidence.excerpt, 12).split("\n") : fromFailureLine(
    withoutGoRuntimeFrames(
      evidence.excerpt.trimEnd().split("\n").filter((line) => line.trim() !== "" && !RUNNER_FRAME.test(line))
    ),
    evidence.location
  ).slice(0, 12);
  return lines.map((line) => cutLine(line, SHOWN_LINE_CHARACTERS)).join("\n");
}
function fromFailureLine(lines, location) {
  if (!location?.line) return lines;
  const place = `${location.file.split("/").at(-1)}:${location.line}:`;
  const at = lines.findIndex((line) => line.trimStart().startsWith(place));
  return at > 0 ? lines.slice(at) : lines;
}
var SHOWN_LINE_CHARACTERS = 400;
function cutLine(line, most) {
  if (line.length <= most) return line;
  return `${line.slice(0, most)} \u2026 [${line.length - most} characters cut here; results.json has them]`;
}
function withoutGoRuntimeFrames(lines) {
  const kept = [];
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
var GO_RUNTIME_FRAME = /^(?:testing|runtime)\.[\w.]+\(|^panic\(/;
function lastLines(text, count) {
  return text.trimEnd().split("\n").slice(-count).join("\n");
}
function indent(text) {
  return text.split("\n").map((line) => `    ${line}`).join("\n");
}
function moreOf(statuses) {
  const counts = /* @__PURE__ */ new Map();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count], index) => `${count}${index === 0 ? " more" : ""} ${status}`).join(", ");
}

export {
  defuseWorkflowCommands,
  terminalOptionsFor,
  createTerminalReporter,
  renderFinalSummary
};
