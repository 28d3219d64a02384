import { mkdir } from "node:fs/promises";
import path from "node:path";
import { isDynamicPattern } from "tinyglobby";
import { runJunitTier } from "../junit/run-junit-tier.js";
import type { Evidence, TestResult } from "../results/schema.js";
import type { TierRunContext } from "./run-script-tier.js";
import type { PlannedTier } from "./types.js";

/**
 * Runs a JUnit tier's command; when tests failed, runs it again (up to `retries` times) and marks
 * the tests that passed on a re-run as flaky. Frameworks cannot re-run one test portably, so the
 * whole command runs again. A command that produced no tests at all (it crashed, or wrote no
 * report) becomes one failed test named after the tier, so the failure is triaged and fixable.
 */
export async function runJunitTierWithRetries(
  tier: PlannedTier,
  context: TierRunContext,
): Promise<{ tests: TestResult[]; problem: string | null }> {
  const options = {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: tier.timeoutMs,
    signal: context.signal,
    redact: context.redact,
  };
  await createReportFolders(tier, context.cwd);
  const first = await runJunitTier(tier, options);
  const tests = first.tests.map((test) => ({ ...test, runs: 1 }));
  if (tests.length === 0 && first.problem && first.problemEvidence) {
    tests.push(commandFailure(tier, first.problem, first.problemEvidence));
  }
  for (const test of tests)
    context.reporter?.testStarted?.({ id: test.id, tier: test.tier, title: test.title });

  let stillFailing = tests.filter((test) => test.status === "failed");
  for (
    let run = 1;
    run <= context.retries && stillFailing.length > 0 && !context.signal?.aborted;
    run++
  ) {
    const again = await runJunitTier(tier, options);
    const passedNow = new Set(
      again.tests.filter((test) => test.status === "passed").map((test) => test.id),
    );
    const commandWorks = again.problem === null;
    for (const test of stillFailing) {
      test.runs++;
      if (passedNow.has(test.id) || (test.id === commandTestId(tier) && commandWorks)) {
        test.status = "flaky";
        test.reason = `failed, then passed on re-run ${run} of ${context.retries}`;
      }
    }
    stillFailing = stillFailing.filter((test) => test.status === "failed");
  }
  for (const test of tests) context.reporter?.testFinished?.(test);
  return { tests, problem: first.problem };
}

function commandTestId(tier: PlannedTier): string {
  return `${tier.name}:command`;
}

function commandFailure(tier: PlannedTier, problem: string, evidence: Evidence): TestResult {
  return {
    id: commandTestId(tier),
    title: `the ${tier.name} tier's test command runs and writes its JUnit report`,
    tier: tier.name,
    status: "failed",
    durationMs: evidence.durationMs,
    kind: "junit",
    file: tier.junit?.reports[0] ?? "",
    requires: tier.requires,
    runs: 1,
    reason: null,
    evidence: { ...evidence, message: evidence.message ?? problem },
  };
}

/** Test runners rarely create the report's folder themselves (Node's junit reporter does not). */
async function createReportFolders(tier: PlannedTier, cwd: string): Promise<void> {
  for (const report of tier.junit?.reports ?? []) {
    if (!isDynamicPattern(report))
      await mkdir(path.dirname(path.resolve(cwd, report)), { recursive: true });
  }
}
