import type { Suspect } from "./ochiai.js";
import { MIN_PASSING } from "./passing-sample.js";

type Coverage = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Failures that print an error of their own (one signature group) and all ran a function few
 * passing tests run, while the spectrum of every failure together blamed them on what nearly
 * every test runs: a second bug's failures taken in by the first's. On fast-json-stringify's
 * two-bug tree, `validate`'s wrong answers throw "does not match schema definition"; all the
 * failures were blamed on `buildSingleTypeSerializer`, which 17 of 18 passing tests ran, while
 * those failures' own spectrum names a function one passing test in 18 ran. Such failures keep
 * the blame their own spectrum gives. A group that shares its culprit with the rest (a single
 * bug's symptoms, each printing its own error) is left as it was: its own spectrum names the
 * same function, or one too many passing tests run to stand apart, or the common blame is not
 * common ground (express's `query`, run by 70 % of the passing tests, keeps its four
 * symptoms together).
 */
export function symptomsWithOwnCause(
  blamed: ReadonlyMap<string, Suspect>,
  failing: Coverage,
  passing: Coverage,
  /** Each failing test's signature group. */
  symptoms: ReadonlyMap<string, string>,
  blame: (failing: Coverage) => ReadonlyMap<string, Suspect>,
): Map<string, Suspect> {
  const result = new Map(blamed);
  if (passing.size < MIN_PASSING) return result;
  const passingShare = (fn: string) =>
    [...passing.values()].filter((functions) => functions.has(fn)).length / passing.size;
  for (const group of signatureGroups(failing, symptoms)) {
    if (group.size < OWN_CAUSE_AT) continue;
    // What blamed them all first: the group's own spectrum is worked out only under common ground.
    const common = new Set([...group.keys()].map((id) => blamed.get(id)?.fn));
    if (![...common].every((other) => other !== undefined && passingShare(other) >= COMMON_SHARE))
      continue;
    const own = blame(group);
    const named = new Set([...own.values()].map((suspect) => suspect.fn));
    const [fn] = named;
    if (named.size !== 1 || fn === undefined || common.has(fn)) continue;
    if (![...group.values()].every((functions) => functions.has(fn))) continue;
    if (passingShare(fn) > RARE_SHARE) continue;
    for (const [id, suspect] of own) result.set(id, suspect);
  }
  return result;
}

function signatureGroups(
  failing: Coverage,
  symptoms: ReadonlyMap<string, string>,
): Map<string, ReadonlySet<string>>[] {
  const groups = new Map<string, Map<string, ReadonlySet<string>>>();
  for (const [id, functions] of failing) {
    const key = symptoms.get(id);
    if (key === undefined) continue;
    const group = groups.get(key) ?? new Map<string, ReadonlySet<string>>();
    group.set(id, functions);
    groups.set(key, group);
  }
  return groups.size > 1 ? [...groups.values()] : [];
}

/** Failures a signature group must hold to stand as a cause of its own. */
const OWN_CAUSE_AT = 3;

/** At most this share of the passing tests ran the group's own culprit: it is no common ground. */
const RARE_SHARE = 0.3;

/** At least this share of the passing tests ran what blamed them all: common ground. */
const COMMON_SHARE = 0.8;
