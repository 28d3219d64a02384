import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runProcess
} from "./action-chunk-TIVQHBMC.js";

// src/agent-user/unreachable-paths.ts
async function unreachableForUser(runAs, paths) {
  const checks = [
    ...paths.writable.map((file) => ["-w", file]),
    ...paths.executable.map((file) => ["-x", file]),
    ...paths.readable.map((file) => ["-r", file])
  ];
  const script = [
    'for f in "$@"; do',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the script is shell, whose ${...} is its own
    '  test "${f%%:*}" "${f#*:}" || printf "%s\\n" "${f#*:}"',
    "done"
  ].join("\n");
  const outcome = await runProcess(
    {
      file: "/bin/sh",
      args: ["-c", script, "reach", ...checks.map(([flag, file]) => `${flag}:${file}`)]
    },
    { env: { PATH: process.env.PATH ?? "/usr/bin:/bin" }, runAs, timeoutMs: 1e4 }
  );
  if (outcome.spawnError) return [outcome.spawnError];
  const missing = outcome.output.head.toString("utf8").split("\n").filter(Boolean);
  if (outcome.exitCode !== 0 && missing.length === 0) return [`exit code ${outcome.exitCode}`];
  return missing;
}

// src/sandbox/dependency-folders.ts
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
var DEPENDENCIES = "node_modules";
var VIRTUAL_ENVIRONMENTS = [".venv", "venv"];
async function dependencyFolders(top) {
  const found = [];
  for (const name of VIRTUAL_ENVIRONMENTS) {
    const stat = await lstat(path.join(top, name)).catch(() => null);
    const config = await lstat(path.join(top, name, "pyvenv.cfg")).catch(() => null);
    if (stat?.isDirectory() && (stat.mode & 5) === 5 && config?.isFile()) found.push(name);
  }
  const pending = [""];
  while (pending.length > 0) {
    const relative = pending.pop();
    const entries = await readdir(path.join(top, relative), { withFileTypes: true }).catch(
      () => []
    );
    for (const entry of entries) {
      if (!entry.isDirectory() || relative === "" && entry.name === ".git") continue;
      if (relative === "" && found.includes(entry.name)) continue;
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.name !== DEPENDENCIES) {
        pending.push(child);
        continue;
      }
      const stat = await lstat(path.join(top, child)).catch(() => null);
      if (stat?.isDirectory() && (stat.mode & 5) === 5) found.push(child);
    }
  }
  return found.sort();
}

export {
  unreachableForUser,
  dependencyFolders
};
