import { describe, expect, it } from "vitest";
import { type CallGraph, deepestCulprits } from "../../../src/triage/spectrum/deepest-culprit.js";
import type { Suspect } from "../../../src/triage/spectrum/ochiai.js";

/** Three failures that each ran every function, none of which a passing test ran: all tied. */
function tie(functions: string[]) {
  const ranked: Suspect[] = functions.map((fn) => ({ fn, score: 1, failed: 3, passed: 0 }));
  const failing = new Map(["a", "b", "c"].map((test) => [test, new Set(functions)]));
  const blamed = new Map(["a", "b", "c"].map((test) => [test, ranked[0] as Suspect]));
  return { ranked, failing, blamed };
}

/** The calls listed: `from` reaches `to` through them transitively, and calls what it lists. */
function reachesBy(calls: Record<string, string[]>): CallGraph {
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    (calls[from] ?? []).some(
      (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
    );
  return {
    reaches: (from, to) => reaches(from, to),
    calls: (from, to) => (calls[from] ?? []).includes(to),
  };
}

describe("a culprit tied with functions it calls", () => {
  it("gives way to the last of a line of calls", () => {
    const { ranked, failing, blamed } = tie(["total", "round", "cents"]);
    const reaches = reachesBy({ total: ["round"], round: ["cents"] });
    const result = deepestCulprits(blamed, ranked, failing, reaches);
    expect([...result.values()].map((suspect) => suspect.fn)).toEqual(["cents", "cents", "cents"]);
  });

  it("stays where it calls two of them apart that only their names rank: either may hold the bug (go's Compare, Major and compareSegment)", () => {
    const { ranked, failing, blamed } = tie([
      "version.go:v3.(*Version).Compare",
      "version.go:v3.Version.Major",
      "version.go:v3.compareSegment",
    ]);
    const reaches = reachesBy({
      "version.go:v3.(*Version).Compare": [
        "version.go:v3.Version.Major",
        "version.go:v3.compareSegment",
      ],
    });
    const byName = () => false;
    const result = deepestCulprits(blamed, ranked, failing, reaches, { apart: byName });
    expect(new Set([...result.values()].map((suspect) => suspect.fn))).toEqual(
      new Set(["version.go:v3.(*Version).Compare"]),
    );
  });

  it("gives way to the first of two it calls apart where the tests rank it first (a stack shows it)", () => {
    const { ranked, failing, blamed } = tie(["toHuman", "listFormatter", "numberFormatter"]);
    const reaches = reachesBy({ toHuman: ["listFormatter", "numberFormatter"] });
    const byStack = () => true;
    const result = deepestCulprits(blamed, ranked, failing, reaches, { apart: byStack });
    expect(new Set([...result.values()].map((suspect) => suspect.fn))).toEqual(
      new Set(["listFormatter"]),
    );
  });
});

describe("a culprit of some failures that calls the culprit of others", () => {
  // Two failures blamed on `cached`, three on `compute`; no passing test ran either.
  const ranked: Suspect[] = [
    { fn: "compute", score: 0.8, failed: 3, passed: 0 },
    { fn: "cached", score: 0.6, failed: 2, passed: 0 },
  ];
  const failing = new Map([
    ["a", new Set(["compute"])],
    ["b", new Set(["compute"])],
    ["c", new Set(["compute"])],
    ["d", new Set(["cached"])],
    ["e", new Set(["cached"])],
  ]);
  const blamed = new Map(
    [...failing].map(([test, fns]) => [test, ranked.find((s) => fns.has(s.fn)) as Suspect]),
  );
  const culprits = (graph: CallGraph) =>
    [...deepestCulprits(blamed, ranked, failing, graph).values()].map((suspect) => suspect.fn);

  it("joins its failures to the callee's when its own body calls it (luxon's possiblyCachedWeekData)", () => {
    expect(culprits(reachesBy({ cached: ["compute"] }))).toEqual(Array(5).fill("compute"));
  });

  it("keeps them apart when it reaches it only through another function's name (router's `next`)", () => {
    expect(culprits(reachesBy({ cached: ["next"], next: ["compute"] }))).toEqual([
      ...Array(3).fill("compute"),
      ...Array(2).fill("cached"),
    ]);
  });
});
