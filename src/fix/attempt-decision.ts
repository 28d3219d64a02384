import type { Rejection } from "../results/schema.js";

/** How the agent's session ended, as the fix loop needs to know it. */
export type AgentEnd = "finished" | "timeout" | "error" | "budget";

export interface AttemptFacts {
  agentEnd: AgentEnd;
  /** The agent boundary's own words for a timeout or an error, when it has them. */
  agentDetail?: string | null;
  filesChanged: string[];
  protectedTouched: string[];
  /** What the agent did to git itself or to ignored files (see TreeChanges.tamper). */
  tamper?: readonly string[];
  /** Null when the tests were not re-run (the attempt was rejected before that). */
  verification: { groupPassed: boolean; regressions: string[] } | null;
}

export interface Decision {
  fixed: boolean;
  rejected: Rejection | null;
  detail: string | null;
}

/**
 * The engine's verdict on one attempt, in order of precedence: touching a protected path, the
 * repository's git config, hooks or index flags, or an ignored file is tampering whatever else
 * happened; a session that did not finish is not verified; an attempt
 * that changed nothing is no change; then the re-run tests decide.
 */
export function decideAttempt(facts: AttemptFacts): Decision {
  const tamper = [...(facts.tamper ?? [])];
  if (facts.protectedTouched.length > 0)
    tamper.unshift(`changed protected paths: ${facts.protectedTouched.join(", ")}`);
  if (tamper.length > 0) return reject("tamper", tamper.join("; "));
  const said = facts.agentDetail ? `: ${facts.agentDetail}` : "";
  if (facts.agentEnd === "timeout")
    return reject("timeout", `the agent did not finish in time${said}`);
  if (facts.agentEnd === "budget")
    return reject("budget", `the run's budget ran out during this attempt${said}`);
  if (facts.agentEnd === "error") return reject("error", `the agent session failed${said}`);
  if (facts.filesChanged.length === 0) return reject("no_change", "no file changed");
  const verification = facts.verification;
  if (!verification) return reject("error", "the tests were not re-run");
  if (!verification.groupPassed)
    return { fixed: false, rejected: null, detail: "the group's tests still fail" };
  if (verification.regressions.length > 0) {
    return reject(
      "regression",
      `tests that passed before now fail: ${verification.regressions.join(", ")}`,
    );
  }
  return { fixed: true, rejected: null, detail: null };
}

function reject(rejected: Rejection, detail: string): Decision {
  return { fixed: false, rejected, detail };
}
