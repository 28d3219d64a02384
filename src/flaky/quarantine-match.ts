import { lookUpAlias } from "../ids/aliases.js";
import type { TestResult } from "../results/schema.js";
import type { QuarantineList } from "./quarantine-list.js";

/** What results.json records of a quarantined test: since when, and why. */
export interface QuarantineMark {
  since: string;
  reason: string;
}

type Identified = Pick<TestResult, "id" | "runnerId" | "formerId">;

/**
 * The entry of a history list (quarantine.json, flakes.json) each test has, by test id. An
 * entry names a test by its printed id (or the runner's own id, or the id an earlier fix-loop
 * printed for it); failing that, by its alias,
 * when the alias names exactly one of the tests (a short alias of a large suite can start two
 * ids' hashes: then neither).
 */
export function matchListed<Entry extends { id: string; alias: string }>(
  entries: readonly Entry[],
  tests: readonly Identified[],
): Map<string, Entry> {
  const byId = new Map<string, string>();
  for (const test of tests) {
    byId.set(test.id, test.id);
    if (test.runnerId && !byId.has(test.runnerId)) byId.set(test.runnerId, test.id);
  }
  for (const test of tests) {
    if (test.formerId && !byId.has(test.formerId)) byId.set(test.formerId, test.id);
  }
  const ids = tests.map((test) => test.id);
  const matched = new Map<string, Entry>();
  for (const entry of entries) {
    const lookup = lookUpAlias(entry.alias, ids);
    const id = byId.get(entry.id) ?? ("found" in lookup ? lookup.found : undefined);
    if (id && !matched.has(id)) matched.set(id, entry);
  }
  return matched;
}

/** The tests with each quarantined one marked; the status the runner gave is kept. */
export function markQuarantined(
  tests: readonly TestResult[],
  list: QuarantineList | null | undefined,
): TestResult[] {
  if (!list || list.tests.length === 0) return [...tests];
  const marks = matchListed(list.tests, tests);
  return tests.map((test) => {
    const entry = marks.get(test.id);
    const mark: QuarantineMark | null = entry ? { since: entry.since, reason: entry.reason } : null;
    return mark ? { ...test, quarantined: mark } : test;
  });
}

/** A failure that counts: a failed (or deferred) test that is not quarantined. */
export function failsTheRun(test: Pick<TestResult, "status" | "quarantined">): boolean {
  return (test.status === "failed" || test.status === "deferred") && !test.quarantined;
}

/** A quarantined test whose failure was set aside. */
export function failedInQuarantine(test: Pick<TestResult, "status" | "quarantined">): boolean {
  return Boolean(test.quarantined) && (test.status === "failed" || test.status === "deferred");
}
