import * as z from "zod";
import {
  readMarkers,
  readStateMarker,
  SUMMARY_MARKER,
  stateMarker,
  withMarkers,
} from "../../src/github/markers.js";
import { inertText } from "../../src/github/untrusted-text.js";
import { aliasLabels } from "../../src/report/alias-labels.js";
import { cell, code, codeCell, OUTCOME_ICON, table } from "../../src/report/markdown-blocks.js";
import type { Results } from "../../src/results/schema.js";
import { formatPercent, plural } from "../../src/text/quantities.js";
import type { TrustState } from "../../src/trust/repository-trust.js";
import { fixCommandFor, HELP_COMMAND } from "../commands/fix-command.js";
import { type CommentSnapshot, writtenByApp } from "../github/snapshots.js";
import type { GroupRecord } from "../groups/issues.js";
import type { RunFacts } from "../groups/state.js";
import { commandSettingsOf, commandSettingsSchema, type Settings } from "../settings.js";

/**
 * What the sticky comment remembers: the groups of the PR's latest run with their status and
 * attempts, and the settings the run was handled with and the settings file's ETag then; enough
 * for a `/fix` on the PR to decide without the dashboard, checking the settings with a
 * conditional GET. Summaries written before `attempts` and `settings` (or the ETag) lack them,
 * and such a `/fix` reads the dashboard or the settings as before.
 */
const summaryStateSchema = z.object({
  v: z.literal(1),
  sha: z.string().nullable(),
  run: z.string(),
  /** When the run finished (its results say): a /fix dispatched before it is no longer in progress. */
  at: z.string().nullable().default(null),
  groups: z.array(
    z.object({
      id: z.string(),
      tests: z.array(z.string()),
      status: z.string(),
      /** The group's attempts across runs, as of this run. */
      attempts: z.number().int().nonnegative().optional(),
    }),
  ),
  settings: commandSettingsSchema.optional(),
});

export type SummaryState = z.infer<typeof summaryStateSchema>;

export interface SummaryInput {
  results: Results;
  run: RunFacts;
  records: Map<string, GroupRecord>;
  trust: TrustState;
  /** The settings the run was handled with. */
  settings: Settings;
}

/** The group's attempts across runs: its issue's count, else the run's own. */
function attemptsOf(input: SummaryInput, groupId: string): number {
  return (
    input.records.get(groupId)?.state.attemptCount ??
    input.results.attempts.filter((a) => a.group === groupId).length
  );
}

function summaryStateOf(input: SummaryInput): SummaryState {
  return {
    v: 1,
    sha: input.run.sha,
    run: input.run.id,
    at: input.run.at,
    groups: input.results.groups.map((group) => ({
      id: group.id,
      tests: group.tests,
      status: input.records.get(group.id)?.state.status ?? group.status,
      attempts: attemptsOf(input, group.id),
    })),
    settings: commandSettingsOf(input.settings),
  };
}

export function renderSummary(input: SummaryInput): string {
  const { results, run, records, trust } = input;
  const testAliases = aliasLabels(
    "test",
    results.tests.map((test) => test.id),
  );
  const groupAliases = aliasLabels(
    "group",
    results.groups.map((group) => group.id),
  );
  const rows = results.groups.map((group) => {
    const record = records.get(group.id);
    return [
      group.tests.map((id) => testAliases.beside(id, codeCell)).join(", "),
      cell(record?.state.status ?? group.status),
      String(attemptsOf(input, group.id)),
      record ? `[#${record.issue.number}](${record.issue.htmlUrl})` : "",
      groupAliases.beside(group.id, codeCell),
    ];
  });
  const fixLinks = (results.run?.fixPullRequests ?? []).map(
    (pr) => `- ${codeCell(pr.group)}: [#${pr.number}](${pr.url})`,
  );
  const failing = results.groups.filter((group) => group.status !== "fixed");
  const runLabel = run.url ? `[run ${run.id}](${run.url})` : `run ${run.id}`;
  const thisRun =
    results.trust.total > 0
      ? `; this run: ${results.trust.agreed} of ${plural(results.trust.total, "claim")} matched verification`
      : "";
  const sections = [
    `### ${OUTCOME_ICON[results.outcome]} fix-loop: ${results.outcome}`,
    `> ${code(inertText(results.headline))}`,
    rows.length > 0
      ? table(["Tests", "Status", "Attempts", "Issue", "Group"], rows)
      : "No failure groups.",
    `**Trust:** ${formatPercent(trust.score)} (this repository's rolling score${thisRun})`,
    fixLinks.length > 0 ? ["**Fix pull requests**", ...fixLinks].join("\n") : "",
    failing.length > 0
      ? `**Retry:** ${failing
          .slice(0, 5)
          .map((group) => code(fixCommandFor(group.tests)))
          .join(", ")}, or ${code(fixCommandFor("all"))}; ${code(HELP_COMMAND)} lists the options.`
      : "",
    `<sub>${runLabel}${run.sha ? ` at ${code(run.sha.slice(0, 7))}` : ""}; this comment is updated in place by fix-loop.</sub>`,
  ];
  return withMarkers(sections.filter(Boolean).join("\n\n"), [
    SUMMARY_MARKER,
    stateMarker(summaryStateOf(input)),
  ]);
}

/** The app's sticky comment among a PR's comments. */
export function findSummary(comments: CommentSnapshot[]): CommentSnapshot | null {
  return (
    comments.find((comment) => readMarkers(comment.body, writtenByApp(comment)).summary) ?? null
  );
}

export function readSummaryState(comment: CommentSnapshot | null): SummaryState | null {
  return comment ? readStateMarker(comment.body, summaryStateSchema, writtenByApp(comment)) : null;
}
