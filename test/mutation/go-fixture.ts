import { readFileSync } from "node:fs";
import path from "node:path";
import { definedNames, mutantsOf } from "../../src/mutation/index.js";

/** Go source written for these tests (fixtures/tally.go), laid out by gofmt. */
export const TALLY = readFileSync(path.join(import.meta.dirname, "fixtures/tally.go"), "utf8");

/** Every mutant of every function of a Go source, with its function's name. */
export function allMutants(source: string) {
  return definedNames(source, "go").flatMap((name) =>
    mutantsOf(source, { functionName: name, language: "go" }).map((mutant) => ({
      name,
      ...mutant,
    })),
  );
}
