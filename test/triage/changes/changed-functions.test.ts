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
});
