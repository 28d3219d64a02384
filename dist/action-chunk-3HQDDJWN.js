import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  OUTCOME_ICON,
  STATUS_ICON,
  byteLength,
  cell,
  code,
  codeBlock,
  codeCell,
  cutToBytes,
  details,
  table,
  untrustedText
} from "./action-chunk-HSFL4P7M.js";
import {
  attemptVerdict,
  guardsFired,
  guardsLine,
  howTestEnded,
  onFailureWords,
  trimMiddle,
  verifiedCell
} from "./action-chunk-TF5LRJH7.js";
import {
  failedInQuarantine
} from "./action-chunk-SS2VXKTL.js";
import {
  aliasesOf
} from "./action-chunk-44OODCMK.js";
import {
  formatDuration,
  formatPercent,
  formatUsd,
  plural
} from "./action-chunk-YZVDHCKG.js";

// src/report/alias-labels.ts
function aliasLabels(kind, ids) {
  const aliases = aliasesOf(kind, ids);
  const of = (id) => code(aliases.get(id) ?? aliasesOf(kind, [id]).get(id) ?? "");
  return {
    of,
    beside: (id, idAsCode = code) => `${idAsCode(id)} (${of(id)})`
  };
}

// src/report/network-lines.ts
function renderAgentNetwork(results, attempts, r) {
  const blocked = attempts.flatMap(
    (attempt) => (attempt.network?.blocked ?? []).map(
      (entry) => `- ${codeCell(r(entry.target))} refused to ${codeCell(attempt.group)} attempt ${attempt.attempt} (${codeCell(attempt.strategy)}): ${cell(r(entry.reason))}`
    )
  );
  for (const attempt of attempts) {
    const count = attempt.network?.unroutable ?? 0;
    if (count > 0)
      blocked.push(
        `- ${plural(count, "packet")} of ${codeCell(attempt.group)} attempt ${attempt.attempt} (${codeCell(attempt.strategy)}) sent around the proxy, toward an address outside the namespace: no route`
      );
  }
  if (!results.agentNetwork && blocked.length === 0) return "";
  const parts = ["### The agent's network"];
  if (results.agentNetwork) parts.push(cell(r(results.agentNetwork)));
  if (blocked.length > 0) parts.push(`**Blocked connections:**

${blocked.join("\n")}`);
  return parts.join("\n\n");
}
function attemptNetworkLine(attempt, r) {
  const reached = attempt.network?.reached ?? [];
  if (reached.length === 0) return null;
  return `**Reached through the proxy:** ${reached.map((target) => codeCell(r(target))).join(", ")}`;
}

// src/report/shards-line.ts
function shardsLine(shards) {
  if (!shards || shards.legs.length === 0) return null;
  const slowest = Math.max(...shards.legs.map((leg) => leg.durationMs));
  return `${shards.legs.length} legs (slowest ${(slowest / 1e3).toFixed(1)} s), spread ${Math.round(shards.spread * 100)} %`;
}

