import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  array,
  literal,
  number,
  object,
  string,
  union
} from "./cli-chunk-KUUEXE4X.js";

// src/flaky/quarantine-list.ts
var HISTORY_REF = "refs/fix-loop/history";
var quarantinedTestSchema = object({
  /** The test's id as fix-loop prints it (the key verify matches against). */
  id: string().min(1),
  /** Its stable alias (`T-3F2A`), for people reading the list. */
  alias: string().min(1),
  /** When it was quarantined, ISO 8601. */
  since: string(),
  /** Why, in words with the numbers: rate, lower bound, runs seen. */
  reason: string(),
  /** Observed flake rate over the window, 0..1. */
  rate: number().min(0).max(1),
  /** Wilson lower bound of the rate, 0..1: what the rule compared with `quarantine-at`. */
  lowerBound: number().min(0).max(1),
  /** Runs in the window the rate is over. */
  runs: number().int().nonnegative(),
  /** Who put it there: the rule, or a maintainer's `/fix quarantine`. */
  by: union([literal("rule"), string().regex(/^@/)])
});
var quarantineListSchema = object({
  version: literal(1),
  tests: array(quarantinedTestSchema)
});
function parseQuarantineList(text, source) {
  return parseHistoryFile(quarantineListSchema, text, source);
}
function parseHistoryFile(schema, text, source) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${source} is not JSON (${error.message}); the app rewrites it on its next run`
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join(".") || "(top)"}: ${issue?.message}`);
  }
  return parsed.data;
}
var flakeSummarySchema = object({
  id: string().min(1),
  alias: string().min(1),
  rate: number().min(0).max(1),
  lowerBound: number().min(0).max(1),
  runs: number().int().nonnegative(),
  flakes: number().int().nonnegative(),
  /** Commits (full sha) where it flaked, newest first, at most 20. */
  commits: array(string()).max(20),
  firstFlakeAt: string().nullable(),
  lastFlakeAt: string().nullable(),
  /** The latest failing attempt's evidence, bounded and redacted as results.json keeps it. */
  lastFailure: object({
    commit: string(),
    at: string(),
    message: string().nullable(),
    excerpt: string()
  }).nullable()
});
var flakesFileSchema = object({
  version: literal(1),
  tests: array(flakeSummarySchema)
});

export {
  HISTORY_REF,
  parseQuarantineList
};
