import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { runCli } from "../support/run-cli.js";
import { createTempProject, tempFolder } from "../support/temp-project.js";

/**
 * The workflow init writes runs on pushes to the repository's default branch, not to a `main`
 * the repository may not have (harrisiirak/cron-parser is on master).
 */
const PROJECT = { "package.json": JSON.stringify({ name: "cron", private: true }) };

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.invalid", ...args], {
    cwd,
    stdio: "ignore",
  });
}

async function pushBranches(root: string): Promise<unknown> {
  const init = await runCli(["init", "-C", root]);
  expect(init.code, init.stderr).toBe(0);
  const workflow = await readFile(path.join(root, ".github/workflows/fix-loop.yml"), "utf8");
  return (parse(workflow) as { on: { push: { branches: unknown } } }).on.push.branches;
}

describe("init's push trigger", () => {
  it("names master in a repository on master", async () => {
    const root = await createTempProject(PROJECT);
    git(root, "init", "-q", "-b", "master");
    git(root, "add", "-A");
    git(root, "commit", "-qm", "first");
    expect(await pushBranches(root)).toEqual(["master"]);
  });

  it("names the remote's default branch in a clone checked out on a feature branch", async () => {
    const origin = await createTempProject(PROJECT);
    git(origin, "init", "-q", "-b", "trunk");
    git(origin, "add", "-A");
    git(origin, "commit", "-qm", "first");
    const clone = path.join(tempFolder("fix-loop-clone-"), "cron");
    git(path.dirname(clone), "clone", "-q", origin, clone);
    git(clone, "checkout", "-q", "-b", "feature");
    expect(await pushBranches(clone)).toEqual(["trunk"]);
  });
});
