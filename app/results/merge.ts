import type { Attempt, Group, Outcome, Results, TestResult } from "../../src/results/schema.js";

/**
 * One run can upload several results: the verify job's `fix-loop-results` and one
 * `fix-loop-results-<group>` per fix job of a matrix. This folds them into one view of the run:
 * a group's status and tests come from the fix job that worked on it, attempts and fix PRs are
 * gathered from all, trust and the outcome are recomputed.
 */
export function mergeResults(all: Results[]): Results | null {
  const [base, ...rest] = all;
  if (!base) return null;
  if (rest.length === 0) return base;

  const groups = new Map<string, Group>(base.groups.map((group) => [group.id, group]));
  const tests = new Map<string, TestResult>(base.tests.map((test) => [test.id, test]));
  const attempts = new Map<string, Attempt>();
  for (const results of all) {
    for (const attempt of results.attempts)
      attempts.set(`${attempt.group}:${attempt.attempt}`, attempt);
  }
  for (const results of rest) {
    for (const group of results.groups) {
      const known = groups.get(group.id);
      if (!known || rank(group) > rank(known)) groups.set(group.id, group);
      // The fix job's run of these tests is the later word on them.
      for (const id of group.tests) {
        const test = results.tests.find((candidate) => candidate.id === id);
        if (test) tests.set(id, test);
      }
    }
  }
  const mergedAttempts = [...attempts.values()];
  const agreed = mergedAttempts.filter((attempt) => attempt.agreed).length;
  const mergedGroups = [...groups.values()];
  const fixPullRequests = all.flatMap((results) => results.run?.fixPullRequests ?? []);
  const outcome = outcomeOf(base.outcome, mergedGroups);
  const fixed = mergedGroups.filter((group) => group.status === "fixed").length;
  const deferred = mergedGroups.filter((group) => group.status === "deferred").length;
  return {
    ...base,
    mode: all.some((results) => results.mode === "fix") ? "fix" : base.mode,
    outcome,
    headline: `${base.headline}; fix jobs: ${fixed} fixed, ${deferred} deferred`,
    finishedAt:
      all
        .map((results) => results.finishedAt)
        .sort()
        .at(-1) ?? base.finishedAt,
    tests: [...tests.values()],
    groups: mergedGroups,
    attempts: mergedAttempts,
    trust: {
      score: mergedAttempts.length > 0 ? agreed / mergedAttempts.length : null,
      agreed,
      total: mergedAttempts.length,
    },
    run: base.run ? { ...base.run, fixPullRequests } : base.run,
  };
}

/** How far along a group's status is: a fix job's verdict outranks the verify job's "open". */
function rank(group: Group): number {
  return { open: 0, skipped: 1, deferred: 2, fixed: 3 }[group.status];
}

function outcomeOf(base: Outcome, groups: Group[]): Outcome {
  if (base === "blocked" || base === "passed") return base;
  if (groups.some((group) => group.status === "open" || group.status === "skipped"))
    return "failed";
  if (groups.some((group) => group.status === "deferred")) return "deferred";
  return groups.length > 0 ? "fixed" : base;
}
