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

  it("leaves a describe out of its tests' selection, and keeps a test whose subtests they are", () => {
    // whatwg-mimetype: "image sniffing" is a describe; named in the pattern, it ran all 7 of
    // its tests for one. A test's subtests run only when it does.
    const line = (name: string, nesting: number, suite: boolean) =>
      JSON.stringify({ file: "/work/app/test/sniff.js", names: [name], nesting, suite });
    const text = [
      line("should detect PNG", 1, false),
      line("image sniffing", 0, true),
      line("half", 1, false),
      line("rounds", 0, false),
      line("both", 0, true),
      line("both", 0, false),
    ].join("\n");
    const ref = (name: string, suite: string): JunitTestRef => ({
      name,
      classname: "test",
      suite,
      file: null,
      line: null,
    });
    const refs = [
      ref("should detect PNG", "image sniffing"),
      ref("half", "rounds"),
      ref("x", "both"),
    ];
    placeRefs(refs, text, "/work/app");
    expect(refs.map((each) => each.suite)).toEqual(["", "rounds", "both"]);
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
