import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error A build script in plain JavaScript, without types.
import { DOC, inputsTables, withTables } from "../../scripts/inputs-docs.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(ROOT, DOC), "utf8");

describe("the inputs tables of docs/github-action.md", () => {
  it("are what pipeline.yml and action.yml say (npm run docs:inputs writes them)", () => {
    expect(withTables(doc, inputsTables(ROOT))).toBe(doc);
  });

  it("send callers of the reusable workflow to its inputs, none of which is only the Action's", () => {
    const tables = inputsTables(ROOT) as Record<string, string>;
    const names = (table: string | undefined) =>
      [...(table ?? "").matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]);
    const pipeline = names(tables["pipeline-inputs"]);
    for (const onlyTheAction of [
      "verbose",
      "artifact-name",
      "max-attempts",
      "budget-usd",
      "mode",
    ]) {
      expect(pipeline).not.toContain(onlyTheAction);
      expect(names(tables["action-inputs"])).toContain(onlyTheAction);
    }
    expect(doc).not.toMatch(/Every input and output is described in \[`action\.yml`\]/);
    expect(doc.indexOf("<!-- generated:pipeline-inputs -->")).toBeGreaterThan(0);
  });

  it("list the repository settings a run needs, and what fails without each", () => {
    for (const setting of [
      "Allow GitHub Actions to create and approve pull requests",
      "Access to fix-loop's workflows from your repositories",
    ])
      expect(doc).toContain(setting);
    expect(doc).toMatch(/GitHub Actions is not permitted to create or approve pull requests/);
  });
});
