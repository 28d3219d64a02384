import { aliasOf } from "../ids/aliases.js";
import { flakeStats } from "./flake-rate.js";
import type { History } from "./history.js";
import type { FlakeSummary, FlakesFile, QuarantineList } from "./quarantine-list.js";

/** Commits listed per flaky test in flakes.json (the contract's cap). */
const COMMITS_LISTED = 20;

/** quarantine.json as the Action reads it: the history's quarantine, by id. */
export function quarantineListOf(history: History): QuarantineList {
  return {
    version: 1,
    tests: [...history.quarantine].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}

/** flakes.json: every test that flaked in the window, the flakiest (by lower bound) first. */
export function flakesFileOf(history: History): FlakesFile {
  const tests: FlakeSummary[] = [];
  for (const id of Object.keys(history.tests)) {
    const stats = flakeStats(history, id);
    if (stats.flakes === 0) continue;
    const flakedRuns = stats.flakedIn.map((index) => history.runs[index]).filter((run) => !!run);
    const commits = [...new Set(flakedRuns.map((run) => run.sha).reverse())];
    tests.push({
      id,
      alias: aliasOf("test", id),
      rate: round(stats.rate),
      lowerBound: round(stats.lowerBound),
      runs: stats.runs,
      flakes: stats.flakes,
      commits: commits.slice(0, COMMITS_LISTED),
      firstFlakeAt: flakedRuns[0]?.at ?? null,
      lastFlakeAt: flakedRuns.at(-1)?.at ?? null,
      lastFailure: history.evidence[id] ?? null,
    });
  }
  tests.sort((a, b) => b.lowerBound - a.lowerBound || b.rate - a.rate || (a.id < b.id ? -1 : 1));
  return { version: 1, tests };
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;
