import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { culpritOf, frameCulprit } from "../../src/triage/culprit.js";
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

  it("drops a bundler's digits from a coverage name the source does not declare", () => {
    expect(culpritOf("src/utils.ts", "match2", "coverage", root).key).toBe("src/utils.ts:match");
    expect(culpritOf("src/utils.ts", "negate", "coverage", root).key).toBe("src/utils.ts:negate");
    // A name the source does not declare in any form, or a source that cannot be read: as given.
    expect(culpritOf("src/utils.ts", "other3", "coverage", root).function).toBe("other3");
    expect(culpritOf("src/missing.ts", "match2", "coverage", root).function).toBe("match2");
  });
});
