import { nearestIds } from "../config/suggest.js";
import { UserError } from "../errors.js";
import { aliasOf, idsWithAliasLike, isGroupAlias, lookUpAlias } from "../ids/aliases.js";
import { parametrizedParent } from "../ids/parametrized.js";
import { idsNamed, idsNamedLike, nameOf } from "../ids/test-names.js";
import type { TestResult } from "../results/schema.js";
import { kindOf, type TierSource } from "./tier-kinds/registry.js";
import type { PlannedTier, Selection } from "./types.js";

/** A --tests or --tier value that names nothing in the config: running zero tests would "pass". */
export class SelectionError extends UserError {
  override name = "SelectionError";
}

/**
 * Refuses a selection before any gate or service: a tier name the config lacks, or an id no
 * source can own. An id only a JUnit command not run yet might own is settled after its run
 * (unknownIdsAfterRun).
 */
export function checkSelection(plan: readonly PlannedTier[], selection: Selection = {}): void {
  tiersChosen(plan, selection);
  assignWanted(plan, selection);
}

export function tiersChosen(plan: readonly PlannedTier[], selection: Selection): PlannedTier[] {
  const names = selection.tiers ?? [];
  const unknown = names.filter((name) => !plan.some((tier) => tier.name === name));
  if (unknown.length > 0) {
    throw new SelectionError(
      `no tier named ${unknown.map((name) => `"${name}"`).join(", ")}; the config has ${plan.map((tier) => tier.name).join(", ")}`,
    );
  }
  return names.length > 0 ? plan.filter((tier) => names.includes(tier.name)) : [...plan];
}

/**
 * Which source each wanted id belongs to: the sources that know it as theirs, else those that
 * cannot tell before running (a JUnit command not run yet). Null when everything is wanted.
 */
export function assignWanted(
  plan: readonly PlannedTier[],
  selection: Selection,
): Map<TierSource, Set<string>> | null {
  const ids = resolveAliases(plan, selection);
  if (ids.length === 0) return null;
  const sources = plan.flatMap((tier) => tier.sources);
  const assigned = new Map<TierSource, Set<string>>();
  const unknown: string[] = [];
  for (const id of ids) {
    const answers = sources.map((source) => ({ source, owns: kindOf(source).owns(source, id) }));
    const sure = answers.filter((answer) => answer.owns === true);
    const owners = sure.length > 0 ? sure : answers.filter((a) => a.owns === null);
    if (owners.length === 0) unknown.push(id);
    for (const { source } of owners) {
      assigned.set(source, (assigned.get(source) ?? new Set()).add(id));
    }
  }
  if (unknown.length > 0) throw unknownIdsError(unknown, plan);
  return assigned;
}

/**
 * The sources that cannot yet tell whether a wanted id is theirs (a JUnit command not run) and
 * can ask their runner, each with those ids: listing them first lets an unknown id be refused
 * before any tier runs.
 */
export function sourcesToList(
  plan: readonly PlannedTier[],
  selection: Selection,
): { source: TierSource; ids: string[] }[] {
  const assigned = assignWanted(plan, selection);
  if (!assigned) return [];
  return [...assigned].flatMap(([source, ids]) => {
    const kind = kindOf(source);
    const unsure = [...ids].filter((id) => kind.owns(source, id) === null);
    return kind.learnIds && unsure.length > 0 ? [{ source, ids: unsure }] : [];
  });
}

/**
 * The selection's ids with each alias (`T-3F2A`) replaced by the one id it names among the
 * tiers' known ids and the ids the caller saw printed. An id a tier knows as it is stays itself
 * (a script may be called T-1234); an alias naming two ids is refused, with the longer aliases.
 */
function resolveAliases(plan: readonly PlannedTier[], selection: Selection): string[] {
  const ids = selection.ids ?? [];
  if (ids.length === 0) return [];
  const known = [...knownIdsOf(plan), ...(selection.seenIds ?? [])];
  const exact = new Set(known);
  const names = new Set(known.map(nameOf));
  const whole = (id: string) => exact.has(id) || names.has(id);
  const resolved = rejoinedAtCommas(ids, whole).map((id) => {
    if (exact.has(id)) return id;
    const written = writtenOtherwise(id, known);
    if (written) return written;
    const renamed = renamedIdOf(plan, id);
    if (renamed) return renamed;
    if (isGroupAlias(id))
      throw new SelectionError(
        `${id} is a group's alias, and --tests takes tests (a T- alias, or an id as verify prints it): fix-loop fix --groups ${id} fixes that group; its tests are the group's \`tests\` in .fix-loop/results.json`,
      );
    const lookup = lookUpAlias(id, known);
    if ("found" in lookup) return lookup.found;
    if ("ambiguous" in lookup)
      throw new SelectionError(
        `the alias ${id} names ${lookup.ambiguous.length} tests: pass one of ${lookup.ambiguous.join(", ")}`,
      );
    const named = idsNamed(id, ownIdsOf(plan, selection));
    if (named.length === 1) return named[0] as string;
    if (named.length > 1)
      throw new SelectionError(
        `${named.length} tests are named ${id}: pass one of ${named.slice(0, NAMED_SHOWN).join(", ")}${named.length > NAMED_SHOWN ? ` and ${named.length - NAMED_SHOWN} more` : ""}`,
      );
    return subtestOfNamed(id, plan, selection) ?? id;
  });
  return [...new Set(resolved)];
}

