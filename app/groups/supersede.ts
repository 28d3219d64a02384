import { code } from "../../src/report/markdown-blocks.js";
import type { EventSetup } from "../event-setup.js";
import type { IssueSnapshot } from "../github/snapshots.js";
import { type GroupRecord, readGroupState } from "./issues.js";

/**
 * A new triage signature version gives the same failures new group ids, so the issues opened
 * under the old ids would stay open for failures now tracked elsewhere. Each open group issue
 * of an older version whose tests overlap a group this run recorded under the current version
 * gets "Superseded by #N" and is closed. Runs again on every run until it is closed, so a
 * delivery that failed half-way is finished by the next. Returns the closed issues' records.
 */
export async function supersedeOlderSignatures(
  setup: EventSetup,
  existing: Map<string, IssueSnapshot>,
  recorded: Map<string, GroupRecord>,
): Promise<Map<string, GroupRecord>> {
  const closed = new Map<string, GroupRecord>();
  const current = [...recorded.values()];
  for (const [groupId, issue] of existing) {
    if (issue.state !== "open" || recorded.has(groupId)) continue;
    const old = readGroupState(issue);
    if (!old) continue;
    const successor = current
      .filter((record) => record.state.signatureVersion > old.signatureVersion)
      .filter((record) => record.state.tests.some((test) => old.tests.includes(test)))
      .sort((a, b) => a.issue.number - b.issue.number)[0];
    if (!successor) continue;
    const number = successor.issue.number;
    const shared = old.tests.filter((test) => successor.state.tests.includes(test));
    await setup.octokit.rest.issues.createComment({
      ...setup.repo,
      issue_number: issue.number,
      body: `Superseded by #${number}: fix-loop now groups failures by signature v${successor.state.signatureVersion}, which files ${shared.map(code).join(", ")} under #${number}. This issue (signature v${old.signatureVersion}) is closed; its history stays here.`,
    });
    await setup.octokit.rest.issues.update({
      ...setup.repo,
      issue_number: issue.number,
      state: "closed",
      state_reason: "not_planned",
    });
    setup.log.info(`group ${groupId}: #${issue.number} superseded by #${number}`);
    closed.set(groupId, { issue: { ...issue, state: "closed" }, state: old });
  }
  return closed;
}
