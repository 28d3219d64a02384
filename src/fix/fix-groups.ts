import { describeModelFailure } from "../agent/model-failure.js";
import { attemptVerdict } from "../report/verdict-words.js";
import type { Group } from "../results/schema.js";
import { plural } from "../text/quantities.js";
import { compareGroups, groupFailures, knownGroupFor } from "../triage/group.js";
import { runAttempt } from "./attempt.js";
import type { FixRun } from "./fix-run.js";
import type { EarlierAttempt } from "./prompt.js";

/**
 * Works through the groups in order. Each ends fixed, deferred (attempts or budget used up)
 * or skipped (not selected, the breaker open, the run interrupted). A kept fix may unblock
 * tests held back by a failed tier with on-failure: stop; their failures join the queue as new groups.
 */
export async function fixGroups(
  run: FixRun,
  groups: Group[],
  selected: ReadonlySet<string> | null,
): Promise<void> {
  const reporter = run.options.reporter;
  const tierOrder = run.session.plan.map((tier) => tier.name);
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index];
    if (!group) continue;
    const stop = reasonToStop(run);
    if (selected && !selected.has(group.id)) {
      settle(group, "skipped", "not selected for this run");
    } else if (stop) {
      settle(group, stop.status, stop.reason);
    } else if (run.fixesKept > 0 && (await passesNow(run, group))) {
      settle(group, "fixed", "passes after an earlier group's fix; no attempt needed");
    } else {
      await fixGroup(run, group);
    }
    if (group.status !== "fixed") continue;
    const found = await runUnblockedTests(run, groups);
    if (found.length === 0) continue;
    reporter?.groupsFound?.(found);
    groups.push(...found);
    const rest = groups.splice(index + 1).sort(compareGroups(tierOrder));
    groups.push(...rest);
  }
}

async function fixGroup(run: FixRun, group: Group): Promise<void> {
  const reporter = run.options.reporter;
  const history: EarlierAttempt[] = [];
  for (let number = 1; number <= run.maxAttempts; number++) {
    const stop = reasonToStop(run);
    if (stop) {
      settle(
        group,
        "deferred",
        `${stop.reason} (after ${number - 1} of ${run.maxAttempts} attempts)`,
      );
      return;
    }
    const step = run.stepFor(number);
    reporter?.attemptStarted?.({ group: group.id, attempt: number, strategy: step.name });
    const outcome = await runAttempt(run, group, number, step, history);
    run.attempts.push(outcome.attempt);
    reporter?.attemptFinished?.(outcome.attempt);
    run.breaker.record(outcome.progress, `group ${group.id} attempt ${number}`);
    if (outcome.modelFailure) {
      const words = describeModelFailure(outcome.modelFailure);
      run.breaker.trip(words);
      if (outcome.modelFailure.kind === "unreachable") run.modelUnreachable = words;
    }
    if (outcome.fixed) {
      run.fixesKept += 1;
      settle(group, "fixed", `fixed on attempt ${number} (${step.name})`);
      return;
    }
    history.push(outcome.earlier);
  }
  settle(group, "deferred", deferralReason(history, run.maxAttempts));
}

/** Why no further attempt may start: the breaker, the budget, or an interrupt. */
function reasonToStop(run: FixRun): { status: "deferred" | "skipped"; reason: string } | null {
  if (run.options.signal?.aborted) return { status: "skipped", reason: "the run was interrupted" };
  if (run.breaker.isOpen) {
    return { status: "skipped", reason: `circuit breaker open: ${run.breaker.toResults().reason}` };
  }
  const exhausted = run.budget.exhausted();
  return exhausted ? { status: "deferred", reason: exhausted } : null;
}

/**
 * After an earlier fix the group's tests may pass already; else their evidence is refreshed.
 * The full run that verified that fix already ran them on this tree, so it is read, not re-run.
 */
async function passesNow(run: FixRun, group: Group): Promise<boolean> {
  const results =
    run.resultsFromLastFullRun(group.tests) ??
    (await run.session.runTiers({ ids: group.tests })).tests;
  run.updateTests(results);
  return group.tests.every((id) =>
    results.some((test) => test.id === id && test.status === "passed"),
  );
}

/** Runs the tests that were blocked or skipped so far; returns groups for new root causes. */
async function runUnblockedTests(run: FixRun, groups: Group[]): Promise<Group[]> {
  const waiting = run
    .allTests()
    .filter((test) => test.status === "blocked" || (test.status === "skipped" && test.runs === 0))
    .map((test) => test.id);
  if (waiting.length === 0) return [];
  const rerun = await run.session.runTiers({ ids: waiting });
  run.updateTests(rerun.tests);
  const fresh: Group[] = [];
  const tierOrder = run.session.plan.map((tier) => tier.name);
  for (const group of groupFailures(rerun.tests, tierOrder, { root: run.options.cwd })) {
    const existing = knownGroupFor(groups, group);
    if (!existing) {
      fresh.push(group);
      continue;
    }
    if (existing.status === "fixed") {
      // The fix held for its own tests but not for these: they stay failed, outside any group.
      run.note(
        "warning",
        `${group.tests.join(", ")} still fail with the signature of fixed group ${group.id}`,
      );
      continue;
    }
    // Same root cause as a group already deferred or skipped: its tests share that fate.
    for (const id of group.tests) if (!existing.tests.includes(id)) existing.tests.push(id);
  }
  return fresh;
}

function settle(group: Group, status: Group["status"], reason: string): void {
  group.status = status;
  group.reason = reason;
}

/** The dossier's first line: how many attempts, what each was, what the tests said last. */
function deferralReason(history: readonly EarlierAttempt[], maxAttempts: number): string {
  const steps = history.map(
    ({ attempt }) => `${attempt.strategy}: ${attemptVerdict(attempt, "brief")}`,
  );
  const last = history.at(-1)?.failures[0]?.line;
  const lastLine = last ? `; last seen: ${last}` : "";
  return `not fixed after ${plural(maxAttempts, "attempt")} (${steps.join(" | ")})${lastLine}`;
}
