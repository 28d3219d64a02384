import { readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { PRICES_VITEST } from "../support/prices-project.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

const CONFIG = `tiers:
  - name: unit
    command: node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml
    junit: reports/junit.xml
`;

async function pricesProject(): Promise<string> {
  const root = await createTempProject({ ...PRICES_VITEST, ".github/fix-loop.yml": CONFIG });
  await symlink(
    path.join(import.meta.dirname, "../../node_modules"),
    path.join(root, "node_modules"),
  );
  return root;
}

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

/** The printed heading of a failing test in the closing summary: "ID [T-XXXX] (file)". */
function printedHeading(stdout: string, name: string): { id: string; alias: string } {
  const line = stdout.split("\n").find((l) => l.includes(name) && / \[T-[0-9A-F]+\] \(/.test(l));
  const match = / ?(.+) \[(T-[0-9A-F]+)\] \(/.exec(line ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no heading for ${name} in:\n${stdout}`);
  return { id: match[1], alias: match[2] };
}

describe("ids fix-loop prints are accepted back", () => {
  it("re-runs one failing vitest test by its printed id (spaces and > included) and by its alias", async () => {
    const root = await pricesProject();
    const first = await runCli(["verify", "-C", root]);
    expect(first.code).toBe(1);
    const cents = printedHeading(first.stdout, "cents");
    expect(cents.id).toContain(" > ");

    const byId = await runCli(["verify", "-C", root, "--tests", cents.id]);
    expect(byId.stderr).toBe("");
    expect(byId.code).toBe(1);
    expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual([
      [cents.id, "failed"],
    ]);

    const byAlias = await runCli(["verify", "-C", root, "--tests", cents.alias]);
    expect(byAlias.stderr).toBe("");
    expect(byAlias.code).toBe(1);
    expect((await results(root)).tests.map((test) => test.id)).toEqual([cents.id]);
    expect(printedHeading(byAlias.stdout, "cents")).toEqual(cents);
  });

  it("takes --tests repeated, each value one id", async () => {
    const root = await pricesProject();
    const first = await runCli(["verify", "-C", root]);
    const cents = printedHeading(first.stdout, "cents");
    const label = printedHeading(first.stdout, "label");
    const both = await runCli(["verify", "-C", root, "--tests", cents.id, "--tests", label.alias]);
    expect(both.code).toBe(1);
    expect((await results(root)).tests.map((test) => test.id).sort()).toEqual(
      [cents.id, label.id].sort(),
    );
  });
});
