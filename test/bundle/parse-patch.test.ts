import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { checkBundle, readBundle } from "../../src/bundle/index.js";
import { parsePatch } from "../../src/bundle/parse-patch.js";
import {
  bundleFrom,
  freshCheckout,
  git,
  removeTempDirs,
  repositoryWith,
  writeFiles,
} from "./support.js";

afterEach(removeTempDirs);

async function gitDiff(cwd: string): Promise<Buffer> {
  await git(cwd, "add", "-A");
  const result = await execa(
    "git",
    ["diff", "--cached", "--binary", "--full-index", "--no-renames"],
    { cwd, encoding: "buffer", stripFinalNewline: false },
  );
  return Buffer.from(result.stdout);
}

/**
 * Random bytes git reads as binary: it looks for a NUL byte, and 500 random bytes hold none
 * about one time in seven (both versions: about 1 in 100 runs, when the diff comes out as text).
 */
const binaryBytes = (size: number) => Buffer.concat([Buffer.alloc(1), randomBytes(size - 1)]);

const patchOf = (text: string) => parsePatch(Buffer.from(text, "latin1"));

describe("reading a patch", () => {
  it("finds every file of git's own output, odd names and binary data included", async () => {
    const repo = await repositoryWith({
      "sp ace.txt": "a\n",
      "tab\tname": "x",
      "é.txt": "é\n",
      "bin.dat": binaryBytes(500),
      "empty-gone": "",
    });
    await writeFiles(repo.dir, {
      "sp ace.txt": "b\n",
      "tab\tname": "y",
      "é.txt": "ü\n",
      "bin.dat": binaryBytes(700),
      "new empty": "",
      "run.sh": "#!/bin/sh\n",
    });
    await rm(path.join(repo.dir, "empty-gone"));
    const parsed = parsePatch(await gitDiff(repo.dir));
    expect(parsed.problems).toEqual([]);
    expect(parsed.files).toEqual([
      { path: "bin.dat", change: "modified", oldMode: "100644", newMode: "100644", binary: true },
      { path: "empty-gone", change: "deleted", oldMode: "100644", newMode: null, binary: false },
      { path: "new empty", change: "added", oldMode: null, newMode: "100644", binary: false },
      { path: "run.sh", change: "added", oldMode: null, newMode: "100755", binary: false },
      {
        path: "sp ace.txt",
        change: "modified",
        oldMode: "100644",
        newMode: "100644",
        binary: false,
      },
      {
        path: "tab\tname",
        change: "modified",
        oldMode: "100644",
        newMode: "100644",
        binary: false,
      },
      { path: "é.txt", change: "modified", oldMode: "100644", newMode: "100644", binary: false },
    ]);
  });

  it("refuses text git apply would also read: a lead-in, extra hunk lines, unknown headers", () => {
    const section =
      "diff --git a/x b/x\nindex " +
      "1".repeat(40) +
      ".." +
      "2".repeat(40) +
      " 100644\n--- a/x\n+++ b/x\n";
    expect(patchOf(`From: someone\n${section}@@ -1 +1 @@\n-a\n+b\n`).problems).toEqual([
      'patch line 1: expected a "diff --git" line, found "From: someone"',
    ]);
    expect(patchOf(`${section}@@ -1 +1 @@\n-a\n+b\n+c\n`).problems).toEqual([
      'patch line 8: expected a "diff --git" line, found "+c"',
    ]);
    expect(patchOf(`${section}@@ -1,2 +1,2 @@\n-a\n+b\n`).problems).toEqual([
      'patch line 8: "x": the hunk ends before its counted lines ("end of patch")',
    ]);
    expect(patchOf(`diff --git a/x b/x\nunknown thing\n`).problems).toEqual([
      'patch line 2: "x": unknown header "unknown thing"',
    ]);
    expect(patchOf(`${section}@@ -1 +1 @@\n-a\n+b`).problems).toEqual([
      "the patch does not end with a new line",
    ]);
    expect(
      patchOf(
        "diff --git a/x b/x\nindex 1111111..2222222 100644\nBinary files a/x and b/x differ\n",
      ).problems[0],
    ).toMatch(/unknown header|without its data/);
    expect(patchOf("").problems).toEqual(["the patch is empty"]);
  });

  it("refuses a path git would not write: two names, no prefix, not UTF-8", () => {
    expect(patchOf("diff --git a/x b/y\n").problems[0]).toMatch(/cannot read one path/);
    expect(patchOf("diff --git x x\n").problems[0]).toMatch(/cannot read one path/);
    expect(patchOf('diff --git "a/\\377" "b/\\377"\n').problems[0]).toMatch(/cannot read one path/);
  });
});

describe("check with names git quotes", () => {
  it("passes spaces and non-ASCII names, and refuses a tab in a name", async () => {
    const repo = await repositoryWith({ "docs/sp ace.txt": "a\n", "docs/é.txt": "é\n" });
    await writeFiles(repo.dir, { "docs/sp ace.txt": "b\n", "docs/é.txt": "ü\n" });
    const made = async (files: string[]) => readBundle((await bundleFrom(repo, files)).dir);
    const checkout = await freshCheckout(repo.dir, repo.base);
    const options = { checkout, baseSha: repo.base, protectedGlobs: [] };
    expect(await checkBundle(await made(["docs/sp ace.txt", "docs/é.txt"]), options)).toEqual([]);

    await writeFile(path.join(repo.dir, "docs/a\tb.txt"), "tab\n");
    expect(await checkBundle(await made(["docs/a\tb.txt"]), options)).toEqual([
      '"docs/a\\tb.txt" holds a control character',
    ]);
  });
});
