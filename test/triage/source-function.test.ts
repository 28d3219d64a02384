import { readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { culpritOf, frameCulprit, stackCulprits } from "../../src/triage/culprit.js";
import { sourceFunctionName, sourceOutline } from "../../src/triage/frames/source-function.js";
import { SourceReader } from "../../src/triage/frames/source-names.js";
import { failedTest } from "./failed-test.js";

/** A source whose `match` a bundler renamed `match2`, as vitest's frames and coverage show it. */
const SOURCE = [
  "import { helper } from './helper';", // 1
  "", // 2
  "export function match(input: string, pattern: RegExp): boolean {", // 3
  "  const parts = input.split('/').map((part) => {", // 4
  "    return part.trim();", // 5
  "  });", // 6
  "  return pattern.test(parts.join('/'));", // 7
  "}", // 8
  "", // 9
  "export const negate = (value: boolean) => {", // 10
  "  return !value;", // 11
  "};", // 12
  "", // 13
  "class Parser {", // 14
  "  parse(text: string) {", // 15
  "    if (text === '') {", // 16
  "      throw new Error('empty');", // 17
  "    }", // 18
  "    return text;", // 19
  "  }", // 20
  "}", // 21
  "", // 22
  "export function startOf(unit: string, isStartOf: boolean) {", // 23
  "  const instanceFactory = (d: number, m: number) => {", // 24
  "    if (d < 0) throw new RangeError('day');", // 25
  "    return new Date(2020, m, d);", // 26
  "  };", // 27
  "  return isStartOf ? instanceFactory(1, 0) : instanceFactory(-1, 11);", // 28
  "}", // 29
].join("\n");

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "source-function-"));
  await mkdir(path.join(root, "src"));
  await writeFile(path.join(root, "src/utils.ts"), SOURCE);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("culprit names come from the source", () => {
  it("names the function enclosing a frame's line, not the runtime's renamed frame", () => {
    const inArrow = failedTest("a", [
      "TypeError: boom",
      `    at match2 (${root}/src/utils.ts:5:17)`,
      "    at Object.<anonymous> (test/utils.test.ts:9:5)",
    ]);
    expect(frameCulprit(inArrow, root)).toMatchObject({ key: "src/utils.ts:match" });
    const inMethod = failedTest("b", [
      "Error: empty",
      `    at Parser.parse2 (${root}/src/utils.ts:17:13)`,
    ]);
    expect(frameCulprit(inMethod, root)).toMatchObject({ function: "parse" });
    const inConstArrow = failedTest("c", ["Error: x", `    at negate (${root}/src/utils.ts:11:3)`]);
    expect(frameCulprit(inConstArrow, root)?.function).toBe("negate");
  });

  it("names a helper declared inside a function as the helper, where the stack shows it failing", () => {
    // Coverage names the helper so too once a failure's stack shows it (spectrum/helper-name.ts;
    // test/triage/spectrum/nested-helper-culprit.test.ts): the frames and coverage of one bug meet.
    const inHelper = failedTest("d", [
      "RangeError: day",
      `    at instanceFactory (${root}/src/utils.ts:25:27)`,
      `    at startOf (${root}/src/utils.ts:28:47)`,
    ]);
    expect(frameCulprit(inHelper, root)).toMatchObject({ key: "src/utils.ts:instanceFactory" });
    const inFunction = failedTest("e", [
      "RangeError: day",
      `    at startOf (${root}/src/utils.ts:28:47)`,
    ]);
    expect(frameCulprit(inFunction, root)).toMatchObject({ key: "src/utils.ts:startOf" });
  });

  it("drops a bundler's digits from a coverage name the source does not declare", () => {
    expect(culpritOf("src/utils.ts", "match2", "coverage", root).key).toBe("src/utils.ts:match");
    expect(culpritOf("src/utils.ts", "negate", "coverage", root).key).toBe("src/utils.ts:negate");
    // A name the source does not declare in any form, or a source that cannot be read: as given.
    expect(culpritOf("src/utils.ts", "other3", "coverage", root).function).toBe("other3");
    expect(culpritOf("src/missing.ts", "match2", "coverage", root).function).toBe("match2");
  });

  it("drops the CommonJS module wrapper V8 puts before a compiled class's method", () => {
    // ts-jest's output: the module function is "Object.<anonymous>" to V8.
    const wrapped = "Object.<anonymous>.Parser.parse";
    expect(culpritOf("src/utils.ts", wrapped, "coverage", root).function).toBe("Parser.parse");
    expect(culpritOf("src/missing.ts", wrapped, "coverage", root).function).toBe("Parser.parse");
  });

  it("opens a method's body after its parameters, whose defaults' braces open none", async () => {
    // luxon's `listFormatter(opts = {}) {`: the default's `{}` took the method's name, and every
    // line of its body had none (V8's frame "Locale.getCachedLF [as listFormatter]" kept its own).
    const file = path.join(root, "src/locale.js");
    await writeFile(
      file,
      [
        "class Locale {",
        "  listFormatter(opts = {}) {",
        "    return getCachedLF(this.intl, opts);",
        "  }",
        "}",
      ].join("\n"),
    );
    expect(sourceFunctionName(file, "getCachedLF", 3, root)).toBe("listFormatter");
    await rm(file);
  });

  it("opens a function's body after parameters that go on over lines, as formatters write them", async () => {
    // unjs/cookie-es's `parseSetCookie(\n  str: string,\n  options?: ...,\n): SetCookie | undefined {`:
    // its body's lines had no name, and its calls went to no function (`_decode` unseen).
    const file = path.join(root, "src/parse.ts");
    await writeFile(
      file,
      [
        "export function parseSetCookie(", // 1
        "  str: string,", // 2
        "  options?: { decode?: boolean; strict: boolean },", // 3
        "): SetCookie | undefined {", // 4
        "  const value = _trim(str);", // 5
        "  return _decode(value, options);", // 6
        "}", // 7
        "export const split = (", // 8
        "  text: string,", // 9
        ") => {", // 10
        "  return text.split(';');", // 11
        "};", // 12
      ].join("\n"),
    );
    expect(sourceFunctionName(file, "anonymous", 6, root)).toBe("parseSetCookie");
    expect(sourceFunctionName(file, "anonymous", 11, root)).toBe("split");
    expect([...new SourceReader(root).callsOf("src/parse.ts", "parseSetCookie")]).toEqual([
      "_trim",
      "_decode",
    ]);
    // The outline the corpus keeps gives the same names.
    const outline = sourceOutline(readFileSync(file, "utf8").split("\n"));
    const outlined = path.join(root, "outline-parse");
    await mkdir(path.join(outlined, "src"), { recursive: true });
    await writeFile(path.join(outlined, "src/parse.ts"), outline.join("\n"));
    expect(sourceFunctionName("src/parse.ts", "anonymous", 6, outlined)).toBe("parseSetCookie");
    await rm(file);
  });

  it("names a Python frame's method with its class, as coverage and a change name it", async () => {
    // cachetools' __init__.py has five `__getitem__`; a traceback shows only the name.
    await writeFile(
      path.join(root, "src/cache.py"),
      [
        "class Cache:", // 1
        "    def __getitem__(self, key):", // 2
        "        return self.__missing__(key)", // 3
        "", // 4
        "    def __missing__(self, key):", // 5
        "        raise KeyError(key)", // 6
        "", // 7
        "class LRUCache(Cache):", // 8
        "    def __getitem__(self, key):", // 9
        "        return Cache.__getitem__(self, key)", // 10
      ].join("\n"),
    );
    const failed = failedTest("py", [
      "Traceback (most recent call last):",
      `  File "${root}/src/cache.py", line 10, in __getitem__`,
      `  File "${root}/src/cache.py", line 3, in __getitem__`,
      `  File "${root}/src/cache.py", line 6, in __missing__`,
      "KeyError: 1",
    ]);
    expect(frameCulprit(failed, root)).toMatchObject({ key: "src/cache.py:Cache.__missing__" });
    expect(stackCulprits(failed, root)).toEqual([
      "src/cache.py:LRUCache.__getitem__",
      "src/cache.py:Cache.__getitem__",
      "src/cache.py:Cache.__missing__",
    ]);
    // Coverage's names come qualified; a line that is not the named function's keeps the name.
    expect(culpritOf("src/cache.py", "LRUCache.__getitem__", "coverage", root).key).toBe(
      "src/cache.py:LRUCache.__getitem__",
    );
    expect(sourceFunctionName("src/cache.py", "<lambda>", 3, root)).toBe("<lambda>");
    expect(sourceFunctionName("src/cache.py", "other", 3, root)).toBe("other");
  });

  it("reads a file an attempt edited as it is now, not as a frame before found it", async () => {
    const file = path.join(root, "src/edited.ts");
    await writeFile(file, ["function first() {", "  return 1;", "}"].join("\n"));
    expect(sourceFunctionName(file, "x", 2, root)).toBe("first");
    await writeFile(file, ["function second() {", "  return 2;", "}"].join("\n"));
    expect(sourceFunctionName(file, "x", 2, root)).toBe("second");
    await rm(file);
    expect(sourceFunctionName(file, "x", 2, root)).toBe("x");
  });
});

