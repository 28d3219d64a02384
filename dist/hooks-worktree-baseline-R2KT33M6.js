import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import "./hooks-chunk-3VCCSNXZ.js";

// src/hooks/worktree-baseline.ts
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync
} from "node:fs";
import path from "node:path";

// src/git/hardened-options.ts
var HARDENED_GIT_OPTIONS = [
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.untrackedCache=false",
  "-c",
  "credential.helper=",
  "-c",
  "core.askPass=",
  "-c",
  "core.sshCommand=ssh",
  "-c",
  "core.pager=cat",
  "-c",
  "commit.gpgSign=false",
  "-c",
  "protocol.ext.allow=never"
];

// src/hooks/worktree-baseline.ts
var BASELINE_FILE = "worktree-baseline.json";
function recordWorktreeBaseline(stateDir, cwd, copy = null) {
  const record = copy ? { kind: "files", fingerprint: filesFingerprint(inCopy(cwd, copy)) } : { kind: "git", fingerprint: worktreeFingerprint(cwd) };
  writeFileSync(path.join(stateDir, BASELINE_FILE), JSON.stringify(record));
}
function worktreeChanged(stateDir, cwd) {
  let baseline;
  try {
    baseline = JSON.parse(readFileSync(path.join(stateDir, BASELINE_FILE), "utf8"));
  } catch {
    return null;
  }
  if (typeof baseline.fingerprint !== "string") return null;
  const now = baseline.kind === "files" ? filesFingerprint(cwd) : worktreeFingerprint(cwd);
  return now === null ? null : now !== baseline.fingerprint;
}
function inCopy(cwd, copy) {
  return path.join(copy.folder, path.relative(copy.over, realpathSync(cwd)));
}
var NOT_FINGERPRINTED = /* @__PURE__ */ new Set([".git", "node_modules"]);
function filesFingerprint(top) {
  const lines = [];
  const walk = (relative) => {
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
function worktreeFingerprint(cwd) {
  let status;
  try {
    const args = [
      ...HARDENED_GIT_OPTIONS,
      "status",
      "--porcelain=v1",
      "-z",
      "--untracked-files=all"
    ];
    status = execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024
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
export {
  filesFingerprint,
  recordWorktreeBaseline,
  worktreeChanged,
  worktreeFingerprint
};
