import { link, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRunOutput } from "../../src/files/read-run-output.js";
import { readRecords } from "../../src/triage/spectrum/one-run-coverage.js";

// What a test run leaves in the folder it shares with fix-loop is the run's to replace: the
// agent's, in `fix`. fix-loop reads only the plain file the run wrote, and only so much of it.

let folder: string;
let secret: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "read-run-output-"));
  secret = path.join(folder, "secret");
  await writeFile(secret, `${JSON.stringify({ file: "/a.test.js", name: "a", scripts: [] })}\n`);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("readRunOutput", () => {
  it("reads a plain file the run wrote, up to the bound it is given", async () => {
    const file = path.join(folder, "plain.jsonl");
    await writeFile(file, "x".repeat(1000));
    expect(await readRunOutput(file)).toHaveLength(1000);
    expect(await readRunOutput(file, 10)).toBe("x".repeat(10));
  });

  it("reads nothing through a link, a second name of another file, a folder, or nothing there", async () => {
    const linked = path.join(folder, "linked.jsonl");
    await symlink(secret, linked);
    const hard = path.join(folder, "hard.jsonl");
    await link(secret, hard);
    const dir = path.join(folder, "dir.jsonl");
    await mkdir(dir);
    for (const file of [linked, hard, dir, path.join(folder, "absent.jsonl")])
      expect(await readRunOutput(file)).toBe("");
  });

  it("is how coverage records are read: a record linked to another file gives none", async () => {
    const linked = path.join(folder, "coverage.jsonl");
    await symlink(secret, linked);
    expect(await readRecords(linked)).toEqual([]);
    const own = path.join(folder, "own.jsonl");
    await writeFile(own, `${JSON.stringify({ file: "/b.test.js", name: "b", scripts: [] })}\n`);
    expect(await readRecords(own)).toHaveLength(1);
  });
});
