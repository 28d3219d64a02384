import { buildResults, verifyOutcome } from "../engine/build-results.js";
import { openSession } from "../engine/session.js";
import type { Results } from "../results/schema.js";
import { coverageForTiers } from "../triage/spectrum/tier-coverage.js";
import { triageFailures } from "../triage/triage.js";
import { runAgreement } from "../trust/agreement.js";
import { fixGroups } from "./fix-groups.js";
import { FixRun } from "./fix-run.js";
import type { FixOptions } from "./options.js";
import { finalTests, fixHeadline, fixOutcome, refreshTiers } from "./outcome.js";
import { prepareFix } from "./prepare.js";

/**
 * `fix-loop fix`: verify, group the failures by root cause, and give each group to Claude Code
 * attempt by attempt until the engine itself sees it fixed, or defer it with the dossier.
 * Everything the user must correct (no claude binary, no git, an unknown strategy) is reported
 * before any test runs.
 */
export async function runFix(options: FixOptions): Promise<Results> {
  const startedAt = new Date();
  const setup = await prepareFix(options);
  const reporter = options.reporter;
  // Reports stay in the engine's own folder: in the tree they would be changes the agent sees.
  const session = await openSession({ ...options, reportsInTree: false });
  try {
    reporter?.phase?.("tests");
    const baseline = await session.runTiers(options.selection);
    const base = {
      mode: "fix" as const,
      configPath: options.configPath,
      startedAt,
      gates: session.gates,
    };
    if (!session.gates.passed) return buildResults({ ...base, run: baseline });

    reporter?.phase?.("triage");
    const tierOrder = session.plan.map((tier) => tier.name);
    const groups = await triageFailures(baseline.tests, tierOrder, {
      root: options.cwd,
      coverage: coverageForTiers(session.plan, {
        cwd: options.cwd,
        env: options.env ?? process.env,
      }),
    });
    if (groups.length > 0) reporter?.groupsFound?.(groups);
    const selected = options.groups && options.groups.length > 0 ? new Set(options.groups) : null;
    for (const id of selected ?? []) {
      if (!groups.some((group) => group.id === id))
        reporter?.note?.("info", `group ${id} does not fail in this run`);
    }

    const run = new FixRun(options, session, setup, baseline.tests);
    if (groups.length > 0) {
      reporter?.phase?.("fix");
      await fixGroups(run, groups, selected);
    }

    const tests = finalTests(run.allTests(), groups);
    const tiers = refreshTiers(baseline.tiers, tests);
    const breaker = run.breaker.toResults();
    return buildResults({
      ...base,
      run: { tests, tiers },
      groups,
      attempts: run.attempts,
      trust: runAgreement(run.attempts),
      breaker,
      outcome: fixOutcome(groups, selected, tests, verifyOutcome(session.gates, { tests, tiers })),
      headline:
        groups.length > 0
          ? fixHeadline(groups, run.attempts, breaker.state === "open" ? breaker.reason : null)
          : undefined,
    });
  } finally {
    await session.close();
    reporter?.phase?.("done");
  }
}
