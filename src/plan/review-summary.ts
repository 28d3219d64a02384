import { code, codeBlock } from "../github/literal-markdown.js";
import { guardsLine } from "../report/verdict-words.js";
import type { PlanReport } from "../results/plan-report.js";
import { collectedPathOf } from "../script-tests/pending-framework-tests.js";
import { formatDuration } from "../text/quantities.js";
import type { GeneratedTest } from "./generated-test.js";
import { mutantName } from "./mutant-check.js";

/** The review a person reads before accepting: per test, what it checks and how it behaved. */
export function reviewSummary(report: PlanReport): string {
  const pending = report.tests.filter((test) => test.status === "pending");
  const refused = report.tests.filter((test) => test.status === "refused");
  const lines = [
    `# fix-loop plan: review of ${code(report.plan)}`,
    "",
    `${pending.length} generated test(s) wait for review, ${refused.length} refused, ${report.missing.length} missing.`,
    "Nothing here runs in verify or fix until accepted: `fix-loop plan --accept <id>` (or `all`).",
    "",
  ];
  if (pending.length > 0) lines.push("## Waiting for review", "", ...pending.flatMap(testSection));
  if (refused.length > 0) lines.push("## Refused", "", ...refused.flatMap(testSection));
  if (report.missing.length > 0) {
    lines.push("## Missing (no script was written)", "");
    lines.push(...report.missing.map((entry) => `- ${code(entry.id)} - ${code(entry.title)}`), "");
  }
  if (report.kept.length > 0) {
    lines.push("## Changed in the plan, script kept (regenerate with --force)", "");
    lines.push(...report.kept.map((entry) => `- ${code(entry.id)}: ${code(entry.file)}`), "");
  }
  if (report.unchanged.length > 0)
    lines.push(`Unchanged: ${report.unchanged.map(code).join(", ")}`, "");
  for (const session of report.sessions) {
    const tier = session.tier === null ? "(tier proposed by the model)" : code(session.tier);
    lines.push(
      `Session ${tier}: ${session.ids.map(code).join(", ")}; $${session.costUsd.toFixed(4)}, ${session.turns} turns, ${session.toolCalls} tool calls; ${guardsLine(session.guards)}${session.error ? `; ended: ${code(session.error)}` : ""}`,
    );
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/**
 * The review the review pull request shows: check's own runs of a plan bundle's tests, which all
 * passed its checks. Nothing in it is the plan job's word: the ids and services come from the
 * runs and the plan at the pinned commit, the outputs from check's sandbox.
 */
export function checkedReview(plan: string, tests: readonly GeneratedTest[]): string {
  const lines = [
    `# fix-loop plan: review of ${code(plan)}`,
    "",
    `${tests.length} generated test(s) wait for review. fix-loop's check job ran each one itself, on the pinned commit in its sandbox: what follows is what those runs printed.`,
    "Nothing here runs in verify or fix until accepted: `fix-loop plan --accept <id>` (or `all`).",
    "",
    "## Waiting for review",
    "",
    ...tests.flatMap(testSection),
  ];
  return `${lines.join("\n").trimEnd()}\n`;
}

/** One test: every part of it the plan, the session or the runs wrote is literal code. */
function testSection(test: GeneratedTest): string[] {
  return [
    `### ${code(test.id)} - ${code(test.title)} (${code(test.file)})`,
    "",
    ...test.reasons.map((reason) => `- **refused:** ${code(reason)}`),
    `- checks: ${test.expected === null ? "(not in the plan)" : code(test.expected)}`,
    `- tier ${test.tier === null ? "?" : code(test.tier)}, requires ${test.requires.map(code).join(", ") || "nothing"}`,
    ...(test.framework
      ? [
          `- a ${code(test.framework)} test, held as ${code(test.file)} so no runner collects it; accepting moves it to ${code(collectedPathOf(test.file))}`,
        ]
      : []),
    // A test needing no service ran against the code as it is, then against mutants of it.
    ...runLines(test.mutants ? "the code as it is" : "live services", test.live),
    ...runLines(`${test.dead?.stopped?.join(", ") ?? "its services"} stopped`, test.dead),
    ...mutantLines(test.mutants),
    "",
  ];
}

/** A test needing no service: which mutant failed it, with the failure, or the ones tried. */
function mutantLines(check: GeneratedTest["mutants"]): string[] {
  if (!check) return [];
  const of = check.functions.map(code).join(", ");
  const killer = check.tried.find((run) => run.outcome === "killed");
  const took = formatDuration(check.ms);
  if (killer)
    return [
      `- against mutants of ${of}: fails against ${code(mutantName(killer))}, ${check.tried.length} tried in ${took}`,
      ...(killer.evidence ? ["", codeBlock(`FAIL: ${killer.evidence}`), ""] : []),
    ];
  return [
    `- against mutants of ${of}: passes against every one of the ${check.tried.length} tried (${took})`,
    ...check.tried.map((run) => `  - ${code(mutantName(run))}: ${run.outcome}`),
  ];
}

/** How a run ended, then the lines it printed as a block: a reviewer reads them as printed. */
function runLines(label: string, run: GeneratedTest["live"]): string[] {
  if (!run) return [];
  const how = run.timedOut ? "timed out" : `exit ${run.exitCode}`;
  const command = run.command ? ` (${code(run.command)})` : "";
  const printed = run.summary.slice(0, 6);
  return [
    `- with ${label}: ${how}${command}`,
    ...(printed.length > 0 ? ["", codeBlock(printed.join("\n")), ""] : []),
  ];
}
