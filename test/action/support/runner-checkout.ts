import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { git, type ProjectRepo } from "./project.js";

/** A fresh clone of the pinned commit under `scratch`, as actions/checkout makes on a new runner. */
export function freshCheckout(scratch: string, repo: ProjectRepo, name: string): string {
  const dir = path.join(scratch, name);
  git(scratch, "clone", "-q", repo.origin, dir);
  git(dir, "checkout", "-q", "--detach", repo.head);
  return dir;
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
