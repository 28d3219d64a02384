import { describe, expect, it } from "vitest";
import { blameByOchiai, rank } from "../../../src/triage/spectrum/ochiai.js";

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

  it("leaves a test that called two broken functions to the one that explains the other failures", () => {
    // ufo with two bugs: hasProtocol's own tests outnumber the rest, but withBase's failures
    // also call withoutTrailingSlash, which withoutBase's failures (no hasProtocol) share.
    const failing = sets({
      ...Object.fromEntries(["h1", "h2", "h3", "h4", "h5"].map((t) => [t, ["u.ts:hasProtocol"]])),
      wb1: ["u.ts:withBase", "u.ts:hasProtocol", "u.ts:withoutTrailingSlash"],
      wb2: ["u.ts:withBase", "u.ts:hasProtocol", "u.ts:withoutTrailingSlash"],
      wo1: ["u.ts:withoutBase", "u.ts:withoutTrailingSlash"],
      wo2: ["u.ts:withoutBase", "u.ts:withoutTrailingSlash"],
      ts1: ["u.ts:withoutTrailingSlash"],
    });
    const passing = sets({
      p1: ["u.ts:hasProtocol", "u.ts:withBase"],
      p2: ["u.ts:hasProtocol"],
      p3: ["u.ts:withoutTrailingSlash"],
    });
    const blamed = blameByOchiai(failing, passing);
    expect(["h1", "h5"].map((t) => blamed.get(t)?.fn)).toEqual([
      "u.ts:hasProtocol",
      "u.ts:hasProtocol",
    ]);
    expect(["wb1", "wb2", "wo1", "wo2", "ts1"].map((t) => blamed.get(t)?.fn)).toEqual(
      Array(5).fill("u.ts:withoutTrailingSlash"),
    );
  });

  it("does not let a helper passing tests call more than the top function contest its tests", () => {
    // `log` is called by the second bug's failures too, but passing tests call it and never
    // `windowed`: were a1 and a2 ranked again without a3-a5, `log` would take them.
    const failing = sets({
      a1: ["m.py:log", "m.py:windowed"],
      a2: ["m.py:log", "m.py:windowed"],
      a3: ["m.py:windowed"],
      a4: ["m.py:windowed"],
      a5: ["m.py:windowed"],
      b1: ["m.py:log", "r.py:take"],
      b2: ["m.py:log", "r.py:take"],
    });
    const passing = sets({ p1: ["m.py:log"], p2: ["m.py:log"], p3: ["m.py:log"] });
    const blamed = blameByOchiai(failing, passing);
    expect(["a1", "a2", "a3"].map((t) => blamed.get(t)?.fn)).toEqual(
      Array(3).fill("m.py:windowed"),
    );
    expect(["b1", "b2"].map((t) => blamed.get(t)?.fn)).toEqual(["r.py:take", "r.py:take"]);
  });

  it("breaks a tie with the test's own name", () => {
    const failing = sets({
      "tests > test_sliding_window": ["t/__init__.py:__getattr__", "t/it.py:sliding_window"],
    });
    expect(blameByOchiai(failing, new Map()).get("tests > test_sliding_window")?.fn).toBe(
      "t/it.py:sliding_window",
    );
  });

  it("gives a tied score to the function fewer passing tests call, not to the alphabet", () => {
    // alpha: 4 of 4 failures and 12 passes, 4 / sqrt(4 * 16) = 0.5; zeta: 1 failure, no pass,
    // 1 / sqrt(4 * 1) = 0.5. The same score: zeta, which no passing test calls, ranks first.
    const failing = sets({
      t1: ["m.js:alpha", "m.js:zeta"],
      t2: ["m.js:alpha"],
      t3: ["m.js:alpha"],
      t4: ["m.js:alpha"],
    });
    const passing = sets(
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}`, ["m.js:alpha"]])),
    );
    const ranked = rank([...failing], new Map([["m.js:alpha", 12]]));
    expect(ranked.map((suspect) => [suspect.fn, suspect.score])).toEqual([
      ["m.js:zeta", 0.5],
      ["m.js:alpha", 0.5],
    ]);
    // Blamed, zeta would explain t1 alone, and alpha, as suspect, all four: one cause for all.
    expect(blameByOchiai(failing, passing).get("t1")?.fn).toBe("m.js:alpha");
  });

  it("blames a round on a function nearly as suspect that more failures called, where the top one explains at most half", () => {
    // pycodestyle with a tab counted as 4 columns: expand_indent, called by all 10 failures and
    // by 68 of 79 passing tests, 10 / sqrt(10 * 78) = 0.358; readlines, called by 2 failures and
    // 1 passing test, 2 / sqrt(10 * 3) = 0.365. Two causes before; one now.
    const failing = sets(
      Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [
          `f${i}`,
          i < 2 ? ["p.py:expand_indent", "p.py:readlines"] : ["p.py:expand_indent"],
        ]),
      ),
    );
    const passing = sets(
      Object.fromEntries(
        Array.from({ length: 79 }, (_, i) => [
          `p${i}`,
          [...(i < 68 ? ["p.py:expand_indent"] : []), ...(i === 78 ? ["p.py:readlines"] : [])],
        ]),
      ),
    );
    const blamed = blameByOchiai(failing, passing);
    expect(new Set([...blamed.values()].map((suspect) => suspect.fn))).toEqual(
      new Set(["p.py:expand_indent"]),
    );
    // Most failures called the top one: it keeps them, and the rest have their own cause.
    // query: 9 of 10 failures, no passing test, 0.949; set: all 10 and 2 passing tests, 0.913.
    const most = sets(
      Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [
          `a${i}`,
          i < 9 ? ["x.js:query", "x.js:set"] : ["x.js:attachment", "x.js:set"],
        ]),
      ),
    );
    const usual = sets({ q: ["x.js:set"], r: ["x.js:set"], s: ["x.js:attachment"] });
    const split = blameByOchiai(most, usual);
    expect(split.get("a0")?.fn).toBe("x.js:query");
    expect(split.get("a9")?.fn).not.toBe("x.js:query");
  });

  it("gives a round to the top suspect's caller, nearly as suspect, that every failure ran", () => {
    // unjs/cookie-es, parseSetCookie trimming the name one character short: 23 of the 24
    // failures ran the `_decode` it calls (0.857); one test turns decoding off. parseSetCookie,
    // run by all 24 and 9 passing tests (0.848), explains them all.
    const failing = sets(
      Object.fromEntries(
        Array.from({ length: 24 }, (_, i) => [
          `f${i}`,
          i < 23 ? ["p.ts:parseSetCookie", "p.ts:_decode"] : ["p.ts:parseSetCookie"],
        ]),
      ),
    );
    const passing = sets(
      Object.fromEntries(
        Array.from({ length: 9 }, (_, i) => [
          `p${i}`,
          i < 7 ? ["p.ts:parseSetCookie", "p.ts:_decode"] : ["p.ts:parseSetCookie"],
        ]),
      ),
    );
    const calls = (caller: string, callee: string) =>
      caller === "p.ts:parseSetCookie" && callee === "p.ts:_decode";
    const blamed = blameByOchiai(failing, passing, { calls });
    expect(new Set([...blamed.values()].map((suspect) => suspect.fn))).toEqual(
      new Set(["p.ts:parseSetCookie"]),
    );
    // Not knowing who calls whom, the callee keeps the 23 and the last failure is a cause apart.
    expect(blameByOchiai(failing, passing).get("f0")?.fn).toBe("p.ts:_decode");
  });

  it("breaks a tie the functions' spectrum cannot by their files': the one passing tests leave alone", () => {
    // entities with replaceCodePoint broken: every test that decodes a number calls isNumber
    // and replaceCodePoint, and every such test fails; passing tests enter decode.ts elsewhere.
    const failing = sets({
      t1: ["src/decode.ts:isNumber", "src/decode_codepoint.ts:replaceCodePoint"],
      t2: ["src/decode.ts:isNumber", "src/decode_codepoint.ts:replaceCodePoint"],
    });
    const passing = sets({ p1: ["src/decode.ts:decodeHTML"], p2: ["src/decode.ts:write"] });
    const blamed = blameByOchiai(failing, passing);
    expect([blamed.get("t1")?.fn, blamed.get("t2")?.fn]).toEqual(
      Array(2).fill("src/decode_codepoint.ts:replaceCodePoint"),
    );
    // Where the files do not tell them apart either, the name still decides, the same every run.
    expect(blameByOchiai(failing, new Map()).get("t1")?.fn).toBe("src/decode.ts:isNumber");
  });

  it("does not make tests wait for rivals that would not win them: one bug stays one", () => {
    // dayjs with add broken: one failure calls the plugins' parse functions but not $set, so
    // those are rivals; the tests of the plugins' files would wait, and $g, which $set calls
    // and no rival is, would take them in the next round.
    const failing = sets({
      f1: ["i.js:$set", "i.js:$g", "a.js:parse"],
      f2: ["i.js:$set", "i.js:$g", "a.js:parse"],
      f3: ["i.js:$set", "i.js:$g", "b.js:parse"],
      f4: ["i.js:$set", "i.js:$g", "b.js:parse"],
      f5: ["i.js:$set"],
      f6: ["i.js:$set"],
      odd: ["a.js:parse", "b.js:parse"],
    });
    const passing = sets({
      q1: ["i.js:$set"],
      q2: ["i.js:$set", "i.js:$g"],
      q3: ["a.js:parse"],
      q4: ["b.js:parse"],
    });
    const blamed = blameByOchiai(failing, passing);
    expect(["f1", "f2", "f3", "f4", "f5", "f6"].map((t) => blamed.get(t)?.fn)).toEqual(
      Array(6).fill("i.js:$set"),
    );
    expect(blamed.get("odd")?.fn).not.toBe("i.js:$set");
  });
});
