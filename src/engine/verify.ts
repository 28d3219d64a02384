import { flakyTargetGroups } from "../flaky/flaky-groups.js";
import { testsToTriage } from "../flaky/tests-to-triage.js";
import type { Results } from "../results/schema.js";
import { continueSeenGroups } from "../triage/seen-groups.js";
import { coverageForTiers } from "../triage/spectrum/tier-coverage.js";
import { triageRecorded } from "../triage/triage-record.js";
import { changedSinceBase } from "./base-changes.js";
import { buildResults } from "./build-results.js";
import { tiersForCoverage } from "./coverage-tiers.js";
import { roundedPhases } from "./run-phases.js";
import { refuseUnknownIds } from "./selection.js";
import { openSession } from "./session.js";
import { coverageAndTriageMs, coverageLimitsFor, timedCoverage } from "./triage-cost.js";
import type { EngineOptions, Selection } from "./types.js";

export interface VerifyOptions extends EngineOptions {
  selection?: Selection;
}

/** Gates, then every selected tier; failures grouped by root cause. No model is involved. */
export async function runVerify(options: VerifyOptions): Promise<Results> {
  const startedAt = new Date();
  const changed = await changedSinceBase(options);
  const session = await openSession(options);
  try {
    options.reporter?.phase?.("tests");
    const run = await session.runTiers(options.selection, {
      takeCoverage: true,
      coverageToName: (changed?.size ?? 0) > 0,
    });
    refuseUnknownIds(run, session.plan, options.signal);
    const coverage = timedCoverage(
      coverageForTiers(tiersForCoverage(session.plan), {
        cwd: options.cwd,
        env: options.env ?? process.env,
      }),
    );
    const triageStarted = performance.now();
    const named = options.selection?.ids ?? [];
    const flaky = flakyTargetGroups(run.tests, named, options.flakes);
    const failing = await triageRecorded(
      testsToTriage(run.tests, named, flaky),
      session.plan.map((tier) => tier.name),
      {
        root: options.cwd,
        coverage: coverage.runner,
        taken: run.coverage,
        changed,
        coverageLimits: coverageLimitsFor(session.plan, run.tiers, run.phases?.firstRunMs),
      },
    );
    const groups = [
      ...continueSeenGroups(failing, named.length > 0 ? (options.selection?.seenGroups ?? []) : []),
      ...flaky,
    ];
    const phases = {
      ...roundedPhases(run.phases),
      ...coverageAndTriageMs(coverage, triageStarted),
    };
    const reportStarted = performance.now();
    if (groups.length > 0) options.reporter?.groupsFound?.(groups);
    const results = buildResults({
      mode: "verify",
      configPath: options.configPath,
      startedAt,
      gates: session.gates,
      run,
      groups,
      phases,
    });
    // What comes after the run's own duration: the groups announced, the results put together.
    if (results.phases) results.phases.reportMs = Math.round(performance.now() - reportStarted);
    return results;
  } finally {
    await session.close();
    options.reporter?.phase?.("done");
  }
}
