import type { GeneratedTest } from "./plan-report.js";

export type { GeneratedTest, ScriptRunNote } from "./plan-report.js";

export function refuse(test: GeneratedTest, reason: string): void {
  test.status = "refused";
  if (!test.reasons.includes(reason)) test.reasons.push(reason);
}
