import * as z from "zod";
import { type GroupStatus, groupStatusSchema } from "../../src/github/statuses.js";
import { redactByShape } from "../../src/github/untrusted-text.js";
import { attemptVerdict } from "../../src/report/verdict-words.js";
import type { Attempt, Group, Results } from "../../src/results/schema.js";
import { SIGNATURE_VERSION } from "../../src/triage/signature.js";

/** What a group's issue remembers across runs, in its hidden state marker. */

const ATTEMPTS_KEPT = 50;
const ROOT_CAUSE_CHARS = 160;

const keptAttemptSchema = z.object({
  run: z.string(),
  attempt: z.number().int(),
  strategy: z.string(),
  claim: z.string().nullable(),
  verified: z.boolean(),
  agreed: z.boolean(),
  verdict: z.string(),
  /** What the agent said the root cause was (redacted, shortened). */
  rootCause: z.string().nullable().default(null),
  costUsd: z.number(),
  at: z.string(),
});

const runFactsSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  sha: z.string().nullable(),
  branch: z.string().nullable(),
  at: z.string(),
  outcome: z.string(),
});

const fixPullRequestSchema = z.object({
  number: z.number().int(),
  url: z.string(),
  state: z.enum(["open", "merged", "closed"]),
});

export const groupStateSchema = z.object({
  v: z.literal(1),
  group: z.string(),
  tier: z.string(),
  signature: z.string(),
  tests: z.array(z.string()),
  // No version set in-progress on an issue, but the status once existed: read it as failing.
  status: z.preprocess((value) => (value === "in-progress" ? "failing" : value), groupStatusSchema),
  /** Every attempt ever made, even those no longer listed. */
  attemptCount: z.number().int().nonnegative(),
  attempts: z.array(keptAttemptSchema),
  lastRun: runFactsSchema.nullable(),
  fixPullRequests: z.array(fixPullRequestSchema),
  /** One line on the latest change that was not a run: "fix PR #12 merged". */
  note: z.string().nullable(),
  /**
   * The triage signature version the group's id was made with (src/triage/signature.ts);
   * issues written before it was recorded are of version 1.
   */
  signatureVersion: z.number().int().positive().default(1),
});

export type GroupState = z.infer<typeof groupStateSchema>;
export type RunFacts = z.infer<typeof runFactsSchema>;
export type KeptAttempt = z.infer<typeof keptAttemptSchema>;

function statusFromRun(group: Group): GroupStatus {
  if (group.status === "deferred") return "deferred";
  if (group.status === "fixed") return "fix-proposed";
  return "failing";
}

function keepAttempt(attempt: Attempt, run: RunFacts): KeptAttempt {
  return {
    run: run.id,
    attempt: attempt.attempt,
    strategy: attempt.strategy,
    claim: attempt.claim?.status ?? null,
    verified: attempt.verified.passed,
    agreed: attempt.agreed,
    verdict: attemptVerdict(attempt),
    rootCause: attempt.claim
      ? shorten(redactByShape(attempt.claim.root_cause), ROOT_CAUSE_CHARS)
      : null,
    costUsd: attempt.costUsd,
    at: run.at,
  };
}

/**
 * The group's state after this run: its attempts appended (a redelivered run adds nothing twice),
 * its status, the run it was last seen in, the fix PR this run opened for it.
 */
export function mergeRunIntoGroup(
  previous: GroupState | null,
  group: Group,
  results: Results,
  run: RunFacts,
): GroupState {
  const known = new Set((previous?.attempts ?? []).map((a) => `${a.run}:${a.attempt}`));
  const fresh = results.attempts
    .filter((attempt) => attempt.group === group.id)
    .map((attempt) => keepAttempt(attempt, run))
    .filter((attempt) => !known.has(`${attempt.run}:${attempt.attempt}`));
  const fixPullRequests = [...(previous?.fixPullRequests ?? [])];
  for (const link of results.run?.fixPullRequests ?? []) {
    if (link.group === group.id && !fixPullRequests.some((pr) => pr.number === link.number)) {
      fixPullRequests.push({ number: link.number, url: link.url, state: "open" });
    }
  }
  return {
    v: 1,
    group: group.id,
    tier: group.tier,
    signature: redactByShape(group.signature),
    tests: group.tests,
    status: statusFromRun(group),
    attemptCount: (previous?.attemptCount ?? 0) + fresh.length,
    attempts: [...(previous?.attempts ?? []), ...fresh].slice(-ATTEMPTS_KEPT),
    lastRun: run,
    fixPullRequests,
    note: null,
    signatureVersion: signatureVersionOf(group),
  };
}

/** The signature version of this engine's triage, as a number ("fix-loop-signature-v2" -> 2). */
export const CURRENT_SIGNATURE_VERSION = Number(/(\d+)$/.exec(SIGNATURE_VERSION)?.[1] ?? 1);

/** Results record how triage formed a group (`triage`) since signature v2; before, version 1. */
function signatureVersionOf(group: Group): number {
  return group.triage ? CURRENT_SIGNATURE_VERSION : 1;
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}
