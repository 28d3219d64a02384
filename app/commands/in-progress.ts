import { type DispatchRecord, markerTestId, readDispatchMarker } from "../../src/github/markers.js";
import { type CommentSnapshot, writtenByApp } from "../github/snapshots.js";

/** A dispatch older than this no longer counts as in progress (its run was lost or cancelled). */
const IN_PROGRESS_HOURS = 6;

/**
 * The fixes in progress on a thread, from what it holds anyway: each dispatch reply of the app
 * records its commit, tests and time in the marker on its last line, and a run that finished
 * after it (the time its results record, on the pull request's sticky summary or the group's
 * issue) ends it. No label to write on /fix, nothing to clear when the run is done.
 */
export function fixesInProgress(
  comments: readonly CommentSnapshot[],
  lastRunFinishedAt: string | null,
  now: Date,
): DispatchRecord[] {
  const cutoff = now.getTime() - IN_PROGRESS_HOURS * 3_600_000;
  const finished = lastRunFinishedAt ? Date.parse(lastRunFinishedAt) : Number.NaN;
  return comments.flatMap((comment) => {
    const record = readDispatchMarker(comment.body, writtenByApp(comment));
    if (!record) return [];
    const at = Date.parse(record.at);
    if (!(at >= cutoff) || finished >= at) return [];
    return [record];
  });
}

/** Whether one of `open` is the same commit and the same tests, in any order. */
export function sameFix(
  open: readonly DispatchRecord[],
  sha: string,
  tests: readonly string[],
): boolean {
  // The marker records ids without spaces or `>`; compare the wanted ones as it wrote them.
  const wanted = tests.map(markerTestId).sort().join(",");
  return open.some(
    (record) => record.sha === sha && record.tests.map(markerTestId).sort().join(",") === wanted,
  );
}
