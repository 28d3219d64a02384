import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { HARDENED_GIT_OPTIONS } from "../git/hardened-options.js";

const BASELINE_FILE = "worktree-baseline.json";

/** The agent's own copy of the tree: where it really is, and the path its namespaces show it at. */
export interface CopyPlace {
  folder: string;
  over: string;
}

/**
 * Records a fingerprint of the working tree before the agent starts, so the progress gate can
 * tell whether anything changed since. In the agent's copy (no git may run there) it is the
 * files' stamps, read from where the copy really is; the hook, inside the namespace, reads the
 * same files at `cwd`. Outside a git work tree nothing is recorded and the gate never blocks.
 */
export function recordWorktreeBaseline(
  stateDir: string,
  cwd: string,
  copy: CopyPlace | null = null,
): void {
  const record = copy
    ? { kind: "files", fingerprint: filesFingerprint(inCopy(cwd, copy)) }
    : { kind: "git", fingerprint: worktreeFingerprint(cwd) };
  writeFileSync(path.join(stateDir, BASELINE_FILE), JSON.stringify(record));
}

/** True or false against the recorded baseline; null when it cannot tell (no baseline, not git). */
export function worktreeChanged(stateDir: string, cwd: string): boolean | null {
  let baseline: { kind?: unknown; fingerprint?: unknown };
  try {
    baseline = JSON.parse(readFileSync(path.join(stateDir, BASELINE_FILE), "utf8"));
  } catch {
    return null;
  }
  if (typeof baseline.fingerprint !== "string") return null;
  // The kind is the baseline's: a .git the agent makes in its copy changes nothing here.
  const now = baseline.kind === "files" ? filesFingerprint(cwd) : worktreeFingerprint(cwd);
  return now === null ? null : now !== baseline.fingerprint;
}

function inCopy(cwd: string, copy: CopyPlace): string {
  return path.join(copy.folder, path.relative(copy.over, realpathSync(cwd)));
}

/** Folders left out of the files' fingerprint: the agent's own repository, and dependencies. */
const NOT_FINGERPRINTED = new Set([".git", "node_modules"]);

/**
 * Path, type, size, mode and mtime of every file and link under `top` (links not followed),
 * .git and node_modules folders left out: any edit, new file or deletion changes it. No git.
 */
export function filesFingerprint(top: string): string | null {
  const lines: string[] = [];
  const walk = (relative: string): void => {
    const entries = readdirSync(path.join(top, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_FINGERPRINTED.has(entry.name)) walk(child);
        continue;
      }
      try {
        const stat = lstatSync(path.join(top, child));
        lines.push(`${child}\0${stat.mode}:${stat.size}:${stat.mtimeMs}`);
      } catch {
        // Gone while we looked: it is not there.
      }
    }
  };
  try {
    walk("");
  } catch {
    return null;
  }
  return createHash("sha1").update(lines.sort().join("\n")).digest("hex");
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
