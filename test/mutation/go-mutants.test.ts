import { describe, expect, it } from "vitest";
import { definedNames, findFunction, languageOfFile } from "../../src/mutation/index.js";
import { allMutants, TALLY } from "./go-fixture.js";

describe("Go: functions and methods, named as Go's stacks name them less the package", () => {
  it("lists functions and methods (`Type.Method`, pointer receiver or not), generics and one-liners", () => {
    expect(languageOfFile("flag.go")).toBe("go");
    expect(definedNames(TALLY, "go")).toEqual([
      "New",
      "Tally.Add",
      "Tally.Count",
      "Tally.Top",
      "Tally.Summary",
      "Split",
      "Ratio",
      "Bucket",
      "Window",
      "Pick",
      "Tally.Merge",
      "Longest",
      "Tally.Reset",
      "Named",
    ]);
  });

  it("finds a body past results with braces of their own, and never a name in a comment or string", () => {
    const reset = findFunction(TALLY, "Tally.Reset", "go");
    expect(TALLY.slice(reset?.bodyStart, reset?.bodyEnd).trim()).toMatch(
      /^t\.counts = map\[string\]int\{\}[\s\S]*\{Limit: t\.limit\}$/,
    );
    const count = findFunction(TALLY, "Tally.Count", "go");
    expect(TALLY.slice(count?.bodyStart, count?.bodyEnd).trim()).toBe("return t.counts[word]");
    expect(findFunction(TALLY, "Add", "go")).toBeNull();
    const source =
      "package p\n\n// func Hidden() {}\nvar s = `\nfunc Raw() {}\n`\n\nfunc Shown() {}\n";
    expect(definedNames(source, "go")).toEqual(["Shown"]);
  });
});

describe("Go mutants: the operators' kinds, inside the function, each still a program", () => {
  it("gives each kind in Go's spelling, each change inside its function's body", () => {
    const mutants = allMutants(TALLY);
    for (const mutant of mutants) {
      const span = findFunction(TALLY, mutant.name, "go");
      const first = [...TALLY].findIndex((char, at) => mutant.mutatedSource[at] !== char);
      expect(first).toBeGreaterThanOrEqual(span?.bodyStart ?? 0);
      expect(first).toBeLessThan(span?.bodyEnd ?? 0);
    }
    const seen = mutants.map((mutant) => [mutant.name, mutant.operator, mutant.description]);
    for (const expected of [
      ["Tally.Add", "null-check", "`== nil` -> `!= nil`"],
      ["Tally.Add", "negated-condition", "`if t == nil` negated"],
      ["Tally.Add", "drop-plus-one", "`+ 1` dropped"],
      ["Tally.Add", "arithmetic", "`+` -> `-`"],
      ["Tally.Top", "comparison-boundary", "`<` -> `<=`"],
      ["Ratio", "arithmetic", "`*` -> `/`"],
      ["Window", "logical", "`||` -> `&&`"],
      ["Pick", "swapped-arguments", "arguments of `less(a, b)` swapped"],
      ["Longest", "swapped-arguments", "arguments of `Sprint(first, second)` swapped"],
      ["Named", "negated-condition", '`if name == ""` negated'],
      ["Named", "equality", "`==` -> `!=`"],
      ["Summary", "add-one", "`1` -> `1 + 1`"],
    ])
      expect(seen).toContainEqual(
        expected.map((part) => part.replace(/^Summary$/, "Tally.Summary")),
      );
    // An `if` with a statement before its condition negates the condition alone.
    expect(
      mutants.find((mutant) => mutant.description.startsWith("`if !seen && t.limit"))
        ?.mutatedSource,
    ).toContain(
      "if _, seen := t.counts[word]; !(!seen && t.limit > 0 && len(t.order) >= t.limit) {",
    );
  });

  it("makes none that a typed language rejects: string `+`, mixed-type swaps, case values, array lengths, vet's suspect and", () => {
    const descriptions = allMutants(TALLY).map((mutant) => `${mutant.name}: ${mutant.description}`);
    // `strings.Join(...) + "\n"` joins strings; `ContainsRune(cuts, r)` takes a string and a rune.
    expect(descriptions).not.toContain("Tally.Summary: `+` -> `-`");
    expect(descriptions.some((text) => text.includes("ContainsRune"))).toBe(false);
    // `case 0:` + 1 would repeat `case 1:`; `[4]byte` would become another type.
    expect(descriptions).not.toContain("Bucket: `0` -> `0 + 1`");
    expect(descriptions).not.toContain("Window: `4` -> `4 + 1`");
    // `r == ' ' || r == '\t'` -> `&&` is vet's "suspect and"; the `||` after it may change.
    expect(descriptions.filter((text) => text === "Split: `||` -> `&&`")).toHaveLength(1);
  });
});
