import { chmod, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitFix } from "../../src/fix/commit.js";
import { hardenedGit, hardenedGitEnv } from "../../src/git/hardened-git.js";

let repo: string;
const git = async (...args: string[]) => String((await execa("git", args, { cwd: repo })).stdout);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), "fix-loop-hardened-"));
  await git("init", "-q", "-b", "main");
  await writeFile(join(repo, "a.txt"), "a\n");
  await git("add", "-A");
  await git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "start");
});

afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe("hardened git", () => {
  it("runs no hook and no fsmonitor the repository configured, and commits as fix-loop", async () => {
    const ran = join(repo, "ran");
    await writeFile(join(repo, ".git/hooks/pre-commit"), `#!/bin/sh\necho hook >> ${ran}\n`);
    await writeFile(join(repo, ".git/hooks/post-commit"), `#!/bin/sh\necho post >> ${ran}\n`);
    await chmod(join(repo, ".git/hooks/pre-commit"), 0o755);
    await chmod(join(repo, ".git/hooks/post-commit"), 0o755);
    await git("config", "core.fsmonitor", `echo fsmonitor >> ${ran}; false`);
    await writeFile(join(repo, "a.txt"), "b\n");

    const sha = await commitFix(repo, ["a.txt"], "fix-loop: fix it");
    expect(await exists(ran)).toBe(false);
    expect(await git("log", "-1", "--format=%an <%ae>|%cn <%ce>", sha)).toBe(
      "fix-loop <fix-loop@users.noreply.github.com>|fix-loop <fix-loop@users.noreply.github.com>",
    );
    // The same hook does run for plain git: the test would see it.
    await writeFile(join(repo, "a.txt"), "c\n");
    await execa("git", ["-c", "core.fsmonitor=false", "commit", "-qam", "plain"], {
      cwd: repo,
      env: {
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@e",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@e",
      },
    });
    expect(await exists(ran)).toBe(true);
  });

  it("reads neither the global config nor fix-loop's environment", async () => {
    const global = join(repo, "global.gitconfig");
    await writeFile(global, "[alias]\n\tsecret = !echo leaked\n[user]\n\tname = Global Person\n");
    process.env.FIX_LOOP_TEST_TOKEN = "ghs_notforgit";
    process.env.GIT_CONFIG_GLOBAL = global;
    try {
      const env = hardenedGitEnv({ GIT_INDEX_FILE: "/x" });
      expect(env.FIX_LOOP_TEST_TOKEN).toBeUndefined();
      expect(env).toMatchObject({
        GIT_INDEX_FILE: "/x",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_CONFIG_NOSYSTEM: "1",
      });
      await expect(hardenedGit(repo, ["config", "user.name"])).rejects.toThrow(
        /git config user.name failed/,
      );
      expect(await git("config", "user.name")).toBe("Global Person");
      const hooks = await hardenedGit(repo, ["config", "core.hooksPath"]);
      expect(hooks.trim()).toBe("/dev/null");
    } finally {
      delete process.env.FIX_LOOP_TEST_TOKEN;
      delete process.env.GIT_CONFIG_GLOBAL;
    }
  });

  it("refuses the ext:: transport a planted remote would use", async () => {
    const ran = join(repo, "ran");
    await git("remote", "add", "evil", `ext::sh -c 'echo ext >> ${ran}'`);
    await expect(hardenedGit(repo, ["fetch", "evil"])).rejects.toThrow(
      /transport 'ext' not allowed/,
    );
    expect(await exists(ran)).toBe(false);
  });
});
