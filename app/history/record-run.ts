import { type History, outcomesOf, withRun } from "../../src/flaky/history.js";
import { applyQuarantineRule } from "../../src/flaky/quarantine-rule.js";
import type { Results } from "../../src/results/schema.js";
import type { EventSetup } from "../event-setup.js";
import type { RunFacts } from "../groups/state.js";
import { HistoryNotWritable, updateHistory } from "./history-ref.js";

/**
 * The run's outcome for every test goes into the flake history, and the quarantine rule is
 * applied to what results; `where` is the run's branch, or `pull/N` for a pull request's run.
 * Undefined when the app may not write the history (logged; the run's other steps go on).
 */
export async function recordRunInHistory(
  setup: EventSetup,
  facts: RunFacts,
  results: Results,
  where: string,
): Promise<History | undefined> {
  const rule = setup.settings.flaky;
  const added = outcomesOf(
    { id: facts.id, sha: facts.sha ?? "", at: facts.at, ref: where },
    results.tests,
  );
  const updated = await updateHistory(
    setup,
    (current) => {
      const next = withRun(current, added, rule.window);
      // The rule's clock is the newest run's time, so runs applied in any order decide alike.
      const now = next.runs.at(-1)?.at ?? facts.at;
      return next === current ? current : applyQuarantineRule(next, rule, now);
    },
    `fix-loop: run ${facts.id} at ${(facts.sha ?? "").slice(0, 12)}`,
  ).catch((error: unknown) => {
    // Not the run's fault, and redelivering would not help: said once per run, the rest goes on.
    if (!(error instanceof HistoryNotWritable)) throw error;
    setup.log.warn(`run ${facts.id}: ${error.message}; no test is quarantined by rule until then`);
    return undefined;
  });
  return updated?.history;
}
