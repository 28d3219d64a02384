import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { beforeEach, describe, expect, it } from "vitest";
import { changesSince, restoreSnapshot, takeSnapshot } from "../../src/fix/snapshot.js";
import { tempFolder } from "../support/temp-project.js";

let repo: string;

async function git(...args: string[]): Promise<string> {
  return String((await execa("git", args, { cwd: repo })).stdout);
}

const read = (path: string) => readFile(join(repo, path), "utf8").catch(() => null);

beforeEach(async () => {
  repo = tempFolder("fix-loop-tamper-");
  await git("init", "-q", "-b", "main");
  await mkdir(join(repo, "tests"));
  await writeFile(join(repo, "tests/t.sh"), "#!/bin/sh\nexit 1\n");
  await writeFile(join(repo, "src.js"), "export const x = 1;\n");
  await writeFile(join(repo, ".gitignore"), "local/\nnode_modules/\n__pycache__/\nreports/\n");
  await git("add", "-A");
  await git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "start");
  await mkdir(join(repo, "local"));
  await writeFile(join(repo, "local/settings.js"), "export const port = 1;\n");
});

describe("the tamper check", () => {
  it("sees a test rewritten behind skip-worktree, calls the flag tampering, and undoes both", async () => {
    const snapshot = await takeSnapshot(repo);
    await git("update-index", "--skip-worktree", "tests/t.sh");
    await writeFile(join(repo, "tests/t.sh"), "#!/bin/sh\nexit 0\n");
    expect(await git("status", "--porcelain")).toBe(""); // what a copy of the real index sees

    const changes = await changesSince(snapshot);
    expect(changes.files).toEqual(["tests/t.sh"]);
    expect(changes.tamper).toEqual(["tests/t.sh is marked skip-worktree in the index"]);

    await restoreSnapshot(snapshot);
    expect(await read("tests/t.sh")).toBe("#!/bin/sh\nexit 1\n");
    expect(await git("ls-files", "-v", "tests/t.sh")).toBe("H tests/t.sh");
  });

  it("sees an assume-unchanged flag", async () => {
    const snapshot = await takeSnapshot(repo);
    await git("update-index", "--assume-unchanged", "src.js");
    await writeFile(join(repo, "src.js"), "export const x = 2;\n");
    const changes = await changesSince(snapshot);
    expect(changes.files).toEqual(["src.js"]);
    expect(changes.tamper).toEqual(["src.js is marked assume-unchanged in the index"]);
  });

  it("keeps flags the developer set before the attempt, and sets them again after a restore", async () => {
    await git("update-index", "--assume-unchanged", "src.js");
    const snapshot = await takeSnapshot(repo);
    await writeFile(join(repo, "new.js"), "new\n");
    expect((await changesSince(snapshot)).tamper).toEqual([]);
    await restoreSnapshot(snapshot);
    expect(await git("ls-files", "-v", "src.js")).toBe("h src.js");
  });

  it("puts .git/config, a planted hook and info/exclude back before running git", async () => {
    const snapshot = await takeSnapshot(repo);
    const config = await readFile(join(repo, ".git/config"), "utf8");
    const marker = join(repo, "fsmonitor-ran");
    await git("config", "core.fsmonitor", `touch ${marker}; false`);
    await git("remote", "add", "origin", "https://attacker.invalid/x.git");
    await writeFile(join(repo, ".git/hooks/pre-commit"), "#!/bin/sh\ntouch /tmp/owned\n", {
      mode: 0o755,
    });
    await writeFile(join(repo, ".git/info/exclude"), "src.js\n");

    const changes = await changesSince(snapshot);
    expect(changes.tamper).toEqual([
      "changed .git/config, .git/hooks/pre-commit, .git/info/exclude",
    ]);
    expect(await stat(marker).catch(() => null)).toBeNull();
    expect(await readFile(join(repo, ".git/config"), "utf8")).toBe(config);
    expect(await stat(join(repo, ".git/hooks/pre-commit")).catch(() => null)).toBeNull();
    expect(await read(".git/info/exclude")).not.toContain("src.js");
    expect(changes.files).toEqual([]);
  });

  it("undoes changes to ignored files; one outside caches and reports is tampering", async () => {
    await mkdir(join(repo, "reports"));
    await writeFile(join(repo, "reports/junit.xml"), "<testsuites/>\n");
    const snapshot = await takeSnapshot(repo);
    await writeFile(join(repo, "local/settings.js"), "export const port = 8080;\n");
    await writeFile(join(repo, "local/extra.js"), "export {};\n");
    await mkdir(join(repo, "__pycache__"));
    await writeFile(join(repo, "__pycache__/m.cpython-312.pyc"), "cache");
    await writeFile(join(repo, "reports/junit.xml"), "<testsuites tests='1'/>\n");
    await mkdir(join(repo, "node_modules"));
    await writeFile(join(repo, "node_modules/dep.js"), "left to the check job\n");

    const changes = await changesSince(snapshot, { outputs: ["reports/**"] });
    expect(changes.tamper).toEqual(["changed ignored files: local/extra.js, local/settings.js"]);
    expect(changes.ignoredRestored).toEqual([
      "__pycache__/m.cpython-312.pyc",
      "local/extra.js",
      "local/settings.js",
      "reports/junit.xml",
    ]);
    expect(await read("local/settings.js")).toBe("export const port = 1;\n");
    expect(await read("local/extra.js")).toBeNull();
    expect(await read("reports/junit.xml")).toBe("<testsuites/>\n");
    expect(await read("node_modules/dep.js")).toBe("left to the check job\n");
  });

  it("finds nothing to say about an honest edit", async () => {
    const snapshot = await takeSnapshot(repo);
    await writeFile(join(repo, "src.js"), "export const x = 2;\n");
    expect(await changesSince(snapshot)).toMatchObject({
      files: ["src.js"],
      tamper: [],
      ignoredRestored: [],
    });
  });
});
