import { readFile } from "node:fs/promises";
import path from "node:path";
import { openSession } from "../../engine/session.js";
import { type GeneratedTest, refuse } from "../../plan/generated-test.js";
import { inspectScriptFile } from "../../plan/inspect-generated.js";
import type { PlanReport } from "../../plan/plan-report.js";
import { tryGenerated } from "../../plan/try-generated.js";
import type { Judgement, JudgeOptions } from "./judge-bundle.js";

export interface PlanJudgeOptions extends Omit<JudgeOptions, "group" | "groupTests"> {
  /** The bundle's scripts, relative to the project root. */
  files: readonly string[];
  /** The plan job's report from the manifest: what the review pull request will show. */
  report: PlanReport;
}

/**
 * check's own run of a plan bundle's scripts, in its sandbox, with the plan job's checks
 * (src/plan): each script's header and file hold, it runs against the live services, then with
 * exactly its REQUIRES stopped it exits non-zero and prints EVIDENCE:, and no run changes a file.
 * A script the plan job reported passing against the live services must pass here too: the
 * review a person reads says so. What the plan job wrote is never taken for any of it.
 */
export async function judgePlanScripts(options: PlanJudgeOptions): Promise<Judgement> {
  const tests: GeneratedTest[] = [];
  for (const file of options.files) {
    const text = await readFile(path.join(options.cwd, file), "utf8");
    tests.push(await inspectScriptFile(file, text, options.config, options.cwd));
  }
  const session = await openSession({
    cwd: options.cwd,
    config: options.config,
    configPath: options.configPath,
    env: options.env,
    // Its one note says the scripts wait for review and do not run: here they are expected to.
    reporter: { ...options.reporter, note: undefined },
    reportsInTree: false,
    emptyGlobsAllowed: true,
    runAs: options.runAs,
  });
  try {
    if (!session.gates.passed)
      return { passed: false, reasons: ["a gate before the tests failed"], tests: [] };
    const { cwd, env, config, runAs } = options;
    await tryGenerated(tests, { cwd, env, config, runAs, session });
  } finally {
    await session.close();
  }
  for (const test of tests) holdToTheReport(test, options.report);
  const refused = tests.filter((test) => test.status === "refused");
  return {
    passed: refused.length === 0,
    reasons: refused.map((test) => `${test.file} (${test.id}): ${test.reasons.join("; ")}`),
    tests: tests.map((test) => ({
      id: test.id,
      status: test.status === "refused" ? "failed" : "passed",
    })),
  };
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
