import { aliasOf } from "../ids/aliases.js";
import { cleanRunsInARow, type FlakeStats, flakeStats, formatRate } from "./flake-rate.js";
import type { History } from "./history.js";
import type { QuarantinedTest } from "./quarantine-list.js";

/** `app.flaky`: when a test is quarantined and released. */
export interface QuarantineRule {
  /** Runs kept per test. */
  window: number;
  /** The Wilson lower bound of the flake rate at or above which a test is quarantined. */
  "quarantine-at": number;
  /** Runs a test must have been seen in (since its last release) before the rule may trip. */
  "min-runs": number;
  /** Clean runs in a row after which a test the rule quarantined is released. */
  "release-after": number;
}

/** The test's stats as the rule sees them: only runs since its last release count. */
export function ruleStats(history: History, id: string): FlakeStats {
  const since = history.released[id];
  return flakeStats(history, id, since ? { since } : {});
}

/**
 * The history with the rule applied after a run at `now`: tests whose bound reached
 * `quarantine-at` over at least `min-runs` runs are quarantined, tests the rule quarantined are
 * released after `release-after` clean runs in a row, and tests gone from the window are
 * released. A maintainer's quarantine stays until a maintainer releases it.
 */
export function applyQuarantineRule(history: History, rule: QuarantineRule, now: string): History {
  const released = { ...history.released };
  const kept = history.quarantine.filter((entry) => {
    const gone = history.tests[entry.id] === undefined;
    const clean =
      entry.by === "rule" && cleanRunsInARow(history, entry.id) >= rule["release-after"];
    if (gone || clean) released[entry.id] = now;
    return !(gone || clean);
  });
  const quarantined = new Set(kept.map((entry) => entry.id));
  const added: QuarantinedTest[] = [];
  for (const [id, row] of Object.entries(history.tests)) {
    if (quarantined.has(id) || !/[FK]/.test(row)) continue;
    const stats = flakeStats(history, id, released[id] ? { since: released[id] } : {});
    if (stats.runs < rule["min-runs"] || stats.lowerBound < rule["quarantine-at"]) continue;
    added.push(quarantineEntry(id, stats, "rule", now, ruleReason(stats, rule)));
  }
  return { ...history, quarantine: [...kept, ...added], released };
}

export function quarantineEntry(
  id: string,
  stats: FlakeStats,
  by: QuarantinedTest["by"],
  since: string,
  reason: string,
): QuarantinedTest {
  return {
    id,
    alias: aliasOf("test", id),
    since,
    reason,
    rate: round(stats.rate),
    lowerBound: round(stats.lowerBound),
    runs: stats.runs,
    by,
  };
}

function ruleReason(stats: FlakeStats, rule: QuarantineRule): string {
  return `flaked in ${stats.flakes} of ${stats.runs} runs (${formatRate(stats.rate)}); the rate's lower bound ${formatRate(stats.lowerBound)} reached app.flaky.quarantine-at ${formatRate(rule["quarantine-at"])}`;
}

/** A maintainer's `/fix quarantine`: in at once, whatever the rule says, with today's numbers. */
export function withManualQuarantine(
  history: History,
  id: string,
  login: string,
  now: string,
): History {
  if (history.quarantine.some((entry) => entry.id === id)) return history;
  const stats = flakeStats(history, id);
  const reason = `quarantined by @${login} with /fix quarantine; flaked in ${stats.flakes} of ${stats.runs} runs (${formatRate(stats.rate)})`;
  return {
    ...history,
    quarantine: [...history.quarantine, quarantineEntry(id, stats, `@${login}`, now, reason)],
  };
}

/** A maintainer's `/fix release`: out at once; the rule counts only runs after it again. */
export function withRelease(history: History, id: string, now: string): History {
  if (!history.quarantine.some((entry) => entry.id === id)) return history;
  return {
    ...history,
    quarantine: history.quarantine.filter((entry) => entry.id !== id),
    released: { ...history.released, [id]: now },
  };
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;
