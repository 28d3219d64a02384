import { describeTier } from "../engine/tier-kinds/registry.js";
import type { Reporter } from "../engine/types.js";
import { aliasOf } from "../ids/aliases.js";
import { groupHeadline } from "../report/culprit-words.js";
import { createHeartbeat } from "../report/heartbeat.js";
import { STATUS_ICON } from "../report/markdown-blocks.js";
import { createProgressReporter, type ProgressRenderer } from "../report/progress-reporter.js";
import { testName } from "../report/terminal.js";
import {
  guardsLine,
  onFailureWords,
  attemptVerdict as verdictOf,
} from "../report/verdict-words.js";
import { formatDuration, formatUsd } from "../text/quantities.js";
import type { ActionIO } from "./io.js";

type Redact = (text: string) => string;

const PHASE_TITLES: Record<string, string> = {
  preflight: "Preflight",
  services: "Services",
  triage: "Triage",
};

/**
 * The Action's log: one collapsible group per phase, tier and attempt (groups cannot nest in the
 * log, so opening one closes the last); in a tier, the tests that did not pass with their
 * decisive lines, then the tier's counts and time (`verbose`: every test as it finishes).
 */
export function createLogReporter(
  io: ActionIO,
  redact: Redact,
  options: { verbose?: boolean } = {},
): Reporter & { close(): void } {
  let open = false;
  // The tier's group title says it started; the heartbeat adds its counts while it runs.
  const heartbeat = createHeartbeat((line) => io.info(line), { announceStart: false });
  const openGroup = (title: string) => {
    close();
    io.startGroup(title);
    open = true;
  };
  const close = () => {
    if (open) io.endGroup();
    open = false;
  };

  const renderer: ProgressRenderer = {
    phase(name) {
      const title = PHASE_TITLES[name];
      if (title) openGroup(title);
      else close();
    },
    preflightChecked(result) {
      if (result.ok) io.info("✅ preflight passed");
      for (const problem of result.problems)
        io.info(`❌ ${problem.kind} ${problem.name}: ${redact(problem.message)}`);
    },
    serviceChecked(service) {
      const state = service.healthy
        ? "✅ healthy"
        : `❌ down: ${redact(service.error ?? "no answer")}`;
      io.info(
        `${service.name} (${redact(service.probe)}) ${state} after ${formatDuration(service.waitedMs)}`,
      );
    },
    tierStarted(tier) {
      const size = describeTier(tier);
      openGroup(`Tier ${tier.name} (${onFailureWords(tier)}, ${size})`);
    },
    testLine(test, why) {
      const tail = why && test.status !== "passed" ? `: ${redact(why)}` : "";
      io.info(
        `${STATUS_ICON[test.status]} ${redact(testName(test))} [${aliasOf("test", test.id)}] (${formatDuration(test.durationMs)})${tail}`,
      );
    },
    tierFinished(tier, counts) {
      io.info(
        `tier ${tier.name}: ${tier.status}${counts ? ` (${counts})` : ""} in ${formatDuration(tier.durationMs)}`,
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
        `attempt ${attempt.attempt} (${attempt.strategy}): ${verdictOf(attempt)} · ${claim} · ` +
          `${attempt.agreed ? "agreed" : "disagreed"} · ${attempt.filesChanged.length} files · ` +
          `${formatUsd(attempt.costUsd)} · ${attempt.turns} turns · ${formatDuration(attempt.durationMs)}`,
      );
      if (attempt.detail) io.info(redact(attempt.detail));
      if (attempt.guards) io.info(guardsLine(attempt.guards));
      close();
    },
    note(level, text) {
      const message = redact(text);
      // Error annotations are capped per step; they are kept for failing tests.
      if (level === "warning") io.warning(message);
      else io.info(level === "error" ? `error: ${message}` : message);
    },
  };
  return { ...createProgressReporter(renderer, { verbose: options.verbose, heartbeat }), close };
}
