import type { Config } from "../../../config/schema.js";
import { openSession } from "../../../engine/session.js";
import type { Reporter, Session } from "../../../engine/types.js";
import { flakesOf } from "../../../flaky/flaky-groups.js";
import type { FlakeSummary, FlakesFile, QuarantineList } from "../../../flaky/quarantine-list.js";
import type { RunAs } from "../../../process/run-as.js";
import type { TestResult, TestStatus } from "../../../results/schema.js";
import { type Repetition, repeatFlakyTest } from "./repeat-flaky.js";

export interface Judgement {
  passed: boolean;
  /** Why it did not pass; empty when it did. */
  reasons: string[];
  /** Every test that ran, with its outcome, in the order run. */
  tests: { id: string; status: TestStatus }[];
  /** A flaky test's repetition, one sentence each, with what an all-green run is worth. */
  repetitions?: string[];
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
  /** The app's history (read from the base repository): quarantined tests and flaky ones. */
  history?: { quarantine: QuarantineList; flakes: FlakesFile } | null;
}

/**
 * check's verdict on one applied bundle, from fix-loop's own engine: every test of the plan runs
 * once; the bundle passes when the gates pass, each of its group's tests passes, and every test
 * that fails belongs to another group verify found or is quarantined (anything else is a
 * regression). A group test the history says flakes must then pass fix.flaky.repeat runs in a row.
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
    quarantine: options.history?.quarantine ?? null,
  });
  try {
    if (!session.gates.passed)
      return { passed: false, reasons: ["a gate before the tests failed"], tests: [] };
    const run = await session.runTiers();
    const status = new Map(run.tests.map((test) => [test.id, test.status]));
    const mine = run.tests.filter((test) => groupTests.includes(test.id));
    // A flaky test's own verdict, its status here included, is its repetition's.
    const flaky = flakesOf(mine, options.history?.flakes);
    const reasons = groupTests
      .filter((id) => status.get(id) !== "passed" && !flaky.has(id))
      .map((id) => `${id} (the group's test) is ${status.get(id) ?? "not run"}`);
    for (const test of run.tests) {
      if (
        test.status !== "passed" &&
        test.status !== "skipped" &&
        !groupTests.includes(test.id) &&
        !knownFailing.has(test.id) &&
        !test.quarantined
      ) {
        reasons.push(
          `${test.id} regressed: it was not failing in verify and is ${test.status} now`,
        );
      }
    }
    const blocked = run.tiers.filter((tier) => tier.status === "blocked").map((t) => t.name);
    if (blocked.length > 0) reasons.push(`tiers blocked: ${blocked.join(", ")}`);
    const repetitions = await repeatFlakyGroupTests(mine, flaky, session, options, {
      repeat: reasons.length === 0,
    });
    for (const repetition of repetitions) if (!repetition.passed) reasons.push(repetition.verdict);
    const tests = run.tests.map((test) => ({ id: test.id, status: test.status }));
    return {
      passed: reasons.length === 0,
      reasons,
      tests,
      repetitions: repetitions.map((repetition) => repetition.verdict),
    };
  } finally {
    await session.close();
  }
}

/**
 * Each of the group's tests the history lists as flaky, repeated while the services still run;
 * one that did not pass the run of every test is refused there, and with `repeat` false (the
 * bundle fails for another reason already) no test is repeated.
 */
async function repeatFlakyGroupTests(
  mine: readonly TestResult[],
  flaky: ReadonlyMap<string, FlakeSummary>,
  session: Session,
  options: JudgeOptions,
  how: { repeat: boolean },
): Promise<Repetition[]> {
  const repetitions: Repetition[] = [];
  for (const test of mine) {
    const flake = flaky.get(test.id);
    if (!flake || (test.status === "passed" && !how.repeat)) continue;
    repetitions.push(
      await repeatFlakyTest(test, flake, {
        cwd: options.cwd,
        env: { ...options.env, ...session.plan.find((tier) => tier.name === test.tier)?.env },
        runAs: options.runAs,
        times: options.config.fix.flaky.repeat,
        timeoutMs: (one) =>
          session.plan.find((tier) => tier.name === one.tier)?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      }),
    );
  }
  return repetitions;
}

const DEFAULT_TIMEOUT_MS = 60_000;
