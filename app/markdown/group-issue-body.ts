import { formatRate } from "../../src/flaky/flake-rate.js";
import type { QuarantinedTest } from "../../src/flaky/quarantine-list.js";
import {
  EVIDENCE_END,
  EVIDENCE_START,
  groupMarker,
  stateMarker,
  withMarkers,
} from "../../src/github/markers.js";
import type { GroupStatus } from "../../src/github/statuses.js";
import { inertText } from "../../src/github/untrusted-text.js";
import { aliasOf } from "../../src/ids/aliases.js";
import { aliasLabels } from "../../src/report/alias-labels.js";
import {
  cell,
  code,
  codeBlock,
  codeCell,
  details,
  table,
  trimMiddle,
} from "../../src/report/markdown-blocks.js";
import { verifiedCell } from "../../src/report/verdict-words.js";
import type { Group, Results, TestResult } from "../../src/results/schema.js";
import { formatDuration, formatUsd, plural } from "../../src/text/quantities.js";
import { type CommandVocabulary, fixCommandFor, strategyHint } from "../commands/fix-command.js";
import type { GroupState, RunFacts } from "../groups/state.js";
import type { Settings } from "../settings.js";

const TESTS_WITH_EVIDENCE = 5;
const EXCERPT_CHARS = 6000;
const ATTEMPT_ROWS = 20;
const SIGNATURE_CHARS = 2000;
/** GitHub refuses bodies over 65,536 characters. */
const ISSUE_BODY_LIMIT = 65_000;

const STATUS_HEADLINE: Record<GroupStatus, string> = {
  failing: "❌ Failing",
  deferred: "⏸️ Deferred",
  flaky: "🟡 Flaky",
  "fix-proposed": "🔧 Fix proposed",
  fixed: "✅ Fixed",
};

export function groupIssueTitle(state: GroupState): string {
  const tests =
    state.tests.slice(0, 3).join(", ") +
    (state.tests.length > 3 ? ` +${state.tests.length - 3}` : "");
  const firstLine = state.signature.split("\n")[0] ?? "";
  return inertText(`fix-loop: ${tests} - ${firstLine}`).slice(0, 240);
}

/** The latest evidence for the group's tests, redacted and collapsed, between section markers. */
export function renderEvidence(group: Group, results: Results): string {
  const byId = new Map(results.tests.map((test) => [test.id, test]));
  const blocks = group.tests.slice(0, TESTS_WITH_EVIDENCE).flatMap((id) => {
    const test = byId.get(id);
    return test ? [renderTestEvidence(test)] : [];
  });
  const more =
    group.tests.length > TESTS_WITH_EVIDENCE
      ? `\n\n${plural(group.tests.length - TESTS_WITH_EVIDENCE, "more test")} not shown.`
      : "";
  return [EVIDENCE_START, "#### Latest evidence", blocks.join("\n\n") + more, EVIDENCE_END].join(
    "\n\n",
  );
}

function renderTestEvidence(test: TestResult): string {
  const evidence = test.evidence;
  const exit = evidence?.timedOut
    ? "timed out"
    : evidence?.exitCode !== null && evidence?.exitCode !== undefined
      ? `exit ${evidence.exitCode}`
      : test.status;
  const parts: string[] = [];
  if (evidence?.message) parts.push(`**Message:** ${code(inertText(evidence.message))}`);
  if (evidence?.location) {
    parts.push(
      `**Where:** ${code(`${evidence.location.file}${evidence.location.line ? `:${evidence.location.line}` : ""}`)}`,
    );
  }
  if (evidence && evidence.summary.length > 0)
    parts.push(codeBlock(inertText(evidence.summary.join("\n"))));
  if (evidence?.excerpt)
    parts.push(codeBlock(trimMiddle(inertText(evidence.excerpt), EXCERPT_CHARS)));
  if (test.reason) parts.push(`**Reason:** ${code(inertText(test.reason))}`);
  return details(
    `${test.id} - ${inertText(test.title)} (${test.status}, ${exit}, ${formatDuration(test.durationMs)})`,
    parts.join("\n\n") || "No output was captured.",
  );
}

/** The evidence section of an earlier body, kept when an update brings no new run. */
export function evidenceOf(body: string): string {
  const start = body.indexOf(EVIDENCE_START);
  const end = body.indexOf(EVIDENCE_END);
  return start >= 0 && end > start ? body.slice(start, end + EVIDENCE_END.length) : "";
}

