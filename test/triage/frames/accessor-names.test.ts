import { describe, expect, it } from "vitest";
import { changedFunctions } from "../../../src/triage/changes/changed-functions.js";
import { culpritOf } from "../../../src/triage/culprit.js";
import { createTempProject } from "../../support/temp-project.js";

// class-validator's MetadataStorage: V8's coverage names the getter "get hasValidationMetaData".
const SOURCE = [
  "export class MetadataStorage {",
  "  get hasValidationMetaData(): boolean {",
  "    return !!this.validationMetadatas.size;",
  "  }",
  "}",
  "",
].join("\n");

describe("an accessor", () => {
  it("has one name, as its source spells it, by coverage, by its stack and by a diff", async () => {
    const file = "src/metadata/MetadataStorage.ts";
    const root = await createTempProject({ [file]: SOURCE });
    const byCoverage = culpritOf(file, "get hasValidationMetaData", "coverage", root);
    const byStack = culpritOf(file, "MetadataStorage.get hasValidationMetaData", "frame", root, 3);
    const byDiff = [...changedFunctions([{ file, ranges: [{ from: 3, to: 3 }] }], root)];
    expect(byCoverage.function).toBe("hasValidationMetaData");
    expect([byCoverage.key, byStack.key, ...byDiff]).toEqual([
      `${file}:hasValidationMetaData`,
      `${file}:hasValidationMetaData`,
      `${file}:hasValidationMetaData`,
    ]);
  });
});
