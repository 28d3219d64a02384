import type { DashboardState } from "../dashboard/state.js";
import type { CommentSnapshot } from "../github/snapshots.js";
import type { GroupState } from "../groups/state.js";
import type { SummaryState } from "../markdown/pull-request-summary.js";
import type { AppSettings } from "../settings.js";
import { fixesInProgress, sameFix } from "./in-progress.js";
import * as replies from "./replies.js";
import { resolveFixAliases } from "./resolve-aliases.js";
import type { FixTarget } from "./target.js";

export interface FixRequest {
  login: string;
  tests: string[] | "all";
  strategy: string | null;
  target: FixTarget;
  settings: AppSettings;
  /** The dashboard; null when the PR's summary holds all the command needs (see summaryAnswers). */
  dashboard: DashboardState | null;
  /** The sticky summary of the PR's latest run, when the command is on a PR. */
  summary: SummaryState | null;
  /** The group's state, when the command is on a group's issue. */
  group: GroupState | null;
  /** The thread's comments: the app's dispatch replies say which fixes are in progress. */
  comments: CommentSnapshot[];
  /** When the command was written. */
  commentedAt: string;
  runsUrl: string;
  now: Date;
}

export interface CappedGroup {
  tests: string[];
  attempts: number;
}

export interface Dispatch {
  tests: string[];
  sha: string;
  ref: string;
  strategy: string | null;
  /** Groups `/fix all` left out because they reached the attempt cap. */
  skipped: CappedGroup[];
}

export type FixDecision = { refuse: string } | { dispatch: Dispatch };

/**
 * Whether a `/fix` may start a run, and for which tests; every refusal says why in words.
 * Pure: the handler gathers the facts, this decides.
 */
export function decideFix(request: FixRequest): FixDecision {
  const { login, target, settings, dashboard, summary, group } = request;
  if (target.fromFork) return { refuse: replies.forkRefusal(login) };
  if (target.closed) return { refuse: replies.closedRefusal(login) };
  if (movedAfter(target, request.commentedAt))
    return { refuse: replies.movedRefusal(login, target.sha) };

  const known = new Set([
    ...Object.keys(dashboard?.knownTests ?? {}),
    ...(summary?.groups.flatMap((g) => g.tests) ?? []),
    ...(group?.tests ?? []),
  ]);
  if (known.size === 0) return { refuse: replies.noResultsRefusal(login, settings.workflow) };

  const max = settings["max-attempts"];
  let tests: string[];
  let skipped: CappedGroup[] = [];
  if (request.tests === "all") {
    const candidates = failingGroups(request);
    if (candidates.length === 0) return { refuse: replies.nothingToFixRefusal(login) };
    skipped = candidates.filter((g) => g.attempts >= max);
    tests = [...new Set(candidates.filter((g) => g.attempts < max).flatMap((g) => g.tests))];
    if (tests.length === 0) return { refuse: replies.capRefusal(login, skipped, max) };
  } else {
    const resolved = resolveFixAliases(request.tests, {
      tests: [...known],
      groups: knownGroups(request),
    });
    if ("ambiguous" in resolved)
      return { refuse: replies.ambiguousAliasRefusal(login, resolved.ambiguous, resolved.names) };
    tests = resolved.tests;
    const unknown = tests.filter((id) => !known.has(id));
    if (unknown.length > 0)
      return { refuse: replies.unknownTestsRefusal(login, unknown, [...known].sort()) };
    const over = groupsOf(tests, request).filter((g) => g.attempts >= max);
    if (over.length > 0) return { refuse: replies.capRefusal(login, over, max) };
  }

  const open = fixesInProgress(request.comments, lastRunFinishedAt(request), request.now);
  if (sameFix(open, target.sha, tests)) {
    return { refuse: replies.inProgressRefusal(login, tests, target.sha, request.runsUrl) };
  }
  return {
    dispatch: { tests, sha: target.sha, ref: target.ref, strategy: request.strategy, skipped },
  };
}

/**
 * The command approved the code as it was when it was written; a push after it would be fixed
 * (with the repository's secrets) without anyone having looked. GitHub's clock on both sides:
 * the comment's created_at, the head repository's pushed_at (server-side, not the commit dates a
 * pusher chooses). pushed_at covers every branch of the head repository, so a push elsewhere in
 * the seconds between the comment and its handling refuses too: the safe side, "comment again".
 * Times are whole seconds: a push in the comment's own second cannot be ordered and counts as
 * before it.
 */
function movedAfter(target: FixTarget, commentedAt: string): boolean {
  if (!target.movedAt) return false;
  const moved = Date.parse(target.movedAt);
  const commented = Date.parse(commentedAt);
  return Number.isFinite(moved) && Number.isFinite(commented) && moved > commented;
}

/**
 * Whether the PR's summary answers the command without the dashboard: it has groups, records
 * every group's attempts (summaries of older versions do not) and names every test the command
 * asks for (a test outside its groups may still be one the dashboard knows).
 */
export function summaryAnswers(
  summary: SummaryState | null,
  tests: readonly string[] | "all",
): boolean {
  if (!summary || summary.groups.length === 0) return false;
  if (summary.groups.some((g) => g.attempts === undefined)) return false;
  if (tests === "all") return true;
  const named = new Set(summary.groups.flatMap((g) => g.tests));
  return tests.every((id) => named.has(id));
}

/** `/fix all`: the group on its issue; the PR's failing groups; else every open group. */
function failingGroups(request: FixRequest): CappedGroup[] {
  const { dashboard, summary, group } = request;
  if (group) return [{ tests: group.tests, attempts: group.attemptCount }];
  if (summary) {
    return summary.groups
      .filter((g) => g.status !== "fixed" && g.status !== "fix-proposed")
      .map((g) => ({ tests: g.tests, attempts: attemptsOf(g, dashboard) }));
  }
  return Object.values(dashboard?.groups ?? {}).map((g) => ({
    tests: g.tests,
    attempts: g.attempts,
  }));
}

/** A summary group's attempts: the dashboard's when read (it may be newer), else the summary's. */
function attemptsOf(g: SummaryState["groups"][number], dashboard: DashboardState | null): number {
  return dashboard?.groups[g.id]?.attempts ?? g.attempts ?? 0;
}

/** The groups holding any of the tests: the dashboard's open groups, else the PR's summary's. */
function groupsOf(tests: string[], request: FixRequest): CappedGroup[] {
  const { dashboard, summary, group } = request;
  const groups: CappedGroup[] = dashboard
    ? Object.values(dashboard.groups).map((g) => ({ tests: g.tests, attempts: g.attempts }))
    : (summary?.groups ?? []).map((g) => ({ tests: g.tests, attempts: g.attempts ?? 0 }));
  if (group) groups.push({ tests: group.tests, attempts: group.attemptCount });
  return groups.filter((g) => g.tests.some((id) => tests.includes(id)));
}

/** Every group the thread's facts name, for a `G-` alias: its issue's, the summary's, the dashboard's. */
function knownGroups(request: FixRequest): { id: string; tests: string[] }[] {
  const { dashboard, summary, group } = request;
  return [
    ...(group ? [{ id: group.group, tests: group.tests }] : []),
    ...(summary?.groups ?? []),
    ...Object.entries(dashboard?.groups ?? {}).map(([id, g]) => ({ id, tests: g.tests })),
  ];
}

/** When the thread's latest run finished: the PR's summary, or the group issue's last run. */
export function lastRunFinishedAt(facts: {
  summary: SummaryState | null;
  group: GroupState | null;
}): string | null {
  return facts.summary?.at ?? facts.group?.lastRun?.at ?? null;
}
