import { describe, expect, it } from "vitest";
import { lineStat } from "../../src/fix/line-stat.js";

const text = (value: string) => Buffer.from(value);

describe("lineStat, the change's summary made from file contents", () => {
  it("counts added and removed lines per file, and totals them", () => {
    const stat = lineStat([
      { path: "src/a.js", before: text("one\ntwo\nthree\n"), after: text("one\n2\nthree\nfour\n") },
      { path: "src/new.js", before: null, after: text("x\n") },
      { path: "src/gone.js", before: text("y\nz\n"), after: null },
    ]);
    expect(stat.split("\n")).toEqual([
      " src/a.js | 3 ++-",
      " src/new.js | 1 +",
      " src/gone.js | 2 --",
      " 3 files changed, 3 insertions(+), 3 deletions(-)",
    ]);
  });

  it("says Bin for a binary file and is empty for no change", () => {
    expect(lineStat([{ path: "logo.png", before: null, after: Buffer.from([0, 1, 2]) }])).toContain(
      " logo.png | Bin",
    );
    expect(lineStat([])).toBe("");
  });
});
