import { describe, expect, it } from "vitest";
import { deepestCulprits } from "../../../src/triage/spectrum/deepest-culprit.js";
import type { Suspect } from "../../../src/triage/spectrum/ochiai.js";

/** Three failures that each ran every function, none of which a passing test ran: all tied. */
function tie(functions: string[]) {
  const ranked: Suspect[] = functions.map((fn) => ({ fn, score: 1, failed: 3, passed: 0 }));
  const failing = new Map(["a", "b", "c"].map((test) => [test, new Set(functions)]));
  const blamed = new Map(["a", "b", "c"].map((test) => [test, ranked[0] as Suspect]));
  return { ranked, failing, blamed };
}

/** `from` reaches `to` through the calls listed, transitively. */
function reachesBy(calls: Record<string, string[]>) {
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    (calls[from] ?? []).some(
      (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
    );
  return (from: string, to: string) => reaches(from, to);
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
    const result = deepestCulprits(blamed, ranked, failing, reaches, undefined, undefined, byName);
    expect(new Set([...result.values()].map((suspect) => suspect.fn))).toEqual(
      new Set(["version.go:v3.(*Version).Compare"]),
    );
  });

  it("gives way to the first of two it calls apart where the tests rank it first (a stack shows it)", () => {
    const { ranked, failing, blamed } = tie(["toHuman", "listFormatter", "numberFormatter"]);
    const reaches = reachesBy({ toHuman: ["listFormatter", "numberFormatter"] });
    const byStack = () => true;
    const result = deepestCulprits(blamed, ranked, failing, reaches, undefined, undefined, byStack);
    expect(new Set([...result.values()].map((suspect) => suspect.fn))).toEqual(
      new Set(["listFormatter"]),
    );
  });
});
