import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { calledFunctions } from "../../../src/triage/spectrum/v8-coverage.js";

/** What a real node process ran of a module with a `.replace()` callback, named as triage ranks. */
async function ranInNode(call: string): Promise<string[]> {
  const root = await mkdtemp(path.join(tmpdir(), "fix-loop-anon-"));
  const coverage = path.join(root, "coverage");
  await writeFile(
    path.join(root, "range.mjs"),
    [
      "export function replaceXRange(comp) {",
      "  return comp.replace(/x/g, (x) => '0');",
      "}",
      "export const strip = (comp) => comp.trim();",
      `${call};`,
    ].join("\n"),
  );
  await execa(process.execPath, [path.join(root, "range.mjs")], {
    env: { NODE_V8_COVERAGE: coverage },
  });
  const ran = [...(await calledFunctions(coverage, root))].sort();
  await rm(root, { recursive: true, force: true });
  return ran;
}

describe("an anonymous function written inside a named one, as V8 reports it", () => {
  it("is a unit of that function when it ran, and none when only the function ran", async () => {
    // semver's replaceXRange runs for every range; the arrow it hands `.replace()`, where a
    // mutant was, only for the ranges with an x: the arrow's spectrum is the sharper.
    expect(await ranInNode("replaceXRange('1.x')")).toEqual([
      "range.mjs:replaceXRange",
      "range.mjs:replaceXRange/<anonymous 1>",
    ]);
    expect(await ranInNode("replaceXRange('1.2')")).toEqual(["range.mjs:replaceXRange"]);
  });

  it("is no unit when nothing named holds it (an arrow in the module's own body)", async () => {
    expect(await ranInNode("[' 1.2 '].map((comp) => strip(comp))")).toEqual(["range.mjs:strip"]);
  });
});