describe("the outline the triage corpus keeps instead of a project's code", () => {
  it("gives every line the name its source gives, with no code in it", async () => {
    // The fixture and fix-loop's own TypeScript: classes, arrows, nested helpers, strings with braces.
    const own = readdirSync("src/triage/frames").map((name) => `src/triage/frames/${name}`);
    const files = [
      { name: "fixture.ts", text: SOURCE },
      ...[...own, "src/triage/spectrum/ochiai.ts", "src/junit/coverage-setup.ts"].map((file) => ({
        name: file.replaceAll("/", "_"),
        text: readFileSync(file, "utf8"),
      })),
    ];
    const outlined = path.join(root, "outlined");
    await mkdir(path.join(outlined, "src"), { recursive: true });
    await mkdir(path.join(root, "full", "src"), { recursive: true });
    let compared = 0;
    for (const { name, text } of files) {
      const lines = text.split("\n");
      const outline = sourceOutline(lines);
      expect(outline.length).toBe(lines.length);
      // Only names, braces and semicolons: no expression of the source survives.
      for (const line of outline) expect(line).toMatch(/^(?:function [\w$]+\(\) ?)?[{};]*$/);
      await writeFile(path.join(root, "full", "src", name), text);
      await writeFile(path.join(outlined, "src", name), outline.join("\n"));
      for (let line = 1; line <= lines.length; line++) {
        const read = (at: string) => sourceFunctionName(`src/${name}`, "runtime", line, at);
        expect(read(outlined), `${name}:${line}`).toBe(read(path.join(root, "full")));
        compared++;
      }
      expect(sourceFunctionName(`src/${name}`, "negate2", null, outlined)).toBe(
        sourceFunctionName(`src/${name}`, "negate2", null, path.join(root, "full")),
      );
    }
    expect(compared).toBeGreaterThan(500);
  });
});
