import * as z from "zod";
import { resultsSchema } from "../results/schema.js";

/** Where a failure group stands on GitHub; each status is one label (`fix-loop:<status>`). */
export const groupStatusSchema = z.enum(["failing", "deferred", "flaky", "fix-proposed", "fixed"]);

export type GroupStatus = z.infer<typeof groupStatusSchema>;

export const GROUP_STATUSES: readonly GroupStatus[] = groupStatusSchema.options;

/** A run's outcomes, taken from the results schema; a pull request is labelled with its run's. */
export const RUN_OUTCOMES: readonly string[] = resultsSchema.shape.outcome.options;
