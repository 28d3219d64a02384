import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { git, type ProjectRepo } from "./project.js";

/** A fresh clone of the pinned commit under `scratch`, as actions/checkout makes on a new runner. */
export function freshCheckout(scratch: string, repo: ProjectRepo, name: string): string {
  const dir = path.join(scratch, name);
  git(scratch, "clone", "-q", repo.origin, dir);
  // Where the clone's main is the pinned commit, detaching is writing it into HEAD (what
  // `checkout --detach` does then, without a git start); elsewhere git checks it out.
  if (clonedMain(dir) === repo.head)
    writeFileSync(path.join(dir, ".git", "HEAD"), `${repo.head}\n`);
  else git(dir, "checkout", "-q", "--detach", repo.head);
  return dir;
}

/** The commit a fresh clone's main points at, from the packed refs clone writes (or null). */
function clonedMain(dir: string): string | null {
  try {
    const packed = readFileSync(path.join(dir, ".git", "packed-refs"), "utf8");
    return /^([0-9a-f]{40}) refs\/heads\/main$/m.exec(packed)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The policy: the default branch's config, checked out beside the workspace. */
export function policyFile(scratch: string, repo: ProjectRepo): string {
  const policy = path.join(scratch, "policy", "fix-loop.yml");
  mkdirSync(path.dirname(policy), { recursive: true });
  writeFileSync(policy, git(repo.origin, "show", "main:.github/fix-loop.yml"));
  return policy;
}

/**
 * The publish job's env: GitHub's API at `githubUrl`, its git server at `serverUrl` (a file://
 * folder here), this run's id, and no pause between writes.
 */
export function publishJobEnv(
  githubUrl: string,
  serverUrl: string,
  runId: string,
): Record<string, string> {
  return {
    GITHUB_API_URL: githubUrl,
    GITHUB_SERVER_URL: serverUrl,
    GITHUB_RUN_ID: runId,
    FIX_LOOP_WRITE_INTERVAL_MS: "0",
  };
}
