import type { GuardReport } from "../results/schema.js";
import type { GeneratedTest } from "./generated-test.js";

/** What `fix-loop plan` did: written to .fix-loop/plan-review.md and, with --json, as JSON. */
export interface PlanReport {
  version: 1;
  plan: string;
  tests: GeneratedTest[];
  /** Entries a session was given and wrote no script for. */
  missing: { id: string; title: string }[];
  /** Entries whose script exists and was generated from the same text. */
  unchanged: string[];
  /** Entries whose text changed while a script exists: kept, since --force was not given. */
  kept: { id: string; file: string }[];
  sessions: {
    tier: string | null;
    ids: string[];
    costUsd: number;
    turns: number;
    toolCalls: number;
    error: string | null;
    guards: GuardReport;
  }[];
}

export function planExitCode(report: PlanReport): number {
  const refused = report.tests.some((test) => test.status === "refused");
  return refused || report.missing.length > 0 ? 1 : 0;
}
