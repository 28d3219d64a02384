import { describe, expect, it } from "vitest";
import { splitShell } from "../../src/process/shell-words.js";

/**
 * splitShell takes a run of characters that mean nothing to sh into the word at once
 * (bench/run-lines.mjs: 1,208 jest run lines 86 -> 16 ms); these are the characters at that
 * run's edges, each of which must still end it and be read as before.
 */
describe("splitShell at the edges of a plain run of characters", () => {
  it("ends a word at an operator written without spaces", () => {
    expect(splitShell("a&&b||c;d|e&f")).toEqual([
      { word: "a" },
      { operator: "&&" },
      { word: "b" },
      { operator: "||" },
      { word: "c" },
      { operator: ";" },
      { word: "d" },
      { operator: "|" },
      { word: "e" },
      { operator: "&" },
      { word: "f" },
    ]);
  });

  it("keeps a variable's $ in its word, and gives up at a command substitution", () => {
    expect(splitShell("FOO=$HOME/x jest --root=$PWD")).toEqual([
      { word: "FOO=$HOME/x" },
      { word: "jest" },
      { word: "--root=$PWD" },
    ]);
    expect(splitShell("jest a$(ls)")).toBeNull();
    expect(splitShell("jest a`ls`")).toBeNull();
    expect(splitShell("jest (a)")).toBeNull();
  });

  it("joins quotes and escapes to the plain characters around them", () => {
    expect(splitShell("-t='a b'c\"d e\"f g\\ h\tnext\nlast")).toEqual([
      { word: "-t='a b'c\"d e\"f" },
      { word: "g\\ h" },
      { word: "next" },
      { word: "last" },
    ]);
  });

  it("reads a file descriptor's digit before a redirection, and not a longer number", () => {
    expect(splitShell("run 2>&1 12>out x>y")).toEqual([
      { word: "run" },
      { redirect: "2>&1" },
      { word: "12" },
      { redirect: ">out" },
      { word: "x" },
      { redirect: ">y" },
    ]);
  });
});
