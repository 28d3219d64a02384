import { FIX_LOOP_LABEL } from "../../src/github/labels.js";
import { readGroupMarker, withMarkers } from "../../src/github/markers.js";
import type { EventSetup } from "../event-setup.js";
import { type IssueSnapshot, listIssuesWithLabel, writtenByApp } from "../github/snapshots.js";

/**
 * After opening issues for new groups: another copy of the app may have opened one for the same
 * group at the same moment. Listed by label (the search API lags), the lowest number carrying
 * the group's marker wins; every later one is closed as its duplicate, with its marker removed
 * so no reader finds it again. Returns, per group, the winner when it is not the issue this
 * copy opened (its run still has to be written there).
 */
export async function convergeNewGroupIssues(
  setup: EventSetup,
  opened: Map<string, number>,
): Promise<Map<string, IssueSnapshot>> {
  const moved = new Map<string, IssueSnapshot>();
  if (opened.size === 0) return moved;
  const issues = await listIssuesWithLabel(
    setup.octokit,
    setup.repo,
    FIX_LOOP_LABEL,
    setup.ownLogin,
  );
  for (const [groupId, ours] of opened) {
    const carrying = issues
      .filter((issue) => issue.state === "open")
      .filter((issue) => readGroupMarker(issue.body, writtenByApp(issue)) === groupId)
      .sort((a, b) => a.number - b.number);
    const [winner, ...duplicates] = carrying;
    if (!winner) continue;
    for (const duplicate of duplicates)
      await closeAsDuplicate(setup, duplicate.number, winner.number, `group ${groupId}`);
    if (winner.number !== ours) moved.set(groupId, winner);
  }
  return moved;
}

/**
 * Closes an issue two copies of the app opened at once for the same thing, pointing to the one
 * kept; its markers are removed so no reader finds it again.
 */
export async function closeAsDuplicate(
  { octokit, repo, log }: EventSetup,
  duplicate: number,
  winner: number,
  what: string,
): Promise<void> {
  await octokit.rest.issues.update({
    ...repo,
    issue_number: duplicate,
    body: withMarkers(
      `Duplicate of #${winner}: two copies of the fix-loop app opened an issue for the ${what} at the same moment; #${winner} is the one kept up to date.`,
      [],
    ),
    state: "closed",
    state_reason: "not_planned",
  });
  log.info(`${what}: closed #${duplicate} as a duplicate of #${winner}`);
}
