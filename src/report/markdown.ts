import { howTestEnded } from "../engine/how-it-ended.js";
import { failedInQuarantine } from "../flaky/quarantine-match.js";
import { untrustedText } from "../github/untrusted-text.js";
import type { Attempt, Evidence, Results, TestResult, TestStatus } from "../results/schema.js";
import { formatDuration, formatPercent, formatUsd, plural } from "../text/quantities.js";
import { type AliasLabels, aliasLabels } from "./alias-labels.js";
import {
  byteLength,
  cell,
  code,
  codeBlock,
  codeCell,
  cutToBytes,
  details,
  OUTCOME_ICON,
  STATUS_ICON,
  table,
  trimMiddle,
} from "./markdown-blocks.js";
import { attemptNetworkLine, renderAgentNetwork } from "./network-lines.js";
import { shardsLine } from "./shards-line.js";
import {
  attemptVerdict,
  guardsFired,
  guardsLine,
  onFailureWords,
  verifiedCell,
} from "./verdict-words.js";

/** GitHub refuses a step summary over 1 MiB; stay a little under it. */
export const STEP_SUMMARY_LIMIT = 1024 * 1024 - 8 * 1024;

export interface FixPullRequestLink {
  group: string;
  url: string;
  number: number;
}

export interface MarkdownLinks {
  /** The workflow run; defaults to results.run.runUrl. */
  run?: string | null;
  /** Where results.json can be downloaded. */
  artifact?: string | null;
  /** Defaults to results.run.fixPullRequests. */
  pullRequests?: FixPullRequestLink[];
}

export interface MarkdownOptions {
  /** Upper bound of the output in UTF-8 bytes; evidence is trimmed first to stay under it. */
  maxBytes?: number;
  links?: MarkdownLinks;
  /**
   * Applied to every piece of text taken from the results (evidence, claims, titles...), before
   * shape redaction and the defusing of mentions and markers that always happen.
   */
  redact?: (text: string) => string;
  /** fix-loop's own warnings shown under the headline, e.g. why fix mode did not run. */
  notes?: string[];
  /** Warnings that quote text fix-loop did not write (an error's message): shown as code. */
  problems?: string[];
}

/** How much of the long parts to show; the renderer steps down these until the output fits. */
interface Detail {
  excerptChars: number;
  summaryLines: number;
  evidence: boolean;
  passedRows: boolean;
  reasoningChars: number;
}

const DETAIL_LEVELS: Detail[] = [
  {
    excerptChars: 60_000,
    summaryLines: 200,
    evidence: true,
    passedRows: true,
    reasoningChars: 20_000,
  },
  {
    excerptChars: 8_000,
    summaryLines: 50,
    evidence: true,
    passedRows: true,
    reasoningChars: 8_000,
  },
  {
    excerptChars: 2_000,
    summaryLines: 20,
    evidence: true,
    passedRows: true,
    reasoningChars: 4_000,
  },
  { excerptChars: 400, summaryLines: 10, evidence: true, passedRows: true, reasoningChars: 1_000 },
  { excerptChars: 0, summaryLines: 5, evidence: true, passedRows: true, reasoningChars: 500 },
  { excerptChars: 0, summaryLines: 0, evidence: false, passedRows: true, reasoningChars: 300 },
  { excerptChars: 0, summaryLines: 0, evidence: false, passedRows: false, reasoningChars: 0 },
];

const CUT_NOTE =
  "\n\n… the rest of this report was cut to fit GitHub's size limit; see results.json.\n";

/**
 * Renders results as GitHub-flavoured Markdown: outcome, gates, a table per tier, groups,
 * attempts, trust and fix pull requests, with evidence in collapsed sections. Pure: the same
 * results and options always give the same text, never longer than maxBytes.
 */
