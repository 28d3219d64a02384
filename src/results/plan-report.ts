import * as z from "zod";
import { guardReportSchema } from "./schema.js";

/**
 * What `fix-loop plan` did, version 1: written as .fix-loop/plan-review.md and, with --json, as
 * JSON (schema/plan-report.schema.json). Extend it with optional fields only.
 */

export const scriptRunNoteSchema = z.object({
  exitCode: z.number().int().nullable(),
  timedOut: z.boolean(),
  /** Its PASS:/FAIL:/EVIDENCE: lines (a framework test: one per JUnit testcase, and its failure message). */
  summary: z.array(z.string()),
  /** The dead-service run: the services stopped for it (its REQUIRES); every other one was up. */
  stopped: z.array(z.string()).optional(),
  /** A framework test: the tier's command made to run this file alone, as a person would type it. */
  command: z.string().optional(),
});

/** One run of a test against a mutant of the code it exercises (src/plan/mutant-check.ts). */
export const mutantRunSchema = z.object({
  function: z.string(),
  /** The mutation operator (src/mutation/operators.ts) and where it changed the code. */
  operator: z.string(),
  file: z.string(),
  line: z.number().int(),
  description: z.string(),
  /** killed: a test of it failed; survived: every one passed; a timeout or no report kills nothing. */
  outcome: z.enum(["killed", "survived", "timed out", "not run"]),
  /** The killing failure's first line, or why it did not run. */
  evidence: z.string().nullable(),
});

/** A test needing no service, checked against mutants of the functions it exercises. */
export const mutantCheckSchema = z.object({
  /** `file:name` of each function whose mutants were made. */
  functions: z.array(z.string()),
  /** In the order tried; the check stops at the first killed. */
  tried: z.array(mutantRunSchema),
  /** How long the check took, its unchanged run in the scratch copy included. */
  ms: z.number().nonnegative(),
});

/** A script a plan session wrote, and what fix-loop's checks made of it. */
export const generatedTestSchema = z.object({
  id: z.string(),
  /** Relative to the project root (a framework test: its `.pending` name until accepted). */
  file: z.string(),
  /** The framework it is written in (pytest, vitest, jest, playwright); absent: a script. */
  framework: z.string().optional(),
  title: z.string(),
  tier: z.string().nullable(),
  requires: z.array(z.string()),
  timeoutMs: z.number().nullable(),
  /** The plan entry it was written from (null: an id the plan does not have). */
  planHash: z.string().nullable(),
  /** What the plan says it checks. */
  expected: z.string().nullable(),
  /** pending: every check held, it waits for a person; refused: `reasons` say why. */
  status: z.enum(["pending", "refused"]),
  reasons: z.array(z.string()),
  /** Its run against the live services, and with its REQUIRES services stopped. */
  live: scriptRunNoteSchema.nullable(),
  dead: scriptRunNoteSchema.nullable(),
  /** A framework test needing no service: its runs against mutants, in place of `dead`. */
  mutants: mutantCheckSchema.optional(),
});

export const planReportSchema = z.object({
  version: z.literal(1),
  plan: z.string(),
  tests: z.array(generatedTestSchema),
  /** Entries a session was given and wrote no script for. */
  missing: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Entries whose script exists and was generated from the same text. */
  unchanged: z.array(z.string()),
  /** Entries whose text changed while a script exists: kept, since --force was not given. */
  kept: z.array(z.object({ id: z.string(), file: z.string() })),
  sessions: z.array(
    z.object({
      tier: z.string().nullable(),
      ids: z.array(z.string()),
      costUsd: z.number().nonnegative(),
      turns: z.number().int().nonnegative(),
      toolCalls: z.number().int().nonnegative(),
      error: z.string().nullable(),
      guards: guardReportSchema,
    }),
  ),
});

export type ScriptRunNote = z.infer<typeof scriptRunNoteSchema>;
export type MutantRun = z.infer<typeof mutantRunSchema>;
export type GeneratedTest = z.infer<typeof generatedTestSchema>;
export type PlanReport = z.infer<typeof planReportSchema>;

/** A plan's report before anything is generated: `plan` fills it in as it goes. */
export function emptyPlanReport(plan: string): PlanReport {
  return { version: 1, plan, tests: [], missing: [], unchanged: [], kept: [], sessions: [] };
}

export function planExitCode(report: PlanReport): number {
  const refused = report.tests.some((test) => test.status === "refused");
  return refused || report.missing.length > 0 ? 1 : 0;
}
