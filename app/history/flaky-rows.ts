import { ownersOf } from "../../src/flaky/codeowners.js";
import type { History } from "../../src/flaky/history.js";
import { flakesFileOf } from "../../src/flaky/published-files.js";
import type { Results } from "../../src/results/schema.js";
import { FLAKY_ROWS, type FlakyRow } from "../dashboard/flakiest.js";
import type { EventSetup } from "../event-setup.js";
import { codeownersOf } from "./codeowners-file.js";

/**
 * The flakiest tests of the history for the dashboard, with owners from CODEOWNERS for the file
 * the run reported each test in (CODEOWNERS is read only when some test flaked).
 */
export async function flakiestRows(
  setup: EventSetup,
  history: History,
  results: Results,
): Promise<FlakyRow[]> {
  const flakes = flakesFileOf(history).tests.slice(0, FLAKY_ROWS);
  if (flakes.length === 0) return [];
  const rules = await codeownersOf(setup);
  const fileOf = new Map(results.tests.map((test) => [test.id, test.file]));
  const quarantined = new Set(history.quarantine.map((entry) => entry.id));
  return flakes.map((flake) => {
    const file = fileOf.get(flake.id);
    return {
      id: flake.id,
      alias: flake.alias,
      rate: flake.rate,
      lowerBound: flake.lowerBound,
      runs: flake.runs,
      flakes: flake.flakes,
      firstFlakeAt: flake.firstFlakeAt,
      lastFlakeAt: flake.lastFlakeAt,
      quarantined: quarantined.has(flake.id),
      owners: file ? ownersOf(rules, file) : [],
      lastFailure: flake.lastFailure && {
        commit: flake.lastFailure.commit,
        message: flake.lastFailure.message,
        excerpt: flake.lastFailure.excerpt,
      },
    };
  });
}
