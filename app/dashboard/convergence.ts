import { DASHBOARD_LABEL } from "../../src/github/labels.js";
import type { EventSetup } from "../event-setup.js";
import { type IssueSnapshot, listIssuesWithLabel } from "../github/snapshots.js";
import { closeAsDuplicate } from "../groups/convergence.js";
import { findDashboard, isDashboard, mergeDashboardStates, writeDashboard } from "./dashboard.js";
import type { Dashboard } from "./state.js";

/**
 * Writes the dashboard. When this wrote a new one, another copy of the app may have created its
 * own at the same moment: as for group issues, the dashboards are listed by label, the lowest
 * number wins, every later one is closed as its duplicate (markers removed), and when this
 * copy's lost, its state is merged into the winner's.
 */
export async function saveDashboard(
  setup: EventSetup,
  dashboard: Dashboard,
): Promise<IssueSnapshot> {
  const written = await writeDashboard(setup, dashboard);
  if (dashboard.issue) return written;
  const listed = await listIssuesWithLabel(
    setup.octokit,
    setup.repo,
    DASHBOARD_LABEL,
    setup.ownLogin,
  );
  const open = listed.filter((issue) => issue.state === "open" && isDashboard(issue));
  // The listing may not show an issue created a moment ago; ours is one of them regardless.
  if (!open.some((issue) => issue.number === written.number)) open.push(written);
  const [winner, ...duplicates] = open.sort((a, b) => a.number - b.number);
  if (!winner) return written;
  for (const duplicate of duplicates)
    await closeAsDuplicate(setup, duplicate.number, winner.number, "dashboard");
  if (winner.number === written.number) return written;
  const kept = findDashboard([winner]);
  return writeDashboard(setup, {
    issue: winner,
    state: mergeDashboardStates(kept.state, dashboard.state),
  });
}
