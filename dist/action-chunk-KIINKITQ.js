import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  partialRecord,
  record,
  string
} from "./action-chunk-BM5MFDKU.js";

// src/results/schema.ts
var testStatusSchema = _enum([
  "passed",
  "failed",
  "blocked",
  "flaky",
  "skipped",
  "fixed",
  "deferred"
]);
var locationSchema = object({
  file: string(),
  line: number().int().positive().nullable()
});
var evidenceSchema = object({
  exitCode: number().int().nullable(),
  signal: string().nullable(),
  timedOut: boolean(),
  durationMs: number().nonnegative(),
  /** The PASS:/FAIL:/EVIDENCE: lines a script printed, or a JUnit failure message. */
  summary: array(string()),
  /** Combined output, ANSI-stripped, redacted, head and tail kept with the middle elided. */
  excerpt: string(),
  outputBytes: number().int().nonnegative(),
  truncated: boolean(),
  /** The one line that best says what went wrong; triage hashes its masked form. */
  message: string().nullable(),
  location: locationSchema.nullable(),
  /**
   * What a test runner's report said of the test (JUnit: <failure>, <error> or <skipped>, with
   * its type and message attributes); null for a script, which has its exit code instead.
   */
  reported: object({
    outcome: _enum(["failure", "error", "skipped"]),
    type: string().nullable(),
    message: string().nullable()
  }).nullable().optional()
});
var testResultSchema = object({
  id: string(),
  title: string(),
  tier: string(),
  status: testStatusSchema,
  durationMs: number().nonnegative(),
  /**
   * The tier kind that ran the test ("script", "junit", ...): data, so results written by a
   * newer fix-loop with more kinds still parse. The engine checks it against its registry.
   */
  kind: string().min(1),
  /** The script path or the JUnit report it came from, relative to the project root. */
  file: string(),
  requires: array(string()).default([]),
  /** The test's id in its runner's own terms (a pytest node id), when it has one. */
  runnerId: string().nullable().optional(),
  /**
   * The id an earlier fix-loop gave this test, where it was another (node:test's `test > rounds`):
   * history and quarantine entries under it still name the test.
   */
  formerId: string().optional(),
  /** The exact command that re-runs this test alone, from the project root. */
  run: string().nullable().optional(),
  /**
   * False when `run` runs more than this test: the tier's whole command (the runner cannot select
   * it), or a selection another test of the run shares (src/junit/shared-run-lines.ts).
   */
  runsAlone: boolean().optional(),
  /** Runs made: 1, or more when a failure was re-run to check for flakiness. */
  runs: number().int().nonnegative(),
  /**
   * In words: why the test did not run (blocked, skipped), why it is flaky, or why a failure
   * was not re-run (another with its signature failed again).
   */
  reason: string().nullable().default(null),
  /**
   * Skipped as pytest's xfail reports it: the test ran and failed, as its mark says it should. It
   * fails nothing, and it is not a test that did not run. Absent otherwise.
   */
  expectedToFail: boolean().optional(),
  evidence: evidenceSchema.nullable(),
  /**
   * On the quarantine list the app keeps (src/flaky/quarantine-list.ts): the test ran and its
   * status is the runner's, but a failure of it fails neither its tier nor the run. Absent: not
   * quarantined.
   */
  quarantined: object({ since: string(), reason: string() }).optional()
});
var serviceResultSchema = object({
  name: string(),
  probe: string(),
  healthy: boolean(),
  started: boolean(),
  waitedMs: number().nonnegative(),
  error: string().nullable(),
  outputTail: string().nullable().default(null)
});
var preflightResultSchema = object({
  ok: boolean(),
  problems: array(
    object({
      // model: fix's gate on the agent's credential (src/agent/model-access.ts).
      kind: _enum(["env", "file", "command", "model"]),
      name: string(),
      message: string()
    })
  )
});
var tierResultSchema = object({
  name: string(),
  gate: _enum(["hard", "soft"]).describe(
    "The tier's on-failure setting under its v1 name: hard = a failure stopped later tiers (on-failure: stop), soft = they ran (continue)"
  ),
  status: _enum(["passed", "failed", "blocked", "skipped"]),
  durationMs: number().nonnegative(),
  counts: partialRecord(testStatusSchema, number().int().nonnegative()),
  /** Why the tier did not run, or what went wrong with its command. */
  reason: string().nullable().default(null)
});
var claimSchema = object({
  status: _enum(["fixed", "not_fixed"]),
  root_cause: string(),
  files_changed: array(string()),
  tests_run: array(string()),
  reasoning: string()
});
var groupTriageSchema = object({
  /** The project function the group's failures are blamed on, when one was found. */
  culprit: object({
    file: string(),
    function: string(),
    /**
     * frame: deepest project frame of the stack; coverage: Ochiai over re-run tests; change:
     * a function changed since the base commit that the failures ran (stack or coverage).
     */
    source: _enum(["frame", "coverage", "change"]),
    score: number().min(0).max(1).optional(),
    /**
     * Functions coverage ranks close behind it (at least 0.9 of its score, three at most):
     * the spectrum hardly parts them from it, often a caller or a callee it always runs.
     */
    closeBehind: array(
      object({
        file: string(),
        function: string(),
        score: number().min(0).max(1)
      })
    ).optional()
  }).nullable(),
  /** Ids of first-pass groups folded into this one because their tests share the culprit. */
  merged: array(string()).default([]),
  /** Other signature ids its tests have when no coverage is at hand (a later re-run). */
  signatures: array(string()).default([]),
  /** Why it was not merged with the other groups, in words; null when it is the only one. */
  keptApart: string().nullable().default(null),
  /**
   * Where the function the signature names came from: the failure's stack (frame), or, when no
   * frame named one, coverage or a change since the base. Absent when it names none.
   */
  signatureFrom: _enum(["frame", "coverage", "change"]).optional()
});
var groupSchema = object({
  /** Hash of the masked signature: stable across runs and machines. */
  id: string(),
  signature: string(),
  tier: string(),
  tests: array(string()),
  /** open: failing and not attempted (verify mode). */
  status: _enum(["open", "fixed", "deferred", "skipped"]),
  reason: string().nullable().default(null),
  triage: groupTriageSchema.optional()
});
var rejectionSchema = _enum([
  "tamper",
  "regression",
  "no_change",
  "error",
  "timeout",
  "budget"
]);
var guardReportSchema = object({
  mode: _enum(["observe", "warn", "block"]),
  /** Guard name (protected-path, repeat, failure-limit, progress-gate) to times it fired. */
  fired: record(string(), number().int().nonnegative())
});
var attemptNetworkSchema = object({
  reached: array(string()).default([]),
  blocked: array(object({ target: string(), reason: string() })).default([]),
  /** Packets sent around the proxy toward an address the namespace has no route to (not named: the kernel drops them). */
  unroutable: number().int().nonnegative().default(0)
});
var attemptSchema = object({
  group: string(),
  attempt: number().int().positive(),
  strategy: string(),
  claim: claimSchema.nullable(),
  verified: object({
    passed: boolean(),
    tests: record(string(), testStatusSchema),
    regressions: array(string())
  }),
  agreed: boolean(),
  rejected: rejectionSchema.nullable(),
  detail: string().nullable().default(null),
  filesChanged: array(string()),
  diffStat: string().default(""),
  toolCalls: number().int().nonnegative().default(0),
  costUsd: number().nonnegative(),
  turns: number().int().nonnegative(),
  sessionId: string().nullable(),
  durationMs: number().nonnegative(),
  /** Size of the prompt the agent got, in UTF-8 bytes. */
  promptBytes: number().int().nonnegative().default(0),
  /** Wall time of the agent's session alone. */
  agentMs: number().nonnegative().default(0),
  /** From the end of the agent's session to the engine's verdict (the checks and re-runs). */
  verifyMs: number().nonnegative().default(0),
  /** Set when the verified change was committed (--commit, or the Action's fix branch). */
  commit: string().nullable().default(null),
  /** Where the engine's two witnesses of the session (claude's stream, the hook ledger) disagreed. */
  distrust: array(string()).default([]),
  /** Processes the attempt left running (double-forked, disowned), found by their marker and killed. */
  killedProcesses: array(object({ pid: number().int(), command: string() })).default([]),
  /** Absent in results written before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** What the attempt's processes asked fix-loop's proxy for besides the model; absent where nothing watched. */
  network: attemptNetworkSchema.optional(),
  /**
   * False when the model never answered the session (the API refused it, or could not be
   * reached): the attempt says nothing of the agent, so trust leaves it out. Absent: answered.
   */
  modelAnswered: boolean().optional()
});
var trustSchema = object({
  score: number().min(0).max(1).nullable(),
  agreed: number().int().nonnegative(),
  total: number().int().nonnegative()
});
var breakerSchema = object({
  state: _enum(["closed", "half-open", "open"]),
  reason: string().nullable()
});
var runContextSchema = object({
  repository: string().nullable(),
  sha: string().nullable(),
  ref: string().nullable(),
  runId: string().nullable(),
  runUrl: string().nullable(),
  pullRequest: number().int().nullable(),
  fixPullRequests: array(object({ group: string(), url: string(), number: number().int() })).default([])
});
var phasesSchema = object({
  /** Asking the runners which tests they have, before any ran (`--tests` of ids only they know). */
  listingMs: number().nonnegative().optional(),
  firstRunMs: number().nonnegative(),
  retryMs: number().nonnegative(),
  /** Coverage runs triage started, after the tests' own runs. */
  coverageMs: number().nonnegative(),
  /**
   * Coverage the runner's hooks took inside the first runs and re-runs (already counted in
   * `firstRunMs` and `retryMs`): the takes and their records, not the slower code between them.
   */
  coverageInRunsMs: number().nonnegative().optional(),
  /** Triage's own work (signatures, groups, culprits), the coverage runs left out. */
  triageMs: number().nonnegative(),
  /** Announcing the groups and putting the results together, after `durationMs` ends. */
  reportMs: number().nonnegative().optional()
});
var shardsReportSchema = object({
  legs: array(
    object({
      index: number().int().positive(),
      /** The leg's whole run, gates and services included. */
      durationMs: number().nonnegative(),
      /** Its tiers' time: what the split balances. */
      testsMs: number().nonnegative(),
      tests: number().int().nonnegative()
    })
  ),
  /** The slowest leg's tiers' time over the legs' mean, less one: 0.15 is 15 % over. */
  spread: number().nonnegative(),
  /** How each tier's tests were split: by-time, by-count, runner-option, every-leg, one-leg. */
  splits: array(object({ tier: string(), how: string() })),
  /** The merge's own time, triage included. */
  mergeMs: number().nonnegative()
});
var resultsSchema = object({
  version: literal(1),
  tool: object({ name: literal("fix-loop"), version: string() }),
  mode: _enum(["verify", "fix"]),
  outcome: _enum(["passed", "failed", "blocked", "fixed", "deferred"]),
  /** One line a person reads first: "backend is down at ... (connection refused), 14 tests not run". */
  headline: string(),
  startedAt: string(),
  finishedAt: string(),
  durationMs: number().nonnegative(),
  config: string(),
  preflight: preflightResultSchema,
  services: array(serviceResultSchema),
  tiers: array(tierResultSchema),
  tests: array(testResultSchema),
  groups: array(groupSchema).default([]),
  attempts: array(attemptSchema).default([]),
  trust: trustSchema.default({ score: null, agreed: 0, total: 0 }),
  breaker: breakerSchema.default({ state: "closed", reason: null }),
  run: runContextSchema.nullable().default(null),
  /** The guards over all attempts of the run (fix mode); absent before guard modes existed. */
  guards: guardReportSchema.optional(),
  /** Absent in results written before it, and in fix runs. */
  phases: phasesSchema.nullable().default(null),
  /** Fix mode: one sentence saying what the agent could reach over the network, and the key. */
  agentNetwork: string().optional(),
  /** A sharded verify's legs; absent when one runner ran every test. */
  shards: shardsReportSchema.optional()
});

export {
  testResultSchema,
  serviceResultSchema,
  preflightResultSchema,
  tierResultSchema,
  claimSchema,
  guardReportSchema,
  resultsSchema
};
