import { describe, expect, it } from "vitest";
import { changesNote } from "../../src/engine/base-changes.js";

describe("the note of what changed since the base", () => {
  it("names the changed functions, sorted, and counts those past the first five", () => {
    const since = "84ad2dacbccd (main)";
    expect(changesNote(new Set(["src/error.ts:StructError"]), since)).toBe(
      "1 function changed since 84ad2dacbccd (main): src/error.ts:StructError; triage blames a failure that ran one on it",
    );
    const seven = new Set(["b.ts:g", "a.ts:f", "c.ts:h", "d.ts:i", "e.ts:j", "f.ts:k", "g.ts:l"]);
    expect(changesNote(seven, since)).toBe(
      "7 functions changed since 84ad2dacbccd (main): a.ts:f, b.ts:g, c.ts:h, d.ts:i, e.ts:j and 2 more; triage blames a failure that ran one on it",
    );
  });

  it("says what triage goes by when no function it can name changed", () => {
    expect(changesNote(new Set(), "84ad2dacbccd (main)")).toBe(
      "no function changed since 84ad2dacbccd (main) that fix-loop can name: triage goes by coverage and stacks alone",
    );
  });
});
