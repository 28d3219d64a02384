import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { definedNames, findFunction, languageOfFile, mutantsOf } from "../../src/mutation/index.js";

const PRICES_JS = `// cents(x) < 0 is never asked: a comment
import { pad } from "./pad.js";

export function cents(amount, places = 2) {
  const note = "amount < 0 && places";
  const pattern = /a<b/g;
  const label = \`\${amount > 1 ? "many" : "one"} < all\`;
  if (amount === null) return 0;
  return Math.round(amount * 100) + 1;
}

export const label = (price) => price.cents > 100 && price.cents >= 0 ? "big" : "small";

class Cart {
  total(items) { let sum = 0; for (let i = 0; i < items.length; i++) { sum += pad(items[i], 2); } return sum; }
}

export function after(a, b) {
  return a - b;
}
`;

const PRICES_TS = `export function cents(amount: number, places: number = 2): { value: number } {
  return { value: amount * 100 };
}

export const half = <T,>(items: readonly T[]): T[] => items.slice(0, items.length / 2);
`;

const PRICES_PY = `import math


def cents(amount, places=2):
    """Rounds half up: a < b in a docstring, if and or."""
    if amount is None:
        return 0
    # a comment: x > y and z
    return math.floor(amount * 100 + 0.5)


class Cart:
    def total(self, items):
        return sum(x for x in items if x > 0) - 1


def after():
    pass
`;

/** The one place a mutant differs from its source: [first differing offset, last in the source]. */
function changedRange(source: string, mutated: string): [number, number] {
  let start = 0;
  while (source[start] === mutated[start]) start += 1;
  let fromEnd = 0;
  while (
    fromEnd < source.length - start &&
    source[source.length - 1 - fromEnd] === mutated[mutated.length - 1 - fromEnd]
  )
    fromEnd += 1;
  return [start, source.length - fromEnd];
}

describe("findFunction: a named function's body, found by a scanner over its code", () => {
  it("finds JavaScript declarations, arrows, and methods, and never a name in a string or comment", () => {
    const cents = findFunction(PRICES_JS, "cents", "javascript");
    expect(cents?.line).toBe(4);
    expect(PRICES_JS.slice(cents?.bodyStart, cents?.bodyEnd)).toContain("Math.round(amount * 100)");
    expect(PRICES_JS.slice(cents?.bodyStart, cents?.bodyEnd)).not.toContain("label = (price)");
    const label = findFunction(PRICES_JS, "label", "javascript");
    expect(PRICES_JS.slice(label?.bodyStart, label?.bodyEnd).trim()).toBe(
      'price.cents > 100 && price.cents >= 0 ? "big" : "small"',
    );
    expect(findFunction(PRICES_JS, "total", "javascript")?.line).toBe(15);
    expect(findFunction(PRICES_JS, "pad", "javascript")).toBeNull();
    const methods = "const ops = { add(a, b) { return a + b; }, sub(a, b) { return a - b; } };\n";
    const sub = findFunction(methods, "sub", "javascript");
    expect(methods.slice(sub?.bodyStart, sub?.bodyEnd).trim()).toBe("return a - b;");
    expect(findFunction(PRICES_JS, "never", "javascript")).toBeNull();
    expect(definedNames(PRICES_JS, "javascript")).toEqual(["cents", "label", "total", "after"]);
  });

  it("finds TypeScript functions past an object return type and a generic arrow", () => {
    const cents = findFunction(PRICES_TS, "cents", "typescript");
    expect(PRICES_TS.slice(cents?.bodyStart, cents?.bodyEnd).trim()).toBe(
      "return { value: amount * 100 };",
    );
    const half = findFunction(PRICES_TS, "half", "typescript");
    expect(PRICES_TS.slice(half?.bodyStart, half?.bodyEnd).trim()).toBe(
      "items.slice(0, items.length / 2)",
    );
  });

  it("finds Python defs, methods included, by their indentation", () => {
    const cents = findFunction(PRICES_PY, "cents", "python");
    expect(cents?.line).toBe(4);
    const body = PRICES_PY.slice(cents?.bodyStart, cents?.bodyEnd);
    expect(body).toContain("return math.floor");
    expect(body).not.toContain("class Cart");
    const total = findFunction(PRICES_PY, "total", "python");
    expect(PRICES_PY.slice(total?.bodyStart, total?.bodyEnd)).not.toContain("def after");
    expect(definedNames(PRICES_PY, "python")).toEqual(["cents", "total", "after"]);
  });

  it("knows the languages by extension", () => {
    expect(["a.py", "b.mjs", "c.tsx", "d.d.ts", "e.go", "f.rb"].map(languageOfFile)).toEqual([
      "python",
      "javascript",
      "typescript",
      null,
      "go",
      null,
    ]);
  });
});

