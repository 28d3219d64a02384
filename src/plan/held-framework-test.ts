import type { FrameworkTier } from "./entry-framework.js";
import type { GeneratedTest } from "./generated-test.js";
import type { PlanEntry } from "./parse-plan.js";

/** A framework test the session wrote, held with its tier and entries until it is checked. */
export interface HeldFrameworkTest {
  test: GeneratedTest;
  tier: FrameworkTier;
  /** The plan entries its session was given: its one id must be of these. */
  entries: readonly PlanEntry[];
}
