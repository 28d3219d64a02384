import type { Config } from "../../../config/schema.js";
import { openSession } from "../../../engine/session.js";
import type { Reporter } from "../../../engine/types.js";
import type { RunAs } from "../../../process/run-as.js";
import type { TestStatus } from "../../../results/schema.js";

export interface Judgement {
  passed: boolean;
  /** Why it did not pass; empty when it did. */
  reasons: string[];
  /** Every test that ran, with its outcome, in the order run. */
  tests: { id: string; status: TestStatus }[];
}

export interface JudgeOptions {
  cwd: string;
  config: Config;
  configPath: string;
  env: NodeJS.ProcessEnv;
  reporter: Reporter;
  group: string;
  /** Every group verify found, with its tests: the verify job's group-tests output. */
  groupTests: Record<string, string[]>;
  /** Who runs the tests and services (check's sandbox); null: fix-loop's own user. */
  runAs: RunAs | null;
}

/**
 * check's verdict on one applied bundle, from fix-loop's own engine: every test of the plan runs
 * once; the bundle passes when the gates pass, each of its group's tests passes, and every test
 * that fails belongs to another group verify found (anything else is a regression).
 */
export async function judgeBundle(options: JudgeOptions): Promise<Judgement> {
  const groupTests = options.groupTests[options.group];
  if (!groupTests || groupTests.length === 0) {
    return {
      passed: false,
      reasons: [
        `verify reported no failing group ${options.group}: nothing for this bundle to fix`,
      ],
      tests: [],
    };
  }
  const knownFailing = new Set(
    Object.entries(options.groupTests)
      .filter(([group]) => group !== options.group)
      .flatMap(([, tests]) => tests),
  );
  const session = await openSession({
    cwd: options.cwd,
    config: options.config,
    configPath: options.configPath,
    env: options.env,
    reporter: options.reporter,
    reportsInTree: false,
    runAs: options.runAs,
  });
  try {
    if (!session.gates.passed)
      return { passed: false, reasons: ["a gate before the tests failed"], tests: [] };
    const run = await session.runTiers();
    const status = new Map(run.tests.map((test) => [test.id, test.status]));
    const reasons = groupTests
      .filter((id) => status.get(id) !== "passed")
      .map((id) => `${id} (the group's test) is ${status.get(id) ?? "not run"}`);
    for (const test of run.tests) {
      if (
        test.status !== "passed" &&
        test.status !== "skipped" &&
        !groupTests.includes(test.id) &&
        !knownFailing.has(test.id)
      ) {
        reasons.push(
          `${test.id} regressed: it was not failing in verify and is ${test.status} now`,
        );
      }
    }
    const blocked = run.tiers.filter((tier) => tier.status === "blocked").map((t) => t.name);
    if (blocked.length > 0) reasons.push(`tiers blocked: ${blocked.join(", ")}`);
    const tests = run.tests.map((test) => ({ id: test.id, status: test.status }));
    return { passed: reasons.length === 0, reasons, tests };
  } finally {
    await session.close();
  }
}
