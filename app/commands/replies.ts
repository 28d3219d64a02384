import type { DispatchRecord } from "../../src/github/markers.js";
import { code, codeCell, table } from "../../src/report/markdown-blocks.js";
import { formatPercent, plural } from "../../src/text/quantities.js";
import type { DashboardState } from "../dashboard/state.js";
import type { SummaryState } from "../markdown/pull-request-summary.js";
import type { AppSettings, Settings } from "../settings.js";
import { commandList, FIX } from "./fix-command.js";

/** Every answer the app gives a `/fix` command, in words a maintainer reads once. */

const KNOWN_LISTED = 50;

export function helpText(settings: Settings): string {
  return [
    "**fix-loop commands** (first line of a comment on a pull request or a fix-loop issue):",
    "",
    ...commandList(settings),
    "",
    `Commands need ${settings.permission} access or more; each group gets ${settings["max-attempts"]} attempts (\`app.max-attempts\` in \`.github/fix-loop.yml\`). The run is \`.github/workflows/${settings.workflow}\`.`,
  ].join("\n");
}

export function invalidText(problem: string, settings: Settings): string {
  return `That command did not parse: ${problem}.\n\n${helpText(settings)}`;
}

export function permissionRefusal(login: string, role: string, required: string): string {
  return `@${login}, ${code(FIX)} needs ${required} access to this repository or more, and you have ${role}. Nothing was started; ask a maintainer to comment the command.`;
}

export const forkRefusal = (login: string): string =>
  `@${login}, this pull request comes from a fork. fix-loop does not run fixes on code from forks, because the fix run holds the repository's secrets. Nothing was started.`;

export const movedRefusal = (login: string, sha: string): string =>
  `@${login}, this pull request's branch moved after your comment (its head is now ${code(sha.slice(0, 7))}), so the command no longer names the code you looked at. Nothing was started; look at the new commits and comment again.`;

export const closedRefusal = (login: string): string =>
  `@${login}, this pull request is closed. Nothing was started.`;

export const noResultsRefusal = (login: string, workflow: string): string =>
  `@${login}, fix-loop has no results for this repository yet, so it does not know these tests. Run \`.github/workflows/${workflow}\` once, then ask again.`;

export const nothingToFixRefusal = (login: string): string =>
  `@${login}, there is nothing to fix: the latest results have no failing groups.`;

export function unknownTestsRefusal(login: string, unknown: string[], known: string[]): string {
  const listed = known.slice(0, KNOWN_LISTED).map(code).join(", ");
  const more = known.length > KNOWN_LISTED ? ` and ${known.length - KNOWN_LISTED} more` : "";
  return `@${login}, the latest results have no test ${unknown.map(code).join(", ")}. Nothing was started. Known test ids: ${listed || "none"}${more}.`;
}

export function ambiguousAliasRefusal(login: string, alias: string, names: string[]): string {
  return `@${login}, ${code(alias)} names more than one test of the latest results: use the longer ${names.map(code).join(" or ")}. Nothing was started.`;
}

export function capRefusal(
  login: string,
  over: Array<{ tests: string[]; attempts: number }>,
  max: number,
): string {
  const groups = over
    .map((group) => `${group.tests.map(code).join(", ")} (${group.attempts} attempts)`)
    .join("; ");
  return `@${login}, the attempt cap of ${max} is reached for ${groups}. Nothing was started. To allow more, raise \`app.max-attempts\` in \`.github/fix-loop.yml\` on the default branch.`;
}

export function inProgressRefusal(
  login: string,
  tests: string[],
  sha: string,
  runsUrl: string,
): string {
  return `@${login}, a fix for ${tests.map(code).join(", ")} at ${code(sha.slice(0, 7))} is already in progress ([runs](${runsUrl})). Nothing new was started; push a commit or wait for it to finish.`;
}

export function dispatchedText(
  login: string,
  dispatch: {
    tests: string[];
    sha: string;
    ref: string;
    strategy: string | null;
    skipped: CappedGroupLike[];
  },
  runsUrl: string,
  max: number,
): string {
  const { tests, sha, ref, strategy, skipped } = dispatch;
  const how = strategy ? ` starting with the ${code(strategy)} strategy` : "";
  const left =
    skipped.length > 0
      ? `\n\nLeft out at the cap of ${max} attempts: ${skipped.map((g) => g.tests.map(code).join(", ")).join("; ")} (raise \`app.max-attempts\` in \`.github/fix-loop.yml\` to include them).`
      : "";
  return `@${login}, started a fix run for ${tests.map(code).join(", ")} on ${code(ref)} at ${code(sha.slice(0, 7))}${how}: [workflow runs](${runsUrl}). The run is pinned to that commit; a later push is not included. Results will appear here when it finishes.${left}`;
}

interface CappedGroupLike {
  tests: string[];
}

export function dispatchFailedText(login: string, reason: string): string {
  return `@${login}, the fix run could not be started: ${reason}`;
}

export function statusText(
  dashboard: DashboardState,
  summary: SummaryState | null,
  inProgress: readonly DispatchRecord[],
  settings: AppSettings,
): string {
  const groups = Object.entries(dashboard.groups).sort(([, a], [, b]) => a.issue - b.issue);
  const rows = groups.map(([, group]) => [
    `#${group.issue}`,
    group.tests.map(codeCell).join(", "),
    group.status,
    `${group.attempts} of ${settings["max-attempts"]}`,
  ]);
  const prLine = summary
    ? `This pull request's latest run (${summary.run}) has ${plural(summary.groups.length, "failure group")}.`
    : "";
  const running = inProgress.map(
    (fix) =>
      `In progress: a fix for ${fix.tests.map(code).join(", ")} at ${code(fix.sha.slice(0, 7))}, started ${fix.at}.`,
  );
  return [
    `**Trust:** ${formatPercent(dashboard.trust.score)}`,
    prLine,
    ...running,
    rows.length > 0
      ? table(["Issue", "Tests", "Status", "Attempts"], rows)
      : "No open failure groups.",
  ]
    .filter(Boolean)
    .join("\n\n");
}
