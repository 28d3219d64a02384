import { describe, expect, it } from "vitest";
import type { Group } from "../../src/results/schema.js";
import { continueSeenGroups } from "../../src/triage/seen-groups.js";

function group(
  id: string,
  tests: string[],
  culprit: string | null,
  signatures: string[] = [],
): Group {
  return {
    id,
    signature: `signature ${id}`,
    tier: "tests",
    tests,
    status: "open",
    reason: null,
    triage: {
      culprit: culprit ? { file: "src/a.js", function: culprit, source: "coverage" } : null,
      merged: [],
      signatures,
      keptApart: null,
    },
  };
}

const earlier = group("full", ["a", "b", "c"], "discount", ["plain-a", "plain-b"]);

describe("groups of a run of chosen tests", () => {
  it("continue the earlier group their tests and signatures belonged to", () => {
    const [found] = continueSeenGroups([group("plain-a", ["a"], null)], [earlier]);
    expect(found).toMatchObject({ id: "full", signature: "signature full", tests: ["a"] });
    expect(found?.triage?.culprit?.function).toBe("discount");
    expect(found?.triage?.signatures).toEqual(["plain-a", "plain-b"]);
  });

  it("stand apart when they fell apart, name another culprit, or hold another test", () => {
    const apart = [group("plain-a", ["a"], null), group("plain-b", ["b"], null)];
    expect(continueSeenGroups(apart, [earlier]).map((found) => found.id)).toEqual([
      "plain-a",
      "plain-b",
    ]);
    expect(continueSeenGroups([group("plain-a", ["a"], "round")], [earlier])[0]?.id).toBe(
      "plain-a",
    );
    expect(continueSeenGroups([group("plain-a", ["a", "z"], null)], [earlier])[0]?.id).toBe(
      "plain-a",
    );
  });
});
