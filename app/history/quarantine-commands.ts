import { flakeStats, formatRate } from "../../src/flaky/flake-rate.js";
import type { History } from "../../src/flaky/history.js";
import { HISTORY_REF } from "../../src/flaky/quarantine-list.js";
import { withManualQuarantine, withRelease } from "../../src/flaky/quarantine-rule.js";
import { aliasOf, lookUpAlias } from "../../src/ids/aliases.js";
import { code } from "../../src/report/markdown-blocks.js";
import type { EventSetup } from "../event-setup.js";
import { HistoryNotWritable, readHistory, updateHistory } from "./history-ref.js";

/** The test a `/fix quarantine` or `/fix release` names: its id as printed, or its alias. */
type Named = { id: string } | { refusal: string };

function nameIn(history: History, login: string, written: string): Named {
  const known = Object.keys(history.tests);
  if (history.tests[written] !== undefined) return { id: written };
  const lookup = lookUpAlias(written, known);
  if ("found" in lookup) return { id: lookup.found };
  if ("ambiguous" in lookup)
    return {
      refusal: `@${login}, ${code(written)} names more than one test: use the longer ${lookup.ambiguous.map(code).join(" or ")}. Nothing changed.`,
    };
  return {
    refusal: `@${login}, the flake history has no test ${code(written)} (it knows the tests of the last ${history.runs.length} runs). Nothing changed.`,
  };
}

/**
 * Reads the history, finds the test `written` names and applies `change` to the history with
 * compare-and-swap; the history written, or the refusal to reply with.
 */
async function changeNamedTest(
  setup: EventSetup,
  login: string,
  written: string,
  what: string,
  change: (history: History, id: string) => History,
): Promise<{ id: string; before: History; after: History } | { refusal: string }> {
  const read = await readHistory(setup);
  const named = nameIn(read.history, login, written);
  if ("refusal" in named) return named;
  const { id } = named;
  let before = read.history;
  try {
    const { history } = await updateHistory(
      setup,
      (current) => {
        before = current;
        return change(current, id);
      },
      `fix-loop: ${id} ${what} by @${login}`,
      read,
    );
    return { id, before, after: history };
  } catch (error) {
    if (!(error instanceof HistoryNotWritable)) throw error;
    return { refusal: `@${login}, nothing changed: ${error.message}.` };
  }
}

/** `/fix quarantine <id|alias>`: the test's failures stop failing its tier from the next run. */
export async function quarantineByCommand(
  setup: EventSetup,
  login: string,
  written: string,
): Promise<string> {
  const now = new Date().toISOString();
  const changed = await changeNamedTest(setup, login, written, "quarantined", (history, id) =>
    withManualQuarantine(history, id, login, now),
  );
  if ("refusal" in changed) return changed.refusal;
  const { id, after } = changed;
  const entry = after.quarantine.find((test) => test.id === id);
  const stats = flakeStats(after, id);
  const by = entry && entry.by !== `@${login}` ? ` (it already was, ${byWhom(entry.by)})` : "";
  return `@${login}, ${code(id)} (${aliasOf("test", id)}) is quarantined${by}: verify still runs and reports it, but its failure no longer fails its tier, from the next run (the Action reads ${code(HISTORY_REF)}). It flaked in ${stats.flakes} of ${stats.runs} runs (${formatRate(stats.rate)}). ${code(`/fix release ${aliasOf("test", id)}`)} takes it out.`;
}

/** `/fix release <id|alias>`: out of quarantine; the rule counts only runs after this again. */
export async function releaseByCommand(
  setup: EventSetup,
  login: string,
  written: string,
): Promise<string> {
  const now = new Date().toISOString();
  const changed = await changeNamedTest(setup, login, written, "released", (history, id) =>
    withRelease(history, id, now),
  );
  if ("refusal" in changed) return changed.refusal;
  const { id, before } = changed;
  if (!before.quarantine.some((test) => test.id === id))
    return `@${login}, ${code(id)} is not quarantined. Nothing changed.`;
  return `@${login}, ${code(id)} (${aliasOf("test", id)}) is released: its failures fail its tier again from the next run. The quarantine rule counts only runs from now on.`;
}

const byWhom = (by: string): string => (by === "rule" ? "by the rule" : `by ${code(by)}`);