/** The run that last changed the group, for a table cell. */
function runLink(run: RunFacts | null): string {
  if (!run) return "none yet";
  const label = run.url ? `[run ${run.id}](${run.url})` : `run ${run.id}`;
  const where = [
    run.branch ? `on ${codeCell(run.branch)}` : "",
    run.sha ? `at ${codeCell(run.sha.slice(0, 7))}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return `${label} ${where}`.trim();
}

function renderAttempts(state: GroupState): string {
  if (state.attemptCount === 0)
    return "#### Attempts so far\n\nNone yet: the group was found by a verify run.";
  const shown = state.attempts.slice(-ATTEMPT_ROWS);
  const firstIndex = state.attemptCount - shown.length + 1;
  const rows = shown.map((attempt, index) => [
    String(firstIndex + index),
    codeCell(attempt.run),
    codeCell(attempt.strategy),
    attempt.claim ?? "no claim",
    verifiedCell(attempt.verified),
    attempt.agreed ? "yes" : "**no**",
    cell(attempt.verdict),
    codeCell(inertText(attempt.rootCause ?? "")),
    formatUsd(attempt.costUsd),
  ]);
  const hidden = state.attemptCount - shown.length;
  return [
    `#### Attempts so far (${state.attemptCount})`,
    table(
      [
        "#",
        "Run",
        "Strategy",
        "Claim",
        "Verified",
        "Agreed",
        "Verdict",
        "Claimed root cause",
        "Cost",
      ],
      rows,
    ),
    hidden > 0 ? `${plural(hidden, "earlier attempt")} not listed.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function renderFixPullRequests(state: GroupState): string {
  if (state.fixPullRequests.length === 0) return "";
  const lines = state.fixPullRequests.map((pr) => `- [#${pr.number}](${pr.url}): ${pr.state}`);
  return ["#### Fix pull requests", ...lines].join("\n");
}

function renderRetry(state: GroupState, maxAttempts: number, commands: CommandVocabulary): string {
  if (state.status === "fixed") return "";
  const left = Math.max(0, maxAttempts - state.attemptCount);
  const cap =
    left > 0
      ? `${left} of ${maxAttempts} attempts left.`
      : `The cap of ${maxAttempts} attempts is reached; raise \`app.max-attempts\` in \`.github/fix-loop.yml\` to try again.`;
  return [
    "#### Retry",
    `Comment ${code(fixCommandFor(state.tests))} (or ${code(fixCommandFor([aliasOf("group", state.group)]))}) on the pull request (or here, for the default branch)${hint(commands)}. ${cap}`,
  ].join("\n\n");
}

function hint(commands: CommandVocabulary): string {
  const text = strategyHint(commands);
  return text ? `; ${text}` : "";
}

/** The whole issue body: status, signature, evidence, attempts, runs, retry; markers last. */
export function renderGroupIssue(
  state: GroupState,
  evidence: string,
  settings: Settings,
  quarantine: readonly QuarantinedTest[] = [],
): string {
  const body = renderBody(state, evidence, settings, quarantine);
  if (body.length <= ISSUE_BODY_LIMIT) return body;
  return renderBody(
    state,
    `${EVIDENCE_START}\n\nThe evidence is too long for an issue; see the run.\n\n${EVIDENCE_END}`,
    settings,
    quarantine,
  );
}

/** Which of the group's tests are quarantined, who by and why, with the numbers. */
function renderQuarantine(state: GroupState, quarantine: readonly QuarantinedTest[]): string {
  const ours = quarantine.filter((entry) => state.tests.includes(entry.id));
  if (ours.length === 0) return "";
  return [
    `${QUARANTINE_HEADING} (${ours.length} of ${state.tests.length})`,
    "verify still runs these and reports them, but their failures no longer fail the tier.",
    table(
      ["Test", "Since", "By", "Flake rate", "Lower bound", "Runs", "Why"],
      ours.map((entry) => [
        codeCell(entry.id),
        entry.since.slice(0, 16).replace("T", " "),
        entry.by === "rule" ? "the rule" : codeCell(entry.by),
        formatRate(entry.rate),
        formatRate(entry.lowerBound),
        String(entry.runs),
        cell(inertText(entry.reason)),
      ]),
    ),
  ].join("\n\n");
}

/** The heading of the quarantine section, by which a body that has one is recognised. */
export const QUARANTINE_HEADING = "#### Quarantined";

function renderBody(
  state: GroupState,
  evidence: string,
  settings: Settings,
  quarantine: readonly QuarantinedTest[],
): string {
  const maxAttempts = settings["max-attempts"];
  const testAliases = aliasLabels("test", state.tests);
  const summary = table(
    ["Status", "Attempts", "Tier", "Tests", "Last changed by", "Group"],
    [
      [
        STATUS_HEADLINE[state.status],
        `${state.attemptCount} of ${maxAttempts}`,
        codeCell(state.tier),
        state.tests.map((id) => testAliases.beside(id, codeCell)).join(", "),
        runLink(state.lastRun),
        aliasLabels("group", [state.group]).beside(state.group, codeCell),
      ],
    ],
  );
  const sections = [
    `### ${STATUS_HEADLINE[state.status]}: ${state.tests.length === 1 ? "one test" : plural(state.tests.length, "test")} with one root cause`,
    state.note ? `> ${cell(state.note)}` : "",
    summary,
    renderQuarantine(state, quarantine),
    "#### Signature",
    codeBlock(trimMiddle(inertText(state.signature), SIGNATURE_CHARS)),
    evidence,
    renderAttempts(state),
    renderFixPullRequests(state),
    renderRetry(state, maxAttempts, settings),
    "<sub>This issue is kept up to date by fix-loop; it is found again by the hidden markers in its body.</sub>",
  ];
  return withMarkers(sections.filter(Boolean).join("\n\n"), [
    groupMarker(state.group),
    stateMarker(state),
  ]);
}
