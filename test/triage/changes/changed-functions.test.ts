import { describe, expect, it } from "vitest";
import { changedFunctions } from "../../../src/triage/changes/changed-functions.js";
import { createTempProject } from "../../support/temp-project.js";

/** The functions a change of `line` (1-based) of `file` names, with the file as given. */
async function changedAt(file: string, text: string, line: number): Promise<string[]> {
  const root = await createTempProject({ [file]: text });
  return [...changedFunctions([{ file, ranges: [{ from: line, to: line }] }], root)];
}

describe("the functions a change is in", () => {
  // click's formatting.py, as black writes a long signature: the `)` that closes it sits at the
  // def's own indentation, which had ended the function before its body.
  it("python: a def whose parameters go one a line", async () => {
    const text = [
      "class HelpFormatter:",
      "    def write_dl(",
      "        self,",
      "        rows: cabc.Sequence[tuple[str, str]],",
      "        col_max: int = 30,",
      "    ) -> None:",
      '        """Writes a definition list."""',
      "        widths = measure_table(rows)",
      "        return widths",
      "",
      "    def indent(self) -> None:",
      "        self.current_indent += 2",
      "",
    ].join("\n");
    expect(await changedAt("src/click/formatting.py", text, 8)).toEqual([
      "src/click/formatting.py:HelpFormatter.write_dl",
    ]);
    expect(await changedAt("src/click/formatting.py", text, 12)).toEqual([
      "src/click/formatting.py:HelpFormatter.indent",
    ]);
  });

  // class-validator's ValidationUtils: a parameter's type holds parentheses of its own.
  it("typescript: a method whose signature spans lines with a function type in it", async () => {
    const text = [
      "export class ValidationUtils {",
      "  static replaceMessageSpecialTokens(",
      "    message: string | ((args: ValidationArguments) => string),",
      "    validationArguments: ValidationArguments",
      "  ): string {",
      "    let messageString: string;",
      "    messageString = message as string;",
      "    return messageString;",
      "  }",
      "}",
      "",
    ].join("\n");
    expect(await changedAt("src/validation/ValidationUtils.ts", text, 7)).toEqual([
      "src/validation/ValidationUtils.ts:replaceMessageSpecialTokens",
    ]);
  });

  // superstruct's refinements.ts: a type parameter list over lines, with type arguments of its
  // own, ended at the first `>` and left the function unnamed.
  it("typescript: type parameters over lines, with nested type arguments", async () => {
    const text = [
      "export function size<",
      "  T extends string | any[] | Map<any, any> | Set<any>,",
      "  S extends (value: T) => Promise<Array<S>>,",
      ">(struct: Struct<T, S>, min: number, max = min): Struct<T, S> {",
      "  return refine(struct, 'size', (value) => {",
      "    return value.length <= max",
      "  })",
      "}",
      "",
    ].join("\n");
    expect(await changedAt("src/structs/refinements.ts", text, 6)).toEqual([
      "src/structs/refinements.ts:size",
    ]);
  });

  // superstruct's struct.ts: the scanner found the class's method `validate` alone, and named
  // a line of the module's own `validate` after it only where the brace count that stood in for
  // it read the file right (in superstruct's it did not). Both are now the scanner's.
  it("typescript: a module function that shares its name with a method before it", async () => {
    const text = [
      "export class Struct {",
      "  validate(",
      "    value: unknown,",
      "    options: {",
      "      coerce?: boolean",
      "    } = {}",
      "  ): [StructError, undefined] | [undefined, unknown] {",
      "    return validate(value, this, options)",
      "  }",
      "}",
      "export function validate(value: unknown, struct: Struct, options = {}): StructError {",
      "  const tuples = run(value, struct)",
      '  const expected = "an object: { key: value }"',
      "  return new StructError(expected, function* () {",
      "    for (const t of tuples) {",
      "      if (t[0]) {",
      "        yield t[0]",
      "      }",
      "    }",
      "  })",
      "}",
      "",
    ].join("\n");
    expect(await changedAt("src/struct.ts", text, 16)).toEqual(["src/struct.ts:validate"]);
    expect(await changedAt("src/struct.ts", text, 8)).toEqual(["src/struct.ts:validate"]);
  });

  // superstruct's utils.ts: a type predicate's object type was read as the function's body.
  it("typescript: a type predicate whose type is an object type", async () => {
    const text = [
      "export function isPlainObject(x: unknown): x is { [key: string]: any } {",
      "  if (Object.prototype.toString.call(x) !== '[object Object]') {",
      "    return false",
      "  }",
      "  const prototype = Object.getPrototypeOf(x)",
      "  return prototype === null || prototype === Object.prototype",
      "}",
      "",
    ].join("\n");
    expect(await changedAt("src/utils.ts", text, 6)).toEqual(["src/utils.ts:isPlainObject"]);
  });

  // cronstrue's expressionDescriptor.ts: a parameter typed as a function, named as a method of
  // the class is, read as that function over the signature's lines after it.
  it("typescript: a parameter whose type is a function type is no function", async () => {
    const text = [
      "export class Describer {",
      "  protected rangeDescription(",
      "    expression: string,",
      "    itemDescription: (item: string, form?: number) => string",
      "  ): string {",
      "    return itemDescription(expression)",
      "  }",
      "  protected itemDescription(item: string): string {",
      "    return item.toUpperCase()",
      "  }",
      "}",
      "",
    ].join("\n");
    expect(await changedAt("src/describer.ts", text, 4)).toEqual([
      "src/describer.ts:rangeDescription",
    ]);
  });
});
