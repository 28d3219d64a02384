import type { QuarantinedTest } from "../../src/flaky/quarantine-list.js";
import type { StepRunner } from "../event-setup.js";
import type { IssueSnapshot } from "../github/snapshots.js";
import {
  type GroupIssueDeps,
  type GroupRecord,
  readGroupState,
  updateGroupStatus,
} from "../groups/issues.js";
import { QUARANTINE_HEADING } from "../markdown/group-issue-body.js";

/**
 * Open group issues this run did not rewrite, whose tests went into quarantine or came out:
 * rewritten so the issue says so, with the numbers (an issue that already says it is not written).
 */
export async function noteQuarantineOnGroups(
  deps: GroupIssueDeps & { quarantine: readonly QuarantinedTest[] },
  steps: StepRunner,
  byGroup: ReadonlyMap<string, IssueSnapshot>,
  records: Map<string, GroupRecord>,
): Promise<void> {
  const quarantined = new Set(deps.quarantine.map((entry) => entry.id));
  for (const [groupId, issue] of byGroup) {
    if (records.has(groupId) || issue.state === "closed") continue;
    const state = readGroupState(issue);
    if (!state) continue;
    const concerned =
      state.tests.some((id) => quarantined.has(id)) || issue.body.includes(QUARANTINE_HEADING);
    if (!concerned) continue;
    const record = await steps.run(`quarantine note on group ${groupId}`, () =>
      updateGroupStatus(deps, issue, state, state.status, state.note),
    );
    if (record) records.set(groupId, record);
  }
}
