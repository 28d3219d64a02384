import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VITEST_VALUE_OPTIONS } from "../../src/runners/vitest-value-options.js";

/** The options vitest's own help gives a required value (`--environment <name>`). */
function optionsTakingValues(help: string): string[] {
  const options: string[] = [];
  for (const line of help.split("\n")) {
    const match = /^\s+(?:(-\w), )?(--[\w.-]+) </.exec(line);
    if (!match) continue;
    if (match[1]) options.push(match[1]);
    options.push(match[2] as string);
  }
  return options;
}

describe("vitest's options that take a value", () => {
  it("include every option the installed vitest's help gives a required value", () => {
    const require = createRequire(import.meta.url);
    const bin = path.join(path.dirname(require.resolve("vitest/package.json")), "vitest.mjs");
    const help = execFileSync(process.execPath, [bin, "--help", "--expand-help"], {
      encoding: "utf8",
    });
    const wanted = optionsTakingValues(help);
    expect(wanted).toContain("--environment");
    const known = new Set<string>([...VITEST_VALUE_OPTIONS, "-t", "--testNamePattern"]);
    expect(wanted.filter((option) => !known.has(option))).toEqual([]);
  });
});
