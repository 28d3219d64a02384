import { luckWords } from "../../../flaky/luck.js";
import type { FlakeSummary } from "../../../flaky/quarantine-list.js";
import { type RepeatPlan, repeatPlan } from "../../../flaky/repeat-command.js";
import { runProcess } from "../../../process/run.js";
import type { RunAs } from "../../../process/run-as.js";
import type { TestResult } from "../../../results/schema.js";
import { frameworkOfCommand, runnerOf } from "../../../runners/registry.js";

/** What repeating one flaky test showed. */
export interface Repetition {
  test: string;
  passed: boolean;
  /** Runs asked for (fix.flaky.repeat). */
  times: number;
  /** One sentence for the verdict: what ran, what it showed, and what a pass is worth. */
  verdict: string;
}

export interface RepeatOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  runAs: RunAs | null;
  times: number;
  /** The test's own time limit for one run (its tier's timeout). */
  timeoutMs: (test: TestResult) => number;
}

/**
 * Runs a test the history says flakes `times` times in a row, in check's sandbox, with its
 * runner's own repeat option where it has one (src/flaky/repeat-command.ts); the first failing
 * run ends it. It passes only if every run passed, and the run of every test before them.
 */
export async function repeatFlakyTest(
  test: TestResult,
  flake: FlakeSummary,
  options: RepeatOptions,
): Promise<Repetition> {
  const { times } = options;
  const luck = luckWords(flake.rate, times);
  const refused = (why: string): Repetition => ({
    test: test.id,
    passed: false,
    times,
    verdict: `${test.id} flakes (${(flake.rate * 100).toFixed(1)}% over ${flake.runs} runs) and ${why}; ${luck}`,
  });
  if (test.status !== "passed")
    return refused(`was ${test.status} in check's run of every test, before any repetition`);
  if (!test.run) return refused("fix-loop has no command that runs it alone to repeat it");
  const framework = test.kind === "script" ? null : frameworkOfCommand(test.run);
  let plan: RepeatPlan = repeatPlan(
    framework ? runnerOf(framework).repeat : undefined,
    test.run,
    times,
  );
  for (let run = 1; run <= plan.runs; run++) {
    const outcome = await runProcess(
      { file: "bash", args: ["-o", "pipefail", "-c", plan.command] },
      {
        cwd: options.cwd,
        env: options.env,
        runAs: options.runAs,
        timeoutMs: options.timeoutMs(test) * (plan.runs === 1 ? times : 1),
      },
    );
    if (run === 1 && plan.fallback && outcome.exitCode === plan.fallback.onExitCode) {
      plan = plan.fallback.plan;
      run = 0;
      continue;
    }
    if (outcome.exitCode !== 0) {
      const why = outcome.timedOut
        ? "timed out"
        : `exited ${outcome.exitCode ?? outcome.signal ?? "without a code"}`;
      const which = plan.runs === 1 ? `its ${times} runs (${plan.how})` : `run ${run} of ${times}`;
      return refused(`failed again in check: ${which} ${why}`);
    }
  }
  return {
    test: test.id,
    passed: true,
    times,
    verdict: `${test.id} passed ${times} runs in a row in check (${plan.how}); before the fix it flaked in ${flake.flakes} of ${flake.runs} runs (${(flake.rate * 100).toFixed(1)}%), and ${luck}`,
  };
}
