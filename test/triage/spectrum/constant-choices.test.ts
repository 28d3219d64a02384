import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SourceReader } from "../../../src/triage/frames/source-names.js";
import {
  asCallersChoices,
  returnsAConstant,
} from "../../../src/triage/spectrum/constant-choices.js";

/** Two locales and the describer that picks their strings, as cronstrue writes them. */
const SOURCES: Record<string, string> = {
  "src/locales/en.ts": [
    "export class en {",
    "  commaOnlyOnX0() {",
    '    return ", only on %s";',
    "  }",
    '  commaAndOnX0(): string { return ", and on %s"; }',
    "  atX0(time: string) {",
    '    return "at";',
    "  }",
    "  everyX0(plural: boolean) {",
    '    if (plural) return "every";',
    '    return "each";',
    "  }",
    "}",
  ].join("\n"),
  "src/locales/fr.ts": [
    "export class fr {",
    "  commaAndOnX0() {",
    "    return ', et %s';",
    "  }",
    "}",
  ].join("\n"),
  "src/describe.ts": [
    "export function dayOfWeek(i18n, domSpecified) {",
    "  if (!domSpecified) return format(i18n.commaOnlyOnX0());",
    "  return format(i18n.commaAndOnX0());",
    "}",
    "export function format(text) {",
    "  return text;",
    "}",
  ].join("\n"),
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "constant-choices-"));
  for (const [file, text] of Object.entries(SOURCES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a function that only returns a literal", () => {
  it("is told from one that takes a parameter or branches", () => {
    const source = new SourceReader(root);
    expect(returnsAConstant(source, "src/locales/en.ts:commaOnlyOnX0")).toBe(true);
    expect(returnsAConstant(source, "src/locales/en.ts:commaAndOnX0")).toBe(true);
    expect(returnsAConstant(source, "src/locales/fr.ts:commaAndOnX0")).toBe(true);
    expect(returnsAConstant(source, "src/locales/en.ts:atX0")).toBe(false);
    expect(returnsAConstant(source, "src/locales/en.ts:everyX0")).toBe(false);
    expect(returnsAConstant(source, "src/describe.ts:format")).toBe(false);
  });

  it("counts as a choice of its caller, the same for every locale's copy and every string", () => {
    const source = new SourceReader(root);
    const coverage = new Map([
      [
        "en test",
        new Set([
          "src/describe.ts:dayOfWeek",
          "src/describe.ts:format",
          "src/locales/en.ts:commaAndOnX0",
        ]),
      ],
      [
        "fr test",
        new Set([
          "src/describe.ts:dayOfWeek",
          "src/describe.ts:format",
          "src/locales/fr.ts:commaAndOnX0",
        ]),
      ],
      ["other string", new Set(["src/describe.ts:dayOfWeek", "src/locales/en.ts:commaOnlyOnX0"])],
      // Run without its caller among the test's functions: left as it is.
      ["alone", new Set(["src/locales/en.ts:commaOnlyOnX0"])],
    ]);
    const choices = asCallersChoices(coverage, source);
    const chose = "src/describe.ts:dayOfWeek/<constant>";
    expect(choices.get("en test")).toEqual(
      new Set(["src/describe.ts:dayOfWeek", "src/describe.ts:format", chose]),
    );
    expect(choices.get("fr test")).toEqual(
      new Set(["src/describe.ts:dayOfWeek", "src/describe.ts:format", chose]),
    );
    expect(choices.get("other string")).toEqual(new Set(["src/describe.ts:dayOfWeek", chose]));
    expect(choices.get("alone")).toEqual(new Set(["src/locales/en.ts:commaOnlyOnX0"]));
  });
});
