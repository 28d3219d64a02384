import type { Group, TestResult } from "../../results/schema.js";
import { type Culprit, culpritOf } from "../culprit.js";
import { SourceReader } from "../frames/source-names.js";
import { reportsAFailure } from "./failure-reporters.js";
import { framedKeys, unitCulprit } from "./helper-name.js";
import { blamelessInSource, isNamedProjectFunction } from "./localise.js";
import { rankAll } from "./ochiai.js";
import { MIN_PASSING } from "./passing-sample.js";

/**
 * The one function that explains every group of a tier's failures, when there is one: every
 * covered failing test of those groups called it (all but a few: MISSED_SHARE), and at most a
 * share of the covered passing tests did. A bug in a function the library builds everything on breaks things downstream in
 * several ways (yaml's `YAMLMap.create` storing a pair as a key: 78 crashes in `stringify`, 33
 * wrong values, 2 crashes in `addPairToJSMap`); the stacks and the spectrum of each group name
 * where each symptom showed. Two bugs seldom have such a function: on the benchmark's two-bug
 * trees, what all their failures called, 60-100 % of the passing tests called too (a parser
 * every input goes through, a one-line `isUndefined`).
 *
 * Returns the culprit and the failing tests it explains (those of the groups with coverage);
 * null when fewer than two such groups, too few passing tests to judge, or no such function.
 */
export function oneCause(
  groups: readonly Group[],
  tests: readonly TestResult[],
  coverage: ReadonlyMap<string, ReadonlySet<string>>,
  root?: string,
): { culprit: Culprit; tests: Set<string> } | null {
  const tiers = new Set(groups.map((group) => group.tier));
  if (tiers.size !== 1) return null;
  const covered = groups.filter((group) => group.tests.some((id) => coverage.has(id)));
  if (covered.length < 2) return null;
  const failingIds = covered.flatMap((group) => group.tests.filter((id) => coverage.has(id)));
  const passingIds = tests
    .filter((test) => test.status === "passed" && tiers.has(test.tier) && coverage.has(test.id))
    .map((test) => test.id);
  if (passingIds.length < MIN_PASSING) return null;

  const source = root ? new SourceReader(root) : null;
  const project = (functions: ReadonlySet<string> | undefined) =>
    new Set([...(functions ?? [])].filter(isNamedProjectFunction));
  const failing = new Map(failingIds.map((id) => [id, project(coverage.get(id))]));
  const passing = new Map(passingIds.map((id) => [id, project(coverage.get(id))]));
  const maxPassing = Math.floor(passingIds.length * MAX_PASSING_SHARE);
  const missed = Math.floor(failing.size * MISSED_SHARE);
  const explains = rankAll(failing, passing).filter(
    (suspect) =>
      suspect.failed >= failing.size - missed &&
      suspect.passed <= maxPassing &&
      !reportsAFailure(source, suspect.fn) &&
      !(source && blamelessInSource(source, suspect.fn, root)),
  );
  // Of the functions that explain every group, one a group's stack shows failing is the witness
  // the spectrum is not: light-my-request's `serializeHeaders` threw the TypeError of 111 of 117
  // failures, and `Response.writeHead`, which calls it, ranked first over all 117.
  const failedAt = new Set(
    groups.flatMap((group) =>
      group.triage?.culprit?.source === "frame"
        ? [culpritOf(group.triage.culprit.file, group.triage.culprit.function, "frame", root).key]
        : [],
    ),
  );
  const witnessed = explains.find((suspect) =>
    failedAt.has(unitCulprit(suspect.fn, new Set(), root).key),
  );
  const best = witnessed ?? explains[0];
  if (!best) return null;
  // A group joins when most of its covered tests called the function: one whose tests did not
  // is another cause, however few its failures.
  const joined = covered.filter((group) => {
    const ids = group.tests.filter((id) => failing.has(id));
    return ids.filter((id) => failing.get(id)?.has(best.fn)).length * 2 > ids.length;
  });
  if (joined.length < 2) return null;
  const failed = tests.filter((test) => failing.has(test.id));
  return {
    culprit: { ...unitCulprit(best.fn, framedKeys(failed, root), root), score: best.score },
    tests: new Set(joined.flatMap((group) => group.tests)),
  };
}

/**
 * The share of the covered failures that may not have called it: a test whose coverage began
 * after what it failed on ran (yaml: a document parsed in a `beforeEach`, whose test ran only
 * its `toString`) says nothing against it.
 */
const MISSED_SHARE = 0.02;

/** The share of the passing tests past which a function is common ground, not one cause. */
const MAX_PASSING_SHARE = 0.3;
