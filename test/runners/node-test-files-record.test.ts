import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readRunOutput as readRecord } from "../../src/files/read-run-output.js";
import type { JunitTestRef } from "../../src/junit/command-line.js";
import { placeRefs } from "../../src/runners/node-test-files.js";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/**
 * The record of which file ran each node:test test is written by the test run: in `fix`, by the
 * agent's own code. What it says may only pick among the project's files for a re-run.
 */
describe("the record node --test's first run leaves", () => {
  it("names only files inside the project, none that node would read as an option", () => {
    const root = "/work/app";
    const line = (file: string, name: string) => JSON.stringify({ file, names: [name] });
    const text = [
      line("/work/app/test/a.test.js", "adds"),
      line("/work/app/test/b.test.js", "adds"),
      line("/work/app/--import=data:text/javascript,evil", "adds"),
      line("/work/app/-r", "adds"),
      line("/etc/passwd", "adds"),
      line("/work/app", "adds"),
      line("/work/app/test/c.test.js", "rounds"),
      "not json",
      JSON.stringify({ file: 7, names: ["rounds"] }),
    ].join("\n");
    const ref = (name: string): JunitTestRef => ({
      name,
      classname: "test",
      suite: "",
      file: null,
      line: null,
    });
    const [adds, rounds] = [ref("adds"), ref("rounds")];
    placeRefs([adds, rounds], text, root);
    expect(adds.files).toEqual(["test/a.test.js", "test/b.test.js"]);
    expect(rounds.files).toEqual(["test/c.test.js"]);
  });

  it("is not read through a link: a run that points it at another file gives no record", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "node-test-files-"));
    folders.push(folder);
    const secret = path.join(folder, "secret");
    await writeFile(secret, JSON.stringify({ file: `${folder}/x.test.js`, names: ["a"] }));
    const record = path.join(folder, "files.jsonl");
    await symlink(secret, record);
    expect(await readRecord(record)).toBe("");
    expect(await readRecord(secret)).toContain("x.test.js");
  });
});
