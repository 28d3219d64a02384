import { readFile } from "node:fs/promises";
import * as z from "zod";
import { messageOf, UserError } from "../errors.js";
import {
  preflightResultSchema,
  serviceResultSchema,
  testResultSchema,
  tierResultSchema,
} from "../results/schema.js";

/**
 * One leg's partial results (`fix-loop verify --shard i/N`): what the merge job needs to make
 * the one results.json and triage once: the tests, the tiers, the gates, the coverage the
 * leg's retries took, and what its reports taught of each test (enough to re-run it for
 * triage's coverage). A leg does not triage.
 */
export const partialSchema = z.object({
  version: z.literal(1),
  kind: z.literal("fix-loop-partial"),
  tool: z.object({ name: z.literal("fix-loop"), version: z.string() }),
  leg: z.object({ index: z.number().int().positive(), total: z.number().int().positive() }),
  config: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().nonnegative(),
  /** Every tier of the plan in order, those this leg had no share of included. */
  tierOrder: z.array(z.string()),
  preflight: preflightResultSchema,
  services: z.array(serviceResultSchema),
  tiers: z.array(tierResultSchema),
  tests: z.array(testResultSchema),
  phases: z.object({
    firstRunMs: z.number().nonnegative(),
    retryMs: z.number().nonnegative(),
    coverageInRunsMs: z.number().nonnegative().optional(),
  }),
  /** The functions each re-run test called, by test id (coverage taken on the retries). */
  coverage: z.record(z.string(), z.array(z.string())),
  /** Each JUnit source's runner and tests, as the leg's reports named them. */
  learned: z.array(
    z.object({
      tier: z.string(),
      framework: z.string().nullable(),
      tests: z.array(
        z.object({
          id: z.string(),
          runnerId: z.string().nullable(),
          ref: z.object({
            name: z.string(),
            classname: z.string(),
            suite: z.string(),
            file: z.string().nullable(),
            line: z.number().int().nullable(),
          }),
        }),
      ),
    }),
  ),
  splits: z.array(
    z.object({
      tier: z.string(),
      source: z.enum(["script", "junit"]),
      how: z.enum(["every-leg", "runner-option", "by-time", "by-count", "one-leg"]),
      units: z.number().int().nonnegative().nullable(),
      expectedMs: z.number().nonnegative().nullable(),
    }),
  ),
});

export type LegPartial = z.infer<typeof partialSchema>;

/** Reads one leg's partial; a file that is not one gets a sentence naming it. */
export async function readPartial(file: string): Promise<LegPartial> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new UserError(`cannot read the partial results ${file}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  const partial = partialSchema.safeParse(parsed);
  if (!partial.success) {
    const issue = partial.error.issues[0];
    throw new UserError(
      `${file} is not a leg's partial results (fix-loop verify --shard i/N writes them): ${issue?.path.join(".") || "its top"}: ${issue?.message}`,
    );
  }
  return partial.data;
}