export function renderMarkdown(results: Results, options: MarkdownOptions = {}): string {
  const maxBytes = options.maxBytes ?? STEP_SUMMARY_LIMIT;
  const aliases: Aliases = {
    tests: aliasLabels(
      "test",
      results.tests.map((t) => t.id),
    ),
    groups: aliasLabels(
      "group",
      results.groups.map((g) => g.id),
    ),
  };
  // Each detail level renders the same strings again; a report of thousands of tests redacts
  // each of them once, not once a level.
  const r = remembered(untrustedText(options.redact));
  let text = "";
  for (const detail of DETAIL_LEVELS) {
    text = renderAt(results, options, detail, aliases, r);
    if (byteLength(text) <= maxBytes) return text;
  }
  return cutToBytes(text, maxBytes, CUT_NOTE);
}

interface Aliases {
  tests: AliasLabels;
  groups: AliasLabels;
}

function renderAt(
  results: Results,
  options: MarkdownOptions,
  detail: Detail,
  aliases: Aliases,
  r: Redact,
): string {
  const sections = [
    renderHeader(results, options, r),
    renderGates(results, r, detail),
    ...renderTiers(results, r, detail, aliases.tests),
    renderGroups(results, r, aliases.groups),
    renderAttempts(results, r, detail),
    renderAgentNetwork(results, results.attempts, r),
    renderTrust(results, r),
    renderPullRequests(options.links?.pullRequests ?? results.run?.fixPullRequests ?? []),
    `<sub>fix-loop ${cell(results.tool.version)} · results.json v${results.version} · config ${code(results.config)}</sub>`,
  ];
  return `${sections.filter((section) => section !== "").join("\n\n")}\n`;
}

type Redact = (text: string) => string;

function remembered(redact: Redact): Redact {
  const done = new Map<string, string>();
  return (text) => {
    let inert = done.get(text);
    if (inert === undefined) {
      inert = redact(text);
      done.set(text, inert);
    }
    return inert;
  };
}

function renderHeader(results: Results, options: MarkdownOptions, r: Redact): string {
  const lines = [
    `## fix-loop ${results.mode}: ${OUTCOME_ICON[results.outcome]} ${results.outcome}`,
    "",
  ];
  if (results.headline) lines.push(`> ${code(r(results.headline))}`, "");
  // Notes are fix-loop's own words (they may link "#7" on purpose); only redacted.
  const redact = options.redact ?? ((text: string) => text);
  for (const note of options.notes ?? []) lines.push("> [!WARNING]", `> ${cell(redact(note))}`, "");
  for (const problem of options.problems ?? [])
    lines.push("> [!WARNING]", `> ${code(r(problem))}`, "");
  const facts = [
    countsLine(results.tests),
    `took ${formatDuration(results.durationMs)}`,
    shardsLine(results.shards),
    results.trust.total > 0 ? `trust ${formatPercent(results.trust.score)}` : null,
  ];
  const runUrl = options.links?.run ?? results.run?.runUrl ?? null;
  if (runUrl) facts.push(`[workflow run](${runUrl})`);
  if (options.links?.artifact) facts.push(`[results.json](${options.links.artifact})`);
  lines.push(facts.filter(Boolean).join(" · "));
  return lines.join("\n");
}

const STATUS_ORDER: TestStatus[] = [
  "failed",
  "deferred",
  "blocked",
  "fixed",
  "flaky",
  "passed",
  "skipped",
];

