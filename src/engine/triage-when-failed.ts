import type { Group, TestResult } from "../results/schema.js";
import type { TriageOptions } from "../triage/triage.js";

/**
 * triageRecorded (src/triage/triage-record.ts), loaded only when a test failed: triage groups
 * failed tests alone, so a green verify has nothing to group and need not load it. Asked for a
 * record (FIX_LOOP_TRIAGE_RECORD), it always runs, as a record is written for a green run too.
 */
export async function triageWhenFailed(
  tests: TestResult[],
  tierOrder: readonly string[],
  options: TriageOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Group[]> {
  if (!env.FIX_LOOP_TRIAGE_RECORD && !tests.some((test) => test.status === "failed")) return [];
  const { triageRecorded } = await import("../triage/triage-record.js");
  return triageRecorded(tests, tierOrder, options, env);
}
