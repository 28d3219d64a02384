import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/** Six scripts, one failing: as a developer or a matrix job runs the bundled CLI. */
function project(): Record<string, string> {
  const files: Record<string, string> = {
    ".github/fix-loop.yml": "tests: checks/*.sh\n",
  };
  for (let index = 1; index <= 6; index++) {
    const fails = index === 4;
    files[`checks/check-${index}.sh`] =
      `#!/bin/sh\n# TEST: CK-00${index} - check ${index}\n# TIER: features\n${fails ? 'echo "FAIL: four is wrong"; exit 1' : 'echo "PASS: fine"'}\n`;
  }
  return files;
}

describe("fix-loop verify --shard and fix-loop merge", () => {
  it("write one partial a leg, and merge them into one results.json with the failure's group", async () => {
    const root = await createTempProject(project(), "fix-loop-cli-legs-");
    const first = await runCli(["verify", "--shard", "1/2", "-C", root]);
    const second = await runCli(["verify", "--shard", "2/2", "-C", root]);
    expect([first.code, second.code].sort()).toEqual([0, 1]);
    expect(first.stdout).toMatch(/leg 1\/2: 3 tests/);
    const merged = await runCli([
      "merge",
      "-C",
      root,
      path.join(root, ".fix-loop/partial-1-of-2.json"),
      path.join(root, ".fix-loop/partial-2-of-2.json"),
    ]);
    expect(merged.stderr).toBe("");
    expect(merged.code).toBe(1);
    expect(merged.stdout).toMatch(/2 legs merged in \d+ ms, spread \d+ %/);
    const results = resultsSchema.parse(
      JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    expect(results.tests.map((test) => test.id).sort()).toEqual([
      "CK-001",
      "CK-002",
      "CK-003",
      "CK-004",
      "CK-005",
      "CK-006",
    ]);
    expect(results.groups.map((group) => group.tests)).toEqual([["CK-004"]]);
    expect(results.shards?.legs.map((leg) => leg.tests)).toEqual([3, 3]);
  });

  it("refuse a leg outside its split, and a merge that lacks a leg, in a sentence", async () => {
    const root = await createTempProject(project(), "fix-loop-cli-legs-");
    const wrong = await runCli(["verify", "--shard", "3/2", "-C", root]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--shard takes i\/N, the leg i of N counted from 1/);
    await runCli(["verify", "--shard", "1/2", "-C", root]);
    const missing = await runCli([
      "merge",
      "-C",
      root,
      path.join(root, ".fix-loop/partial-1-of-2.json"),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/the partial results of leg 2\/2 are missing/);
    expect(missing.stderr).not.toMatch(/at .*\.js:\d+/);
  });
});
