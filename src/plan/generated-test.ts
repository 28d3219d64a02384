/** A script a plan session wrote, and what fix-loop's checks made of it. */
export interface GeneratedTest {
  id: string;
  /** Relative to the project root. */
  file: string;
  title: string;
  tier: string | null;
  requires: string[];
  timeoutMs: number | null;
  /** The plan entry it was written from (null: an id the plan does not have). */
  planHash: string | null;
  /** What the plan says it checks. */
  expected: string | null;
  /** pending: every check held, it waits for a person; refused: `reasons` say why. */
  status: "pending" | "refused";
  reasons: string[];
  /** Its run against the live services, and with its REQUIRES services stopped. */
  live: ScriptRunNote | null;
  dead: ScriptRunNote | null;
}

export interface ScriptRunNote {
  exitCode: number | null;
  timedOut: boolean;
  /** Its PASS:/FAIL:/EVIDENCE: lines. */
  summary: string[];
}

export function refuse(test: GeneratedTest, reason: string): void {
  test.status = "refused";
  if (!test.reasons.includes(reason)) test.reasons.push(reason);
}
