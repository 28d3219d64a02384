import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { INPUT_NAMES, parseActionInputs } from "../../src/action/inputs.js";

interface InputSpec {
  description: string;
  required?: boolean;
  default?: string;
  deprecationMessage?: string;
}

const ACTION = parse(
  readFileSync(path.resolve(import.meta.dirname, "../../action.yml"), "utf8"),
) as { inputs: Record<string, InputSpec> };

const declared = Object.entries(ACTION.inputs);
const live = declared.filter(([, spec]) => !spec.deprecationMessage).map(([name]) => name);
const deprecated = declared.filter(([, spec]) => spec.deprecationMessage).map(([name]) => name);

describe("action.yml's inputs and what src/action/inputs.ts reads", () => {
  it("are the same list: every live input is read, and nothing undeclared is", () => {
    expect([...INPUT_NAMES].sort()).toEqual([...live].sort());
  });

  it("read no deprecated input, and each says what to do instead", () => {
    expect(deprecated).toEqual(["open-pr"]);
    for (const name of deprecated) {
      expect(INPUT_NAMES as readonly string[]).not.toContain(name);
      expect(ACTION.inputs[name]?.deprecationMessage).toMatch(/remove it/);
      expect(ACTION.inputs[name]?.default).toBeUndefined();
    }
  });

  it("agree on defaults: action.yml's default parses as an empty input does", () => {
    const empty = parseActionInputs({});
    for (const [name, spec] of declared) {
      if (spec.default === undefined || !live.includes(name)) continue;
      const given = parseActionInputs({ [`INPUT_${name.toUpperCase()}`]: spec.default });
      expect(given, name).toEqual(empty);
    }
  });
});