// src/report/markdown.ts
var STEP_SUMMARY_LIMIT = 1024 * 1024 - 8 * 1024;
var DETAIL_LEVELS = [
  {
    excerptChars: 6e4,
    summaryLines: 200,
    evidence: true,
    passedRows: true,
    reasoningChars: 2e4
  },
  {
    excerptChars: 8e3,
    summaryLines: 50,
    evidence: true,
    passedRows: true,
    reasoningChars: 8e3
  },
  {
    excerptChars: 2e3,
    summaryLines: 20,
    evidence: true,
    passedRows: true,
    reasoningChars: 4e3
  },
  { excerptChars: 400, summaryLines: 10, evidence: true, passedRows: true, reasoningChars: 1e3 },
  { excerptChars: 0, summaryLines: 5, evidence: true, passedRows: true, reasoningChars: 500 },
  { excerptChars: 0, summaryLines: 0, evidence: false, passedRows: true, reasoningChars: 300 },
  { excerptChars: 0, summaryLines: 0, evidence: false, passedRows: false, reasoningChars: 0 }
];
var CUT_NOTE = "\n\n\u2026 the rest of this report was cut to fit GitHub's size limit; see results.json.\n";
function renderMarkdown(results, options = {}) {
  const maxBytes = options.maxBytes ?? STEP_SUMMARY_LIMIT;
  const aliases = {
    tests: aliasLabels(
      "test",
      results.tests.map((t) => t.id)
    ),
    groups: aliasLabels(
      "group",
      results.groups.map((g) => g.id)
    )
  };
  const r = remembered(untrustedText(options.redact));
  let text = "";
  for (const detail of DETAIL_LEVELS) {
    text = renderAt(results, options, detail, aliases, r);
    if (byteLength(text) <= maxBytes) return text;
  }
  return cutToBytes(text, maxBytes, CUT_NOTE);
}
function renderAt(results, options, detail, aliases, r) {
  const sections = [
    renderHeader(results, options, r),
    renderGates(results, r, detail),
    ...renderTiers(results, r, detail, aliases.tests),
    renderGroups(results, r, aliases.groups),
    renderAttempts(results, r, detail),
    renderAgentNetwork(results, results.attempts, r),
    renderTrust(results, r),
    renderPullRequests(options.links?.pullRequests ?? results.run?.fixPullRequests ?? []),
    `<sub>fix-loop ${cell(results.tool.version)} \xB7 results.json v${results.version} \xB7 config ${code(results.config)}</sub>`
  ];
  return `${sections.filter((section) => section !== "").join("\n\n")}
`;
}
function remembered(redact) {
  const done = /* @__PURE__ */ new Map();
  return (text) => {
    let inert = done.get(text);
    if (inert === void 0) {
      inert = redact(text);
      done.set(text, inert);
    }
    return inert;
  };
}
function renderHeader(results, options, r) {
  const lines = [
    `## fix-loop ${results.mode}: ${OUTCOME_ICON[results.outcome]} ${results.outcome}`,
    ""
  ];
  if (results.headline) lines.push(`> ${code(r(results.headline))}`, "");
  const redact = options.redact ?? ((text) => text);
  for (const note of options.notes ?? []) lines.push("> [!WARNING]", `> ${cell(redact(note))}`, "");
  for (const problem of options.problems ?? [])
    lines.push("> [!WARNING]", `> ${code(r(problem))}`, "");
  const facts = [
    countsLine(results.tests),
    `took ${formatDuration(results.durationMs)}`,
    shardsLine(results.shards),
    results.trust.total > 0 ? `trust ${formatPercent(results.trust.score)}` : null
  ];
  const runUrl = options.links?.run ?? results.run?.runUrl ?? null;
  if (runUrl) facts.push(`[workflow run](${runUrl})`);
  if (options.links?.artifact) facts.push(`[results.json](${options.links.artifact})`);
  lines.push(facts.filter(Boolean).join(" \xB7 "));
  return lines.join("\n");
}
var STATUS_ORDER = [
  "failed",
  "deferred",
  "blocked",
  "fixed",
  "flaky",
  "passed",
  "skipped"
];
function countsLine(tests) {
  if (tests.length === 0) return "no tests ran";
  const counts = STATUS_ORDER.map(
    (status) => [status, tests.filter((t) => t.status === status).length]
  ).filter(([, count]) => count > 0).map(
    ([status, count]) => `${STATUS_ICON[status]} ${count} ${status}${xfailedOf(status, tests)}`
  );
  return `${plural(tests.length, "test")}: ${counts.join(", ")}${quarantineNote(tests)}`;
}
function xfailedOf(status, tests) {
  const xfailed = status === "skipped" ? tests.filter((test) => test.expectedToFail).length : 0;
  return xfailed > 0 ? ` (${xfailed} xfailed)` : "";
}
function quarantineNote(tests) {
  const quarantined = tests.filter((test) => test.quarantined).length;
  if (quarantined === 0) return "";
  const setAside = tests.filter(failedInQuarantine).length;
  const failures = setAside > 0 ? ` (${plural(setAside, "failure")} not counted)` : "";
  return `, ${quarantined} quarantined${failures}`;
}
function renderGates(results, r, detail) {
  const parts = [];
  if (!results.preflight.ok) {
    parts.push(
      "**Preflight failed:**",
      results.preflight.problems.map((p) => `- ${p.kind} ${code(p.name)}: ${code(r(p.message))}`).join("\n")
    );
  }
  if (results.services.length > 0) {
    const rows = results.services.map((s) => [
      codeCell(s.name),
      codeCell(r(s.probe)),
      s.healthy ? "\u2705 healthy" : "\u274C down",
      formatDuration(s.waitedMs),
      s.error ? codeCell(r(s.error)) : ""
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
function renderTiers(results, r, detail, aliases) {
  const tierNames = results.tiers.map((t) => t.name);
  const orphans = results.tests.filter((t) => !tierNames.includes(t.tier));
  const sections = results.tiers.map((tier) => {
    const tests = results.tests.filter((t) => t.tier === tier.name);
    const status = tier.status === "passed" ? "\u2705" : tier.status === "failed" ? "\u274C" : tier.status === "blocked" ? "\u26D4" : "\u23ED\uFE0F";
    const heading = `### ${status} Tier ${code(tier.name)} \xB7 ${onFailureWords(tier)} \xB7 ${tier.status} \xB7 ${formatDuration(tier.durationMs)}`;
    const reason = tier.reason ? `> ${code(r(tier.reason))}` : "";
    return [
      heading,
      reason,
      renderTestTable(tests, r, detail, aliases),
      renderEvidence(tests, r, detail)
    ].filter(Boolean).join("\n\n");
  });
  if (orphans.length > 0) {
    sections.push(
      [
        "### Other tests",
        renderTestTable(orphans, r, detail, aliases),
        renderEvidence(orphans, r, detail)
      ].filter(Boolean).join("\n\n")
    );
  }
  return sections;
}
var ALIASED = /* @__PURE__ */ new Set([
  "failed",
  "deferred",
  "blocked",
  "flaky",
  "fixed"
]);
function renderTestTable(tests, r, detail, aliases) {
  if (tests.length === 0) return "_No tests in this tier ran._";
  const shown = detail.passedRows ? tests : tests.filter((t) => t.status !== "passed");
  const rows = shown.map((t) => [
    STATUS_ICON[t.status],
    codeCell(t.id),
    codeCell(r(t.title)),
    t.quarantined ? `${t.status} \xB7 quarantined` : t.status,
    formatDuration(t.durationMs),
    codeCell(r(t.evidence?.message ?? t.reason ?? "")),
    ALIASED.has(t.status) ? aliases.of(t.id) : ""
  ]);
  const hidden = tests.length - shown.length;
  const note = hidden > 0 ? `

_${plural(hidden, "passed test")} not listed to stay within GitHub's size limit._` : "";
  return rows.length > 0 ? table(["", "Test", "Title", "Status", "Time", "Why", "Alias"], rows) + note : note.trim();
}
function renderEvidence(tests, r, detail) {
  if (!detail.evidence) return "";
  return tests.filter((t) => t.evidence && t.status !== "passed" && t.status !== "skipped").map(
    (t) => details(
      `${t.id} evidence (${t.status})`,
      renderOneEvidence(t.evidence, r, detail)
    )
  ).join("\n\n");
}
function renderOneEvidence(evidence, r, detail) {
  const facts = [
    evidence.exitCode === null ? null : `exit code ${evidence.exitCode}`,
    evidence.reported ? code(r(howTestEnded(evidence))) : null,
    evidence.signal ? `signal ${evidence.signal}` : null,
    evidence.timedOut ? "timed out" : null,
    formatDuration(evidence.durationMs),
    evidence.location ? `at ${code(evidence.location.line ? `${evidence.location.file}:${evidence.location.line}` : evidence.location.file)}` : null
  ].filter(Boolean);
  const parts = [facts.join(" \xB7 ")];
  const summary = evidence.summary.slice(0, detail.summaryLines).map(r);
  if (summary.length > 0) {
    const more = evidence.summary.length - summary.length;
    parts.push(
      codeBlock(summary.join("\n") + (more > 0 ? `
\u2026 ${plural(more, "more line")}` : ""))
    );
  }
  if (detail.excerptChars > 0 && evidence.excerpt) {
    parts.push("Output:", codeBlock(trimMiddle(r(evidence.excerpt), detail.excerptChars)));
  }
  return parts.join("\n\n");
}
function renderGroups(results, r, aliases) {
  if (results.groups.length === 0) return "";
  const rows = results.groups.map((g) => [
    codeCell(g.id),
    codeCell(g.tier),
    g.tests.map(codeCell).join(" "),
    g.reason ? `${g.status}: ${codeCell(r(g.reason))}` : g.status,
    codeCell(trimMiddle(r(g.signature), 300)),
    aliases.of(g.id)
  ]);
  return [
    `### Root causes (${results.groups.length})`,
    table(["Group", "Tier", "Tests", "Status", "Signature", "Alias"], rows),
    renderTriageNotes(results.groups, r)
  ].filter(Boolean).join("\n\n");
}
var CULPRIT_SOURCES = {
  frame: "deepest project frame",
  coverage: "coverage (Ochiai)",
  change: "the change since the base commit"
};
function renderTriageNotes(groups, r) {
  const lines = groups.flatMap((g) => {
    const triage = g.triage;
    if (!triage) return [];
    const notes = [];
    if (triage.culprit) {
      const how = CULPRIT_SOURCES[triage.culprit.source];
      const close = (triage.culprit.closeBehind ?? []).map(
        (each) => code(`${each.file}:${each.function}`)
      );
      notes.push(
        `culprit ${code(`${triage.culprit.file}:${triage.culprit.function}`)} from ${how}${close.length > 0 ? `, ${close.join(" ")} close behind` : ""}`
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
function renderAttempts(results, r, detail) {
  if (results.attempts.length === 0) return "";
  return [
    `### Attempts (${results.attempts.length})`,
    renderAttemptTable(results.attempts),
    ...results.guards ? [`**${capitalised(guardsLine(results.guards))}.**`] : [],
    ...results.attempts.map((a) => renderAttemptDetails(a, r, detail)).filter(Boolean)
  ].join("\n\n");
}
function renderAttemptTable(attempts) {
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
    formatDuration(a.durationMs)
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
      "Time"
    ],
    rows
  );
}
function renderAttemptDetails(attempt, r, detail) {
  if (detail.reasoningChars <= 0) return "";
  const parts = [];
  if (attempt.claim) {
    parts.push(`**Root cause (claimed):** ${code(r(attempt.claim.root_cause))}`);
    if (attempt.claim.reasoning)
      parts.push(codeBlock(trimMiddle(r(attempt.claim.reasoning), detail.reasoningChars)));
    if (attempt.claim.tests_run.length > 0)
      parts.push(
        `**Tests it says it ran:** ${attempt.claim.tests_run.map((t) => code(r(t))).join(", ")}`
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
    const files = attempt.diffStat ? codeBlock(r(attempt.diffStat)) : attempt.filesChanged.map((f) => `- ${code(f)}`).join("\n");
    parts.push(`**Files changed:**

${files}`);
  }
  if (parts.length === 0) return "";
  return details(
    `${attempt.group} attempt ${attempt.attempt} (${attempt.strategy}): ${attemptVerdict(attempt)}`,
    parts.join("\n\n")
  );
}
function renderTrust(results, r) {
  const lines = [];
  if (results.trust.total > 0) {
    lines.push(
      `**Trust:** ${formatPercent(results.trust.score)}: ${results.trust.agreed} of ${plural(results.trust.total, "claim")} matched what the engine verified.`
    );
  }
  if (results.breaker.state !== "closed") {
    lines.push(
      `**Circuit breaker ${results.breaker.state}:** ${results.breaker.reason ? code(r(results.breaker.reason)) : "no reason given"}`
    );
  }
  return lines.length > 0 ? ["### Trust", ...lines].join("\n\n") : "";
}
function renderPullRequests(links) {
  if (links.length === 0) return "";
  return [
    "### Fix pull requests",
    links.map((l) => `- ${code(l.group)}: [#${l.number}](${l.url})`).join("\n")
  ].join("\n\n");
}
function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export {
  renderAgentNetwork,
  renderMarkdown,
  renderAttemptTable
};
