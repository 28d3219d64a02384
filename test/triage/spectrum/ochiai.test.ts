import { describe, expect, it } from "vitest";
import { blameByOchiai } from "../../../src/triage/spectrum/ochiai.js";

const sets = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([test, fns]) => [test, new Set(fns)]));

describe("blameByOchiai", () => {
  it("blames the function the failing tests share and passing tests do not call", () => {
    const failing = sets({
      t1: ["m.py:helper", "m.py:windowed"],
      t2: ["m.py:helper", "m.py:windowed", "m.py:chunked"],
    });
    const passing = sets({ p1: ["m.py:helper", "m.py:chunked"], p2: ["m.py:helper"] });
    const blamed = blameByOchiai(failing, passing);
    expect(blamed.get("t1")).toMatchObject({ fn: "m.py:windowed", score: 1 });
    expect(blamed.get("t2")?.fn).toBe("m.py:windowed");
  });

  it("keeps two bugs apart: the top function takes its tests, the rest are ranked again", () => {
    const failing = sets({
      a1: ["m.py:util", "m.py:windowed"],
      a2: ["m.py:util", "m.py:windowed"],
      a3: ["m.py:util", "m.py:windowed"],
      b1: ["m.py:util", "r.py:take"],
    });
    const passing = sets({ p1: ["m.py:util"], p2: ["m.py:util", "r.py:other"] });
    const blamed = blameByOchiai(failing, passing);
    expect(["a1", "a2", "a3"].map((t) => blamed.get(t)?.fn)).toEqual(
      Array(3).fill("m.py:windowed"),
    );
    expect(blamed.get("b1")?.fn).toBe("r.py:take");
  });

  it("breaks a tie with the test's own name", () => {
    const failing = sets({
      "tests > test_sliding_window": ["t/__init__.py:__getattr__", "t/it.py:sliding_window"],
    });
    expect(blameByOchiai(failing, new Map()).get("tests > test_sliding_window")?.fn).toBe(
      "t/it.py:sliding_window",
    );
  });
});
