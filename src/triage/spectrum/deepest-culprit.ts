import { identifierOf, type SourceReader } from "../frames/source-names.js";
import { splitFunctionId } from "./coverage-runner.js";
import type { Suspect } from "./ochiai.js";

/** What calls what among some functions, as their source text shows (source-calls.ts). */
export interface CallGraph {
  /** Whether `from` calls `to`, directly or through other functions of the graph. */
  reaches(from: string, to: string): boolean;
  /** Whether `from`'s own body calls `to`. */
  calls(from: string, to: string): boolean;
}

/**
 * The call graph of `ids`. Names stand for functions: a call of `create` is a call of every
 * `create` among the ids, so a path through a common name (`next`, `handle`) may be one no run
 * can take.
 */
export function staticCalls(ids: Iterable<string>, source: SourceReader): CallGraph {
  const byName = new Map<string, string[]>();
  for (const id of ids) {
    const name = identifierOf(splitFunctionId(id).function);
    if (name) byName.set(name, [...(byName.get(name) ?? []), id]);
  }
  const direct = new Map<string, string[]>();
  const callees = (id: string) => {
    let found = direct.get(id);
    if (!found) {
      const { file, function: fn } = splitFunctionId(id);
      found = [...source.callsOf(file, fn)].flatMap((name) => byName.get(name) ?? []);
      direct.set(id, found);
    }
    return found;
  };
  const reached = new Map<string, Set<string>>();
  return {
    calls: (from, to) => callees(from).includes(to),
    reaches: (from, to) => {
      let set = reached.get(from);
      if (!set) {
        set = new Set<string>();
        const queue = [...callees(from)];
        while (queue.length > 0) {
          const next = queue.pop() as string;
          if (next === from || set.has(next)) continue;
          set.add(next);
          queue.push(...callees(next));
        }
        reached.set(from, set);
      }
      return set.has(to);
    },
  };
}

/** Whether function `from` calls function `to`, directly or through other functions of `ids`. */
export function staticReach(
  ids: Iterable<string>,
  source: SourceReader,
): (from: string, to: string) => boolean {
  return staticCalls(ids, source).reaches;
}

export interface DeepestOptions {
  /** A helper many functions call, which no caller gives way to (shared-helpers.ts). */
  isShared?: (fn: string) => boolean;
  /** Whether a culprit stays, rather than give way to this callee it ties with. */
  stays?: (fn: string, callee: string) => boolean;
  /** Whether the ranking put the first before the second by what the tests say, not by name. */
  apart?: (first: Suspect, second: Suspect) => boolean;
}

/**
 * The spectrum blames the function that failing tests call and passing ones do not; a caller
 * and the function with the bug can look alike to it, and the caller is the wrong one to name.
 * Two steps, from what the source says calls what:
 *
 * - A culprit that ties with functions it calls (the same failing tests and as many passing
 *   tests call them: luxon's `gregorianToWeek` with `isoWeekdayToLocal`, which it calls) gives
 *   way to the deepest of them: the spectrum cannot tell them apart, and the callee is where a
 *   bug both show would be. Where it calls two of them apart, neither calling the other, and
 *   nothing but their names ranks one first, it stays: the bug may be in either.
 * - A culprit whose own body calls another culprit's function is no second cause: its failures
 *   went through the other's function in a way their coverage did not see (luxon's
 *   `possiblyCachedWeekData` hands back week data a test before it computed), so its tests join
 *   the other's group. A path through other functions is no such evidence: names link it, and
 *   a common one (`next`) links what never runs together (pillarjs/router: `route`'s `handle`
 *   passes its `next` on, and a function named `next` in the same file ends in
 *   `sendOptionsResponse`; two failures that never ran it joined the OPTIONS bug's group).
 */
export function deepestCulprits(
  blamed: ReadonlyMap<string, Suspect>,
  ranked: readonly Suspect[],
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  graph: CallGraph,
  options: DeepestOptions = {},
): Map<string, Suspect> {
  const { reaches, calls } = graph;
  const { isShared = () => false, stays = () => false, apart = () => true } = options;
  const callersOf = (fn: string) =>
    [...failing].flatMap(([test, functions]) => (functions.has(fn) ? [test] : [])).join("\n");
  const deepened = new Map<string, Suspect>();
  const deepen = (suspect: Suspect): Suspect => {
    const known = deepened.get(suspect.fn);
    if (known) return known;
    let current = ranked.find((each) => each.fn === suspect.fn) ?? suspect;
    const callers = callersOf(suspect.fn);
    for (;;) {
      const from = current;
      const tied = ranked.filter(
        (other) =>
          other.fn !== from.fn &&
          other.score === from.score &&
          other.passed === from.passed &&
          reaches(from.fn, other.fn) &&
          !reaches(other.fn, from.fn) &&
          !isShared(other.fn) &&
          !stays(from.fn, other.fn) &&
          callersOf(other.fn) === callers,
      );
      // The first ranked, unless another it does not reach, nor is reached by, ranks beside it
      // by nothing but its name: go's Compare ties with its Major getter and with
      // compareSegment alike, and nothing says which of them holds the bug.
      const [first] = tied;
      const deeper = tied.some(
        (other) =>
          other !== first &&
          first !== undefined &&
          !reaches(first.fn, other.fn) &&
          !reaches(other.fn, first.fn) &&
          !apart(first, other),
      )
        ? undefined
        : first;
      if (!deeper) break;
      current = deeper;
    }
    deepened.set(suspect.fn, current);
    return current;
  };
  const result = new Map([...blamed].map(([test, suspect]) => [test, deepen(suspect)]));

  // Bigger groups first, so a caller's group joins the callee's and never the other way.
  const sizes = new Map<string, number>();
  for (const suspect of result.values()) sizes.set(suspect.fn, (sizes.get(suspect.fn) ?? 0) + 1);
  const order = [...sizes.keys()].sort(
    (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const into = new Map<string, string>();
  for (const fn of order) {
    const callee = order.find(
      (other) => other !== fn && !into.has(other) && calls(fn, other) && !reaches(other, fn),
    );
    if (callee) into.set(fn, callee);
  }
  const suspectOf = new Map([...result.values()].map((suspect) => [suspect.fn, suspect]));
  for (const [test, suspect] of result) {
    let fn = suspect.fn;
    const seen = new Set<string>();
    while (into.has(fn) && !seen.has(fn)) {
      seen.add(fn);
      fn = into.get(fn) as string;
    }
    const target = suspectOf.get(fn);
    if (target && target !== suspect) result.set(test, target);
  }
  return result;
}
