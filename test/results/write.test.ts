import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeResults } from "../../src/results/write.js";
import { failedResults } from "../report/results-fixture.js";

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "fix-loop-results-"));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("writeResults", () => {
  it("writes through a temporary name nobody can guess, and leaves only results.json", async () => {
    const victim = join(folder, "victim.txt");
    await writeFile(victim, "untouched\n");
    // Where the old predictable temporary name was: a symlink an attacker could plant.
    await symlink(victim, join(folder, `results.json.${process.pid}.tmp`));
    const file = join(folder, "results.json");

    await writeResults(file, failedResults());
    await writeResults(file, failedResults({ headline: "second" }));

    expect(await readFile(victim, "utf8")).toBe("untouched\n");
    expect(JSON.parse(await readFile(file, "utf8")).headline).toBe("second");
    expect((await readdir(folder)).sort()).toEqual(
      [`results.json.${process.pid}.tmp`, "results.json", "victim.txt"].sort(),
    );
  });
});
