import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { runCli } from "../support/run-cli.js";
import { createTempProject, tempFolder } from "../support/temp-project.js";

/**
 * What init reads from the git repository for the workflow it writes: the branch whose pushes
 * run it (harrisiirak/cron-parser is on master, not main), and whether CI's checkout will have
 * the lock file (pillarjs/send's .gitignore names package-lock.json: `npm ci` would fail).
 */
const PROJECT = { "package.json": JSON.stringify({ name: "cron", private: true }) };

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.invalid", ...args], {
    cwd,
    stdio: "ignore",
  });
}

interface Workflow {
  on: { push: { branches: unknown } };
  jobs: { "fix-loop": { with?: { setup?: string } } };
}

async function initWorkflow(root: string): Promise<Workflow> {
  const init = await runCli(["init", "-C", root]);
  expect(init.code, init.stderr).toBe(0);
  return parse(await readFile(path.join(root, ".github/workflows/fix-loop.yml"), "utf8"));
}

async function pushBranches(root: string): Promise<unknown> {
  return (await initWorkflow(root)).on.push.branches;
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

describe("init's install command", () => {
  it("is npm ci for a lock file the repository keeps, npm install for one git ignores or does not track", async () => {
    const kept = await createTempProject({ ...PROJECT, "package-lock.json": "{}" });
    git(kept, "init", "-q", "-b", "main");
    git(kept, "add", "package-lock.json");
    expect((await initWorkflow(kept)).jobs["fix-loop"].with?.setup).toBe("npm ci");

    // js-yaml commits no lock file: the one a local `npm install` left is in no checkout.
    const untracked = await createTempProject({ ...PROJECT, "package-lock.json": "{}" });
    git(untracked, "init", "-q", "-b", "main");
    expect((await initWorkflow(untracked)).jobs["fix-loop"].with?.setup).toBe("npm install");

    const ignored = await createTempProject({
      ...PROJECT,
      "package-lock.json": "{}",
      ".gitignore": "node_modules\npackage-lock.json\n",
    });
    git(ignored, "init", "-q", "-b", "main");
    expect((await initWorkflow(ignored)).jobs["fix-loop"].with?.setup).toBe("npm install");
  });
});