function countsLine(tests: TestResult[]): string {
  if (tests.length === 0) return "no tests ran";
  const counts = STATUS_ORDER.map(
    (status) => [status, tests.filter((t) => t.status === status).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(
      ([status, count]) => `${STATUS_ICON[status]} ${count} ${status}${xfailedOf(status, tests)}`,
    );
  return `${plural(tests.length, "test")}: ${counts.join(", ")}${quarantineNote(tests)}`;
}

/** " (2 xfailed)": of the skipped, those pytest ran and saw fail as marked. */
function xfailedOf(status: TestStatus, tests: readonly TestResult[]): string {
  const xfailed = status === "skipped" ? tests.filter((test) => test.expectedToFail).length : 0;
  return xfailed > 0 ? ` (${xfailed} xfailed)` : "";
}

/** ", 2 quarantined (1 failure not counted)": what the quarantine list set aside. */
export function quarantineNote(tests: readonly TestResult[]): string {
  const quarantined = tests.filter((test) => test.quarantined).length;
  if (quarantined === 0) return "";
  const setAside = tests.filter(failedInQuarantine).length;
  const failures = setAside > 0 ? ` (${plural(setAside, "failure")} not counted)` : "";
  return `, ${quarantined} quarantined${failures}`;
}

function renderGates(results: Results, r: Redact, detail: Detail): string {
  const parts: string[] = [];
  if (!results.preflight.ok) {
    parts.push(
      "**Preflight failed:**",
      results.preflight.problems
        .map((p) => `- ${p.kind} ${code(p.name)}: ${code(r(p.message))}`)
        .join("\n"),
    );
  }
  if (results.services.length > 0) {
    const rows = results.services.map((s) => [
      codeCell(s.name),
      codeCell(r(s.probe)),
      s.healthy ? "✅ healthy" : "❌ down",
      formatDuration(s.waitedMs),
      s.error ? codeCell(r(s.error)) : "",
    ]);
    parts.push(table(["Service", "Probe", "Health", "Waited", "Error"], rows));
    if (detail.evidence) {
      for (const s of results.services) {
        if (!s.healthy && s.outputTail) {
          const tail = trimMiddle(r(s.outputTail), Math.max(detail.excerptChars, 400));
          parts.push(details(`${s.name}: output of its start command`, codeBlock(tail)));
        }
      }
    }
  }
  if (parts.length === 0) return "";
  return ["### Gates", ...parts].join("\n\n");
}

function renderTiers(results: Results, r: Redact, detail: Detail, aliases: AliasLabels): string[] {
  const tierNames = results.tiers.map((t) => t.name);
  const orphans = results.tests.filter((t) => !tierNames.includes(t.tier));
  const sections = results.tiers.map((tier) => {
    const tests = results.tests.filter((t) => t.tier === tier.name);
    const status =
      tier.status === "passed"
        ? "✅"
        : tier.status === "failed"
          ? "❌"
          : tier.status === "blocked"
            ? "⛔"
            : "⏭️";
    const heading = `### ${status} Tier ${code(tier.name)} · ${onFailureWords(tier)} · ${tier.status} · ${formatDuration(tier.durationMs)}`;
    const reason = tier.reason ? `> ${code(r(tier.reason))}` : "";
    return [
      heading,
      reason,
      renderTestTable(tests, r, detail, aliases),
      renderEvidence(tests, r, detail),
    ]
      .filter(Boolean)
      .join("\n\n");
  });
  if (orphans.length > 0) {
    sections.push(
      [
        "### Other tests",
        renderTestTable(orphans, r, detail, aliases),
        renderEvidence(orphans, r, detail),
      ]
        .filter(Boolean)
        .join("\n\n"),
    );
  }
  return sections;
}

/** The statuses whose tests are shown with an alias: those someone may want to run again. */
const ALIASED: ReadonlySet<TestStatus> = new Set([
  "failed",
  "deferred",
  "blocked",
  "flaky",
  "fixed",
]);

function renderTestTable(
  tests: TestResult[],
  r: Redact,
  detail: Detail,
  aliases: AliasLabels,
): string {
  if (tests.length === 0) return "_No tests in this tier ran._";
  const shown = detail.passedRows ? tests : tests.filter((t) => t.status !== "passed");
  const rows = shown.map((t) => [
    STATUS_ICON[t.status],
    codeCell(t.id),
    codeCell(r(t.title)),
    t.quarantined ? `${t.status} · quarantined` : t.status,
    formatDuration(t.durationMs),
    codeCell(r(t.evidence?.message ?? t.reason ?? "")),
    ALIASED.has(t.status) ? aliases.of(t.id) : "",
  ]);
  const hidden = tests.length - shown.length;
  const note =
    hidden > 0
      ? `\n\n_${plural(hidden, "passed test")} not listed to stay within GitHub's size limit._`
      : "";
  return rows.length > 0
    ? table(["", "Test", "Title", "Status", "Time", "Why", "Alias"], rows) + note
    : note.trim();
}

function renderEvidence(tests: TestResult[], r: Redact, detail: Detail): string {
  if (!detail.evidence) return "";
  return tests
    .filter((t) => t.evidence && t.status !== "passed" && t.status !== "skipped")
    .map((t) =>
      details(
        `${t.id} evidence (${t.status})`,
        renderOneEvidence(t.evidence as Evidence, r, detail),
      ),
    )
    .join("\n\n");
}

function renderOneEvidence(evidence: Evidence, r: Redact, detail: Detail): string {
  const facts = [
    evidence.exitCode === null ? null : `exit code ${evidence.exitCode}`,
    evidence.reported ? code(r(howTestEnded(evidence))) : null,
    evidence.signal ? `signal ${evidence.signal}` : null,
    evidence.timedOut ? "timed out" : null,
    formatDuration(evidence.durationMs),
    evidence.location
      ? `at ${code(evidence.location.line ? `${evidence.location.file}:${evidence.location.line}` : evidence.location.file)}`
      : null,
  ].filter(Boolean);
  const parts = [facts.join(" · ")];
  const summary = evidence.summary.slice(0, detail.summaryLines).map(r);
  if (summary.length > 0) {
    const more = evidence.summary.length - summary.length;
    parts.push(
      codeBlock(summary.join("\n") + (more > 0 ? `\n… ${plural(more, "more line")}` : "")),
    );
  }
  if (detail.excerptChars > 0 && evidence.excerpt) {
    parts.push("Output:", codeBlock(trimMiddle(r(evidence.excerpt), detail.excerptChars)));
  }
  return parts.join("\n\n");
}

function renderGroups(results: Results, r: Redact, aliases: AliasLabels): string {
  if (results.groups.length === 0) return "";
  const rows = results.groups.map((g) => [
    codeCell(g.id),
    codeCell(g.tier),
    g.tests.map(codeCell).join(" "),
    g.reason ? `${g.status}: ${codeCell(r(g.reason))}` : g.status,
    codeCell(trimMiddle(r(g.signature), 300)),
    aliases.of(g.id),
  ]);
  return [
    `### Root causes (${results.groups.length})`,
    table(["Group", "Tier", "Tests", "Status", "Signature", "Alias"], rows),
    renderTriageNotes(results.groups, r),
  ]
    .filter(Boolean)
    .join("\n\n");
}

const CULPRIT_SOURCES = {
  frame: "deepest project frame",
  coverage: "coverage (Ochiai)",
  change: "the change since the base commit",
} as const;

/** Where each group's failures were blamed, what merged into it, and why it stands alone. */
function renderTriageNotes(groups: Results["groups"], r: Redact): string {
  const lines = groups.flatMap((g) => {
    const triage = g.triage;
    if (!triage) return [];
    const notes: string[] = [];
    if (triage.culprit) {
      const how = CULPRIT_SOURCES[triage.culprit.source];
      const close = (triage.culprit.closeBehind ?? []).map((each) =>
        code(`${each.file}:${each.function}`),
      );
      notes.push(
        `culprit ${code(`${triage.culprit.file}:${triage.culprit.function}`)} from ${how}${close.length > 0 ? `, ${close.join(" ")} close behind` : ""}`,
      );
    }
    if (triage.merged.length > 0) {
      notes.push(`merged ${triage.merged.map(code).join(" ")} (same culprit)`);
    }
    if (triage.keptApart) notes.push(`kept apart because ${code(r(triage.keptApart))}`);
    return notes.length > 0 ? [`- ${code(g.id)}: ${notes.join("; ")}`] : [];
  });
  return lines.join("\n");
}

function renderAttempts(results: Results, r: Redact, detail: Detail): string {
  if (results.attempts.length === 0) return "";
  return [
    `### Attempts (${results.attempts.length})`,
    renderAttemptTable(results.attempts),
    ...(results.guards ? [`**${capitalised(guardsLine(results.guards))}.**`] : []),
    ...results.attempts.map((a) => renderAttemptDetails(a, r, detail)).filter(Boolean),
  ].join("\n\n");
}

/** The attempts table, shared with the fix pull request body. */
export function renderAttemptTable(attempts: Attempt[]): string {
  const rows = attempts.map((a) => [
    codeCell(a.group),
    String(a.attempt),
    codeCell(a.strategy),
    a.claim ? a.claim.status : "no claim",
    verifiedCell(a.verified.passed),
    a.agreed ? "yes" : "**no**",
    a.rejected ?? "",
    String(a.filesChanged.length),
    formatUsd(a.costUsd),
    String(a.turns),
    formatDuration(a.durationMs),
  ]);
  return table(
    [
      "Group",
      "#",
      "Strategy",
      "Claim",
      "Verified",
      "Agreed",
      "Rejected",
      "Files",
      "Cost",
      "Turns",
      "Time",
    ],
    rows,
  );
}

function renderAttemptDetails(attempt: Attempt, r: Redact, detail: Detail): string {
  if (detail.reasoningChars <= 0) return "";
  const parts: string[] = [];
  if (attempt.claim) {
    parts.push(`**Root cause (claimed):** ${code(r(attempt.claim.root_cause))}`);
    if (attempt.claim.reasoning)
      parts.push(codeBlock(trimMiddle(r(attempt.claim.reasoning), detail.reasoningChars)));
    if (attempt.claim.tests_run.length > 0)
      parts.push(
        `**Tests it says it ran:** ${attempt.claim.tests_run.map((t) => code(r(t))).join(", ")}`,
      );
  }
  if (attempt.detail) parts.push(`**Engine:** ${code(r(attempt.detail))}`);
  const reached = attemptNetworkLine(attempt, r);
  if (reached) parts.push(reached);
  const fired = attempt.guards && guardsFired(attempt.guards);
  if (fired) parts.push(`**Guards (${attempt.guards?.mode}):** ${fired}`);
  if (attempt.verified.regressions.length > 0) {
    parts.push(`**Regressions:** ${attempt.verified.regressions.map(code).join(", ")}`);
  }
  if (attempt.filesChanged.length > 0) {
    const files = attempt.diffStat
      ? codeBlock(r(attempt.diffStat))
      : attempt.filesChanged.map((f) => `- ${code(f)}`).join("\n");
    parts.push(`**Files changed:**\n\n${files}`);
  }
  if (parts.length === 0) return "";
  return details(
    `${attempt.group} attempt ${attempt.attempt} (${attempt.strategy}): ${attemptVerdict(attempt)}`,
    parts.join("\n\n"),
  );
}

function renderTrust(results: Results, r: Redact): string {
  const lines: string[] = [];
  if (results.trust.total > 0) {
    lines.push(
      `**Trust:** ${formatPercent(results.trust.score)}: ${results.trust.agreed} of ${plural(results.trust.total, "claim")} matched what the engine verified.`,
    );
  }
  if (results.breaker.state !== "closed") {
    lines.push(
      `**Circuit breaker ${results.breaker.state}:** ${results.breaker.reason ? code(r(results.breaker.reason)) : "no reason given"}`,
    );
  }
  return lines.length > 0 ? ["### Trust", ...lines].join("\n\n") : "";
}

function renderPullRequests(links: FixPullRequestLink[]): string {
  if (links.length === 0) return "";
  return [
    "### Fix pull requests",
    links.map((l) => `- ${code(l.group)}: [#${l.number}](${l.url})`).join("\n"),
  ].join("\n\n");
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
