import { aliasOf } from "../../../src/ids/aliases.js";

export const QUARANTINED_SINCE = "2026-11-20T10:00:00Z";
export const QUARANTINE_REASON = "flaked in 6 of 40 runs (15%, lower bound 7%)";

/** quarantine.json as the app writes it on refs/fix-loop/history, quarantining these tests. */
export function quarantineJson(...ids: string[]): string {
  return JSON.stringify({
    version: 1,
    tests: ids.map((id) => ({
      id,
      alias: aliasOf("test", id),
      since: QUARANTINED_SINCE,
      reason: QUARANTINE_REASON,
      rate: 0.15,
      lowerBound: 0.07,
      runs: 40,
      by: "rule",
    })),
  });
}
