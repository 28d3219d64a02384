import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { copyOfRepository } from "../support/repository-copy.js";
import { tempFolder } from "../support/temp-project.js";

const REPO = path.resolve(import.meta.dirname, "../..");

/**
 * What release reads: the sources dist/ is built from (scripts/build-stamp.mjs), the stamp of
 * the build dist/ holds, the version, and what git ignores (the linked node_modules); the rest of
 * dist/ and the tests change nothing here.
 */
const RELEASE_READS = [
  "src",
  "app",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "dist/.build-inputs",
  ".gitignore",
];

function releasable(): string {
  const copy = copyOfRepository({ dist: true, only: RELEASE_READS });
  symlinkSync(path.join(REPO, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

const release = (copy: string, ...args: string[]) =>
  spawnSync(process.execPath, ["scripts/release.mjs", ...args], { cwd: copy, encoding: "utf8" });
const git = (copy: string, ...args: string[]) =>
  execFileSync("git", args, { cwd: copy, encoding: "utf8" }).trim();

describe("npm run release", () => {
  // One copy: released first, then made dirty and stale for the refusals.
  let copy: string;
  beforeAll(() => {
    copy = releasable();
  });

  it("tags the version and moves the tag the workflows pin, and pushes both", () => {
    const remote = tempFolder("fix-loop-release-remote-");
    execFileSync("git", ["init", "-q", "--bare", remote]);
    git(copy, "remote", "add", "origin", remote);
    const run = release(copy, "--push");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/release: pushed v\S+ and v1 to origin/);
    const version = JSON.parse(readFileSync(path.join(copy, "package.json"), "utf8")).version;
    const head = git(copy, "rev-parse", "HEAD");
    expect(git(copy, "rev-list", "-n", "1", `v${version}`)).toBe(head);
    expect(git(copy, "rev-list", "-n", "1", "v1")).toBe(head);
    expect(git(remote, "rev-list", "-n", "1", "v1")).toBe(head);
  });

  it("refuses uncommitted changes, and a dist/ not built from the sources", () => {
    const tags = () => git(copy, "for-each-ref", "refs/tags", "--format=%(refname) %(objectname)");
    const before = tags();
    writeFileSync(path.join(copy, "src/version.ts"), "export const VERSION = '9.9.9';\n");
    const dirty = release(copy);
    expect(dirty.status).toBe(2);
    expect(dirty.stderr).toContain("uncommitted changes");
    git(copy, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qam", "edit");
    const stale = release(copy);
    expect(stale.status).toBe(2);
    expect(stale.stderr).toContain("dist/ was not built from these sources");
    // Neither refusal made or moved a tag.
    expect(tags()).toBe(before);
  });
});
