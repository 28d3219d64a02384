import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HARDENED_GIT_OPTIONS } from "../git/hardened-options.js";

const BASELINE_FILE = "worktree-baseline.json";

/**
 * Records a fingerprint of the working tree before the agent starts, so the progress gate can
 * tell whether anything changed since. Outside a git work tree nothing is recorded and the
 * gate never blocks.
 */
export function recordWorktreeBaseline(stateDir: string, cwd: string): void {
  writeFileSync(
    path.join(stateDir, BASELINE_FILE),
    JSON.stringify({ fingerprint: worktreeFingerprint(cwd) }),
  );
}

/** True or false against the recorded baseline; null when it cannot tell (no baseline, not git). */
export function worktreeChanged(stateDir: string, cwd: string): boolean | null {
  let baseline: unknown;
  try {
    baseline = JSON.parse(readFileSync(path.join(stateDir, BASELINE_FILE), "utf8")).fingerprint;
  } catch {
    return null;
  }
  if (typeof baseline !== "string") return null;
  const now = worktreeFingerprint(cwd);
  return now === null ? null : now !== baseline;
}

/**
 * git's status of every changed or untracked file plus each one's size and mtime: any edit,
 * new file or deletion changes it. Plain child_process rather than the engine's snapshot code
 * because this runs inside the hook, where every millisecond of start-up counts.
 */
export function worktreeFingerprint(cwd: string): string | null {
  let status: string;
  try {
    // Hardened: a fsmonitor or hook the agent planted must not run inside our hook either.
    const args = [
      ...HARDENED_GIT_OPTIONS,
      "status",
      "--porcelain=v1",
      "-z",
      "--untracked-files=all",
    ];
    status = execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
  const hash = createHash("sha1").update(status);
  for (const field of status.split("\0")) {
    const file = field.slice(3);
    if (field.length < 4 || file === "") continue;
    try {
      const stat = statSync(path.join(cwd, file));
      hash.update(`\0${stat.size}:${stat.mtimeMs}`);
    } catch {
      hash.update("\0gone");
    }
  }
  return hash.digest("hex");
}
