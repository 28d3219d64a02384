import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  STATUS_ICON
} from "./action-chunk-HSFL4P7M.js";
import {
  attemptVerdict,
  guardsLine,
  onFailureWords
} from "./action-chunk-TF5LRJH7.js";
import {
  describeTier
} from "./action-chunk-LG4XIEGI.js";
import {
  decisiveLine,
  runningTests,
  runningTestsText
} from "./action-chunk-SS2VXKTL.js";
import {
  aliasOf
} from "./action-chunk-44OODCMK.js";
import {
  formatDuration,
  formatUsd
} from "./action-chunk-YZVDHCKG.js";
import {
  runProcess
} from "./action-chunk-TIVQHBMC.js";
import {
  UserError
} from "./action-chunk-O2P565NO.js";

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
function testName(test) {
  const { id, title } = test;
  const said = id.replace(/ \(\d+\)$/, "");
  if (title === "" || said === title || said.endsWith(title) || title.startsWith(said)) return id;
  return `${id} ${title}`;
}

// src/action/log-reporter.ts
var PHASE_TITLES = {
  preflight: "Preflight",
  services: "Services",
  triage: "Triage"
};
function createLogReporter(io, redact, options = {}) {
  let open = false;
  const heartbeat = createHeartbeat((line) => io.info(line), { announceStart: false });
  const openGroup = (title) => {
    close();
    io.startGroup(title);
    open = true;
  };
  const close = () => {
    if (open) io.endGroup();
    open = false;
  };
  const renderer = {
    phase(name) {
      const title = PHASE_TITLES[name];
      if (title) openGroup(title);
      else close();
    },
    preflightChecked(result) {
      if (result.ok) io.info("\u2705 preflight passed");
      for (const problem of result.problems)
        io.info(`\u274C ${problem.kind} ${problem.name}: ${redact(problem.message)}`);
    },
    serviceChecked(service) {
      const state = service.healthy ? "\u2705 healthy" : `\u274C down: ${redact(service.error ?? "no answer")}`;
      io.info(
        `${service.name} (${redact(service.probe)}) ${state} after ${formatDuration(service.waitedMs)}`
      );
    },
    tierStarted(tier) {
      const size = describeTier(tier);
      openGroup(`Tier ${tier.name} (${onFailureWords(tier)}, ${size})`);
    },
    testLine(test, why) {
      const tail = why && test.status !== "passed" ? `: ${redact(why)}` : "";
      io.info(
        `${STATUS_ICON[test.status]} ${redact(testName(test))} [${aliasOf("test", test.id)}] (${formatDuration(test.durationMs)})${tail}`
      );
    },
    tierFinished(tier, counts) {
      io.info(
        `tier ${tier.name}: ${tier.status}${counts ? ` (${counts})` : ""} in ${formatDuration(tier.durationMs)}`
      );
      if (tier.reason) io.info(redact(tier.reason));
      close();
    },
    groupsFound(groups) {
      openGroup(`Triage: ${groups.length} root cause${groups.length === 1 ? "" : "s"}`);
      for (const group of groups) {
        io.info(`${group.id} (${group.tests.join(", ")}): ${redact(groupHeadline(group))}`);
      }
      close();
    },
    attemptStarted(info) {
      openGroup(`Fix ${info.group}: attempt ${info.attempt} (${info.strategy})`);
    },
    attemptFinished(attempt) {
      const claim = attempt.claim ? `claims ${attempt.claim.status}` : "no claim";
      io.info(
        `attempt ${attempt.attempt} (${attempt.strategy}): ${attemptVerdict(attempt)} \xB7 ${claim} \xB7 ${attempt.agreed ? "agreed" : "disagreed"} \xB7 ${attempt.filesChanged.length} files \xB7 ${formatUsd(attempt.costUsd)} \xB7 ${attempt.turns} turns \xB7 ${formatDuration(attempt.durationMs)}`
      );
      if (attempt.detail) io.info(redact(attempt.detail));
      if (attempt.guards) io.info(guardsLine(attempt.guards));
      close();
    },
    note(level, text) {
      const message = redact(text);
      if (level === "warning") io.warning(message);
      else io.info(level === "error" ? `error: ${message}` : message);
    }
  };
  return { ...createProgressReporter(renderer, { verbose: options.verbose, heartbeat }), close };
}

// src/action/modes/setup-command.ts
var SetupError = class extends UserError {
  name = "SetupError";
};
var SHOWN_CHARS = 4e3;
async function runSetup(command, cwd, env, log, redact, runAs = null) {
  if (!command) return;
  log(`setup: ${command}`);
  const outcome = await runProcess(
    { file: "bash", args: ["-c", command] },
    { cwd, env, runAs, killLeftovers: false }
  );
  if (outcome.exitCode !== 0) {
    const { head, tail } = outcome.output;
    const output = Buffer.concat([head, tail]).toString("utf8").trim();
    const shown = output.length > SHOWN_CHARS ? output.slice(-SHOWN_CHARS) : output;
    for (const line of shown.split("\n")) log(`| ${redact(line)}`);
    const why = outcome.spawnError ?? `exit code ${outcome.exitCode ?? outcome.signal ?? "none"}`;
    throw new SetupError(
      `the setup input (${command}) failed with ${why} in ${cwd}; fix it so it installs the project on a fresh checkout`
    );
  }
}

// src/action/agent-env.ts
var RUNNER_CREDENTIALS = /* @__PURE__ */ new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GH_ENTERPRISE_TOKEN",
  "GITHUB_ENTERPRISE_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  // Workflow command files: writing to them would change later steps of the job.
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY"
]);
var CREDENTIAL_NAMES = [
  /^INPUT_/i,
  /^ACTIONS_ID_TOKEN_/i,
  /^ACTIONS_RUNTIME_/i,
  /TOKEN/i,
  /PRIVATE_KEY/i,
  /^GH_/i,
  /_PAT$/i,
  /^GIT_ASKPASS$/i,
  /^SSH_AUTH_SOCK$/i
];
var AGENT_NEEDS = [/^ANTHROPIC_/, /^CLAUDE_CODE_/, /^CLAUDE_/];
function isRunnerCredential(name) {
  if (AGENT_NEEDS.some((pattern) => pattern.test(name))) return false;
  return RUNNER_CREDENTIALS.has(name.toUpperCase()) || CREDENTIAL_NAMES.some((pattern) => pattern.test(name));
}
function agentEnvironment(env, options = {}) {
  const kept = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && !isRunnerCredential(name)) kept[name] = value;
  }
  if (options.anthropicApiKey) kept.ANTHROPIC_API_KEY = options.anthropicApiKey;
  kept.GIT_TERMINAL_PROMPT = "0";
  return kept;
}

export {
  createLogReporter,
  runSetup,
  agentEnvironment
};
