import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { copyOfRepository } from "../support/repository-copy.js";

const REPO = path.resolve(import.meta.dirname, "../..");

function grep(copy: string, text: string): string[] {
  const found = spawnSync("git", ["grep", "-l", "-F", text], { cwd: copy, encoding: "utf8" });
  return found.stdout.split("\n").filter(Boolean);
}

describe("npm run set-home -- owner/name", () => {
  // One copy of the repository: the refusal runs first, and leaves it as it was.
  let copy: string;
  beforeAll(() => {
    copy = copyOfRepository();
  });

  it("refuses what is not a repository, before changing anything", () => {
    const run = spawnSync(process.execPath, ["scripts/set-home.mjs", "not a repo"], {
      cwd: copy,
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('"not a repo" is not a GitHub repository (owner/name)');
    expect(spawnSync("git", ["diff", "--quiet"], { cwd: copy }).status).toBe(0);
  });

  it("rewrites every reference to fix-loop's home and tag, and the generated workflow agrees", () => {
    const run = spawnSync(
      process.execPath,
      ["scripts/set-home.mjs", "acme/fix-loop-fork", "--tag", "v2", "--no-build"],
      { cwd: copy, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(grep(copy, "org/fix-loop").filter((file) => file !== "CHANGELOG.md")).toEqual([]);
    const where = readFileSync(path.join(copy, "src/workflows/fix-loop-home.ts"), "utf8");
    expect(where).toContain('export const HOME = "acme/fix-loop-fork";');
    expect(where).toContain('export const TAG = "v2";');
    const pipeline = readFileSync(path.join(copy, ".github/workflows/pipeline.yml"), "utf8");
    const steps = pipeline.split("\n").filter((line) => /^\s+(?:- )?uses: /.test(line));
    expect(
      steps.filter((line) => !/uses: (?:acme\/fix-loop-fork@v2|actions\/)/.test(line)),
    ).toEqual([]);
    expect(pipeline.match(/uses: acme\/fix-loop-fork@v2/g)?.length).toBeGreaterThanOrEqual(6);
    expect(readFileSync(path.join(copy, "README.md"), "utf8")).toContain(
      "uses: acme/fix-loop-fork/.github/workflows/pipeline.yml@v2",
    );

    // What the build writes from the re-homed fix-loop-home.ts is the re-homed file, byte for byte.
    symlinkSync(path.join(REPO, "node_modules"), path.join(copy, "node_modules"));
    execFileSync(process.execPath, ["scripts/write-reusable-workflow.mjs"], { cwd: copy });
    expect(readFileSync(path.join(copy, ".github/workflows/pipeline.yml"), "utf8")).toBe(pipeline);
  });
});
