import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveBase } from "../../src/action/base-commit.js";
import { readActionContext } from "../../src/action/run-context.js";
import { commitAllOnMain } from "../support/commit-all.js";
import { createTempProject, tempFolder } from "../support/temp-project.js";

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.invalid", ...args], {
    cwd: dir,
    encoding: "utf8",
  }).trim();
}

/** main with one commit after the branch point, and a branch with one commit of its own. */
async function branched(): Promise<{ root: string; forkPoint: string; mainTip: string }> {
  const root = await createTempProject({ "a.js": "export const a = 1;\n" });
  commitAllOnMain(root, "first");
  const forkPoint = git(root, "rev-parse", "HEAD");
  await writeFile(path.join(root, "b.js"), "export const b = 1;\n");
  git(root, "add", "-A");
  git(root, "commit", "-qm", "main moves on");
  const mainTip = git(root, "rev-parse", "HEAD");
  git(root, "checkout", "-q", "-b", "feature", forkPoint);
  await writeFile(path.join(root, "a.js"), "export const a = 2;\n");
  git(root, "commit", "-qam", "feature");
  return { root, forkPoint, mainTip };
}

async function eventFile(payload: unknown): Promise<string> {
  const file = path.join(tempFolder("event-"), "event.json");
  await writeFile(file, JSON.stringify(payload));
  return file;
}

/** A context whose event names its base commit. */
function eventBase(baseCommit: string) {
  return { baseCommit, defaultBranch: "main", targetBranch: "feature" };
}

/** A `/fix` dispatch as the app sends it: on the pull request's branch, with no base of its own. */
async function dispatchOn(branch: string) {
  return readActionContext({
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_REF: `refs/heads/${branch}`,
    GITHUB_EVENT_PATH: await eventFile({
      inputs: { tests: "BT-007" },
      ref: `refs/heads/${branch}`,
      repository: { full_name: "acme/shop", default_branch: "main" },
    }),
  });
}

describe("the base input", () => {
  it("auto: a pull request is compared with where its branch left the base branch", async () => {
    const { root, forkPoint, mainTip } = await branched();
    const context = readActionContext({
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: await eventFile({
        pull_request: {
          number: 7,
          head: { ref: "feature", sha: git(root, "rev-parse", "HEAD") },
          base: { ref: "main", sha: mainTip },
        },
      }),
    });
    expect(context.baseCommit).toBe(mainTip);
    expect(await resolveBase("auto", root, context)).toEqual({ base: forkPoint, note: null });
  });

  it("auto: a push is compared with the commit it moved the branch from; a new branch with none", async () => {
    const { root, forkPoint } = await branched();
    const push = readActionContext({
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: await eventFile({ before: forkPoint }),
    });
    expect(await resolveBase("auto", root, push)).toEqual({ base: forkPoint, note: null });
    const created = readActionContext({
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: await eventFile({ before: "0".repeat(40) }),
    });
    expect(await resolveBase("auto", root, created)).toEqual({ base: null, note: null });
  });

  it("auto: a base a shallow clone lacks is gone without, and the note says how to have it", async () => {
    const { root } = await branched();
    const resolved = await resolveBase("auto", root, eventBase("ab".repeat(20)));
    expect(resolved.base).toBeNull();
    expect(resolved.note).toMatch(/abababababab is not in this clone.*fetch-depth: 0/);
  });

  it("auto: a dispatch on a branch is compared with where it left the default branch; on the default branch, with nothing", async () => {
    const { root, forkPoint, mainTip } = await branched();
    // actions/checkout with fetch-depth: 0 keeps the other branches as origin's.
    git(root, "update-ref", "refs/remotes/origin/main", mainTip);
    const dispatched = await dispatchOn("feature");
    expect(dispatched.baseCommit).toBeNull();
    expect(await resolveBase("auto", root, dispatched)).toEqual({ base: forkPoint, note: null });
    expect(await resolveBase("auto", root, await dispatchOn("main"))).toEqual({
      base: null,
      note: null,
    });
  });

  it("auto: a dispatch whose clone lacks the default branch goes without, and the note says how to have it", async () => {
    const { root } = await branched();
    const resolved = await resolveBase("auto", root, await dispatchOn("feature"));
    expect(resolved.base).toBeNull();
    expect(resolved.note).toMatch(/default branch main is not in this clone.*fetch-depth: 0/);
  });

  it("none turns it off; a ref is passed on as given", async () => {
    const { root, mainTip } = await branched();
    expect(await resolveBase("none", root, eventBase(mainTip))).toEqual({
      base: null,
      note: null,
    });
    expect(await resolveBase("main", root, eventBase(mainTip))).toEqual({
      base: "main",
      note: null,
    });
  });
});
