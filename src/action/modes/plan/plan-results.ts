import type { PlanReport } from "../../../results/plan-report.js";
import type { Results } from "../../../results/schema.js";
import { VERSION } from "../../../version.js";
import type { PreparedRun } from "../../prepare-run.js";
import { runContextOf } from "../../run-context.js";

/**
 * The results.json of a plan bundle: the bundle format carries one, and a plan run runs no test
 * of the suite (its scripts wait for review), so it records the run, its cost and a headline.
 */
export function planResults(report: PlanReport, run: PreparedRun, startedAt: Date): Results {
  const pending = report.tests.filter((test) => test.status === "pending").length;
  const refused = report.tests.length - pending;
  const finishedAt = new Date();
  return {
    version: 1,
    tool: { name: "fix-loop", version: VERSION },
    mode: "verify",
    outcome: "passed",
    headline: `plan ${report.plan}: ${pending} generated test(s) wait for review, ${refused} refused, ${report.missing.length} missing`,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    config: run.inputs.config,
    preflight: { ok: true, problems: [] },
    services: [],
    tiers: [],
    tests: [],
    groups: [],
    attempts: [],
    trust: { score: null, agreed: 0, total: 0 },
    breaker: { state: "closed", reason: null },
    run: runContextOf(run.context, run.head),
    phases: null,
  };
}
