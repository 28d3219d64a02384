import { aliasOf } from "../ids/aliases.js";
import type { History } from "./history.js";

/**
 * The history with each test a run reports under a new id (results.json's `formerId`: node:test's
 * `test > rounds` is now `Int16Array > rounds`) carried over from its former id: its outcomes,
 * failing evidence, release time and quarantine entry. Without it the test's pass/fail record
 * would start anew, and a quarantine under the old id would lapse when that row left the window.
 * A former id that is itself a test of the run (a describe named "test") stays as it is.
 */
export function withRenamedTests(
  history: History,
  renames: ReadonlyMap<string, string>,
  current: ReadonlySet<string>,
): History {
  const moves = [...renames].filter(
    ([former, id]) => former !== id && !current.has(former) && history.tests[former] !== undefined,
  );
  if (moves.length === 0) return history;
  const tests = { ...history.tests };
  const evidence = { ...history.evidence };
  const released = { ...history.released };
  let quarantine = history.quarantine;
  for (const [former, id] of moves) {
    tests[id] = mergedRow(tests[id], tests[former] ?? "");
    delete tests[former];
    const kept = [evidence[id], evidence[former]].filter((each) => each !== undefined);
    const latest = kept.sort((a, b) => (a.at < b.at ? 1 : -1))[0];
    if (latest) evidence[id] = latest;
    delete evidence[former];
    const release = [released[id], released[former]]
      .filter((at) => at !== undefined)
      .sort()
      .at(-1);
    if (release) released[id] = release;
    delete released[former];
    const listed = quarantine.some((entry) => entry.id === id);
    quarantine = quarantine.flatMap((entry) => {
      if (entry.id !== former) return [entry];
      return listed ? [] : [{ ...entry, id, alias: aliasOf("test", id) }];
    });
  }
  return { ...history, tests, evidence, released, quarantine };
}

/** One row of the two, run by run: an outcome where either has one, the newer id's first. */
function mergedRow(row: string | undefined, former: string): string {
  if (row === undefined) return former;
  return [...row].map((outcome, at) => (outcome === "." ? (former[at] ?? ".") : outcome)).join("");
}
