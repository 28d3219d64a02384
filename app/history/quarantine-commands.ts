import { flakeStats, formatRate } from "../../src/flaky/flake-rate.js";
import type { History } from "../../src/flaky/history.js";
import { HISTORY_REF } from "../../src/flaky/quarantine-list.js";
import { withManualQuarantine, withRelease } from "../../src/flaky/quarantine-rule.js";
import { aliasOf, lookUpAlias } from "../../src/ids/aliases.js";
import { code } from "../../src/report/markdown-blocks.js";
import type { EventSetup } from "../event-setup.js";
import { readHistory, updateHistory } from "./history-ref.js";

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

/** `/fix quarantine <id|alias>`: the test's failures stop failing its tier from the next run. */
export async function quarantineByCommand(
  setup: EventSetup,
  login: string,
  written: string,
): Promise<string> {
  const read = await readHistory(setup);
  const named = nameIn(read.history, login, written);
  if ("refusal" in named) return named.refusal;
  const { id } = named;
  const now = new Date().toISOString();
  const { history } = await updateHistory(
    setup,
    (current) => withManualQuarantine(current, id, login, now),
    `fix-loop: ${id} quarantined by @${login}`,
    read,
  );
  const entry = history.quarantine.find((test) => test.id === id);
  const stats = flakeStats(history, id);
  const by = entry && entry.by !== `@${login}` ? ` (it already was, ${byWhom(entry.by)})` : "";
  return `@${login}, ${code(id)} (${aliasOf("test", id)}) is quarantined${by}: verify still runs and reports it, but its failure no longer fails its tier, from the next run (the Action reads ${code(HISTORY_REF)}). It flaked in ${stats.flakes} of ${stats.runs} runs (${formatRate(stats.rate)}). ${code(`/fix release ${aliasOf("test", id)}`)} takes it out.`;
}

/** `/fix release <id|alias>`: out of quarantine; the rule counts only runs after this again. */
export async function releaseByCommand(
  setup: EventSetup,
  login: string,
  written: string,
): Promise<string> {
  const read = await readHistory(setup);
  const named = nameIn(read.history, login, written);
  if ("refusal" in named) return named.refusal;
  const { id } = named;
  let was = false;
  await updateHistory(
    setup,
    (current) => {
      was = current.quarantine.some((test) => test.id === id);
      return withRelease(current, id, new Date().toISOString());
    },
    `fix-loop: ${id} released by @${login}`,
    read,
  );
  if (!was) return `@${login}, ${code(id)} is not quarantined. Nothing changed.`;
  return `@${login}, ${code(id)} (${aliasOf("test", id)}) is released: its failures fail its tier again from the next run. The quarantine rule counts only runs from now on.`;
}

const byWhom = (by: string): string => (by === "rule" ? "by the rule" : `by ${code(by)}`);
