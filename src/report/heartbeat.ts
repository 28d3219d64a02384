import { describeTier } from "../engine/tier-kinds/registry.js";
import type { ReportWritten, RunningNoted } from "../engine/tier-kinds/tier-kind.js";
import type { PlannedTier } from "../engine/types.js";
import { runningTests, runningTestsText } from "../junit/running-tests.js";
import type { TestResult } from "../results/schema.js";
import { formatDuration } from "../text/quantities.js";
import { onFailureWords } from "./verdict-words.js";

export const DEFAULT_HEARTBEAT_MS = 30_000;

/** FIX_LOOP_HEARTBEAT_SECONDS (a positive number, decimals allowed) or 30 s. */
export function heartbeatIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.FIX_LOOP_HEARTBEAT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_HEARTBEAT_MS;
}

export interface Heartbeat {
  tierStarted(tier: PlannedTier): void;
  testStarted(test: { id: string }): void;
  testFinished(result: TestResult): void;
  reportWritten(info: ReportWritten): void;
  runningNoted(info: RunningNoted): void;
  tierFinished(): void;
  attemptStarted(info: { group: string; attempt: number; strategy: string }): void;
  attemptFinished(): void;
}

/**
 * For a log with no live line (CI, a pipe): a line when a tier starts (unless the caller
 * announces it already), then one every interval while it runs, with its counts so far, so a
 * slow tier never looks like a hang; and one every interval while a fix attempt's agent works
 * (a model that does not answer would otherwise leave the log silent until the time limit).
 */
export function createHeartbeat(
  say: (line: string) => void,
  options: { intervalMs?: number; announceStart?: boolean } = {},
): Heartbeat {
  const intervalMs = options.intervalMs ?? heartbeatIntervalMs();
  let timer: NodeJS.Timeout | null = null;
  let counts = new Map<string, number>();
  /** Started and not announced yet (a failing test is announced after its re-runs). */
  let running = new Set<string>();
  let started = 0;
  /** The report the tier's command wrote while it ran on: its tests are in it. */
  let written: ReportWritten | null = null;
  /** Where the runner notes the test each process is in, where it does. */
  let noted: string | null = null;

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const beat = async (name: string) => {
    const finished = [...counts].map(([status, count]) => `${count} ${status}`);
    if (running.size > 0) finished.push(`${running.size} running`);
    const sofar = written
      ? `its report, written ${formatDuration(Date.now() - written.writtenAt)} ago, holds ${written.counts}: ${written.waiting}`
      : finished.length > 0
        ? `${finished.join(", ")} so far`
        : "no test result yet";
    // The tests in progress, the longest first: a hang shows which test it is in.
    const now = Date.now();
    const inProgress = noted && !written ? await runningTests(noted, now).catch(() => []) : [];
    const current =
      inProgress.length > 0 ? `; now in ${runningTestsText(inProgress.slice(0, 3))}` : "";
    say(`${name}: still running after ${formatDuration(now - started)}; ${sofar}${current}`);
  };

  return {
    tierStarted(tier) {
      stop();
      counts = new Map();
      running = new Set();
      written = null;
      noted = null;
      started = Date.now();
      if (options.announceStart !== false)
        say(`${tier.name} (${onFailureWords(tier)}): started, ${describeTier(tier)}`);
      timer = setInterval(() => void beat(tier.name), intervalMs);
      timer.unref();
    },
    testStarted(test) {
      // The command that wrote the report has ended: the tier's own counts speak from here.
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
        () =>
          say(`${name}: the agent is still at work after ${formatDuration(Date.now() - started)}`),
        intervalMs,
      );
      timer.unref();
    },
    attemptFinished: stop,
  };
}
