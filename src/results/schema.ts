import * as z from "zod";

/**
 * results.json, version 1: the one contract between the engine, the Action and the Probot app.
 * Extend it with optional or defaulted fields; never change the meaning of an existing one.
 */

export const testStatusSchema = z.enum([
  "passed",
  "failed",
  "blocked",
  "flaky",
  "skipped",
  "fixed",
  "deferred",
]);

export const locationSchema = z.object({
  file: z.string(),
  line: z.number().int().positive().nullable(),
});

export const evidenceSchema = z.object({
  exitCode: z.number().int().nullable(),
  signal: z.string().nullable(),
  timedOut: z.boolean(),
  durationMs: z.number().nonnegative(),
  /** The PASS:/FAIL:/EVIDENCE: lines a script printed, or a JUnit failure message. */
  summary: z.array(z.string()),
  /** Combined output, ANSI-stripped, redacted, head and tail kept with the middle elided. */
  excerpt: z.string(),
  outputBytes: z.number().int().nonnegative(),
  truncated: z.boolean(),
  /** The one line that best says what went wrong; triage hashes its masked form. */
  message: z.string().nullable(),
  location: locationSchema.nullable(),
  /**
   * What a test runner's report said of the test (JUnit: <failure>, <error> or <skipped>, with
   * its type and message attributes); null for a script, which has its exit code instead.
   */
  reported: z
    .object({
      outcome: z.enum(["failure", "error", "skipped"]),
      type: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

export const testResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  tier: z.string(),
  status: testStatusSchema,
  durationMs: z.number().nonnegative(),
  /**
   * The tier kind that ran the test ("script", "junit", ...): data, so results written by a
   * newer fix-loop with more kinds still parse. The engine checks it against its registry.
   */
  kind: z.string().min(1),
  /** The script path or the JUnit report it came from, relative to the project root. */
  file: z.string(),
  requires: z.array(z.string()).default([]),
  /** The test's id in its runner's own terms (a pytest node id), when it has one. */
  runnerId: z.string().nullable().optional(),
  /**
   * The id an earlier fix-loop gave this test, where it was another (node:test's `test > rounds`):
   * history and quarantine entries under it still name the test.
   */
  formerId: z.string().optional(),
  /** The exact command that re-runs this test alone, from the project root. */
  run: z.string().nullable().optional(),
  /**
   * False when `run` runs more than this test: the tier's whole command (the runner cannot select
   * it), or a selection another test of the run shares (src/junit/shared-run-lines.ts).
   */
  runsAlone: z.boolean().optional(),
  /** Runs made: 1, or more when a failure was re-run to check for flakiness. */
  runs: z.number().int().nonnegative(),
  /**
   * In words: why the test did not run (blocked, skipped), why it is flaky, or why a failure
   * was not re-run (another with its signature failed again).
   */
  reason: z.string().nullable().default(null),
  /**
   * Skipped as pytest's xfail reports it: the test ran and failed, as its mark says it should. It
   * fails nothing, and it is not a test that did not run. Absent otherwise.
   */
  expectedToFail: z.boolean().optional(),
  evidence: evidenceSchema.nullable(),
  /**
   * On the quarantine list the app keeps (src/flaky/quarantine-list.ts): the test ran and its
   * status is the runner's, but a failure of it fails neither its tier nor the run. Absent: not
   * quarantined.
   */
  quarantined: z.object({ since: z.string(), reason: z.string() }).optional(),
});

export const serviceResultSchema = z.object({
  name: z.string(),
  probe: z.string(),
  healthy: z.boolean(),
  started: z.boolean(),
  waitedMs: z.number().nonnegative(),
  error: z.string().nullable(),
  outputTail: z.string().nullable().default(null),
});

export const preflightResultSchema = z.object({
  ok: z.boolean(),
  problems: z.array(
    z.object({
      // model: fix's gate on the agent's credential (src/agent/model-access.ts).
      kind: z.enum(["env", "file", "command", "model"]),
      name: z.string(),
      message: z.string(),
    }),
  ),
});

export const tierResultSchema = z.object({
  name: z.string(),
  gate: z
    .enum(["hard", "soft"])
    .describe(
      "The tier's on-failure setting under its v1 name: hard = a failure stopped later tiers (on-failure: stop), soft = they ran (continue)",
    ),
  status: z.enum(["passed", "failed", "blocked", "skipped"]),
  durationMs: z.number().nonnegative(),
  counts: z.partialRecord(testStatusSchema, z.number().int().nonnegative()),
  /** Why the tier did not run, or what went wrong with its command. */
  reason: z.string().nullable().default(null),
});

export const claimSchema = z.object({
  status: z.enum(["fixed", "not_fixed"]),
  root_cause: z.string(),
  files_changed: z.array(z.string()),
  tests_run: z.array(z.string()),
  reasoning: z.string(),
});

/** How triage formed a group (signature v2 on); absent in results written before. */
export const groupTriageSchema = z.object({
  /** The project function the group's failures are blamed on, when one was found. */
  culprit: z
    .object({
      file: z.string(),
      function: z.string(),
      /**
       * frame: deepest project frame of the stack; coverage: Ochiai over re-run tests; change:
       * a function changed since the base commit that the failures ran (stack or coverage).
       */
      source: z.enum(["frame", "coverage", "change"]),
      score: z.number().min(0).max(1).optional(),
      /**
       * Functions coverage ranks close behind it (at least 0.9 of its score, three at most):
       * the spectrum hardly parts them from it, often a caller or a callee it always runs.
       */
      closeBehind: z
        .array(
          z.object({
            file: z.string(),
            function: z.string(),
            score: z.number().min(0).max(1),
          }),
        )
        .optional(),
    })
    .nullable(),
  /** Ids of first-pass groups folded into this one because their tests share the culprit. */
  merged: z.array(z.string()).default([]),
  /** Other signature ids its tests have when no coverage is at hand (a later re-run). */
  signatures: z.array(z.string()).default([]),
  /** Why it was not merged with the other groups, in words; null when it is the only one. */
  keptApart: z.string().nullable().default(null),
  /**
   * Where the function the signature names came from: the failure's stack (frame), or, when no
   * frame named one, coverage or a change since the base. Absent when it names none.
   */
  signatureFrom: z.enum(["frame", "coverage", "change"]).optional(),
});

export const groupSchema = z.object({
  /** Hash of the masked signature: stable across runs and machines. */
  id: z.string(),
  signature: z.string(),
  tier: z.string(),
  tests: z.array(z.string()),
  /** open: failing and not attempted (verify mode). */
  status: z.enum(["open", "fixed", "deferred", "skipped"]),
  reason: z.string().nullable().default(null),
  triage: groupTriageSchema.optional(),
});

export const rejectionSchema = z.enum([
  "tamper",
  "regression",
  "no_change",
  "error",
  "timeout",
  "budget",
]);

/** How the guards acted and how often each fired (by the hook ledger: figures, not a verdict). */
export const guardReportSchema = z.object({
  mode: z.enum(["observe", "warn", "block"]),
  /** Guard name (protected-path, repeat, failure-limit, progress-gate) to times it fired. */
  fired: z.record(z.string(), z.number().int().nonnegative()),
});

/** Destinations of one attempt beyond the model (`host:port`), let through or refused, with why. */
export const attemptNetworkSchema = z.object({
  reached: z.array(z.string()).default([]),
  blocked: z.array(z.object({ target: z.string(), reason: z.string() })).default([]),
  /** Packets sent around the proxy toward an address the namespace has no route to (not named: the kernel drops them). */
  unroutable: z.number().int().nonnegative().default(0),
});

export const attemptSchema = z.object({
  group: z.string(),
  attempt: z.number().int().positive(),
  strategy: z.string(),
  claim: claimSchema.nullable(),
  verified: z.object({
    passed: z.boolean(),
    tests: z.record(z.string(), testStatusSchema),
    regressions: z.array(z.string()),
  }),
  agreed: z.boolean(),
  rejected: rejectionSchema.nullable(),
  detail: z.string().nullable().default(null),
  filesChanged: z.array(z.string()),
  diffStat: z.string().default(""),
  toolCalls: z.number().int().nonnegative().default(0),
  costUsd: z.number().nonnegative(),
  turns: z.number().int().nonnegative(),
  sessionId: z.string().nullable(),
  durationMs: z.number().nonnegative(),
  /** Size of the prompt the agent got, in UTF-8 bytes. */
  promptBytes: z.number().int().nonnegative().default(0),
  /** Wall time of the agent's session alone. */
  agentMs: z.number().nonnegative().default(0),
  /** From the end of the agent's session to the engine's verdict (the checks and re-runs). */
  verifyMs: z.number().nonnegative().default(0),
  /** Set when the verified change was committed (--commit, or the Action's fix branch). */
  commit: z.string().nullable().default(null),
  /** Where the engine's two witnesses of the session (claude's stream, the hook ledger) disagreed. */
  distrust: z.array(z.string()).default([]),
  /** Processes the attempt left running (double-forked, disowned), found by their marker and killed. */
  killedProcesses: z.array(z.object({ pid: z.number().int(), command: z.string() })).default([]),
  /** Absent in results written before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** What the attempt's processes asked fix-loop's proxy for besides the model; absent where nothing watched. */
  network: attemptNetworkSchema.optional(),
  /**
   * False when the model never answered the session (the API refused it, or could not be
   * reached): the attempt says nothing of the agent, so trust leaves it out. Absent: answered.
   */
  modelAnswered: z.boolean().optional(),
});

export const trustSchema = z.object({
  score: z.number().min(0).max(1).nullable(),
  agreed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const breakerSchema = z.object({
  state: z.enum(["closed", "half-open", "open"]),
  reason: z.string().nullable(),
});

export const runContextSchema = z.object({
  repository: z.string().nullable(),
  sha: z.string().nullable(),
  ref: z.string().nullable(),
  runId: z.string().nullable(),
  runUrl: z.string().nullable(),
  pullRequest: z.number().int().nullable(),
  fixPullRequests: z
    .array(z.object({ group: z.string(), url: z.string(), number: z.number().int() }))
    .default([]),
});

/**
 * Where a run's time went, in milliseconds: the tiers' first runs, their re-runs of failures,
 * the coverage re-runs triage asked for, and triage as a whole (coverage included).
 */
export const phasesSchema = z.object({
  /** Asking the runners which tests they have, before any ran (`--tests` of ids only they know). */
  listingMs: z.number().nonnegative().optional(),
  firstRunMs: z.number().nonnegative(),
  retryMs: z.number().nonnegative(),
  /** Coverage runs triage started, after the tests' own runs. */
  coverageMs: z.number().nonnegative(),
  /**
   * Coverage the runner's hooks took inside the first runs and re-runs (already counted in
   * `firstRunMs` and `retryMs`): the takes and their records, not the slower code between them.
   */
  coverageInRunsMs: z.number().nonnegative().optional(),
  /** Triage's own work (signatures, groups, culprits), the coverage runs left out. */
  triageMs: z.number().nonnegative(),
  /** Announcing the groups and putting the results together, after `durationMs` ends. */
  reportMs: z.number().nonnegative().optional(),
});

/** A sharded verify's legs (`fix-loop merge`): each leg's time, and how uneven they were. */
export const shardsReportSchema = z.object({
  legs: z.array(
    z.object({
      index: z.number().int().positive(),
      /** The leg's whole run, gates and services included. */
      durationMs: z.number().nonnegative(),
      /** Its tiers' time: what the split balances. */
      testsMs: z.number().nonnegative(),
      tests: z.number().int().nonnegative(),
    }),
  ),
  /** The slowest leg's tiers' time over the legs' mean, less one: 0.15 is 15 % over. */
  spread: z.number().nonnegative(),
  /** How each tier's tests were split: by-time, by-count, runner-option, every-leg, one-leg. */
  splits: z.array(z.object({ tier: z.string(), how: z.string() })),
  /** The merge's own time, triage included. */
  mergeMs: z.number().nonnegative(),
});

export const resultsSchema = z.object({
  version: z.literal(1),
  tool: z.object({ name: z.literal("fix-loop"), version: z.string() }),
  mode: z.enum(["verify", "fix"]),
  outcome: z.enum(["passed", "failed", "blocked", "fixed", "deferred"]),
  /** One line a person reads first: "backend is down at ... (connection refused), 14 tests not run". */
  headline: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().nonnegative(),
  config: z.string(),
  preflight: preflightResultSchema,
  services: z.array(serviceResultSchema),
  tiers: z.array(tierResultSchema),
  tests: z.array(testResultSchema),
  groups: z.array(groupSchema).default([]),
  attempts: z.array(attemptSchema).default([]),
  trust: trustSchema.default({ score: null, agreed: 0, total: 0 }),
  breaker: breakerSchema.default({ state: "closed", reason: null }),
  run: runContextSchema.nullable().default(null),
  /** The guards over all attempts of the run (fix mode); absent before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** Absent in results written before it, and in fix runs. */
  phases: phasesSchema.nullable().default(null),
  /** Fix mode: one sentence saying what the agent could reach over the network, and the key. */
  agentNetwork: z.string().optional(),
  /** A sharded verify's legs; absent when one runner ran every test. */
  shards: shardsReportSchema.optional(),
});

export type TestStatus = z.infer<typeof testStatusSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;
export type TestResult = z.infer<typeof testResultSchema>;
export type ServiceResult = z.infer<typeof serviceResultSchema>;
export type PreflightResult = z.infer<typeof preflightResultSchema>;
export type TierResult = z.infer<typeof tierResultSchema>;
export type Phases = z.infer<typeof phasesSchema>;
export type Claim = z.infer<typeof claimSchema>;
export type Group = z.infer<typeof groupSchema>;
export type GroupTriage = z.infer<typeof groupTriageSchema>;
export type Rejection = z.infer<typeof rejectionSchema>;
export type Attempt = z.infer<typeof attemptSchema>;
export type AttemptNetwork = z.infer<typeof attemptNetworkSchema>;
export type GuardReport = z.infer<typeof guardReportSchema>;
export type Trust = z.infer<typeof trustSchema>;
export type Breaker = z.infer<typeof breakerSchema>;
export type RunContext = z.infer<typeof runContextSchema>;
export type Results = z.infer<typeof resultsSchema>;
export type ShardsReport = z.infer<typeof shardsReportSchema>;
export type Outcome = Results["outcome"];
