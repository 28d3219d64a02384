import { readFile } from "node:fs/promises";
import path from "node:path";
import { openSession } from "../../../engine/session.js";
import { checkFrameworkDead, checkFrameworkLive } from "../../../plan/check-framework-tests.js";
import { type GeneratedTest, refuse } from "../../../plan/generated-test.js";
import { inspectScriptFile } from "../../../plan/inspect-generated.js";
import { checkedReview } from "../../../plan/review-summary.js";
import { tryGenerated } from "../../../plan/try-generated.js";
import type { PlanReport } from "../../../results/plan-report.js";
import { PENDING_SUFFIX } from "../../../script-tests/pending-framework-tests.js";
import type { Judgement, JudgeOptions } from "./judge-bundle.js";
import {
  type CheckedPlan,
  holdBundleFrameworkTests,
  holdToWhatCheckDerived,
} from "./plan-framework-tests.js";

export interface PlanJudgeOptions extends Omit<JudgeOptions, "group" | "groupTests"> {
  /** The bundle's scripts, relative to the project root. */
  files: readonly string[];
  /** The plan job's report from the manifest: a claim to hold to what check finds. */
  report: PlanReport;
  /** The plan at the pinned commit, as check read it: each test's entry comes from there. */
  plan: CheckedPlan;
}

/** check's judgement of a plan bundle, and on a pass the review of its own runs. */
export interface PlanJudgement extends Judgement {
  /** The review summary of check's runs: the review pull request's body. Null: not passed. */
  review: string | null;
}

/**
 * check's own run of a plan bundle's tests, in its sandbox, with the plan job's checks
 * (src/plan). Each script's header and file hold, it runs against the live services, then with
 * exactly its REQUIRES stopped it exits non-zero and prints EVIDENCE:. Each framework test
 * (`.pending`) runs as its tier runs it: its one id read from the JUnit report, of an entry the
 * plan at the pinned commit gives that tier, it passes live and fails, with a failure message,
 * with exactly that entry's Requires stopped. No run may change a file. The plan job's report
 * must say the same of each; what it wrote is never taken for any of it.
 */
export async function judgePlanScripts(options: PlanJudgeOptions): Promise<PlanJudgement> {
  const { cwd, env, config, runAs, report, plan } = options;
  const tests: GeneratedTest[] = [];
  for (const file of options.files.filter((name) => !name.endsWith(PENDING_SUFFIX))) {
    const text = await readFile(path.join(cwd, file), "utf8");
    tests.push(withItsEntry(await inspectScriptFile(file, text, config, cwd), plan));
  }
  const framework = holdBundleFrameworkTests(
    options.files.filter((name) => name.endsWith(PENDING_SUFFIX)),
    report,
    config,
    plan,
  );
  const session = await openSession({
    cwd,
    config,
    configPath: options.configPath,
    env,
    // Its one note says the scripts wait for review and do not run: here they are expected to.
    reporter: { ...options.reporter, note: undefined },
    reportsInTree: false,
    emptyGlobsAllowed: true,
    runAs,
  });
  try {
    if (!session.gates.passed)
      return {
        passed: false,
        reasons: ["a gate before the tests failed"],
        tests: [],
        review: null,
      };
    const context = { cwd, env, config, runAs, session };
    await tryGenerated(tests, context);
    await checkFrameworkLive(framework.held, plan.entries, context);
    await checkFrameworkDead(framework.held, context);
  } finally {
    await session.close();
  }
  await holdToWhatCheckDerived(framework.held, report, cwd);
  tests.push(...framework.held.map((one) => one.test), ...framework.refused);
  for (const test of tests) holdToTheReport(test, report);
  const reasons = tests
    .filter((test) => test.status === "refused")
    .map((test) => `${test.file} (${test.id}): ${test.reasons.join("; ")}`);
  reasons.push(...unbundled(report, options.files));
  return {
    passed: reasons.length === 0,
    reasons,
    tests: tests.map((test) => ({
      id: test.id,
      status: test.status === "refused" ? "failed" : "passed",
    })),
    review: reasons.length === 0 ? checkedReview(report.plan, tests) : null,
  };
}

/** A script's entry in the plan at the pinned commit: what it checks; an id it lacks is invented. */
function withItsEntry(test: GeneratedTest, plan: CheckedPlan): GeneratedTest {
  const entry = plan.entries.find((candidate) => candidate.id === test.id);
  if (!entry)
    refuse(test, `invented: the plan ${plan.name} at the pinned commit has no test ${test.id}`);
  test.planHash = entry?.hash ?? null;
  test.expected = entry?.expected ?? null;
  return test;
}

/** The report's pending tests are the bundle's files, no more: the title lists their ids. */
function unbundled(report: PlanReport, files: readonly string[]): string[] {
  return report.tests
    .filter((test) => test.status === "pending" && !files.includes(test.file))
    .map(
      (test) =>
        `the plan job's report lists ${test.id} (${test.file}) as pending, but the bundle does not hold it`,
    );
}

function holdToTheReport(test: GeneratedTest, report: PlanReport): void {
  const reported = report.tests.find((entry) => entry.file === test.file);
  if (!reported) {
    refuse(test, "the plan job's report does not list it");
    return;
  }
  if (reported.id !== test.id)
    refuse(test, `the plan job's report lists it as ${reported.id}, its header says ${test.id}`);
  if (reported.live?.exitCode === 0 && test.live && test.live.exitCode !== 0)
    refuse(
      test,
      `it passed with the services live in the plan job and fails here (exit ${test.live.exitCode})`,
    );
}