/**
 * The one known id that `id` is, written another way: without the spaces at its ends (a list's
 * ids are trimmed, and a terminal's copy drops a line's last spaces: destr's test "{     "), with
 * a run of spaces typed as one (expressjs/cors' `describe('issue  #2')`), or with the separator
 * jest prints between a name's parts ("v35 › v3" for uuid's `v35 v3`).
 */
function writtenOtherwise(id: string, known: readonly string[]): string | null {
  const plain = plainForm(id);
  const matches = new Set(known.filter((each) => each !== id && plainForm(each) === plain));
  return matches.size === 1 ? ([...matches][0] as string) : null;
}

function plainForm(id: string): string {
  return id
    .replace(/\s+›\s+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * `TestIs/with_stack`, as `go test -run` takes it: the subtest under the one test named TestIs,
 * where its tier runs a known test's subtests (go's listing names no subtest, and a run that
 * stopped early, at a panic, learned none).
 */
function subtestOfNamed(
  id: string,
  plan: readonly PlannedTier[],
  selection: Selection,
): string | null {
  const slash = id.indexOf("/");
  if (slash <= 0) return null;
  const named = idsNamed(id.slice(0, slash), ownIdsOf(plan, selection));
  if (named.length !== 1) return null;
  const subtest = `${named[0]}${id.slice(slash)}`;
  const owned = plan.some((tier) => tier.sources.some((s) => kindOf(s).owns(s, subtest) === true));
  return owned ? subtest : null;
}

/** How many ids a refused test name lists. */
const NAMED_SHOWN = 5;

/**
 * The ids with neighbours put back together where the list was split at a comma inside one id:
 * a run of unknown ids that joined with ", " (or ",") is a known id, or a known test's bare
 * name. mocha's titles hold commas (router's "Router .param(name, fn) should 400 on invalid
 * path value"), and the runner's listing knows them whole; so do scule's test names
 * ("FOOBar => [ 'FOO', 'Bar' ]").
 */
function rejoinedAtCommas(ids: readonly string[], known: (id: string) => boolean): string[] {
  const rejoined: string[] = [];
  for (let from = 0; from < ids.length; from++) {
    const first = ids[from] as string;
    let whole: { id: string; to: number } | null = null;
    for (let to = from + 1; !known(first) && whole === null && to < ids.length; to++) {
      const parts = ids.slice(from, to + 1);
      const id = [", ", ","].map((comma) => parts.join(comma)).find(known);
      if (id) whole = { id, to };
    }
    rejoined.push(whole?.id ?? first);
    from = whole?.to ?? from;
  }
  return rejoined;
}

/** The id a tier's test has now, for an id an earlier fix-loop printed for it, or null. */
function renamedIdOf(plan: readonly PlannedTier[], id: string): string | null {
  for (const source of plan.flatMap((tier) => tier.sources)) {
    const renamed = kindOf(source).renamedId?.(source, id);
    if (renamed) return renamed;
  }
  return null;
}

/**
 * The tests' own ids, one per test: a bare name is looked up among these, where a test's
 * runner id (`tests/test_a.py::A::test`) would count it twice (cachetools: "2 tests are named
 * test" for one). With the ids the last run printed, which are the tests' own too.
 */
function ownIdsOf(plan: readonly PlannedTier[], selection?: Selection): string[] {
  const own = plan.flatMap((tier) =>
    tier.sources.flatMap((s) => (kindOf(s).ownIds ?? kindOf(s).knownIds)(s)),
  );
  return [...new Set([...own, ...(selection?.seenIds ?? [])])];
}

function knownIdsOf(plan: readonly PlannedTier[]): string[] {
  return plan.flatMap((tier) => tier.sources.flatMap((s) => kindOf(s).knownIds(s)));
}

/**
 * The wanted ids no test answered to, once every source they were given to ran cleanly (a
 * command that crashed or a tier a gate held back proves nothing either way).
 */
export function unknownIdsAfterRun(
  assigned: ReadonlyMap<TierSource, ReadonlySet<string>> | null,
  ranCleanly: ReadonlySet<TierSource>,
  tests: readonly TestResult[],
): string[] {
  if (!assigned) return [];
  // A parametrized test's function answers through its cases (pytest runs every one of them).
  const answered = new Set(
    tests.flatMap((test) => [
      test.id,
      test.runnerId ?? test.id,
      parametrizedParent(test.runnerId) ?? test.id,
    ]),
  );
  const owners = new Map<string, TierSource[]>();
  for (const [source, ids] of assigned) {
    for (const id of ids) owners.set(id, [...(owners.get(id) ?? []), source]);
  }
  // An id an earlier fix-loop gave a test answers through the id the run gave it: a runner with
  // no listing (node --test) learns its tests' ids only by running them.
  const renamed = (id: string, sources: TierSource[]) =>
    sources.some((s) => answered.has(kindOf(s).renamedId?.(s, id) ?? ""));
  return [...owners]
    .filter(([id, sources]) => !answered.has(id) && !renamed(id, sources))
    .filter(([, sources]) => sources.every((s) => ranCleanly.has(s)))
    .map(([id]) => id);
}

/** The one message for ids no test has, with the nearest ids the tiers know (after a run, theirs too). */
export function unknownIdsError(
  ids: readonly string[],
  plan: readonly PlannedTier[],
): SelectionError {
  // The tests' own ids: a runner id is another name for one of them, and would be offered
  // beside it with an alias of its own (humanize: each test twice, T-D101 and T-57EF).
  const known = ownIdsOf(plan);
  const each = ids.map((id) => {
    // An alias a typo off names its test; the ids nearest the alias's letters name nothing.
    const aliasLike = idsWithAliasLike(id, known);
    const nearest = (
      aliasLike.length > 0
        ? aliasLike
        : [...new Set([...idsNamedLike(id, known), ...nearestIds(id, known, 3)])]
    ).slice(0, 3);
    // Each with its alias: the shorter to type back (`--tests T-80E8`).
    const named = nearest.map((known) => `${known} [${aliasOf("test", known)}]`);
    return `no test has the id "${id}"${named.length > 0 ? ` (nearest: ${named.join(", ")})` : ""}`;
  });
  return new SelectionError(`${each.join("; ")}: ${idHint(plan)}`);
}

/**
 * Where the ids come from, in the words of the tiers there are: a TEST header and a script's file
 * name mean nothing to a project whose tiers are a test runner's, and a green verify prints no
 * ids unless --verbose.
 */
function idHint(plan: readonly PlannedTier[]): string {
  const kinds = new Set(plan.flatMap((tier) => tier.sources.map((source) => source.kind)));
  const forms = [
    "an id as verify prints it, its alias (the T- and four characters printed beside it)",
    ...(kinds.has("script") ? ["a script's TEST header id or file name"] : []),
    ...(kinds.has("junit") ? ["the test runner's own id"] : []),
  ];
  const choices =
    forms.length > 1 ? `${forms.slice(0, -1).join(", ")}, or ${forms.at(-1)}` : forms.join("");
  return `pass ${choices} (fix-loop verify --verbose lists every test)`;
}

/**
 * After a run with the user's selection: an id no tier ran is a mistake to fix, never a pass;
 * nor is a selected test the runner skipped, none of it run (a skip in its source, or a name
 * filter that matched nothing: destr's titles that end in spaces printed PASSED so).
 */
export function refuseUnknownIds(
  run: { unknownIds?: string[]; skippedIds?: string[]; xfailedIds?: string[] },
  plan: readonly PlannedTier[],
  signal?: AbortSignal,
): void {
  if (signal?.aborted) return;
  if (run.unknownIds?.length) throw unknownIdsError(run.unknownIds, plan);
  if (run.skippedIds?.length)
    throw new SelectionError(skippedWords(run.skippedIds, run.xfailedIds));
}

function skippedWords(skipped: readonly string[], xfailed: readonly string[] = []): string {
  const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(", ");
  const them = (ids: readonly string[]) => (ids.length === 1 ? "it" : "them");
  const notRun = skipped.filter((id) => !xfailed.includes(id));
  const failedAsMarked = skipped.filter((id) => xfailed.includes(id));
  return [
    notRun.length > 0
      ? `${quoted(notRun)} did not run: the runner reported ${them(notRun)} skipped (a skip in the test's source, or a name filter that matched nothing)`
      : "",
    failedAsMarked.length > 0
      ? `${quoted(failedAsMarked)} ran and failed, as ${failedAsMarked.length === 1 ? "its" : "their"} xfail mark expects (pytest's xfail)`
      : "",
  ]
    .filter(Boolean)
    .join("; ")
    .concat(", so nothing was verified");
}

/** The selected tests the run reported skipped and never ran (by its id or the runner's). */
export function skippedWantedIds(
  assigned: ReadonlyMap<TierSource, ReadonlySet<string>> | null,
  tests: readonly TestResult[],
): string[] {
  if (!assigned) return [];
  const wanted = new Set([...assigned.values()].flatMap((ids) => [...ids]));
  const isWanted = (test: TestResult) =>
    wanted.has(test.id) || (typeof test.runnerId === "string" && wanted.has(test.runnerId));
  const ran = new Set(tests.filter((test) => test.status !== "skipped").map((test) => test.id));
  return tests
    .filter((test) => test.status === "skipped" && isWanted(test) && !ran.has(test.id))
    .map((test) => test.id);
}
