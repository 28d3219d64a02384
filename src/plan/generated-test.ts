import type { GeneratedTest } from "../results/plan-report.js";

export type { GeneratedTest, ScriptRunNote } from "../results/plan-report.js";

export function refuse(test: GeneratedTest, reason: string): void {
  test.status = "refused";
  if (!test.reasons.includes(reason)) test.reasons.push(reason);
}

/** A generated test as it comes in: pending, no run yet, no plan text or hash matched to it. */
export function newGeneratedTest(
  fields: Pick<GeneratedTest, "id" | "file" | "title" | "tier" | "requires" | "timeoutMs"> &
    Partial<Pick<GeneratedTest, "framework">>,
): GeneratedTest {
  return {
    ...fields,
    planHash: null,
    expected: null,
    status: "pending",
    reasons: [],
    live: null,
    dead: null,
  };
}
