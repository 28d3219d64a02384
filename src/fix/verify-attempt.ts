import type { Selection, Session } from "../engine/types.js";
import type { Group, TestResult, TestStatus } from "../results/schema.js";
import { decisiveLine } from "../triage/decisive-line.js";
import { failsAsInGroup } from "../triage/signature.js";

export interface Verification {
  groupPassed: boolean;
  /** Status of each of the group's tests in the re-run. */
  tests: Record<string, TestStatus>;
  regressions: string[];
  /** The decisive line of each group test that still fails. */
  failures: { test: string; line: string }[];
  /** True when a group test still fails with the group's own signature. */
  sameSignature: boolean;
  /** The fresh results, to update the run's view of the tests. */
  results: TestResult[];
  /**
   * The regression run: every test of the group's tier and the tiers before it, on the tree with
   * this attempt's change. Null when it did not run. Later groups read their state from it.
   */
  fullRun: TestResult[] | null;
}

/** What every test run of a verification gets: variables for its tests, and a step after it. */
export interface EachRun {
  /** Added to the tests' environment (the attempt's process marker). */
  env?: NodeJS.ProcessEnv;
  /** Runs after each test run (kills what the tests left running). */
  afterRun?: () => Promise<void>;
}

/**
 * The engine's own check of an attempt: the group's tests first, alone (the runner's own
 * selection, so this is cheap); only if they all pass, one full run of the group's tier and the
 * tiers before it, where a test that passed before and fails now is a regression (a broken
 * build fails the group's tests already, so the full run is skipped when the first fails).
 */
export async function verifyGroup(
  session: Session,
  group: Group,
  regressionCandidates: readonly string[],
  each: EachRun = {},
): Promise<Verification> {
  const runTiers = async (selection: Selection) => {
    const ran = await session.runTiers(selection, each.env ? { env: each.env } : {});
    await each.afterRun?.();
    return ran;
  };
  const first = await runTiers({ ids: group.tests });
  const groupResults = first.tests.filter((test) => group.tests.includes(test.id));
  const groupPassed =
    groupResults.length === group.tests.length &&
    groupResults.every((test) => test.status === "passed");
  const stillFailing = groupResults.filter((test) => test.status !== "passed");
  const failures = stillFailing.map((test) => ({
    test: test.id,
    line: decisiveLine(test).line,
  }));
  const sameSignature = stillFailing.some(
    (test) => test.status === "failed" && failsAsInGroup(test, group),
  );
  const tests: Record<string, TestStatus> = {};
  for (const test of groupResults) tests[test.id] = test.status;

  const others = regressionCandidates.filter((id) => !group.tests.includes(id));
  if (!groupPassed || others.length === 0) {
    const results = groupResults;
    return { groupPassed, tests, regressions: [], failures, sameSignature, results, fullRun: null };
  }
  const second = await runTiers({ tiers: tiersUpTo(session, group.tier) });
  const wasPassing = new Set(others);
  // A quarantined test's failure means nothing (the app's list): no regression either.
  const regressions = second.tests
    .filter((test) => test.status === "failed" && !test.quarantined && wasPassing.has(test.id))
    .map((test) => test.id);
  const rest = second.tests.filter((test) => !group.tests.includes(test.id));
  return {
    groupPassed,
    tests,
    regressions,
    failures,
    sameSignature,
    results: [...groupResults, ...rest],
    fullRun: second.tests,
  };
}

/** The names of the plan's tiers from the first up to and including `tier`. */
function tiersUpTo(session: Session, tier: string): string[] {
  const names = session.plan.map((planned) => planned.name);
  const index = names.indexOf(tier);
  return index === -1 ? names : names.slice(0, index + 1);
}
