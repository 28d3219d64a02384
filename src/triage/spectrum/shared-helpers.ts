import { readdirSync } from "node:fs";
import path from "node:path";
import { isTestPath } from "../../files/test-paths.js";
import { identifierOf, type SourceReader } from "../frames/source-names.js";
import { splitFunctionId } from "./coverage-runner.js";
import type { Suspect } from "./ochiai.js";

/** Fewer callers than this in the source, and a function is no shared helper. */
export const SHARED_CALLERS = 3;
/** Files read to count a helper's callers, at most: a bound for a huge tree. */
const MAX_FILES = 2000;
const SOURCE = /\.(?:[cm]?[jt]sx?|py)$/;

/**
 * A helper many functions of the source call (deep-object-diff's `hasOwnProperty`, pathe's
 * `normalizeWindowsPath`) runs in nearly every test, failing or not, and a passing sample of a
 * few tests cannot show it innocent: a caller's passing test that returns before calling it
 * makes the helper look the more suspect. When the failing tests reach it through fewer than
 * half of the functions that call it, the fault is on their way to it, not in it (a fault in
 * the helper fails the tests of most of its callers).
 */
export function sharedHelpers(
  root: string,
  source: SourceReader,
  /** Every function the failing tests called. */
  called: ReadonlySet<string>,
): (id: string) => boolean {
  const counter = callerCounter(root, source);
  const known = new Map<string, boolean>();
  return (id) => {
    let shared = known.get(id);
    if (shared === undefined) {
      const name = identifierOf(splitFunctionId(id).function);
      const callers = name ? counter(splitFunctionId(id).file, name) : 0;
      const onPath = [...called].filter(
        (other) => other !== id && name !== null && callsName(source, other, name),
      ).length;
      shared = callers >= SHARED_CALLERS && onPath * 2 < callers;
      known.set(id, shared);
    }
    return shared;
  };
}

/**
 * Each failing test blamed on a shared helper is blamed on the function it called that calls
 * the helper (the most suspect of them, as ranked), when there is one that is no shared helper
 * itself: deep-object-diff's `updatedDiff`, whose `if (hasOwnProperty(lhs, key))` is negated.
 */
export function blameHelpersCaller(
  blamed: ReadonlyMap<string, Suspect>,
  ranked: readonly Suspect[],
  failing: ReadonlyMap<string, ReadonlySet<string>>,
  source: SourceReader,
  isShared: (id: string) => boolean,
): Map<string, Suspect> {
  const result = new Map(blamed);
  for (const [test, suspect] of blamed) {
    if (!isShared(suspect.fn)) continue;
    const name = identifierOf(splitFunctionId(suspect.fn).function);
    const ran = failing.get(test) ?? new Set<string>();
    const caller = ranked.find(
      (each) =>
        each.fn !== suspect.fn &&
        ran.has(each.fn) &&
        name !== null &&
        callsName(source, each.fn, name) &&
        !isShared(each.fn),
    );
    if (caller) result.set(test, caller);
  }
  return result;
}

function callsName(source: SourceReader, id: string, name: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  return source.callsOf(file, fn).has(name);
}

/**
 * How many functions of the source call a name: every function of the files beside and under
 * the helper's top folder (`src/` of "src/utils.js"), tests and dependencies left out.
 */
export function callerCounter(
  root: string,
  source: SourceReader,
): (file: string, name: string) => number {
  const filesOf = new Map<string, string[]>();
  const callsIn = new Map<string, Map<string, number>>();
  return (file, name) => {
    const top = file.includes("/") ? (file.split("/")[0] as string) : "";
    let counts = callsIn.get(top);
    if (!counts) {
      counts = new Map();
      const files = filesOf.get(top) ?? listSources(root, top);
      filesOf.set(top, files);
      for (const each of files)
        for (const calls of source.callsIn(each).values())
          for (const called of calls) counts.set(called, (counts.get(called) ?? 0) + 1);
      callsIn.set(top, counts);
    }
    return counts.get(name) ?? 0;
  };
}

function listSources(root: string, top: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, deep: boolean) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= MAX_FILES) return;
      const relative = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      if (entry.isDirectory()) {
        if (deep) walk(relative, true);
      } else if (SOURCE.test(entry.name) && !isTestPath(relative)) found.push(relative);
    }
  };
  walk(top, top !== "");
  return found;
}