describe("mutantsOf: one small change per mutant, inside the named function only", () => {
  it("gives each operator's mutants of a JavaScript function, each a valid program changed in one place", () => {
    const mutants = mutantsOf(PRICES_JS, { functionName: "cents", language: "javascript" });
    const cents = findFunction(PRICES_JS, "cents", "javascript");
    // A script, not a module: the import line goes, `export` goes.
    const script = (source: string) => source.replace(/^import .*$/m, "").replace(/^export /gm, "");
    for (const mutant of mutants) {
      const [start, end] = changedRange(PRICES_JS, mutant.mutatedSource);
      expect(start).toBeGreaterThanOrEqual(cents?.bodyStart ?? 0);
      expect(end).toBeLessThanOrEqual(cents?.bodyEnd ?? 0);
      expect(() => new Script(script(mutant.mutatedSource))).not.toThrow();
    }
    const seen = mutants.map((mutant) => [mutant.operator, mutant.line, mutant.description]);
    expect(seen).toContainEqual(["negated-condition", 8, "`if (amount === null)` negated"]);
    expect(seen).toContainEqual(["null-check", 8, "`null` -> `undefined`"]);
    expect(seen).toContainEqual(["equality", 8, "`===` -> `!==`"]);
    expect(seen).toContainEqual(["drop-plus-one", 9, "`+ 1` dropped"]);
    expect(seen).toContainEqual(["arithmetic", 9, "`*` -> `/`"]);
    expect(seen).toContainEqual(["add-one", 9, "`100` -> `100 + 1`"]);
    // The `>` inside the template's ${...} is code; the `<` in its text, the string and the
    // regular expression are not.
    expect(seen.filter(([operator]) => operator === "comparison-boundary")).toEqual([
      ["comparison-boundary", 7, "`>` -> `>=`"],
    ]);
    expect(new Set(mutants.map((mutant) => mutant.mutatedSource)).size).toBe(mutants.length);
  });

  it("makes no mutant that is the same program or no program: `== null`, an exponent's `-1`", () => {
    const source = "function f(x) {\n  if (x == null) return 1e-1;\n  return x.y === null;\n}\n";
    const found = mutantsOf(source, { functionName: "f", language: "javascript" });
    expect(found.filter((mutant) => mutant.operator === "null-check")).toMatchObject([
      { line: 3, description: "`null` -> `undefined`" },
    ]);
    expect(found.filter((mutant) => mutant.operator === "drop-plus-one")).toEqual([]);
    for (const mutant of found) expect(() => new Script(mutant.mutatedSource)).not.toThrow();
  });

  it("swaps two differing arguments and flips logical operators", () => {
    const total = mutantsOf(PRICES_JS, { functionName: "total", language: "javascript" });
    expect(total.map((mutant) => mutant.description)).toContain(
      "arguments of `pad(items[i], 2)` swapped",
    );
    const label = mutantsOf(PRICES_JS, { functionName: "label", language: "javascript" });
    expect(label.map((mutant) => mutant.description)).toEqual(
      expect.arrayContaining(["`&&` -> `||`", "`>` -> `>=`", "`>=` -> `>`"]),
    );
  });

  it("mutates Python: `is None` to `is not None`, a negated if, and a comprehension's comparison", () => {
    const cents = mutantsOf(PRICES_PY, { functionName: "cents", language: "python" });
    const negated = cents.find((mutant) => mutant.operator === "negated-condition");
    expect(negated?.mutatedSource).toContain("    if not (amount is None):\n");
    expect(cents.find((mutant) => mutant.operator === "null-check")?.mutatedSource).toContain(
      "if amount is not None:",
    );
    expect(cents.every((mutant) => mutant.mutatedSource.includes("a < b in a docstring"))).toBe(
      true,
    );
    const total = mutantsOf(PRICES_PY, { functionName: "total", language: "python" });
    expect(total.map((mutant) => mutant.description)).toEqual(
      expect.arrayContaining(["`>` -> `>=`", "`- 1` dropped", "`-` -> `+`"]),
    );
  });

  it("is deterministic for a seed, tries every kind first under a cap, and gives none for a missing function", () => {
    const options = { functionName: "cents", language: "javascript" } as const;
    const once = mutantsOf(PRICES_JS, options).map((mutant) => mutant.description);
    expect(mutantsOf(PRICES_JS, options).map((mutant) => mutant.description)).toEqual(once);
    const capped = mutantsOf(PRICES_JS, { ...options, limit: 6 });
    expect(capped).toHaveLength(6);
    expect(new Set(capped.map((mutant) => mutant.operator)).size).toBe(6);
    const other = mutantsOf(PRICES_JS, { ...options, seed: 7 }).map((m) => m.description);
    expect([...other].sort()).toEqual([...once].sort());
    expect(mutantsOf(PRICES_JS, { ...options, functionName: "nope" })).toEqual([]);
  });
});
