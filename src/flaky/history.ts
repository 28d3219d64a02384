import * as z from "zod";
import type { TestResult } from "../results/schema.js";
import { withRenamedTests } from "./history-renames.js";
import { quarantinedTestSchema } from "./quarantine-list.js";

/**
 * history.json, on the history ref beside quarantine.json and flakes.json: each test's outcome
 * in the repository's last runs, one character per run, aligned with `runs` (oldest first), so a
 * 2,000-test suite over a 50-run window is about 200 kB whatever the number of runs seen.
 *
 *   P passed   F failed (also deferred, fixed: it failed at that commit)   K flaky (failed,
 *   then passed on a re-run in the same run)   S skipped or blocked   . not in that run
 */
export const HISTORY_FILE = "history.json";

export type Outcome = "P" | "F" | "K" | "S" | ".";

export const runEntrySchema = z.object({
  /** The workflow run's id. */
  id: z.string(),
  sha: z.string(),
  /** When the run's results were finished, ISO 8601: runs are ordered by it, then by id. */
  at: z.string(),
  /** The branch, or `pull/N` for a pull request's run. */
  ref: z.string(),
});

export const failureEvidenceSchema = z.object({
  commit: z.string(),
  at: z.string(),
  message: z.string().nullable(),
  excerpt: z.string(),
});

export const historySchema = z.object({
  version: z.literal(1),
  runs: z.array(runEntrySchema),
  /** Test id -> one outcome character per entry of `runs`. */
  tests: z.record(z.string(), z.string()),
  /** The latest failing attempt of each test that failed or flaked in the window. */
  evidence: z.record(z.string(), failureEvidenceSchema).default({}),
  /** The quarantine as quarantine.json publishes it; kept here so one file is read back. */
  quarantine: z.array(quarantinedTestSchema).default([]),
  /** Test id -> when it was last released: only runs after it count towards quarantining again. */
  released: z.record(z.string(), z.string()).default({}),
});

export type History = z.infer<typeof historySchema>;
export type RunEntry = z.infer<typeof runEntrySchema>;
export type FailureEvidence = z.infer<typeof failureEvidenceSchema>;

export const EMPTY_HISTORY: History = {
  version: 1,
  runs: [],
  tests: {},
  evidence: {},
  quarantine: [],
  released: {},
};

/** One run as the history takes it: its entry and each test's outcome and failing evidence. */
export interface RunOutcomes {
  run: RunEntry;
  outcomes: Map<string, Outcome>;
  evidence: Map<string, FailureEvidence>;
  /** Former id -> the id the run gave the same test (results.json's `formerId`). */
  renames?: Map<string, string>;
}

const OUTCOME_OF_STATUS: Record<string, Outcome> = {
  passed: "P",
  failed: "F",
  deferred: "F",
  fixed: "F",
  flaky: "K",
  skipped: "S",
  blocked: "S",
};

/** Evidence excerpts kept per test: enough to recognise the failure; the run has the rest. */
const EXCERPT_CHARS = 1500;
/** Tests whose failing evidence is kept, the most recent first. */
const EVIDENCE_KEPT = 300;

/** A run's results as history outcomes (a status fix-loop does not know yet reads as skipped). */
export function outcomesOf(run: RunEntry, tests: readonly TestResult[]): RunOutcomes {
  const outcomes = new Map<string, Outcome>();
  const evidence = new Map<string, FailureEvidence>();
  const renames = new Map<string, string>();
  for (const test of tests) {
    const outcome = OUTCOME_OF_STATUS[test.status] ?? "S";
    outcomes.set(test.id, outcome);
    if (test.formerId) renames.set(test.formerId, test.id);
    if ((outcome === "F" || outcome === "K") && test.evidence) {
      const excerpt = test.evidence.excerpt;
      evidence.set(test.id, {
        commit: run.sha,
        at: run.at,
        message: test.evidence.message,
        excerpt: excerpt.length > EXCERPT_CHARS ? `…${excerpt.slice(-EXCERPT_CHARS)}` : excerpt,
      });
    }
  }
  return { run, outcomes, evidence, renames };
}

const byTime = (a: RunEntry, b: RunEntry): number =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The history with one more run, at its place in time, cut to the last `window` runs. A run
 * already in it changes nothing, so a redelivery, or a retry after another copy wrote first,
 * is applied once; any order of the same runs gives the same history. A test the run reports
 * under a new id takes over its former id's row first (history-renames.ts).
 */
export function withRun(seen: History, added: RunOutcomes, window: number): History {
  if (seen.runs.some((run) => run.id === added.run.id)) return seen;
  const current = new Set(added.outcomes.keys());
  const history = withRenamedTests(seen, added.renames ?? new Map(), current);
  const runs = [...history.runs, added.run].sort(byTime);
  const at = runs.indexOf(added.run);
  const width = history.runs.length;
  const tests: Record<string, string> = {};
  const ids = new Set([...Object.keys(history.tests), ...added.outcomes.keys()]);
  for (const id of ids) {
    const row = history.tests[id] ?? ".".repeat(width);
    tests[id] = row.slice(0, at) + (added.outcomes.get(id) ?? ".") + row.slice(at);
  }
  const evidence = { ...history.evidence };
  for (const [id, latest] of added.evidence) {
    const known = evidence[id];
    if (!known || known.at <= latest.at) evidence[id] = latest;
  }
  return trimmed({ ...history, runs, tests, evidence }, window);
}

/**
 * The last `window` runs; tests with no outcome left, evidence of tests that no longer fail, and
 * releases older than every run kept go.
 */
function trimmed(history: History, window: number): History {
  const cut = Math.max(0, history.runs.length - window);
  const tests: Record<string, string> = {};
  for (const [id, row] of Object.entries(history.tests)) {
    const kept = row.slice(cut);
    if (/[^.]/.test(kept)) tests[id] = kept;
  }
  const evidence = Object.fromEntries(
    Object.entries(history.evidence)
      .filter(([id]) => /[FK]/.test(tests[id] ?? ""))
      .sort(([, a], [, b]) => (a.at < b.at ? 1 : -1))
      .slice(0, EVIDENCE_KEPT),
  );
  const runs = history.runs.slice(cut);
  // A release before the window's oldest run no longer excludes any run from the count.
  const oldest = runs[0]?.at ?? "";
  const released = Object.fromEntries(
    Object.entries(history.released).filter(([id, at]) => tests[id] !== undefined && at >= oldest),
  );
  return { ...history, runs, tests, evidence, released };
}

/** history.json from its text; a clear error that names the file when it does not parse. */
export function parseHistory(text: string, source: string): History {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not JSON (${(error as Error).message})`);
  }
  const parsed = historySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join(".") || "(top)"}: ${issue?.message}`);
  }
  return parsed.data;
}
