import type { AgentStrategy } from "../agent/index.js";
import type { Session } from "../engine/types.js";
import type { Attempt, Group, TestResult } from "../results/schema.js";
import { tierRank } from "../triage/group.js";
import { CircuitBreaker } from "./breaker.js";
import { RunBudget } from "./budget.js";
import type { CopyTree } from "./copy-tree.js";
import type { FixOptions } from "./options.js";
import type { Verification } from "./verify-attempt.js";

/** A step of the escalation ladder, as the agent boundary defines it. */
export type LadderStep = AgentStrategy;

export interface FixSetup {
  claudePath: string;
  ladder: LadderStep[];
  /** Index in the ladder of attempt 1 (`--strategy web` starts at the web step). */
  startStep: number;
  maxAttempts: number;
  /** The brief text of each step that names a prompt file, read before any test ran. */
  promptFiles: ReadonlyMap<string, string>;
}

/**
 * The state of one fix run: what the engine knows about each test now, which tests pass (the
 * regression set), the budget, the breaker and the attempts so far.
 */
export class FixRun {
  readonly budget: RunBudget;
  readonly breaker = new CircuitBreaker();
  readonly attempts: Attempt[] = [];
  /** Script path of each script test: a claim of "BT-001" is matched by a command running it. */
  readonly testFiles = new Map<string, string>();
  fixesKept = 0;
  /** Set when a session could not reach the model's API: the run ends as a failed gate (exit 3). */
  modelUnreachable: string | null = null;
  /**
   * The full run that verified the last kept fix: the tree has not changed since (rejected
   * attempts are undone), so a later group reads its tests' state here instead of running them.
   */
  private lastFullRun: Map<string, TestResult> | null = null;
  private readonly tests = new Map<string, TestResult>();
  private readonly passing = new Set<string>();
  private readonly rank: (tier: string) => number;

  constructor(
    readonly options: FixOptions,
    readonly session: Session,
    readonly setup: FixSetup,
    baseline: readonly TestResult[],
    /** The agent's own copy of the tree, where it works instead of the checkout; null: none. */
    readonly copy: CopyTree | null = null,
  ) {
    const budget = options.config.fix.budget;
    this.budget = new RunBudget({
      usd: options.budgetUsd ?? budget.usd ?? null,
      timeMs: budget.time ?? null,
    });
    this.rank = tierRank(session.plan.map((tier) => tier.name));
    for (const test of baseline) {
      this.tests.set(test.id, test);
      if (test.status === "passed") this.passing.add(test.id);
      if (test.kind === "script") this.testFiles.set(test.id, test.file);
    }
  }

  get maxAttempts(): number {
    return this.setup.maxAttempts;
  }

  /** The ladder step for attempt n: the start step plus n - 1, the last step repeated if short. */
  stepFor(attempt: number): LadderStep {
    const ladder = this.setup.ladder;
    const index = Math.min(this.setup.startStep + attempt - 1, ladder.length - 1);
    const step = ladder[index];
    if (!step) throw new Error("the strategy ladder is empty");
    return step;
  }

  currentTest(id: string): TestResult {
    const test = this.tests.get(id);
    if (!test) throw new Error(`test ${id} is not part of this run`);
    return test;
  }

  /** Every test in the order first seen, with the latest result the loop keeps for each. */
  allTests(): TestResult[] {
    return [...this.tests.values()];
  }

  /** Tests that pass now in the group's tier and the tiers below it. */
  regressionCandidates(group: Group): string[] {
    const limit = this.rank(group.tier);
    return [...this.passing].filter((id) => {
      const test = this.tests.get(id);
      return test !== undefined && this.rank(test.tier) <= limit;
    });
  }

  /**
   * A kept fix: its tests now pass and join the regression set. Their failing results stay,
   * as the evidence of what was fixed (they are reported as "fixed").
   */
  recordVerification(verification: Verification | null): void {
    for (const test of verification?.results ?? []) {
      if (test.status === "passed") this.passing.add(test.id);
    }
    const fullRun = verification?.fullRun ?? null;
    this.lastFullRun = fullRun ? new Map(fullRun.map((test) => [test.id, test])) : null;
  }

  /** The results of these tests in the full run of the last kept fix, if it ran them all. */
  resultsFromLastFullRun(ids: readonly string[]): TestResult[] | null {
    const found = ids.map((id) => this.lastFullRun?.get(id));
    return found.every((test) => test !== undefined) ? (found as TestResult[]) : null;
  }

  /**
   * Fresh results from a re-run outside an attempt (a group checked again, blocked tests run
   * after a fix). A test that failed and now passes keeps its failing result: it was fixed.
   */
  updateTests(results: readonly TestResult[]): void {
    for (const test of results) {
      const before = this.tests.get(test.id);
      if (test.status === "passed") this.passing.add(test.id);
      else this.passing.delete(test.id);
      if (test.status === "passed" && before?.status === "failed") continue;
      this.tests.set(test.id, test);
      if (test.kind === "script") this.testFiles.set(test.id, test.file);
    }
  }

  promptFileText(step: LadderStep): string | null {
    return this.setup.promptFiles.get(step.name) ?? null;
  }

  note(level: "info" | "warning" | "error", text: string): void {
    this.options.reporter?.note?.(level, text);
  }
}
