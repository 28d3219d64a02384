import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { beforeEach, describe, expect, it } from "vitest";
import { changesSince, restoreSnapshot, takeSnapshot } from "../../src/fix/snapshot.js";
import { tempFolder } from "../support/temp-project.js";

let repo: string;

/** What changesSince says when nothing changed since the snapshot. */
const NOTHING_CHANGED = { files: [], diffStat: "", tamper: [], ignoredRestored: [] };

async function git(...args: string[]): Promise<string> {
  const result = await execa("git", args, { cwd: repo });
  return String(result.stdout);
}

async function read(path: string): Promise<string | null> {
  return readFile(join(repo, path), "utf8").catch(() => null);
}

beforeEach(async () => {
  repo = tempFolder("fix-loop-snapshot-");
  await git("init", "-q", "-b", "main");
  await git("config", "user.email", "test@example.com");
  await git("config", "user.name", "Test");
  await mkdir(join(repo, "src"));
  await writeFile(join(repo, "src/sum.js"), "export const sum = (a, b) => a - b;\n");
  await writeFile(join(repo, "src/keep.js"), "export const keep = 1;\n");
  await writeFile(join(repo, ".gitignore"), "node_modules/\n");
  await git("add", "-A");
  await git("commit", "-q", "-m", "start");
  // State a developer might have before fixing: an untracked file, a staged change, an ignored folder.
  await writeFile(join(repo, "notes.txt"), "my notes\n");
  await writeFile(join(repo, "src/keep.js"), "export const keep = 2;\n");
  await git("add", "src/keep.js");
  await mkdir(join(repo, "node_modules"));
  await writeFile(join(repo, "node_modules/dep.js"), "dep\n");
});

describe("working tree snapshots", () => {
  it("sees no change when nothing happened", async () => {
    const snapshot = await takeSnapshot(repo);
    expect(await changesSince(snapshot)).toEqual(NOTHING_CHANGED);
  });

  it("lists edits, new untracked files, deletions and mode changes, with a diff stat", async () => {
    const snapshot = await takeSnapshot(repo);
    await writeFile(join(repo, "src/sum.js"), "export const sum = (a, b) => a + b;\n");
    await mkdir(join(repo, "src/new"));
    await writeFile(join(repo, "src/new/helper.js"), "export {};\n");
    await rm(join(repo, "notes.txt"));
    await chmod(join(repo, "src/keep.js"), 0o755);

    const changes = await changesSince(snapshot);
    expect(changes.files).toEqual(["notes.txt", "src/keep.js", "src/new/helper.js", "src/sum.js"]);
    expect(changes.diffStat).toContain("src/sum.js");
    expect(changes.diffStat).toMatch(/4 files changed/);
  });

  it("restores exactly: contents, modes, new and deleted files, the index and HEAD", async () => {
    const statusBefore = await git("status", "--porcelain=v1", "--untracked-files=all");
    const headBefore = await git("rev-parse", "HEAD");
    const snapshot = await takeSnapshot(repo);

    await writeFile(join(repo, "src/sum.js"), "export const sum = (a, b) => a + b;\n");
    await mkdir(join(repo, "src/new/deep"), { recursive: true });
    await writeFile(join(repo, "src/new/deep/helper.js"), "export {};\n");
    await rm(join(repo, "notes.txt"));
    await rm(join(repo, "src/keep.js"));
    await chmod(join(repo, "src/sum.js"), 0o755);
    await writeFile(join(repo, "node_modules/dep.js"), "changed by the agent\n");
    await git("add", "-A");
    await git("commit", "-q", "-m", "agent commit");

    await restoreSnapshot(snapshot);

    expect(await read("src/sum.js")).toBe("export const sum = (a, b) => a - b;\n");
    expect((await stat(join(repo, "src/sum.js"))).mode & 0o111).toBe(0);
    expect(await read("src/keep.js")).toBe("export const keep = 2;\n");
    expect(await read("notes.txt")).toBe("my notes\n");
    expect(await read("src/new/deep/helper.js")).toBeNull();
    await expect(stat(join(repo, "src/new"))).rejects.toThrow();
    expect(await git("rev-parse", "HEAD")).toBe(headBefore);
    expect(await git("status", "--porcelain=v1", "--untracked-files=all")).toBe(statusBefore);
    // Ignored files are not part of the snapshot: the agent's change there stays.
    expect(await read("node_modules/dep.js")).toBe("changed by the agent\n");
    expect(await changesSince(snapshot)).toEqual(NOTHING_CHANGED);
  });

  it("works in a repository without any commit", async () => {
    const empty = await mkdtemp(join(tmpdir(), "fix-loop-snapshot-empty-"));
    try {
      await execa("git", ["init", "-q"], { cwd: empty });
      await writeFile(join(empty, "a.txt"), "a\n");
      const snapshot = await takeSnapshot(empty);
      expect(snapshot.head).toBeNull();
      await writeFile(join(empty, "a.txt"), "b\n");
      await writeFile(join(empty, "b.txt"), "b\n");
      expect((await changesSince(snapshot)).files).toEqual(["a.txt", "b.txt"]);
      await restoreSnapshot(snapshot);
      expect(await readFile(join(empty, "a.txt"), "utf8")).toBe("a\n");
      await expect(stat(join(empty, "b.txt"))).rejects.toThrow();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
