import { howTestEnded } from "../engine/how-it-ended.js";
import { cutMarkdown } from "../github/literal-markdown.js";
import { groupMarker, withMarkers } from "../github/markers.js";
import { untrustedText } from "../github/untrusted-text.js";
import { isKeptAttempt } from "../results/kept-attempt.js";
import type { Attempt, Evidence, Results, TestResult } from "../results/schema.js";
import { formatDuration, formatPercent } from "../text/quantities.js";
import { renderAttemptTable } from "./markdown.js";
import {
  cell,
  code,
  codeBlock,
  codeCell,
  details,
  STATUS_ICON,
  table,
  trimMiddle,
} from "./markdown-blocks.js";
import { renderAgentNetwork } from "./network-lines.js";

/** GitHub rejects a pull request body over 65,536 characters. */
export const PULL_REQUEST_BODY_LIMIT = 65_000;

export interface FixPullRequestBodyOptions {
  redact?: (text: string) => string;
  maxChars?: number;
  /** The workflow run that made the fix. */
  runUrl?: string | null;
  /** The commit the fix branch starts from. */
  baseSha?: string | null;
}

const EXCERPT_LEVELS = [6_000, 2_000, 500, 0];
const REASONING_LEVELS = [12_000, 4_000, 1_000, 300];

/**
 * The body of the pull request for one fixed group: signature, tests fixed, evidence before,
 * verification after, attempts, the agent's reasoning, trust, and the hidden group marker the
 * next run uses to find and update this pull request instead of opening a second one.
 */
export function renderFixPullRequestBody(
  results: Results,
  groupId: string,
  options: FixPullRequestBodyOptions = {},
): string {
  const maxChars = options.maxChars ?? PULL_REQUEST_BODY_LIMIT;
  let body = "";
  for (const [level, excerptChars] of EXCERPT_LEVELS.entries()) {
    body = renderBody(results, groupId, options, excerptChars, REASONING_LEVELS[level] ?? 0);
    if (body.length <= maxChars) return body;
  }
  const marker = groupMarker(groupId);
  const cut = cutMarkdown(
    body,
    maxChars - marker.length - 4,
    "\n… cut to fit GitHub's limit; see results.json.",
  );
  return `${withMarkers(cut, [marker])}\n`;
}

function renderBody(
  results: Results,
  groupId: string,
  options: FixPullRequestBodyOptions,
  excerptChars: number,
  reasoningChars: number,
): string {
  const r = untrustedText(options.redact);
  const group = results.groups.find((g) => g.id === groupId);
  if (!group) throw new Error(`results have no group ${groupId}`);
  const attempts = results.attempts.filter((a) => a.group === groupId);
  const kept = attempts.find(isKeptAttempt) ?? attempts.at(-1) ?? null;
  const tests = results.tests.filter((t) => group.tests.includes(t.id));

  const sections = [
    `## 🔧 fix-loop: verified fix for ${code(groupId)}`,
    [
      `**Root cause signature:** ${code(trimMiddle(r(group.signature), 500))}`,
      `**Tests fixed:** ${group.tests.map(code).join(", ")} (tier ${code(group.tier)})`,
      `**Trust:** this attempt's claim ${kept?.agreed ? "agreed" : "did **not** agree"} with the verification; run score ${formatPercent(results.trust.score)} (${results.trust.agreed} of ${results.trust.total} claims agreed).`,
    ].join("\n"),
    "### Evidence before",
    tests.length > 0
      ? tests.map((t) => renderBefore(t, r, excerptChars)).join("\n\n")
      : "_The failing run's evidence is in results.json._",
    "### Verification after",
    kept ? renderVerification(kept) : "_No attempt recorded._",
    "### Attempts",
    renderAttemptTable(attempts),
    renderAgentNetwork(results, attempts, r),
    "### The agent's reasoning",
    kept ? renderReasoning(kept, r, reasoningChars) : "_No claim._",
    `---\n<sub>${footer(results, options)}</sub>`,
  ].filter((section) => section !== "");
  return `${withMarkers(sections.join("\n\n"), [groupMarker(groupId)])}\n`;
}

function renderBefore(test: TestResult, r: (text: string) => string, excerptChars: number): string {
  const evidence = test.evidence;
  const headline = `${code(test.id)} ${code(r(test.title))}: ${code(r(evidence?.message ?? test.reason ?? "failed"))}`;
  if (!evidence) return headline;
  return `${headline}\n\n${details(`${test.id} evidence`, evidenceBlock(evidence, r, excerptChars))}`;
}

function evidenceBlock(
  evidence: Evidence,
  r: (text: string) => string,
  excerptChars: number,
): string {
  const lines = evidence.summary.slice(0, 20).map(r).join("\n");
  // A JUnit test has no exit code of its own: what its runner reported says how it ended.
  const ending = evidence.reported
    ? code(r(howTestEnded(evidence)))
    : `exit code ${evidence.exitCode ?? "none"}${evidence.timedOut ? " · timed out" : ""}`;
  const parts = [`${ending} · ${formatDuration(evidence.durationMs)}`];
  if (lines) parts.push(codeBlock(lines));
  if (excerptChars > 0 && evidence.excerpt)
    parts.push(codeBlock(trimMiddle(r(evidence.excerpt), excerptChars)));
  return parts.join("\n\n");
}

function renderVerification(attempt: Attempt): string {
  const rows = Object.entries(attempt.verified.tests).map(([id, status]) => [
    STATUS_ICON[status],
    codeCell(id),
    status,
  ]);
  const regressions =
    attempt.verified.regressions.length > 0
      ? `**Regressions:** ${attempt.verified.regressions.map(code).join(", ")}`
      : "No regressions: every test that passed before still passes.";
  const intro = `The engine re-ran the group's tests itself after attempt ${attempt.attempt} (${code(attempt.strategy)}), then every test that passed before.`;
  return [intro, rows.length > 0 ? table(["", "Test", "Status"], rows) : "", regressions]
    .filter(Boolean)
    .join("\n\n");
}

function renderReasoning(attempt: Attempt, r: (text: string) => string, maxChars: number): string {
  const parts: string[] = [];
  if (attempt.claim) {
    parts.push(`**Root cause:** ${code(r(attempt.claim.root_cause))}`);
    if (attempt.claim.reasoning)
      parts.push(codeBlock(trimMiddle(r(attempt.claim.reasoning), maxChars)));
  } else {
    parts.push("_The agent gave no structured claim._");
  }
  const files = attempt.diffStat
    ? codeBlock(r(attempt.diffStat))
    : attempt.filesChanged.map((f) => `- ${code(f)}`).join("\n");
  if (files) parts.push(`**Files changed:**\n\n${files}`);
  return parts.join("\n\n");
}

function footer(results: Results, options: FixPullRequestBodyOptions): string {
  const where = options.runUrl ?? results.run?.runUrl;
  const from = where ? `[workflow run](${where})` : "a local run";
  const base = options.baseSha ?? results.run?.sha;
  return `Opened by fix-loop ${cell(results.tool.version)} from ${from}${base ? ` on ${code(base.slice(0, 12))}` : ""}. The engine verified the tests; a person reviews the change before merging.`;
}
